package web

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"net/http/httptest"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
	"github.com/pocketbase/pocketbase/core"
)

func mustEqual[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s: got %v, want %v", what, got, want)
	}
}

func TestBuiltAssetsAreCompressedOnce(t *testing.T) {
	withBuildCopies := fstest.MapFS{
		"assets/big.js":    {Data: bytes.Repeat([]byte("const x = 1;\n"), 200)},
		"assets/big.js.br": {Data: []byte("brotli made by the build")},
		"assets/big.js.gz": {Data: []byte("gzip made by the build")},
	}
	built := (NewAppFiles(withBuildCopies)).load("assets/big.js")
	if string(built.brotlied()) != "brotli made by the build" || string(built.gzipped()) != "gzip made by the build" {
		t.Error("the build's compressed copies were not served as they are")
	}
	assets := NewAppFiles(fstest.MapFS{
		"index.html":    {Data: []byte("<!doctype html><title>x</title>")},
		"assets/app.js": {Data: []byte("console.log('app')")},
	})
	a := assets.load("index.html")
	if a == nil || a.cacheControl != PublicCacheControl {
		t.Fatalf("index: %+v", a)
	}
	if assets.load("assets/app.js").cacheControl != "public, max-age=31536000, immutable" {
		t.Error("hashed assets are not cached for a year")
	}
	if assets.load("nope.js") != nil {
		t.Error("a missing file loaded")
	}
	big := NewAnswer(200, "text/javascript; charset=utf-8", bytes.Repeat([]byte("const x = 1;\n"), 200))
	if !big.Compressible() || len(big.gzipped()) >= 2600/4 || len(big.brotlied()) >= 2600/4 {
		t.Error("a script was not compressed")
	}
	if img := NewAnswer(200, "image/png", bytes.Repeat([]byte{1}, 4096)); img.Compressible() {
		t.Error("an image would be compressed")
	}
}

func TestBuildsOfOneKeyRunOneAtATime(t *testing.T) {
	c := NewAnswerCache(24 << 20)
	waiting := make(chan struct{}, 64)
	c.waitingForBuild = func() { waiting <- struct{}{} }
	var builds, running, mostRunning atomic.Int32
	firstBuildStarted, releaseFirstBuild := make(chan struct{}), make(chan struct{})
	makeBody := func() (int, string, []byte, error) {
		now := running.Add(1)
		defer running.Add(-1)
		if now > mostRunning.Load() {
			mostRunning.Store(now)
		}
		n := builds.Add(1)
		if n == 1 {
			close(firstBuildStarted)
			<-releaseFirstBuild
		}
		return 200, "application/json", []byte(fmt.Sprintf(`{"build":%d}`, n)), nil
	}
	get := func() string {
		rec := httptest.NewRecorder()
		e := &core.RequestEvent{}
		e.Request, e.Response = httptest.NewRequest("GET", "/api/products", nil), rec
		if err := c.Serve(e, "/api/products", []string{"products"}, makeBody); err != nil {
			t.Error(err)
		}
		return rec.Body.String()
	}

	first := make(chan string)
	go func() { first <- get() }()
	<-firstBuildStarted
	c.Invalidate("products") // a staff change while the first build reads the old content
	var wg sync.WaitGroup
	later := make([]string, 10)
	for i := range later {
		wg.Add(1)
		go func() { defer wg.Done(); later[i] = get() }()
	}
	for range later {
		<-waiting // the ten are waiting for the running build
	}
	close(releaseFirstBuild)
	wg.Wait()

	mustEqual(t, "the request that started the first build", <-first, `{"build":1}`)
	for i, body := range later {
		mustEqual(t, fmt.Sprintf("request %d after the change", i), body, `{"build":2}`)
	}
	mustEqual(t, "builds", builds.Load(), int32(2)) // not one per waiting request
	mustEqual(t, "builds of the key running at once", mostRunning.Load(), int32(1))

	c.Invalidate("blog_posts") // shows nothing of this answer
	mustEqual(t, "after an unrelated change", get(), `{"build":2}`)

	// A change to another collection while an answer is built does not stop it being kept.
	var blogBuilds int
	blog := func() (int, string, []byte, error) {
		blogBuilds++
		c.Invalidate("products")
		return 200, "application/json", []byte(`[]`), nil
	}
	for range 2 {
		e := &core.RequestEvent{}
		e.Request, e.Response = httptest.NewRequest("GET", "/api/blog", nil), httptest.NewRecorder()
		if err := c.Serve(e, "/api/blog", []string{"blog_posts"}, blog); err != nil {
			t.Fatal(err)
		}
	}
	mustEqual(t, "blog builds", blogBuilds, 1)
}

func TestTheCacheStaysWithinItsBudgetInBytes(t *testing.T) {
	const budget = 64 << 10
	c := NewAnswerCache(budget)
	random := rand.New(rand.NewSource(1))
	body := func() []byte {
		b := make([]byte, 1024)
		random.Read(b)
		return b
	}
	serve := func(key string) {
		e := &core.RequestEvent{}
		e.Request, e.Response = httptest.NewRequest("GET", "/", nil), httptest.NewRecorder()
		if err := c.Serve(e, key, []string{"products"}, func() (int, string, []byte, error) {
			return 200, "application/octet-stream", body(), nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 500 {
		serve(fmt.Sprintf("key-%d", i))
		if c.bytes > budget {
			t.Fatalf("after %d answers the cache holds %d bytes, over its %d", i+1, c.bytes, budget)
		}
	}
	if n := c.entries.Len(); n < 40 {
		t.Errorf("only %d answers kept: the cache was emptied instead of dropping the oldest", n)
	}
	if _, ok := c.Lookup("key-499"); !ok {
		t.Error("the newest answer was dropped")
	}
	if _, ok := c.Lookup("key-0"); ok {
		t.Error("the oldest answer was kept")
	}
	c.Invalidate("products")
	mustEqual(t, "bytes after dropping everything", c.bytes, 0)
}

// TestBrotliCostsWhatTheBodyNeeds compresses answers of a few KB and of a few hundred
// KB: each decodes back whole, and costs memory for its size, not for the 4 MB window
// of brotli's default (2.1 and 12 MB measured with it; 0.6 and 5 MB without).
func TestBrotliCostsWhatTheBodyNeeds(t *testing.T) {
	random := rand.New(rand.NewSource(1))
	for _, c := range []struct{ size, maxAllocated int }{{4 << 10, 1 << 20}, {300 << 10, 8 << 20}} {
		body := make([]byte, c.size)
		for i := range body {
			body[i] = "abcdefgh <>/\"{}:,0123456789"[random.Intn(27)]
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		compressed := NewAnswer(200, "application/json", body).brotlied()
		runtime.ReadMemStats(&after)
		decoded, err := io.ReadAll(brotli.NewReader(bytes.NewReader(compressed)))
		if err != nil || !bytes.Equal(decoded, body) {
			t.Errorf("%d bytes: did not decode back (%v)", c.size, err)
		}
		if allocated := after.TotalAlloc - before.TotalAlloc; allocated > uint64(c.maxAllocated) {
			t.Errorf("compressing %d bytes allocated %.1f MB, over %.0f MB", c.size, float64(allocated)/(1<<20), float64(c.maxAllocated)/(1<<20))
		}
	}
}
