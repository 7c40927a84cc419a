package revisions

import (
	"encoding/json"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// keptVariants are a product's variants as a revision keeps them, read as plain rows
// (each column typed by its field) rather than records: every save of a product or
// variant reads them, and records cost several times the allocations.
func keptVariants(app core.App, productID string) ([]map[string]any, error) {
	collection, err := app.FindCachedCollectionByNameOrId(catalog.VariantsCollection)
	if err != nil {
		return nil, err
	}
	rows, err := app.DB().Select("*").From(collection.Name).Where(dbx.HashExp{catalog.VariantFieldProductID: productID}).
		OrderBy(catalog.VariantFieldSortOrder+" ASC", catalog.IDField+" ASC").Rows()
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	columns, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	out := []map[string]any{}
	values := make([]any, len(columns))
	pointers := make([]any, len(columns))
	for i := range values {
		pointers[i] = &values[i]
	}
	for rows.Next() {
		if err := rows.Scan(pointers...); err != nil {
			return nil, err
		}
		kept := make(map[string]any, len(columns))
		for i, column := range columns {
			field := collection.Fields.GetByName(column)
			if field == nil || activity.Hidden(collection.Name, field) != "" {
				continue
			}
			if _, isDate := field.(*core.AutodateField); isDate {
				continue
			}
			kept[column] = columnValue(field, values[i])
		}
		out = append(out, kept)
	}
	return out, rows.Err()
}

// columnValue is a column's stored value as the record would answer it in JSON: a
// boolean for 0 or 1, a number as a float, a JSON field (and a list of a select,
// relation or file field) decoded, text as text.
func columnValue(field core.Field, v any) any {
	if b, isBytes := v.([]byte); isBytes {
		v = string(b)
	}
	switch f := field.(type) {
	case *core.BoolField:
		n, _ := v.(int64)
		return n != 0 || v == true
	case *core.NumberField:
		if n, isInt := v.(int64); isInt {
			return float64(n)
		}
		return v
	case *core.JSONField:
		return decoded(v)
	case core.MultiValuer:
		if f.IsMultiple() {
			return decoded(v)
		}
	}
	if v == nil {
		return ""
	}
	return v
}

func decoded(v any) any {
	text, _ := v.(string)
	var out any
	if text == "" || json.Unmarshal([]byte(text), &out) != nil {
		return nil
	}
	return out
}
