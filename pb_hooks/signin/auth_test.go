package signin_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestLogin(t *testing.T) {
	login := func(name string, body map[string]any, status int, content ...string) tests.ApiScenario {
		return tests.ApiScenario{
			Name: name, Method: http.MethodPost, URL: "/api/admin/login", Body: hookstest.JSONBody(body),
			ExpectedStatus: status, ExpectedContent: content,
		}
	}
	noCookie := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		if c := res.Header.Get("Set-Cookie"); c != "" {
			t.Errorf("a failed login set a cookie: %s", c)
		}
	}
	failed := func(s tests.ApiScenario) tests.ApiScenario { s.AfterTestFunc = noCookie; return s }
	hookstest.RunScenarios(t, []tests.ApiScenario{
		failed(login("username missing", map[string]any{"password": "x"}, 400, `"message":"Username is required"`)),
		failed(login("password missing", map[string]any{"username": "staff"}, 400, `"message":"Password is required"`)),
		failed(login("both missing, each under its field", map[string]any{}, 400, `"username":{"code":"validation_invalid","message":"Username is required"}`, `"password":{"code":"validation_invalid","message":"Password is required"}`)),
		failed(login("wrong password", map[string]any{"username": hookstest.StaffUsername, "password": "wrong-password"}, 401, `"message":"Invalid credentials"`)),
		failed(login("unknown user", map[string]any{"username": "nobody", "password": hookstest.StaffPassword}, 401, `"message":"Invalid credentials"`)),
		{
			Name: "success sets an HttpOnly, SameSite=Strict session cookie", Method: http.MethodPost, URL: "/api/admin/login",
			Body:               hookstest.JSONBody(map[string]any{"username": hookstest.StaffUsername, "password": hookstest.StaffPassword}),
			ExpectedStatus:     200,
			ExpectedContent:    []string{`"username":"staff"`, `"createdAt":"`},
			NotExpectedContent: []string{"password", "tokenKey"},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				cookie := res.Header.Get("Set-Cookie")
				for _, want := range []string{signin.SessionCookie + "=", "HttpOnly", "SameSite=Strict", "Path=/"} {
					if !strings.Contains(cookie, want) {
						t.Errorf("cookie %q lacks %q", cookie, want)
					}
				}
				if strings.Contains(cookie, "Secure") {
					t.Errorf("cookie over plain http is marked Secure: %q", cookie)
				}
				token := strings.TrimPrefix(strings.Split(cookie, ";")[0], signin.SessionCookie+"=")
				if _, rec := staffauth.Find(app, token, hookstest.StoppedClock()); rec == nil || rec.GetString("username") != hookstest.StaffUsername {
					t.Errorf("the cookie opens no session of the staff account: %v", rec)
				}
			},
		},
		{
			Name: "Secure cookie behind a trusted https proxy", Method: http.MethodPost, URL: "/api/admin/login",
			Body:    hookstest.JSONBody(map[string]any{"username": hookstest.StaffUsername, "password": hookstest.StaffPassword}),
			Headers: map[string]string{"X-Forwarded-Proto": "https"},
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				app.Settings().TrustedProxy.Headers = []string{"X-Forwarded-For"}
				hookstest.TrustProxy(t, app, hookstest.ClientAddress)
			},
			ExpectedStatus: 200, ExpectedContent: []string{`"username":"staff"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				if !strings.Contains(res.Header.Get("Set-Cookie"), "Secure") {
					t.Errorf("cookie behind https is not Secure: %q", res.Header.Get("Set-Cookie"))
				}
			},
		},
		{
			Name: "X-Forwarded-Proto from an address that is not a trusted proxy is ignored", Method: http.MethodPost, URL: "/api/admin/login",
			Body:    hookstest.JSONBody(map[string]any{"username": hookstest.StaffUsername, "password": hookstest.StaffPassword}),
			Headers: map[string]string{"X-Forwarded-Proto": "https"},
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				app.Settings().TrustedProxy.Headers = []string{"X-Forwarded-For"}
			},
			ExpectedStatus: 200, ExpectedContent: []string{`"username":"staff"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				if strings.Contains(res.Header.Get("Set-Cookie"), "Secure") {
					t.Errorf("a client's own X-Forwarded-Proto made the cookie Secure: %q", res.Header.Get("Set-Cookie"))
				}
			},
		},
		{
			Name: "the 11th attempt within a minute is refused", Method: http.MethodPost, URL: "/api/admin/login",
			Body: hookstest.JSONBody(map[string]any{"username": hookstest.StaffUsername, "password": hookstest.StaffPassword}),
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				mux, err := e.Router.BuildMux()
				if err != nil {
					t.Fatal(err)
				}
				for i := 0; i < 10; i++ {
					req := httptest.NewRequest(http.MethodPost, "/api/admin/login", strings.NewReader(fmt.Sprintf(`{"username":"guess-%d","password":"guess"}`, i)))
					req.Header.Set("Content-Type", "application/json")
					rec := httptest.NewRecorder()
					mux.ServeHTTP(rec, req)
					if rec.Code != 401 {
						t.Fatalf("attempt %d answered %d", i+1, rec.Code)
					}
				}
			},
			ExpectedStatus: 429, ExpectedContent: []string{`"message"`},
		},
	})
}

func TestSession(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "me with the session cookie", Method: http.MethodGet, URL: "/api/admin/me",
			ExpectedStatus:     200,
			ExpectedContent:    []string{`"username":"staff"`, `"id":"`, `"createdAt":"`},
			NotExpectedContent: []string{"password", "tokenKey"},
		}),
		{
			Name: "me with a bearer token", Method: http.MethodGet, URL: "/api/admin/me",
			Headers:        map[string]string{"Authorization": "Bearer " + hookstest.StaffToken},
			ExpectedStatus: 200, ExpectedContent: []string{`"username":"staff"`},
		},
		{
			Name: "me without a session", Method: http.MethodGet, URL: "/api/admin/me",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
		{
			Name: "me with a forged token", Method: http.MethodGet, URL: "/api/admin/me",
			Headers:        map[string]string{"Cookie": signin.SessionCookie + "=" + hookstest.StaffToken[:len(hookstest.StaffToken)-4] + "abcd"},
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
		hookstest.AsStaff(tests.ApiScenario{
			Name: "logout clears the cookie and revokes the token", Method: http.MethodPost, URL: "/api/admin/logout",
			ExpectedStatus: 200, ExpectedContent: []string{`"success":true`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				if c := res.Header.Get("Set-Cookie"); !strings.Contains(c, "Max-Age=0") {
					t.Errorf("logout did not expire the cookie: %q", c)
				}
				if _, staff := staffauth.Find(app, hookstest.StaffToken, hookstest.StoppedClock()); staff != nil {
					t.Error("the token still works after logout")
				}
			},
		}),
	})

	t.Run("a superuser token is not a staff session", func(t *testing.T) {
		app := hookstest.NewApp(t)
		superusers, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
		if err != nil {
			t.Fatal(err)
		}
		su := core.NewRecord(superusers)
		su.SetEmail("root@example.com")
		su.SetPassword("superuser-password")
		if err := app.Save(su); err != nil {
			t.Fatal(err)
		}
		token, err := su.NewAuthToken()
		if err != nil {
			t.Fatal(err)
		}
		s := tests.ApiScenario{
			Method: http.MethodGet, URL: "/api/admin/me",
			Headers:        map[string]string{"Authorization": "Bearer " + token},
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
			TestAppFactory: func(testing.TB) *tests.TestApp { return app },
		}
		s.Test(t)
	})
}
