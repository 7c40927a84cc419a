package hooks

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
)

// dataSources are the public JSON answers (the routes publicRoutes binds), for the
// server's page renders: a page reads the very answers the browser would fetch,
// through the cache when they are in it. A few answers exist for renders only (see
// renderOnly).
type dataSources struct {
	exact map[string]dataSource // by path
	slugs map[string]slugSource // by prefix, before the slug
}

type dataSource struct {
	deps []string
	load func(e *core.RequestEvent, query url.Values) (any, error)
	// renderOnly: no route answers it, so no cached answer either; it is built for each
	// render that reads it (a page is rendered once per change of what it shows).
	renderOnly bool
}

type slugSource struct {
	collection, what string
	deps             []string
	load             func(e *core.RequestEvent, slug string, preview bool) (any, error)
}

func newDataSources() *dataSources {
	return &dataSources{exact: map[string]dataSource{}, slugs: map[string]slugSource{}}
}

func (s *dataSources) add(path string, source dataSource) { s.exact[path] = source }

// renderOnly adds an answer only page renders read, at path with a query: one a page
// is rendered with but the browser never fetches (it fetches the fuller answer once
// hydrated), such as the products page's first screen.
func (s *dataSources) renderOnly(path string, deps []string, load func(e *core.RequestEvent, query url.Values) (any, error)) {
	s.add(path, dataSource{deps: deps, load: load, renderOnly: true})
}

func (s *dataSources) addSlug(prefix string, source slugSource) { s.slugs[prefix] = source }

// pageRead is one render's reads: what they answered from, and the collections they showed.
type pageRead struct {
	e       *core.RequestEvent
	cache   *web.AnswerCache
	preview bool // a staff preview: drafts' answers too
	deps    []string
}

// fetch answers a GET of path as the API would: status and JSON body.
func (s *dataSources) fetch(read *pageRead, path string) (int, string) {
	path, rawQuery, _ := strings.Cut(path, "?")
	if source, ok := s.exact[path]; ok {
		read.deps = append(read.deps, source.deps...)
		query, err := url.ParseQuery(rawQuery)
		if err != nil {
			return http.StatusBadRequest, messageJSON("Invalid query")
		}
		load := func() (any, error) { return source.load(read.e, query) }
		if source.renderOnly {
			return read.build(load)
		}
		return read.answer(path, load)
	}
	for prefix, source := range s.slugs {
		escaped, ok := strings.CutPrefix(path, prefix)
		if !ok || escaped == "" || strings.Contains(escaped, "/") {
			continue
		}
		slug, err := url.PathUnescape(escaped)
		if err != nil {
			break
		}
		read.deps = append(read.deps, source.deps...)
		switch state := lookUpSlug(read.e.App, source.collection, slug); {
		case state == slugVisible:
			return read.answer(prefix+slug, func() (any, error) { return source.load(read.e, slug, false) })
		case state == slugHidden && read.preview:
			return read.build(func() (any, error) { return source.load(read.e, slug, true) })
		}
		return http.StatusNotFound, messageJSON(source.what + " not found")
	}
	return http.StatusNotFound, messageJSON("Not found")
}

// answer is the cached answer of key, or one built now (and not kept: the cache builds
// its own when the browser asks).
func (r *pageRead) answer(key string, load func() (any, error)) (int, string) {
	if answer, ok := r.cache.Lookup(key); ok {
		return answer.Status(), string(answer.Body())
	}
	return r.build(load)
}

func (r *pageRead) build(load func() (any, error)) (int, string) {
	v, err := load()
	if err == nil {
		var body []byte
		if body, err = json.Marshal(v); err == nil {
			return http.StatusOK, string(body)
		}
	}
	r.e.App.Logger().Error("a page's data could not be read", "error", err)
	return http.StatusInternalServerError, messageJSON("Something went wrong while processing your request.")
}

// shownBy tells whether every collection the reads showed is among deps.
func (r *pageRead) shownBy(deps []string) (string, bool) {
	for _, d := range r.deps {
		if !slices.Contains(deps, d) {
			return d, false
		}
	}
	return "", true
}

func messageJSON(message string) string {
	body, _ := json.Marshal(map[string]string{"message": message})
	return string(body)
}
