// Package hooks holds the custom routes and record hooks, one file per area, each
// with one register function wired here. main and the tests bind the same hooks.
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
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/settings"
	"github.com/hudsonvalley/farmsite/backend/ssr"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/hudsonvalley/farmsite/pb_hooks/batches"
	"github.com/hudsonvalley/farmsite/pb_hooks/blog"
	"github.com/hudsonvalley/farmsite/pb_hooks/compliance"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/files"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/hudsonvalley/farmsite/pb_hooks/heroes"
	"github.com/hudsonvalley/farmsite/pb_hooks/locations"
	"github.com/hudsonvalley/farmsite/pb_hooks/products"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/publishing"
	"github.com/hudsonvalley/farmsite/pb_hooks/realtime"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/hudsonvalley/farmsite/pb_hooks/wholesale"
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
	Operations Operations
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
	// mail is the outbox's worker; now is the time the public forms' limits count by.
	mail *outbox.Worker
	now  func() time.Time
	// forms binds the public forms with the forms' clock.
	forms forms.Forms
	// signin is staff sign-in (its routes and the staff gates).
	signin *signin.Accounts
	// clock is the site's calendar (Options.Clock).
	clock func() time.Time
	// dashboards build the dashboard's answers.
	dashboards *dashboards
}

func register(app core.App, opts Options) (*site, error) {
	s := &site{settings: &settings.Cache{}, now: time.Now, clock: time.Now}
	if opts.FormsClock != nil {
		s.now = opts.FormsClock
	}
	if opts.Clock != nil {
		s.clock = opts.Clock
	}
	s.forms = forms.Forms{Now: s.now, LeadsPerNetworkPerHour: leadsPerNetworkPerHour}
	s.signin = signin.New(s.now, s.settings, s.forms)
	address, err := web.NewSiteAddress(opts.SiteURL, s.configuredSiteURL)
	if err != nil {
		return nil, err
	}
	storefront, err := readStorefront(opts.Storefront, opts.StorefrontServer)
	if err != nil {
		return nil, err
	}
	// The cache that checks the tokens reads the wall clock: so do they.
	fresh, err := web.NewFreshTokens(opts.FreshSecret, time.Now)
	if err != nil {
		return nil, err
	}
	s.proxies = web.NewTrustedProxies(s.trustedProxies)
	rules.Bind(app)
	copycheck.Bind(app, s.clock)
	activitylog.Bind(app)
	signin.KeepSessionsOnEmailChange(app)
	signin.GuardSuperuserLogins(app, s.now)
	bindRedirects(app)
	wholesale.BindHooks(app)
	s.settings.ForgetOnChange(app, s.proxies.Forget)
	s.mail = s.newMailWorker(app, opts)
	publishing.Schedule(app)
	s.signin.ScheduleSessionSweep(app)
	s.scheduleStaffDigest(app, address)
	cache := pages.NewPublicCache(app, cmp.Or(opts.CacheBytes, pages.DefaultCacheBytes))
	// Every page shows the site settings' warning of the day: they turn over at midnight in New York.
	cache.TurnOver(catalog.SiteSettingsCollection, s.clock, catalog.NextBusinessDay)
	var renderer *ssr.Renderer
	if len(storefront.server) > 0 {
		renderer = ssr.New(storefront.server, ssr.Options{TimeLimit: opts.RenderTimeLimit, Engines: opts.RenderEngines})
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
	uploads := files.NewUploads(app, opts.Images)
	health := newHealth(app, opts.Operations, func() bool { return address.RunsInProduction(app) })
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
		r.Bind(s.proxies.Middleware(), address.Middleware(), web.LimitRequestURI(), web.LimitBodies(), web.BoundRequestLog(web.RequestLogOptions{}), web.SecurityHeaders(storefront.scripts), web.LimitCollectionAPI())
		realtime.Bind(app, r, fresh)
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
		s.registerOutbox(staff)
		s.registerNotificationSettings(staff)
		compliance.Register(staff, s.clock)
		products.Register(app, public, staff)
		products.RegisterVariants(app, staff)
		blog.Register(app, public, staff)
		locations.Register(app, public, staff)
		products.RegisterReviews(staff)
		batches.Register(app, public, staff)
		s.registerContact(r, staff, storefront.files, storefront.routes)
		s.registerSite(public)
		files.RegisterUploads(app, r, staff, uploads)
		files.Register(app, staff)
		heroes.Register(app, public, staff, cmp.Or(opts.MaxVideoBytes, media.MaxVideoBytes))
		s.registerSitemap(public, staff)
		files.RegisterStorage(app, system, staff)
		registerPages(public, s, storefront.routes)
		registerRedirects(staff, s, storefront.routes)
		s.registerOrders(r, staff)
		registerOperations(r, staff, health)
		activitylog.Register(staff)
		activitylog.RegisterRevisions(staff)
		s.registerDashboard(staff)
		registerSlideshow(staff)
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
	registerWebApps(app, opts, storefront, s)
	return s, nil
}
