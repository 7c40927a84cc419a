package signin_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

// meOf is GET /api/admin/me for the session in headers.
func meOf(t testing.TB, server http.Handler, headers map[string]string) catalog.Staff {
	t.Helper()
	var me catalog.Staff
	hookstest.DecodeResponse(t, hookstest.Send(t, server, http.MethodGet, "/api/admin/me", nil, headers), &me)
	return me
}

// mustSetUpTwoFactor checks that the session in headers may only set up two-factor.
func mustSetUpTwoFactor(t testing.TB, server http.Handler, headers map[string]string, who string) {
	t.Helper()
	res := hookstest.Send(t, server, http.MethodGet, "/api/admin/products", nil, headers)
	if body := hookstest.ReadAll(t, res); res.StatusCode != 403 || !strings.Contains(body, `"twoFactorRequired":true`) || !strings.Contains(body, `"message":"Set up two-factor sign-in to continue"`) {
		t.Errorf("%s reads the products: %d %s", who, res.StatusCode, body)
	}
	me := meOf(t, server, headers)
	if !me.TwoFactorRequired || me.TwoFactor {
		t.Errorf("%s's /me: %+v", who, me)
	}
	hookstest.MustEqual(t, who+" sees their sessions", hookstest.Send(t, server, http.MethodGet, "/api/admin/me/sessions", nil, headers).StatusCode, 200)
}

func TestTheOwnersAccountNeedsTwoFactorOnceAnotherExists(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	me := meOf(t, server, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "the only account need not have it", me.TwoFactorRequired, false)
	hookstest.MustEqual(t, "and works without it", hookstest.Send(t, server, http.MethodGet, "/api/admin/products", nil, hookstest.StaffHeaders()).StatusCode, 200)

	add := func() *http.Response {
		return hookstest.Send(t, server, http.MethodPost, "/api/admin/staff", hookstest.JSONBody(map[string]any{
			"username": "riley", "password": "long-enough-1", "confirmPassword": "long-enough-1",
		}), hookstest.StaffHeaders())
	}
	refused := add()
	if body := hookstest.ReadAll(t, refused); refused.StatusCode != 403 || !strings.Contains(body, `"message":"Set up two-factor sign-in on your own account before adding another account"`) {
		t.Errorf("adding an account without two-factor: %d %s", refused.StatusCode, body)
	}
	hookstest.MustEqual(t, "nothing was added", hookstest.CountRecords(t, app, catalog.StaffCollection, ""), 1)

	secret, _ := hookstest.EnrolTwoFactor(t, server, hookstest.StaffHeaders(), hookstest.StoppedClock())
	hookstest.MustEqual(t, "added once the owner has it", add().StatusCode, 201)
	hookstest.MustEqual(t, "the owner's account now requires it", meOf(t, server, hookstest.StaffHeaders()).TwoFactorRequired, true)
	off := hookstest.Send(t, server, http.MethodDelete, "/api/admin/me/totp", hookstest.JSONBody(map[string]any{"password": hookstest.StaffPassword}), hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, off); off.StatusCode != 403 || !strings.Contains(body, "Two-factor sign-in is required for your account") {
		t.Errorf("the owner turns it off: %d %s", off.StatusCode, body)
	}

	// The operator's reset (a lost phone, no recovery code left) does not lock the owner
	// out: they sign in with the password, and may then only set it up again.
	owner := hookstest.FindStaff(t, app)
	staffauth.TurnOff(owner)
	if err := app.Save(owner); err != nil {
		t.Fatal(err)
	}
	signedIn := loginFrom(t, server, "203.0.113.5", hookstest.StaffUsername, hookstest.StaffPassword)
	hookstest.MustEqual(t, "the owner signs in with the password alone", signedIn.StatusCode, 200)
	asOwner := map[string]string{"Cookie": strings.Split(signedIn.Header.Get("Set-Cookie"), ";")[0]}
	mustSetUpTwoFactor(t, server, asOwner, "the owner")
	hookstest.MustEqual(t, "the owner adds no account meanwhile", hookstest.Send(t, server, http.MethodPost, "/api/admin/staff", hookstest.JSONBody(map[string]any{
		"username": "sam", "password": "long-enough-1", "confirmPassword": "long-enough-1",
	}), asOwner).StatusCode, 403)
	newSecret, _ := hookstest.EnrolTwoFactor(t, server, asOwner, hookstest.StoppedClock().Add(30e9))
	if newSecret == secret {
		t.Error("the new enrolment reused the old secret")
	}
	hookstest.MustEqual(t, "the owner works again", hookstest.Send(t, server, http.MethodGet, "/api/admin/products", nil, asOwner).StatusCode, 200)
}

func TestTheOwnerRequiresTwoFactorForEveryone(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	policy := func(headers map[string]string, required bool) (int, string) {
		res := hookstest.Send(t, server, http.MethodPut, "/api/admin/two-factor-policy", hookstest.JSONBody(map[string]any{"required": required}), headers)
		return res.StatusCode, hookstest.ReadAll(t, res)
	}
	status, body := policy(hookstest.StaffHeaders(), true)
	if status != 400 || !strings.Contains(body, `"message":"Set up two-factor sign-in on your own account first"`) {
		t.Errorf("an owner without two-factor requires it: %d %s", status, body)
	}
	createMember(t, server, "riley", "long-enough-1")
	asRiley := map[string]string{"Cookie": loginCookie(t, server, "riley", "long-enough-1")}
	hookstest.MustEqual(t, "riley works without two-factor", hookstest.Send(t, server, http.MethodGet, "/api/admin/products", nil, asRiley).StatusCode, 200)
	status, _ = policy(asRiley, true)
	hookstest.MustEqual(t, "a member sets the policy", status, 403)

	status, body = policy(hookstest.StaffHeaders(), true)
	if status != 200 || !strings.Contains(body, `"required":true`) {
		t.Fatalf("the owner requires it: %d %s", status, body)
	}
	res := hookstest.Send(t, server, http.MethodGet, "/api/admin/two-factor-policy", nil, asRiley)
	if body := hookstest.ReadAll(t, res); !strings.Contains(body, `"required":true`) {
		t.Errorf("the policy as riley reads it: %s", body)
	}
	mustSetUpTwoFactor(t, server, asRiley, "riley")
	hookstest.EnrolTwoFactor(t, server, asRiley, hookstest.StoppedClock())
	hookstest.MustEqual(t, "riley works once enrolled", hookstest.Send(t, server, http.MethodGet, "/api/admin/products", nil, asRiley).StatusCode, 200)
	hookstest.MustEqual(t, "riley cannot turn it off while it is required",
		hookstest.Send(t, server, http.MethodDelete, "/api/admin/me/totp", hookstest.JSONBody(map[string]any{"password": "long-enough-1"}), asRiley).StatusCode, 403)

	status, _ = policy(hookstest.StaffHeaders(), false)
	hookstest.MustEqual(t, "the owner lifts the policy", status, 200)
	wrong := hookstest.Send(t, server, http.MethodDelete, "/api/admin/me/totp", hookstest.JSONBody(map[string]any{"password": "not-it"}), asRiley)
	if body := hookstest.ReadAll(t, wrong); wrong.StatusCode != 400 || !strings.Contains(body, "Current password is incorrect") {
		t.Errorf("turning it off with a wrong password: %d %s", wrong.StatusCode, body)
	}
	off := hookstest.Send(t, server, http.MethodDelete, "/api/admin/me/totp", hookstest.JSONBody(map[string]any{"password": "long-enough-1"}), asRiley)
	if body := hookstest.ReadAll(t, off); off.StatusCode != 200 || !strings.Contains(body, `"twoFactor":false`) {
		t.Errorf("riley turns it off: %d %s", off.StatusCode, body)
	}
	hookstest.MustEqual(t, "riley signs in with the password alone", loginFrom(t, server, "203.0.113.5", "riley", "long-enough-1").StatusCode, 200)
}

func TestTheOwnerResetsAnotherAccountsTwoFactor(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	riley := createMember(t, server, "riley", "long-enough-1")
	asRiley := map[string]string{"Cookie": loginCookie(t, server, "riley", "long-enough-1")}
	hookstest.EnrolTwoFactor(t, server, asRiley, hookstest.StoppedClock())
	hookstest.MustEqual(t, "riley now needs a code", loginFrom(t, server, "203.0.113.5", "riley", "long-enough-1").StatusCode, 401)

	owner := hookstest.FindStaff(t, app)
	hookstest.MustEqual(t, "a member resets the owner's", hookstest.Send(t, server, http.MethodPost, "/api/admin/staff/"+owner.Id+"/reset-two-factor", nil, asRiley).StatusCode, 403)
	hookstest.MustEqual(t, "the owner resets their own", hookstest.Send(t, server, http.MethodPost, "/api/admin/staff/"+owner.Id+"/reset-two-factor", nil, hookstest.StaffHeaders()).StatusCode, 403)
	hookstest.MustEqual(t, "an unknown account", hookstest.Send(t, server, http.MethodPost, "/api/admin/staff/nosuchaccount00/reset-two-factor", nil, hookstest.StaffHeaders()).StatusCode, 404)
	hookstest.MustEqual(t, "the owner's two-factor stays", meOf(t, server, hookstest.StaffHeaders()).TwoFactor, true)

	reset := hookstest.Send(t, server, http.MethodPost, "/api/admin/staff/"+riley+"/reset-two-factor", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, reset); reset.StatusCode != 200 || !strings.Contains(body, `"twoFactor":false`) {
		t.Errorf("the owner resets riley's: %d %s", reset.StatusCode, body)
	}
	hookstest.MustEqual(t, "riley signs in with the password alone", loginFrom(t, server, "203.0.113.5", "riley", "long-enough-1").StatusCode, 200)
}
