package signin_test

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image/png"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// loginWithCode logs in from the address from with a two-factor code.
func loginWithCode(t testing.TB, server http.Handler, from, username, password, code string) *http.Response {
	t.Helper()
	return hookstest.SendAs(t, server, http.MethodPost, "/api/admin/login", "", from,
		hookstest.JSONBody(map[string]any{"username": username, "password": password, "code": code}), map[string]string{"Content-Type": "application/json"})
}

func sessionCount(t testing.TB, app core.App) int {
	return hookstest.CountRecords(t, app, catalog.StaffSessionsCollection, "")
}

func TestLoginAsksEnrolledAccountsForTheirCode(t *testing.T) {
	now := hookstest.StoppedClock()
	noSession := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		if c := res.Header.Get("Set-Cookie"); c != "" {
			t.Errorf("a cookie was set: %q", c)
		}
		hookstest.MustEqual(t, "sessions (the template's own only)", sessionCount(t, app), 1)
	}
	aSession := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		if c := res.Header.Get("Set-Cookie"); !strings.HasPrefix(c, signin.SessionCookie+"=") {
			t.Errorf("no session cookie: %q", c)
		}
		hookstest.MustEqual(t, "sessions", sessionCount(t, app), 2)
	}
	login := func(password, code string) io.Reader {
		body := map[string]any{"username": hookstest.StaffUsername, "password": password}
		if code != "" {
			body["code"] = code
		}
		return hookstest.JSONBody(body)
	}
	for _, s := range []tests.ApiScenario{
		{
			Name: "the right password without a code answers 401 totpRequired and starts no session",
			Body: login(hookstest.StaffPassword, ""), ExpectedStatus: 401,
			ExpectedContent: []string{`"totpRequired":true`, `"message":"Enter the code from your authenticator app"`},
			AfterTestFunc:   noSession,
		},
		{
			Name: "a wrong password with the right code is a wrong password",
			Body: login("wrong-password", hookstest.CodeAt(t, hookstest.TwoFactorSecret, now)), ExpectedStatus: 401,
			ExpectedContent: []string{`"message":"Invalid credentials"`}, NotExpectedContent: []string{"totpRequired"},
			AfterTestFunc: noSession,
		},
		{
			Name: "a wrong code is refused",
			Body: login(hookstest.StaffPassword, hookstest.WrongCodeAt(t, hookstest.TwoFactorSecret, now)), ExpectedStatus: 401,
			ExpectedContent: []string{`"totpRequired":true`, `"message":"Invalid two-factor code"`},
			AfterTestFunc:   noSession,
		},
		{
			Name: "the right code signs in", Body: login(hookstest.StaffPassword, hookstest.CodeAt(t, hookstest.TwoFactorSecret, now)),
			ExpectedStatus: 200, ExpectedContent: []string{`"username":"staff"`, `"twoFactor":true`}, AfterTestFunc: aSession,
		},
		{
			Name:           "so does the next step's (a phone's clock a little ahead), spaces aside",
			Body:           login(hookstest.StaffPassword, " "+hookstest.CodeAt(t, hookstest.TwoFactorSecret, now.Add(30*time.Second))[:3]+" "+hookstest.CodeAt(t, hookstest.TwoFactorSecret, now.Add(30*time.Second))[3:]),
			ExpectedStatus: 200, ExpectedContent: []string{`"username":"staff"`}, AfterTestFunc: aSession,
		},
		{
			Name: "a code two steps away is refused", Body: login(hookstest.StaffPassword, hookstest.CodeAt(t, hookstest.TwoFactorSecret, now.Add(-60*time.Second))),
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Invalid two-factor code"`}, AfterTestFunc: noSession,
		},
	} {
		s.Method, s.URL = http.MethodPost, "/api/admin/login"
		s.Headers = map[string]string{"Content-Type": "application/json"}
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			hookstest.GiveTwoFactor(t, app, hookstest.StaffUsername)
			return s.URL
		})
	}
}

func TestAUsedCodeIsNeverAcceptedTwice(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	hookstest.GiveTwoFactor(t, app, hookstest.StaffUsername)
	now := hookstest.StoppedClock()
	code := hookstest.CodeAt(t, hookstest.TwoFactorSecret, now)
	hookstest.MustEqual(t, "the code signs in", loginWithCode(t, server, "203.0.113.5", hookstest.StaffUsername, hookstest.StaffPassword, code).StatusCode, 200)
	replay := loginWithCode(t, server, "198.51.100.7", hookstest.StaffUsername, hookstest.StaffPassword, code)
	if body := hookstest.ReadAll(t, replay); replay.StatusCode != 401 || !strings.Contains(body, `"message":"Invalid two-factor code"`) {
		t.Errorf("the same code again, from elsewhere: %d %s", replay.StatusCode, body)
	}
	hookstest.MustEqual(t, "an earlier step's code after a later one was used",
		loginWithCode(t, server, "203.0.113.5", hookstest.StaffUsername, hookstest.StaffPassword, hookstest.CodeAt(t, hookstest.TwoFactorSecret, now.Add(-30*time.Second))).StatusCode, 401)
	hookstest.MustEqual(t, "the next step's code", loginWithCode(t, server, "203.0.113.5", hookstest.StaffUsername, hookstest.StaffPassword, hookstest.CodeAt(t, hookstest.TwoFactorSecret, now.Add(30*time.Second))).StatusCode, 200)
	hookstest.MustEqual(t, "sessions: the template's and the two logins", sessionCount(t, app), 3)
}

func TestEnrolment(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	hookstest.MustEqual(t, "confirming before starting", hookstest.Send(t, server, http.MethodPost, "/api/admin/me/totp/confirm", hookstest.JSONBody(map[string]any{"code": "123456"}), hookstest.StaffHeaders()).StatusCode, 400)

	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/me/totp", nil, hookstest.StaffHeaders())
	var enrolment catalog.TwoFactorEnrolment
	hookstest.DecodeResponse(t, res, &enrolment)
	hookstest.MustEqual(t, "started", res.StatusCode, 200)
	if len(enrolment.Secret) < 32 || !strings.HasPrefix(enrolment.OtpauthURL, "otpauth://totp/") || !strings.Contains(enrolment.OtpauthURL, "secret="+enrolment.Secret) {
		t.Errorf("enrolment: %+v", enrolment)
	}
	qr, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(enrolment.QRCode, "data:image/png;base64,"))
	if err != nil {
		t.Fatal(err)
	}
	if img, err := png.Decode(bytes.NewReader(qr)); err != nil || img.Bounds().Dx() < 200 {
		t.Errorf("the QR code is no PNG of a readable size: %v", err)
	}
	var me catalog.Staff
	hookstest.DecodeResponse(t, hookstest.Send(t, server, http.MethodGet, "/api/admin/me", nil, hookstest.StaffHeaders()), &me)
	hookstest.MustEqual(t, "two-factor is not on before a code confirms it", me.TwoFactor, false)

	now := hookstest.StoppedClock()
	for _, bad := range []struct{ code, message string }{
		{"", "Enter the code from your authenticator app"},
		{hookstest.WrongCodeAt(t, enrolment.Secret, now), "That code is not right: check your device's clock and enter the code it shows now"},
	} {
		res := hookstest.Send(t, server, http.MethodPost, "/api/admin/me/totp/confirm", hookstest.JSONBody(map[string]any{"code": bad.code}), hookstest.StaffHeaders())
		if body := hookstest.ReadAll(t, res); res.StatusCode != 400 || !strings.Contains(body, `"code":{"code":"validation_invalid","message":"`+bad.message+`"}`) {
			t.Errorf("code %q: %d %s", bad.code, res.StatusCode, body)
		}
	}
	res = hookstest.Send(t, server, http.MethodPost, "/api/admin/me/totp/confirm", hookstest.JSONBody(map[string]any{"code": hookstest.CodeAt(t, enrolment.Secret, now)}), hookstest.StaffHeaders())
	var codes catalog.RecoveryCodes
	hookstest.DecodeResponse(t, res, &codes)
	hookstest.MustEqual(t, "confirmed", res.StatusCode, 200)
	hookstest.MustEqual(t, "recovery codes", len(codes.RecoveryCodes), 10)
	hookstest.MustEqual(t, "all different", len(slices.Compact(slices.Sorted(slices.Values(codes.RecoveryCodes)))), 10)

	owner := hookstest.FindStaff(t, app)
	hookstest.MustEqual(t, "the secret is the confirmed one", owner.GetString("totpSecret"), enrolment.Secret)
	stored := owner.GetString("recoveryCodes")
	for _, code := range codes.RecoveryCodes {
		if strings.Contains(stored, code) || strings.Contains(stored, strings.ReplaceAll(code, "-", "")) {
			t.Fatalf("a recovery code is stored as it is: %s", stored)
		}
	}
	hookstest.DecodeResponse(t, hookstest.Send(t, server, http.MethodGet, "/api/admin/me", nil, hookstest.StaffHeaders()), &me)
	hookstest.MustEqual(t, "two-factor is on", me.TwoFactor, true)
	hookstest.MustEqual(t, "the code that confirmed it does not sign in", loginWithCode(t, server, "203.0.113.5", hookstest.StaffUsername, hookstest.StaffPassword, hookstest.CodeAt(t, enrolment.Secret, now)).StatusCode, 401)
}

func TestARecoveryCodeSignsInOnce(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	_, codes := hookstest.EnrolTwoFactor(t, server, hookstest.StaffHeaders(), hookstest.StoppedClock())
	hookstest.MustEqual(t, "a recovery code signs in", loginWithCode(t, server, "203.0.113.5", hookstest.StaffUsername, hookstest.StaffPassword, codes[0]).StatusCode, 200)
	again := loginWithCode(t, server, "203.0.113.5", hookstest.StaffUsername, hookstest.StaffPassword, codes[0])
	if body := hookstest.ReadAll(t, again); again.StatusCode != 401 || !strings.Contains(body, `"message":"Invalid two-factor code"`) {
		t.Errorf("the same recovery code again: %d %s", again.StatusCode, body)
	}
	typed := strings.ToUpper(strings.ReplaceAll(codes[1], "-", " "))
	hookstest.MustEqual(t, "another, typed in capitals with spaces", loginWithCode(t, server, "203.0.113.5", hookstest.StaffUsername, hookstest.StaffPassword, typed).StatusCode, 200)
	var left []string
	if err := hookstest.FindStaff(t, app).UnmarshalJSONField("recoveryCodes", &left); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "recovery codes left", len(left), 8)
}

func TestWrongCodesCountTowardTheLoginLock(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	hookstest.GiveTwoFactor(t, app, hookstest.StaffUsername)
	now := hookstest.StoppedClock()
	const attacker, owner = "198.51.100.7", "203.0.113.5"
	wrong := hookstest.WrongCodeAt(t, hookstest.TwoFactorSecret, now)
	for range signin.FreeLoginFailures {
		hookstest.MustEqual(t, "a wrong code", loginWithCode(t, server, attacker, hookstest.StaffUsername, hookstest.StaffPassword, wrong).StatusCode, 401)
	}
	locked := loginWithCode(t, server, attacker, hookstest.StaffUsername, hookstest.StaffPassword, wrong)
	hookstest.MustEqual(t, "one wrong code more from the same address", locked.StatusCode, 429)
	hookstest.MustEqual(t, "Retry-After", locked.Header.Get("Retry-After"), "30")
	hookstest.MustEqual(t, "the right code from the locked address", loginWithCode(t, server, attacker, hookstest.StaffUsername, hookstest.StaffPassword, hookstest.CodeAt(t, hookstest.TwoFactorSecret, now)).StatusCode, 429)
	hookstest.MustEqual(t, "asking for the code from the locked address", loginFrom(t, server, attacker, hookstest.StaffUsername, hookstest.StaffPassword).StatusCode, 429)
	hookstest.MustEqual(t, "the owner from elsewhere", loginWithCode(t, server, owner, hookstest.StaffUsername, hookstest.StaffPassword, hookstest.CodeAt(t, hookstest.TwoFactorSecret, now)).StatusCode, 200)
}

func TestOneCodeSentByTwoLoginsAtOnceSignsInOnce(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	_, recoveryCodes := hookstest.EnrolTwoFactor(t, server, hookstest.StaffHeaders(), hookstest.StoppedClock())
	for what, code := range map[string]string{
		"a TOTP code":     hookstest.CodeAt(t, hookstest.FindStaff(t, app).GetString("totpSecret"), hookstest.StoppedClock().Add(30*time.Second)),
		"a recovery code": recoveryCodes[0],
	} {
		const logins = 4
		statuses := make(chan int, logins)
		var start sync.WaitGroup
		start.Add(1)
		for i := range logins {
			go func() {
				start.Wait()
				statuses <- loginWithCode(t, server, fmt.Sprintf("203.0.113.%d", i+1), hookstest.StaffUsername, hookstest.StaffPassword, code).StatusCode
			}()
		}
		start.Done()
		signedIn := 0
		for range logins {
			if <-statuses == 200 {
				signedIn++
			}
		}
		hookstest.MustEqual(t, what+": logins signed in", signedIn, 1)
	}
}

// Issue 35, finding 12: a session alone replaced the secret (start, then confirm with a
// code of the new one), while turning two-factor off needed the password.
func TestReplacingTheSecretNeedsThePassword(t *testing.T) {
	app, server, clock := clockApp(t)
	oldSecret, _ := hookstest.EnrolTwoFactor(t, server, hookstest.StaffHeaders(), clock.Now())
	clock.Advance(time.Minute)
	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/me/totp", nil, hookstest.StaffHeaders())
	var enrolment catalog.TwoFactorEnrolment
	hookstest.DecodeResponse(t, res, &enrolment)
	hookstest.MustEqual(t, "a new secret is started", res.StatusCode, 200)
	confirm := func(body map[string]any) *http.Response {
		return hookstest.Send(t, server, http.MethodPost, "/api/admin/me/totp/confirm", hookstest.JSONBody(body), hookstest.StaffHeaders())
	}
	newCode := hookstest.CodeAt(t, enrolment.Secret, clock.Now())
	for _, body := range []map[string]any{
		{"code": newCode},
		{"code": newCode, "password": ""},
		{"code": newCode, "password": "not-the-password"},
	} {
		res := confirm(body)
		if got := hookstest.ReadAll(t, res); res.StatusCode != 400 || !strings.Contains(got, `"password":{"code":"validation_invalid","message":"Current password is incorrect"}`) {
			t.Errorf("%v: %d %s", body, res.StatusCode, got)
		}
		hookstest.MustEqual(t, "the secret after "+fmt.Sprint(body), hookstest.FindStaff(t, app).GetString("totpSecret"), oldSecret)
	}

	res = confirm(map[string]any{"code": newCode, "password": hookstest.StaffPassword})
	var codes catalog.RecoveryCodes
	hookstest.DecodeResponse(t, res, &codes)
	hookstest.MustEqual(t, "with the password", res.StatusCode, 200)
	hookstest.MustEqual(t, "new recovery codes", len(codes.RecoveryCodes), 10)
	hookstest.MustEqual(t, "the secret is the new one", hookstest.FindStaff(t, app).GetString("totpSecret"), enrolment.Secret)
	hookstest.MustEqual(t, "the entry says it replaced one", hookstest.JSONOf(hookstest.LastEntry(t, app).Details["replaced"]), "true")

	// Wrong passwords here count as failed logins (three above): the session cannot guess
	// it either.
	hookstest.Send(t, server, http.MethodPost, "/api/admin/me/totp", nil, hookstest.StaffHeaders())
	for range signin.FreeLoginFailures - 3 {
		hookstest.MustEqual(t, "a wrong guess", confirm(map[string]any{"code": "123456", "password": "guess"}).StatusCode, 400)
	}
	hookstest.MustEqual(t, "one guess past the network's limit", confirm(map[string]any{"code": "123456", "password": "guess"}).StatusCode, 429)
}
