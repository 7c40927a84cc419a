package hooks

import (
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
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

// registerAuth binds login, the session check and logout; it returns the login guard,
// which the change of one's own password and the Staff screen share.
func (s *site) registerAuth(r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent]) *loginGuard {
	logins := newLoginGuard(s.now)
	s.publicForm(r, "/api/admin/login", loginsPerMinute, logins.login)
	staff.GET("/me", func(e *core.RequestEvent) error {
		return e.JSON(http.StatusOK, staffToJSON(e.Auth, nil))
	})
	staff.POST("/logout", func(e *core.RequestEvent) error {
		// Rotating the token key revokes every token of this account, so a copied
		// cookie stops working too.
		e.Auth.RefreshTokenKey()
		if err := e.App.Save(e.Auth); err != nil {
			return err
		}
		setSessionCookie(e, "", -1)
		return e.JSON(http.StatusOK, map[string]bool{"success": true})
	})
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

// sessionStaff is the staff account whose valid session the request carries, or nil.
func sessionStaff(e *core.RequestEvent) *core.Record {
	token := sessionToken(e)
	if token == "" {
		return nil
	}
	rec, err := e.App.FindAuthRecordByToken(token, core.TokenTypeAuth)
	if err != nil || rec.Collection().Name != catalog.StaffCollection || rec.GetBool("disabled") {
		return nil
	}
	return rec
}

// requireStaff guards every /api/admin and /api/system route: the session cookie (or an
// Authorization header) must hold a valid token of a staff record, and state-changing
// calls must come from the site's own origin.
func requireStaff(e *core.RequestEvent) error {
	// Staff answers carry personal data (messages, orders): nothing may keep a copy.
	e.Response.Header().Set("Cache-Control", "no-store")
	rec := sessionStaff(e)
	if rec == nil {
		return web.Unauthorized(catalog.MsgNotAuthenticated)
	}
	if isStateChanging(e.Request.Method) && !web.CameFromTheSite(e) {
		return web.Forbidden("Cross-origin request refused")
	}
	e.Auth = rec
	return e.Next()
}

func isStateChanging(method string) bool {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return false
	}
	return true
}

func isoTime(rec *core.Record, field string) string {
	t := rec.GetDateTime(field)
	if t.IsZero() {
		return ""
	}
	return t.Time().UTC().Format("2006-01-02T15:04:05.000Z")
}
