// Package ssr renders the storefront's pages in the Go process: the storefront's server
// entry (storefront/dist-server/entry-server.js, embedded in the binary) runs in QuickJS,
// compiled to pure Go (modernc.org/quickjs), so there is no cgo and no Node at run time.
//
// A Renderer keeps a few engines (at most one per core), each loaded with the bundle
// once and used by one render at a time. A render that would wait for an engine, throws,
// or outlasts its time limit fails at once with an error; the caller sends the page's
// plain shell instead.
package ssr

import (
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
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
	Engines     int           // engines at most (0: one per core)
	TimeLimit   time.Duration // per render (0: DefaultTimeLimit)
	MemoryLimit uintptr       // per engine, bytes (0: DefaultMemoryLimit)
}

const (
	DefaultTimeLimit   = 5 * time.Second
	DefaultMemoryLimit = 64 << 20
)

// Renderer renders pages with a pool of engines loaded with one bundle.
type Renderer struct {
	script string
	opts   Options
	idle   chan *engine  // engines loaded and free
	slots  chan struct{} // one per engine that exists or is being made
}

// New is a Renderer of script (the server entry's bundle). Engines are made when first
// needed.
func New(script []byte, opts Options) *Renderer {
	if opts.Engines <= 0 {
		opts.Engines = runtime.GOMAXPROCS(0)
	}
	if opts.TimeLimit <= 0 {
		opts.TimeLimit = DefaultTimeLimit
	}
	if opts.MemoryLimit == 0 {
		opts.MemoryLimit = DefaultMemoryLimit
	}
	return &Renderer{
		script: string(script),
		opts:   opts,
		idle:   make(chan *engine, opts.Engines),
		slots:  make(chan struct{}, opts.Engines),
	}
}

// Render renders the page at url (path and query) with the data fetch gives and the
// head's image preloads. It never waits for an engine: with all of them busy it fails
// with ErrBusy.
func (r *Renderer) Render(url string, preloads []ImagePreload, fetch Fetch) (Page, error) {
	e, err := r.take()
	if err != nil {
		return Page{}, err
	}
	page, err := e.render(url, preloads, fetch, r.opts.TimeLimit)
	if err != nil {
		// An engine cut short or left by a throw may hold half-made state: make a new one next time.
		r.discard(e)
		return Page{}, err
	}
	r.idle <- e
	return page, nil
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
	return e, nil
}

func (r *Renderer) discard(e *engine) {
	e.close()
	<-r.slots
}

// Engines is how many engines exist now (loaded, idle or rendering).
func (r *Renderer) Engines() int { return len(r.slots) }

// Close frees the idle engines.
func (r *Renderer) Close() {
	for {
		select {
		case e := <-r.idle:
			r.discard(e)
		default:
			return
		}
	}
}
