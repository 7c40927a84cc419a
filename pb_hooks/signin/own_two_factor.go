package signin

import (
	"net/http"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
)

// Setting up one's own two-factor sign-in, the same for every account that signs in with
// a code (staff's, buyers'): each answer is no-store, and the secret is in the start's
// answer only.

// StartOwnEnrolment makes the signed-in account a new secret, named issuer and name in
// the authenticator app, kept aside until a code confirms it (an account with two-factor
// keeps its old secret until then: that is how it moves to a new phone, and the
// confirmation asks for its password).
func StartOwnEnrolment(e *core.RequestEvent, issuer, name string) error {
	e.Response.Header().Set("Cache-Control", "no-store")
	enrolment, err := staffauth.NewEnrolment(issuer, name)
	if err != nil {
		return err
	}
	staffauth.StartEnrolment(e.Auth, enrolment)
	if err := e.App.Save(e.Auth); err != nil {
		return rules.SaveError(err)
	}
	return e.JSON(http.StatusOK, enrolment)
}

// ConfirmOwnEnrolment turns the signed-in account's two-factor on once body's code of
// the new secret is right (at now), and answers the recovery codes (shown once: only
// their hashes are kept). The code's time step counts as used. Replacing a secret also
// needs the account's password (a wrong one is a failed login under g), so a session
// alone (a browser left open, a stolen token) cannot take the account's second factor.
func (g *loginGuard) ConfirmOwnEnrolment(e *core.RequestEvent, now time.Time) error {
	e.Response.Header().Set("Cache-Control", "no-store")
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	pending := staffauth.PendingSecret(e.Auth)
	if pending == "" {
		return web.BadRequest(msgNoEnrolmentStarted)
	}
	replaced := staffauth.Enrolled(e.Auth)
	if replaced {
		if err := checkCurrentPassword(e, g, body); err != nil {
			return err
		}
	}
	code, _ := body.Text("code")
	if strings.TrimSpace(code) == "" {
		return rules.ValidationError(rules.ProblemOf("code", catalog.MsgEnterCode))
	}
	step, ok := staffauth.MatchingStep(pending, code, now)
	if !ok {
		return rules.ValidationError(rules.ProblemOf("code", msgWrongEnrolmentCode))
	}
	codes := staffauth.Enrol(e.Auth, step)
	if err := e.App.Save(e.Auth); err != nil {
		return rules.SaveError(err)
	}
	activitylog.RecordStaffEvent(e, activitylog.StaffEvent{Action: catalog.ActionTOTPEnrolled, Actor: e.Auth, Subject: e.Auth, Details: map[string]any{"replaced": replaced}})
	return e.JSON(http.StatusOK, catalog.RecoveryCodes{RecoveryCodes: codes})
}
