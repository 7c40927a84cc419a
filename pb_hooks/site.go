package hooks

import (
	"net/netip"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
)

const (
	siteSettingsStoreKey    = "farmsite.siteSettings"
	privateSettingsStoreKey = "farmsite.privateSettings"
)

// siteSettings is the one site_settings record (created by its migration), kept in the
// app's store until it changes: most requests need it. Callers must not modify it.
func siteSettings(app core.App) (*core.Record, error) {
	if rec, ok := app.Store().Get(siteSettingsStoreKey).(*core.Record); ok {
		return rec, nil
	}
	rec, err := app.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
	if err != nil {
		return nil, err
	}
	app.Store().Set(siteSettingsStoreKey, rec)
	return rec, nil
}

// privateSettings is the one site_private_settings record (created by its migration):
// the settings only staff and superusers read (notified addresses, sender, trusted
// proxies, the mail switches and budget), kept like siteSettings.
func privateSettings(app core.App) (*core.Record, error) {
	if rec, ok := app.Store().Get(privateSettingsStoreKey).(*core.Record); ok {
		return rec, nil
	}
	rec, err := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		return nil, err
	}
	app.Store().Set(privateSettingsStoreKey, rec)
	return rec, nil
}

// forgetSiteSettingsOnChange drops the kept settings records, and the trusted proxies
// parsed from them, whenever one is saved.
func forgetSiteSettingsOnChange(app core.App, proxies *web.TrustedProxies) {
	forget := func(e *core.RecordEvent) error {
		app.Store().Remove(siteSettingsStoreKey)
		app.Store().Remove(privateSettingsStoreKey)
		proxies.Forget()
		return e.Next()
	}
	for _, collection := range []string{catalog.SiteSettingsCollection, catalog.PrivateSettingsCollection} {
		app.OnRecordAfterUpdateSuccess(collection).BindFunc(forget)
		app.OnRecordAfterDeleteSuccess(collection).BindFunc(forget)
		app.OnRecordAfterCreateSuccess(collection).BindFunc(forget)
	}
}

// configuredSiteURL is site settings' siteUrl as stored ("" when unreadable).
func configuredSiteURL(app core.App) string {
	s, err := siteSettings(app)
	if err != nil {
		return ""
	}
	return s.GetString("siteUrl")
}

// readTrustedProxies are private settings' trustedProxies, parsed (none when unreadable).
func readTrustedProxies(app core.App) []netip.Prefix {
	s, err := privateSettings(app)
	if err != nil {
		return nil
	}
	prefixes, _ := catalog.ParseNetworks(stringList(s, "trustedProxies"))
	return prefixes
}

func defaultBlogAuthor(app core.App) string {
	if s, err := siteSettings(app); err == nil && s.GetString("defaultBlogAuthor") != "" {
		return s.GetString("defaultBlogAuthor")
	}
	return catalog.DefaultBlogAuthor
}

func siteToJSON(s *core.Record) catalog.Site {
	return catalog.Site{
		BrandName:      s.GetString("brandName"),
		Tagline:        s.GetString("tagline"),
		SiteURL:        s.GetString("siteUrl"),
		ContactEmail:   s.GetString("contactEmail"),
		ContactPhone:   s.GetString("contactPhone"),
		Address:        s.GetString("address"),
		City:           s.GetString("city"),
		State:          s.GetString("state"),
		Zip:            s.GetString("zip"),
		HealthWarning:  s.GetString("healthWarning"),
		ExcludedRoutes: stringList(s, "excludedRoutes"),
		HeroImages:     stringList(s, "heroImages"),
		Licenses:       stringList(s, "licenses"),
		TeamMembers:    s.GetInt("teamMembers"),
	}
}

// registerSite binds GET /api/site: the settings the storefront shows (brand, contact
// details, the health warning).
func registerSite(app core.App, public publicRoutes) {
	public.json("/api/site", []string{catalog.SiteSettingsCollection}, func(e *core.RequestEvent) (any, error) {
		s, err := siteSettings(e.App)
		if err != nil {
			return nil, err
		}
		return siteToJSON(s), nil
	})
}
