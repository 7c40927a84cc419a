package hooks_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// No sleeps: each slow handler tells when it starts, and a request still waiting for
// its turn is found by cancelling it (a waiting request whose client has gone gives up).
func TestTheCollectionAPIRunsAFewRequestsAtATime(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	var running, most atomic.Int32
	entered := make(chan struct{}, 16)
	release := make(chan struct{})
	baseRouter, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	var mux http.Handler
	err = app.OnServe().Trigger(&core.ServeEvent{App: app, Router: baseRouter}, func(e *core.ServeEvent) error {
		slow := func(e *core.RequestEvent) error {
			now := running.Add(1)
			for {
				seen := most.Load()
				if now <= seen || most.CompareAndSwap(seen, now) {
					break
				}
			}
			entered <- struct{}{}
			<-release
			running.Add(-1)
			return e.NoContent(http.StatusNoContent)
		}
		e.Router.GET("/api/collections/slowtest/records", slow)
		e.Router.GET("/api/own-read", slow)
		mux, err = e.Router.BuildMux()
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	finished := make(chan struct{}, 16)
	var wg sync.WaitGroup
	get := func(path string) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mux.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, path, nil).WithContext(ctx))
			finished <- struct{}{}
		}()
	}

	const asked = 6
	for range asked {
		get("/api/collections/slowtest/records")
	}
	for range web.CollectionAPIConcurrency {
		<-entered
	}
	// The rest are waiting for a turn: cancelled, they leave without running.
	cancel()
	for left := asked - web.CollectionAPIConcurrency; left > 0; {
		select {
		case <-entered:
			t.Fatalf("more than %d generic API requests ran at once", web.CollectionAPIConcurrency)
		case <-finished:
			left--
		}
	}
	hookstest.MustEqual(t, "generic API requests running at once", most.Load(), int32(web.CollectionAPIConcurrency))
	close(release)
	wg.Wait()

	// The site's own routes are not limited: all four run at once.
	most.Store(0)
	release = make(chan struct{})
	ctx = context.Background()
	for range 4 {
		get("/api/own-read")
	}
	for range 4 {
		<-entered
	}
	hookstest.MustEqual(t, "own requests running at once", most.Load(), int32(4))
	close(release)
	wg.Wait()
}
