package products_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

// Issue 29: staff set a product's or a post's search title and description through the
// staff API; the answer carries them and the page's metadata and server HTML use them,
// until they are cleared and the page's own title and description come back.
func TestSearchOverrides(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	for _, page := range []struct{ resource, collection, slug, path string }{
		{"products", "products", "headhunter", "/products/headhunter"},
		{"blog", "blog_posts", "cover-crops-and-living-soil", "/blog/cover-crops-and-living-soil"},
	} {
		t.Run(page.resource, func(t *testing.T) {
			id := hookstest.FindBySlug(t, app, page.collection, page.slug).Id
			patch := func(body map[string]any) (int, string) {
				res := hookstest.Send(t, server, http.MethodPatch, "/api/admin/"+page.resource+"/"+id, hookstest.JSONBody(body), hookstest.StaffHeaders())
				return res.StatusCode, hookstest.ReadAll(t, res)
			}
			meta := func() (title, description string) {
				var m struct{ Title, Description string }
				if err := json.Unmarshal([]byte(hookstest.ReadAll(t, hookstest.Send(t, server, http.MethodGet, "/api/page-meta?path="+page.path, nil, nil))), &m); err != nil {
					t.Fatal(err)
				}
				return m.Title, m.Description
			}
			ownTitle, ownDescription := meta()

			status, body := patch(map[string]any{"metaTitle": "  Sun-grown in the valley  ", "metaDescription": "Grown under the sun in the Hudson Valley."})
			hookstest.MustEqual(t, "PATCH status", status, 200)
			if !strings.Contains(body, `"metaTitle":"Sun-grown in the valley"`) || !strings.Contains(body, `"metaDescription":"Grown under the sun in the Hudson Valley."`) {
				t.Errorf("the answer lacks the overrides: %.300s", body)
			}
			title, description := meta()
			hookstest.MustEqual(t, "title with the override", title, "Sun-grown in the valley")
			hookstest.MustEqual(t, "description with the override", description, "Grown under the sun in the Hudson Valley.")
			html := hookstest.ReadAll(t, hookstest.Send(t, server, http.MethodGet, page.path, nil, nil))
			for _, want := range []string{"<title data-page-meta>Sun-grown in the valley</title>", `content="Grown under the sun in the Hudson Valley."`} {
				if !strings.Contains(html, want) {
					t.Errorf("the server HTML lacks %s", want)
				}
			}

			status, body = patch(map[string]any{"metaTitle": strings.Repeat("x", 121)})
			hookstest.MustEqual(t, "too long a title", status, 400)
			if !strings.Contains(body, `"message":"Must be at most 120 characters"`) {
				t.Errorf("too long a title: %.300s", body)
			}

			status, body = patch(map[string]any{"metaTitle": nil, "metaDescription": ""})
			hookstest.MustEqual(t, "clearing status", status, 200)
			if !strings.Contains(body, `"metaTitle":null`) || !strings.Contains(body, `"metaDescription":null`) {
				t.Errorf("cleared overrides do not answer null: %.300s", body)
			}
			title, description = meta()
			hookstest.MustEqual(t, "title once cleared", title, ownTitle)
			hookstest.MustEqual(t, "description once cleared", description, ownDescription)
		})
	}
}
