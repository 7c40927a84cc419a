package pages

import (
	"sync"
	"sync/atomic"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"golang.org/x/sync/singleflight"
)

// SlugState is what a product or post slug names for the public side.
type SlugState int

const (
	SlugMissing SlugState = iota // no such record: 404
	SlugHidden                   // a draft or scheduled record: 404, or a preview for staff
	SlugVisible                  // published
)

// SlugIndex knows every product and post slug with its state, read whole from the
// database once per data version, so a page or answer by slug costs no query. It keeps
// only slugs that exist (as many as the catalogue has), never one a visitor made up.
type SlugIndex struct {
	cache   *web.AnswerCache // its versions say when a table is out of date
	mu      sync.RWMutex
	tables  map[string]slugTable // by collection
	loading singleflight.Group   // one read of a collection at a time, shared by all who wait
	Reads   atomic.Int64         // of the database, so far
}

type slugTable struct {
	version uint64
	states  map[string]SlugState
}

// NewSlugIndex is an index whose tables cache's versions date.
func NewSlugIndex(cache *web.AnswerCache) *SlugIndex {
	return &SlugIndex{cache: cache, tables: map[string]slugTable{}}
}

// LookUp tells what slug names in collection (no query while the index is current).
// A batch's slug is its lot number.
func (x *SlugIndex) LookUp(app core.App, collection, slug string) SlugState {
	if !isKeyOf(collection, slug) {
		return SlugMissing
	}
	version := x.cache.Version(collection)
	table, err := x.table(app, collection, version)
	if err != nil {
		app.Logger().Error("could not read the slugs", "collection", collection, "error", err)
		return SlugMissing
	}
	return table.states[slug] // SlugMissing when absent
}

// table is collection's table at version or newer. A load reads the version before the
// rows: a change committed meanwhile moves the version on, so rows read before it are
// never taken for current.
func (x *SlugIndex) table(app core.App, collection string, version uint64) (slugTable, error) {
	for {
		x.mu.RLock()
		table, ok := x.tables[collection]
		x.mu.RUnlock()
		if ok && table.version >= version {
			return table, nil
		}
		_, err, _ := x.loading.Do(collection, func() (any, error) {
			// A load that ended between the check above and this call already did the work.
			x.mu.RLock()
			current, ok := x.tables[collection]
			x.mu.RUnlock()
			if ok && current.version >= version {
				return nil, nil
			}
			loaded := slugTable{version: x.cache.Version(collection)}
			x.Reads.Add(1)
			var err error
			if loaded.states, err = readSlugStates(app, collection); err != nil {
				return nil, err
			}
			x.mu.Lock()
			if current, ok := x.tables[collection]; !ok || current.version < loaded.version {
				x.tables[collection] = loaded
			}
			x.mu.Unlock()
			return nil, nil
		})
		if err != nil {
			return slugTable{}, err
		}
	}
}

// isKeyOf tells whether key has the form of collection's public keys.
func isKeyOf(collection, key string) bool {
	if collection == catalog.BatchesCollection {
		return catalog.IsValidLot(key)
	}
	return catalog.IsValidSlug(key)
}

// readSlugStates is every slug of collection with its state.
func readSlugStates(app core.App, collection string) (map[string]SlugState, error) {
	if collection == catalog.BatchesCollection {
		return readLots(app)
	}
	var rows []struct {
		Slug   string `db:"slug"`
		Status string `db:"status"`
	}
	if err := app.DB().Select("slug", catalog.StatusField).From(collection).All(&rows); err != nil {
		return nil, err
	}
	states := make(map[string]SlugState, len(rows))
	for _, r := range rows {
		states[r.Slug] = SlugHidden
		if catalog.IsVisible(r.Status) {
			states[r.Slug] = SlugVisible
		}
	}
	return states, nil
}

// readLots is every lot number: a lot's page is public whatever its product's state.
func readLots(app core.App) (map[string]SlugState, error) {
	var lots []string
	if err := app.DB().Select("lot").From(catalog.BatchesCollection).Column(&lots); err != nil {
		return nil, err
	}
	states := make(map[string]SlugState, len(lots))
	for _, lot := range lots {
		states[lot] = SlugVisible
	}
	return states, nil
}
