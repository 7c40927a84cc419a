package activitylog_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/logger"
)

// Issue 35, finding 5: a form-encoded body got a superuser's DROP TRIGGER past the SQL
// guard, which read only JSON; then UPDATE and DELETE rewrote the log.

// sqlBody is a body of PocketBase's SQL route in one encoding.
type sqlBody struct {
	encoding    string
	contentType string
	body        []byte
}

func sqlBodies(t testing.TB, query string) []sqlBody {
	t.Helper()
	var multi bytes.Buffer
	w := multipart.NewWriter(&multi)
	if err := w.WriteField("query", query); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	var xmlText strings.Builder
	xmlText.WriteString("<form><Query>")
	if err := xml.EscapeText(&xmlText, []byte(query)); err != nil {
		t.Fatal(err)
	}
	xmlText.WriteString("</Query></form>")
	raw, _ := io.ReadAll(hookstest.JSONBody(map[string]any{"QUERY": query}))
	return []sqlBody{
		{"form", "application/x-www-form-urlencoded", []byte(url.Values{"query": {query}}.Encode())},
		{"multipart", w.FormDataContentType(), multi.Bytes()},
		{"xml", "text/xml", []byte(xmlText.String())},
		{"json, the name in capitals", "application/json", raw},
	}
}

func runSQLAs(t testing.TB, server http.Handler, token string, b sqlBody) *http.Response {
	t.Helper()
	return hookstest.Send(t, server, http.MethodPost, "/api/sql", bytes.NewReader(b.body), map[string]string{"Authorization": token, "Content-Type": b.contentType})
}

func triggerNames(t testing.TB, app *tests.TestApp) []string {
	t.Helper()
	var names []string
	if err := app.DB().NewQuery("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'activity' ORDER BY name").Column(&names); err != nil {
		t.Fatal(err)
	}
	return names
}

func TestSuperuserSQLCannotTouchTheLogInAnyEncoding(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	token := hookstest.SuperuserToken(t, app)
	id := recentEntry(t, app)
	for _, query := range []string{
		"DROP TRIGGER activity_entries_are_never_changed",
		"DROP TRIGGER activity_entries_are_kept",
		"UPDATE activity SET action = 'x'",
		"DELETE FROM activity",
		"PRAGMA writable_schema = 1",
	} {
		for _, b := range sqlBodies(t, query) {
			res := runSQLAs(t, server, token, b)
			if body := hookstest.ReadAll(t, res); res.StatusCode != 403 || !strings.Contains(body, `"message":"The activity log cannot be changed"`) {
				t.Errorf("%s, %s: %d %s", query, b.encoding, res.StatusCode, body)
			}
		}
	}
	hookstest.MustEqual(t, "the triggers", strings.Join(triggerNames(t, app), " "), "activity_entries_are_kept activity_entries_are_never_changed")
	hookstest.MustEqual(t, "the entry", hookstest.LastEntry(t, app).ID, id)

	// The route still answers what the guard lets through, in every encoding.
	for _, b := range sqlBodies(t, "SELECT count(*) FROM activity WHERE id = '"+id+"'") {
		res := runSQLAs(t, server, token, b)
		if body := hookstest.ReadAll(t, res); res.StatusCode != 200 || !strings.Contains(body, `"rows":[["1"]]`) {
			t.Errorf("a read, %s: %d %s", b.encoding, res.StatusCode, body)
		}
	}
}

// A decoder that stops at its first value leaves the rest of the body unread; the route
// must not read on from there to a statement the guard never saw.
func TestTheSQLRouteRunsTheQueryTheGuardChecked(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	token := hookstest.SuperuserToken(t, app)
	body := "<form><Query>SELECT 1</Query></form>" + strings.Repeat(" ", 8<<10) +
		"<form><Query>DROP TRIGGER activity_entries_are_never_changed</Query></form>"
	res := runSQLAs(t, server, token, sqlBody{"xml, two values", "text/xml", []byte(body)})
	if got := hookstest.ReadAll(t, res); res.StatusCode != 200 || !strings.Contains(got, `"rows":[["1"]]`) {
		t.Errorf("the first query: %d %s", res.StatusCode, got)
	}
	hookstest.MustEqual(t, "the triggers", len(triggerNames(t, app)), 2)

	huge := sqlBody{"form, too big", "application/x-www-form-urlencoded", []byte("query=SELECT+1&pad=" + strings.Repeat("a", activitylog.MaxSQLBodyBytes))}
	hookstest.MustEqual(t, "a body past the bound", runSQLAs(t, server, token, huge).StatusCode, 413)
}

func TestMissingLogTriggersArePutBackAtStart(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	app.Settings().Logs.MaxDays = 5 // test apps keep no logs otherwise
	missing, err := activity.TriggersMissing(app)
	if err != nil || len(missing) != 0 {
		t.Fatalf("a fresh database lacks %v (%v): the live triggers differ from the migration's", missing, err)
	}
	for _, drop := range []string{
		"DROP TRIGGER activity_entries_are_never_changed",
		"DROP TRIGGER activity_entries_are_kept",
		// One of the same name that guards nothing.
		"CREATE TRIGGER activity_entries_are_kept BEFORE DELETE ON activity WHEN 0 BEGIN SELECT 1; END",
	} {
		if _, err := app.DB().NewQuery(drop).Execute(); err != nil {
			t.Fatal(err)
		}
	}

	hookstest.AppHandler(t, app) // the server starts

	hookstest.MustEqual(t, "the triggers", strings.Join(triggerNames(t, app), " "), "activity_entries_are_kept activity_entries_are_never_changed")
	missing, err = activity.TriggersMissing(app)
	hookstest.MustEqual(t, "none missing or changed", len(missing), 0)
	if err != nil {
		t.Fatal(err)
	}
	id := recentEntry(t, app)
	if _, err := app.DB().NewQuery("UPDATE activity SET action = 'x' WHERE id = {:id}").Bind(dbx.Params{"id": id}).Execute(); err == nil {
		t.Error("an entry was changed after the start")
	}
	if _, err := app.DB().NewQuery("DELETE FROM activity WHERE id = {:id}").Bind(dbx.Params{"id": id}).Execute(); err == nil {
		t.Error("a recent entry was deleted after the start")
	}

	// PocketBase writes logs in batches: write them now, and wait for the write.
	batches, ok := app.Logger().Handler().(*logger.BatchHandler)
	if !ok {
		t.Fatal("the app's logger writes no batches")
	}
	if err := batches.WriteAll(context.WithValue(context.Background(), logger.BlockKey, true)); err != nil {
		t.Fatal(err)
	}
	var data string
	if err := app.AuxDB().NewQuery("SELECT data FROM _logs WHERE level = 8 AND message LIKE '%activity log''s triggers were missing%'").Row(&data); err != nil {
		t.Fatalf("no log line says the triggers were put back: %v", err)
	}
	if !strings.Contains(data, "activity_entries_are_never_changed") || !strings.Contains(data, "activity_entries_are_kept") {
		t.Errorf("the log line names the triggers put back: %q", data)
	}
}
