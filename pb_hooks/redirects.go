package hooks

import (
	"net/url"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/redirects"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// bindRedirects keeps old addresses answering, whoever writes (the staff API, the
// superuser UI and API, the CLI): a product or post whose slug changes leaves a redirect
// from its old address, content created or renamed onto an address takes it from any
// redirect, and every redirect written is collapsed to its final address. Each runs in
// the write's transaction: the redirects change with the record or not at all.
func bindRedirects(app core.App) {
	for collection, prefix := range redirects.SlugPages() {
		app.OnRecordCreateExecute(collection).BindFunc(func(e *core.RecordEvent) error {
			return inTransaction(e, func(tx core.App) error {
				return redirects.Claim(tx, prefix+e.Record.GetString("slug"))
			})
		})
		app.OnRecordUpdateExecute(collection).BindFunc(func(e *core.RecordEvent) error {
			old, slug := e.Record.Original().GetString("slug"), e.Record.GetString("slug")
			return inTransaction(e, func(tx core.App) error {
				if old == slug {
					return nil
				}
				if err := redirects.Claim(tx, prefix+slug); err != nil {
					return err
				}
				return redirects.Moved(tx, prefix+old, prefix+slug)
			})
		})
	}
	collapse := func(e *core.RecordEvent) error {
		return e.App.RunInTransaction(func(tx core.App) error {
			e.App = tx
			problems, err := redirects.Collapse(tx, e.Record)
			if err != nil {
				return err
			}
			if problems.Any() {
				return ruleErrors(problems, "validation_invalid")
			}
			if err := e.Next(); err != nil {
				return err
			}
			return redirects.Retarget(tx, e.Record)
		})
	}
	app.OnRecordCreateExecute(catalog.RedirectsCollection).BindFunc(collapse)
	app.OnRecordUpdateExecute(catalog.RedirectsCollection).BindFunc(collapse)
}

// inTransaction writes e's record, then runs after in the same transaction.
func inTransaction(e *core.RecordEvent, after func(tx core.App) error) error {
	return e.App.RunInTransaction(func(tx core.App) error {
		e.App = tx
		if err := e.Next(); err != nil {
			return err
		}
		return after(tx)
	})
}

// registerRedirects binds /api/admin/redirects: the list, adding one (its old address
// must not be a page: the page would win) and removing one. A redirect is not edited:
// staff remove it and add another.
func registerRedirects(staff *router.RouterGroup[*core.RequestEvent], s *site, routes web.PageRoutes) {
	res := &adminResource{
		name:         "redirects",
		collection:   catalog.RedirectsCollection,
		what:         "Redirect",
		searchFields: []string{"fromPath", "toPath"},
		defaultSort:  "createdAt DESC",
		toJSON: func(_ core.App, records []*core.Record) ([]any, error) {
			out := make([]any, len(records))
			for i, rec := range records {
				out[i] = catalog.Answer[catalog.Redirect](&catalog.RedirectSchema, rec)
			}
			return out, nil
		},
		body:     web.SchemaBody(&catalog.RedirectSchema),
		noUpdate: true,
		authorize: func(e *core.RequestEvent, rec *core.Record, body web.JSONBody) error {
			from, ok := body.Text("fromPath")
			if !rec.IsNew() || !ok || catalog.RedirectFromProblem(from) != "" {
				return nil // the record's rules answer
			}
			if decoded, err := url.PathUnescape(from); err == nil && s.pages.IsPage(e.App, routes, decoded) {
				return validationError(problemOf("fromPath", catalog.MsgRedirectFromTaken))
			}
			return nil
		},
	}
	res.register(staff)
}
