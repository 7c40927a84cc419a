package signin

import "github.com/pocketbase/pocketbase/core"

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
