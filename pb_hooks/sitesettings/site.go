// Package sitesettings is the site and its settings: the settings the storefront shows
// (/api/site), the canonical origin and trusted proxies the settings hold, the sitemap and
// robots.txt, the home page's slideshow, and redirects (old addresses that answer 301).
package sitesettings

import (
	"net/netip"
	"time"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/settings"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/pocketbase/pocketbase/core"
)

// Site is what the site's settings routes share: the settings and the site's calendar.
type Site struct {
	Settings *settings.Cache
	Clock    func() time.Time
}

// ConfiguredSiteURL is site settings' siteUrl as stored ("" when unreadable).
func (s *Site) ConfiguredSiteURL(app core.App) string {
	settings, err := s.Settings.Site(app)
	if err != nil {
		return ""
	}
	return settings.SiteURL
}

// TrustedProxies are private settings' trustedProxies, parsed (none when unreadable).
func (s *Site) TrustedProxies(app core.App) []netip.Prefix {
	settings, err := s.Settings.Private(app)
	if err != nil {
		return nil
	}
	prefixes, _ := catalog.ParseNetworks(settings.TrustedProxies)
	return prefixes
}

// RegisterSite binds GET /api/site: the settings the storefront shows (brand, contact
// details, the licensee, the fixed warning and today's rotating one). The public cache
// turns it over at midnight in New York (see register), as every page that shows it.
func (s *Site) RegisterSite(public publicapi.Routes) {
	public.JSON(api.Site, []string{catalog.SiteSettingsCollection}, func(e *core.RequestEvent) (any, error) {
		settings, err := s.Settings.Site(e.App)
		site := settings.Site
		now := s.Clock()
		site.RotatingWarning, site.Year = catalog.WarningOfTheDay(settings.RotatingWarnings, now), catalog.BusinessYear(now)
		return site, err
	})
}
