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
	redirect := catalog.AsRedirect(rec)
	if rec == nil {
		if redirect, err = catalog.NewRedirectRecord(app); err != nil {
			return err
		}
		redirect.SetFromPath(from)
	}
	redirect.SetToPath(to)
	redirect.SetAutomatic(true)
	return app.Save(redirect)
}

// Collapse makes rec lead to a final address: when its new address is the old address of
// another redirect, rec leads where that one does (stored redirects are final, so one
// step is enough). It refuses, with the field's message, a redirect that would then lead
// back to its own address.
func Collapse(app core.App, rec *core.Record) (*catalog.Problems, error) {
	redirect := catalog.AsRedirect(rec)
	to := redirect.ToPath()
	next, err := find(app, catalog.RedirectTarget(to))
	if err != nil || next == nil || next.Id == rec.Id {
		return nil, err
	}
	to = catalog.FollowRedirect(to, catalog.AsRedirect(next).ToPath())
	if catalog.RedirectTarget(to) == redirect.FromPath() {
		problems := &catalog.Problems{}
		problems.Add(catalog.RedirectFieldToPath, catalog.MsgRedirectToItself)
		return problems, nil
	}
	redirect.SetToPath(to)
	return nil, nil
}

// Retarget makes the redirects that led to rec's old address lead to its new one, so
// that every stored redirect stays final. Redirects are few (one per rename or staff
// entry): they are read whole rather than matched in SQL, whose text comparison does not
// know a query or a trailing slash from a path.
func Retarget(app core.App, rec *core.Record) error {
	redirect := catalog.AsRedirect(rec)
	all := []*catalog.RedirectRecord{}
	err := app.RecordQuery(catalog.RedirectsCollection).AndWhere(dbx.Not(dbx.HashExp{catalog.IDField: rec.Id})).All(&all)
	if err != nil {
		return err
	}
	for _, other := range all {
		if catalog.RedirectTarget(other.ToPath()) != redirect.FromPath() {
			continue
		}
		other.SetToPath(catalog.FollowRedirect(other.ToPath(), redirect.ToPath()))
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
	rec, err := app.FindFirstRecordByData(catalog.RedirectsCollection, catalog.RedirectFieldFromPath, key)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return rec, err
}
