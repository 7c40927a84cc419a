// Package settings keeps the site's two settings records, each the one record of its
// collection (site_settings, which visitors read; site_private_settings, which only staff
// read), as catalog's typed values from their first read until one of them changes:
// most requests need them.
package settings

import (
	"sync"
	"sync/atomic"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// Cache keeps the settings of one app. Callers must not modify what it answers (its
// lists are shared).
type Cache struct {
	site    atomic.Pointer[catalog.SiteSettings]
	private atomic.Pointer[catalog.PrivateSettings]
	// mu orders keeping a value read against forgetting: a read that began before a
	// change keeps nothing (generation tells).
	mu         sync.Mutex
	generation uint64
}

// Site are the site settings, read through app (a request's, or its transaction).
func (c *Cache) Site(app core.App) (catalog.SiteSettings, error) {
	return read(c, app, &c.site, &catalog.SiteSettingsSchema)
}

// Private are the private settings, read through app.
func (c *Cache) Private(app core.App) (catalog.PrivateSettings, error) {
	return read(c, app, &c.private, &catalog.PrivateSettingsSchema)
}

// ReadSite reads the site settings through app, past any cache: for the calls that are
// rare enough not to need one.
func ReadSite(app core.App) (catalog.SiteSettings, error) {
	return readRecord[catalog.SiteSettings](app, &catalog.SiteSettingsSchema)
}

func readRecord[T any](app core.App, schema *catalog.Schema) (T, error) {
	rec, err := app.FindFirstRecordByFilter(schema.Collection, "")
	if err != nil {
		var zero T
		return zero, err
	}
	return catalog.Answer[T](schema, rec), nil
}

func read[T any](c *Cache, app core.App, kept *atomic.Pointer[T], schema *catalog.Schema) (T, error) {
	if v := kept.Load(); v != nil {
		return *v, nil
	}
	c.mu.Lock()
	generation := c.generation
	c.mu.Unlock()
	v, err := readRecord[T](app, schema)
	if err != nil {
		return v, err
	}
	c.mu.Lock()
	if c.generation == generation {
		kept.Store(&v)
	}
	c.mu.Unlock()
	return v, nil
}

// Forget drops what is kept: the next reads read the records again.
func (c *Cache) Forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.generation++
	c.site.Store(nil)
	c.private.Store(nil)
}

// ForgetOnChange forgets whenever a settings record is created, saved or deleted, and
// then calls also (what is derived from the settings).
func (c *Cache) ForgetOnChange(app core.App, also func()) {
	forget := func(e *core.RecordEvent) error {
		c.Forget()
		also()
		return e.Next()
	}
	for _, collection := range []string{catalog.SiteSettingsCollection, catalog.PrivateSettingsCollection} {
		app.OnRecordAfterCreateSuccess(collection).BindFunc(forget)
		app.OnRecordAfterUpdateSuccess(collection).BindFunc(forget)
		app.OnRecordAfterDeleteSuccess(collection).BindFunc(forget)
	}
}
