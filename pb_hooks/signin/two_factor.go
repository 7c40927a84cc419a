package signin

import (
	"cmp"
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// twoFactorGateID names the middleware that keeps an account which must have two-factor
// sign-in, and has not, to setting it up; the routes it may use unbind it.
const twoFactorGateID = "twoFactorGate"

const (
	msgSetUpTwoFactor       = "Set up two-factor sign-in to continue"
	msgWrongEnrolmentCode   = "That code is not right: check your device's clock and enter the code it shows now"
	msgNoEnrolmentStarted   = "Start setting up two-factor sign-in first"
	msgTwoFactorIsRequired  = "Two-factor sign-in is required for your account: set it up again on a new device instead"
	msgOwnerNeedsTwoFactor  = "Set up two-factor sign-in on your own account first"
	msgWrongCurrentPassword = "Current password is incorrect"
)

// twoFactorRule says which accounts must sign in with two-factor: every one when the
// owner requires it, and the owner's own once any other account exists.
type twoFactorRule struct {
	app         core.App
	everyone    bool
	othersExist *bool // counted on first need
}

func (s *Accounts) twoFactorRuleOf(app core.App) *twoFactorRule {
	settings, err := s.settings.Private(app)
	return &twoFactorRule{app: app, everyone: err == nil && settings.TwoFactorRequired}
}

func (r *twoFactorRule) requires(rec *core.Record) bool {
	if r.everyone {
		return true
	}
	if !catalog.AsStaff(rec).Owner() {
		return false
	}
	if r.othersExist == nil {
		total, err := r.app.CountRecords(catalog.StaffCollection)
		others := err != nil || total > 1 // when unsure, ask for it
		r.othersExist = &others
	}
	return *r.othersExist
}

// TwoFactorGate enforces the rule without locking anyone out: an account that must have
// two-factor and has not signs in with its password as before, and may then only set
// it up (see itself, its sessions, log out); every other staff call answers 403 with
// twoFactorRequired. Enrolled accounts pass at no cost.
func (s *Accounts) TwoFactorGate() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{Id: twoFactorGateID, Func: func(e *core.RequestEvent) error {
		if e.Auth == nil || staffauth.Enrolled(e.Auth) || !s.twoFactorRuleOf(e.App).requires(e.Auth) {
			return e.Next()
		}
		return e.JSON(http.StatusForbidden, map[string]any{
			"status": http.StatusForbidden, "message": msgSetUpTwoFactor, "data": map[string]any{}, "twoFactorRequired": true,
		})
	}}
}

// enrolments are the two-factor routes' handlers: enrol, confirm, turn off, reset.
type enrolments struct{ *Accounts }

// RegisterTwoFactor binds enrolment, turning it off, the owner's reset and policy.
func (s *Accounts) RegisterTwoFactor(staff *router.RouterGroup[*core.RequestEvent], logins *loginGuard) {
	own := enrolments{s}
	staff.POST(api.StaffOwnTOTP, own.startEnrolment).Unbind(twoFactorGateID)
	staff.POST(api.StaffOwnTOTPConfirm, func(e *core.RequestEvent) error { return own.confirmEnrolment(e, logins) }).Unbind(twoFactorGateID)
	staff.DELETE(api.StaffOwnTOTP, func(e *core.RequestEvent) error { return own.turnOffTwoFactor(e, logins) })
	staff.POST(api.StaffResetTwoFactor, own.resetTwoFactor)
	staff.GET(api.StaffTwoFactorPolicy, func(e *core.RequestEvent) error {
		return e.JSON(http.StatusOK, catalog.TwoFactorPolicy{Required: s.twoFactorRuleOf(e.App).everyone})
	}).Unbind(twoFactorGateID)
	staff.PUT(api.StaffTwoFactorPolicy, setTwoFactorPolicy)
}

// startEnrolment makes a new secret, named after the site's brand (StartOwnEnrolment).
func (s enrolments) startEnrolment(e *core.RequestEvent) error {
	issuer := "Back office"
	if site, err := s.settings.Site(e.App); err == nil {
		issuer = cmp.Or(strings.TrimSpace(site.BrandName), issuer)
	}
	return StartOwnEnrolment(e, issuer, catalog.AsStaff(e.Auth).Username())
}

// confirmEnrolment turns two-factor on (ConfirmOwnEnrolment).
func (s enrolments) confirmEnrolment(e *core.RequestEvent, logins *loginGuard) error {
	return logins.ConfirmOwnEnrolment(e, s.now())
}

// turnOffTwoFactor needs the account's password (a wrong one counts as a failed login),
// and is refused where the rule requires two-factor.
func (s enrolments) turnOffTwoFactor(e *core.RequestEvent, logins *loginGuard) error {
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	if s.twoFactorRuleOf(e.App).requires(e.Auth) {
		return web.Forbidden(msgTwoFactorIsRequired)
	}
	if err := checkCurrentPassword(e, logins, body); err != nil {
		return err
	}
	staffauth.TurnOff(e.Auth)
	if err := e.App.Save(e.Auth); err != nil {
		return rules.SaveError(err)
	}
	activitylog.RecordStaffEvent(e, activitylog.StaffEvent{Action: "totp.disabled", Actor: e.Auth, Subject: e.Auth})
	return e.JSON(http.StatusOK, s.staffToJSON(e.App, e.Auth, nil))
}

// checkCurrentPassword checks body's "password" against the signed-in account's: a
// wrong one counts as a failed login (and answers 400, or 429 once locked).
func checkCurrentPassword(e *core.RequestEvent, logins *loginGuard, body web.JSONBody) error {
	attempt := logins.attempt(e, e.Auth, "")
	if err := attempt.admit(e); err != nil {
		return err
	}
	password, _ := body.Text("password")
	if password == "" || !e.Auth.ValidatePassword(password) {
		return attempt.failed(e, rules.ValidationError(rules.ProblemOf("password", msgWrongCurrentPassword)))
	}
	return nil
}

// resetTwoFactor lets the owner turn off another account's two-factor (a lost phone and
// no recovery code): its holder signs in with the password, and sets it up again where
// the rule requires it.
func (s enrolments) resetTwoFactor(e *core.RequestEvent) error {
	if !catalog.AsStaff(e.Auth).Owner() {
		return web.Forbidden(onlyTheOwner)
	}
	rec, err := rules.FindOr404(e.App, catalog.StaffCollection, e.Request.PathValue("id"), "Staff account")
	if err != nil {
		return err
	}
	if rec.Id == e.Auth.Id {
		return web.Forbidden("You cannot reset your own two-factor sign-in")
	}
	staffauth.TurnOff(rec)
	if err := e.App.Save(rec); err != nil {
		return rules.SaveError(err)
	}
	activitylog.RecordStaffEvent(e, activitylog.StaffEvent{Action: "totp.reset", Actor: e.Auth, Subject: rec})
	return e.JSON(http.StatusOK, s.staffToJSON(e.App, rec, nil))
}

// setTwoFactorPolicy is the owner's switch; turning it on needs their own two-factor,
// so the switch cannot shut the owner into setting it up.
func setTwoFactorPolicy(e *core.RequestEvent) error {
	if !catalog.AsStaff(e.Auth).Owner() {
		return web.Forbidden("Only the owner can change the two-factor policy")
	}
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	required, ok := body.Boolean("required")
	if !ok || !body.Has("required") {
		return rules.ValidationError(rules.ProblemOf("required", "Must be true or false"))
	}
	if required && !staffauth.Enrolled(e.Auth) {
		return web.BadRequest(msgOwnerNeedsTwoFactor)
	}
	// Read afresh: the record privateSettings keeps is shared and must not change.
	settings, err := e.App.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		return err
	}
	catalog.AsPrivateSettings(settings).SetTwoFactorRequired(required)
	if err := e.App.Save(settings); err != nil {
		return rules.SaveError(err)
	}
	return e.JSON(http.StatusOK, catalog.TwoFactorPolicy{Required: required})
}
