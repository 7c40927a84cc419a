package signin_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

const (
	firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"
	safariOnIPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1"
)

// clockApp is a copy of the template whose forms, logins and sessions count by clock
// (which starts at the stopped clock's time).
func clockApp(t *testing.T) (*tests.TestApp, http.Handler, *hookstest.Clock) {
	t.Helper()
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	hookstest.Register(t, app, hooks.Options{FormsClock: clock.Now})
	return app, hookstest.AppHandler(t, app), clock
}

// signInWith logs username in from the address from with a User-Agent, and returns the
// headers that carry its session.
func signInWith(t testing.TB, server http.Handler, from, userAgent, username, password string) map[string]string {
	t.Helper()
	res := hookstest.SendAs(t, server, http.MethodPost, "/api/admin/login", "", from,
		hookstest.JSONBody(map[string]any{"username": username, "password": password}),
		map[string]string{"Content-Type": "application/json", "User-Agent": userAgent})
	hookstest.MustEqual(t, username+" signs in", res.StatusCode, 200)
	return map[string]string{"Cookie": strings.Split(res.Header.Get("Set-Cookie"), ";")[0]}
}

func sessionsOf(t testing.TB, server http.Handler, headers map[string]string) []catalog.StaffSession {
	t.Helper()
	res := hookstest.Send(t, server, http.MethodGet, "/api/admin/me/sessions", nil, headers)
	hookstest.MustEqual(t, "sessions listed", res.StatusCode, 200)
	var sessions []catalog.StaffSession
	hookstest.DecodeResponse(t, res, &sessions)
	return sessions
}

func works(t testing.TB, server http.Handler, headers map[string]string) bool {
	t.Helper()
	return hookstest.Send(t, server, http.MethodGet, "/api/admin/me", nil, headers).StatusCode == 200
}

func TestEachMemberSeesAndEndsTheirOwnSessions(t *testing.T) {
	app, server, clock := clockApp(t)
	createMember(t, server, "riley", "long-enough-1")
	laptop := signInWith(t, server, "203.0.113.5", firefoxOnLinux, "riley", "long-enough-1")
	clock.Advance(5 * time.Minute)
	phone := signInWith(t, server, "198.51.100.20", safariOnIPhone, "riley", "long-enough-1")
	clock.Advance(5 * time.Minute)
	// The laptop calls again, from another network: the list shows the latest.
	hookstest.MustEqual(t, "the laptop calls again", hookstest.SendAs(t, server, http.MethodGet, "/api/admin/me", "", "203.0.113.77", nil, laptop).StatusCode, 200)

	sessions := sessionsOf(t, server, laptop)
	if len(sessions) != 2 {
		t.Fatalf("riley's sessions: %+v", sessions)
	}
	latest, other := sessions[0], sessions[1]
	if latest.Device != "Firefox on Linux" || latest.Address != "203.0.113.77" || !latest.Current || latest.LastSeenAt != "2026-01-01T12:10:00.000Z" || latest.SignedInAt != "2026-01-01T12:00:00.000Z" {
		t.Errorf("the laptop's session, used last: %+v", latest)
	}
	if other.Device != "Safari on iPhone" || other.Address != "198.51.100.20" || other.Current || other.LastSeenAt != "2026-01-01T12:05:00.000Z" {
		t.Errorf("the phone's session: %+v", other)
	}
	for _, s := range sessionsOf(t, server, hookstest.StaffHeaders()) {
		if s.ID == latest.ID || s.ID == other.ID {
			t.Errorf("the owner's list shows riley's session %+v", s)
		}
	}

	hookstest.MustEqual(t, "the owner ends riley's session as their own", hookstest.Send(t, server, http.MethodDelete, "/api/admin/me/sessions/"+other.ID, nil, hookstest.StaffHeaders()).StatusCode, 404)
	hookstest.MustEqual(t, "the phone still works", works(t, server, phone), true)
	ended := hookstest.Send(t, server, http.MethodDelete, "/api/admin/me/sessions/"+other.ID, nil, laptop)
	hookstest.MustEqual(t, "riley ends the phone's session", ended.StatusCode, 200)
	hookstest.MustEqual(t, "the phone is signed out", works(t, server, phone), false)
	hookstest.MustEqual(t, "the laptop is not", works(t, server, laptop), true)
	hookstest.MustEqual(t, "sessions left", len(sessionsOf(t, server, laptop)), 1)

	// Logout ends only its own session.
	phone = signInWith(t, server, "198.51.100.20", safariOnIPhone, "riley", "long-enough-1")
	out := hookstest.Send(t, server, http.MethodPost, "/api/admin/logout", nil, laptop)
	hookstest.MustEqual(t, "logout", out.StatusCode, 200)
	hookstest.MustEqual(t, "the laptop is signed out", works(t, server, laptop), false)
	hookstest.MustEqual(t, "the phone is not", works(t, server, phone), true)
	hookstest.MustEqual(t, "riley's session rows", hookstest.CountRecords(t, app, catalog.StaffSessionsCollection, "staff.username = 'riley'"), 1)
}

func TestSessionsEndAfterTheIdleTimeAndTheLongestLife(t *testing.T) {
	_, server, clock := clockApp(t)
	session := signInWith(t, server, "203.0.113.5", firefoxOnLinux, hookstest.StaffUsername, hookstest.StaffPassword)
	clock.Advance(staffauth.IdleTimeout - time.Minute)
	hookstest.MustEqual(t, "a call just within the idle time", works(t, server, session), true)
	clock.Advance(staffauth.IdleTimeout - time.Minute)
	hookstest.MustEqual(t, "each call starts the idle time again", works(t, server, session), true)
	clock.Advance(staffauth.IdleTimeout)
	hookstest.MustEqual(t, "idle for the whole idle time", works(t, server, session), false)
	if res := hookstest.Send(t, server, http.MethodGet, "/api/admin/products", nil, session); res.StatusCode != 401 {
		t.Errorf("an idle session's call answered %d", res.StatusCode)
	}

	busy := signInWith(t, server, "203.0.113.5", firefoxOnLinux, hookstest.StaffUsername, hookstest.StaffPassword)
	for lived := time.Duration(0); lived+staffauth.IdleTimeout/2 < staffauth.MaxLifetime; lived += staffauth.IdleTimeout / 2 {
		clock.Advance(staffauth.IdleTimeout / 2)
		if !works(t, server, busy) {
			t.Fatalf("a busy session ended after %v", lived+staffauth.IdleTimeout/2)
		}
	}
	clock.Advance(staffauth.IdleTimeout / 2)
	hookstest.MustEqual(t, "a busy session past its longest life", works(t, server, busy), false)
}

func TestAnAccountKeepsAtMostTenSessions(t *testing.T) {
	app, server, clock := clockApp(t)
	first := signInWith(t, server, "203.0.113.5", firefoxOnLinux, hookstest.StaffUsername, hookstest.StaffPassword)
	var rest []map[string]string
	for range catalog.MaxStaffSessions - 1 {
		clock.Advance(time.Minute)
		rest = append(rest, signInWith(t, server, "203.0.113.5", firefoxOnLinux, hookstest.StaffUsername, hookstest.StaffPassword))
	}
	hookstest.MustEqual(t, "ten sessions (the template's least recently used one went)", hookstest.CountRecords(t, app, catalog.StaffSessionsCollection, ""), catalog.MaxStaffSessions)
	clock.Advance(time.Minute)
	hookstest.MustEqual(t, "the first session calls", works(t, server, first), true)
	clock.Advance(time.Minute)
	signInWith(t, server, "203.0.113.5", firefoxOnLinux, hookstest.StaffUsername, hookstest.StaffPassword)
	hookstest.MustEqual(t, "still ten", hookstest.CountRecords(t, app, catalog.StaffSessionsCollection, ""), catalog.MaxStaffSessions)
	hookstest.MustEqual(t, "the first, used lately, goes on", works(t, server, first), true)
	hookstest.MustEqual(t, "the least recently used ended", works(t, server, rest[0]), false)
	hookstest.MustEqual(t, "the next one goes on", works(t, server, rest[1]), true)
}

func TestTheOwnerEndsEverySessionOfAnAccount(t *testing.T) {
	_, server, _ := clockApp(t)
	riley := createMember(t, server, "riley", "long-enough-1")
	laptop := signInWith(t, server, "203.0.113.5", firefoxOnLinux, "riley", "long-enough-1")
	phone := signInWith(t, server, "198.51.100.20", safariOnIPhone, "riley", "long-enough-1")
	owner := findStaffID(t, server)
	hookstest.MustEqual(t, "a member ends the owner's sessions", hookstest.Send(t, server, http.MethodPost, "/api/admin/staff/"+owner+"/end-sessions", nil, laptop).StatusCode, 403)
	hookstest.MustEqual(t, "the owner is still signed in", works(t, server, hookstest.StaffHeaders()), true)

	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/staff/"+riley+"/end-sessions", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != 200 || !strings.Contains(body, `"ended":2`) {
		t.Errorf("the owner ends riley's sessions: %d %s", res.StatusCode, body)
	}
	hookstest.MustEqual(t, "riley's laptop", works(t, server, laptop), false)
	hookstest.MustEqual(t, "riley's phone", works(t, server, phone), false)
	hookstest.MustEqual(t, "the owner's own session", works(t, server, hookstest.StaffHeaders()), true)
	hookstest.MustEqual(t, "riley signs in again", loginFrom(t, server, "203.0.113.5", "riley", "long-enough-1").StatusCode, 200)
}

func findStaffID(t testing.TB, server http.Handler) string {
	t.Helper()
	return meOf(t, server, hookstest.StaffHeaders()).ID
}
