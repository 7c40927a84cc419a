package ssr

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"modernc.org/quickjs"
)

// glue connects the bundle to the Go side: the fetch and URL polyfills of
// storefront/src/server/polyfills.ts call __serverFetch and __serverParseURL, and
// __startRender runs a render whose outcome the Go side reads once the engine's jobs ran.
// A page's data is the largest thing a render handles (the whole catalogue on the products
// page), so it crosses between Go and the engine as plain strings, never inside more JSON.
const glue = `
globalThis.__serverFetch = function (path) { var body = __goFetch(path); return { status: __goFetchStatus(), body: body }; };
globalThis.__startRender = function (url, imagePreloads) {
  globalThis.__renderedHTML = globalThis.__renderedState = globalThis.__renderError = undefined;
  storefrontServer.render(url, imagePreloads).then(
    function (page) { globalThis.__renderedHTML = page.html; globalThis.__renderedState = page.state; },
    function (error) { globalThis.__renderError = String((error && error.stack) || error); }
  );
};
`

// engine is one QuickJS VM with the bundle loaded; one render at a time.
type engine struct {
	vm          *quickjs.VM
	fetch       Fetch // the running render's
	fetchStatus int   // of its last read
	renders     int
	lastUsed    time.Time
}

func newEngine(script string, memoryLimit uintptr) (*engine, error) {
	vm, err := quickjs.NewVM()
	if err != nil {
		return nil, err
	}
	e := &engine{vm: vm}
	vm.SetMemoryLimit(memoryLimit)
	vm.SetEvalTimeout(DefaultTimeLimit)
	if err := vm.RegisterFunc("__goFetch", e.goFetch, false); err != nil {
		e.close()
		return nil, err
	}
	if err := vm.RegisterFunc("__goFetchStatus", func() int { return e.fetchStatus }, false); err != nil {
		e.close()
		return nil, err
	}
	if err := vm.RegisterFunc("__serverParseURL", parseURL, false); err != nil {
		e.close()
		return nil, err
	}
	for _, part := range []string{script, glue} {
		if _, err := vm.Eval(part, quickjs.EvalGlobal); err != nil {
			e.close()
			return nil, err
		}
	}
	return e, nil
}

// goFetch answers the bundle's fetch: the body, its status kept for __goFetchStatus.
func (e *engine) goFetch(path string) string {
	status, body := http404, `{"message":"Not found"}`
	if e.fetch != nil && strings.HasPrefix(path, "/api/") {
		status, body = e.fetch(path)
	}
	e.fetchStatus = status
	return body
}

const http404 = 404

// render runs the bundle's render(url) within limit.
func (e *engine) render(url string, preloads []ImagePreload, fetch Fetch, limit time.Duration) (Page, error) {
	if preloads == nil {
		preloads = []ImagePreload{}
	}
	head, err := json.Marshal(preloads)
	if err != nil {
		return Page{}, err
	}
	e.fetch = fetch
	defer func() { e.fetch = nil }()
	deadline := time.Now().Add(limit)
	timer := time.AfterFunc(limit, e.vm.Interrupt)
	defer timer.Stop()
	e.vm.SetEvalTimeout(limit)
	_, err = e.vm.Call("__startRender", url, string(head))
	if err == nil {
		e.vm.SetEvalTimeout(max(time.Until(deadline), time.Millisecond))
		_, err = e.vm.ExecutePendingJobs()
	}
	if err == nil && time.Now().After(deadline) {
		err = ErrTimeout
	}
	if err != nil {
		if time.Now().After(deadline) || isInterrupt(err) {
			return Page{}, fmt.Errorf("%w (%s): %v", ErrTimeout, limit, err)
		}
		return Page{}, err
	}
	if failure, _ := e.vm.Eval("globalThis.__renderError", quickjs.EvalGlobal); failure != nil {
		if message, ok := failure.(string); ok {
			return Page{}, errors.New(message)
		}
	}
	html, err := e.vm.Eval("globalThis.__renderedHTML", quickjs.EvalGlobal)
	if err != nil {
		return Page{}, err
	}
	state, err := e.vm.Eval("globalThis.__renderedState", quickjs.EvalGlobal)
	if err != nil {
		return Page{}, err
	}
	e.collectGarbage()
	htmlText, finished := html.(string)
	stateText, withState := state.(string)
	if !finished || !withState {
		return Page{}, errors.New("the render did not finish (it waited for something that never came)")
	}
	if !json.Valid([]byte(stateText)) {
		return Page{}, errors.New("the render's state is not JSON")
	}
	return Page{HTML: htmlText, State: json.RawMessage(stateText)}, nil
}

// collectGarbage frees what the render left. React's server renderer leaves its work in
// reference cycles, which only QuickJS's cycle collector frees; it runs when the heap
// has grown by half since it last ran, so an engine's heap would hold several renders'
// garbage (megabytes for the products page). A threshold of 0 runs it at the next
// object made, which the statement here makes, and then sets the threshold again.
func (e *engine) collectGarbage() {
	e.vm.SetGCThreshold(0)
	_, _ = e.vm.Eval("globalThis.__renderedHTML = globalThis.__renderedState = undefined; ({})", quickjs.EvalGlobal)
}

func isInterrupt(err error) bool {
	return strings.Contains(err.Error(), "interrupted")
}

func (e *engine) close() { e.vm.Close() }
