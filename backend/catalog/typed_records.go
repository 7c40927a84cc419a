package catalog

//go:generate go run ../recordgen

import "github.com/pocketbase/pocketbase/core"

// The typed records' readers and writers of the kinds *core.Record has no typed
// getter for (records_gen.go calls them).

// numberOrNil is a nullable number's value, nil when it is null or not a number.
func numberOrNil(r *core.Record, field string) *float64 {
	v, isNull, ok := nullableNumber(r, field)
	if !ok || isNull {
		return nil
	}
	return &v
}

// setNumberOrNil sets a nullable number, null for nil.
func setNumberOrNil(r *core.Record, field string, v *float64) {
	if v == nil {
		r.Set(field, nil)
		return
	}
	r.Set(field, *v)
}

// textListOf is a JSON list of text (empty when it is null or not a list of text).
func textListOf(r *core.Record, field string) []string {
	list, ok := textList(r, field)
	if !ok {
		return []string{}
	}
	return list
}

// textMapOf is a JSON object of text by text (empty when it is null or not one).
func textMapOf(r *core.Record, field string) map[string]string {
	texts := map[string]string{}
	if err := r.UnmarshalJSONField(field, &texts); err != nil || texts == nil {
		return map[string]string{}
	}
	return texts
}
