package hooks_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tools/logger"
)

func TestAFloodOfErrorsIsNotAllLogged(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	app.Settings().Logs.MaxDays = 5 // test apps keep no logs; PocketBase keeps 5 days by default
	server := hookstest.AppHandler(t, app)

	// The budget's rate is checked with an injected clock in backend/web; here, that the
	// site's log is the bounded one: the burst is logged, the flood is not.
	const flood = 1000
	for i := 0; i < flood; i++ {
		res := hookstest.Send(t, server, "GET", "/api/no-such-route", nil, nil)
		body := make([]byte, 200)
		n, _ := res.Body.Read(body)
		if res.StatusCode != 404 || !strings.Contains(string(body[:n]), `"message":"Not found"`) {
			t.Fatalf("request %d: %d %s (every request keeps its answer, logged or not)", i, res.StatusCode, body[:n])
		}
	}

	// PocketBase writes logs in batches: flush them, until the burst is in, however long
	// the log's goroutines take on a loaded machine.
	batches, _ := app.Logger().Handler().(*logger.BatchHandler)
	var logged int
	for logged < web.ErrorLogBurst {
		time.Sleep(50 * time.Millisecond)
		if batches != nil {
			if err := batches.WriteAll(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		if err := app.AuxDB().NewQuery("SELECT COUNT(*) FROM _logs WHERE json_extract(data, '$.status') = 404").Row(&logged); err != nil {
			t.Fatal(err)
		}
	}
	// 800 more at 20 a second would take 40 s of flood.
	if logged >= flood {
		t.Errorf("%d of %d failed requests logged: the error log has no budget", logged, flood)
	}
}
