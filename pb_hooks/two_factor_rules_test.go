package hooks

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
)

// meOf is GET /api/admin/me for the session in headers.
func meOf(t testing.TB, server http.Handler, headers map[string]string) catalog.Staff {
	t.Helper()
	var me catalog.Staff
	decodeResponse(t, send(t, server, http.MethodGet, "/api/admin/me", nil, headers), &me)
	return me
}

// mustSetUpTwoFactor checks that the session in headers may only set up two-factor.
func mustSetUpTwoFactor(t testing.TB, server http.Handler, headers map[string]string, who string) {
	t.Helper()
	res := send(t, server, http.MethodGet, "/api/admin/products", nil, headers)
	if body := readAll(t, res); res.StatusCode != 403 || !strings.Contains(body, `"twoFactorRequired":true`) || !strings.Contains(body, `"message":"Set up two-factor sign-in to continue"`) {
		t.Errorf("%s reads the products: %d %s", who, res.StatusCode, body)
	}
	me := meOf(t, server, headers)
	if !me.TwoFactorRequired || me.TwoFactor {
		t.Errorf("%s's /me: %+v", who, me)
	}
	mustEqual(t, who+" sees their sessions", send(t, server, http.MethodGet, "/api/admin/me/sessions", nil, headers).StatusCode, 200)
}

func TestTheOwnersAccountNeedsTwoFactorOnceAnotherExists(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	me := meOf(t, server, staffHeaders())
	mustEqual(t, "the only account need not have it", me.TwoFactorRequired, false)
	mustEqual(t, "and works without it", send(t, server, http.MethodGet, "/api/admin/products", nil, staffHeaders()).StatusCode, 200)

	add := func() *http.Response {
		return send(t, server, http.MethodPost, "/api/admin/staff", jsonBodyOf(map[string]any{
			"username": "riley", "password": "long-enough-1", "confirmPassword": "long-enough-1",
		}), staffHeaders())
	}
	refused := add()
	if body := readAll(t, refused); refused.StatusCode != 403 || !strings.Contains(body, `"message":"Set up two-factor sign-in on your own account before adding another account"`) {
		t.Errorf("adding an account without two-factor: %d %s", refused.StatusCode, body)
	}
	mustEqual(t, "nothing was added", countRecords(t, app, catalog.StaffCollection, ""), 1)

	secret, _ := enrolTwoFactor(t, server, staffHeaders(), stoppedClock())
	mustEqual(t, "added once the owner has it", add().StatusCode, 201)
	mustEqual(t, "the owner's account now requires it", meOf(t, server, staffHeaders()).TwoFactorRequired, true)
	off := send(t, server, http.MethodDelete, "/api/admin/me/totp", jsonBodyOf(map[string]any{"password": testStaffPassword}), staffHeaders())
	if body := readAll(t, off); off.StatusCode != 403 || !strings.Contains(body, "Two-factor sign-in is required for your account") {
		t.Errorf("the owner turns it off: %d %s", off.StatusCode, body)
	}

	// The operator's reset (a lost phone, no recovery code left) does not lock the owner
	// out: they sign in with the password, and may then only set it up again.
	owner := findStaff(t, app)
	staffauth.TurnOff(owner)
	if err := app.Save(owner); err != nil {
		t.Fatal(err)
	}
	signedIn := loginFrom(t, server, "203.0.113.5", testStaffUsername, testStaffPassword)
	mustEqual(t, "the owner signs in with the password alone", signedIn.StatusCode, 200)
	asOwner := map[string]string{"Cookie": strings.Split(signedIn.Header.Get("Set-Cookie"), ";")[0]}
	mustSetUpTwoFactor(t, server, asOwner, "the owner")
	mustEqual(t, "the owner adds no account meanwhile", send(t, server, http.MethodPost, "/api/admin/staff", jsonBodyOf(map[string]any{
		"username": "sam", "password": "long-enough-1", "confirmPassword": "long-enough-1",
	}), asOwner).StatusCode, 403)
	newSecret, _ := enrolTwoFactor(t, server, asOwner, stoppedClock().Add(30e9))
	if newSecret == secret {
		t.Error("the new enrolment reused the old secret")
	}
	mustEqual(t, "the owner works again", send(t, server, http.MethodGet, "/api/admin/products", nil, asOwner).StatusCode, 200)
}

func TestTheOwnerRequiresTwoFactorForEveryone(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	policy := func(headers map[string]string, required bool) (int, string) {
		res := send(t, server, http.MethodPut, "/api/admin/two-factor-policy", jsonBodyOf(map[string]any{"required": required}), headers)
		return res.StatusCode, readAll(t, res)
	}
	status, body := policy(staffHeaders(), true)
	if status != 400 || !strings.Contains(body, `"message":"Set up two-factor sign-in on your own account first"`) {
		t.Errorf("an owner without two-factor requires it: %d %s", status, body)
	}
	createMember(t, server, "riley", "long-enough-1")
	asRiley := map[string]string{"Cookie": loginCookie(t, server, "riley", "long-enough-1")}
	mustEqual(t, "riley works without two-factor", send(t, server, http.MethodGet, "/api/admin/products", nil, asRiley).StatusCode, 200)
	status, _ = policy(asRiley, true)
	mustEqual(t, "a member sets the policy", status, 403)

	status, body = policy(staffHeaders(), true)
	if status != 200 || !strings.Contains(body, `"required":true`) {
		t.Fatalf("the owner requires it: %d %s", status, body)
	}
	res := send(t, server, http.MethodGet, "/api/admin/two-factor-policy", nil, asRiley)
	if body := readAll(t, res); !strings.Contains(body, `"required":true`) {
		t.Errorf("the policy as riley reads it: %s", body)
	}
	mustSetUpTwoFactor(t, server, asRiley, "riley")
	enrolTwoFactor(t, server, asRiley, stoppedClock())
	mustEqual(t, "riley works once enrolled", send(t, server, http.MethodGet, "/api/admin/products", nil, asRiley).StatusCode, 200)
	mustEqual(t, "riley cannot turn it off while it is required",
		send(t, server, http.MethodDelete, "/api/admin/me/totp", jsonBodyOf(map[string]any{"password": "long-enough-1"}), asRiley).StatusCode, 403)

	status, _ = policy(staffHeaders(), false)
	mustEqual(t, "the owner lifts the policy", status, 200)
	wrong := send(t, server, http.MethodDelete, "/api/admin/me/totp", jsonBodyOf(map[string]any{"password": "not-it"}), asRiley)
	if body := readAll(t, wrong); wrong.StatusCode != 400 || !strings.Contains(body, "Current password is incorrect") {
		t.Errorf("turning it off with a wrong password: %d %s", wrong.StatusCode, body)
	}
	off := send(t, server, http.MethodDelete, "/api/admin/me/totp", jsonBodyOf(map[string]any{"password": "long-enough-1"}), asRiley)
	if body := readAll(t, off); off.StatusCode != 200 || !strings.Contains(body, `"twoFactor":false`) {
		t.Errorf("riley turns it off: %d %s", off.StatusCode, body)
	}
	mustEqual(t, "riley signs in with the password alone", loginFrom(t, server, "203.0.113.5", "riley", "long-enough-1").StatusCode, 200)
}

func TestTheOwnerResetsAnotherAccountsTwoFactor(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	riley := createMember(t, server, "riley", "long-enough-1")
	asRiley := map[string]string{"Cookie": loginCookie(t, server, "riley", "long-enough-1")}
	enrolTwoFactor(t, server, asRiley, stoppedClock())
	mustEqual(t, "riley now needs a code", loginFrom(t, server, "203.0.113.5", "riley", "long-enough-1").StatusCode, 401)

	owner := findStaff(t, app)
	mustEqual(t, "a member resets the owner's", send(t, server, http.MethodPost, "/api/admin/staff/"+owner.Id+"/reset-two-factor", nil, asRiley).StatusCode, 403)
	mustEqual(t, "the owner resets their own", send(t, server, http.MethodPost, "/api/admin/staff/"+owner.Id+"/reset-two-factor", nil, staffHeaders()).StatusCode, 403)
	mustEqual(t, "an unknown account", send(t, server, http.MethodPost, "/api/admin/staff/nosuchaccount00/reset-two-factor", nil, staffHeaders()).StatusCode, 404)
	mustEqual(t, "the owner's two-factor stays", meOf(t, server, staffHeaders()).TwoFactor, true)

	reset := send(t, server, http.MethodPost, "/api/admin/staff/"+riley+"/reset-two-factor", nil, staffHeaders())
	if body := readAll(t, reset); reset.StatusCode != 200 || !strings.Contains(body, `"twoFactor":false`) {
		t.Errorf("the owner resets riley's: %d %s", reset.StatusCode, body)
	}
	mustEqual(t, "riley signs in with the password alone", loginFrom(t, server, "203.0.113.5", "riley", "long-enough-1").StatusCode, 200)
}
