package hookstest

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// TwoFactorSecret is a TOTP secret tests give accounts directly.
const TwoFactorSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"

// CodeAt is the authenticator app's code of secret at the time at.
func CodeAt(t testing.TB, secret string, at time.Time) string {
	t.Helper()
	code, err := totp.GenerateCodeCustom(secret, at, totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// WrongCodeAt is a six-digit code that is not secret's at any step near at.
func WrongCodeAt(t testing.TB, secret string, at time.Time) string {
	t.Helper()
	near := []string{CodeAt(t, secret, at.Add(-30*time.Second)), CodeAt(t, secret, at), CodeAt(t, secret, at.Add(30*time.Second))}
	for _, c := range []string{"000000", "111111", "222222", "333333"} {
		if !slices.Contains(near, c) {
			return c
		}
	}
	t.Fatal("no wrong code")
	return ""
}

// GiveTwoFactor turns on two-factor for username with TwoFactorSecret, bypassing enrolment.
func GiveTwoFactor(t testing.TB, app core.App, username string) *core.Record {
	t.Helper()
	rec, err := app.FindFirstRecordByData(catalog.StaffCollection, "username", username)
	if err != nil {
		t.Fatal(err)
	}
	rec.Set(catalog.StaffFieldTOTPSecret, TwoFactorSecret)
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	return rec
}

// EnrolTwoFactor sets up two-factor through the API for the session in headers, with a
// code of the time now; it returns the secret and the recovery codes.
func EnrolTwoFactor(t testing.TB, server http.Handler, headers map[string]string, now time.Time) (string, []string) {
	t.Helper()
	res := Send(t, server, http.MethodPost, "/api/admin/me/totp", nil, headers)
	var enrolment catalog.TwoFactorEnrolment
	DecodeResponse(t, res, &enrolment)
	MustEqual(t, "enrolment started", res.StatusCode, 200)
	res = Send(t, server, http.MethodPost, "/api/admin/me/totp/confirm", JSONBody(map[string]any{"code": CodeAt(t, enrolment.Secret, now)}), headers)
	var codes catalog.RecoveryCodes
	DecodeResponse(t, res, &codes)
	MustEqual(t, "enrolment confirmed", res.StatusCode, 200)
	return enrolment.Secret, codes.RecoveryCodes
}

// OwnerHasTwoFactor enrols the template's owner (at the stopped clock) unless done.
func OwnerHasTwoFactor(t testing.TB, server http.Handler) {
	t.Helper()
	var me catalog.Staff
	DecodeResponse(t, Send(t, server, http.MethodGet, "/api/admin/me", nil, StaffHeaders()), &me)
	if !me.TwoFactor {
		EnrolTwoFactor(t, server, StaffHeaders(), StoppedClock())
	}
}
