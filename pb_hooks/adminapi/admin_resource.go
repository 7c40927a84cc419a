// Package adminapi is the staff API's resource: one collection under /api/admin/{name}
// with react-admin's list contract, get, create, PATCH and delete.
package adminapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Resource is one collection offered to staff under /api/admin/{name} with the
// ra-data-simple-rest contract: list (sort, range, filter, Content-Range), get one,
// getMany (filter={"id":[...]}), create, update (PATCH, and PUT as its synonym) and
// delete answering the deleted record.
type Resource struct {
	Name         string   // URL segment and Content-Range unit
	Collection   string   // PocketBase collection
	What         string   // "Product", for "Product not found"
	SearchFields []string // matched by filter {"q": "..."}
	DefaultSort  string   // e.g. "name ASC", or "position ASC, createdAt ASC"
	// toJSON renders records in the API's shape; it receives the whole page so it can
	// load related rows in one query.
	ToJSON func(app core.App, records []*core.Record) ([]any, error)
	// render, when set, is used in place of toJSON: it may reuse what a filter of the
	// same request computed.
	Render func(e *core.RequestEvent, records []*core.Record) ([]any, error)
	// filters are filter keys that are not fields (the files' "inUse"): each makes its
	// condition of the value sent.
	Filters map[string]ListFilter
	// body names the fields staff may set; the collection's rules check them on save.
	Body []web.BodyField
	// defaults fill a created record's fields that the request leaves out.
	Defaults map[string]any
	ReadOnly bool // no create (messages come from visitors, not staff)
	NoUpdate bool // no update (files are replaced, not edited)
	// remove deletes a record with what belongs to it (nil: the record alone).
	Remove func(tx core.App, e *core.RequestEvent, rec *core.Record) error
	// authorize refuses a create, update or delete staff may not make (nil: all may).
	Authorize func(e *core.RequestEvent, rec *core.Record, body web.JSONBody) error
	// saved runs in the save's transaction, after it (the emails a change sends).
	Saved func(tx core.App, e *core.RequestEvent, rec *core.Record) error
	// copyReview lets the owner save with "reviewedWithCounsel" (the copy check's review,
	// withCopyReview); reviewed, when set, runs in the transaction of such a save, after it.
	CopyReview bool
	Reviewed   func(tx core.App, rec *core.Record) error
	// related reads what a request sets that is kept on other records (a product's
	// partners, kept on the locations): its problems refuse the request like the body's;
	// save, when not nil, writes it in the save's transaction, after the record, to the
	// records listed (as they are before it: the copy check reads them first).
	Related func(e *core.RequestEvent, body web.JSONBody) (save func(tx core.App, rec *core.Record) error, records []*core.Record, problems *catalog.Problems)
}

func (res *Resource) Register(staff *router.RouterGroup[*core.RequestEvent]) {
	base := "/" + res.Name
	staff.GET(base, res.List)
	staff.GET(base+"/{id}", res.Get)
	if !res.ReadOnly {
		staff.POST(base, res.create)
	}
	if !res.NoUpdate {
		staff.PATCH(base+"/{id}", res.Update)
		staff.PUT(base+"/{id}", res.Update)
	}
	staff.DELETE(base+"/{id}", res.delete)
}

// ListFilter turns a filter's value into a condition, or answers why it cannot.
type ListFilter func(e *core.RequestEvent, value any) (dbx.Expression, error)

func (res *Resource) renderAll(e *core.RequestEvent, records []*core.Record) ([]any, error) {
	if res.Render != nil {
		return res.Render(e, records)
	}
	return res.ToJSON(e.App, records)
}

func (res *Resource) renderOne(e *core.RequestEvent, rec *core.Record) (any, error) {
	items, err := res.renderAll(e, []*core.Record{rec})
	if err != nil {
		return nil, err
	}
	return items[0], nil
}

func (res *Resource) List(e *core.RequestEvent) error {
	collection, err := e.App.FindCachedCollectionByNameOrId(res.Collection)
	if err != nil {
		return err
	}
	custom := make([]string, 0, len(res.Filters))
	for key := range res.Filters {
		custom = append(custom, key)
	}
	params, perr := parseListParams(e.Request, collection, res.SearchFields, custom...)
	if perr != nil {
		return perr
	}
	for key, value := range params.custom {
		expr, err := res.Filters[key](e, value)
		if err != nil {
			return err
		}
		params.exprs = append(params.exprs, expr)
	}
	where := params.where()

	var total int
	if err := e.App.RecordQuery(collection).Select("count(*)").AndWhere(where).Row(&total); err != nil {
		return err
	}

	query := e.App.RecordQuery(collection).AndWhere(where)
	if params.sortField != "" {
		query.OrderBy(params.sortField + " " + params.sortOrder)
	} else {
		for _, column := range strings.Split(res.DefaultSort, ",") {
			query.AndOrderBy(strings.TrimSpace(column))
		}
	}
	query.AndOrderBy("id ASC")
	if params.hasRange {
		query.Offset(int64(params.start)).Limit(int64(params.end - params.start + 1))
	}
	records := []*core.Record{}
	if err := query.All(&records); err != nil {
		return err
	}
	items, err := res.renderAll(e, records)
	if err != nil {
		return err
	}

	first, last := params.start, params.start+len(items)-1
	if len(items) == 0 {
		first, last = 0, 0
	}
	e.Response.Header().Set("Content-Range", fmt.Sprintf("%s %d-%d/%d", res.Name, first, last, total))
	e.Response.Header().Set("Access-Control-Expose-Headers", "Content-Range")
	return e.JSON(http.StatusOK, items)
}

func (res *Resource) Get(e *core.RequestEvent) error {
	rec, err := rules.FindOr404(e.App, res.Collection, e.Request.PathValue("id"), res.What)
	if err != nil {
		return err
	}
	item, err := res.renderOne(e, rec)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, item)
}

func (res *Resource) create(e *core.RequestEvent) error {
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(res.Collection)
	if err != nil {
		return err
	}
	return res.save(e, core.NewRecord(collection), body, true)
}

// Update applies a staff PATCH (or PUT) to the record named in the path: for a resource
// registered whole by Register, and for one whose other routes are its own.
func (res *Resource) Update(e *core.RequestEvent) error {
	rec, err := rules.FindOr404(e.App, res.Collection, e.Request.PathValue("id"), res.What)
	if err != nil {
		return err
	}
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	return res.save(e, rec, body, false)
}

// save applies a staff request's body to rec, saves it and answers the saved record
// (201 on create); nothing is written when a rule refuses the body.
func (res *Resource) save(e *core.RequestEvent, rec *core.Record, body web.JSONBody, creating bool) error {
	if res.Authorize != nil {
		if err := res.Authorize(e, rec, body); err != nil {
			return err
		}
	}
	if creating {
		web.WithDefaults(body, res.Defaults)
	}
	if problems := web.ApplyBody(rec, body, res.Body); problems.Any() {
		return rules.ValidationError(problems)
	}
	reviewing := false
	if res.CopyReview {
		var err error
		if reviewing, err = copycheck.IsReviewedWithCounsel(e, body); err != nil {
			return err
		}
	}
	var saveRelated func(tx core.App, rec *core.Record) error
	var relatedRecords []*core.Record
	if res.Related != nil {
		var problems *catalog.Problems
		if saveRelated, relatedRecords, problems = res.Related(e, body); problems.Any() {
			return rules.ValidationError(problems)
		}
	}
	// The copy check reads the texts now, not in the transaction (copycheck.First).
	defer copycheck.First(e.App, reviewing, append([]*core.Record{rec}, relatedRecords...)...)()
	err := e.App.RunInTransaction(func(tx core.App) error {
		if err := copycheck.AsReview(tx, reviewing).Save(rec); err != nil {
			return err
		}
		if reviewing && res.Reviewed != nil {
			if err := res.Reviewed(copycheck.AsReview(tx, true), rec); err != nil {
				return err
			}
		}
		if saveRelated != nil {
			if err := saveRelated(tx, rec); err != nil {
				return err
			}
		}
		if res.Saved == nil {
			return nil
		}
		return res.Saved(tx, e, rec)
	})
	if err != nil {
		return rules.SaveError(err)
	}
	item, err := res.renderOne(e, rec)
	if err != nil {
		return err
	}
	status := http.StatusOK
	if creating {
		status = http.StatusCreated
	}
	return e.JSON(status, item)
}

func (res *Resource) delete(e *core.RequestEvent) error {
	rec, err := rules.FindOr404(e.App, res.Collection, e.Request.PathValue("id"), res.What)
	if err != nil {
		return err
	}
	if res.Authorize != nil {
		if err := res.Authorize(e, rec, web.JSONBody{}); err != nil {
			return err
		}
	}
	item, err := res.renderOne(e, rec)
	if err != nil {
		return err
	}
	remove := res.Remove
	if remove == nil {
		remove = func(tx core.App, _ *core.RequestEvent, rec *core.Record) error { return tx.Delete(rec) }
	}
	if err := e.App.RunInTransaction(func(tx core.App) error { return remove(tx, e, rec) }); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, item)
}

// listParams are ra-data-simple-rest's query parameters, checked against the collection.
type listParams struct {
	sortField, sortOrder string
	hasRange             bool
	start, end           int
	exprs                []dbx.Expression
	custom               map[string]any // values of the resource's own filter keys
}

func (p listParams) where() dbx.Expression {
	if len(p.exprs) == 0 {
		return dbx.NewExp("1=1")
	}
	return dbx.And(p.exprs...)
}

// parseListParams reads sort=["field","ASC"], range=[0,24] and filter={"q":"..",
// "id":[...], "field": value, "custom": value}. Unknown or hidden fields and malformed
// JSON answer 400, so a parameter can never reach SQL unchecked; the custom keys' values are left
// to the resource's filters.
func parseListParams(r *http.Request, collection *core.Collection, searchFields []string, custom ...string) (listParams, error) {
	q := r.URL.Query()
	p := listParams{sortOrder: "ASC"}
	// Hidden fields (an auth collection's password hash and token key) are never shown to
	// staff, so they may not be filtered or sorted by either: an answer's order or count
	// would tell them apart one character at a time.
	isField := func(name string) bool {
		if name == "id" {
			return true
		}
		field := collection.Fields.GetByName(name)
		return field != nil && !field.GetHidden()
	}

	if raw := q.Get("sort"); raw != "" {
		var sort []string
		if json.Unmarshal([]byte(raw), &sort) != nil || len(sort) != 2 || !isField(sort[0]) {
			return p, web.BadRequest("Invalid sort parameter")
		}
		order := strings.ToUpper(sort[1])
		if order != "ASC" && order != "DESC" {
			return p, web.BadRequest("Invalid sort parameter")
		}
		p.sortField, p.sortOrder = sort[0], order
	}

	if raw := q.Get("range"); raw != "" {
		var rng []int
		if json.Unmarshal([]byte(raw), &rng) != nil || len(rng) != 2 || rng[0] < 0 || rng[1] < rng[0] || rng[1]-rng[0] > 1000 {
			return p, web.BadRequest("Invalid range parameter")
		}
		p.hasRange, p.start, p.end = true, rng[0], rng[1]
	}

	if raw := q.Get("filter"); raw != "" && raw != "{}" {
		var filter map[string]any
		if json.Unmarshal([]byte(raw), &filter) != nil {
			return p, web.BadRequest("Invalid filter parameter")
		}
		for key, value := range filter {
			param := fmt.Sprintf("f%d", len(p.exprs))
			switch {
			case key == "q":
				text, _ := value.(string)
				if strings.TrimSpace(text) == "" {
					continue
				}
				var ors []dbx.Expression
				for _, f := range searchFields {
					ors = append(ors, dbx.NewExp("[["+f+"]] LIKE {:"+param+"} ESCAPE '\\'", dbx.Params{param: "%" + EscapeLike(strings.TrimSpace(text)) + "%"}))
				}
				p.exprs = append(p.exprs, dbx.Or(ors...))
			case slices.Contains(custom, key):
				if p.custom == nil {
					p.custom = map[string]any{}
				}
				p.custom[key] = value
			case !isField(key):
				return p, web.BadRequest("Invalid filter parameter: " + key)
			default:
				if list, isList := value.([]any); isList {
					p.exprs = append(p.exprs, dbx.In(key, list...))
				} else {
					p.exprs = append(p.exprs, dbx.HashExp{key: value})
				}
			}
		}
	}
	return p, nil
}

func EscapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
