package sitesettings

import (
	"net/url"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/redirects"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// BindRedirects keeps old addresses answering, whoever writes (the staff API, the
// superuser UI and API, the CLI): a product or post whose slug changes leaves a redirect
// from its old address, content created or renamed onto an address takes it from any
// redirect, and every redirect written is collapsed to its final address. They write with
// the record's app: in the write's transaction when it has one (the staff API's saves
// do), so the redirects change with the record or not at all. (Opening a transaction here
// would not do: PocketBase runs a save's after-success hooks, realtime and the public
// cache's, at once when the save itself began outside one, that is before it commits.)
func BindRedirects(app core.App) {
	for collection, prefix := range redirects.SlugPages() {
		app.OnRecordCreateExecute(collection).BindFunc(func(e *core.RecordEvent) error {
			if err := e.Next(); err != nil {
				return err
			}
			return redirects.Claim(e.App, prefix+e.Record.GetString(catalog.ProductFieldSlug))
		})
		app.OnRecordUpdateExecute(collection).BindFunc(func(e *core.RecordEvent) error {
			old, slug := e.Record.Original().GetString(catalog.ProductFieldSlug), e.Record.GetString(catalog.ProductFieldSlug)
			if err := e.Next(); err != nil || old == slug {
				return err
			}
			if err := redirects.Claim(e.App, prefix+slug); err != nil {
				return err
			}
			return redirects.Moved(e.App, prefix+old, prefix+slug)
		})
	}
	collapse := func(e *core.RecordEvent) error {
		problems, err := redirects.Collapse(e.App, e.Record)
		if err != nil {
			return err
		}
		if problems.Any() {
			return rules.RuleErrors(problems, "validation_invalid")
		}
		if err := e.Next(); err != nil {
			return err
		}
		return redirects.Retarget(e.App, e.Record)
	}
	app.OnRecordCreateExecute(catalog.RedirectsCollection).BindFunc(collapse)
	app.OnRecordUpdateExecute(catalog.RedirectsCollection).BindFunc(collapse)
}

// RegisterRedirects binds /api/admin/redirects: the list, adding one (its old address
// must not be a page: the page would win) and removing one. A redirect is not edited:
// staff remove it and add another.
func RegisterRedirects(staff *router.RouterGroup[*core.RequestEvent], pages *pages.Pages, routes web.PageRoutes) {
	res := &adminapi.Resource{
		Name:         api.RedirectsResource,
		Collection:   catalog.RedirectsCollection,
		What:         "Redirect",
		SearchFields: []string{"fromPath", "toPath"},
		DefaultSort:  "createdAt DESC",
		ToJSON: func(_ core.App, records []*core.Record) ([]any, error) {
			out := make([]any, len(records))
			for i, rec := range records {
				out[i] = catalog.Answer[catalog.Redirect](&catalog.RedirectSchema, rec)
			}
			return out, nil
		},
		Body:     web.SchemaBody(&catalog.RedirectSchema),
		NoUpdate: true,
		Authorize: func(e *core.RequestEvent, rec *core.Record, body web.JSONBody) error {
			from, ok := body.Text("fromPath")
			if !rec.IsNew() || !ok || catalog.RedirectFromProblem(from) != "" {
				return nil // the record's rules answer
			}
			if decoded, err := url.PathUnescape(from); err == nil && pages.IsPage(e.App, routes, decoded) {
				return rules.ValidationError(rules.ProblemOf("fromPath", catalog.MsgRedirectFromTaken))
			}
			return nil
		},
	}
	res.Register(staff)
}
