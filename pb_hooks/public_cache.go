package hooks

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/hudsonvalley/farmsite/backend/catalog"

	"github.com/andybalholm/brotli"
	"github.com/hashicorp/golang-lru/v2/simplelru"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// publicContentCollections are the collections whose changes public answers show.
var publicContentCollections = []string{
	catalog.ProductsCollection, catalog.VariantsCollection, catalog.ReviewsCollection, catalog.BlogPostsCollection, catalog.LocationsCollection, catalog.HeroVideosCollection, catalog.SiteSettingsCollection,
}

// defaultCacheBytes is the public cache's budget: the bench's catalogue (500 products, 300
// posts) with every page and answer kept takes about a third of it.
const defaultCacheBytes = 24 << 20

// cachedAnswer is a ready public answer: the body and its compressed variants.
type cachedAnswer struct {
	status       int
	contentType  string
	cacheControl string
	etag         string
	identity     []byte

	// gzip and brotli are made on first use, unless given (the apps' files come with theirs).
	gzipOnce, brotliOnce sync.Once
	gzip, brotli         []byte
}

type cacheEntry struct {
	answer *cachedAnswer
	deps   []string // collections the answer shows; nil: all of them
	bytes  int
}

// publicCache keeps public answers (JSON, the storefront's HTML, the sitemap) in memory
// until content they show changes: record hooks drop the answers that depend on a
// collection the moment anything in it is created, changed or deleted (by staff, the
// superuser UI or anything else), so the next request is always current.
//
// Its keys are bounded by the routes that call it (known routes, existing slugs, known
// categories: never a visitor's free text), and its size by a budget in bytes: past it,
// the answers asked for longest ago are dropped.
type publicCache struct {
	mu       sync.Mutex
	entries  *simplelru.LRU[string, cacheEntry]
	bytes    int
	maxBytes int
	// Change counters: of every invalidation, of the "everything" ones, and per collection.
	changes, resets uint64
	versions        map[string]uint64
	building        map[string]*build // at most one build per key at a time
	buildTurns      chan struct{}     // builds running at once, across keys
}

// build is an answer being made from the content as it was at version.
type build struct {
	version uint64
	done    chan struct{}
	answer  *cachedAnswer
	err     error
}

func newAnswerCache(maxBytes int) *publicCache {
	c := &publicCache{
		maxBytes:   maxBytes,
		versions:   map[string]uint64{},
		building:   map[string]*build{},
		buildTurns: make(chan struct{}, runtime.GOMAXPROCS(0)),
	}
	// The budget in bytes bounds the entries; the count only has to be larger.
	c.entries, _ = simplelru.NewLRU(math.MaxInt32, func(_ string, e cacheEntry) { c.bytes -= e.bytes })
	return c
}

// newPublicCache is a cache of at most maxBytes that app's record changes invalidate.
func newPublicCache(app core.App, maxBytes int) *publicCache {
	c := newAnswerCache(maxBytes)
	invalidate := func(e *core.RecordEvent) error {
		c.invalidate(e.Record.Collection().Name)
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(publicContentCollections...).BindFunc(invalidate)
	app.OnRecordAfterUpdateSuccess(publicContentCollections...).BindFunc(invalidate)
	app.OnRecordAfterDeleteSuccess(publicContentCollections...).BindFunc(invalidate)
	app.OnCollectionAfterUpdateSuccess().BindFunc(func(e *core.CollectionEvent) error {
		c.invalidate("")
		return e.Next()
	})
	return c
}

// invalidate drops the answers that show collection ("" drops all). Answers that show
// it and are being built meanwhile are not kept (their version moves on), so none can be
// stale.
func (c *publicCache) invalidate(collection string) {
	c.mu.Lock()
	defer c.mu.Unlock()
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

// version tells the content an answer with deps shows: it changes exactly when a
// change could change that answer. Call with c.mu held.
func (c *publicCache) version(deps []string) uint64 {
	if deps == nil {
		return c.changes
	}
	v := c.resets
	for _, d := range deps {
		v += c.versions[d]
	}
	return v
}

// lookup is the kept answer of key, if any, now the most recently used.
func (c *publicCache) lookup(key string) (*cachedAnswer, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	entry, ok := c.entries.Get(key)
	return entry.answer, ok
}

// keep adds an answer, dropping the least recently used ones past the budget; one
// larger than a quarter of the budget is served but not kept. Call with c.mu held.
func (c *publicCache) keep(key string, answer *cachedAnswer, deps []string) {
	size := answer.size() + len(key)
	if size > c.maxBytes/4 {
		return
	}
	c.entries.Add(key, cacheEntry{answer: answer, deps: deps, bytes: size})
	c.bytes += size
	for c.bytes > c.maxBytes {
		c.entries.RemoveOldest()
	}
}

// answerBuilder makes an answer's body; it runs at most once per key and version.
type answerBuilder func() (status int, contentType string, body []byte, err error)

// serve answers from the cache, building the answer first when it is not there; deps
// are the collections the answer shows (nil: any). key must come from a bounded set.
//
// A request may take the answer of a build that started after the request's last
// content change, never one that started before it. Builds of one key run one at a time:
// under a stream of staff writes each new build serves everyone who came while the last
// was running, instead of every request making its own.
func (c *publicCache) serve(e *core.RequestEvent, key string, deps []string, makeBody answerBuilder) error {
	if answer, ok := c.lookup(key); ok {
		return answer.write(e)
	}
	for {
		c.mu.Lock()
		if entry, ok := c.entries.Get(key); ok {
			c.mu.Unlock()
			return entry.answer.write(e)
		}
		version := c.version(deps)
		running := c.building[key]
		if running != nil {
			c.mu.Unlock()
			<-running.done
			if running.version < version {
				continue // it read the content before the last change: make a new one
			}
			if running.err != nil {
				return running.err
			}
			return running.answer.write(e)
		}
		ours := &build{version: version, done: make(chan struct{})}
		c.building[key] = ours
		c.mu.Unlock()

		c.run(key, deps, ours, makeBody)
		if ours.err != nil {
			return ours.err
		}
		return ours.answer.write(e)
	}
}

// run makes b's answer and keeps it if no change came meanwhile. Whatever happens
// (a panic too), the waiters are released and the key is free for the next build.
func (c *publicCache) run(key string, deps []string, b *build, makeBody answerBuilder) {
	c.buildTurns <- struct{}{}
	defer func() {
		<-c.buildTurns
		if r := recover(); r != nil {
			b.answer, b.err = nil, fmt.Errorf("building %s: %v", key, r)
		}
		c.mu.Lock()
		delete(c.building, key)
		if b.err == nil && c.version(deps) == b.version {
			c.keep(key, b.answer, deps)
		}
		c.mu.Unlock()
		close(b.done)
	}()
	status, contentType, body, err := makeBody()
	if err != nil {
		b.err = err
		return
	}
	b.answer = newCachedAnswer(status, contentType, body)
	b.answer.precompress()
}

// serveJSON caches a JSON answer.
func (c *publicCache) serveJSON(e *core.RequestEvent, key string, deps []string, load func() (any, error)) error {
	return c.serve(e, key, deps, func() (int, string, []byte, error) {
		v, err := load()
		if err != nil {
			return 0, "", nil, err
		}
		body, err := json.Marshal(v)
		return http.StatusOK, "application/json", body, err
	})
}

// precompress makes the compressed bodies now (answers are kept with them, so their
// size is known when kept).
func (a *cachedAnswer) precompress() {
	if a.compressible() {
		a.gzipped()
		a.brotlied()
	}
}

// size is what the answer holds in memory.
func (a *cachedAnswer) size() int {
	return len(a.identity) + len(a.gzip) + len(a.brotli) + 256
}

func newCachedAnswer(status int, contentType string, body []byte) *cachedAnswer {
	sum := sha256.Sum256(body)
	return &cachedAnswer{
		status: status, contentType: contentType, identity: body, cacheControl: "no-cache",
		etag: `"` + base64.RawURLEncoding.EncodeToString(sum[:16]) + `"`,
	}
}

func (a *cachedAnswer) compressible() bool {
	return len(a.identity) >= 512 && isCompressible(a.contentType)
}

func (a *cachedAnswer) gzipped() []byte {
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

func (a *cachedAnswer) brotlied() []byte {
	a.brotliOnce.Do(func() {
		if a.brotli != nil {
			return
		}
		var buf bytes.Buffer
		w := brotli.NewWriterLevel(&buf, brotliQuality)
		w.Write(a.identity)
		w.Close()
		a.brotli = buf.Bytes()
	})
	return a.brotli
}

// brotliQuality: answers are compressed again after every content change, so they trade
// a little size for far less time and memory than the best quality.
const brotliQuality = 6

// write sends the answer: 304 when the client has it, else the smallest encoding the
// client accepts. Browsers revalidate every time (no-cache), which costs a 304.
func (a *cachedAnswer) write(e *core.RequestEvent) error {
	h := e.Response.Header()
	h.Set("ETag", a.etag)
	h.Set("Cache-Control", a.cacheControl)
	h.Add("Vary", "Accept-Encoding")
	if a.status == http.StatusOK && etagMatches(e.Request.Header.Get("If-None-Match"), a.etag) {
		e.Response.WriteHeader(http.StatusNotModified)
		return nil
	}
	body := a.identity
	if a.compressible() {
		accepted := e.Request.Header.Get("Accept-Encoding")
		switch {
		case acceptsEncoding(accepted, "br"):
			body = a.brotlied()
			h.Set("Content-Encoding", "br")
		case acceptsEncoding(accepted, "gzip"):
			body = a.gzipped()
			h.Set("Content-Encoding", "gzip")
		}
	}
	h.Set("Content-Type", a.contentType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	e.Response.WriteHeader(a.status)
	if e.Request.Method == http.MethodHead {
		return nil
	}
	_, err := e.Response.Write(body)
	return err
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

func etagMatches(header, etag string) bool {
	for _, candidate := range strings.Split(header, ",") {
		candidate = strings.TrimPrefix(strings.TrimSpace(candidate), "W/")
		if candidate == etag || candidate == "*" {
			return true
		}
	}
	return false
}

// acceptsEncoding reads an Accept-Encoding header ("gzip, deflate, br;q=0.5"), treating
// q=0 as a refusal.
func acceptsEncoding(header, encoding string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), encoding) {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

// publicRoutes binds cached public GET routes, kept out of the request log when they
// succeed (a hot read would otherwise cost a log write each time).
type publicRoutes struct {
	router *router.Router[*core.RequestEvent]
	cache  *publicCache
}

// json binds a JSON route at a fixed path, cached under that path.
func (p publicRoutes) json(path string, deps []string, load func(e *core.RequestEvent) (any, error)) {
	p.router.GET(path, func(e *core.RequestEvent) error {
		return p.cache.serveJSON(e, path, deps, func() (any, error) { return load(e) })
	}).Bind(apis.SkipSuccessActivityLog())
}

// jsonBySlug binds prefix+"{slug}": an unknown slug answers 404 "<what> not found"
// at once and is never kept; a known one is cached under its path.
func (p publicRoutes) jsonBySlug(prefix, collection, what string, deps []string, load func(e *core.RequestEvent, slug string) (any, error)) {
	p.router.GET(prefix+"{slug}", func(e *core.RequestEvent) error {
		slug := e.Request.PathValue("slug")
		if !slugExists(e.App, collection, slug) {
			return notFound(what + " not found")
		}
		return p.cache.serveJSON(e, prefix+slug, deps, func() (any, error) { return load(e, slug) })
	}).Bind(apis.SkipSuccessActivityLog())
}

// pageAnswer names a request's answer (its cache key, from a bounded set) and how to
// build it, or refuses the request.
type pageAnswer func(e *core.RequestEvent) (key string, build answerBuilder, err error)

// page binds a route whose answer carries the site's address (HTML, page metadata,
// the sitemap); pages show a bit of everything, so any change drops them.
func (p publicRoutes) page(path string, answer pageAnswer) {
	p.router.GET(path, func(e *core.RequestEvent) error {
		return p.cache.servePage(e, answer)
	}).Bind(apis.SkipSuccessActivityLog())
}

// servePage answers a page, or 503 while the site has no address to build it with.
func (c *publicCache) servePage(e *core.RequestEvent, answer pageAnswer) error {
	if siteOrigin(e) == "" {
		return siteNotConfigured(e)
	}
	key, build, err := answer(e)
	if err != nil {
		return err
	}
	return c.serve(e, key, nil, build)
}
