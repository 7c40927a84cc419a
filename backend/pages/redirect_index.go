package pages

import (
	"sync"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"golang.org/x/sync/singleflight"
)

// RedirectIndex knows every stored redirect, read whole from the database once per
// change of the redirects, so an address that is no page costs no query to tell a known
// old address (301) from an unknown one (404). It holds only the redirects staff and
// renames made, never an address a visitor asked for.
type RedirectIndex struct {
	cache   *web.AnswerCache // its versions say when the table is out of date
	mu      sync.RWMutex
	table   redirectTable
	loaded  bool
	loading singleflight.Group
}

type redirectTable struct {
	version uint64
	targets map[string]string // new address by old path (catalog.RedirectKey)
}

// NewRedirectIndex is an index whose table cache's versions date.
func NewRedirectIndex(cache *web.AnswerCache) *RedirectIndex {
	return &RedirectIndex{cache: cache}
}

// Target is the new address of the old path (a request's decoded path), if a redirect
// names it.
func (x *RedirectIndex) Target(app core.App, path string) (string, bool) {
	table, err := x.current(app)
	if err != nil {
		app.Logger().Error("could not read the redirects", "error", err)
		return "", false
	}
	to, ok := table.targets[catalog.RedirectKey(path)]
	return to, ok
}

// current is the table at the redirects' present version or newer. A load reads the
// version before the rows, so rows read before a change are never taken for current; a
// load that began before the change is waited for, then another is made.
func (x *RedirectIndex) current(app core.App) (redirectTable, error) {
	version := x.cache.Version(catalog.RedirectsCollection)
	for {
		x.mu.RLock()
		table, ok := x.table, x.loaded
		x.mu.RUnlock()
		if ok && table.version >= version {
			return table, nil
		}
		if _, err, _ := x.loading.Do("", func() (any, error) { return nil, x.load(app) }); err != nil {
			return redirectTable{}, err
		}
	}
}

func (x *RedirectIndex) load(app core.App) error {
	loaded := redirectTable{version: x.cache.Version(catalog.RedirectsCollection), targets: map[string]string{}}
	var rows []struct {
		From string `db:"fromPath"`
		To   string `db:"toPath"`
	}
	if err := app.DB().Select("fromPath", "toPath").From(catalog.RedirectsCollection).All(&rows); err != nil {
		return err
	}
	for _, r := range rows {
		loaded.targets[r.From] = r.To
	}
	x.mu.Lock()
	if !x.loaded || x.table.version < loaded.version {
		x.table, x.loaded = loaded, true
	}
	x.mu.Unlock()
	return nil
}

// Redirect answers a storefront address that shows no page but is the old address of one
// (a renamed product or post, or a redirect staff added) with 301 to its new address;
// ok is false for any other address, which its page (or the not-found page) answers. A
// page at the address wins over a redirect from it.
func (p *Pages) Redirect(e *core.RequestEvent, routes web.PageRoutes) (ok bool, err error) {
	path := e.Request.URL.Path
	if p.resolve(e, routes, path, nil).found() {
		return false, nil
	}
	to, known := p.Redirects.Target(e.App, path)
	if !known {
		return false, nil
	}
	return true, web.PermanentRedirect(e, catalog.RedirectLocation(to, e.Request.URL.RawQuery))
}

// IsPage tells whether path (decoded) is the address of a page: a fixed page, or a
// product's or post's, published or not. A redirect from it would never be answered.
func (p *Pages) IsPage(app core.App, routes web.PageRoutes, path string) bool {
	return resolveStorefrontRoute(app, p.Slugs, routes, path, nil, func() bool { return true }).found()
}
