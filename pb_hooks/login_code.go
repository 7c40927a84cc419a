package hooks

import (
	"errors"
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/pocketbase/pocketbase/core"
)

// maxCodeBytes bounds a code worth checking (a recovery code typed with spaces is ~20).
const maxCodeBytes = 64

var errWrongCode = errors.New("wrong two-factor code")

// passSecondFactor is the login's code step, for an account with two-factor whose
// password was right. Without a code it answers 401 totpRequired and starts nothing (it
// is no failure); a wrong, used or replayed code is a failed login under the password's
// lockout (401 totpRequired, or 429 once locked). When it does not pass, it has answered.
func passSecondFactor(e *core.RequestEvent, attempt loginAttempt, rec *core.Record, code string) (passed bool, err error) {
	code = strings.TrimSpace(code)
	if code == "" {
		return false, codeRequired(e, msgEnterCode)
	}
	ok, err := codeSignsIn(e, rec, code, attempt)
	if err != nil {
		return false, err
	}
	if !ok {
		if refused := attempt.failed(e, errWrongCode); refused != errWrongCode {
			return false, refused
		}
		return false, codeRequired(e, "Invalid two-factor code")
	}
	return true, nil
}

// codeSignsIn checks code as a TOTP code (claiming its time step, so it never signs in
// twice) or as a recovery code (spending it).
func codeSignsIn(e *core.RequestEvent, rec *core.Record, code string, attempt loginAttempt) (bool, error) {
	if len(code) > maxCodeBytes {
		return false, nil
	}
	if staffauth.IsTOTPCode(code) {
		step, ok := staffauth.MatchingStep(rec.GetString("totpSecret"), code, attempt.now)
		if !ok {
			return false, nil
		}
		return staffauth.ClaimStep(e.App, rec.Id, step)
	}
	ok, left, err := staffauth.UseRecoveryCode(e.App, rec.Id, code)
	if ok {
		recordStaffEvent(e, staffEvent{Action: "totp.recovery_used", Actor: rec, Subject: rec, Details: map[string]any{"codesLeft": left}})
	}
	return ok, err
}

// codeRequired answers 401 with totpRequired: the login page asks for the code.
func codeRequired(e *core.RequestEvent, message string) error {
	return e.JSON(http.StatusUnauthorized, map[string]any{
		"status": http.StatusUnauthorized, "message": message, "data": map[string]any{}, "totpRequired": true,
	})
}
