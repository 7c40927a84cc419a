package webapps_test

import (
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/content"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

// tags are HTML's tags, taken out to read a heading made of parts (the 404 page's).
var tags = regexp.MustCompile(`<[^>]*>`)

// flowerOption is the flower category's option in a rendered list's select.
var flowerOption = regexp.MustCompile(`<option\b[^>]*\bvalue="flower"[^>]*>`)

func TestEveryPublicRouteIsRenderedWithItsContent(t *testing.T) {
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	var products []struct {
		Name, Slug, Description, Price string
		Variants                       []struct{ Price string }
	}
	hookstest.ReadJSON(t, server, "/api/products/with-variants", &products)
	var posts []struct{ Title, Slug, Content string }
	hookstest.ReadJSON(t, server, "/api/blog", &posts)
	var locations []struct{ Name, Address string }
	hookstest.ReadJSON(t, server, "/api/locations", &locations)
	faq := content.LegalFAQ

	var featured []struct{ Name string }
	hookstest.ReadJSON(t, server, "/api/products/featured", &featured)
	expect := map[string][]string{
		// The hero, and every section below it (issue 24): the featured products, the newest post.
		"/": {"Hudson Valley Sun Farm", "Grown under the Hudson Valley sun", featured[0].Name, featured[len(featured)-1].Name,
			posts[0].Title, "Our Commitment", "Popular Strains"},
		"/about":     {"Our story", "Partner dispensaries"},
		"/contact":   {"Contact"},
		"/legal":     {faq[0].Question},
		"/locations": {locations[0].Name, locations[1].Address},
		"/blog":      {posts[0].Title, posts[len(posts)-1].Title},
		"/products":  {},
	}
	for _, p := range products {
		expect["/products"] = append(expect["/products"], p.Name)
	}
	p := products[0]
	expect["/products/"+p.Slug] = []string{p.Name, "$" + p.Variants[0].Price, p.Description[:40]}
	post := posts[0]
	firstParagraph, _, _ := strings.Cut(post.Content, "\n")
	expect["/blog/"+post.Slug] = []string{post.Title, firstParagraph[:60]}

	for path, texts := range expect {
		res, page := hookstest.GetPage(t, server, path)
		root := hookstest.RootOf(t, page)
		if res.StatusCode != 200 || root == "" || !strings.Contains(page, `<script type="application/json" id="page-data">{"mutations":[],"queries":[`) {
			t.Errorf("%s: %d, rendered %d bytes", path, res.StatusCode, len(root))
			continue
		}
		if strings.Contains(page, "<noscript>") || strings.Contains(root, "<!--$!-->") {
			t.Errorf("%s: a part of the page was left to the browser", path)
		}
		// It paints without its scripts: they are named for later, not preloaded.
		if strings.Contains(page, `data-page-meta rel="modulepreload"`) || !strings.Contains(page, `<meta data-page-meta name="page-modules" content="/assets/`) {
			t.Errorf("%s: its scripts are preloaded ahead of its first paint, or not named for later", path)
		}
		for _, text := range texts {
			if !strings.Contains(hookstest.TextOf(root), text) {
				t.Errorf("%s does not show %q", path, text)
			}
		}
	}

	// The product list in the state its address names; the same page for any spelling.
	_, flower := hookstest.GetPage(t, server, "/products?category=FLOWER")
	if option := flowerOption.FindString(hookstest.RootOf(t, flower)); !strings.Contains(option, " selected") {
		t.Error("the flower category is not the one chosen in the rendered list")
	}
	// It carries the list's first screen and count, not the whole catalogue (the browser
	// fetches that once hydrated), which only renders can read.
	var all []catalog.ProductWithVariants
	hookstest.ReadJSON(t, server, "/api/products/with-variants", &all)
	var head catalog.ProductListHead
	for _, q := range pageData(t, flower).Queries {
		switch key := string(q.QueryKey); key {
		case `["products","list-head","flower","","name"]`:
			if err := json.Unmarshal(q.State.Data, &head); err != nil {
				t.Fatal(err)
			}
		case `["products","with-variants"]`:
			t.Errorf("the page carries %s", key)
		}
	}
	want := catalog.ListHead(all, "flower", "", "")
	if want.Total == 0 || head.Category != "flower" || head.Total != want.Total || len(head.Products) != len(want.Products) || head.Products[0].ID != want.Products[0].ID {
		t.Errorf("the page's list head: %q, %d of %d products; want %d of %d", head.Category, len(head.Products), head.Total, len(want.Products), want.Total)
	}
	if res, _ := hookstest.GetPage(t, server, "/api/products/list-head?category=flower"); res.StatusCode != http.StatusNotFound {
		t.Errorf("the render-only list head answers the public: %d", res.StatusCode)
	}

	// Unknown addresses are sent with 404: the not-found page, or for an unknown product or
	// post its page's own not-found state (the spec's texts), marked for the browser.
	for path, heading := range map[string]string{"/no/such/page": "404 Page Not Found", "/products/no-such-strain": "Item Not Found", "/blog/no-such-post": "Blog Post Not Found"} {
		res, missing := hookstest.GetPage(t, server, path)
		hookstest.MustEqual(t, path+" status", res.StatusCode, 404)
		if root := hookstest.RootOf(t, missing); !strings.Contains(tags.ReplaceAllString(root, ""), heading) || strings.Contains(root, "No Such") || strings.Contains(root, "no-such") {
			t.Errorf("%s: the not-found page is not rendered, or names the visitor's address", path)
		}
		if !strings.Contains(missing, `<div id="root" data-not-found>`) {
			t.Errorf("%s: the not-found page's root is not marked", path)
		}
	}

	// States the visitor makes up are the shell, for the browser to render.
	for _, path := range []string{"/products?category=no-such-category", "/products/" + p.Slug + "?variant=quarter"} {
		if _, page := hookstest.GetPage(t, server, path); hookstest.RootOf(t, page) != "" || !strings.Contains(page, `<div id="root"></div>`) {
			t.Errorf("%s was rendered on the server", path)
		}
	}
}

// pageData is a rendered page's dehydrated queries.
func pageData(t testing.TB, page string) (data struct {
	Queries []struct {
		QueryKey json.RawMessage `json:"queryKey"`
		State    struct {
			Data json.RawMessage `json:"data"`
		} `json:"state"`
	} `json:"queries"`
}) {
	t.Helper()
	_, rest, _ := strings.Cut(page, `<script type="application/json" id="page-data">`)
	state, _, _ := strings.Cut(rest, `</script>`)
	if err := json.Unmarshal([]byte(state), &data); err != nil {
		t.Fatalf("the page's data: %v", err)
	}
	return data
}

func TestAPageThatCannotBeRenderedIsSentAsItsShell(t *testing.T) {
	for name, script := range map[string]string{
		"throws":         `var storefrontServer = { render: function () { return Promise.reject(new Error("broken page")); } };`,
		"never finishes": `var storefrontServer = { render: function () { for (;;) {} } };`,
		"never answers":  `var storefrontServer = { render: function () { return new Promise(function () {}); } };`,
	} {
		t.Run(name, func(t *testing.T) {
			app, err := tests.NewTestApp(hookstest.TemplateDir)
			if err != nil {
				t.Fatal(err)
			}
			defer app.Cleanup()
			hookstest.Register(t, app, hooks.Options{Storefront: hookstest.Storefront, StorefrontServer: []byte(script), RenderTimeLimit: 300 * time.Millisecond})
			server := hookstest.AppHandler(t, app)
			renders := hookstest.SiteOf(app).Pages()
			for i := 1; i <= 2; i++ {
				// An answer at all is the time limit's work: these renders never end.
				res, page := hookstest.GetPage(t, server, "/products/headhunter")
				hookstest.MustEqual(t, "status", res.StatusCode, 200)
				if !strings.Contains(page, `<div id="root"></div>`) || !strings.Contains(page, "<title data-page-meta>Headhunter | ") ||
					!strings.Contains(page, `rel="modulepreload" href="/assets/ProductDetailPage-1.js"`) {
					t.Fatalf("not the shell with the page's head: %.400s", page)
				}
				// The shell is not kept: each request tries again.
				hookstest.MustEqual(t, "renders", renders.Renders.Load(), int64(i))
			}
		})
	}
}

func TestAStaffChangeRendersOnlyThePagesThatShowIt(t *testing.T) {
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	renderer := hookstest.SiteOf(app).Pages()
	pages := []string{"/", "/products", "/products/headhunter", "/products/apple-fritters", "/blog", "/blog/why-we-grow-under-the-sun", "/locations", "/about", "/legal"}
	etags := map[string]string{}
	for _, path := range pages {
		res, _ := hookstest.GetPage(t, server, path)
		etags[path] = res.Header.Get("ETag")
	}
	before := renderer.Renders.Load()
	for _, path := range pages {
		hookstest.GetPage(t, server, path)
	}
	hookstest.MustEqual(t, "renders of pages already made", renderer.Renders.Load(), before)

	headhunter := hookstest.FindBySlug(t, app, "products", "headhunter")
	patch := hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+headhunter.Id, hookstest.JSONBody(map[string]any{"name": "Headhunter Reserve", "price": 47}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "patch", patch.StatusCode, 200)

	// The very next read of each page that shows the product shows the change...
	for _, path := range []string{"/products/headhunter", "/products", "/", "/locations"} {
		_, page := hookstest.GetPage(t, server, path)
		if root := hookstest.RootOf(t, page); !strings.Contains(root, "Headhunter Reserve") {
			t.Errorf("%s still shows the old name", path)
		}
	}
	// ...and only the pages that show products were made again (home's among them: its
	// Featured Selection and Popular Strains; the locations page's filter by product).
	for _, path := range pages {
		hookstest.GetPage(t, server, path)
	}
	hookstest.MustEqual(t, "pages made again", renderer.Renders.Load()-before, int64(5))
	for _, path := range []string{"/blog", "/blog/why-we-grow-under-the-sun", "/about", "/legal"} {
		if res, _ := hookstest.GetPage(t, server, path); res.Header.Get("ETag") != etags[path] {
			t.Errorf("%s changed", path)
		}
	}
}

func TestAPageReadingDataItsDepsDoNotNameIsNotKept(t *testing.T) {
	// A server entry whose /about page reads the product list: the table says /about
	// shows locations only, so a product change would leave it stale.
	script := `var storefrontServer = { render: function (url) {
		var answer = __serverFetch("/api/products");
		return Promise.resolve({ html: "<p>" + answer.status + "</p>", state: JSON.stringify({ mutations: [], queries: [] }) });
	} };`
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	hookstest.Register(t, app, hooks.Options{Storefront: fstest.MapFS(hookstest.Storefront), StorefrontServer: []byte(script)})
	server := hookstest.AppHandler(t, app)
	if _, page := hookstest.GetPage(t, server, "/about"); hookstest.RootOf(t, page) != "" {
		t.Error("a page that would go stale was sent rendered")
	}
	if _, page := hookstest.GetPage(t, server, "/products"); !strings.Contains(hookstest.RootOf(t, page), "<p>200</p>") {
		t.Error("a page that names what it shows was not rendered")
	}
}

func TestAStaffPreviewIsRenderedForStaffAndNeverKept(t *testing.T) {
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	hookstest.DraftContent(t, app)
	for path, secret := range map[string]string{"/products/secret-strain": "Aaa Secret Strain", "/blog/secret-harvest-plans": "Not for visitors yet."} {
		res := hookstest.Send(t, server, http.MethodGet, path, nil, hookstest.StaffHeaders())
		body := hookstest.ReadAll(t, res)
		hookstest.MustEqual(t, path+" for staff", res.StatusCode, http.StatusOK)
		hookstest.MustEqual(t, path+" Cache-Control", res.Header.Get("Cache-Control"), "no-store")
		if !strings.Contains(hookstest.RootOf(t, body), secret) {
			t.Errorf("%s: the preview is not rendered with the draft", path)
		}
		res, page := hookstest.GetPage(t, server, path)
		if res.StatusCode != http.StatusNotFound || strings.Contains(page, secret) {
			t.Errorf("%s: a visitor after the preview got %d", path, res.StatusCode)
		}
	}
	// The lists a visitor reads were not rendered with the drafts either.
	for _, path := range []string{"/", "/products", "/blog"} {
		if _, page := hookstest.GetPage(t, server, path); strings.Contains(page, "Secret") {
			t.Errorf("%s shows a draft", path)
		}
	}
}
