package signin

import (
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/backend/web"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// SessionCookie holds a staff member's PocketBase auth token; over https it is
// SecureSessionCookie, whose __Host- prefix makes browsers refuse it unless it is Secure,
// set by this host itself, for the whole site.
const (
	SessionCookie       = "staff_session"
	SecureSessionCookie = "__Host-" + SessionCookie
)

// RegisterAuth binds login, the session check and logout; it returns the login guard,
// which the change of one's own password and the Staff screen share.
func (s *Accounts) RegisterAuth(r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent]) *loginGuard {
	logins := NewLoginGuard(s.now)
	s.forms.Public(r, api.Login, LoginsPerMinute, func(e *core.RequestEvent) error { return s.Login(e, logins) })
	staff.GET(api.StaffMe, func(e *core.RequestEvent) error {
		return e.JSON(http.StatusOK, s.staffToJSON(e.App, e.Auth, nil))
	}).Unbind(twoFactorGateID)
	staff.POST(api.StaffLogout, func(e *core.RequestEvent) error {
		// Only this session ends (its row goes, so a copied cookie stops working too);
		// the account's other sessions go on.
		if err := endSession(e, currentSession(e), "logout"); err != nil {
			return err
		}
		return e.JSON(http.StatusOK, map[string]bool{"success": true})
	}).Unbind(twoFactorGateID)
	return logins
}

// sessionCookieName is the session cookie's name on the request's scheme.
func sessionCookieName(e *core.RequestEvent) string {
	if web.IsHTTPS(e) {
		return SecureSessionCookie
	}
	return SessionCookie
}

func setSessionCookie(e *core.RequestEvent, value string, maxAge int) {
	e.SetCookie(&http.Cookie{
		Name:     sessionCookieName(e),
		Value:    value,
		Path:     "/",
		MaxAge:   maxAge,
		HttpOnly: true,
		Secure:   web.IsHTTPS(e),
		SameSite: http.SameSiteStrictMode,
	})
}

// sessionToken is the staff token a request carries: the session cookie (only the
// __Host- one over https), or an Authorization header.
func sessionToken(e *core.RequestEvent) string {
	if c, err := e.Request.Cookie(sessionCookieName(e)); err == nil && c.Value != "" {
		return c.Value
	}
	return strings.TrimPrefix(e.Request.Header.Get("Authorization"), "Bearer ")
}

// SessionStaff is the staff account whose live session the request carries, or nil.
func (s *Accounts) SessionStaff(e *core.RequestEvent) *core.Record {
	_, rec := staffauth.Find(e.App, sessionToken(e), s.now())
	return rec
}

// RequireStaff guards every /api/admin and /api/system route: the session cookie (or an
// Authorization header) must open a live session of an enabled staff account (two
// indexed reads; the session's last call is written at most once a minute), and
// state-changing calls must come from the site's own origin.
func (s *Accounts) RequireStaff(e *core.RequestEvent) error {
	// Staff answers carry personal data (messages, orders): nothing may keep a copy.
	e.Response.Header().Set("Cache-Control", "no-store")
	now := s.now()
	session, rec := staffauth.Find(e.App, sessionToken(e), now)
	if rec == nil {
		return web.Unauthorized(catalog.MsgNotAuthenticated)
	}
	if isStateChanging(e.Request.Method) && !web.CameFromTheSite(e) {
		return web.Forbidden("Cross-origin request refused")
	}
	if err := staffauth.Seen(e.App, session, e.RealIP(), now); err != nil {
		e.App.Logger().Warn("could not note a staff session's last call", "error", err)
	}
	e.Auth = rec
	e.Set(sessionStoreKey, session)
	return e.Next()
}

func isStateChanging(method string) bool {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return false
	}
	return true
}
