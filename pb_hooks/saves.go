package hooks

import (
	"cmp"
	"slices"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/redirects"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/files"
	"github.com/hudsonvalley/farmsite/pb_hooks/notifications"
	"github.com/hudsonvalley/farmsite/pb_hooks/realtime"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/hudsonvalley/farmsite/pb_hooks/sitesettings"
	"github.com/hudsonvalley/farmsite/pb_hooks/wholesale"
	"github.com/pocketbase/pocketbase/core"
)

// What runs on a save, in order: every record hook of the site is one step of this list,
// bound here and nowhere else (TestRecordHooksAreBoundOnlyBySaveSteps), in this order,
// on the collections the step's of names. A collection's own list is these steps it is
// in, in this order: pb_hooks/testdata/saves.txt writes each out
// (TestWhatRunsOnASaveIsDeclared fails while it differs). PocketBase runs a save's
// hooks in the order they were bound: validate (rules, copy check), then the write (the
// activity log's transaction around the rest; redirects inside it), then after the
// commit (caches, mail, realtime). Within a phase they run in this order, but for the
// activity log's write (priority -1000: its transaction holds the others) and the staff
// sessions' (98 and 100: around PocketBase's own).
var saveSteps = []saveStep{
	{"rules: prepare, the schema's check, the rules that need the database, unique and missing messages",
		func(c string) bool { e, ok := catalog.Registered(c); return ok && e.Rules != nil },
		func(app core.App, s *site, _ saveDeps) { rules.Bind(app) }},
	{"copy check",
		func(c string) bool { return catalog.CopySchemaOf(c) != nil },
		func(app core.App, s *site, _ saveDeps) { copycheck.Bind(app, s.clock) }},
	{"activity log and revisions (one transaction around the write; the log itself append-only)",
		func(c string) bool { return activity.Logged(c) || c == catalog.ActivityCollection },
		func(app core.App, s *site, _ saveDeps) { activitylog.Bind(app) }},
	{"staff sessions kept when an email changes",
		func(c string) bool { return c == catalog.StaffCollection },
		func(app core.App, s *site, _ saveDeps) { signin.KeepSessionsOnEmailChange(app) }},
	{"redirects: a slug's old address kept, redirects collapsed",
		func(c string) bool {
			_, slugs := redirects.SlugPages()[c]
			return slugs || c == catalog.RedirectsCollection
		},
		func(app core.App, s *site, _ saveDeps) { sitesettings.BindRedirects(app) }},
	{"licence checks and invoices kept as written",
		func(c string) bool { return c == catalog.LicenceChecksCollection || c == catalog.InvoicesCollection },
		func(app core.App, s *site, _ saveDeps) { wholesale.BindHooks(app) }},
	{"settings read again (and the trusted proxies)",
		func(c string) bool {
			return c == catalog.SiteSettingsCollection || c == catalog.PrivateSettingsCollection
		},
		func(app core.App, s *site, _ saveDeps) { s.settings.ForgetOnChange(app, s.proxies.Forget) }},
	{"the mail worker woken",
		func(c string) bool { return c == catalog.OutboxCollection },
		func(app core.App, s *site, d saveDeps) {
			opts := d.opts
			s.mail = notifications.New(app, s.settings, notifications.Options{SendMail: opts.SendMail, Timeouts: opts.MailTimeouts, PollEvery: opts.MailPollEvery})
		}},
	{"the public cache cleared",
		func(c string) bool { return catalog.IsPublic(c) },
		func(app core.App, s *site, d saveDeps) {
			s.cache = pages.NewPublicCache(app, cmp.Or(d.opts.CacheBytes, pages.DefaultCacheBytes))
		}},
	{"the upload index forgotten",
		func(c string) bool { return c == catalog.FileUploadsCollection },
		func(app core.App, s *site, d saveDeps) { s.uploads = files.NewUploads(app, d.opts.Images) }},
}

// serveSaveSteps are bound when the server starts, after saveSteps: they need the router.
var serveSaveSteps = []saveStep{
	{"realtime: subscribers told",
		func(string) bool { return true },
		func(app core.App, s *site, d saveDeps) { realtime.Bind(app, d.serve.Router, d.fresh) }},
}

// saveStep is one thing that runs on saves of the collections of says.
type saveStep struct {
	name string
	of   func(collection string) bool
	bind func(app core.App, s *site, d saveDeps)
}

// saveDeps is what steps need beyond the site: the options, and for those bound at
// serve, the serve event and the refetch tokens.
type saveDeps struct {
	opts  Options
	serve *core.ServeEvent
	fresh *web.FreshTokens
}

// bindSaves binds steps in their order.
func bindSaves(app core.App, s *site, steps []saveStep, d saveDeps) {
	for _, step := range steps {
		step.bind(app, s, d)
	}
}

// savesOf are the steps that run on a save of collection, in order.
func savesOf(collection string) []string {
	var out []string
	for _, step := range append(slices.Clone(saveSteps), serveSaveSteps...) {
		if step.of(collection) {
			out = append(out, step.name)
		}
	}
	return out
}
