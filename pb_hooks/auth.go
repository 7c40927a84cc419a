package hooks

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// SessionCookie holds a staff member's PocketBase auth token.
const SessionCookie = "staff_session"

const staffCollection = "staff"

type staffJSON struct {
	ID        string `json:"id"`
	Username  string `json:"username"`
	CreatedAt string `json:"createdAt"`
}

func staffToJSON(rec *core.Record) staffJSON {
	return staffJSON{ID: rec.Id, Username: rec.GetString("username"), CreatedAt: isoTime(rec, "createdAt")}
}

func registerAuth(app core.App, r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent]) {
	r.POST("/api/admin/login", login)
	staff.GET("/me", func(e *core.RequestEvent) error {
		return e.JSON(http.StatusOK, staffToJSON(e.Auth))
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
}

func login(e *core.RequestEvent) error {
	var body struct {
		Username string `json:"username"`
		Password string `json:"password"`
	}
	if err := e.BindBody(&body); err != nil {
		return badRequest("Invalid request body")
	}
	body.Username = strings.TrimSpace(body.Username)
	errs := &fieldErrors{}
	if body.Username == "" {
		errs.add("username", "Username is required")
	}
	if body.Password == "" {
		errs.add("password", "Password is required")
	}
	if errs.any() {
		return validationError(errs)
	}

	rec, err := e.App.FindFirstRecordByData(staffCollection, "username", body.Username)
	if err != nil || !rec.ValidatePassword(body.Password) {
		return unauthorized("Invalid credentials")
	}
	token, err := rec.NewAuthToken()
	if err != nil {
		return err
	}
	setSessionCookie(e, token, int(rec.Collection().AuthToken.Duration))
	return e.JSON(http.StatusOK, staffToJSON(rec))
}

func setSessionCookie(e *core.RequestEvent, value string, maxAge int) {
	e.SetCookie(&http.Cookie{
		Name:     SessionCookie,
		Value:    value,
		Path:     "/",
		MaxAge:   maxAge,
		HttpOnly: true,
		Secure:   isHTTPS(e),
		SameSite: http.SameSiteStrictMode,
	})
}

func isHTTPS(e *core.RequestEvent) bool {
	if e.IsTLS() {
		return true
	}
	// Behind a TLS-terminating proxy that PocketBase is told to trust.
	proxy := e.App.Settings().TrustedProxy
	return len(proxy.Headers) > 0 && strings.EqualFold(e.Request.Header.Get("X-Forwarded-Proto"), "https")
}

// requireStaff guards every /api/admin and /api/system route: the session cookie (or an
// Authorization header) must hold a valid token of a staff record, and state-changing
// calls must come from the site's own origin.
func requireStaff(e *core.RequestEvent) error {
	token := ""
	if c, err := e.Request.Cookie(SessionCookie); err == nil {
		token = c.Value
	}
	if token == "" {
		token = strings.TrimPrefix(e.Request.Header.Get("Authorization"), "Bearer ")
	}
	if token == "" {
		return unauthorized("Not authenticated")
	}
	rec, err := e.App.FindAuthRecordByToken(token, core.TokenTypeAuth)
	if err != nil || rec.Collection().Name != staffCollection {
		return unauthorized("Not authenticated")
	}
	if isStateChanging(e.Request.Method) && !isSameOrigin(e.Request) {
		return forbidden("Cross-origin request refused")
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

// isSameOrigin accepts a request whose Origin (or, lacking it, Sec-Fetch-Site) says it
// came from this site. Clients that send neither (curl, server-to-server) are not
// browsers and cannot be made to carry the cookie by another site.
func isSameOrigin(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		site := r.Header.Get("Sec-Fetch-Site")
		return site == "" || site == "same-origin" || site == "none"
	}
	u, err := url.Parse(origin)
	if err != nil {
		return false
	}
	return strings.EqualFold(u.Host, r.Host)
}

func isoTime(rec *core.Record, field string) string {
	t := rec.GetDateTime(field)
	if t.IsZero() {
		return ""
	}
	return t.Time().UTC().Format("2006-01-02T15:04:05.000Z")
}
