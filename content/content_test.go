package content

import (
	"slices"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

func TestEveryPageSaysWhatItShows(t *testing.T) {
	for _, p := range Pages {
		if !slices.Contains(p.Shows, catalog.SiteSettingsCollection) {
			t.Errorf("%s: every page shows the site settings (header, footer, metadata)", p.Path)
		}
		for _, c := range p.Shows {
			if !catalog.IsPublic(c) {
				t.Errorf("%s shows %q, which the registry does not say public answers show (catalog.FeedsPublic)", p.Path, c)
			}
		}
		if strings.Contains(p.Path, ":slug") != (p.SlugOf != "") {
			t.Errorf("%s: a page names the collection of its :slug, and only such a page (slugOf %q)", p.Path, p.SlugOf)
		}
		if p.SlugOf != "" && !slices.Contains(p.Shows, p.SlugOf) {
			t.Errorf("%s shows no %s, whose record it is", p.Path, p.SlugOf)
		}
	}
}

func TestListedPagesHaveANameAndFixedPagesTheirMetadata(t *testing.T) {
	paths := map[string]bool{}
	for _, p := range Pages {
		if paths[p.Path] {
			t.Errorf("%s is declared twice", p.Path)
		}
		paths[p.Path] = true
		if (p.Sitemap || p.Nav || p.Footer) && (p.Name == "" || !p.IsStatic()) {
			t.Errorf("%s: a listed page is one address with a name", p.Path)
		}
		// A private page's :name segments are the browser's to read (an order's id): the
		// server renders one shell, under the page's own title, whatever they are.
		if p.Private && (p.Sitemap || p.Nav || p.Footer || p.Data != "" || p.SlugOf != "" || p.Title == "" || strings.Count(p.Description, "%s") != 1) {
			t.Errorf("%s: a private page is listed nowhere, with no data of its own to preload, under its title and description", p.Path)
		}
		// The home page's metadata comes from the site settings (its tagline and hero).
		if p.IsStatic() && p.Path != "/" && (p.Title == "" || strings.Count(p.Description, "%s") != 1) {
			t.Errorf("%s: a fixed page has a title and a description naming the brand once", p.Path)
		}
	}
	if !paths["*"] || !paths["/"] {
		t.Error("the table has no home or not-found page")
	}
	if got := SitemapPaths(); !slices.Equal(got, []string{"/", "/products", "/locations", "/about", "/blog", "/contact", "/wholesale", "/wholesale/apply", "/legal"}) {
		t.Errorf("sitemap pages: %v", got)
	}
}

func TestTheLegalFAQIsRead(t *testing.T) {
	if len(LegalFAQ) == 0 || LegalFAQ[0].Question == "" || LegalFAQ[0].Answer == "" {
		t.Errorf("legal FAQ: %v", LegalFAQ)
	}
}
