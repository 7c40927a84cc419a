package catalog

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// A trait left out stops the program at its start, naming the collection and what it
// lacks; a "no" without its reason is the same as none.
func TestATraitLeftOutIsRefused(t *testing.T) {
	complete := func() Collection {
		return Collection{
			Schema: &Schema{Collection: "wholesale_buyers"}, Record: "Buyer", Dates: CreatedAndUpdated,
			Forms: StaffForms(), Label: func(*core.Record) string { return "" }, Log: Logged(),
			Revisions: KeepsRevisions("buyers"), Public: NotPublic("buyers are private"),
		}
	}
	if err := complete().validate(); err != nil {
		t.Fatalf("a complete entry was refused: %v", err)
	}
	for trait, leaveOut := range map[string]func(c *Collection){
		"Log":       func(c *Collection) { c.Log = Logging{} },
		"Revisions": func(c *Collection) { c.Revisions = NoRevisions(""); c.Log = NotLogged("test") },
		"Public":    func(c *Collection) { c.Public = NotPublic("") },
		"Dates":     func(c *Collection) { c.Dates = datesUndeclared },
		"Forms":     func(c *Collection) { c.Forms = NoForms("") },
		"Label":     func(c *Collection) { c.Label = nil },
		"Record":    func(c *Collection) { c.Record = "" },
	} {
		c := complete()
		leaveOut(&c)
		err := c.validate()
		if err == nil || !strings.Contains(err.Error(), "wholesale_buyers") || !strings.Contains(err.Error(), trait) {
			t.Errorf("leaving out %s: %v", trait, err)
		}
	}
}

func TestACollectionRegisteredTwiceIsRefused(t *testing.T) {
	products, _ := Registered(ProductsCollection)
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "registered twice") {
			t.Errorf("registering products again: %v", r)
		}
		if len(registry) != len(Collections()) {
			t.Error("the second registration was kept")
		}
	}()
	Register(*products)
}

// Every collection the copy check reads keeps its owner's review with counsel, and no
// other collection has that field.
func TestCopyCheckedCollectionsKeepTheirReview(t *testing.T) {
	checked := CopySchemas()
	for _, c := range Collections() {
		_, hasReview := fieldNamed(c.Fields(), CopyReviewField)
		if _, isChecked := checked[c.Name()]; isChecked != hasReview {
			t.Errorf("%s: copy-checked %v, keeps %s %v", c.Name(), isChecked, CopyReviewField, hasReview)
		}
	}
}

// Each upload field, parent and rule field an entry names is one of its fields.
func TestEntriesNameTheirOwnFields(t *testing.T) {
	for _, c := range Collections() {
		named := []string{c.Parent}
		for _, u := range c.Uploads {
			named = append(named, u.Field, u.NameField)
		}
		if c.Rules != nil {
			for field := range c.Rules.Unique {
				named = append(named, field)
			}
			for field := range c.Rules.Missing {
				named = append(named, field)
			}
		}
		for _, name := range named {
			if _, ok := fieldNamed(c.Fields(), name); name != "" && !ok {
				t.Errorf("%s names %q, which is none of its fields", c.Name(), name)
			}
		}
	}
}

func fieldNamed(fields []Field, name string) (Field, bool) {
	for _, f := range fields {
		if f.Name == name {
			return f, true
		}
	}
	return Field{}, false
}

// The core imports nothing of the project (PocketBase's core, for the rules that need
// the database and for the typed records, is the most it knows of the program).
func TestCatalogImportsNothingOfTheProject(t *testing.T) {
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range file.Imports {
			if strings.HasPrefix(strings.Trim(spec.Path.Value, `"`), "github.com/hudsonvalley/farmsite/") {
				t.Errorf("%s imports %s", path, spec.Path.Value)
			}
		}
	}
}
