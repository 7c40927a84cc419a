package ssr

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// script is a server entry in miniature: /loop never ends, /fetch reads /api/x, /throw
// throws, /count counts the renders of its engine.
const script = `var storefrontServer = { render: function (url, preloads) {
	if (url === "/count") { globalThis.count = (globalThis.count || 0) + 1; return Promise.resolve({ html: String(count), state: "{}" }); }
	if (url === "/loop") { for (;;) {} }
	if (url === "/throw") { throw new Error("broken page"); }
	var body = url === "/fetch" ? __serverFetch("/api/x").body : "";
	var u = new URL("/a/b?c=1#d", "http://localhost:8090/x/y");
	return Promise.resolve({ html: "<p>" + url + " " + body + " " + u.pathname + u.search + " " + JSON.parse(preloads).length + "</p>", state: JSON.stringify({ queries: [] }) });
} };`

const fakeURL = `globalThis.URL = function (input, base) { var p = JSON.parse(__serverParseURL(String(input), base || "")); for (var k in p) this[k] = p[k]; };`

func newTestRenderer(engines int, limit time.Duration) *Renderer {
	return New([]byte(fakeURL+script), Options{Engines: engines, TimeLimit: limit})
}

func TestRender(t *testing.T) {
	r := newTestRenderer(1, time.Second)
	defer r.Close()
	page, err := r.Render("/fetch", []ImagePreload{{Srcset: "a 1w", Sizes: "50vw"}}, func(path string) (int, string) { return 200, "from " + path })
	if err != nil {
		t.Fatal(err)
	}
	if page.HTML != "<p>/fetch from /api/x /a/b?c=1 1</p>" || string(page.State) != `{"queries":[]}` {
		t.Errorf("rendered %q with %s", page.HTML, page.State)
	}
}

func TestAFullPoolFailsAtOnce(t *testing.T) {
	r := newTestRenderer(1, 5*time.Second)
	defer r.Close()
	inside, release := make(chan struct{}), make(chan struct{})
	done := make(chan error)
	go func() {
		_, err := r.Render("/fetch", nil, func(string) (int, string) {
			close(inside)
			<-release
			return 200, "{}"
		})
		done <- err
	}()
	<-inside
	// The engine stays busy until this answer has come: a render that waited for it
	// would never answer (go test's timeout ends the run).
	if _, err := r.Render("/", nil, nil); !errors.Is(err, ErrBusy) {
		t.Errorf("with the only engine busy: %v", err)
	}
	close(release)
	if err := <-done; err != nil {
		t.Error(err)
	}
	mustWork(t, r)
}

func TestATimeLimitEndsARender(t *testing.T) {
	r := newTestRenderer(1, 200*time.Millisecond)
	defer r.Close()
	// An endless render that answers at all was ended by the limit.
	_, err := r.Render("/loop", nil, nil)
	if !errors.Is(err, ErrTimeout) {
		t.Errorf("an endless render: %v", err)
	}
	// The engine it ran in is gone; the next render gets a new one.
	mustWork(t, r)
	mustEqual(t, r.Engines(), 1)
}

func TestAThrowIsAnError(t *testing.T) {
	r := newTestRenderer(1, time.Second)
	defer r.Close()
	if _, err := r.Render("/throw", nil, nil); err == nil || !strings.Contains(err.Error(), "broken page") {
		t.Errorf("a throwing render: %v", err)
	}
	mustWork(t, r)
}

func TestAnEngineIsReplacedAfterItsRenders(t *testing.T) {
	r := New([]byte(fakeURL+script), Options{Engines: 1, RendersPerEngine: 3})
	defer r.Close()
	var counts []string
	for range 7 {
		page, err := r.Render("/count", nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		counts = append(counts, page.HTML)
	}
	mustEqual(t, strings.Join(counts, " "), "1 2 3 1 2 3 1")
}

func TestAnIdleEngineIsClosed(t *testing.T) {
	r := New([]byte(fakeURL+script), Options{Engines: 2, IdleTime: 100 * time.Millisecond})
	defer r.Close()
	mustWork(t, r)
	mustEqual(t, r.Engines(), 1)
	// Waits for the janitor however long a loaded machine makes it (go test's timeout
	// ends the run if it never closes the engine).
	for r.Engines() > 0 {
		time.Sleep(10 * time.Millisecond)
	}
	// The next render makes one again.
	mustWork(t, r)
	mustEqual(t, r.Engines(), 1)
}

func mustWork(t *testing.T, r *Renderer) {
	t.Helper()
	if page, err := r.Render("/", nil, nil); err != nil || !strings.HasPrefix(page.HTML, "<p>/ ") {
		t.Errorf("the next render: %q %v", page.HTML, err)
	}
}

func mustEqual[T comparable](t *testing.T, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("got %v, want %v", got, want)
	}
}
