// Package revisions keeps the states that saves and deletes replace, for the records
// staff edit and may want back: products (with their variants), blog posts, locations
// and the site's settings. A revision can be compared with the record as it is, and
// restored through the same rules as any save.
package revisions

import (
	"encoding/json"
	"fmt"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Kept tells whether the states collection's saves replace are kept: the registry's
// choice (catalog.KeepsRevisions, or catalog.NoRevisions with its reason).
func Kept(collection string) bool { return catalog.KeepsRevisionsOf(collection) }

// Snapshot is a record's state: its fields (not its automatic dates), and a product's
// variants and the ids of its batches (which keep revisions of their own).
type Snapshot struct {
	Fields   map[string]any   `json:"fields"`
	Variants []map[string]any `json:"variants,omitempty"`
	Batches  []string         `json:"batches,omitempty"`
}

// Take is rec's state, with a product's variants and batches as the database holds
// them now.
func Take(app core.App, rec *core.Record) (Snapshot, error) {
	s := Snapshot{Fields: fieldsOf(rec)}
	if rec.Collection().Name != catalog.ProductsCollection {
		return s, nil
	}
	variants, err := keptVariants(app, rec.Id)
	if err != nil {
		return s, err
	}
	s.Variants = variants
	s.Batches, err = batchIDs(app, rec.Id)
	return s, err
}

func variantsOf(app core.App, productID string) ([]*core.Record, error) {
	variants := []*core.Record{}
	err := app.RecordQuery(catalog.VariantsCollection).AndWhere(dbx.HashExp{catalog.VariantFieldProductID: productID}).
		OrderBy(catalog.VariantFieldSortOrder+" ASC", catalog.IDField+" ASC").All(&variants)
	return variants, err
}

// fieldsOf is rec's fields (values as the record holds them: they are kept as JSON),
// without its automatic dates and secrets (the kept collections have none; the rule
// holds whatever they gain).
func fieldsOf(rec *core.Record) map[string]any {
	out := map[string]any{}
	for _, field := range rec.Collection().Fields {
		if _, isDate := field.(*core.AutodateField); isDate || activity.Hidden(rec.Collection().Name, field) != "" {
			continue
		}
		out[field.GetName()] = rec.Get(field.GetName())
	}
	return out
}

// plain is v as plain JSON values (a JSON field decoded, a date as its text), as a kept
// revision reads back.
func plain(v any) any {
	j, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	var out any
	if json.Unmarshal(j, &out) != nil {
		return nil
	}
	return out
}

// Keep stores s, the state of rec that action (by actor) replaced.
func Keep(app core.App, rec *core.Record, s Snapshot, action string, actor activity.Actor) error {
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	_, err = app.NonconcurrentDB().Insert(catalog.RevisionsCollection, dbx.Params{
		catalog.IDField:                     core.GenerateDefaultRandomId(),
		catalog.CreatedAtField:              types.NowDateTime().String(),
		catalog.RevisionFieldCollectionName: rec.Collection().Name,
		catalog.RevisionFieldRecordID:       rec.Id,
		catalog.RevisionFieldLabel:          activity.Label(rec),
		catalog.RevisionFieldAction:         action,
		catalog.RevisionFieldActorName:      actor.Name,
		catalog.RevisionFieldData:           string(data),
	}).Execute()
	return err
}

// Installed tells whether app has the revisions' collection.
func Installed(app core.App) bool {
	_, err := app.FindCachedCollectionByNameOrId(catalog.RevisionsCollection)
	return err == nil
}

// Row is a stored revision.
type Row struct {
	ID         string `db:"id"`
	CreatedAt  string `db:"createdAt"`
	Collection string `db:"collection"`
	RecordID   string `db:"recordId"`
	Label      string `db:"label"`
	Action     string `db:"action"`
	ActorName  string `db:"actorName"`
	Data       string `db:"data"`
}

// Snapshot is the state the revision kept.
func (r Row) Snapshot() (Snapshot, error) {
	var s Snapshot
	if err := json.Unmarshal([]byte(r.Data), &s); err != nil {
		return s, fmt.Errorf("revision %s: %w", r.ID, err)
	}
	return s, nil
}

var rowColumns = []string{
	catalog.IDField, catalog.CreatedAtField, catalog.RevisionFieldCollectionName, catalog.RevisionFieldRecordID,
	catalog.RevisionFieldLabel, catalog.RevisionFieldAction, catalog.RevisionFieldActorName, catalog.RevisionFieldData,
}

// Of lists the revisions of a record, newest first, at most catalog.MaxRevisionsListed.
func Of(app core.App, collection, recordID string) ([]Row, error) {
	rows := []Row{}
	err := app.DB().Select(rowColumns...).From(catalog.RevisionsCollection).
		Where(dbx.HashExp{catalog.RevisionFieldCollectionName: collection, catalog.RevisionFieldRecordID: recordID}).
		OrderBy("createdAt DESC", "id DESC").Limit(catalog.MaxRevisionsListed).All(&rows)
	return rows, err
}

// Find is revision id, or sql.ErrNoRows.
func Find(app core.App, id string) (Row, error) {
	var row Row
	err := app.DB().Select(rowColumns...).From(catalog.RevisionsCollection).Where(dbx.HashExp{catalog.IDField: id}).One(&row)
	return row, err
}

// Deleted lists the records of collection deleted within the retention (their last
// revision, the one their delete kept) and not restored since, newest first.
func Deleted(app core.App, collection string) ([]Row, error) {
	rows := []Row{}
	err := app.DB().Select(rowColumns...).From(catalog.RevisionsCollection).
		Where(dbx.HashExp{catalog.RevisionFieldCollectionName: collection, catalog.RevisionFieldAction: catalog.ActionDelete}).
		AndWhere(dbx.NewExp("recordId NOT IN (SELECT id FROM {{"+collection+"}})")).
		OrderBy("createdAt DESC", "id DESC").Limit(1000).All(&rows)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	out := rows[:0]
	for _, r := range rows {
		if !seen[r.RecordID] && len(out) < catalog.MaxRevisionsListed {
			seen[r.RecordID] = true
			out = append(out, r)
		}
	}
	return out, nil
}
