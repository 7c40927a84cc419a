package catalog_test

import (
	"slices"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	_ "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// PocketBase's own collections are the only ones the registry leaves out.
var systemCollections = []string{
	core.CollectionNameSuperusers, core.CollectionNameMFAs, core.CollectionNameOTPs,
	core.CollectionNameExternalAuths, core.CollectionNameAuthOrigins,
}

// Every collection the migrations make is in the registry with every field, each of a
// kind its column can hold; and the registry holds nothing the database lacks. So each
// list derived from it (the log, revisions, the cache, file usage, rules, TypeScript)
// and each typed record covers the whole database.
func TestTheRegistryIsTheDatabase(t *testing.T) {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	collections, err := app.FindAllCollections()
	if err != nil {
		t.Fatal(err)
	}
	var inDatabase []string
	for _, collection := range collections {
		if slices.Contains(systemCollections, collection.Name) {
			continue
		}
		inDatabase = append(inDatabase, collection.Name)
		entry, ok := catalog.Registered(collection.Name)
		if !ok {
			t.Errorf("collection %s is not in the registry: declare it with catalog.Register beside its schema", collection.Name)
			continue
		}
		checkFields(t, entry, collection)
	}
	for _, c := range catalog.Collections() {
		if !slices.Contains(inDatabase, c.Name()) {
			t.Errorf("the registry declares %s, which no migration makes", c.Name())
		}
	}
}

func checkFields(t *testing.T, entry *catalog.Collection, collection *core.Collection) {
	t.Helper()
	declared := map[string]catalog.Field{}
	for _, f := range entry.Fields() {
		if _, twice := declared[f.Name]; twice {
			t.Errorf("%s.%s is declared twice", collection.Name, f.Name)
		}
		declared[f.Name] = f
	}
	dates := map[catalog.Dates][]string{
		catalog.CreatedAndUpdated: {catalog.CreatedAtField, catalog.UpdatedAtField},
		catalog.CreatedOnly:       {catalog.CreatedAtField},
	}[entry.Dates]
	for _, field := range collection.Fields {
		name := field.GetName()
		f, isDeclared := declared[name]
		switch {
		case slices.Contains(dates, name):
			if _, isDate := field.(*core.AutodateField); !isDate {
				t.Errorf("%s.%s is declared an automatic date but is a %s field", collection.Name, name, field.Type())
			}
		case isDeclared:
			if !kindFits(f, field) {
				t.Errorf("%s.%s is a %s field: its kind in the registry does not fit it", collection.Name, name, field.Type())
			}
		case !field.GetSystem():
			t.Errorf("%s.%s is in the database but not in the registry (its Schema or Internal)", collection.Name, name)
		}
	}
	for name := range declared {
		if collection.Fields.GetByName(name) == nil {
			t.Errorf("the registry declares %s.%s, which the database lacks", collection.Name, name)
		}
	}
	for _, date := range dates {
		if collection.Fields.GetByName(date) == nil {
			t.Errorf("%s declares the date %s, which the database lacks", collection.Name, date)
		}
	}
}

// kindFits tells whether a field of kind f.Kind can be stored in field.
func kindFits(f catalog.Field, field core.Field) bool {
	switch v := field.(type) {
	case *core.TextField, *core.EmailField, *core.URLField:
		return f.Kind == catalog.TextKind
	case *core.SelectField:
		return f.Kind == catalog.TextKind && !v.IsMultiple()
	case *core.RelationField:
		if v.IsMultiple() {
			return f.Kind == catalog.RelationListKind
		}
		return f.Kind == catalog.TextKind
	case *core.BoolField:
		return f.Kind == catalog.BoolKind
	case *core.NumberField:
		return !f.Nullable && (f.Kind == catalog.NumberKind || f.Kind == catalog.PriceKind || f.Kind == catalog.WholeKind)
	case *core.JSONField:
		return f.Kind == catalog.TextListKind || f.Kind == catalog.TextMapKind || f.Kind == catalog.JSONKind ||
			(f.Kind == catalog.NumberKind && f.Nullable)
	case *core.DateField:
		return f.Kind == catalog.DateTimeKind
	case *core.FileField:
		return f.Kind == catalog.FileKind && !v.IsMultiple()
	}
	return false
}
