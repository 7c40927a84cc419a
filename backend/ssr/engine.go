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
const glue = `
globalThis.__serverFetch = function (path) { return JSON.parse(__goFetch(path)); };
globalThis.__startRender = function (url, imagePreloads) {
  globalThis.__rendered = undefined;
  globalThis.__renderError = undefined;
  storefrontServer.render(url, imagePreloads).then(
    function (page) { globalThis.__rendered = page; },
    function (error) { globalThis.__renderError = String((error && error.stack) || error); }
  );
};
`

// engine is one QuickJS VM with the bundle loaded; one render at a time.
type engine struct {
	vm    *quickjs.VM
	fetch Fetch // the running render's
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

// goFetch answers the bundle's fetch: {"status": n, "body": "..."} as JSON.
func (e *engine) goFetch(path string) string {
	status, body := http404, `{"message":"Not found"}`
	if e.fetch != nil && strings.HasPrefix(path, "/api/") {
		status, body = e.fetch(path)
	}
	answer, _ := json.Marshal(struct {
		Status int    `json:"status"`
		Body   string `json:"body"`
	}{status, body})
	return string(answer)
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
	out, err := e.vm.Eval("globalThis.__rendered", quickjs.EvalGlobal)
	if err != nil {
		return Page{}, err
	}
	text, ok := out.(string)
	if !ok {
		return Page{}, errors.New("the render did not finish (it waited for something that never came)")
	}
	var page struct {
		HTML  string          `json:"html"`
		State json.RawMessage `json:"state"`
	}
	if err := json.Unmarshal([]byte(text), &page); err != nil {
		return Page{}, fmt.Errorf("the render's result: %w", err)
	}
	return Page{HTML: page.HTML, State: page.State}, nil
}

func isInterrupt(err error) bool {
	return strings.Contains(err.Error(), "interrupted")
}

func (e *engine) close() { e.vm.Close() }
