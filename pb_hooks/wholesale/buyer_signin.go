package wholesale

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/buyerauth"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// A buyer signs in through PocketBase's own auth routes of the buyers collection (the JS
// SDK's authWithPassword, authRefresh, the password reset and verification flows). The
// site adds what staff's sign-in has: 10 requests a minute per client network on each
// route that takes no session, the staff login's lockout per (buyer, client network)
// and per buyer (signin.LoginGuard, in tables of its own), and on the routes that send
// an email the visitor forms' limits (buyerEmailsPerMinute a client,
// buyerEmailsPerNetworkPerHour a network) and email budget.
const (
	buyerEmailsPerMinute         = 3
	buyerEmailsPerNetworkPerHour = 20
)

// buyerAuthActions are PocketBase's auth routes of the buyers collection that stay open
// (and whether they send an email); every other one (one-time codes, OAuth2, email
// change, impersonation) is refused before PocketBase reads the request.
var buyerAuthActions = map[string]struct{ email bool }{
	"auth-methods": {}, "auth-with-password": {}, "auth-refresh": {},
	"request-password-reset": {email: true}, "confirm-password-reset": {},
	"request-verification": {email: true}, "confirm-verification": {},
}

// bindBuyerSignIn guards the buyers collection's auth routes and makes each sign-in a
// session row whose id the token carries.
func (a *area) bindBuyerSignIn(app core.App, r *router.Router[*core.RequestEvent]) {
	a.logins = signin.NewLoginGuard(a.deps.Now)
	logins := a.logins
	perClient := web.NewRateLimiter(signin.LoginsPerMinute, time.Minute, forms.ClientLimitKeys)
	emailLimits := forms.VisitorLimits(buyerEmailsPerMinute, buyerEmailsPerNetworkPerHour)
	r.Bind(&hook.Handler[*core.RequestEvent]{
		Id: "farmsiteBuyerAuthRoutes",
		Func: func(e *core.RequestEvent) error {
			action, ok := buyerAuthAction(e)
			if !ok {
				return e.Next()
			}
			e.Response.Header().Set("Cache-Control", "no-store")
			rule, open := buyerAuthActions[action]
			if !open {
				return web.Forbidden(catalog.MsgBuyerAuthRouteClosed)
			}
			if action == "auth-methods" || action == "auth-refresh" {
				return e.Next()
			}
			now := a.deps.Now()
			if ok, wait := perClient.Allow(web.ClientKey(e.RealIP()), now); !ok {
				return forms.TooManyRequests(e, wait, "Too many requests")
			}
			if rule.email {
				for _, l := range emailLimits {
					if ok, wait := l.Limiter.Allow(l.Key(e.RealIP()), now); !ok {
						return forms.TooManyRequests(e, wait, l.Refusal)
					}
				}
			}
			return e.Next()
		},
	})
	app.OnRecordAuthWithPasswordRequest(catalog.BuyersCollection).Bind(&hook.Handler[*core.RecordAuthWithPasswordRequestEvent]{
		Id:   "farmsiteBuyerPasswordSignIn",
		Func: func(e *core.RecordAuthWithPasswordRequestEvent) error { return a.passwordSignIn(e, logins) },
	})
	app.OnRecordAuthRequest(catalog.BuyersCollection).Bind(&hook.Handler[*core.RecordAuthRequestEvent]{
		Id: "farmsiteBuyerSessionToken", Func: a.sessionToken,
	})
}

// buyerAuthAction is the auth action of a request to the buyers collection's routes
// (the collection named or by its id); ok is false for any other request and for the
// collection's records (its API rules refuse buyers and visitors).
func buyerAuthAction(e *core.RequestEvent) (action string, ok bool) {
	rest, found := strings.CutPrefix(e.Request.URL.Path, "/api/collections/")
	if !found {
		return "", false
	}
	name, action, _ := strings.Cut(rest, "/")
	if action == "" || action == "records" || strings.HasPrefix(action, "records/") {
		return "", false
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(name)
	if err != nil || collection.Name != catalog.BuyersCollection {
		return "", false
	}
	return action, true
}

// passwordSignIn checks a buyer's password under the lockout. The right password of a
// buyer whose account is not approved is told why it cannot sign in (the collection's
// auth rule refused it); it is no failure.
func (a *area) passwordSignIn(e *core.RecordAuthWithPasswordRequestEvent, logins *signin.LoginGuard) error {
	attempt := logins.Attempt(e.RequestEvent, e.Record, e.Identity)
	if err := attempt.Admit(e.RequestEvent); err != nil {
		return err
	}
	answered, err := passwordThenCode(e, attempt)
	if answered {
		return err
	}
	if err == nil {
		attempt.Succeeded(e.RequestEvent)
		return nil
	}
	var apiErr *router.ApiError
	if !errors.As(err, &apiErr) {
		return err
	}
	switch {
	case apiErr.Status == http.StatusBadRequest:
		return attempt.Failed(e.RequestEvent, web.BadRequest(catalog.MsgInvalidCredentials))
	case apiErr.Status == http.StatusForbidden && e.Record != nil:
		if account, findErr := e.App.FindRecordById(catalog.BuyerAccountsCollection, catalog.AsBuyer(e.Record).Account()); findErr == nil {
			if message, approved := catalog.BuyerAccountStatusMessage(catalog.AsBuyerAccount(account).Status()); !approved {
				return web.Forbidden(message)
			}
		}
	}
	return err
}

// passwordThenCode is PocketBase's password check, and for a buyer with two-factor the
// code step after it, as staff's login takes it: the right password without the code
// (the request body's "code": a code from the app or a recovery code) answers 401
// totpRequired and signs nobody in; a wrong or replayed code is a failed sign-in and one
// of the buyer's wrong codes. The password is checked once, here, and the sign-in's
// answer made as PocketBase makes it. answered is true when the code step answered.
func passwordThenCode(e *core.RecordAuthWithPasswordRequestEvent, attempt signin.Attempt) (answered bool, err error) {
	if e.Record == nil || !staffauth.Enrolled(e.Record) {
		return false, e.Next()
	}
	if !e.Record.ValidatePassword(e.Password) {
		return false, web.BadRequest(catalog.MsgInvalidCredentials)
	}
	info, err := e.RequestInfo()
	if err != nil {
		return false, err
	}
	code, _ := info.Body["code"].(string)
	if passed, err := attempt.PassSecondFactor(e.RequestEvent, e.Record, code, catalog.MsgBuyerCodeStepLocked); !passed {
		return true, err
	}
	return false, apis.RecordAuthResponse(e.RequestEvent, e.Record, core.MFAMethodPassword, nil)
}

// sessionToken answers a sign-in with a new session's token, and a refresh with a
// token of the session the request's token names, while it lives.
func (a *area) sessionToken(e *core.RecordAuthRequestEvent) error {
	now := a.deps.Now()
	var session *core.Record
	if e.AuthMethod == "" {
		// A refresh (or a superuser's impersonation, whose token names no session).
		session = buyerauth.Find(e.App, e.Record, buyerauth.SessionIDOf(requestToken(e.RequestEvent)), now)
		if session == nil {
			return web.Unauthorized(catalog.MsgBuyerSessionEnded)
		}
		if err := buyerauth.Seen(e.App, session, now); err != nil {
			e.App.Logger().Warn("could not note a buyer session's last call", "error", err)
		}
	} else {
		var err error
		session, err = buyerauth.Start(e.App, e.Record, e.Request.UserAgent(), web.ClientKey(e.RealIP()), now)
		if err != nil {
			return err
		}
	}
	token, err := buyerauth.Token(e.Record, session.Id)
	if err != nil {
		return err
	}
	e.Token = token
	return e.Next()
}

// requestToken is the auth token the request carries (PocketBase's reading of it).
func requestToken(e *core.RequestEvent) string {
	token := e.Request.Header.Get("Authorization")
	if len(token) > 7 && strings.EqualFold(token[:7], "Bearer ") {
		return token[7:]
	}
	return token
}
