// Package staffauth is how staff (and wholesale buyers, with the same two-factor fields)
// prove who they are beyond a password, and how staff stay signed in: two-factor codes
// (TOTP, RFC 6238) and their one-time recovery codes, and the sessions a sign-in starts.
// It knows no routes; pb_hooks binds it.
package staffauth

import (
	"bytes"
	"crypto/subtle"
	"encoding/base64"
	"image/png"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pquerna/otp"
	"github.com/pquerna/otp/hotp"
	"github.com/pquerna/otp/totp"
)

// Codes are the authenticator apps' defaults: 6 digits, SHA-1, a new one every 30 s;
// one step either side is accepted, for a phone's clock that is a little off.
const (
	codePeriod  = 30
	codeDigits  = otp.DigitsSix
	codeSkew    = 1
	secretBytes = 20
	qrCodePixel = 240
)

// Enrolled tells whether account signs in with a code after the password.
func Enrolled(account *core.Record) bool { return Secret(account) != "" }

// NewEnrolment makes a secret for account, named after issuer in the authenticator app.
func NewEnrolment(issuer, account string) (catalog.TwoFactorEnrolment, error) {
	key, err := totp.Generate(totp.GenerateOpts{
		Issuer: issuer, AccountName: account, Period: codePeriod, SecretSize: secretBytes, Digits: codeDigits, Algorithm: otp.AlgorithmSHA1,
	})
	if err != nil {
		return catalog.TwoFactorEnrolment{}, err
	}
	img, err := key.Image(qrCodePixel, qrCodePixel)
	if err != nil {
		return catalog.TwoFactorEnrolment{}, err
	}
	var qr bytes.Buffer
	if err := png.Encode(&qr, img); err != nil {
		return catalog.TwoFactorEnrolment{}, err
	}
	return catalog.TwoFactorEnrolment{
		Secret:     key.Secret(),
		OtpauthURL: key.URL(),
		QRCode:     "data:image/png;base64," + base64.StdEncoding.EncodeToString(qr.Bytes()),
	}, nil
}

// IsTOTPCode tells whether code has the form of a TOTP code (six digits, spaces aside);
// anything else is taken for a recovery code.
func IsTOTPCode(code string) bool {
	code = strings.ReplaceAll(code, " ", "")
	if len(code) != codeDigits.Length() {
		return false
	}
	for _, c := range code {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// MatchingStep is the time step around now whose code from secret is code; ok is false
// when none is. Every candidate is compared, in constant time, whichever matches.
func MatchingStep(secret, code string, now time.Time) (step int64, ok bool) {
	code = strings.ReplaceAll(code, " ", "")
	current := now.Unix() / codePeriod
	for s := current - codeSkew; s <= current+codeSkew; s++ {
		want, err := hotp.GenerateCodeCustom(secret, uint64(s), hotp.ValidateOpts{Digits: codeDigits, Algorithm: otp.AlgorithmSHA1})
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 && !ok {
			step, ok = s, true
		}
	}
	return step, ok
}

// ClaimStep records that a code of step was used by account; false when a code of this
// step or a later one was used already (a replay). One UPDATE: two logins with the same
// code at once cannot both claim it.
func ClaimStep(app core.App, account *core.Record, step int64) (bool, error) {
	result, err := app.NonconcurrentDB().Update(tableOf(account),
		dbx.Params{catalog.FieldTOTPLastStep: step},
		dbx.And(dbx.HashExp{catalog.IDField: account.Id}, dbx.NewExp("[["+catalog.FieldTOTPLastStep+"]] < {:step}", dbx.Params{"step": step})),
	).Execute()
	if err != nil {
		return false, err
	}
	n, err := result.RowsAffected()
	return n == 1, err
}
