package hooks

import (
	"net/netip"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/pocketbase/pocketbase/core"
)

// configuredSiteURL is site settings' siteUrl as stored ("" when unreadable).
func (s *site) configuredSiteURL(app core.App) string {
	settings, err := s.settings.Site(app)
	if err != nil {
		return ""
	}
	return settings.SiteURL
}

// trustedProxies are private settings' trustedProxies, parsed (none when unreadable).
func (s *site) trustedProxies(app core.App) []netip.Prefix {
	settings, err := s.settings.Private(app)
	if err != nil {
		return nil
	}
	prefixes, _ := catalog.ParseNetworks(settings.TrustedProxies)
	return prefixes
}

// registerSite binds GET /api/site: the settings the storefront shows (brand, contact
// details, the licensee, the fixed warning and today's rotating one). The public cache
// turns it over at midnight in New York (see register), as every page that shows it.
func (s *site) registerSite(public publicapi.Routes) {
	public.JSON(api.Site, []string{catalog.SiteSettingsCollection}, func(e *core.RequestEvent) (any, error) {
		settings, err := s.settings.Site(e.App)
		site := settings.Site
		now := s.clock()
		site.RotatingWarning, site.Year = catalog.WarningOfTheDay(settings.RotatingWarnings, now), catalog.BusinessYear(now)
		return site, err
	})
}
