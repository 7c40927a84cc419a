package web

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// contentSecurityPolicy allows only the site's own scripts (no inline script, no eval)
// and keeps the site out of frames. Images may come from outside (products can show a
// photo by URL); everything else is same-origin. styleSrc differs: the back office's
// component library writes its styles at run time, the storefront needs no inline style.
func contentSecurityPolicy(styleSrc string) string {
	return strings.Join([]string{
		"default-src 'self'",
		"script-src 'self'",
		styleSrc,
		"img-src 'self' data: blob: https:",
		"media-src 'self' blob:",
		"font-src 'self' data:",
		"connect-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
}

var (
	storefrontPolicy = contentSecurityPolicy("style-src 'self'")
	backOfficePolicy = contentSecurityPolicy("style-src 'self' 'unsafe-inline'")
)

func isBackOfficePage(path string) bool {
	return path == "/adminlogin" || path == "/admin" || strings.HasPrefix(path, "/admin/")
}

// SecurityHeaders sets the site's security headers on every answer except PocketBase's
// superuser UI at /_/, which brings its own.
func SecurityHeaders() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "farmsiteSecurityHeaders",
		Func: func(e *core.RequestEvent) error {
			if !strings.HasPrefix(e.Request.URL.Path, "/_/") {
				h := e.Response.Header()
				policy := storefrontPolicy
				if isBackOfficePage(e.Request.URL.Path) {
					policy = backOfficePolicy
				}
				h.Set("Content-Security-Policy", policy)
				h.Set("X-Content-Type-Options", "nosniff")
				h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
				h.Set("X-Frame-Options", "DENY")
				// The site's own pages may ask for the visitor's position (Where to buy's
				// "Near me", only when pressed); no frame from elsewhere may.
				h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()")
				h.Set("Cross-Origin-Opener-Policy", "same-origin")
				// Private unless the route says otherwise (public answers, app files and
				// uploads set their own): a CDN or caching proxy keeps nothing it was not
				// told it may, whatever its defaults.
				h.Set("Cache-Control", PrivateCacheControl)
				if IsHTTPS(e) {
					h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
				}
			}
			return e.Next()
		},
	}
}

// IsHTTPS tells whether the visitor's connection is https: TLS to this server, or to a
// trusted proxy that says so (the site drops others' X-Forwarded-Proto on arrival).
func IsHTTPS(e *core.RequestEvent) bool {
	return e.IsTLS() || strings.EqualFold(e.Request.Header.Get("X-Forwarded-Proto"), "https")
}
