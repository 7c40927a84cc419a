package signin

import (
	"crypto/sha256"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
	"golang.org/x/crypto/bcrypt"
)

// Logins: 10 a minute per client network. After 5 failed logins in a row from one client
// network (an IPv4 address, an IPv6 /64) that network is locked out of the account for
// 30 s, doubling per further failure up to 15 minutes; other networks are not. Past 20
// failures from all networks the whole account is locked for 15 minutes after each
// further failure, except to the correct password from one of the 10 networks the
// account last signed in from, with fewer than 2 failures on it. An hour without
// failures forgets them. Any name tried counts, existing or not.
const (
	LoginsPerMinute        = 10
	FreeLoginFailures      = 5
	firstLoginLock         = 30 * time.Second
	longestLoginLock       = 15 * time.Minute
	loginFailuresForgotten = time.Hour
	AccountLoginFailures   = 20
	accountLoginLock       = 15 * time.Minute
	trustedLoginFailures   = 2
	knownLoginNetworks     = 10
)

var loginPolicy = web.LockoutPolicy{
	FreeFailures: FreeLoginFailures, First: firstLoginLock, Max: longestLoginLock, Reset: loginFailuresForgotten,
	AccountFailures: AccountLoginFailures, AccountLock: accountLoginLock, TrustedFailures: trustedLoginFailures,
	KnownNetworks: knownLoginNetworks,
}

const lockedMessage = "Too many failed logins for this account"

// loginGuard checks passwords so that the answer tells nobody which usernames exist
// (an unknown name costs the same password hashing as a known one, and is locked the
// same way) and one account cannot be guessed at from many addresses, nor locked by
// them. The state is kept in memory: a restart forgets it (see docs/security.md).
type loginGuard struct {
	// accounts counts existing accounts by record id; strangers counts the names that
	// are no account, so a flood of made-up names cannot push a real account out.
	accounts, strangers *web.Lockout

	dummyOnce sync.Once
	DummyHash []byte
	// CompareDummy checks a password against DummyHash: bcrypt's comparison, which a
	// test replaces to see that unknown names pay for it.
	CompareDummy func(hash, password []byte) error
	// now is the time failures count by (the public forms' clock).
	now func() time.Time
	// logged bounds the failed logins and locks the activity log takes (a flood of
	// wrong passwords must not fill it).
	logged *activity.Budget
}

func NewLoginGuard(now func() time.Time) *loginGuard {
	return &loginGuard{
		accounts:     web.NewLockout(loginPolicy, forms.ClientLimitKeys),
		strangers:    web.NewLockout(loginPolicy, forms.ClientLimitKeys),
		CompareDummy: bcrypt.CompareHashAndPassword,
		now:          now,
		logged:       activitylog.NewFailedLoginBudget(),
	}
}

// loginAttempt is one password check of an account (or of a name that is none) from
// one client network, under the guard.
type loginAttempt struct {
	table   *web.Lockout
	account string
	network string
	now     time.Time
	// subject is the account whose password is checked (nil: the name is none); actor
	// who checks it, when known (a signed-in member changing their password).
	subject, actor *core.Record
	logged         *activity.Budget
}

func (g *loginGuard) attempt(e *core.RequestEvent, rec *core.Record, name string) loginAttempt {
	a := loginAttempt{table: g.strangers, account: strangerKey(name), network: web.ClientKey(e.RealIP()), now: g.now(), subject: rec, logged: g.logged}
	if rec != nil {
		a.table, a.account = g.accounts, rec.Collection().Name+"/"+rec.Id
	}
	return a
}

// strangerKey is what a name that is no account is counted under: 16 bytes of its hash,
// so names of any length cost the same small entry in the table.
func strangerKey(name string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(name)))
	return string(sum[:16])
}

// admit answers 429 when the attempt may not check a password.
func (a loginAttempt) admit(e *core.RequestEvent) error {
	if wait, mayTry := a.table.Admit(a.account, a.network, a.now); !mayTry {
		return forms.TooManyRequests(e, wait, lockedMessage)
	}
	return nil
}

// failed counts a wrong password, records it (or the lock it starts) in the activity
// log, and answers 429 when the network or account is now locked, otherwise wrong.
func (a loginAttempt) failed(e *core.RequestEvent, wrong error) error {
	if wait := a.table.Fail(a.account, a.network, a.now); wait > 0 {
		a.recordFailure(e, activitylog.StaffEvent{Action: catalog.ActionLoginLocked, Actor: a.actor, Subject: a.subject,
			Details: map[string]any{"lockedSeconds": int(wait.Round(time.Second).Seconds())}})
		return forms.TooManyRequests(e, wait, lockedMessage)
	}
	a.recordFailure(e, activitylog.StaffEvent{Action: catalog.ActionLoginFailed, Actor: a.actor, Subject: a.subject})
	return wrong
}

// recordFailure records a failed login or a lock within the guard's budget: past it the
// failures are counted, and the next entry says how many were not written.
func (a loginAttempt) recordFailure(e *core.RequestEvent, ev activitylog.StaffEvent) {
	subject := ""
	if ev.Subject != nil {
		subject = ev.Subject.Id
	}
	write, leftOut := a.logged.Take(ev.Action+"/"+subject, a.now)
	if !write {
		return
	}
	if leftOut > 0 {
		ev.Details = activitylog.WithDetail(ev.Details, "notRecordedBefore", leftOut)
	}
	activitylog.RecordStaffEvent(e, ev)
}

func (a loginAttempt) succeeded(e *core.RequestEvent) {
	a.table.Succeed(a.account, a.network)
	if a.subject != nil {
		activitylog.RecordStaffEvent(e, activitylog.StaffEvent{Action: catalog.ActionLoginSucceeded, Actor: a.subject, Subject: a.subject})
	}
}

// lockedUntil tells which of records are locked, and until when.
func (g *loginGuard) lockedUntil(app core.App, records []*core.Record) map[string]time.Time {
	keys := make([]string, len(records))
	for i, rec := range records {
		keys[i] = rec.Collection().Name + "/" + rec.Id
	}
	byKey := g.accounts.LockedUntil(keys, g.now())
	out := make(map[string]time.Time, len(byKey))
	for _, rec := range records {
		if until, ok := byKey[rec.Collection().Name+"/"+rec.Id]; ok {
			out[rec.Id] = until
		}
	}
	return out
}

// clear forgets every failure of rec.
func (g *loginGuard) clear(rec *core.Record) { g.accounts.Clear(rec.Collection().Name + "/" + rec.Id) }

func (s *Accounts) Login(e *core.RequestEvent, g *loginGuard) error {
	e.Response.Header().Set("Cache-Control", "no-store")
	var body struct {
		Username string `json:"username"`
		Password string `json:"password"`
		Code     string `json:"code"` // two-factor: a TOTP or a recovery code
	}
	if err := e.BindBody(&body); err != nil {
		return web.BadRequest("Invalid request body")
	}
	body.Username = strings.TrimSpace(body.Username)
	problems := &catalog.Problems{}
	if body.Username == "" {
		problems.Add("username", catalog.MsgUsernameRequired)
	}
	if body.Password == "" {
		problems.Add("password", catalog.MsgPasswordRequired)
	}
	if problems.Any() {
		return rules.ValidationError(problems)
	}

	rec, err := e.App.FindFirstRecordByData(catalog.StaffCollection, "username", body.Username)
	if err != nil {
		rec = nil
	}
	attempt := g.attempt(e, rec, body.Username)
	if err := attempt.admit(e); err != nil {
		return err
	}
	if rec == nil {
		g.spendAsMuchAsAPasswordCheck(e.App, body.Password)
	}
	// A disabled account's right password answers as a wrong one: the answer must not
	// confirm a password to whoever tries it.
	if rec == nil || !rec.ValidatePassword(body.Password) || catalog.AsStaff(rec).Disabled() {
		return attempt.failed(e, web.Unauthorized(catalog.MsgInvalidCredentials))
	}
	if staffauth.Enrolled(rec) {
		if passed, err := passSecondFactor(e, attempt, rec, body.Code, MsgCodeStepLocked); !passed {
			return err
		}
	}
	attempt.succeeded(e)
	if err := s.startSession(e, rec); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, s.staffToJSON(e.App, rec, nil))
}

// spendAsMuchAsAPasswordCheck compares password with a hash of the staff accounts' cost,
// so an unknown username answers in the time a known one does.
func (g *loginGuard) spendAsMuchAsAPasswordCheck(app core.App, password string) {
	g.dummyOnce.Do(func() {
		cost := bcrypt.DefaultCost
		if c, err := app.FindCachedCollectionByNameOrId(catalog.StaffCollection); err == nil {
			if f, ok := c.Fields.GetByName(core.FieldNamePassword).(*core.PasswordField); ok && f.Cost > 0 {
				cost = f.Cost
			}
		}
		g.DummyHash, _ = bcrypt.GenerateFromPassword([]byte("not anyone's password"), cost)
	})
	_ = g.CompareDummy(g.DummyHash, []byte(password))
}
