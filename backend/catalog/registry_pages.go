package catalog

import (
	"cmp"
	"slices"
)

// CopyReading is how the copy check reads a collection's texts (its schema's Copy rows).
type CopyReading struct {
	// Screen is the staff resource where a record's findings are reviewed: the dashboard
	// links its waiting records there (a variant's on its product's, by Parent).
	Screen string
	// Public tells whether a record as it is being saved shows its texts to visitors, so
	// that its findings need a review first (nil: always). A variant's is its product's:
	// its caller tells.
	Public func(r Reader) bool
}

// CopyIsPublic tells whether r, a record of collection as it is being saved, shows its
// texts to visitors (the registry's Copy.Public): a product published, a post published
// or scheduled (the server publishes it at its time, unattended), a hero video active, a
// location and the site settings always.
func CopyIsPublic(collection string, r Reader) bool {
	c, ok := Registered(collection)
	if !ok || c.Copy == nil || c.Copy.Public == nil {
		return true
	}
	return c.Copy.Public(r)
}

// SitemapPages are the pages of a collection's records in /sitemap.xml: each record
// visitors see, at Prefix and its slug.
type SitemapPages struct {
	Prefix string // "/blog/"
	Sort   string // the records' order: "publishedAt DESC"
	Place  int    // its place among the sitemap's collections (products first)
}

// SitemapCollections are the collections whose records have pages in the sitemap, in
// their places.
func SitemapCollections() []*Collection {
	var out []*Collection
	for _, c := range Collections() {
		if c.Sitemap != nil {
			out = append(out, c)
		}
	}
	slices.SortStableFunc(out, func(a, b *Collection) int { return cmp.Compare(a.Sitemap.Place, b.Sitemap.Place) })
	return out
}

// StatusChange is what the activity log calls a change of a record's status field.
type StatusChange int

const (
	// StatusUpdates: an update like any other.
	StatusUpdates StatusChange = iota
	// StatusPublishes: a publish or an unpublish (the record becomes visible or not).
	StatusPublishes
	// StatusOfOrder: an order's progress.
	StatusOfOrder
)

// StatusChangeOf is what the activity log calls a change of collection's status field.
func StatusChangeOf(collection string) StatusChange {
	if c, ok := Registered(collection); ok {
		return c.Status
	}
	return StatusUpdates
}
