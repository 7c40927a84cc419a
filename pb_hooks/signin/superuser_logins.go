package signin

import (
	"net/http"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// superuserAuthActions are the routes of PocketBase's auth collections that take no
// session: logins, one-time codes, password resets, confirmations. For the superusers
// (the operators of /_/) each is limited like the staff login.
var superuserAuthActions = map[string]bool{
	"auth-with-password": true, "auth-with-otp": true, "auth-with-oauth2": true, "request-otp": true,
	"request-password-reset": true, "confirm-password-reset": true,
	"request-verification": true, "confirm-verification": true, "confirm-email-change": true,
}

// GuardSuperuserLogins gives the superusers' logins the staff login's guard (PocketBase
// alone limits them per exact address and never locks): 10 attempts a minute per client
// network on every route above, and on password logins the same lockout per (account,
// client network) and per account, in tables of their own.
func GuardSuperuserLogins(app core.App, now func() time.Time) {
	logins := NewLoginGuard(now)
	limiter := web.NewRateLimiter(LoginsPerMinute, time.Minute, forms.ClientLimitKeys)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id: "farmsiteSuperuserLogins",
			Func: func(e *core.RequestEvent) error {
				if isSuperuserAuthRoute(e) {
					if ok, wait := limiter.Allow(web.ClientKey(e.RealIP()), now()); !ok {
						return forms.TooManyRequests(e, wait, "Too many requests")
					}
				}
				return e.Next()
			},
		})
		return se.Next()
	})
	app.OnRecordAuthWithPasswordRequest(core.CollectionNameSuperusers).BindFunc(func(e *core.RecordAuthWithPasswordRequestEvent) error {
		attempt := logins.attempt(e.RequestEvent, e.Record, e.Identity)
		if err := attempt.admit(e.RequestEvent); err != nil {
			return err
		}
		if err := e.Next(); err != nil {
			return attempt.failed(e.RequestEvent, err)
		}
		attempt.succeeded(e.RequestEvent)
		return nil
	})
}

// isSuperuserAuthRoute tells whether e is a POST to one of superuserAuthActions of the
// superusers' collection, however the collection is named in the path (its name in any
// case, or its id).
func isSuperuserAuthRoute(e *core.RequestEvent) bool {
	if e.Request.Method != http.MethodPost {
		return false
	}
	rest, found := strings.CutPrefix(e.Request.URL.Path, "/api/collections/")
	if !found {
		return false
	}
	name, action, _ := strings.Cut(rest, "/")
	if !superuserAuthActions[action] {
		return false
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(name)
	return err == nil && collection.Name == core.CollectionNameSuperusers
}
