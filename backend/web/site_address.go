package web

import (
	"fmt"
	"net"
	"net/url"
	"os"
	"strconv"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// pocketBaseDefaultAddress is where `serve` listens when told nothing (and where a test
// router pretends to be).
const PocketBaseDefaultAddress = "127.0.0.1:8090"

// SiteAddress is where the site's one canonical origin comes from; it is never read from
// a request. The --siteUrl flag wins; else site settings' siteUrl; else, only while the
// server listens on loopback (make run, the tests), the address it listens on. A server
// on a public address with neither has no origin and refuses to serve its pages.
type SiteAddress struct {
	flag     string // --siteUrl, parsed
	loopback string // set when serving starts, "" on a public address
	// configured is site settings' siteUrl as stored ("" when unset or unreadable).
	configured func(app core.App) string
}

// NewSiteAddress is the site's address from the --siteUrl flag, else from configured.
func NewSiteAddress(flag string, configured func(app core.App) string) (*SiteAddress, error) {
	a := &SiteAddress{configured: configured}
	if flag != "" {
		origin, err := catalog.ParseSiteAddress(flag)
		if err != nil {
			return nil, fmt.Errorf("--siteUrl: %w", err)
		}
		a.flag = origin
	}
	return a, nil
}

// ListenOn records the address the server listens on ("" for a test router).
func (a *SiteAddress) ListenOn(addr string) {
	if addr == "" {
		addr = PocketBaseDefaultAddress
	}
	a.loopback = ""
	host, port, err := net.SplitHostPort(addr)
	if err != nil || !IsLoopbackHost(host) {
		return
	}
	scheme := "http"
	if port == "443" {
		scheme = "https"
	}
	a.loopback = scheme + "://" + net.JoinHostPort(host, port)
}

// Origin is the canonical origin for app now; isLoopbackDefault tells that it is only
// the listening address (no siteUrl was given).
func (a *SiteAddress) Origin(app core.App) (origin string, isLoopbackDefault bool) {
	if a.flag != "" {
		return a.flag, false
	}
	if configured, err := catalog.ParseSiteAddress(a.configured(app)); err == nil {
		return configured, false
	}
	return a.loopback, a.loopback != ""
}

// Accepts tells whether a browser's Origin header names this site.
func (a *SiteAddress) Accepts(app core.App, requestOrigin string) bool {
	origin, isLoopbackDefault := a.Origin(app)
	if origin == "" {
		return false
	}
	if normalized, err := catalog.ParseSiteAddress(requestOrigin); err == nil && normalized == origin {
		return true
	}
	return isLoopbackDefault && SameLoopbackSite(requestOrigin, origin)
}

// WarnWhenUnset says, once at start, that a public server has no address to build its
// pages' URLs from.
func (a *SiteAddress) WarnWhenUnset(app core.App) {
	if origin, _ := a.Origin(app); origin == "" {
		const message = "siteUrl is not set: public pages answer 503 until it is. Set site_settings.siteUrl in the superuser UI (/_/) or start with --siteUrl=https://your.domain"
		fmt.Fprintln(os.Stderr, message)
		app.Logger().Error(message)
	}
}

// The request event's keys of the canonical origin and the SiteAddress it came from.
const (
	siteOriginKey        = "farmsite.siteOrigin"
	siteAddressKey       = "farmsite.siteAddress"
	siteOriginMiddleware = "farmsiteSiteOrigin"
)

// Middleware keeps the canonical origin of each request's moment in its event.
func (a *SiteAddress) Middleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       siteOriginMiddleware,
		Priority: SiteAddressPriority,
		Func: func(e *core.RequestEvent) error {
			origin, _ := a.Origin(e.App)
			e.Set(siteOriginKey, origin)
			e.Set(siteAddressKey, a)
			return e.Next()
		},
	}
}

// SiteOrigin is the canonical origin absolute URLs are built on ("" when unset).
func SiteOrigin(e *core.RequestEvent) string {
	origin, _ := e.Get(siteOriginKey).(string)
	return origin
}

// CameFromTheSite tells whether a browser request was made by the site's own pages:
// its Origin (or, lacking it, Sec-Fetch-Site) says so. Clients that send neither (curl,
// server to server) are not browsers and cannot be made to carry a visitor's cookie or
// submit a form by another site.
func CameFromTheSite(e *core.RequestEvent) bool {
	origin := e.Request.Header.Get("Origin")
	if origin == "" {
		site := e.Request.Header.Get("Sec-Fetch-Site")
		return site == "" || site == "same-origin" || site == "none"
	}
	address, ok := e.Get(siteAddressKey).(*SiteAddress)
	return ok && address.Accepts(e.App, origin)
}

// SiteNotConfigured answers the pages that need the site's address while it has none.
func SiteNotConfigured(e *core.RequestEvent) error {
	e.Response.Header().Set("Retry-After", strconv.Itoa(60))
	return APIError(503, "This site's address (siteUrl) is not configured yet", nil)
}

// SameSiteCORS lets only the site's own origin make cross-origin calls (PocketBase's
// default is any origin).
func SameSiteCORS(app core.App, address *SiteAddress) *hook.Handler[*core.RequestEvent] {
	return apis.CORS(apis.CORSConfig{
		AllowOriginFunc: func(origin string) (bool, error) { return address.Accepts(app, origin), nil },
		AllowMethods:    []string{"GET", "HEAD", "PUT", "PATCH", "POST", "DELETE"},
	})
}

// isPublicOrigin tells whether origin is a real site address (not loopback or localhost).
func isPublicOrigin(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Hostname() == "" {
		return false
	}
	host := u.Hostname()
	if host == "localhost" {
		return false
	}
	ip := net.ParseIP(host)
	return ip == nil || !ip.IsLoopback()
}

// RunsInProduction tells whether the site has a public address.
func (a *SiteAddress) RunsInProduction(app core.App) bool {
	origin, isLoopbackDefault := a.Origin(app)
	return !isLoopbackDefault && isPublicOrigin(origin)
}
