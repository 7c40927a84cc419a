package migrations

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestOldDemoLinksAreCleared(t *testing.T) {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	// Records as a site that loaded the first demo has them (saved as they were then,
	// without today's rules).
	add := func(collection, name, field, link string) string {
		c, err := app.FindCollectionByNameOrId(collection)
		if err != nil {
			t.Fatal(err)
		}
		rec := core.NewRecord(c)
		rec.Set("name", name)
		if collection == "products" {
			rec.Set("slug", strings.ToLower(name))
		}
		rec.Set(field, link)
		if err := app.SaveNoValidate(rec); err != nil {
			t.Fatal(err)
		}
		return rec.Id
	}
	deadLab := add("products", "Headhunter", "strainTestUrl", "https://lab.example.com/coa/HV-2024-0117.pdf")
	realLab := add("products", "Mimosa", "strainTestUrl", "https://lab.example.com.real-lab.org/x.example.com/coa.pdf")
	deadSite := add("locations", "Rondout Wellness", "websiteUrl", "https://rondoutwellness.example.com")
	realSite := add("locations", "Capital Leaf Dispensary", "websiteUrl", "https://capitalleaf.org/example.com")
	if err := clearLinksToExampleDomain(app); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ collection, id, field, want string }{
		{"products", deadLab, "strainTestUrl", ""},
		{"products", realLab, "strainTestUrl", "https://lab.example.com.real-lab.org/x.example.com/coa.pdf"},
		{"locations", deadSite, "websiteUrl", ""},
		{"locations", realSite, "websiteUrl", "https://capitalleaf.org/example.com"},
	} {
		rec, err := app.FindRecordById(c.collection, c.id)
		if err != nil {
			t.Fatal(err)
		}
		if got := rec.GetString(c.field); got != c.want {
			t.Errorf("%s %s = %q, want %q", c.collection, c.field, got, c.want)
		}
	}
}
