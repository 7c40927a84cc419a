package pages

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
)

// DataSources are the public JSON answers (the routes pb_hooks binds), for the server's
// page renders and metadata: a page reads the very answers the browser would fetch,
// through the cache when they are in it. A few answers exist for renders only (see
// RenderOnly).
type DataSources struct {
	slugs  *SlugIndex
	exact  map[string]dataSource // by path
	bySlug map[string]slugSource // by prefix, before the slug
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

// NewDataSources are sources whose answers by slug slugs tells apart.
func NewDataSources(slugs *SlugIndex) *DataSources {
	return &DataSources{slugs: slugs, exact: map[string]dataSource{}, bySlug: map[string]slugSource{}}
}

// Add is the answer of the route at path, which shows deps.
func (s *DataSources) Add(path string, deps []string, load func(e *core.RequestEvent) (any, error)) {
	mustBePublic(path, deps)
	s.exact[path] = dataSource{deps: deps, load: func(e *core.RequestEvent, _ url.Values) (any, error) { return load(e) }}
}

// RenderOnly adds an answer only page renders read, at path with a query: one a page
// is rendered with but the browser never fetches (it fetches the fuller answer once
// hydrated), such as the products page's first screen.
func (s *DataSources) RenderOnly(path string, deps []string, load func(e *core.RequestEvent, query url.Values) (any, error)) {
	mustBePublic(path, deps)
	s.exact[path] = dataSource{deps: deps, load: load, renderOnly: true}
}

// AddSlug is the answer of the route at prefix+slug, a record of collection ("<what> not
// found" when there is none); load shows only published content unless preview is set.
func (s *DataSources) AddSlug(prefix, collection, what string, deps []string, load func(e *core.RequestEvent, slug string, preview bool) (any, error)) {
	mustBePublic(prefix, append([]string{collection}, deps...))
	s.bySlug[prefix] = slugSource{collection: collection, what: what, deps: deps, load: load}
}

// pageRead is one page build's reads: what they answered, and the collections they
// showed. The metadata and the render of a page read through the same pageRead, so an
// answer both need is read once.
type pageRead struct {
	e       *core.RequestEvent
	cache   *web.AnswerCache
	preview bool // a staff preview: drafts' answers too
	deps    []string
	answers map[string]readAnswer // by path with its query
}

type readAnswer struct {
	status int
	body   string
}

func newPageRead(e *core.RequestEvent, cache *web.AnswerCache, preview bool) *pageRead {
	return &pageRead{e: e, cache: cache, preview: preview, answers: map[string]readAnswer{}}
}

// fetch answers a GET of path as the API would: status and JSON body.
func (s *DataSources) fetch(read *pageRead, path string) (int, string) {
	if answer, ok := read.answers[path]; ok {
		return answer.status, answer.body
	}
	status, body := s.answer(read, path)
	read.answers[path] = readAnswer{status, body}
	return status, body
}

func (s *DataSources) answer(read *pageRead, path string) (int, string) {
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
	for prefix, source := range s.bySlug {
		escaped, ok := strings.CutPrefix(path, prefix)
		if !ok || escaped == "" || strings.Contains(escaped, "/") {
			continue
		}
		slug, err := url.PathUnescape(escaped)
		if err != nil {
			break
		}
		read.deps = append(read.deps, source.deps...)
		switch state := s.slugs.LookUp(read.e.App, source.collection, slug); {
		case state == SlugVisible:
			return read.answer(prefix+slug, func() (any, error) { return source.load(read.e, slug, false) })
		case state == SlugHidden && read.preview:
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

// mustBePublic refuses, at registration, an answer showing a collection whose changes
// would not clear it: one the registry does not say public answers show.
func mustBePublic(path string, deps []string) {
	for _, d := range deps {
		if !catalog.IsPublic(d) {
			panic("pages: " + path + " shows " + d + ", which the registry does not mark catalog.FeedsPublic: its changes would not clear the answer")
		}
	}
}
