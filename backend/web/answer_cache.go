package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/hudsonvalley/farmsite/backend/metrics"
	"math"
	"math/bits"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/hashicorp/golang-lru/v2/simplelru"
	"github.com/pocketbase/pocketbase/core"
)

// Answer is a ready public answer: the body and its compressed variants.
type Answer struct {
	status       int
	contentType  string
	cacheControl string
	shared       bool // public: CDNs get CDNCacheControl too
	etag         string
	identity     []byte

	// gzip and brotli are made on first use, unless given (the apps' files come with theirs).
	gzipOnce, brotliOnce sync.Once
	gzip, brotli         []byte
}

type cacheEntry struct {
	answer *Answer
	deps   []string // collections the answer shows; nil: all of them
	bytes  int
}

// AnswerCache keeps public answers (JSON, the storefront's HTML, the sitemap) in memory
// until content they show changes: record hooks drop the answers that depend on a
// collection the moment anything in it is created, changed or deleted (by staff, the
// superuser UI or anything else), so the next request is always current.
//
// Its keys are bounded by the routes that call it (known routes, existing slugs, known
// categories: never a visitor's free text), and its size by a budget in bytes: past it,
// the answers asked for longest ago are dropped.
type AnswerCache struct {
	mu       sync.Mutex
	entries  *simplelru.LRU[string, cacheEntry]
	bytes    int
	maxBytes int
	// Change counters: of every invalidation, of the "everything" ones, and per collection.
	changes, resets uint64
	versions        map[string]uint64
	building        map[string]*build // at most one build per key at a time
	buildTurns      chan struct{}     // builds running at once, across keys
	turnover        *turnover         // nil: no answer depends on the calendar

	waitingForBuild func() // tests: called as a request starts waiting for a running build
}

// build is an answer being made from the content as it was at version.
type build struct {
	version uint64
	done    chan struct{}
	answer  *Answer
	err     error
	unkept  bool // served to those who asked meanwhile, not kept
}

// NewAnswerCache is an empty cache of at most maxBytes.
func NewAnswerCache(maxBytes int) *AnswerCache {
	c := &AnswerCache{
		maxBytes:   maxBytes,
		versions:   map[string]uint64{},
		building:   map[string]*build{},
		buildTurns: make(chan struct{}, runtime.GOMAXPROCS(0)),
	}
	// The budget in bytes bounds the entries; the count only has to be larger.
	c.entries, _ = simplelru.NewLRU(math.MaxInt32, func(_ string, e cacheEntry) { c.bytes -= e.bytes })
	return c
}

// Invalidate drops the answers that show collection ("" drops all). Answers that show
// it and are being built meanwhile are not kept (their version moves on), so none can be
// stale.
func (c *AnswerCache) Invalidate(collection string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.invalidate(collection)
}

// invalidate is Invalidate with c.mu held.
func (c *AnswerCache) invalidate(collection string) {
	c.changes++
	if collection == "" {
		c.resets++
	} else {
		c.versions[collection]++
	}
	for _, key := range c.entries.Keys() {
		entry, _ := c.entries.Peek(key)
		if collection == "" || entry.deps == nil || slices.Contains(entry.deps, collection) {
			c.entries.Remove(key)
		}
	}
}

// Version tells the content of the collections deps: it changes exactly when one of
// them changes, so what was read from them at one version is current while it holds.
func (c *AnswerCache) Version(deps ...string) uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.version(deps)
}

// turnover makes the answers that show a collection depend on the calendar as well: when
// the clock reaches the next turn, they are dropped as if the collection had changed.
type turnover struct {
	collection string
	clock      func() time.Time
	next       func(now time.Time) time.Time // the turn after now
	at         time.Time                     // the next turn
}

// TurnOver makes the answers that show collection change at each turn of the calendar,
// the times next gives (the start of the next day): their content depends on the day
// too (a warning that rotates daily). Their keys stay the same: each turn moves their
// version on once, whenever the first request after it comes, and the cache builds them
// again once, as after any change.
func (c *AnswerCache) TurnOver(collection string, clock func() time.Time, next func(now time.Time) time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.turnover = &turnover{collection: collection, clock: clock, next: next, at: next(clock())}
}

// turnOverIfDue moves the calendar's answers on when a turn has come. Call with c.mu held.
func (c *AnswerCache) turnOverIfDue() {
	t := c.turnover
	if t == nil {
		return
	}
	if now := t.clock(); !now.Before(t.at) {
		t.at = t.next(now)
		c.invalidate(t.collection)
	}
}

// version tells the content an answer with deps shows: it changes exactly when a
// change could change that answer. Call with c.mu held.
func (c *AnswerCache) version(deps []string) uint64 {
	c.turnOverIfDue()
	if deps == nil {
		return c.changes
	}
	v := c.resets
	for _, d := range deps {
		v += c.versions[d]
	}
	return v
}

// Len is how many answers are kept: as many as the bounded set of keys has been asked for.
func (c *AnswerCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.entries.Len()
}

// Body is the answer's uncompressed body.
func (a *Answer) Body() []byte { return a.identity }

// Status is the answer's HTTP status.
func (a *Answer) Status() int { return a.status }

// Lookup is the kept answer of key, if any, now the most recently used.
func (c *AnswerCache) Lookup(key string) (*Answer, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.turnOverIfDue()
	entry, ok := c.entries.Get(key)
	return entry.answer, ok
}

// keep adds an answer, dropping the least recently used ones past the budget; one
// larger than a quarter of the budget is served but not kept. Call with c.mu held.
func (c *AnswerCache) keep(key string, answer *Answer, deps []string) {
	size := answer.size() + len(key)
	if size > c.maxBytes/4 {
		return
	}
	c.entries.Add(key, cacheEntry{answer: answer, deps: deps, bytes: size})
	c.bytes += size
	for c.bytes > c.maxBytes {
		c.entries.RemoveOldest()
	}
	metrics.AnswerCacheBytes.Set(float64(c.bytes))
}

// Builder makes an answer's body; it runs at most once per key and version. Returning
// ErrDoNotKeep with a body serves the body without keeping it (a stand-in made when the
// real answer could not be had: the next request tries again).
type Builder func() (status int, contentType string, body []byte, err error)

// ErrDoNotKeep marks a built answer as one to serve but not keep.
var ErrDoNotKeep = errors.New("served, not kept")

// Serve answers from the cache, building the answer first when it is not there; deps
// are the collections the answer shows (nil: any). key must come from a bounded set.
//
// A request may take the answer of a build that started after the request's last
// content change, never one that started before it. Builds of one key run one at a time:
// under a stream of staff writes each new build serves everyone who came while the last
// was running, instead of every request making its own.
func (c *AnswerCache) Serve(e *core.RequestEvent, key string, deps []string, makeBody Builder) error {
	return c.serve(e, key, deps, makeBody, (*Answer).Write)
}

// ServeBrowserOnly is Serve for an answer no shared cache may keep: browsers revalidate
// it every time, and a CDN passes every request on.
func (c *AnswerCache) ServeBrowserOnly(e *core.RequestEvent, key string, deps []string, makeBody Builder) error {
	return c.serve(e, key, deps, makeBody, func(a *Answer, e *core.RequestEvent) error {
		return a.write(e, BrowserOnlyCacheControl, false)
	})
}

func (c *AnswerCache) serve(e *core.RequestEvent, key string, deps []string, makeBody Builder, write func(*Answer, *core.RequestEvent) error) error {
	if answer, ok := c.Lookup(key); ok {
		metrics.AnswerCache.WithLabelValues("hit").Inc()
		return write(answer, e)
	}
	for {
		c.mu.Lock()
		c.turnOverIfDue()
		if entry, ok := c.entries.Get(key); ok {
			c.mu.Unlock()
			return write(entry.answer, e)
		}
		version := c.version(deps)
		running := c.building[key]
		if running != nil {
			c.mu.Unlock()
			if c.waitingForBuild != nil {
				c.waitingForBuild()
			}
			<-running.done
			if running.version < version {
				continue // it read the content before the last change: make a new one
			}
			if running.err != nil {
				return running.err
			}
			return write(running.answer, e)
		}
		ours := &build{version: version, done: make(chan struct{})}
		c.building[key] = ours
		c.mu.Unlock()

		c.run(key, deps, ours, makeBody)
		if ours.err != nil {
			return ours.err
		}
		return write(ours.answer, e)
	}
}

// run makes b's answer and keeps it if no change came meanwhile. Whatever happens
// (a panic too), the waiters are released and the key is free for the next build.
func (c *AnswerCache) run(key string, deps []string, b *build, makeBody Builder) {
	metrics.AnswerCache.WithLabelValues("miss").Inc()
	c.buildTurns <- struct{}{}
	defer func() {
		<-c.buildTurns
		if r := recover(); r != nil {
			b.answer, b.err = nil, fmt.Errorf("building %s: %v", key, r)
		}
		c.mu.Lock()
		delete(c.building, key)
		if b.err == nil && !b.unkept && c.version(deps) == b.version {
			c.keep(key, b.answer, deps)
		}
		c.mu.Unlock()
		close(b.done)
	}()
	status, contentType, body, err := makeBody()
	if errors.Is(err, ErrDoNotKeep) {
		b.unkept, err = true, nil
	}
	if err != nil {
		b.err = err
		return
	}
	b.answer = NewAnswer(status, contentType, body)
	b.answer.precompress()
}

// ServeJSON caches a JSON answer.
func (c *AnswerCache) ServeJSON(e *core.RequestEvent, key string, deps []string, load func() (any, error)) error {
	return c.Serve(e, key, deps, JSONBuilder(load))
}

// JSONBuilder builds a 200 JSON answer of what load returns.
func JSONBuilder(load func() (any, error)) Builder {
	return func() (int, string, []byte, error) {
		v, err := load()
		if err != nil {
			return 0, "", nil, err
		}
		body, err := json.Marshal(v)
		return http.StatusOK, "application/json", body, err
	}
}

// precompress makes the compressed bodies now (answers are kept with them, so their
// size is known when kept).
func (a *Answer) precompress() {
	if a.Compressible() {
		a.gzipped()
		a.brotlied()
	}
}

// size is what the answer holds in memory.
func (a *Answer) size() int {
	return len(a.identity) + len(a.gzip) + len(a.brotli) + 256
}

// NewAnswer is a public answer with body's ETag: browsers revalidate it on every use,
// shared caches keep it for SharedMaxAge. Any other status than 200 is kept by none.
func NewAnswer(status int, contentType string, body []byte) *Answer {
	sum := sha256.Sum256(body)
	a := &Answer{
		status: status, contentType: contentType, identity: body,
		etag: `"` + base64.RawURLEncoding.EncodeToString(sum[:16]) + `"`,
	}
	if status == http.StatusOK {
		a.cacheControl, a.shared = PublicCacheControl, true
	} else {
		a.cacheControl = PrivateCacheControl
	}
	return a
}

// NewPrivateAnswer is an answer for one request (a staff preview): no cache may keep it.
func NewPrivateAnswer(status int, contentType string, body []byte) *Answer {
	a := NewAnswer(status, contentType, body)
	a.cacheControl, a.shared = PrivateCacheControl, false
	return a
}

// Compressible tells whether the answer is worth sending compressed.
func (a *Answer) Compressible() bool {
	return len(a.identity) >= 512 && isCompressible(a.contentType)
}

func (a *Answer) gzipped() []byte {
	a.gzipOnce.Do(func() {
		if a.gzip != nil {
			return
		}
		var buf bytes.Buffer
		w := gzip.NewWriter(&buf)
		w.Write(a.identity)
		w.Close()
		a.gzip = buf.Bytes()
	})
	return a.gzip
}

func (a *Answer) brotlied() []byte {
	a.brotliOnce.Do(func() {
		if a.brotli != nil {
			return
		}
		var buf bytes.Buffer
		w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: brotliQuality, LGWin: brotliWindow(len(a.identity))})
		w.Write(a.identity)
		w.Close()
		a.brotli = buf.Bytes()
	})
	return a.brotli
}

// brotliQuality: answers are compressed again after every content change, so they trade
// a little size for far less time and memory than the best quality.
const brotliQuality = 6

// brotliWindow is the smallest window (log2 of its bytes, 10 to 24) that holds a body of
// n bytes: a larger one compresses no better, and the writer allocates it whole (4 MB
// by default, with tables to match), which for the site's answers of a few KB to 1 MB
// was most of what serving them allocated.
func brotliWindow(n int) int {
	return min(max(bits.Len(uint(n+16)), 10), 24) // brotli keeps 16 bytes of the window
}

// isCompressible tells text formats (worth compressing) from images and fonts.
func isCompressible(contentType string) bool {
	for _, kind := range []string{"json", "html", "xml", "javascript", "css", "svg", "text/"} {
		if strings.Contains(contentType, kind) {
			return true
		}
	}
	return false
}
