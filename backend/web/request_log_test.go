package web

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// loggedRow is a row the request log wrote, as the log stores it.
type loggedRow struct {
	level   slog.Level
	message string
	data    map[string]any
	bytes   int
}

// logHarness is a router with the request log, a clock the test moves, and the rows
// written.
type logHarness struct {
	handler http.Handler
	now     time.Time
	mu      sync.Mutex
	rows    []loggedRow
}

func newLogHarness(t *testing.T, bytesPerDay int) *logHarness {
	t.Helper()
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	app.Settings().Logs.MaxDays = 5
	h := &logHarness{now: time.Date(2026, 11, 25, 10, 30, 0, 0, time.UTC)}
	r, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	r.Bind(BoundRequestLog(RequestLogOptions{BytesPerDay: bytesPerDay, Now: func() time.Time { return h.now },
		Write: func(_ core.App, level slog.Level, message string, attrs []any) {
			data := map[string]any{}
			for i := 0; i+1 < len(attrs); i += 2 {
				data[attrs[i].(string)] = attrs[i+1]
			}
			encoded, err := json.Marshal(data)
			if err != nil {
				t.Errorf("row %q: %v", message, err)
			}
			h.mu.Lock()
			defer h.mu.Unlock()
			h.rows = append(h.rows, loggedRow{level, message, data, len(message) + len(encoded)})
		}}))
	staff, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	r.GET("/api/things/{name}", func(e *core.RequestEvent) error {
		if e.Request.Header.Get("X-Staff") != "" {
			e.Auth = core.NewRecord(staff)
		}
		return e.String(http.StatusOK, "a thing")
	})
	r.POST("/api/things", func(e *core.RequestEvent) error { return e.NoContent(http.StatusNoContent) })
	r.POST("/api/quiet", func(e *core.RequestEvent) error { return e.NoContent(http.StatusNoContent) }).Bind(apis.SkipSuccessActivityLog())
	r.GET("/api/broken", func(e *core.RequestEvent) error {
		return APIError(http.StatusBadRequest, strings.Repeat("visitor text ", 1000), map[string]any{"field": strings.Repeat("x", 5000)})
	})
	mux, err := r.BuildMux()
	if err != nil {
		t.Fatal(err)
	}
	h.handler = mux
	return h
}

func (h *logHarness) get(url string, headers map[string]string) int {
	return h.request(http.MethodGet, url, headers)
}

func (h *logHarness) request(method, url string, headers map[string]string) int {
	req := httptest.NewRequest(method, url, nil)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.handler.ServeHTTP(rec, req)
	return rec.Code
}

func (h *logHarness) written() []loggedRow {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]loggedRow(nil), h.rows...)
}

func (h *logHarness) rowsOfType(kind string) []loggedRow {
	var out []loggedRow
	for _, r := range h.written() {
		if r.data["type"] == kind {
			out = append(out, r)
		}
	}
	return out
}

func TestPublicReadsAreCountedNotLogged(t *testing.T) {
	h := newLogHarness(t, 0)
	for i := 0; i < 1000; i++ {
		if code := h.get("/api/things/a", nil); code != 200 {
			t.Fatalf("read %d: %d", i, code)
		}
	}
	h.get("/api/things/b?q="+strings.Repeat("z", 3000), nil)
	if rows := h.written(); len(rows) != 0 {
		t.Fatalf("%d rows written for visitors' successful reads, want none; the first: %q", len(rows), rows[0].message)
	}

	h.now = h.now.Add(RequestLogSummaryEvery)
	h.get("/api/things/c", nil)
	summaries := h.rowsOfType("requestSummary")
	if len(summaries) != 1 || len(h.written()) != 1 {
		t.Fatalf("after an interval: %d rows, %d summaries; want the one summary", len(h.written()), len(summaries))
	}
	reads, _ := summaries[0].data["reads"].(map[string]int)
	if got := reads["GET /api/things/{name}"]; got != 1001 {
		t.Errorf("summary counts %v, want 1001 reads of GET /api/things/{name}", reads)
	}
}

func TestErrorsAndStaffActionsAreLogged(t *testing.T) {
	h := newLogHarness(t, 0)
	h.get("/api/things/a", map[string]string{"X-Staff": "yes"})
	h.request(http.MethodPost, "/api/things", nil)
	h.get("/api/broken?"+strings.Repeat("q", 5000), map[string]string{
		"User-Agent": strings.Repeat("agent ", 1000), "Referer": "https://x.example/" + strings.Repeat("r", 5000)})
	h.get("/api/no-such-route", nil)

	rows := h.rowsOfType("request")
	if len(rows) != 4 {
		t.Fatalf("%d request rows, want 4 (a staff read, a visitor's write, two errors)", len(rows))
	}
	mustBe := func(i int, status int, auth string) {
		t.Helper()
		if got := rows[i].data["status"]; got != status {
			t.Errorf("row %d status %v, want %d", i, got, status)
		}
		if got := rows[i].data["auth"]; got != auth {
			t.Errorf("row %d auth %q, want %q", i, got, auth)
		}
	}
	mustBe(0, 200, core.CollectionNameSuperusers)
	mustBe(1, 204, "")
	mustBe(2, 400, "")
	mustBe(3, 404, "")
	for i, r := range rows {
		if r.bytes+rowOverheadBytes > MaxRequestLogRowBytes {
			t.Errorf("row %d is %d bytes, more than %d", i, r.bytes, MaxRequestLogRowBytes)
		}
	}
	if rows[2].level != slog.LevelError || len(rows[2].data["url"].(string)) > maxLoggedURL+3 {
		t.Errorf("the failed request's row: level %v, url of %d bytes", rows[2].level, len(rows[2].data["url"].(string)))
	}
}

func TestTheRequestLogKeepsToItsDailyBudget(t *testing.T) {
	const budget = 256 << 10
	h := newLogHarness(t, budget)
	largeFailure := func() {
		h.get("/api/broken?"+strings.Repeat("q", 5000), map[string]string{
			"User-Agent": strings.Repeat("agent ", 1000), "Referer": "https://x.example/" + strings.Repeat("r", 5000)})
	}
	// One error a second stays within the error rate: only the bytes bound the rows.
	const flood = 150
	for i := 0; i < flood; i++ {
		largeFailure()
		h.now = h.now.Add(time.Second)
	}
	var bytes int
	for _, r := range h.written() {
		bytes += r.bytes + rowOverheadBytes
	}
	logged, notices := len(h.rowsOfType("request")), h.rowsOfType("requestLogBudget")
	if bytes > budget {
		t.Errorf("%d bytes written in a day, budget %d", bytes, budget)
	}
	if logged == 0 || logged == flood || len(notices) != 1 {
		t.Fatalf("%d of %d failures logged, %d notices; want some logged, the rest dropped, one notice", logged, flood, len(notices))
	}

	// The next UTC day has its own budget, and its first row reports the dropped ones.
	h.now = time.Date(2026, 11, 26, 0, 0, 1, 0, time.UTC)
	largeFailure()
	notices = h.rowsOfType("requestLogBudget")
	if len(notices) != 2 || notices[1].data["droppedRows"] != flood-logged || notices[1].data["day"] != "2026-11-25" {
		t.Errorf("the next day's report: %+v, want %d rows dropped on 2026-11-25", notices[len(notices)-1].data, flood-logged)
	}
	if got := len(h.rowsOfType("request")); got != logged+1 {
		t.Errorf("the next day's failure was not logged (%d rows, want %d)", got, logged+1)
	}
}

func TestAFloodOfErrorsIsLoggedAtTheErrorRate(t *testing.T) {
	h := newLogHarness(t, 0)
	for i := 0; i < 1000; i++ {
		if code := h.get("/api/no-such-route", nil); code != 404 {
			t.Fatalf("request %d: %d (every request keeps its answer, logged or not)", i, code)
		}
	}
	if got := len(h.rowsOfType("request")); got != ErrorLogBurst {
		t.Errorf("%d of 1000 errors in the same instant logged, want the burst of %d", got, ErrorLogBurst)
	}
	h.now = h.now.Add(RequestLogSummaryEvery)
	h.get("/api/things/a", nil)
	summaries := h.rowsOfType("requestSummary")
	if len(summaries) != 1 || summaries[0].data["unloggedErrors"] != 1000-ErrorLogBurst {
		t.Errorf("summary %v, want %d unlogged errors", summaries, 1000-ErrorLogBurst)
	}
}

func TestSkippedSuccessesAreNotLogged(t *testing.T) {
	h := newLogHarness(t, 0)
	if code := h.request(http.MethodPost, "/api/quiet", nil); code != 204 {
		t.Fatalf("status %d", code)
	}
	if rows := h.written(); len(rows) != 0 {
		t.Errorf("a route that skips the log (apis.SkipSuccessActivityLog) was logged: %q", rows[0].message)
	}
}
