package signin_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// Issue 23, finding 2: five bad guesses from anywhere locked the owner out, the right
// password answered 429 too, and only a restart cleared it.

func loginFrom(t *testing.T, server http.Handler, from, username, password string) *http.Response {
	t.Helper()
	return hookstest.SendAs(t, server, http.MethodPost, "/api/admin/login", "", from,
		hookstest.JSONBody(map[string]any{"username": username, "password": password}), map[string]string{"Content-Type": "application/json"})
}

func TestAnAttackersFailuresDoNotLockTheOwnerOutFromElsewhere(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	const attacker, owner = "198.51.100.7", "203.0.113.5"
	for i := range signin.FreeLoginFailures {
		hookstest.MustEqual(t, fmt.Sprintf("failure %d", i+1), loginFrom(t, server, attacker, hookstest.StaffUsername, "wrong-password").StatusCode, 401)
	}
	locked := loginFrom(t, server, attacker, hookstest.StaffUsername, "wrong-password")
	hookstest.MustEqual(t, "one failure more from the same address", locked.StatusCode, 429)
	hookstest.MustEqual(t, "Retry-After", locked.Header.Get("Retry-After"), "30")
	if body := hookstest.ReadAll(t, locked); !strings.Contains(body, `"message":"Too many failed logins for this account. Please try again in 30 seconds."`) {
		t.Errorf("locked answer: %s", body)
	}
	hookstest.MustEqual(t, "the right password from the locked address", loginFrom(t, server, attacker, hookstest.StaffUsername, hookstest.StaffPassword).StatusCode, 429)
	hookstest.MustEqual(t, "the owner from another address", loginFrom(t, server, owner, hookstest.StaffUsername, hookstest.StaffPassword).StatusCode, 200)
	hookstest.MustEqual(t, "the attacker's address is still locked", loginFrom(t, server, attacker, hookstest.StaffUsername, hookstest.StaffPassword).StatusCode, 429)
}

func TestAnAttackFromManyAddressesLocksTheAccountButNotTheOwnersNetwork(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	const home = "203.0.113.5"
	hookstest.MustEqual(t, "the owner signs in at home", loginFrom(t, server, home, hookstest.StaffUsername, hookstest.StaffPassword).StatusCode, 200)
	// One failure from each of many addresses: no address reaches its own limit.
	for i := range signin.AccountLoginFailures {
		hookstest.MustEqual(t, fmt.Sprintf("failure %d", i+1), loginFrom(t, server, fmt.Sprintf("198.51.100.%d", i+1), hookstest.StaffUsername, "wrong-password").StatusCode, 401)
	}
	hookstest.MustEqual(t, "the account's failure past its limit", loginFrom(t, server, "198.51.100.200", hookstest.StaffUsername, "wrong-password").StatusCode, 429)
	hookstest.MustEqual(t, "a wrong password from a fresh address while the account is locked", loginFrom(t, server, "198.51.100.201", hookstest.StaffUsername, "wrong-password").StatusCode, 429)
	// That address has now failed twice: it is no longer trusted past the account's lock.
	hookstest.MustEqual(t, "a second failure from an address", loginFrom(t, server, "198.51.100.1", hookstest.StaffUsername, "wrong-password").StatusCode, 429)
	hookstest.MustEqual(t, "the right password from an address that failed twice", loginFrom(t, server, "198.51.100.1", hookstest.StaffUsername, hookstest.StaffPassword).StatusCode, 429)
	// Issue 35: a fresh address was let try too, so each address got 2 guesses.
	hookstest.MustEqual(t, "the right password from an address the account never signed in from", loginFrom(t, server, "198.51.100.202", hookstest.StaffUsername, hookstest.StaffPassword).StatusCode, 429)
	hookstest.MustEqual(t, "the owner, from home, with no failures there", loginFrom(t, server, home, hookstest.StaffUsername, hookstest.StaffPassword).StatusCode, 200)
	hookstest.MustEqual(t, "another name from that address is not under this account's lock", loginFrom(t, server, "198.51.100.1", "nobody", "wrong-password").StatusCode, 401)
}

func TestTheOwnerClearsALockAndAMemberCannot(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	riley := createMember(t, server, "riley", "long-enough-1")
	asRiley := map[string]string{"Cookie": loginCookie(t, server, "riley", "long-enough-1")}
	// From two addresses, each within its 10 logins a minute.
	const attacker, rileysAttacker = "198.51.100.7", "198.51.100.8"
	for range signin.FreeLoginFailures + 1 {
		loginFrom(t, server, attacker, hookstest.StaffUsername, "wrong-password")
		loginFrom(t, server, rileysAttacker, "riley", "wrong-password")
	}
	hookstest.MustEqual(t, "riley is locked from there", loginFrom(t, server, rileysAttacker, "riley", "long-enough-1").StatusCode, 429)

	lockOf := func(headers map[string]string) map[string]*string {
		res := hookstest.Send(t, server, http.MethodGet, "/api/admin/staff", nil, headers)
		var list []struct {
			Username    string
			LockedUntil *string
		}
		hookstest.DecodeResponse(t, res, &list)
		out := map[string]*string{}
		for _, s := range list {
			out[s.Username] = s.LockedUntil
		}
		return out
	}
	locks := lockOf(hookstest.StaffHeaders())
	if locks["riley"] == nil || *locks["riley"] != "2026-01-01T12:00:30.000Z" {
		t.Errorf("riley's lock in the staff list: %v", locks["riley"])
	}
	hookstest.MustEqual(t, "a member sees the lock too", lockOf(asRiley)["riley"] != nil, true)

	owner := hookstest.StaffIDOf(t, app, hookstest.StaffUsername)
	refused := hookstest.Send(t, server, http.MethodPost, "/api/admin/staff/"+owner+"/clear-lock", nil, asRiley)
	hookstest.MustEqual(t, "a member clears a lock", refused.StatusCode, 403)
	hookstest.MustEqual(t, "the member's try changed nothing", loginFrom(t, server, attacker, hookstest.StaffUsername, hookstest.StaffPassword).StatusCode, 429)

	cleared := hookstest.Send(t, server, http.MethodPost, "/api/admin/staff/"+riley+"/clear-lock", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, cleared); cleared.StatusCode != 200 || !strings.Contains(body, `"lockedUntil":null`) {
		t.Errorf("the owner clears riley's lock: %d %s", cleared.StatusCode, body)
	}
	hookstest.MustEqual(t, "the list shows it cleared", lockOf(hookstest.StaffHeaders())["riley"] == nil, true)
	hookstest.MustEqual(t, "riley logs in from there again", loginFrom(t, server, rileysAttacker, "riley", "long-enough-1").StatusCode, 200)
	hookstest.MustEqual(t, "the owner's own lock stays until cleared", loginFrom(t, server, attacker, hookstest.StaffUsername, hookstest.StaffPassword).StatusCode, 429)
	hookstest.MustEqual(t, "an unknown account", hookstest.Send(t, server, http.MethodPost, "/api/admin/staff/nosuchaccount00/clear-lock", nil, hookstest.StaffHeaders()).StatusCode, 404)
}

// createMember makes a staff account as the owner (who sets up two-factor first, as the
// owner must once another account exists) and returns its id.
func createMember(t *testing.T, server http.Handler, username, password string) string {
	t.Helper()
	hookstest.OwnerHasTwoFactor(t, server)
	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/staff", hookstest.JSONBody(map[string]any{
		"username": username, "email": username + "@farm.example", "password": password, "confirmPassword": password,
	}), hookstest.StaffHeaders())
	var created struct{ ID string }
	hookstest.DecodeResponse(t, res, &created)
	hookstest.MustEqual(t, "member created", res.StatusCode, 201)
	return created.ID
}

// loginCookie logs in and returns the session cookie's name=value.
func loginCookie(t *testing.T, server http.Handler, username, password string) string {
	t.Helper()
	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/login", hookstest.JSONBody(map[string]any{"username": username, "password": password}), nil)
	hookstest.MustEqual(t, username+" logs in", res.StatusCode, 200)
	return strings.Split(res.Header.Get("Set-Cookie"), ";")[0]
}

// Issue 23, finding 8: the smaller items of login and accounts.

func TestADisabledAccountsPasswordAnswersAsAWrongOne(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	riley := createMember(t, server, "riley", "long-enough-1")
	hookstest.MustEqual(t, "disabled", hookstest.Send(t, server, http.MethodPatch, "/api/admin/staff/"+riley, hookstest.JSONBody(map[string]any{"disabled": true}), hookstest.StaffHeaders()).StatusCode, 200)
	for i := range signin.FreeLoginFailures {
		right := loginFrom(t, server, "198.51.100.7", "riley", "long-enough-1")
		body := hookstest.ReadAll(t, right)
		if right.StatusCode != 401 || !strings.Contains(body, `"message":"Invalid credentials"`) || right.Header.Get("Set-Cookie") != "" {
			t.Fatalf("try %d: the right password of a disabled account: %d %s", i+1, right.StatusCode, body)
		}
	}
	hookstest.MustEqual(t, "it counts toward the lock", loginFrom(t, server, "198.51.100.7", "riley", "long-enough-1").StatusCode, 429)
}

func TestWrongCurrentPasswordsCountAsFailedLogins(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	change := func(current string) *http.Response {
		return hookstest.Send(t, server, http.MethodPost, "/api/admin/me/password", hookstest.JSONBody(map[string]any{
			"oldPassword": current, "password": "new-password-9", "confirmPassword": "new-password-9",
		}), hookstest.StaffHeaders())
	}
	for i := range signin.FreeLoginFailures {
		res := change(fmt.Sprintf("guess-%d", i))
		if body := hookstest.ReadAll(t, res); res.StatusCode != 400 || !strings.Contains(body, `"message":"Current password is incorrect"`) {
			t.Fatalf("guess %d: %d %s", i+1, res.StatusCode, body)
		}
	}
	hookstest.MustEqual(t, "one guess more", change("guess-x").StatusCode, 429)
	hookstest.MustEqual(t, "even the right one while locked", change(hookstest.StaffPassword).StatusCode, 429)
	hookstest.MustEqual(t, "and the login from the same address", loginFrom(t, server, hookstest.ClientAddress, hookstest.StaffUsername, hookstest.StaffPassword).StatusCode, 429)
}

func TestChangingAnEmailKeepsTheSessions(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	riley := createMember(t, server, "riley", "long-enough-1")
	asRiley := map[string]string{"Cookie": loginCookie(t, server, "riley", "long-enough-1")}
	hookstest.MustEqual(t, "riley changes their own email", hookstest.Send(t, server, http.MethodPatch, "/api/admin/staff/"+riley, hookstest.JSONBody(map[string]any{"email": "riley@elsewhere.example"}), asRiley).StatusCode, 200)
	hookstest.MustEqual(t, "riley's session goes on", hookstest.Send(t, server, http.MethodGet, "/api/admin/me", nil, asRiley).StatusCode, 200)
	hookstest.MustEqual(t, "the owner changes riley's email", hookstest.Send(t, server, http.MethodPatch, "/api/admin/staff/"+riley, hookstest.JSONBody(map[string]any{"email": "riley@third.example"}), hookstest.StaffHeaders()).StatusCode, 200)
	hookstest.MustEqual(t, "riley's session still goes on", hookstest.Send(t, server, http.MethodGet, "/api/admin/me", nil, asRiley).StatusCode, 200)
	// What must still end sessions does.
	hookstest.MustEqual(t, "disabled", hookstest.Send(t, server, http.MethodPatch, "/api/admin/staff/"+riley, hookstest.JSONBody(map[string]any{"disabled": true, "email": "riley@fourth.example"}), hookstest.StaffHeaders()).StatusCode, 200)
	hookstest.MustEqual(t, "disabling (with an email change) ends it", hookstest.Send(t, server, http.MethodGet, "/api/admin/me", nil, asRiley).StatusCode, 401)
}

func TestHiddenFieldsCannotBeFilteredOrSorted(t *testing.T) {
	var scenarios []tests.ApiScenario
	for _, query := range []string{
		`sort=["password","ASC"]`, `sort=["tokenKey","DESC"]`,
		`filter={"password":"x"}`, `filter={"tokenKey":["a","b"]}`,
	} {
		scenarios = append(scenarios, hookstest.AsStaff(tests.ApiScenario{
			Name: query, Method: http.MethodGet, URL: "/api/admin/staff?" + strings.NewReplacer(`"`, "%22", "[", "%5B", "]", "%5D", "{", "%7B", "}", "%7D", ",", "%2C").Replace(query),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Invalid`},
		}))
	}
	scenarios = append(scenarios, hookstest.AsStaff(tests.ApiScenario{
		Name: "a shown field still sorts", Method: http.MethodGet, URL: "/api/admin/staff?sort=%5B%22username%22%2C%22DESC%22%5D",
		ExpectedStatus: 200, ExpectedContent: []string{`"username":"staff"`},
	}))
	hookstest.RunScenarios(t, scenarios)
}

// Issue 23, finding 7: superusers' logins were limited per exact address and never
// locked.

func TestSuperuserLoginsHaveTheStaffLoginsGuard(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	superusers, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	root := core.NewRecord(superusers)
	root.SetEmail("root@farm.example")
	root.SetPassword("superuser-password-1")
	if err := app.Save(root); err != nil {
		t.Fatal(err)
	}
	app.Settings().TrustedProxy.Headers = []string{"X-Forwarded-For"}
	hookstest.TrustProxy(t, app, hookstest.ClientAddress)
	server := hookstest.AppHandler(t, app)
	post := func(from, path string, body map[string]any) *http.Response {
		return hookstest.SendAs(t, server, http.MethodPost, path, "", "", hookstest.JSONBody(body),
			map[string]string{"Content-Type": "application/json", "X-Forwarded-For": from})
	}
	login := func(from, path, identity, password string) *http.Response {
		return post(from, path, map[string]any{"identity": identity, "password": password})
	}
	const byName = "/api/collections/_superusers/auth-with-password"
	byID := "/api/collections/" + superusers.Id + "/auth-with-password"
	// Each from its own address of one /64: PocketBase's own limit counts addresses.
	attacker := func(i int) string { return fmt.Sprintf("2001:db8:7:7::%x", i+1) }
	for i := range signin.FreeLoginFailures {
		hookstest.MustEqual(t, fmt.Sprintf("failure %d", i+1), login(attacker(i), byName, "root@farm.example", "wrong-password").StatusCode, 400)
	}
	hookstest.MustEqual(t, "one failure more", login(attacker(5), byName, "root@farm.example", "wrong-password").StatusCode, 429)
	locked := login(attacker(10), byID, "root@farm.example", "superuser-password-1")
	if body := hookstest.ReadAll(t, locked); locked.StatusCode != 429 || !strings.Contains(body, "Too many failed logins for this account") {
		t.Errorf("the right password from the attacker's network: %d %s", locked.StatusCode, body)
	}
	hookstest.MustEqual(t, "the operator from another network", login("2001:db8:9:9::1", byName, "root@farm.example", "superuser-password-1").StatusCode, 200)

	// Ten attempts a minute per network on every route without a session, whatever the
	// names tried.
	for i := range signin.LoginsPerMinute - signin.FreeLoginFailures - 2 {
		hookstest.MustEqual(t, fmt.Sprintf("attempt %d", i+signin.FreeLoginFailures+3), login(attacker(20+i), byName, fmt.Sprintf("guess-%d@farm.example", i), "x").StatusCode, 400)
	}
	over := post(attacker(40), "/api/collections/_superusers/request-password-reset", map[string]any{"email": "root@farm.example"})
	if body := hookstest.ReadAll(t, over); over.StatusCode != 429 || !strings.Contains(body, "Too many requests") {
		t.Errorf("the 11th attempt of the network: %d %s", over.StatusCode, body)
	}
	hookstest.MustEqual(t, "another network", login("2001:db8:9:9::2", byName, "guess@farm.example", "x").StatusCode, 400)
}
