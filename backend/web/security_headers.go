package web

import (
	"crypto/sha256"
	"encoding/base64"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// contentSecurityPolicy allows only the site's own scripts (no eval; inline scripts only
// by their hash: the storefront's early event contract) and keeps the site out of frames.
// Images may come from outside (products can show a photo by URL); everything else is
// same-origin. styleSrc differs: the back office's component library writes its styles at
// run time, the storefront needs no inline style.
func contentSecurityPolicy(scriptHashes []string, styleSrc string) string {
	return strings.Join([]string{
		"default-src 'self'",
		strings.Join(append([]string{"script-src 'self'"}, scriptHashes...), " "),
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

var backOfficePolicy = contentSecurityPolicy(nil, "style-src 'self' 'unsafe-inline'")

// inlineScript finds a <script> without attributes and its text.
var inlineScript = regexp.MustCompile(`(?s)<script>(.*?)</script>`)

// InlineScriptHashes are the CSP sources ('sha256-...') of html's inline scripts: the
// storefront's index.html carries its early event contract inline, allowed by its hash.
func InlineScriptHashes(html []byte) []string {
	var hashes []string
	for _, m := range inlineScript.FindAllSubmatch(html, -1) {
		sum := sha256.Sum256(m[1])
		hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	}
	return hashes
}

func isBackOfficePage(path string) bool {
	return path == "/adminlogin" || path == "/admin" || strings.HasPrefix(path, "/admin/")
}

// SecurityHeaders sets the site's security headers on every answer except PocketBase's
// superuser UI at /_/, which brings its own; storefrontScripts are the hashes of the
// storefront's inline scripts (InlineScriptHashes of its index.html).
func SecurityHeaders(storefrontScripts []string) *hook.Handler[*core.RequestEvent] {
	storefrontPolicy := contentSecurityPolicy(storefrontScripts, "style-src 'self'")
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
