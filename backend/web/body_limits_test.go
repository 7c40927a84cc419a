package web

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// bodyHarness is PocketBase's router with the site's body limits, and site routes that
// read their whole body and answer its length.
type bodyHarness struct {
	handler   http.Handler
	superuser string      // a superuser's token
	entered   chan string // /api/hold's requests, as they start reading
}

func newBodyHarness(t *testing.T) *bodyHarness {
	t.Helper()
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	r, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	h := &bodyHarness{entered: make(chan string, 16)}
	r.Bind(LimitBodies())
	readAll := func(e *core.RequestEvent) error {
		body, err := io.ReadAll(e.Request.Body)
		if err != nil {
			return err
		}
		return e.String(http.StatusOK, strconv.Itoa(len(body)))
	}
	r.POST("/api/contact", readAll)
	r.POST("/contact", readAll).Bind(RouteBoundsBody())
	r.POST("/api/hold", func(e *core.RequestEvent) error {
		h.entered <- e.Request.RemoteAddr
		return readAll(e)
	})
	staff := r.Group("/api/admin")
	staff.Bind(StaffBodies())
	staff.POST("/upload", readAll)
	if h.handler, err = r.BuildMux(); err != nil {
		t.Fatal(err)
	}

	superusers, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	su := core.NewRecord(superusers)
	su.SetEmail("operator@example.com")
	su.SetPassword("operator-password")
	if err := app.Save(su); err != nil {
		t.Fatal(err)
	}
	if h.superuser, err = su.NewAuthToken(); err != nil {
		t.Fatal(err)
	}
	return h
}

// countingBody is a request body of n bytes, the start of a JSON object with one long
// text, that counts what was read of it.
type countingBody struct {
	r    io.Reader
	read atomic.Int64
}

func newCountingBody(n int) *countingBody {
	return &countingBody{r: io.LimitReader(io.MultiReader(strings.NewReader(`{"email":"`), repeatingReader('a')), int64(n))}
}

func (b *countingBody) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	b.read.Add(int64(n))
	return n, err
}

type repeatingReader byte

func (r repeatingReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(r)
	}
	return len(p), nil
}

// post sends a body of n bytes to path, declaring its length unless chunked, from the
// address from (host:port), within ctx if given; it answers the response and how much
// of the body was read.
func (h *bodyHarness) post(path string, n int, chunked bool, from string, headers map[string]string, ctx ...context.Context) (*http.Response, int64) {
	body := newCountingBody(n)
	req := httptest.NewRequest(http.MethodPost, path, body)
	if len(ctx) > 0 {
		req = req.WithContext(ctx[0])
	}
	req.ContentLength = int64(n)
	if chunked {
		req.ContentLength = -1
	}
	if from != "" {
		req.RemoteAddr = from
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.handler.ServeHTTP(rec, req)
	return rec.Result(), body.read.Load()
}

func TestBodiesAreBoundedBeforeTheyAreRead(t *testing.T) {
	h := newBodyHarness(t)
	const declared31MB = 31 << 20
	for _, c := range []struct {
		name       string
		path       string
		bytes      int
		chunked    bool
		superuser  bool
		wantStatus int
		maxRead    int64 // of the body
	}{
		{"a 31 MB body to the collection API is refused unread", "/api/collections/_superusers/records", declared31MB, false, false, 413, 0},
		{"a 31 MB body to the sign-in is refused unread", "/api/collections/_superusers/auth-with-password", declared31MB, false, false, 413, 0},
		{"a realtime subscription over 8 KB is refused unread", "/api/realtime", PocketBaseBodyBytes + 1, false, false, 413, 0},
		{"a chunked 1 MB body to the sign-in is cut past 8 KB", "/api/collections/_superusers/auth-with-password", 1 << 20, true, false, 413, 2 * PocketBaseBodyBytes},
		{"and to the collection API", "/api/collections/_superusers/records", 1 << 20, true, false, 413, 2 * PocketBaseBodyBytes},
		{"a sign-in within 8 KB is read", "/api/collections/_superusers/auth-with-password", PocketBaseBodyBytes, false, false, 400, PocketBaseBodyBytes},
		{"a superuser's 1 MB body goes to PocketBase's own limits", "/api/collections/_superusers/records", 1 << 20, false, true, 400, 1 << 20},
		{"the site's forms take 64 KB", "/api/contact", PublicBodyBytes, false, false, 200, PublicBodyBytes},
		{"and not a byte more", "/api/contact", PublicBodyBytes + 1, false, false, 413, 0},
		{"nor a chunked body past it", "/api/contact", 1 << 20, true, false, 413, 2 * PublicBodyBytes},
		{"a page's form reads its own bound", "/contact", 100 << 10, false, false, 200, 100 << 10},
		{"the staff routes bound theirs after the session check", "/api/admin/upload", 2 << 20, false, false, 200, 2 << 20},
	} {
		t.Run(c.name, func(t *testing.T) {
			headers := map[string]string{}
			if c.superuser {
				headers["Authorization"] = h.superuser
			}
			res, read := h.post(c.path, c.bytes, c.chunked, "", headers)
			if res.StatusCode != c.wantStatus {
				body, _ := io.ReadAll(res.Body)
				t.Fatalf("status %d, want %d: %s", res.StatusCode, c.wantStatus, body)
			}
			if read > c.maxRead {
				t.Errorf("%d bytes of the body were read, at most %d expected", read, c.maxRead)
			}
		})
	}
}

func TestPublicBodiesWaitForTurnsPerNetwork(t *testing.T) {
	h := newBodyHarness(t)
	// Bodies that never arrive: each request holds its turn until its pipe is closed.
	var pipes []*io.PipeWriter
	var done []chan struct{}
	hold := func(from string) {
		reader, writer := io.Pipe()
		finished := make(chan struct{})
		pipes, done = append(pipes, writer), append(done, finished)
		req := httptest.NewRequest(http.MethodPost, "/api/hold", reader)
		req.ContentLength = 10
		req.RemoteAddr = from
		go func() {
			defer close(finished)
			h.handler.ServeHTTP(httptest.NewRecorder(), req)
		}()
		<-h.entered
	}
	t.Cleanup(func() {
		for _, p := range pipes {
			p.Close()
		}
	})
	for i := range BodyReadsPerNetwork {
		hold("198.51.100." + strconv.Itoa(10+i) + ":4000")
	}

	// One more waits for a turn; a client that stops waiting (or BodyReadWait) gets 503.
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	res, _ := h.post("/api/contact", 10, false, "198.51.100.99:4000", nil, ctx)
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" {
		t.Errorf("a body past the network's turns: %d, Retry-After %q; want 503 with Retry-After", res.StatusCode, res.Header.Get("Retry-After"))
	}
	if body, _ := io.ReadAll(res.Body); !strings.Contains(string(body), BodyReadsBusyMessage) {
		t.Errorf("the refusal does not say why: %s", body)
	}
	if res, _ := h.post("/api/contact", 10, false, "203.0.113.5:4000", nil); res.StatusCode != http.StatusOK {
		t.Errorf("another network's body: %d, want 200", res.StatusCode)
	}
	if res, _ := h.post("/api/contact", 0, false, "198.51.100.99:4000", nil); res.StatusCode != http.StatusOK {
		t.Errorf("a request without a body needs no turn: %d, want 200", res.StatusCode)
	}

	waiter := make(chan int)
	go func() {
		res, _ := h.post("/api/contact", 10, false, "198.51.100.99:4000", nil)
		waiter <- res.StatusCode
	}()
	select {
	case status := <-waiter:
		t.Fatalf("a body past the network's turns was answered %d without waiting", status)
	case <-time.After(200 * time.Millisecond):
	}
	pipes[0].Close() // a finished request gives its turn to the one waiting
	if status := <-waiter; status != http.StatusOK {
		t.Errorf("the waiting body, once a turn was free: %d, want 200", status)
	}
}
