package health_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/metrics"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/health"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"
)

const gib = 1 << 30

// replicaLagging is a replica shown to hold everything but the last lag.
func replicaLagging(lag time.Duration) func() health.ReplicationStatus {
	return func() health.ReplicationStatus { return health.ReplicationStatus{On: true, Lag: lag, BackupAge: lag} }
}

// plentyOfDisk is a disk with room to spare.
func plentyOfDisk(string) (uint64, uint64, error) { return 50 * gib, 100 * gib, nil }

// readyApp is a test app whose readiness reads ops (plenty of disk unless ops says otherwise).
func readyApp(ops health.Operations) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app, err := tests.NewTestApp(hookstest.TemplateDir)
		if err != nil {
			t.Fatal(err)
		}
		if ops.DiskFree == nil {
			ops.DiskFree = plentyOfDisk
		}
		hookstest.Register(t, app, hooks.Options{Operations: ops})
		return app
	}
}

// failingSince queues an email that has been failing since `since` (its first attempt).
func failingSince(t testing.TB, app core.App, since time.Time) {
	t.Helper()
	collection, err := app.FindCollectionByNameOrId(catalog.OutboxCollection)
	if err != nil {
		t.Fatal(err)
	}
	rec := core.NewRecord(collection)
	rec.Load(map[string]any{"kind": "contact_to_staff", "to": []string{"staff@example.com"}, "subject": "s", "text": "t",
		"status": outbox.Pending, "attempts": 3, "lastError": "connection refused", "nextAttemptAt": types.NowDateTime()})
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	at, _ := types.ParseDateTime(since)
	if _, err := app.DB().NewQuery("UPDATE outbox SET createdAt = {:at} WHERE id = {:id}").
		Bind(map[string]any{"at": at.String(), "id": rec.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
}

func TestReadinessNamesEachReason(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{
			Name: "all fine: 200 with every check", Method: http.MethodGet, URL: "/api/ready",
			TestAppFactory:  readyApp(health.Operations{}),
			ExpectedStatus:  200,
			ExpectedContent: []string{`"ready":true`, `"reasons":[]`, `"database":true`, `"disk":true`, `"replication":true`, `"mail":true`},
		},
		{
			Name: "the database cannot be written", Method: http.MethodGet, URL: "/api/ready",
			TestAppFactory: readyApp(health.Operations{WriteProbe: func(context.Context, core.App) error {
				return errors.New("attempt to write a readonly database")
			}}),
			ExpectedStatus:  503,
			ExpectedContent: []string{`"ready":false`, `"reasons":["database-not-writable"]`, `"database":false`},
		},
		{
			Name: "less than 512 MB free", Method: http.MethodGet, URL: "/api/ready",
			TestAppFactory:  readyApp(health.Operations{DiskFree: func(string) (uint64, uint64, error) { return 400 << 20, 100 * gib, nil }}),
			ExpectedStatus:  503,
			ExpectedContent: []string{`"reasons":["disk-nearly-full"]`, `"disk":false`},
		},
		{
			Name: "less than 5% free", Method: http.MethodGet, URL: "/api/ready",
			TestAppFactory:  readyApp(health.Operations{DiskFree: func(string) (uint64, uint64, error) { return 40 * gib, 1000 * gib, nil }}),
			ExpectedStatus:  503,
			ExpectedContent: []string{`"reasons":["disk-nearly-full"]`},
		},
		{
			Name: "the replica is behind past the bound", Method: http.MethodGet, URL: "/api/ready",
			TestAppFactory:  readyApp(health.Operations{Replication: replicaLagging(health.ReplicationLagLimit + time.Second)}),
			ExpectedStatus:  503,
			ExpectedContent: []string{`"reasons":["replication-lagging"]`, `"replication":false`},
		},
		{
			Name: "the replica a little behind is fine", Method: http.MethodGet, URL: "/api/ready",
			TestAppFactory:  readyApp(health.Operations{Replication: replicaLagging(800 * time.Millisecond)}),
			ExpectedStatus:  200,
			ExpectedContent: []string{`"replication":true`},
		},
		{
			Name: "emails failing for an hour", Method: http.MethodGet, URL: "/api/ready",
			TestAppFactory: readyApp(health.Operations{}),
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				failingSince(t, app, time.Now().Add(-health.MailFailingLimit-time.Minute))
			},
			ExpectedStatus:  503,
			ExpectedContent: []string{`"reasons":["mail-failing"]`, `"mail":false`},
		},
		{
			Name: "emails failing for less than an hour", Method: http.MethodGet, URL: "/api/ready",
			TestAppFactory: readyApp(health.Operations{}),
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				failingSince(t, app, time.Now().Add(-10*time.Minute))
			},
			ExpectedStatus:  200,
			ExpectedContent: []string{`"mail":true`},
		},
		{
			Name: "every reason at once", Method: http.MethodGet, URL: "/api/ready",
			TestAppFactory: readyApp(health.Operations{
				WriteProbe:  func(context.Context, core.App) error { return errors.New("disk I/O error") },
				DiskFree:    func(string) (uint64, uint64, error) { return 0, 0, errors.New("statfs failed") },
				Replication: replicaLagging(time.Hour),
			}),
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				failingSince(t, app, time.Now().Add(-2*time.Hour))
			},
			ExpectedStatus:  503,
			ExpectedContent: []string{`"reasons":["database-not-writable","disk-nearly-full","replication-lagging","mail-failing"]`},
		},
	})
}

func TestStaffSeeHealthInWords(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{
			Name: "visitors may not", Method: http.MethodGet, URL: "/api/admin/health",
			TestAppFactory: readyApp(health.Operations{}), ExpectedStatus: 401, ExpectedContent: []string{`"message"`},
		},
		hookstest.AsStaff(tests.ApiScenario{
			Name: "staff see each warning", Method: http.MethodGet, URL: "/api/admin/health",
			TestAppFactory: readyApp(health.Operations{
				DiskFree:    func(string) (uint64, uint64, error) { return 100 << 20, 100 * gib, nil },
				Replication: replicaLagging(time.Minute),
			}),
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				failingSince(t, app, time.Now().Add(-2*time.Hour))
			},
			ExpectedStatus: 200,
			ExpectedContent: []string{
				`"freeBytes":104857600`, `"lagSeconds":60`, `"pending":1`,
				"The server's disk is nearly full", "The database's copy in cloud storage is behind", "Emails are failing to send",
			},
		}),
	})
}

// The metrics endpoint names every figure the README's alert list uses.
func TestMetricsNameEveryFigure(t *testing.T) {
	app := readyApp(health.Operations{Replication: replicaLagging(2 * time.Second)})(t)
	defer app.Cleanup()
	// One request through the site, so the request counters have a series.
	(&tests.ApiScenario{Method: http.MethodGet, URL: "/api/ready", ExpectedStatus: 200, ExpectedContent: []string{`"ready":true`},
		TestAppFactory: func(testing.TB) *tests.TestApp { return app }, DisableTestAppCleanup: true}).Test(t)

	rec := httptest.NewRecorder()
	metrics.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	body, _ := io.ReadAll(rec.Body)
	text := string(body)
	for _, name := range []string{
		`farmsite_http_requests_total{group="health",status="2xx"}`, `farmsite_http_request_duration_seconds_bucket{group="health"`,
		"farmsite_answer_cache_requests_total", "farmsite_answer_cache_bytes",
		"farmsite_renders_total", "farmsite_render_engines_busy", "farmsite_render_engines",
		"farmsite_image_work_queued", "farmsite_image_work_refused_total",
		"farmsite_outbox_pending", "farmsite_outbox_failed", "farmsite_outbox_oldest_pending_age_seconds",
		"farmsite_replication_enabled 1", "farmsite_replication_lag_seconds 2", "farmsite_backup_age_seconds",
		"farmsite_realtime_connections", "farmsite_disk_free_bytes 5.36870912e+10", "farmsite_ready 1",
		"go_goroutines", "go_memstats_heap_alloc_bytes", "process_resident_memory_bytes",
	} {
		if !strings.Contains(text, name) {
			t.Errorf("/metrics lacks %s", name)
		}
	}
}

// The replica's failure reaches staff in words, never the public readiness answer.
func TestAFailingReplicaIsExplainedToStaffOnly(t *testing.T) {
	failing := func() health.ReplicationStatus {
		return health.ReplicationStatus{On: true, Lag: health.ReplicationLagLimit + time.Second, BackupAge: time.Minute,
			Problem: "api error SignatureDoesNotMatch: the request signature does not match"}
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{
			Name: "public: the reason's name only", Method: http.MethodGet, URL: "/api/ready",
			TestAppFactory:     readyApp(health.Operations{Replication: failing}),
			ExpectedStatus:     503,
			ExpectedContent:    []string{`"reasons":["replication-lagging"]`, `"replication":false`},
			NotExpectedContent: []string{"SignatureDoesNotMatch"},
		},
		hookstest.AsStaff(tests.ApiScenario{
			Name: "staff: what the replica answered", Method: http.MethodGet, URL: "/api/admin/health",
			TestAppFactory: readyApp(health.Operations{Replication: failing}),
			ExpectedStatus: 200,
			ExpectedContent: []string{`"problem":"api error SignatureDoesNotMatch`,
				"The database's copy in cloud storage is behind: recent changes would be lost with this server. The copy fails with: api error SignatureDoesNotMatch"},
		}),
	})
}
