package catalog

import (
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

func hasField(c *Collection, name string) bool {
	return slices.ContainsFunc(c.Fields(), func(f Field) bool { return f.Name == name })
}

// The copy check's trait is declared exactly where the schema has texts it reads, and
// names the staff screen the dashboard links a waiting record to.
func TestEveryCopyReadingNamesItsScreen(t *testing.T) {
	for _, c := range Collections() {
		if (c.Copy != nil) != (CopySchemaOf(c.Name()) != nil) {
			t.Errorf("%s: Copy declared %v, Copy rows %v", c.Name(), c.Copy != nil, CopySchemaOf(c.Name()) != nil)
		}
		if c.Copy != nil && c.Copy.Screen == "" {
			t.Errorf("%s: the copy check's findings have no screen to be reviewed on", c.Name())
		}
	}
	entry := func(copyRow bool, reading *CopyReading) Collection {
		return Collection{
			Schema: &Schema{Collection: "wholesale_notes", Fields: []Field{{Name: "text", Kind: TextKind, Copy: copyRow}}}, Record: "Note",
			Dates: CreatedAndUpdated, Forms: StaffForms(), Label: func(*core.Record) string { return "" }, Log: Logged(),
			Revisions: NoRevisions("test"), Public: NotPublic("test"), Copy: reading,
		}
	}
	if err := entry(true, nil).validate(); err == nil || !strings.Contains(err.Error(), "Copy") {
		t.Errorf("Copy rows without the Copy trait: %v", err)
	}
	if err := entry(false, &CopyReading{Screen: "notes"}).validate(); err == nil || !strings.Contains(err.Error(), "Copy") {
		t.Errorf("the Copy trait without Copy rows: %v", err)
	}
	if err := entry(true, &CopyReading{Screen: "notes"}).validate(); err != nil {
		t.Errorf("a consistent entry: %v", err)
	}
}

// A collection with pages in the sitemap is public, and the sitemap reads a slug, a
// status (only what visitors see is listed) and its sort's field; each has its own prefix
// and place.
func TestSitemapCollectionsArePublicPages(t *testing.T) {
	places, prefixes := map[int]string{}, map[string]string{}
	for _, c := range SitemapCollections() {
		s := c.Sitemap
		if !IsPublic(c.Name()) {
			t.Errorf("%s has sitemap pages but is not public", c.Name())
		}
		for _, field := range []string{"slug", StatusField, strings.Fields(s.Sort)[0]} {
			if !hasField(c, field) && field != "updatedAt" {
				t.Errorf("%s: the sitemap reads %q, which it has not", c.Name(), field)
			}
		}
		if !strings.HasPrefix(s.Prefix, "/") || !strings.HasSuffix(s.Prefix, "/") {
			t.Errorf("%s: prefix %q is not a path's folder", c.Name(), s.Prefix)
		}
		if other, taken := places[s.Place]; taken {
			t.Errorf("%s and %s share place %d", c.Name(), other, s.Place)
		}
		if other, taken := prefixes[s.Prefix]; taken {
			t.Errorf("%s and %s share prefix %s", c.Name(), other, s.Prefix)
		}
		places[s.Place], prefixes[s.Prefix] = c.Name(), c.Name()
	}
	var names []string
	for _, c := range SitemapCollections() {
		names = append(names, c.Name()+" "+c.Sitemap.Prefix)
	}
	if want := []string{ProductsCollection + " /products/", BlogPostsCollection + " /blog/"}; !slices.Equal(names, want) {
		t.Errorf("sitemap collections %v, want %v", names, want)
	}
}

// A collection whose status changes the log names otherwise than an update has a status.
func TestStatusChangesHaveAStatus(t *testing.T) {
	for _, c := range Collections() {
		if c.Status != StatusUpdates && !hasField(c, StatusField) {
			t.Errorf("%s: its status changes are named, but it has no %s field", c.Name(), StatusField)
		}
		if c.Status == StatusPublishes && !c.Log.logged {
			t.Errorf("%s publishes, but its publishing is not logged", c.Name())
		}
	}
}
