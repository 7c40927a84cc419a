package hooks

import (
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/web"
)

func TestAFloodOfErrorsIsNotAllLogged(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	app.Settings().Logs.MaxDays = 5 // test apps keep no logs; PocketBase keeps 5 days by default
	server := appHandler(t, app)

	const flood = 1000
	started := time.Now()
	for i := 0; i < flood; i++ {
		res := send(t, server, "GET", "/api/no-such-route", nil, nil)
		body := make([]byte, 200)
		n, _ := res.Body.Read(body)
		if res.StatusCode != 404 || !strings.Contains(string(body[:n]), `"message":"Not found"`) {
			t.Fatalf("request %d: %d %s (every request keeps its answer, logged or not)", i, res.StatusCode, body[:n])
		}
	}
	allowed := web.ErrorLogBurst + int(time.Since(started).Seconds()*web.ErrorLogsPerSecond) + 1

	// PocketBase writes logs in batches, at the latest 3 s after the last one.
	var logged int
	for deadline := time.Now().Add(6 * time.Second); time.Now().Before(deadline); time.Sleep(250 * time.Millisecond) {
		if err := app.AuxDB().NewQuery("SELECT COUNT(*) FROM _logs WHERE json_extract(data, '$.status') = 404").Row(&logged); err != nil {
			t.Fatal(err)
		}
		if logged >= web.ErrorLogBurst {
			break
		}
	}
	if logged < web.ErrorLogBurst || logged > allowed {
		t.Errorf("%d of %d failed requests logged, want %d to %d", logged, flood, web.ErrorLogBurst, allowed)
	}
}
