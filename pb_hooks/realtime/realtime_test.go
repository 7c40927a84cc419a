package realtime_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/realtime"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// openRealtime opens an event stream on server and reads its first event (PB_CONNECT),
// so the connection is counted; a refused one is returned unread.
func openRealtime(t *testing.T, server *httptest.Server) *http.Response {
	t.Helper()
	res, err := http.Get(server.URL + "/api/realtime")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	if res.StatusCode == http.StatusOK {
		line, err := bufio.NewReader(res.Body).ReadString('\n')
		if err != nil || !strings.HasPrefix(line, "id:") {
			t.Fatalf("first line of the stream: %q, %v", line, err)
		}
	}
	return res
}

func TestRealtimeConnectionsAreCappedPerNetwork(t *testing.T) {
	app := hookstest.NewApp(t)
	t.Cleanup(app.Cleanup)
	server := httptest.NewServer(hookstest.AppHandler(t, app))
	t.Cleanup(server.Close) // after the streams are closed (cleanups run last first)

	for i := 0; i < web.RealtimeConnectionsPerNetwork; i++ {
		if res := openRealtime(t, server); res.StatusCode != http.StatusOK {
			t.Fatalf("connection %d refused: %d", i+1, res.StatusCode)
		}
	}
	res := openRealtime(t, server)
	hookstest.MustEqual(t, "status beyond the cap", res.StatusCode, http.StatusServiceUnavailable)
	hookstest.MustEqual(t, "Retry-After", res.Header.Get("Retry-After"), fmt.Sprint(web.RealtimeRetryAfter))
	var body struct{ Message string }
	hookstest.DecodeResponse(t, res, &body)
	hookstest.MustEqual(t, "message", body.Message, web.RealtimeFullMessage)
}

// received drains what c was sent: the messages, and whether its outbox was closed.
func received(c *realtime.Client) (messages []subscriptions.Message, closed bool) {
	for {
		select {
		case m, ok := <-c.Channel():
			if !ok {
				return messages, true
			}
			messages = append(messages, m)
		default:
			return messages, false
		}
	}
}

// TestStaffSavesDoNotWaitOnSubscribers: with a thousand visitors subscribed who never
// read, a save checks and encodes the record once (PocketBase checked and encoded it for
// each subscriber inside the save), answers, and visitors get it from the worker; one
// that falls behind is disconnected rather than held.
func TestStaffSavesDoNotWaitOnSubscribers(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	const subscribers = 1000
	idle := make([]*realtime.Client, subscribers)
	for i := range idle {
		idle[i] = hookstest.VisitorClient(app, "PB_CONNECT", "products/*", "blog_posts/*")
	}
	product := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "headhunter")
	reader := hookstest.VisitorClient(app, "products/"+product.Id)

	var encodings int
	app.OnRecordEnrich().Bind(&hook.Handler[*core.RecordEnrichEvent]{Func: func(e *core.RecordEnrichEvent) error {
		if e.RequestInfo.Context == core.RequestInfoContextRealtime {
			encodings++ // the save's own goroutine: the worker encodes nothing
		}
		return e.Next()
	}})

	save := func(price string) {
		t.Helper()
		before := encodings
		res := hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+product.Id,
			hookstest.JSONBody(map[string]any{"price": price}), hookstest.StaffHeaders())
		hookstest.MustEqual(t, "save status", res.StatusCode, 200)
		if n := encodings - before; n < 1 || n > 2 {
			t.Fatalf("a save encoded the record %d times for %d subscribers, want once or twice (list and view)", n, subscribers)
		}
		// The reader keeps up: it takes each change as it comes.
		m := <-reader.Channel()
		hookstest.MustEqual(t, "topic", m.Name, "products/"+product.Id)
		var data struct {
			Action string
			Record map[string]any
		}
		if err := json.Unmarshal(m.Data, &data); err != nil {
			t.Fatal(err)
		}
		hookstest.MustEqual(t, "action", data.Action, "update")
		hookstest.MustEqual(t, "price", fmt.Sprint(data.Record["price"]), strings.TrimSuffix(price, "0"))
	}
	for i := 0; i < realtime.Outbox+1; i++ {
		save(fmt.Sprintf("%d.50", 40+i))
	}
	// The worker delivers one change to every client before the next: once the reader
	// has this one, every idle visitor has had all the others.
	save("99.50")
	for i, c := range idle {
		messages, closed := received(c)
		if len(messages) != realtime.Outbox || !closed {
			t.Fatalf("idle visitor %d: %d messages queued, closed %v; want %d and closed (it stopped reading)", i, len(messages), closed, realtime.Outbox)
		}
		if messages[0].Name != "products/*" {
			t.Fatalf("idle visitor %d got %q first", i, messages[0].Name)
		}
	}
}

func TestVisitorSubscriptionsAreBounded(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	client := hookstest.VisitorClient(app)
	client.Set(apis.RealtimeClientIPKey, "192.0.2.1") // httptest's client address
	subscribe := func(topics ...string) *http.Response {
		return hookstest.Send(t, server, http.MethodPost, "/api/realtime", hookstest.JSONBody(map[string]any{"clientId": client.Id(), "subscriptions": topics}), nil)
	}
	hookstest.MustEqual(t, "plain topics", subscribe("PB_CONNECT", "products/*", "blog_posts/*").StatusCode, http.StatusNoContent)
	for name, topics := range map[string][]string{
		"options (a query per subscriber and change)": {`products/*?options={"query":{"filter":"price>1"}}`},
		"too many topics": strings.Split(strings.Repeat("products/*,", 21), ",")[:21],
		"a long topic":    {"products/" + strings.Repeat("x", 200)},
	} {
		res := subscribe(topics...)
		if body := hookstest.ReadAll(t, res); res.StatusCode != 400 || !strings.Contains(body, realtime.VisitorSubscriptionsMessage) {
			t.Errorf("%s: %d %s", name, res.StatusCode, body)
		}
	}
}
