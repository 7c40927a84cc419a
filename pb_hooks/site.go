package hooks

import (
	"time"

	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/dashboard"
	"github.com/hudsonvalley/farmsite/pb_hooks/notifications"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
)

// Site is what Register made for one app, for the tests of the whole site that look
// inside it (pb_hooks/internal/hookstest).
type Site struct{ s *site }

// RegisterSite is Register, and answers what it made.
func RegisterSite(app core.App, opts Options) (Site, error) {
	s, err := register(app, opts)
	return Site{s}, err
}

// Pages are the site's pages and their public cache.
func (s Site) Pages() *pages.Pages { return s.s.pages }

// Mail is the site's email (the outbox's worker).
func (s Site) Mail() *notifications.Mail { return s.s.mail }

// Proxies are the trusted proxies the site reads from its private settings.
func (s Site) Proxies() *web.TrustedProxies { return s.s.proxies }

// SignIn is staff sign-in.
func (s Site) SignIn() *signin.Accounts { return s.s.signin }

// Dashboards build the dashboard's answers (nil until the server starts).
func (s Site) Dashboards() *dashboard.Dashboards { return s.s.dashboards }

// Now is the time the public forms' limits count by (Options.FormsClock).
func (s Site) Now() time.Time { return s.s.now() }
