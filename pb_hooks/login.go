package hooks

import (
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"golang.org/x/crypto/bcrypt"
)

// Logins: 10 a minute per client; after 5 failed logins in a row an account (any name
// tried, existing or not) is locked for 30 s, doubling per further failure up to 15
// minutes; an hour without failures forgets them.
const (
	loginsPerMinute        = 10
	freeLoginFailures      = 5
	firstLoginLock         = 30 * time.Second
	longestLoginLock       = 15 * time.Minute
	loginFailuresForgotten = time.Hour
)

// loginGuard checks staff logins so that the answer tells nobody which usernames exist
// (an unknown name costs the same password hashing as a known one) and one account
// cannot be guessed at from many addresses.
type loginGuard struct {
	accounts *web.Lockout

	dummyOnce sync.Once
	dummyHash []byte
}

func newLoginGuard() *loginGuard {
	return &loginGuard{accounts: web.NewLockout(freeLoginFailures, firstLoginLock, longestLoginLock, loginFailuresForgotten, clientLimitKeys)}
}

func (g *loginGuard) login(e *core.RequestEvent) error {
	e.Response.Header().Set("Cache-Control", "no-store")
	var body struct {
		Username string `json:"username"`
		Password string `json:"password"`
	}
	if err := e.BindBody(&body); err != nil {
		return web.BadRequest("Invalid request body")
	}
	body.Username = strings.TrimSpace(body.Username)
	problems := &catalog.Problems{}
	if body.Username == "" {
		problems.Add("username", "Username is required")
	}
	if body.Password == "" {
		problems.Add("password", "Password is required")
	}
	if problems.Any() {
		return validationError(problems)
	}

	account, now := strings.ToLower(body.Username), time.Now()
	if wait := g.accounts.LockedFor(account, now); wait > 0 {
		return tooManyRequests(e, wait, "Too many failed logins for this account")
	}
	rec, err := e.App.FindFirstRecordByData(catalog.StaffCollection, "username", body.Username)
	if err != nil {
		rec = nil
		g.spendAsMuchAsAPasswordCheck(e.App, body.Password)
	}
	if rec == nil || !rec.ValidatePassword(body.Password) {
		if wait := g.accounts.Fail(account, now); wait > 0 {
			return tooManyRequests(e, wait, "Too many failed logins for this account")
		}
		return web.Unauthorized("Invalid credentials")
	}
	g.accounts.Succeed(account)
	if rec.GetBool("disabled") {
		return web.Forbidden("This account is disabled")
	}
	token, err := rec.NewAuthToken()
	if err != nil {
		return err
	}
	setSessionCookie(e, token, int(rec.Collection().AuthToken.Duration))
	return e.JSON(http.StatusOK, staffToJSON(rec))
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
		g.dummyHash, _ = bcrypt.GenerateFromPassword([]byte("not anyone's password"), cost)
	})
	_ = bcrypt.CompareHashAndPassword(g.dummyHash, []byte(password))
}
