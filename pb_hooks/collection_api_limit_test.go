package hooks

import (
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

func TestTheCollectionAPIRunsAFewRequestsAtATime(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	var running, most atomic.Int32
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

	var wg sync.WaitGroup
	for i := 0; i < 6; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			send(t, mux, http.MethodGet, "/api/collections/slowtest/records", nil, nil)
		}()
	}
	time.Sleep(300 * time.Millisecond)
	mustEqual(t, "generic API requests running at once", most.Load(), int32(web.CollectionAPIConcurrency))
	close(release)
	wg.Wait()

	// The site's own routes are not limited.
	most.Store(0)
	release = make(chan struct{})
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			send(t, mux, http.MethodGet, "/api/own-read", nil, nil)
		}()
	}
	time.Sleep(300 * time.Millisecond)
	mustEqual(t, "own requests running at once", most.Load(), int32(4))
	close(release)
	wg.Wait()
}
