package signin

import (
	"errors"
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/pocketbase/pocketbase/core"
)

// maxCodeBytes bounds a code worth checking (a recovery code typed with spaces is ~20).
const maxCodeBytes = 64

const MsgCodeStepLocked = "Too many wrong codes for this account: sign in with a recovery code, or ask the owner to clear the lock"

var errWrongCode = errors.New("wrong two-factor code")

// passSecondFactor is the login's code step, for an account with two-factor whose
// password was right. Without a code it answers 401 totpRequired and starts nothing (it
// is no failure); a wrong, used or replayed code is a failed login under the password's
// lockout (401 totpRequired, or 429 once locked), and one of the account's
// staffauth.MaxWrongCodes, counted from every network together: past them the code step
// is locked (429 totpRequired, saying locked) and checks no TOTP code, right or wrong,
// until a recovery code signs in or the lock is cleared. When it does not pass, it has
// answered.
func passSecondFactor(e *core.RequestEvent, attempt loginAttempt, rec *core.Record, code, locked string) (passed bool, err error) {
	code = strings.TrimSpace(code)
	if code == "" {
		return false, codeRequired(e, catalog.MsgEnterCode)
	}
	outcome, refused, err := checkSecondFactor(e, attempt, rec, code)
	switch {
	case err != nil:
		return false, err
	case outcome == codePassed:
		return true, nil
	case outcome == codeLocked:
		return false, codeStepLocked(e, locked)
	case refused != nil:
		return false, refused
	}
	return false, codeRequired(e, "Invalid two-factor code")
}

// codeOutcome is what checking a two-factor code found.
type codeOutcome int

const (
	codePassed codeOutcome = iota
	codeWrong
	codeLocked // the account's code step is locked: no TOTP code is checked
)

// checkSecondFactor checks code (not empty) as rec's second factor under attempt, the
// code step's rules for every caller (a sign-in, an account confirming it is its
// holder). A wrong code is a failed login and one of rec's wrong codes; refused is the
// lockout's answer when that failure locked the network or the account.
func checkSecondFactor(e *core.RequestEvent, attempt loginAttempt, rec *core.Record, code string) (outcome codeOutcome, refused, err error) {
	tries, counted, err := staffauth.TakeCodeTry(e.App, rec)
	if err != nil {
		return codeWrong, nil, err
	}
	recovery := !staffauth.IsTOTPCode(code)
	if !counted && !recovery {
		return codeLocked, nil, nil
	}
	ok, err := codeSignsIn(e, rec, code, attempt)
	if err != nil {
		return codeWrong, nil, err
	}
	if ok {
		return codePassed, nil, staffauth.ForgetWrongCodes(e.App, rec)
	}
	refused = attempt.failed(e, errWrongCode)
	if counted && tries == staffauth.MaxWrongCodes {
		attempt.recordFailure(e, activitylog.StaffEvent{Action: catalog.ActionLoginLocked, Subject: rec,
			Details: map[string]any{"wrongCodes": staffauth.MaxWrongCodes}})
		return codeLocked, nil, nil
	}
	if refused != errWrongCode {
		return codeWrong, refused, nil
	}
	return codeWrong, nil, nil
}

// codeSignsIn checks code as a TOTP code (claiming its time step, so it never signs in
// twice) or as a recovery code (spending it).
func codeSignsIn(e *core.RequestEvent, rec *core.Record, code string, attempt loginAttempt) (bool, error) {
	if len(code) > maxCodeBytes {
		return false, nil
	}
	if staffauth.IsTOTPCode(code) {
		step, ok := staffauth.MatchingStep(staffauth.Secret(rec), code, attempt.now)
		if !ok {
			return false, nil
		}
		return staffauth.ClaimStep(e.App, rec, step)
	}
	ok, left, err := staffauth.UseRecoveryCode(e.App, rec, code)
	if ok {
		activitylog.RecordStaffEvent(e, activitylog.StaffEvent{Action: "totp.recovery_used", Actor: rec, Subject: rec, Details: map[string]any{"codesLeft": left}})
	}
	return ok, err
}

// codeRequired answers 401 with totpRequired: the login page asks for the code.
func codeRequired(e *core.RequestEvent, message string) error {
	return codeAnswer(e, http.StatusUnauthorized, message)
}

// codeStepLocked answers 429 with totpRequired: the login page stays on the code, for a
// recovery code. No Retry-After: waiting does not end this lock.
func codeStepLocked(e *core.RequestEvent, message string) error {
	return codeAnswer(e, http.StatusTooManyRequests, message)
}

func codeAnswer(e *core.RequestEvent, status int, message string) error {
	return e.JSON(status, map[string]any{
		"status": status, "message": message, "data": map[string]any{}, "totpRequired": true,
	})
}
