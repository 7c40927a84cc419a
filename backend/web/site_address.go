package hooks

import (
	"fmt"
	"net"
	"os"
	"strconv"

	"github.com/hudsonvalley/farmsite/backend/catalog"

	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// pocketBaseDefaultAddress is where `serve` listens when told nothing (and where a test
// router pretends to be).
const pocketBaseDefaultAddress = "127.0.0.1:8090"

// siteAddress is where the site's one canonical origin comes from; it is never read from
// a request. The --siteUrl flag wins; else site settings' siteUrl; else, only while the
// server listens on loopback (make run, the tests), the address it listens on. A server
// on a public address with neither has no origin and refuses to serve its pages.
type siteAddress struct {
	flag     string // --siteUrl, parsed
	loopback string // set when serving starts, "" on a public address
}

func newSiteAddress(flag string) (*siteAddress, error) {
	a := &siteAddress{}
	if flag != "" {
		origin, err := catalog.ParseSiteAddress(flag)
		if err != nil {
			return nil, fmt.Errorf("--siteUrl: %w", err)
		}
		a.flag = origin
	}
	return a, nil
}

// listenOn records the address the server listens on ("" for a test router).
func (a *siteAddress) listenOn(addr string) {
	if addr == "" {
		addr = pocketBaseDefaultAddress
	}
	a.loopback = ""
	host, port, err := net.SplitHostPort(addr)
	if err != nil || !web.IsLoopbackHost(host) {
		return
	}
	scheme := "http"
	if port == "443" {
		scheme = "https"
	}
	a.loopback = scheme + "://" + net.JoinHostPort(host, port)
}

// origin is the canonical origin for app now; isLoopbackDefault tells that it is only
// the listening address (no siteUrl was given).
func (a *siteAddress) origin(app core.App) (origin string, isLoopbackDefault bool) {
	if a.flag != "" {
		return a.flag, false
	}
	if s, err := siteSettings(app); err == nil {
		if configured, err := catalog.ParseSiteAddress(s.GetString("siteUrl")); err == nil {
			return configured, false
		}
	}
	return a.loopback, a.loopback != ""
}

// accepts tells whether a browser's Origin header names this site.
func (a *siteAddress) accepts(app core.App, requestOrigin string) bool {
	origin, isLoopbackDefault := a.origin(app)
	if origin == "" {
		return false
	}
	if normalized, err := catalog.ParseSiteAddress(requestOrigin); err == nil && normalized == origin {
		return true
	}
	return isLoopbackDefault && web.SameLoopbackSite(requestOrigin, origin)
}

// warnWhenUnset says, once at start, that a public server has no address to build its
// pages' URLs from.
func (a *siteAddress) warnWhenUnset(app core.App) {
	if origin, _ := a.origin(app); origin == "" {
		const message = "siteUrl is not set: public pages answer 503 until it is. Set site_settings.siteUrl in the superuser UI (/_/) or start with --siteUrl=https://your.domain"
		fmt.Fprintln(os.Stderr, message)
		app.Logger().Error(message)
	}
}

const (
	siteOriginKey        = "farmsite.siteOrigin"
	siteAddressKey       = "farmsite.siteAddress"
	siteOriginMiddleware = "farmsiteSiteOrigin"
)

// middleware keeps the canonical origin of each request's moment in its event.
func (a *siteAddress) middleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       siteOriginMiddleware,
		Priority: web.SiteAddressPriority,
		Func: func(e *core.RequestEvent) error {
			origin, _ := a.origin(e.App)
			e.Set(siteOriginKey, origin)
			e.Set(siteAddressKey, a)
			return e.Next()
		},
	}
}

// siteOrigin is the canonical origin absolute URLs are built on ("" when unset).
func siteOrigin(e *core.RequestEvent) string {
	origin, _ := e.Get(siteOriginKey).(string)
	return origin
}

// cameFromTheSite tells whether a browser request was made by the site's own pages:
// its Origin (or, lacking it, Sec-Fetch-Site) says so. Clients that send neither (curl,
// server to server) are not browsers and cannot be made to carry a visitor's cookie or
// submit a form by another site.
func cameFromTheSite(e *core.RequestEvent) bool {
	origin := e.Request.Header.Get("Origin")
	if origin == "" {
		site := e.Request.Header.Get("Sec-Fetch-Site")
		return site == "" || site == "same-origin" || site == "none"
	}
	address, ok := e.Get(siteAddressKey).(*siteAddress)
	return ok && address.accepts(e.App, origin)
}

// siteNotConfigured answers the pages that need the site's address while it has none.
func siteNotConfigured(e *core.RequestEvent) error {
	e.Response.Header().Set("Retry-After", strconv.Itoa(60))
	return web.APIError(503, "This site's address (siteUrl) is not configured yet", nil)
}

// sameSiteCORS lets only the site's own origin make cross-origin calls (PocketBase's
// default is any origin).
func sameSiteCORS(app core.App, address *siteAddress) *hook.Handler[*core.RequestEvent] {
	return apis.CORS(apis.CORSConfig{
		AllowOriginFunc: func(origin string) (bool, error) { return address.accepts(app, origin), nil },
		AllowMethods:    []string{"GET", "HEAD", "PUT", "PATCH", "POST", "DELETE"},
	})
}
