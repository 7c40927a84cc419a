// Package redirects keeps the site's old addresses answering: a renamed product's or
// post's old path leads to its new one, for good. Every stored redirect leads straight to
// its final address (chains are collapsed when written, never followed when answered),
// and an address that content takes again is the content's.
package redirects

import (
	"database/sql"
	"errors"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/content"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// SlugPages are the page table's pages named by a record's slug, by collection: the path
// before the slug ("/products/" for products).
func SlugPages() map[string]string {
	out := map[string]string{}
	for _, p := range content.Pages {
		if p.SlugOf != "" {
			out[p.SlugOf] = strings.TrimSuffix(p.Path, ":slug")
		}
	}
	return out
}

// Claim drops the redirect from path, if any: content answers there now.
func Claim(app core.App, path string) error {
	rec, err := find(app, catalog.RedirectKey(path))
	if rec == nil || err != nil {
		return err
	}
	return app.Delete(rec)
}

// Moved records that what answered at from now answers at to (a rename): from leads to
// to, and so do the redirects that led to from. The caller claims to first.
func Moved(app core.App, from, to string) error {
	rec, err := find(app, catalog.RedirectKey(from))
	if err != nil {
		return err
	}
	if rec == nil {
		collection, err := app.FindCachedCollectionByNameOrId(catalog.RedirectsCollection)
		if err != nil {
			return err
		}
		rec = core.NewRecord(collection)
		rec.Set("fromPath", from)
	}
	rec.Set("toPath", to)
	rec.Set("automatic", true)
	return app.Save(rec)
}

// Collapse makes rec lead to a final address: when its new address is the old address of
// another redirect, rec leads where that one does (stored redirects are final, so one
// step is enough). It refuses, with the field's message, a redirect that would then lead
// back to its own address.
func Collapse(app core.App, rec *core.Record) (*catalog.Problems, error) {
	to := rec.GetString("toPath")
	next, err := find(app, catalog.RedirectTarget(to))
	if err != nil || next == nil || next.Id == rec.Id {
		return nil, err
	}
	to = catalog.FollowRedirect(to, next.GetString("toPath"))
	if catalog.RedirectTarget(to) == rec.GetString("fromPath") {
		problems := &catalog.Problems{}
		problems.Add("toPath", catalog.MsgRedirectToItself)
		return problems, nil
	}
	rec.Set("toPath", to)
	return nil, nil
}

// Retarget makes the redirects that led to rec's old address lead to its new one, so
// that every stored redirect stays final. Redirects are few (one per rename or staff
// entry): they are read whole rather than matched in SQL, whose text comparison does not
// know a query or a trailing slash from a path.
func Retarget(app core.App, rec *core.Record) error {
	from := rec.GetString("fromPath")
	all, err := app.FindAllRecords(catalog.RedirectsCollection, dbx.Not(dbx.HashExp{"id": rec.Id}))
	if err != nil {
		return err
	}
	for _, other := range all {
		if catalog.RedirectTarget(other.GetString("toPath")) != from {
			continue
		}
		other.Set("toPath", catalog.FollowRedirect(other.GetString("toPath"), rec.GetString("toPath")))
		if err := app.Save(other); err != nil {
			return err
		}
	}
	return nil
}

// find is the redirect from key (a RedirectKey), or nil.
func find(app core.App, key string) (*core.Record, error) {
	if key == "" {
		return nil, nil
	}
	rec, err := app.FindFirstRecordByData(catalog.RedirectsCollection, "fromPath", key)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return rec, err
}
