package hookstest

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Scenario fills in the app factory every scenario of this package uses.
func Scenario(s tests.ApiScenario) tests.ApiScenario {
	if s.TestAppFactory == nil {
		s.TestAppFactory = NewApp
	}
	return s
}

// RunScenarios runs each scenario on its own app copy, in parallel.
func RunScenarios(t *testing.T, scenarios []tests.ApiScenario) {
	t.Helper()
	for _, s := range scenarios {
		s := Scenario(s)
		t.Run(s.Name, func(t *testing.T) {
			t.Parallel()
			s.Test(t)
		})
	}
}

// AsStaff marks a scenario as sent with the staff session.
func AsStaff(s tests.ApiScenario) tests.ApiScenario {
	if s.Headers == nil {
		s.Headers = map[string]string{}
	}
	for k, v := range StaffHeaders() {
		s.Headers[k] = v
	}
	return s
}

// RunOnRecord runs s on a fresh app with "{id}" in its URL replaced by the id of the
// record of collection whose slug is slug.
func RunOnRecord(t *testing.T, collection, slug string, s tests.ApiScenario) {
	RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
		return strings.ReplaceAll(s.URL, "{id}", FindBySlug(t, app, collection, slug).Id)
	})
}

// RunPrepared runs s on a fresh app that prepare has set up; prepare returns the URL
// and may complete the scenario (a body naming records it made, say).
func RunPrepared(t *testing.T, s tests.ApiScenario, prepare func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string) {
	t.Run(s.Name, func(t *testing.T) {
		app := NewApp(t)
		s.URL = prepare(t, app, &s)
		s.TestAppFactory = func(testing.TB) *tests.TestApp { return app }
		s.Test(t)
	})
}

// UploadScenario is a staff multipart POST.
func UploadScenario(t testing.TB, s tests.ApiScenario, fileField, fileName string, content []byte, fields ...string) tests.ApiScenario {
	body, contentType := MultipartBody(t, fileField, fileName, content, fields...)
	s.Body = body
	s = AsStaff(s)
	s.Headers["Content-Type"] = contentType
	return s
}

// FollowUps lets a scenario's AfterTestFunc send more requests through the router the
// Scenario ran on: it wraps s.BeforeTestFunc to keep that router.
type FollowUps struct {
	router *router.Router[*core.RequestEvent]
	mux    http.Handler
}

// WithFollowUps is s keeping its router for FollowUps.
func WithFollowUps(s tests.ApiScenario) (tests.ApiScenario, *FollowUps) {
	f := &FollowUps{}
	before := s.BeforeTestFunc
	s.BeforeTestFunc = func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
		f.router, f.mux = e.Router, nil
		if before != nil {
			before(t, app, e)
		}
	}
	return s, f
}

// Get sends a GET through the scenario's router.
func (f *FollowUps) Get(t testing.TB, url string, headers ...map[string]string) *http.Response {
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
	return Send(t, f.mux, http.MethodGet, url, nil, h)
}

// SendBefore sends n requests through the scenario's router before the scenario's own
// request (for rate limits), each expected to answer want.
func SendBefore(n int, method, url, body string, want int) func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
	return func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
		mux, err := e.Router.BuildMux()
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < n; i++ {
			if res := Send(t, mux, method, url, strings.NewReader(body), nil); res.StatusCode != want {
				t.Fatalf("request %d before the scenario answered %d", i+1, res.StatusCode)
			}
		}
	}
}
