package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/web"
	migrations "github.com/hudsonvalley/farmsite/pb_migrations"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
)

const (
	siteSettingsCollection = "site_settings"
	siteSettingsStoreKey   = "farmsite.siteSettings"
)

// siteSettings is the one site_settings record (created by its migration), kept in the
// app's store until it changes: most requests need it. Callers must not modify it.
func siteSettings(app core.App) (*core.Record, error) {
	if rec, ok := app.Store().Get(siteSettingsStoreKey).(*core.Record); ok {
		return rec, nil
	}
	rec, err := app.FindFirstRecordByFilter(siteSettingsCollection, "")
	if err != nil {
		return nil, err
	}
	app.Store().Set(siteSettingsStoreKey, rec)
	return rec, nil
}

// forgetSiteSettingsOnChange drops the kept settings record whenever it is saved.
func forgetSiteSettingsOnChange(app core.App) {
	forget := func(e *core.RecordEvent) error {
		app.Store().Remove(siteSettingsStoreKey)
		app.Store().Remove(trustedProxiesStoreKey)
		return e.Next()
	}
	app.OnRecordAfterUpdateSuccess(siteSettingsCollection).BindFunc(forget)
	app.OnRecordAfterDeleteSuccess(siteSettingsCollection).BindFunc(forget)
	app.OnRecordAfterCreateSuccess(siteSettingsCollection).BindFunc(forget)
}

func defaultBlogAuthor(app core.App) string {
	if s, err := siteSettings(app); err == nil && s.GetString("defaultBlogAuthor") != "" {
		return s.GetString("defaultBlogAuthor")
	}
	return migrations.DefaultBlogAuthor
}

type siteJSON struct {
	BrandName      string   `json:"brandName"`
	Tagline        string   `json:"tagline"`
	SiteURL        string   `json:"siteUrl"`
	ContactEmail   string   `json:"contactEmail"`
	ContactPhone   string   `json:"contactPhone"`
	Address        string   `json:"address"`
	City           string   `json:"city"`
	State          string   `json:"state"`
	Zip            string   `json:"zip"`
	HealthWarning  string   `json:"healthWarning"`
	ExcludedRoutes []string `json:"excludedRoutes"`
	HeroImages     []string `json:"heroImages"`
}

func siteToJSON(s *core.Record) siteJSON {
	return siteJSON{
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
	}
}

// registerSite binds GET /api/site: the settings the storefront shows (brand, contact
// details, the health warning).
func registerSite(app core.App, public publicRoutes) {
	public.json("/api/site", []string{siteSettingsCollection}, func(e *core.RequestEvent) (any, error) {
		s, err := siteSettings(e.App)
		if err != nil {
			return nil, err
		}
		return siteToJSON(s), nil
	})
}

// validateSiteSettings keeps the site's address and its trusted proxies usable, however
// the settings are saved (the superuser UI included).
func validateSiteSettings(app core.App) {
	app.OnRecordValidate(siteSettingsCollection).BindFunc(func(e *core.RecordEvent) error {
		problems := validation.Errors{}
		if raw := e.Record.GetString("siteUrl"); raw != "" {
			if _, err := web.ParseOrigin(raw); err != nil {
				problems["siteUrl"] = validation.NewError("validation_invalid_origin", "Must be the site's address, such as https://example.com")
			}
		}
		var proxies []string
		if raw := e.Record.GetString("trustedProxies"); raw != "" && raw != "null" {
			if err := e.Record.UnmarshalJSONField("trustedProxies", &proxies); err != nil {
				problems["trustedProxies"] = validation.NewError("validation_invalid_proxies", "Must be a list of IP addresses or networks such as 10.0.0.0/8")
			} else if _, err := web.ParsePrefixes(proxies); err != nil {
				problems["trustedProxies"] = validation.NewError("validation_invalid_proxies", "Must be a list of IP addresses or networks such as 10.0.0.0/8")
			}
		}
		if len(problems) > 0 {
			return problems
		}
		return e.Next()
	})
}
