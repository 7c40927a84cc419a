package hooks

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// Issue 29: staff set a product's search title and description through the staff API;
// the product's answer carries them and its page's metadata uses them, until they are
// cleared and the page's own title and description come back.
func TestProductSearchOverrides(t *testing.T) {
	app := newStorefrontApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	id := findBySlug(t, app, "products", "headhunter").Id
	patch := func(body map[string]any) (int, string) {
		res := send(t, server, http.MethodPatch, "/api/admin/products/"+id, jsonBodyOf(body), staffHeaders())
		return res.StatusCode, readAll(t, res)
	}
	meta := func() (title, description string) {
		var m struct{ Title, Description string }
		if err := json.Unmarshal([]byte(readAll(t, send(t, server, http.MethodGet, "/api/page-meta?path=/products/headhunter", nil, nil))), &m); err != nil {
			t.Fatal(err)
		}
		return m.Title, m.Description
	}
	ownTitle, ownDescription := meta()

	status, body := patch(map[string]any{"metaTitle": "  Headhunter OG, sun-grown  ", "metaDescription": "Sun-grown in the Hudson Valley."})
	mustEqual(t, "PATCH status", status, 200)
	if !strings.Contains(body, `"metaTitle":"Headhunter OG, sun-grown"`) || !strings.Contains(body, `"metaDescription":"Sun-grown in the Hudson Valley."`) {
		t.Errorf("the answer lacks the overrides: %.300s", body)
	}
	title, description := meta()
	mustEqual(t, "title with the override", title, "Headhunter OG, sun-grown")
	mustEqual(t, "description with the override", description, "Sun-grown in the Hudson Valley.")

	status, body = patch(map[string]any{"metaTitle": strings.Repeat("x", 121)})
	mustEqual(t, "too long a title", status, 400)
	if !strings.Contains(body, `"message":"Must be at most 120 characters"`) {
		t.Errorf("too long a title: %.300s", body)
	}

	status, body = patch(map[string]any{"metaTitle": nil, "metaDescription": ""})
	mustEqual(t, "clearing status", status, 200)
	if !strings.Contains(body, `"metaTitle":null`) || !strings.Contains(body, `"metaDescription":null`) {
		t.Errorf("cleared overrides do not answer null: %.300s", body)
	}
	title, description = meta()
	mustEqual(t, "title once cleared", title, ownTitle)
	mustEqual(t, "description once cleared", description, ownDescription)
}
