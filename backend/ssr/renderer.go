// Package ssr renders the storefront's pages in the Go process: the storefront's server
// entry (storefront/dist-server/entry-server.js, embedded in the binary) runs in QuickJS,
// compiled to pure Go (modernc.org/quickjs), so there is no cgo and no Node at run time.
//
// A Renderer keeps a few engines (at most one per core), each loaded with the bundle
// once and used by one render at a time. A render that would wait for an engine, throws,
// or outlasts its time limit fails at once with an error; the caller sends the page's
// plain shell instead.
//
// An engine's memory is outside Go's heap and its limit, so engines are not kept for
// good: one is closed when it has been idle for IdleTime, and replaced after
// RendersPerEngine renders, so that anything a render leaves which the collector cannot
// free stays bounded (as it once did: see serverConfig's target in storefront/vite.config.ts).
package ssr

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/hudsonvalley/farmsite/backend/metrics"
	"runtime"
	"sync"
	"time"
)

// Fetch answers the page's API reads during a render: a GET of path (with its query),
// in the same process.
type Fetch func(path string) (status int, body string)

// ImagePreload is an image the page's head preloads, which the page's own <img> matches.
type ImagePreload struct {
	Srcset string `json:"srcset"`
	Sizes  string `json:"sizes"`
}

// Page is a rendered page: the app's HTML for its root element and the data it was
// rendered with (TanStack Query's dehydrated cache, as JSON), which the browser
// hydrates from.
type Page struct {
	HTML  string
	State json.RawMessage
}

// Errors a render can fail with besides the page's own.
var (
	ErrBusy    = errors.New("every page renderer is busy")
	ErrTimeout = errors.New("the page took too long to render")
)

// Options bound a Renderer.
type Options struct {
	Engines          int           // engines at most (0 or more than the cores: one per core)
	TimeLimit        time.Duration // per render (0: DefaultTimeLimit)
	MemoryLimit      uintptr       // per engine, bytes (0: DefaultMemoryLimit)
	RendersPerEngine int           // renders before an engine is replaced (0: DefaultRendersPerEngine)
	IdleTime         time.Duration // an engine idle this long is closed (0: DefaultIdleTime)
}

const (
	DefaultTimeLimit        = 5 * time.Second
	DefaultMemoryLimit      = 64 << 20
	DefaultRendersPerEngine = 200
	DefaultIdleTime         = 30 * time.Second
)

// Renderer renders pages with a pool of engines loaded with one bundle.
type Renderer struct {
	script string
	opts   Options
	idle   chan *engine  // engines loaded and free
	slots  chan struct{} // one per engine that exists or is being made

	closeIdle sync.Once     // starts the janitor with the first engine
	stop      chan struct{} // ends the janitor
	stopOnce  sync.Once
}

// New is a Renderer of script (the server entry's bundle). Engines are made when first
// needed.
func New(script []byte, opts Options) *Renderer {
	if cores := runtime.GOMAXPROCS(0); opts.Engines <= 0 || opts.Engines > cores {
		opts.Engines = cores
	}
	if opts.TimeLimit <= 0 {
		opts.TimeLimit = DefaultTimeLimit
	}
	if opts.MemoryLimit == 0 {
		opts.MemoryLimit = DefaultMemoryLimit
	}
	if opts.RendersPerEngine <= 0 {
		opts.RendersPerEngine = DefaultRendersPerEngine
	}
	if opts.IdleTime <= 0 {
		opts.IdleTime = DefaultIdleTime
	}
	metrics.RenderEngines.Set(float64(opts.Engines))
	return &Renderer{
		script: string(script),
		opts:   opts,
		idle:   make(chan *engine, opts.Engines),
		slots:  make(chan struct{}, opts.Engines),
		stop:   make(chan struct{}),
	}
}

// Render renders the page at url (path and query) with the data fetch gives and the
// head's image preloads. It never waits for an engine: with all of them busy it fails
// with ErrBusy.
func (r *Renderer) Render(url string, preloads []ImagePreload, fetch Fetch) (Page, error) {
	e, err := r.take()
	if err != nil {
		metrics.CountRender(err)
		return Page{}, err
	}
	defer metrics.Hold(metrics.RenderEnginesBusy)()
	page, err := e.render(url, preloads, fetch, r.opts.TimeLimit)
	metrics.CountRender(err)
	e.renders++
	switch {
	case err != nil:
		// An engine cut short or left by a throw may hold half-made state: make a new one next time.
		r.discard(e)
	case e.renders >= r.opts.RendersPerEngine:
		r.discard(e)
	default:
		e.lastUsed = time.Now()
		r.idle <- e
	}
	return page, err
}

// take is an idle engine, or a new one while there are fewer than the limit.
func (r *Renderer) take() (*engine, error) {
	select {
	case e := <-r.idle:
		return e, nil
	default:
	}
	select {
	case r.slots <- struct{}{}:
	default:
		return nil, ErrBusy
	}
	e, err := newEngine(r.script, r.opts.MemoryLimit)
	if err != nil {
		<-r.slots
		return nil, fmt.Errorf("loading the page renderer: %w", err)
	}
	r.closeIdle.Do(func() { go r.closeIdleEngines() })
	return e, nil
}

// closeIdleEngines closes, every quarter of IdleTime, the engines idle for IdleTime.
func (r *Renderer) closeIdleEngines() {
	tick := time.NewTicker(r.opts.IdleTime / 4)
	defer tick.Stop()
	for {
		select {
		case <-r.stop:
			return
		case <-tick.C:
		}
		for range len(r.idle) {
			select {
			case e := <-r.idle:
				if time.Since(e.lastUsed) >= r.opts.IdleTime {
					r.discard(e)
				} else {
					r.idle <- e
				}
			default:
			}
		}
	}
}

func (r *Renderer) discard(e *engine) {
	e.close()
	<-r.slots
}

// Engines is how many engines exist now (loaded, idle or rendering).
func (r *Renderer) Engines() int { return len(r.slots) }

// Close frees the idle engines and stops closing them when idle.
func (r *Renderer) Close() {
	r.stopOnce.Do(func() { close(r.stop) })
	for {
		select {
		case e := <-r.idle:
			r.discard(e)
		default:
			return
		}
	}
}
