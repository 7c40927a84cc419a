package revisions

import (
	"encoding/json"
	"sort"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// fieldLabel is a field's label in its collection's schema (the registry's), else its name.
func fieldLabel(collection, field string) string {
	if c, ok := catalog.Registered(collection); ok {
		for _, f := range c.Schema.Fields {
			if f.Name == field && f.Label != "" {
				return f.Label
			}
		}
	}
	return field
}

// Compare lists the fields a restore brings back whose value in kept is not the one in current (a zero
// current: the record is deleted), in the collection's field order, then the variants
// by name: each variant is one field, "variant:{id}", valued by its fields.
func Compare(collection string, order []string, kept, current Snapshot) []catalog.Difference {
	out := []catalog.Difference{}
	for _, field := range order {
		if field == "id" {
			continue
		}
		was, wasKept := kept.Fields[field]
		is := current.Fields[field]
		if !wasKept || !Restorable(collection, field) || same(was, is) {
			continue
		}
		out = append(out, catalog.Difference{Field: field, Label: fieldLabel(collection, field), Revision: was, Current: plain(is)})
	}
	if collection != catalog.ProductsCollection {
		return out
	}
	keptByID, currentByID := byID(kept.Variants), byID(current.Variants)
	ids := make([]string, 0, len(keptByID)+len(currentByID))
	for id := range keptByID {
		ids = append(ids, id)
	}
	for id := range currentByID {
		if _, both := keptByID[id]; !both {
			ids = append(ids, id)
		}
	}
	name := func(id string) string {
		if v, ok := keptByID[id]; ok {
			return variantName(v)
		}
		return variantName(currentByID[id])
	}
	sort.Slice(ids, func(i, j int) bool {
		return name(ids[i]) < name(ids[j]) || name(ids[i]) == name(ids[j]) && ids[i] < ids[j]
	})
	for _, id := range ids {
		was, is := variantValue(keptByID[id]), variantValue(currentByID[id])
		if same(was, is) {
			continue
		}
		out = append(out, catalog.Difference{Field: "variant:" + id, Label: "Variant " + name(id), Revision: was, Current: plain(is)})
	}
	return out
}

func byID(variants []map[string]any) map[string]map[string]any {
	out := make(map[string]map[string]any, len(variants))
	for _, v := range variants {
		id, _ := v["id"].(string)
		out[id] = v
	}
	return out
}

func variantName(v map[string]any) string {
	name, _ := v["name"].(string)
	return name
}

// variantValue is a variant's fields a restore brings back (nil for none).
func variantValue(v map[string]any) any {
	if v == nil {
		return nil
	}
	out := make(map[string]any, len(v))
	for k, val := range v {
		if Restorable(catalog.VariantsCollection, k) {
			out[k] = val
		}
	}
	return out
}

// same tells whether two values are equal as JSON, an empty list or object being no
// value at all (a JSON field kept before it was first set reads back as null).
func same(a, b any) bool {
	ja, errA := json.Marshal(emptyAsNull(plain(a)))
	jb, errB := json.Marshal(emptyAsNull(plain(b)))
	return errA == nil && errB == nil && string(ja) == string(jb)
}

func emptyAsNull(v any) any {
	switch v := v.(type) {
	case []any:
		if len(v) == 0 {
			return nil
		}
	case map[string]any:
		if len(v) == 0 {
			return nil
		}
	}
	return v
}
