package hooks

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
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// testSecret is a TOTP secret tests give accounts directly.
const testSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"

// codeAt is the authenticator app's code of secret at the time at.
func codeAt(t testing.TB, secret string, at time.Time) string {
	t.Helper()
	code, err := totp.GenerateCodeCustom(secret, at, totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// wrongCodeAt is a six-digit code that is not secret's at any step near at.
func wrongCodeAt(t testing.TB, secret string, at time.Time) string {
	t.Helper()
	near := []string{codeAt(t, secret, at.Add(-30*time.Second)), codeAt(t, secret, at), codeAt(t, secret, at.Add(30*time.Second))}
	for _, c := range []string{"000000", "111111", "222222", "333333"} {
		if !slices.Contains(near, c) {
			return c
		}
	}
	t.Fatal("no wrong code")
	return ""
}

// giveTwoFactor turns on two-factor for username with testSecret, bypassing enrolment.
func giveTwoFactor(t testing.TB, app core.App, username string) *core.Record {
	t.Helper()
	rec, err := app.FindFirstRecordByData(catalog.StaffCollection, "username", username)
	if err != nil {
		t.Fatal(err)
	}
	rec.Set("totpSecret", testSecret)
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	return rec
}

// enrolTwoFactor sets up two-factor through the API for the session in headers, with a
// code of the time now; it returns the secret and the recovery codes.
func enrolTwoFactor(t testing.TB, server http.Handler, headers map[string]string, now time.Time) (string, []string) {
	t.Helper()
	res := send(t, server, http.MethodPost, "/api/admin/me/totp", nil, headers)
	var enrolment catalog.TwoFactorEnrolment
	decodeResponse(t, res, &enrolment)
	mustEqual(t, "enrolment started", res.StatusCode, 200)
	res = send(t, server, http.MethodPost, "/api/admin/me/totp/confirm", jsonBodyOf(map[string]any{"code": codeAt(t, enrolment.Secret, now)}), headers)
	var codes catalog.RecoveryCodes
	decodeResponse(t, res, &codes)
	mustEqual(t, "enrolment confirmed", res.StatusCode, 200)
	return enrolment.Secret, codes.RecoveryCodes
}

// ownerHasTwoFactor enrols the template's owner (at the stopped clock) unless done.
func ownerHasTwoFactor(t testing.TB, server http.Handler) {
	t.Helper()
	var me catalog.Staff
	decodeResponse(t, send(t, server, http.MethodGet, "/api/admin/me", nil, staffHeaders()), &me)
	if !me.TwoFactor {
		enrolTwoFactor(t, server, staffHeaders(), stoppedClock())
	}
}

// loginWithCode logs in from the address from with a two-factor code.
func loginWithCode(t testing.TB, server http.Handler, from, username, password, code string) *http.Response {
	t.Helper()
	return sendAs(t, server, http.MethodPost, "/api/admin/login", "", from,
		jsonBodyOf(map[string]any{"username": username, "password": password, "code": code}), map[string]string{"Content-Type": "application/json"})
}

func sessionCount(t testing.TB, app core.App) int {
	return countRecords(t, app, catalog.StaffSessionsCollection, "")
}

func TestLoginAsksEnrolledAccountsForTheirCode(t *testing.T) {
	now := stoppedClock()
	noSession := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		if c := res.Header.Get("Set-Cookie"); c != "" {
			t.Errorf("a cookie was set: %q", c)
		}
		mustEqual(t, "sessions (the template's own only)", sessionCount(t, app), 1)
	}
	aSession := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		if c := res.Header.Get("Set-Cookie"); !strings.HasPrefix(c, signin.SessionCookie+"=") {
			t.Errorf("no session cookie: %q", c)
		}
		mustEqual(t, "sessions", sessionCount(t, app), 2)
	}
	login := func(password, code string) io.Reader {
		body := map[string]any{"username": testStaffUsername, "password": password}
		if code != "" {
			body["code"] = code
		}
		return jsonBodyOf(body)
	}
	for _, s := range []tests.ApiScenario{
		{
			Name: "the right password without a code answers 401 totpRequired and starts no session",
			Body: login(testStaffPassword, ""), ExpectedStatus: 401,
			ExpectedContent: []string{`"totpRequired":true`, `"message":"Enter the code from your authenticator app"`},
			AfterTestFunc:   noSession,
		},
		{
			Name: "a wrong password with the right code is a wrong password",
			Body: login("wrong-password", codeAt(t, testSecret, now)), ExpectedStatus: 401,
			ExpectedContent: []string{`"message":"Invalid credentials"`}, NotExpectedContent: []string{"totpRequired"},
			AfterTestFunc: noSession,
		},
		{
			Name: "a wrong code is refused",
			Body: login(testStaffPassword, wrongCodeAt(t, testSecret, now)), ExpectedStatus: 401,
			ExpectedContent: []string{`"totpRequired":true`, `"message":"Invalid two-factor code"`},
			AfterTestFunc:   noSession,
		},
		{
			Name: "the right code signs in", Body: login(testStaffPassword, codeAt(t, testSecret, now)),
			ExpectedStatus: 200, ExpectedContent: []string{`"username":"staff"`, `"twoFactor":true`}, AfterTestFunc: aSession,
		},
		{
			Name:           "so does the next step's (a phone's clock a little ahead), spaces aside",
			Body:           login(testStaffPassword, " "+codeAt(t, testSecret, now.Add(30*time.Second))[:3]+" "+codeAt(t, testSecret, now.Add(30*time.Second))[3:]),
			ExpectedStatus: 200, ExpectedContent: []string{`"username":"staff"`}, AfterTestFunc: aSession,
		},
		{
			Name: "a code two steps away is refused", Body: login(testStaffPassword, codeAt(t, testSecret, now.Add(-60*time.Second))),
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Invalid two-factor code"`}, AfterTestFunc: noSession,
		},
	} {
		s.Method, s.URL = http.MethodPost, "/api/admin/login"
		s.Headers = map[string]string{"Content-Type": "application/json"}
		testPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			giveTwoFactor(t, app, testStaffUsername)
			return s.URL
		})
	}
}

func TestAUsedCodeIsNeverAcceptedTwice(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	giveTwoFactor(t, app, testStaffUsername)
	now := stoppedClock()
	code := codeAt(t, testSecret, now)
	mustEqual(t, "the code signs in", loginWithCode(t, server, "203.0.113.5", testStaffUsername, testStaffPassword, code).StatusCode, 200)
	replay := loginWithCode(t, server, "198.51.100.7", testStaffUsername, testStaffPassword, code)
	if body := readAll(t, replay); replay.StatusCode != 401 || !strings.Contains(body, `"message":"Invalid two-factor code"`) {
		t.Errorf("the same code again, from elsewhere: %d %s", replay.StatusCode, body)
	}
	mustEqual(t, "an earlier step's code after a later one was used",
		loginWithCode(t, server, "203.0.113.5", testStaffUsername, testStaffPassword, codeAt(t, testSecret, now.Add(-30*time.Second))).StatusCode, 401)
	mustEqual(t, "the next step's code", loginWithCode(t, server, "203.0.113.5", testStaffUsername, testStaffPassword, codeAt(t, testSecret, now.Add(30*time.Second))).StatusCode, 200)
	mustEqual(t, "sessions: the template's and the two logins", sessionCount(t, app), 3)
}

func TestEnrolment(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	mustEqual(t, "confirming before starting", send(t, server, http.MethodPost, "/api/admin/me/totp/confirm", jsonBodyOf(map[string]any{"code": "123456"}), staffHeaders()).StatusCode, 400)

	res := send(t, server, http.MethodPost, "/api/admin/me/totp", nil, staffHeaders())
	var enrolment catalog.TwoFactorEnrolment
	decodeResponse(t, res, &enrolment)
	mustEqual(t, "started", res.StatusCode, 200)
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
	decodeResponse(t, send(t, server, http.MethodGet, "/api/admin/me", nil, staffHeaders()), &me)
	mustEqual(t, "two-factor is not on before a code confirms it", me.TwoFactor, false)

	now := stoppedClock()
	for _, bad := range []struct{ code, message string }{
		{"", "Enter the code from your authenticator app"},
		{wrongCodeAt(t, enrolment.Secret, now), "That code is not right: check your device's clock and enter the code it shows now"},
	} {
		res := send(t, server, http.MethodPost, "/api/admin/me/totp/confirm", jsonBodyOf(map[string]any{"code": bad.code}), staffHeaders())
		if body := readAll(t, res); res.StatusCode != 400 || !strings.Contains(body, `"code":{"code":"validation_invalid","message":"`+bad.message+`"}`) {
			t.Errorf("code %q: %d %s", bad.code, res.StatusCode, body)
		}
	}
	res = send(t, server, http.MethodPost, "/api/admin/me/totp/confirm", jsonBodyOf(map[string]any{"code": codeAt(t, enrolment.Secret, now)}), staffHeaders())
	var codes catalog.RecoveryCodes
	decodeResponse(t, res, &codes)
	mustEqual(t, "confirmed", res.StatusCode, 200)
	mustEqual(t, "recovery codes", len(codes.RecoveryCodes), 10)
	mustEqual(t, "all different", len(slices.Compact(slices.Sorted(slices.Values(codes.RecoveryCodes)))), 10)

	owner := findStaff(t, app)
	mustEqual(t, "the secret is the confirmed one", owner.GetString("totpSecret"), enrolment.Secret)
	stored := owner.GetString("recoveryCodes")
	for _, code := range codes.RecoveryCodes {
		if strings.Contains(stored, code) || strings.Contains(stored, strings.ReplaceAll(code, "-", "")) {
			t.Fatalf("a recovery code is stored as it is: %s", stored)
		}
	}
	decodeResponse(t, send(t, server, http.MethodGet, "/api/admin/me", nil, staffHeaders()), &me)
	mustEqual(t, "two-factor is on", me.TwoFactor, true)
	mustEqual(t, "the code that confirmed it does not sign in", loginWithCode(t, server, "203.0.113.5", testStaffUsername, testStaffPassword, codeAt(t, enrolment.Secret, now)).StatusCode, 401)
}

func TestARecoveryCodeSignsInOnce(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	_, codes := enrolTwoFactor(t, server, staffHeaders(), stoppedClock())
	mustEqual(t, "a recovery code signs in", loginWithCode(t, server, "203.0.113.5", testStaffUsername, testStaffPassword, codes[0]).StatusCode, 200)
	again := loginWithCode(t, server, "203.0.113.5", testStaffUsername, testStaffPassword, codes[0])
	if body := readAll(t, again); again.StatusCode != 401 || !strings.Contains(body, `"message":"Invalid two-factor code"`) {
		t.Errorf("the same recovery code again: %d %s", again.StatusCode, body)
	}
	typed := strings.ToUpper(strings.ReplaceAll(codes[1], "-", " "))
	mustEqual(t, "another, typed in capitals with spaces", loginWithCode(t, server, "203.0.113.5", testStaffUsername, testStaffPassword, typed).StatusCode, 200)
	var left []string
	if err := findStaff(t, app).UnmarshalJSONField("recoveryCodes", &left); err != nil {
		t.Fatal(err)
	}
	mustEqual(t, "recovery codes left", len(left), 8)
}

func TestWrongCodesCountTowardTheLoginLock(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	giveTwoFactor(t, app, testStaffUsername)
	now := stoppedClock()
	const attacker, owner = "198.51.100.7", "203.0.113.5"
	wrong := wrongCodeAt(t, testSecret, now)
	for range signin.FreeLoginFailures {
		mustEqual(t, "a wrong code", loginWithCode(t, server, attacker, testStaffUsername, testStaffPassword, wrong).StatusCode, 401)
	}
	locked := loginWithCode(t, server, attacker, testStaffUsername, testStaffPassword, wrong)
	mustEqual(t, "one wrong code more from the same address", locked.StatusCode, 429)
	mustEqual(t, "Retry-After", locked.Header.Get("Retry-After"), "30")
	mustEqual(t, "the right code from the locked address", loginWithCode(t, server, attacker, testStaffUsername, testStaffPassword, codeAt(t, testSecret, now)).StatusCode, 429)
	mustEqual(t, "asking for the code from the locked address", loginFrom(t, server, attacker, testStaffUsername, testStaffPassword).StatusCode, 429)
	mustEqual(t, "the owner from elsewhere", loginWithCode(t, server, owner, testStaffUsername, testStaffPassword, codeAt(t, testSecret, now)).StatusCode, 200)
}

func TestOneCodeSentByTwoLoginsAtOnceSignsInOnce(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	_, recoveryCodes := enrolTwoFactor(t, server, staffHeaders(), stoppedClock())
	for what, code := range map[string]string{
		"a TOTP code":     codeAt(t, findStaff(t, app).GetString("totpSecret"), stoppedClock().Add(30*time.Second)),
		"a recovery code": recoveryCodes[0],
	} {
		const logins = 4
		statuses := make(chan int, logins)
		var start sync.WaitGroup
		start.Add(1)
		for i := range logins {
			go func() {
				start.Wait()
				statuses <- loginWithCode(t, server, fmt.Sprintf("203.0.113.%d", i+1), testStaffUsername, testStaffPassword, code).StatusCode
			}()
		}
		start.Done()
		signedIn := 0
		for range logins {
			if <-statuses == 200 {
				signedIn++
			}
		}
		mustEqual(t, what+": logins signed in", signedIn, 1)
	}
}

// Issue 35, finding 12: a session alone replaced the secret (start, then confirm with a
// code of the new one), while turning two-factor off needed the password.
func TestReplacingTheSecretNeedsThePassword(t *testing.T) {
	app, server, clock := clockApp(t)
	oldSecret, _ := enrolTwoFactor(t, server, staffHeaders(), clock.Now())
	clock.Advance(time.Minute)
	res := send(t, server, http.MethodPost, "/api/admin/me/totp", nil, staffHeaders())
	var enrolment catalog.TwoFactorEnrolment
	decodeResponse(t, res, &enrolment)
	mustEqual(t, "a new secret is started", res.StatusCode, 200)
	confirm := func(body map[string]any) *http.Response {
		return send(t, server, http.MethodPost, "/api/admin/me/totp/confirm", jsonBodyOf(body), staffHeaders())
	}
	newCode := codeAt(t, enrolment.Secret, clock.Now())
	for _, body := range []map[string]any{
		{"code": newCode},
		{"code": newCode, "password": ""},
		{"code": newCode, "password": "not-the-password"},
	} {
		res := confirm(body)
		if got := readAll(t, res); res.StatusCode != 400 || !strings.Contains(got, `"password":{"code":"validation_invalid","message":"Current password is incorrect"}`) {
			t.Errorf("%v: %d %s", body, res.StatusCode, got)
		}
		mustEqual(t, "the secret after "+fmt.Sprint(body), findStaff(t, app).GetString("totpSecret"), oldSecret)
	}

	res = confirm(map[string]any{"code": newCode, "password": testStaffPassword})
	var codes catalog.RecoveryCodes
	decodeResponse(t, res, &codes)
	mustEqual(t, "with the password", res.StatusCode, 200)
	mustEqual(t, "new recovery codes", len(codes.RecoveryCodes), 10)
	mustEqual(t, "the secret is the new one", findStaff(t, app).GetString("totpSecret"), enrolment.Secret)
	mustEqual(t, "the entry says it replaced one", jsonOf(lastEntry(t, app).Details["replaced"]), "true")

	// Wrong passwords here count as failed logins (three above): the session cannot guess
	// it either.
	send(t, server, http.MethodPost, "/api/admin/me/totp", nil, staffHeaders())
	for range signin.FreeLoginFailures - 3 {
		mustEqual(t, "a wrong guess", confirm(map[string]any{"code": "123456", "password": "guess"}).StatusCode, 400)
	}
	mustEqual(t, "one guess past the network's limit", confirm(map[string]any{"code": "123456", "password": "guess"}).StatusCode, 429)
}
