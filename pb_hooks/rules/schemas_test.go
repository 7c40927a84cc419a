package rules_test

import (
	"slices"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
)

// Every row of every collection's schema is a field of the collection as the migrations
// made it, of a type that holds the row's kind: a row without its migration (or a
// misspelt one) fails here, not on a visitor's request.
func TestEverySchemaRowIsACollectionField(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	holds := map[catalog.FieldKind][]string{
		catalog.TextKind:         {core.FieldTypeText, core.FieldTypeEmail, core.FieldTypeURL, core.FieldTypeSelect, core.FieldTypeRelation, core.FieldTypeEditor},
		catalog.BoolKind:         {core.FieldTypeBool},
		catalog.NumberKind:       {core.FieldTypeNumber, core.FieldTypeJSON},
		catalog.PriceKind:        {core.FieldTypeNumber},
		catalog.WholeKind:        {core.FieldTypeNumber},
		catalog.TextListKind:     {core.FieldTypeJSON},
		catalog.DateTimeKind:     {core.FieldTypeDate, core.FieldTypeAutodate},
		catalog.JSONKind:         {core.FieldTypeJSON},
		catalog.TextMapKind:      {core.FieldTypeJSON},
		catalog.RelationListKind: {core.FieldTypeRelation},
	}
	for _, s := range []*catalog.Schema{
		&catalog.ProductSchema, &catalog.VariantSchema, &catalog.BlogPostSchema, &catalog.LocationSchema,
		&catalog.HeroVideoSchema, &catalog.ReviewSchema, &catalog.ContactMessageSchema, &catalog.OrderSchema,
		&catalog.StaffSchema, &catalog.SiteSettingsSchema, &catalog.PrivateSettingsSchema, &catalog.BatchSchema, &catalog.RedirectSchema,
	} {
		collection, err := app.FindCollectionByNameOrId(s.Collection)
		if err != nil {
			t.Fatalf("%s: %v", s.Collection, err)
		}
		for _, f := range s.Fields {
			field := collection.Fields.GetByName(f.Name)
			switch {
			case field == nil:
				t.Errorf("%s has no field %s", s.Collection, f.Name)
			case !slices.Contains(holds[f.Kind], field.Type()):
				t.Errorf("%s.%s is a %s field, which does not hold its schema's kind %d", s.Collection, f.Name, field.Type(), f.Kind)
			}
		}
	}
}
