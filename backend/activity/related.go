package activity

import (
	"slices"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// A relation's value is an id (or a list of them), which tells staff nothing: the log
// keeps, beside a relation field's change, the related records' names as they were when
// the entry was written (a batch's lot number, a product's name), so that it still
// reads in words after the batch is deleted. Entries written before names were kept get
// them when they are read, from the records still there (NameRelatedOnRead).

// NameRelated gives each relation field's change in e its related collection and the
// names of the records its values name, read through app (the change's transaction).
func NameRelated(app core.App, collection *core.Collection, e *Entry) error {
	for name, change := range e.Changes {
		field, ok := collection.Fields.GetByName(name).(*core.RelationField)
		if !ok || change.Hidden != "" {
			continue
		}
		related, names, err := RelatedNames(app, field, change.Before, change.After)
		if err != nil {
			return err
		}
		change.Related, change.Names = related, names
		e.Changes[name] = change
	}
	return nil
}

// NameRelatedOnRead names, in entries read from the log, the related records of the
// relation changes that were recorded without names: from the records there now, one
// query per related collection (a record deleted since stays unnamed, which the app
// says).
func NameRelatedOnRead(app core.App, entries []catalog.ActivityEntry) error {
	type unnamed struct {
		entry int
		field string
	}
	wanted := map[string][]unnamed{}
	ids := map[string][]string{}
	collections := map[string]*core.Collection{}
	for i, e := range entries {
		collection, err := app.FindCachedCollectionByNameOrId(e.Collection)
		if err != nil {
			continue // no record, or a collection deleted since
		}
		for name, change := range e.Changes {
			field, ok := collection.Fields.GetByName(name).(*core.RelationField)
			if !ok || change.Hidden != "" || change.Related != "" {
				continue
			}
			related, err := app.FindCachedCollectionByNameOrId(field.CollectionId)
			if err != nil {
				continue
			}
			collections[related.Id] = related
			wanted[related.Id] = append(wanted[related.Id], unnamed{i, name})
			ids[related.Id] = append(ids[related.Id], append(idsIn(change.Before), idsIn(change.After)...)...)
		}
	}
	for id, fields := range wanted {
		related := collections[id]
		names, err := namesOf(app, related, ids[id])
		if err != nil {
			return err
		}
		for _, f := range fields {
			change := entries[f.entry].Changes[f.field]
			change.Related, change.Names = related.Name, map[string]string{}
			for _, id := range append(idsIn(change.Before), idsIn(change.After)...) {
				if name, ok := names[id]; ok {
					change.Names[id] = name
				}
			}
			entries[f.entry].Changes[f.field] = change
		}
	}
	return nil
}

// RelatedNames are the related collection of field and the names of the records that
// values (ids, or lists of ids, as the log keeps them) name, by id.
func RelatedNames(app core.App, field *core.RelationField, values ...any) (related string, names map[string]string, err error) {
	collection, err := app.FindCachedCollectionByNameOrId(field.CollectionId)
	if err != nil {
		return "", nil, nil // the related collection is gone: nothing to name
	}
	var ids []string
	for _, v := range values {
		ids = append(ids, idsIn(v)...)
	}
	if len(ids) == 0 {
		return collection.Name, nil, nil
	}
	names, err = namesOf(app, collection, ids)
	return collection.Name, names, err
}

// namesOf are the names of the records of collection with ids, by id.
func namesOf(app core.App, collection *core.Collection, ids []string) (map[string]string, error) {
	records, err := app.FindRecordsByIds(collection.Id, ids)
	if err != nil {
		return nil, err
	}
	names := make(map[string]string, len(records))
	for _, rec := range records {
		if label := Label(rec); label != "" {
			names[rec.Id] = short(label, maxNameRunes)
		}
	}
	return names, nil
}

// idsIn are the ids a relation's recorded value holds: one id, a list of them, or none
// (a value cut to its size, "(1234 bytes)", names nothing).
func idsIn(v any) []string {
	var out []string
	switch v := v.(type) {
	case string:
		out = []string{v}
	case []string:
		out = v
	case []any:
		for _, item := range v {
			if id, ok := item.(string); ok {
				out = append(out, id)
			}
		}
	}
	return slices.DeleteFunc(out, func(id string) bool { return !isRecordID(id) })
}

// isRecordID tells a record's id (PocketBase's are 15 letters and digits) from anything
// else a value may hold.
func isRecordID(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return false
		}
	}
	return true
}
