package adminapi

import "github.com/pocketbase/pocketbase/core"

// AnySlice is items as a page of a list answer.
func AnySlice[T any](items []T) []any {
	out := make([]any, len(items))
	for i := range items {
		out[i] = items[i]
	}
	return out
}

// StringList is a JSON list field as a list ([] when empty or unreadable).
func StringList(rec *core.Record, field string) []string {
	var out []string
	if err := rec.UnmarshalJSONField(field, &out); err != nil || out == nil {
		return []string{}
	}
	return out
}

// OptionalText is a text field that answers null when empty.
func OptionalText(rec *core.Record, field string) *string {
	v := rec.GetString(field)
	if v == "" {
		return nil
	}
	return &v
}

// NullableNumber is a number field that answers null when unset.
func NullableNumber(rec *core.Record, field string) *float64 {
	var v *float64
	if err := rec.UnmarshalJSONField(field, &v); err != nil {
		return nil
	}
	return v
}

// ISOTime is a date field as the API writes dates ("" when unset).
func ISOTime(rec *core.Record, field string) string {
	t := rec.GetDateTime(field)
	if t.IsZero() {
		return ""
	}
	return t.Time().UTC().Format("2006-01-02T15:04:05.000Z")
}
