package hookstest

import (
	"os"
	"sync"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/demo"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	_ "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// TemplateDir is a data dir with every migration applied, the demo content loaded and
// one staff account, made once; each scenario runs on its own copy of it.
var TemplateDir string

// StaffToken is a valid session token of the template's staff account.
var StaffToken string

const (
	StaffUsername = "staff"
	StaffPassword = "correct-horse-battery"
)

// Main runs a test package's tests (its TestMain calls it) after building the template
// data dir once for the package's test binary, and removes it after.
func Main(m *testing.M) {
	dir, err := os.MkdirTemp("", "farmsite-test-template-")
	if err != nil {
		panic(err)
	}
	TemplateDir = dir
	if err := buildTemplate(dir); err != nil {
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func buildTemplate(dir string) error {
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir, EncryptionEnv: "pb_test_env"})
	if err := app.Bootstrap(); err != nil {
		return err
	}
	defer app.ClearBootstrap()
	if err := app.RunAllMigrations(); err != nil {
		return err
	}
	if err := demo.Load(app); err != nil {
		return err
	}
	staff, err := app.FindCollectionByNameOrId(catalog.StaffCollection)
	if err != nil {
		return err
	}
	rec := core.NewRecord(staff)
	rec.Set(catalog.StaffFieldUsername, StaffUsername)
	rec.Set(catalog.StaffFieldOwner, true)
	rec.SetPassword(StaffPassword)
	if err := app.Save(rec); err != nil {
		return err
	}
	StaffToken, _, err = staffauth.Start(app, rec, "Go test", ClientAddress, StoppedClock())
	return err
}

// NewApp is a copy of the template with the site's hooks bound, as main binds them.
func NewApp(t testing.TB) *tests.TestApp {
	app, err := tests.NewTestApp(TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	Register(t, app, hooks.Options{})
	return app
}

// StoppedClock is the public forms' clock in tests: the per-client allowances do not
// refill while a slow machine runs a test.
func StoppedClock() time.Time { return time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC) }

// Register binds the site's hooks to app as main does (with the forms' clock stopped
// unless opts sets one), and keeps what it made for SiteOf.
func Register(t testing.TB, app core.App, opts hooks.Options) {
	t.Helper()
	if opts.FormsClock == nil {
		opts.FormsClock = StoppedClock
	}
	s, err := hooks.RegisterSite(app, opts)
	if err != nil {
		t.Fatal(err)
	}
	sites.add(app, s)
	t.Cleanup(func() { sites.remove(app) })
}

// SiteOf is what Register made for app, for the tests that look inside.
func SiteOf(app core.App) hooks.Site { return sites.of(app) }

var sites = registeredSites{byApp: map[core.App]hooks.Site{}}

type registeredSites struct {
	mu    sync.Mutex
	byApp map[core.App]hooks.Site
}

func (r *registeredSites) add(app core.App, s hooks.Site) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.byApp[app] = s
}

func (r *registeredSites) remove(app core.App) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.byApp, app)
}

func (r *registeredSites) of(app core.App) hooks.Site {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.byApp[app]
}

// ClientAddress is the address httptest gives every request.
const ClientAddress = "192.0.2.1"

// TrustProxy makes addresses trusted proxies in the private settings.
func TrustProxy(t testing.TB, app core.App, addresses ...string) {
	t.Helper()
	settings, err := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	settings.Set(catalog.PrivateSettingsFieldTrustedProxies, addresses)
	if err := app.Save(settings); err != nil {
		t.Fatal(err)
	}
}

// SetPrivate saves values into the private settings.
func SetPrivate(t testing.TB, app core.App, values map[string]any) {
	t.Helper()
	private, err := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range values {
		private.Set(k, v)
	}
	if err := app.Save(private); err != nil {
		t.Fatal(err)
	}
}
