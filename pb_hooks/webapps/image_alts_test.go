package webapps_test

import (
	"html"
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

// Issue 29, images described: staff write an image's alt text through the staff API; the
// storefront's HTML from the server, the page's metadata and its JSON-LD image objects
// carry it, and an image without one is described by the product's or post's name.
func TestAltTextReachesTheServerHTMLAndStructuredData(t *testing.T) {
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	patch := func(url string, body map[string]any) (int, string) {
		res := hookstest.Send(t, server, http.MethodPatch, url, hookstest.JSONBody(body), hookstest.StaffHeaders())
		return res.StatusCode, hookstest.ReadAll(t, res)
	}

	product := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "headhunter")
	images := product.GetStringSlice("images")
	if len(images) < 2 {
		t.Fatalf("headhunter has %d images", len(images))
	}
	const jar = `A glass jar of Headhunter's frosty, "gassy" buds`
	status, body := patch("/api/admin/products/"+product.Id, map[string]any{"imageAlts": map[string]string{
		images[0]: "  " + jar + "  ", "/uploads/not-this-products.jpg": "Dropped: not one of its images",
	}})
	hookstest.MustEqual(t, "setting alt text", status, http.StatusOK)
	if !strings.Contains(body, `"imageAlts":{`+hookstest.Quoted(images[0])+`:`) || strings.Contains(body, "not-this-products") {
		t.Errorf("the answer's imageAlts: %.400s", body)
	}

	_, page := hookstest.GetPage(t, server, "/products/headhunter")
	root := hookstest.RootOf(t, page)
	if !strings.Contains(hookstest.TextOf(root), `alt="`+jar+`, photo 1 of `) {
		t.Errorf("the gallery's photo lacks its alt text: %.2000s", root)
	}
	for _, want := range []string{
		`<meta data-page-meta property="og:image:alt" content="` + html.EscapeString(jar) + `">`,
		`"caption":` + hookstest.Quoted(jar),
		`{"@type":"ImageObject","caption":"Headhunter","url":"http://127.0.0.1:8090` + images[1] + `"}`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}

	// A variant's photos carry theirs in the answers the pages read.
	variants, err := app.FindAllRecords(catalog.VariantsCollection)
	if err != nil {
		t.Fatal(err)
	}
	var eighth = variants[0]
	for _, v := range variants {
		if catalog.AsVariant(v).ProductID() == product.Id && v.GetString("name") == "Eighth" {
			eighth = v
		}
	}
	tin := eighth.GetStringSlice("images")[0]
	status, body = patch("/api/admin/products/"+product.Id+"/variants/"+eighth.Id, map[string]any{"imageAlts": map[string]string{tin: "An eighth in its jar"}})
	hookstest.MustEqual(t, "a variant's alt text", status, http.StatusOK)
	if detail := hookstest.ReadAll(t, hookstest.Send(t, server, http.MethodGet, "/api/products/slug/headhunter", nil, nil)); !strings.Contains(detail, `"imageAlts":{`+hookstest.Quoted(tin)+`:"An eighth in its jar"}`) {
		t.Errorf("the product's answer lacks its variant's alt text: %.300s", body)
	}

	// A post's image.
	post := hookstest.FindBySlug(t, app, catalog.BlogPostsCollection, "why-we-grow-under-the-sun")
	status, _ = patch("/api/admin/blog/"+post.Id, map[string]any{"imageAlts": map[string]string{post.GetString("image"): "Plants in a field at dawn"}})
	hookstest.MustEqual(t, "a post's alt text", status, http.StatusOK)
	_, page = hookstest.GetPage(t, server, "/blog/why-we-grow-under-the-sun")
	if !strings.Contains(hookstest.RootOf(t, page), `alt="Plants in a field at dawn"`) || !strings.Contains(page, `"caption":"Plants in a field at dawn"`) {
		t.Errorf("the post's page lacks its image's alt text")
	}

	// Bounded: one alt text is at most catalog.MaxImageAlt characters.
	status, body = patch("/api/admin/products/"+product.Id, map[string]any{"imageAlts": map[string]string{images[0]: strings.Repeat("x", catalog.MaxImageAlt+1)}})
	hookstest.MustEqual(t, "too long an alt text", status, http.StatusBadRequest)
	if !strings.Contains(body, `"message":`+hookstest.Quoted(catalog.ImageAltTooLong)) {
		t.Errorf("too long an alt text: %.300s", body)
	}
}

// Without alt text (records saved before it existed), every image is described by its
// record's name, and the answers carry an empty object, never null.
func TestImagesWithoutAltTextAreDescribedByTheirName(t *testing.T) {
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	if detail := hookstest.ReadAll(t, hookstest.Send(t, server, http.MethodGet, "/api/products/slug/headhunter", nil, nil)); !strings.Contains(detail, `"imageAlts":{}`) || strings.Contains(detail, `"imageAlts":null`) {
		t.Errorf("the answer's imageAlts: %.300s", detail)
	}
	_, page := hookstest.GetPage(t, server, "/products/headhunter")
	if !strings.Contains(hookstest.RootOf(t, page), `alt="Headhunter, photo 1 of `) || !strings.Contains(page, `"caption":"Headhunter"`) {
		t.Error("the product's name does not describe its photos")
	}
	_, page = hookstest.GetPage(t, server, "/blog/why-we-grow-under-the-sun")
	if !strings.Contains(page, `"caption":"Why We Grow Under the Sun"`) {
		t.Error("the post's title does not describe its image")
	}
}
