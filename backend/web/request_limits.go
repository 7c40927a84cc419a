package web

import (
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

const (
	// MaxHeaderBytes bounds a request's header block (Go's default is 1 MB); longer
	// ones are refused with 431 before any handler runs. A browser's are a few KB
	// (nginx refuses a line over 8 KB by default); each open connection may hold this
	// much while its headers arrive, so it is counted MaxConnections times in the
	// memory budget: 512 connections sending 60 KB of headers each took the server to
	// 99 MB, 15 KB each to 79 MB.
	MaxHeaderBytes = 16 << 10
	// maxRequestURIBytes bounds a public path and query: no page or answer of the
	// site has a longer address, and nothing a visitor sends may size a cache key.
	maxRequestURIBytes = 2 << 10
)

// operatorPaths take long queries: staff lists filter by many ids, and PocketBase's
// superuser UI filters its lists; none of them is cached.
var operatorPaths = []string{"/api/admin/", "/api/system/", "/_/", "/api/collections/", "/api/logs"}

// LimitRequestURI answers 414 to public requests whose path and query pass 2 KB.
func LimitRequestURI() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       "farmsiteLimitRequestURI",
		Priority: RequestURIPriority,
		Func: func(e *core.RequestEvent) error {
			uri := e.Request.RequestURI
			if uri == "" {
				uri = e.Request.URL.RequestURI()
			}
			if len(uri) > maxRequestURIBytes && !isOperatorPath(e.Request.URL.Path) {
				return APIError(http.StatusRequestURITooLong, "The address is too long", nil)
			}
			return e.Next()
		},
	}
}

func isOperatorPath(path string) bool {
	for _, prefix := range operatorPaths {
		if strings.HasPrefix(path, prefix) {
			return true
		}
	}
	return false
}
