package signin

import (
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
)

// LoginGuard is the staff login's guard, which the site's other sign-ins share (a
// wholesale buyer's, through PocketBase's auth routes): the lockout per (account, client
// network) and per account, names that are no account counted apart, and the failed
// logins' entries in the activity log within their budget.
type LoginGuard = loginGuard

// Attempt is one password check under a LoginGuard.
type Attempt struct{ a loginAttempt }

// Attempt starts the check of rec's password (nil: name is no account) from the
// request's client network.
func (g *loginGuard) Attempt(e *core.RequestEvent, rec *core.Record, name string) Attempt {
	return Attempt{g.attempt(e, rec, name)}
}

// Admit answers 429 when the attempt may not check a password.
func (a Attempt) Admit(e *core.RequestEvent) error { return a.a.admit(e) }

// Failed counts a wrong password and answers 429 when the network or account is now
// locked, otherwise wrong.
func (a Attempt) Failed(e *core.RequestEvent, wrong error) error { return a.a.failed(e, wrong) }

// Succeeded clears the network's failures and records the sign-in.
func (a Attempt) Succeeded(e *core.RequestEvent) { a.a.succeeded(e) }

// PassSecondFactor is the sign-in's code step for rec, whose password was right and
// which has two-factor on, as staff's login takes it: 401 totpRequired without a code
// or with a wrong one (a failed login, and one of rec's wrong codes), 429 totpRequired
// saying locked once rec's code step is locked. When it does not pass, it has answered.
func (a Attempt) PassSecondFactor(e *core.RequestEvent, rec *core.Record, code, locked string) (bool, error) {
	return passSecondFactor(e, a.a, rec, code, locked)
}

// CheckCurrentPassword checks body's "password" against the signed-in account's: a
// wrong one counts as a failed login (400 on the field, or 429 once locked).
func (g *loginGuard) CheckCurrentPassword(e *core.RequestEvent, body web.JSONBody) error {
	return checkCurrentPassword(e, g, body)
}

// CheckOwnCode checks a code of the signed-in account's own two-factor (its app's, whose
// time step it claims, or a recovery code, which it spends) as the sign-in's code step
// does: a wrong one is a failed login and one of the account's wrong codes (400 on the
// field "code", or 429 once locked); past them it answers 429 saying locked.
func (g *loginGuard) CheckOwnCode(e *core.RequestEvent, code, locked string) error {
	code = strings.TrimSpace(code)
	if code == "" {
		return rules.ValidationError(rules.ProblemOf("code", catalog.MsgEnterCode))
	}
	attempt := g.attempt(e, e.Auth, "")
	if err := attempt.admit(e); err != nil {
		return err
	}
	outcome, refused, err := checkSecondFactor(e, attempt, e.Auth, code)
	switch {
	case err != nil:
		return err
	case outcome == codePassed:
		return nil
	case outcome == codeLocked:
		return web.APIError(http.StatusTooManyRequests, locked, nil)
	case refused != nil:
		return refused
	}
	return rules.ValidationError(rules.ProblemOf("code", msgWrongEnrolmentCode))
}
