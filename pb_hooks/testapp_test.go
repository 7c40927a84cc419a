package hooks

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/demo"
	"github.com/hudsonvalley/farmsite/backend/staffauth"

	_ "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/router"
)

// templateDir is a data dir with every migration applied, the demo content loaded and
// one staff account, made once; each scenario runs on its own copy of it.
var templateDir string

// staffToken is a valid session token of the template's staff account.
var staffToken string

const (
	testStaffUsername = "staff"
	testStaffPassword = "correct-horse-battery"
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "farmsite-test-template-")
	if err != nil {
		panic(err)
	}
	templateDir = dir
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
	rec.Set("username", testStaffUsername)
	rec.Set("owner", true)
	rec.SetPassword(testStaffPassword)
	if err := app.Save(rec); err != nil {
		return err
	}
	staffToken, _, err = staffauth.Start(app, rec, "Go test", testClientAddress, stoppedClock())
	return err
}

// sessionOf signs rec in on app (as a login would) and returns the session cookie's
// name=value.
func sessionOf(t testing.TB, app core.App, rec *core.Record) string {
	t.Helper()
	token, _, err := staffauth.Start(app, rec, "Go test", testClientAddress, sites.of(app).now())
	if err != nil {
		t.Fatal(err)
	}
	return SessionCookie + "=" + token
}

// newTestApp is a copy of the template with the site's hooks bound, as main binds them.
func newTestApp(t testing.TB) *tests.TestApp {
	app, err := tests.NewTestApp(templateDir)
	if err != nil {
		t.Fatal(err)
	}
	mustRegister(t, app, Options{})
	return app
}

// stoppedClock is the public forms' clock in tests: the per-client allowances do not
// refill while a slow machine runs a test.
func stoppedClock() time.Time { return time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC) }

func mustRegister(t testing.TB, app core.App, opts Options) {
	t.Helper()
	if opts.FormsClock == nil {
		opts.FormsClock = stoppedClock
	}
	s, err := register(app, opts)
	if err != nil {
		t.Fatal(err)
	}
	sites.add(app, s)
	t.Cleanup(func() { sites.remove(app) })
}

// sites are what Register made for each test app, for the tests that look inside.
var sites = registeredSites{byApp: map[core.App]*site{}}

type registeredSites struct {
	mu    sync.Mutex
	byApp map[core.App]*site
}

func (r *registeredSites) add(app core.App, s *site) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.byApp[app] = s
}

func (r *registeredSites) remove(app core.App) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.byApp, app)
}

func (r *registeredSites) of(app core.App) *site {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.byApp[app]
}

// testClientAddress is the address httptest gives every request.
const testClientAddress = "192.0.2.1"

// trustProxy makes addresses trusted proxies in the private settings.
func trustProxy(t testing.TB, app core.App, addresses ...string) {
	t.Helper()
	settings, err := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	settings.Set("trustedProxies", addresses)
	if err := app.Save(settings); err != nil {
		t.Fatal(err)
	}
}

// staffHeaders carries the staff session cookie.
func staffHeaders() map[string]string {
	return map[string]string{"Cookie": SessionCookie + "=" + staffToken}
}

// scenario fills in the app factory every scenario of this package uses.
func scenario(s tests.ApiScenario) tests.ApiScenario {
	if s.TestAppFactory == nil {
		s.TestAppFactory = newTestApp
	}
	return s
}

// runScenarios runs each scenario on its own app copy, in parallel.
func runScenarios(t *testing.T, scenarios []tests.ApiScenario) {
	t.Helper()
	for _, s := range scenarios {
		s := scenario(s)
		t.Run(s.Name, func(t *testing.T) {
			t.Parallel()
			s.Test(t)
		})
	}
}

// asStaff marks a scenario as sent with the staff session.
func asStaff(s tests.ApiScenario) tests.ApiScenario {
	if s.Headers == nil {
		s.Headers = map[string]string{}
	}
	for k, v := range staffHeaders() {
		s.Headers[k] = v
	}
	return s
}

// testOnRecord runs s on a fresh app with "{id}" in its URL replaced by the id of the
// record of collection whose slug is slug.
func testOnRecord(t *testing.T, collection, slug string, s tests.ApiScenario) {
	testPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
		return strings.ReplaceAll(s.URL, "{id}", findBySlug(t, app, collection, slug).Id)
	})
}

// testPrepared runs s on a fresh app that prepare has set up; prepare returns the URL
// and may complete the scenario (a body naming records it made, say).
func testPrepared(t *testing.T, s tests.ApiScenario, prepare func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string) {
	t.Run(s.Name, func(t *testing.T) {
		app := newTestApp(t)
		s.URL = prepare(t, app, &s)
		s.TestAppFactory = func(testing.TB) *tests.TestApp { return app }
		s.Test(t)
	})
}

func jsonBodyOf(v any) io.Reader {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return strings.NewReader(string(raw))
}

// decodeResponse reads a JSON answer into v.
func decodeResponse(t testing.TB, res *http.Response, v any) {
	t.Helper()
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		t.Fatalf("decoding the answer: %v", err)
	}
}

// countRecords counts a collection's records matching a filter ("" for all).
func countRecords(t testing.TB, app core.App, collection, filter string, params ...map[string]any) int {
	t.Helper()
	var p map[string]any
	if len(params) > 0 {
		p = params[0]
	}
	records, err := app.FindRecordsByFilter(collection, filter, "", 0, 0, p)
	if err != nil {
		t.Fatalf("counting %s: %v", collection, err)
	}
	return len(records)
}

func findBySlug(t testing.TB, app core.App, collection, slug string) *core.Record {
	t.Helper()
	rec, err := app.FindFirstRecordByData(collection, "slug", slug)
	if err != nil {
		t.Fatalf("%s %q: %v", collection, slug, err)
	}
	return rec
}

func mustEqual[T comparable](t testing.TB, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

func quoted(s string) string { return fmt.Sprintf("%q", s) }

// multipartBody builds a multipart/form-data body: fields first (in the order given
// as name, value pairs), then one file part. It returns the body and its content type.
func multipartBody(t testing.TB, fileField, fileName string, content []byte, fields ...string) (io.Reader, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for i := 0; i+1 < len(fields); i += 2 {
		if err := w.WriteField(fields[i], fields[i+1]); err != nil {
			t.Fatal(err)
		}
	}
	if fileField != "" {
		part, err := w.CreateFormFile(fileField, fileName)
		if err != nil {
			t.Fatal(err)
		}
		part.Write(content)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return &buf, w.FormDataContentType()
}

// uploadScenario is a staff multipart POST.
func uploadScenario(t testing.TB, s tests.ApiScenario, fileField, fileName string, content []byte, fields ...string) tests.ApiScenario {
	body, contentType := multipartBody(t, fileField, fileName, content, fields...)
	s.Body = body
	s = asStaff(s)
	s.Headers["Content-Type"] = contentType
	return s
}

// storedFiles lists the files under the data dir's storage, temporary ones included.
func storedFiles(t testing.TB, app core.App) []string {
	t.Helper()
	var files []string
	root := filepath.Join(app.DataDir(), "storage")
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !strings.HasSuffix(p, ".attrs") {
			files = append(files, strings.TrimPrefix(p, root+"/"))
		}
		return nil
	})
	return files
}

// followUps lets a scenario's AfterTestFunc send more requests through the router the
// scenario ran on: it wraps s.BeforeTestFunc to keep that router.
type followUps struct {
	router *router.Router[*core.RequestEvent]
	mux    http.Handler
}

func withFollowUps(s tests.ApiScenario) (tests.ApiScenario, *followUps) {
	f := &followUps{}
	before := s.BeforeTestFunc
	s.BeforeTestFunc = func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
		f.router, f.mux = e.Router, nil
		if before != nil {
			before(t, app, e)
		}
	}
	return s, f
}

// get sends a GET through the scenario's router.
func (f *followUps) get(t testing.TB, url string, headers ...map[string]string) *http.Response {
	t.Helper()
	if f.mux == nil {
		mux, err := f.router.BuildMux()
		if err != nil {
			t.Fatal(err)
		}
		f.mux = mux
	}
	var h map[string]string
	if len(headers) > 0 {
		h = headers[0]
	}
	return send(t, f.mux, http.MethodGet, url, nil, h)
}

// appHandler serves app's routes as the real server would, for tests that send
// several requests to one app.
func appHandler(t testing.TB, app *tests.TestApp) http.Handler {
	return servingOn(t, app, "")
}

// servingOn is app's router as a server listening on addr builds it ("": a test
// router, with no server).
func servingOn(t testing.TB, app *tests.TestApp, addr string) http.Handler {
	t.Helper()
	baseRouter, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	se := &core.ServeEvent{App: app, Router: baseRouter}
	if addr != "" {
		se.Server = &http.Server{Addr: addr}
		se.Listener = loopbackListener(t)
	}
	var mux http.Handler
	err = app.OnServe().Trigger(se, func(e *core.ServeEvent) error {
		mux, err = e.Router.BuildMux()
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return mux
}

// loopbackListener stands in for the listener of a server that the test does not run
// (the site wraps it in its connection caps), closed when the test ends.
func loopbackListener(t testing.TB) net.Listener {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// send makes one JSON request to handler.
func send(t testing.TB, handler http.Handler, method, url string, body io.Reader, headers map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, url, body)
	req.Header.Set("Content-Type", "application/json")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, req)
	return rec.Result()
}

// filesGone waits (PocketBase deletes a record's files in the background, after the
// delete commits) until no stored file path contains any of parts.
func filesGone(t testing.TB, app core.App, parts ...string) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for {
		var left []string
		for _, f := range storedFiles(t, app) {
			for _, p := range parts {
				if strings.Contains(f, p) {
					left = append(left, f)
				}
			}
		}
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("still stored: %v", left)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// sendBefore sends n requests through the scenario's router before the scenario's own
// request (for rate limits), each expected to answer want.
func sendBefore(n int, method, url, body string, want int) func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
	return func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
		mux, err := e.Router.BuildMux()
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < n; i++ {
			if res := send(t, mux, method, url, strings.NewReader(body), nil); res.StatusCode != want {
				t.Fatalf("request %d before the scenario answered %d", i+1, res.StatusCode)
			}
		}
	}
}
