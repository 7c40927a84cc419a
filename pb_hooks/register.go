// Package hooks is the site's wiring: Register gives each area's package (pb_hooks/*)
// what it needs and binds its routes, and saves.go binds what runs on a save, in order.
// main and the tests bind the same hooks.
package hooks

import (
	"cmp"
	"io/fs"
	"net/netip"
	"time"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/settings"
	"github.com/hudsonvalley/farmsite/backend/ssr"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/hudsonvalley/farmsite/pb_hooks/batches"
	"github.com/hudsonvalley/farmsite/pb_hooks/blog"
	"github.com/hudsonvalley/farmsite/pb_hooks/compliance"
	"github.com/hudsonvalley/farmsite/pb_hooks/dashboard"
	"github.com/hudsonvalley/farmsite/pb_hooks/files"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/hudsonvalley/farmsite/pb_hooks/health"
	"github.com/hudsonvalley/farmsite/pb_hooks/heroes"
	"github.com/hudsonvalley/farmsite/pb_hooks/leads"
	"github.com/hudsonvalley/farmsite/pb_hooks/locations"
	"github.com/hudsonvalley/farmsite/pb_hooks/notifications"
	"github.com/hudsonvalley/farmsite/pb_hooks/products"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/publishing"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/hudsonvalley/farmsite/pb_hooks/sitesettings"
	"github.com/hudsonvalley/farmsite/pb_hooks/webapps"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// Options carries what the hooks need from outside the app: the built web apps.
type Options struct {
	Storefront fs.FS // storefront/dist (index.html + assets); nil serves nothing
	// StorefrontServer is the storefront's server entry (storefront/dist-server/
	// entry-server.js), which renders its pages; empty: pages are sent as the shell.
	StorefrontServer []byte
	// RenderTimeLimit bounds one page render (0: ssr.DefaultTimeLimit).
	RenderTimeLimit time.Duration
	// RenderEngines is how many pages may render at once (0: one per core; at most that).
	RenderEngines int
	Admin         fs.FS // admin/dist; nil serves nothing
	// PublicDir holds an operator's extra static files served at the root when no
	// storefront file has the name ("" or a missing dir serves none).
	PublicDir string
	// SiteURL is the --siteUrl flag: the site's canonical origin, over site settings'.
	SiteURL string
	// OperatorCORS tells whether the operator chose PocketBase's CORS origins
	// (--origins); unless so, only the site's own origin may make cross-origin calls.
	OperatorCORS func() bool
	// CacheBytes is the public answer cache's budget (0: the default).
	CacheBytes int
	// MaxVideoBytes is the largest hero video upload (0: the spec's 500MB).
	MaxVideoBytes int64
	// FormsClock is the time the public forms' per-client limits count by (nil: the
	// wall clock; tests stop it so a slow machine does not refill the allowance).
	FormsClock func() time.Time
	// Clock is the site's calendar: the day whose rotating warning pages show, and the
	// time of a review with counsel (nil: the wall clock).
	Clock func() time.Time
	// SendMail runs the outbox worker from serve to termination (tests send by
	// calling the worker themselves).
	SendMail bool
	// MailTimeouts bound every SMTP send (zero: mail.DefaultDialTimeout, DefaultSendTimeout).
	MailTimeouts mail.Timeouts
	// MailPollEvery is how often the outbox worker looks for retries come due unwoken
	// (0: outbox.DefaultPollEvery).
	MailPollEvery time.Duration
	// Images bounds the work of derived images (nil: one Derived with the defaults).
	Images *media.Derived
	// Operations feeds readiness and the health view (replication; tests inject the rest).
	Operations health.Operations
	// FreshSecret signs the storefront's refetch tokens, for a shared cache that checks
	// them (deploy/nginx-cache.conf; "": a random one, which no cache can check).
	FreshSecret string
}

// Register binds every route and record hook of the site to app; it fails only on a
// bad option.
func Register(app core.App, opts Options) error {
	_, err := register(app, opts)
	return err
}

// site is what Register made for app that its routes and hooks share.
type site struct {
	pages    *pages.Pages
	proxies  *web.TrustedProxies
	settings *settings.Cache
	// mail is the site's email (the outbox's worker); now is the time the public forms'
	// limits count by.
	mail *notifications.Mail
	now  func() time.Time
	// leads are visitors' contact messages and order requests.
	leads *leads.Leads
	// site is the site's settings, sitemap and slideshow.
	site *sitesettings.Site
	// forms binds the public forms with the forms' clock.
	forms forms.Forms
	// signin is staff sign-in (its routes and the staff gates).
	signin *signin.Accounts
	// clock is the site's calendar (Options.Clock).
	clock func() time.Time
	// cache is the public answers' cache; uploads serve and take /uploads/ files.
	cache   *web.AnswerCache
	uploads *files.Uploads
	// dashboards build the dashboard's answers.
	dashboards *dashboard.Dashboards
}

func register(app core.App, opts Options) (*site, error) {
	s := &site{settings: &settings.Cache{}, now: time.Now, clock: time.Now}
	if opts.FormsClock != nil {
		s.now = opts.FormsClock
	}
	if opts.Clock != nil {
		s.clock = opts.Clock
	}
	s.site = &sitesettings.Site{Settings: s.settings, Clock: s.clock}
	s.forms = forms.Forms{Now: s.now, LeadsPerNetworkPerHour: leads.PerNetworkPerHour}
	s.signin = signin.New(s.now, s.settings, s.forms)
	address, err := web.NewSiteAddress(opts.SiteURL, s.site.ConfiguredSiteURL)
	if err != nil {
		return nil, err
	}
	storefront, err := webapps.ReadStorefront(opts.Storefront, opts.StorefrontServer)
	if err != nil {
		return nil, err
	}
	// The cache that checks the tokens reads the wall clock: so do they.
	fresh, err := web.NewFreshTokens(opts.FreshSecret, time.Now)
	if err != nil {
		return nil, err
	}
	s.proxies = web.NewTrustedProxies(s.site.TrustedProxies)
	bindSaves(app, s, saveSteps, saveDeps{opts: opts})
	signin.GuardSuperuserLogins(app, s.now)
	s.leads = &leads.Leads{Mail: s.mail, Settings: s.settings, Forms: s.forms, Now: s.now}
	publishing.Schedule(app)
	s.signin.ScheduleSessionSweep(app)
	leads.ScheduleStaffDigest(app, s.mail, address)
	cache := s.cache
	// Every page shows the site settings' warning of the day: they turn over at midnight in New York.
	cache.TurnOver(catalog.SiteSettingsCollection, s.clock, catalog.NextBusinessDay)
	var renderer *ssr.Renderer
	if len(storefront.Server) > 0 {
		renderer = ssr.New(storefront.Server, ssr.Options{TimeLimit: opts.RenderTimeLimit, Engines: opts.RenderEngines})
		app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
			renderer.Close()
			return e.Next()
		})
	}
	s.pages = pages.New(cache, renderer, pages.Content{
		Settings: s.settings.Site,
		IsStaff:  func(e *core.RequestEvent) bool { return s.signin.SessionStaff(e) != nil },
		Listing: func(e *core.RequestEvent) ([]catalog.ProductWithVariants, error) {
			return products.ListingOfPage(e, cache)
		},
	})
	s.leads.Pages = s.pages
	readiness := health.New(app, opts.Operations, func() bool { return address.RunsInProduction(app) })
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if removed, err := media.SweepUnfinished(app); err != nil {
			app.Logger().Warn("could not sweep unfinished uploads", "error", err)
		} else if len(removed) > 0 {
			app.Logger().Info("removed the remains of uploads cut short", "files", removed)
		}
		r := se.Router
		if se.Server != nil {
			address.ListenOn(se.Server.Addr)
			err := web.BoundServer(se, func(addr netip.Addr) bool { return web.ContainsIP(s.proxies.Prefixes(app), addr.String()) })
			if err != nil {
				return err
			}
		} else {
			address.ListenOn("")
		}
		address.WarnWhenUnset(app)
		if opts.OperatorCORS == nil || !opts.OperatorCORS() {
			r.Unbind(apis.DefaultCorsMiddlewareId)
			r.Bind(web.SameSiteCORS(app, address))
		}
		activitylog.ActForRequests(r)
		activitylog.GuardTheLog(app, r)
		r.Bind(s.proxies.Middleware(), address.Middleware(), web.LimitRequestURI(), web.LimitBodies(), web.BoundRequestLog(web.RequestLogOptions{}), web.SecurityHeaders(storefront.Scripts), web.LimitCollectionAPI())
		bindSaves(app, s, serveSaveSteps, saveDeps{opts: opts, serve: se, fresh: fresh})
		public := publicapi.Routes{Router: r, Cache: cache, Sources: s.pages.Sources, Slugs: s.pages.Slugs, IsStaff: func(e *core.RequestEvent) bool { return s.signin.SessionStaff(e) != nil }}
		staff := r.Group(api.StaffGroup)
		staff.BindFunc(s.signin.RequireStaff)
		staff.Bind(s.signin.TwoFactorGate())
		staff.Bind(apis.Gzip(), web.StaffBodies())
		system := r.Group(api.SystemGroup)
		system.BindFunc(s.signin.RequireStaff)
		system.Bind(s.signin.TwoFactorGate(), web.StaffBodies())

		logins := s.signin.RegisterAuth(r, staff)
		signin.CloseStaffAuthRoutes(r)
		s.signin.RegisterStaffAccounts(staff, logins)
		s.signin.RegisterTwoFactor(staff, logins)
		s.signin.RegisterSessions(staff)
		s.mail.Register(staff)
		compliance.Register(staff, s.clock)
		products.Register(app, public, staff)
		products.RegisterVariants(app, staff)
		blog.Register(app, public, staff)
		locations.Register(app, public, staff)
		products.RegisterReviews(staff)
		batches.Register(app, public, staff)
		s.leads.RegisterContact(r, staff, storefront.Files, storefront.Routes)
		s.site.RegisterSite(public)
		files.RegisterUploads(app, r, staff, s.uploads)
		files.Register(app, staff)
		heroes.Register(app, public, staff, cmp.Or(opts.MaxVideoBytes, media.MaxVideoBytes))
		s.site.RegisterSitemap(public, staff)
		files.RegisterStorage(app, system, staff)
		webapps.RegisterPages(public, s.pages, storefront.Routes)
		sitesettings.RegisterRedirects(staff, s.pages, storefront.Routes)
		s.leads.RegisterOrders(r, staff)
		health.Register(r, staff, readiness)
		activitylog.Register(staff)
		activitylog.RegisterRevisions(staff)
		s.dashboards = dashboard.New(s.mail, s.clock)
		s.dashboards.Register(staff)
		sitesettings.RegisterSlideshow(staff)
		s.registerWholesale(app, r, staff, address)

		// Unknown API paths answer JSON 404, never the storefront's HTML.
		// (Per method: an Any pattern would conflict with the storefront's GET catch-all.)
		for _, method := range []string{"GET", "POST", "PUT", "PATCH", "DELETE"} {
			r.Route(method, api.UnknownAPI, func(e *core.RequestEvent) error {
				return web.NotFound("Not found")
			})
		}
		return se.Next()
	})
	webapps.Register(app, opts.Admin, opts.PublicDir, storefront, s.pages)
	return s, nil
}
