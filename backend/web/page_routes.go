package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"strings"
)

// pageRoutesFile is the route manifest the storefront's build writes (the route-manifest
// plugin of packages/vite-plugins, from the page table content/pages.json).
const pageRoutesFile = ".vite/routes.json"

// PageRoutes is a built app's route table: which paths are pages, the scripts each page
// needs beyond the app's entry, and the API answer each starts with.
type PageRoutes struct {
	routes   []PageRoute
	notFound PageRoute
}

// PageRoute is one route of the table.
type PageRoute struct {
	// Path is a react-router path: static and `:name` segments, or `*` for the
	// not-found page.
	Path string `json:"path"`
	// ModulePreloads are the site paths of the page's scripts that index.html does not load.
	ModulePreloads []string `json:"modulePreloads"`
	// Data is the API path the page reads first, with the route's `:name` segments; "" when none.
	Data string `json:"data"`

	segments []string
}

// ReadPageRoutes reads the route table of the build in fsys. A folder with no build in it
// (no index.html) has no pages; a build must carry a valid table.
func ReadPageRoutes(fsys fs.FS) (PageRoutes, error) {
	raw, err := fs.ReadFile(fsys, pageRoutesFile)
	if errors.Is(err, fs.ErrNotExist) {
		if _, indexErr := fs.Stat(fsys, "index.html"); errors.Is(indexErr, fs.ErrNotExist) {
			return PageRoutes{}, nil
		}
	}
	if err != nil {
		return PageRoutes{}, fmt.Errorf("the build's route table: %w", err)
	}
	var manifest struct {
		Routes []PageRoute `json:"routes"`
	}
	if err := json.Unmarshal(raw, &manifest); err != nil {
		return PageRoutes{}, fmt.Errorf("the build's route table %s: %w", pageRoutesFile, err)
	}
	var table PageRoutes
	for _, route := range manifest.Routes {
		if route.Path == "*" {
			table.notFound = route
			continue
		}
		segments, err := routeSegments(route.Path)
		if err != nil {
			return PageRoutes{}, fmt.Errorf("the build's route table %s: %w", pageRoutesFile, err)
		}
		route.segments = segments
		table.routes = append(table.routes, route)
	}
	return table, nil
}

// routeSegments splits a route's path, refusing what Match does not understand (optional
// segments, splats below a path).
func routeSegments(path string) ([]string, error) {
	if !strings.HasPrefix(path, "/") {
		return nil, fmt.Errorf("route %q: not a path", path)
	}
	segments := strings.Split(strings.TrimPrefix(path, "/"), "/")
	for _, s := range segments {
		if strings.ContainsAny(s, "*?") || s == ":" {
			return nil, fmt.Errorf("route %q: only static and :name segments are supported", path)
		}
	}
	return segments, nil
}

// Match finds the route that path (without a trailing slash) shows and the values of its
// `:name` segments; false when only the not-found page does. As in react-router, a static
// segment wins over a `:name` one. Segments compare case-sensitively.
func (t PageRoutes) Match(path string) (PageRoute, map[string]string, bool) {
	segments := strings.Split(strings.TrimPrefix(path, "/"), "/")
	best, bestScore := -1, -1
	for i, route := range t.routes {
		if score, ok := matchScore(route.segments, segments); ok && score > bestScore {
			best, bestScore = i, score
		}
	}
	if best < 0 {
		return PageRoute{}, nil, false
	}
	route := t.routes[best]
	params := map[string]string{}
	for i, s := range route.segments {
		if name, ok := strings.CutPrefix(s, ":"); ok {
			params[name] = segments[i]
		}
	}
	return route, params, true
}

// matchScore is how specific a matching route is: more static segments score higher.
func matchScore(route, path []string) (int, bool) {
	if len(route) != len(path) {
		return 0, false
	}
	score := 0
	for i, s := range route {
		switch {
		case strings.HasPrefix(s, ":") && path[i] != "":
			score++
		case s == path[i]:
			score += 10
		default:
			return 0, false
		}
	}
	return score, true
}

// NotFound is the not-found page's route (`*`).
func (t PageRoutes) NotFound() PageRoute { return t.notFound }

// DataURL is the route's data address for params, "" when the page reads none first.
func (r PageRoute) DataURL(params map[string]string) string {
	if r.Data == "" {
		return ""
	}
	segments := strings.Split(r.Data, "/")
	for i, s := range segments {
		if name, ok := strings.CutPrefix(s, ":"); ok {
			segments[i] = url.PathEscape(params[name])
		}
	}
	return strings.Join(segments, "/")
}
