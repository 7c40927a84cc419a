package publicapi_test

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
)

func TestPublicAnswersAreCachedCompressedAndNeverStale(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	get := func(url string, headers map[string]string) (*http.Response, string) {
		res := hookstest.Send(t, server, http.MethodGet, url, nil, headers)
		body, _ := io.ReadAll(res.Body)
		return res, string(body)
	}

	first, plain := get("/api/products/with-variants", nil)
	etag := first.Header.Get("ETag")
	if first.StatusCode != 200 || etag == "" || !strings.Contains(plain, `"slug":"headhunter"`) {
		t.Fatalf("first answer: %d %q", first.StatusCode, etag)
	}
	if again, _ := get("/api/products/with-variants", nil); again.Header.Get("ETag") != etag {
		t.Error("the same content got another ETag")
	}
	if res, body := get("/api/products/with-variants", map[string]string{"If-None-Match": etag}); res.StatusCode != 304 || body != "" {
		t.Errorf("revalidation answered %d with %d bytes", res.StatusCode, len(body))
	}

	res, zipped := get("/api/products/with-variants", map[string]string{"Accept-Encoding": "gzip, deflate"})
	hookstest.MustEqual(t, "gzip encoding", res.Header.Get("Content-Encoding"), "gzip")
	zr, err := gzip.NewReader(strings.NewReader(zipped))
	if err != nil {
		t.Fatal(err)
	}
	unzipped, _ := io.ReadAll(zr)
	hookstest.MustEqual(t, "gzip body", string(unzipped), plain)
	if len(zipped) > len(plain)/3 {
		t.Errorf("gzip body %d bytes for %d plain", len(zipped), len(plain))
	}
	res, brotlied := get("/api/products/with-variants", map[string]string{"Accept-Encoding": "gzip, br"})
	hookstest.MustEqual(t, "brotli encoding", res.Header.Get("Content-Encoding"), "br")
	unbrotlied, _ := io.ReadAll(brotli.NewReader(strings.NewReader(brotlied)))
	hookstest.MustEqual(t, "brotli body", string(unbrotlied), plain)
	if _, refused := get("/api/products/with-variants", map[string]string{"Accept-Encoding": "br;q=0, gzip;q=0"}); refused != plain {
		t.Error("encodings refused with q=0 were used")
	}

	// A staff change is visible on the very next request, for JSON and HTML alike.
	_, page := get("/products/headhunter", nil)
	if !strings.Contains(page, "<title data-page-meta>Headhunter | ") {
		t.Fatalf("page before the change: %.300s", page)
	}
	headhunter := hookstest.FindBySlug(t, app, "products", "headhunter")
	patch := hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+headhunter.Id, hookstest.JSONBody(map[string]any{"name": "Headhunter Reserve", "price": 47}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "patch", patch.StatusCode, 200)
	res, changed := get("/api/products/with-variants", map[string]string{"If-None-Match": etag})
	if res.StatusCode != 200 || !strings.Contains(changed, `"name":"Headhunter Reserve"`) || res.Header.Get("ETag") == etag {
		t.Errorf("after the change: %d, etag %q", res.StatusCode, res.Header.Get("ETag"))
	}
	if _, page := get("/products/headhunter", nil); !strings.Contains(page, "<title data-page-meta>Headhunter Reserve | ") {
		t.Error("the page's HTML still shows the old name")
	}
	if _, detail := get("/api/products/slug/headhunter", nil); !strings.Contains(detail, `"price":"47.00"`) {
		t.Error("the detail answer still shows the old price")
	}

	// A variant saved outside the staff API (superuser UI) clears the cache too.
	variant, err := app.FindFirstRecordByFilter("product_variants", "productId = {:p}", map[string]any{"p": headhunter.Id})
	if err != nil {
		t.Fatal(err)
	}
	variant.Set("name", "Renamed In The Superuser UI")
	if err := app.Save(variant); err != nil {
		t.Fatal(err)
	}
	if _, body := get("/api/products/with-variants", nil); !strings.Contains(body, "Renamed In The Superuser UI") {
		t.Error("a variant saved directly is not visible")
	}

	// Not-found answers are not kept: a product created afterwards is found.
	if res, _ := get("/api/products/slug/storm-king", nil); res.StatusCode != 404 {
		t.Fatalf("unknown slug answered %d", res.StatusCode)
	}
	c, _ := app.FindCollectionByNameOrId("products")
	p := core.NewRecord(c)
	p.Load(map[string]any{"name": "Storm King", "slug": "storm-king", "category": "Flower", "price": 40, "images": []string{"/uploads/x.jpg"}})
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	if res, _ := get("/api/products/slug/storm-king", nil); res.StatusCode != 200 {
		t.Errorf("new product answered %d", res.StatusCode)
	}
	if res, _ := get("/products/storm-king", nil); res.StatusCode != 200 {
		t.Errorf("new product page answered %d", res.StatusCode)
	}
}

func TestAChangeDropsOnlyTheAnswersThatShowIt(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	c := pages.NewPublicCache(app, pages.DefaultCacheBytes)
	builds := map[string]int{}
	fill := func(key string, deps []string) {
		req := httptest.NewRequest(http.MethodGet, "/", nil)
		e := &core.RequestEvent{App: app}
		e.Request, e.Response = req, httptest.NewRecorder()
		err := c.Serve(e, key, deps, func() (int, string, []byte, error) {
			builds[key]++
			return 200, "application/json", []byte(`{}`), nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	fillAll := func() {
		fill("products", []string{"products", "product_variants"})
		fill("blog", []string{"blog_posts"})
		fill("page", nil)
	}
	fillAll()
	fillAll()
	hookstest.MustEqual(t, "built once while unchanged", builds["products"]+builds["blog"]+builds["page"], 3)

	post := hookstest.FindBySlug(t, app, "blog_posts", "cover-crops-and-living-soil")
	post.Set("title", "Cover Crops")
	if err := app.Save(post); err != nil {
		t.Fatal(err)
	}
	fillAll()
	hookstest.MustEqual(t, "products after a blog change", builds["products"], 1)
	hookstest.MustEqual(t, "blog after a blog change", builds["blog"], 2)
	hookstest.MustEqual(t, "page after a blog change", builds["page"], 2)

	variant, _ := app.FindFirstRecordByFilter("product_variants", "")
	variant.Set("price", 99)
	if err := app.Save(variant); err != nil {
		t.Fatal(err)
	}
	fillAll()
	hookstest.MustEqual(t, "products after a variant change", builds["products"], 2)
	hookstest.MustEqual(t, "blog after a variant change", builds["blog"], 2)
}
