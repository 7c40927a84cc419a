package publicapi_test

import (
	"bufio"
	"cmp"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/products"
	"github.com/hudsonvalley/farmsite/pb_hooks/realtime"
	"github.com/pocketbase/pocketbase/tests"
)

// Public answers tell shared caches (a CDN, deploy/nginx-cache.conf) they may keep them;
// everything else tells every cache to keep nothing, whatever the cache's defaults.
func TestSharedCachesKeepPublicAnswersOnly(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	hookstest.DraftContent(t, app)

	productPage := hookstest.ReadAll(t, hookstest.Send(t, server, http.MethodGet, "/products/headhunter", nil, nil))
	upload := regexp.MustCompile(`/uploads/[A-Za-z0-9_.-]+\.(?:jpg|webp|png)`).FindString(productPage)
	if upload == "" {
		t.Fatal("the product page shows no upload")
	}
	for _, url := range []string{
		"/", "/products", "/products/headhunter", "/blog", "/about", "/sitemap.xml", "/robots.txt",
		"/api/products", "/api/products/slug/headhunter", "/api/site", "/api/blog", "/api/locations",
		"/api/page-meta?path=/products/headhunter",
	} {
		res := hookstest.Send(t, server, http.MethodGet, url, nil, nil)
		hookstest.ReadAll(t, res)
		hookstest.MustEqual(t, url+" status", res.StatusCode, http.StatusOK)
		hookstest.MustEqual(t, url+" Cache-Control", res.Header.Get("Cache-Control"), web.PublicCacheControl)
		hookstest.MustEqual(t, url+" CDN-Cache-Control", res.Header.Get("CDN-Cache-Control"), web.CDNCacheControl)
		if res.Header.Get("ETag") == "" {
			t.Errorf("%s has no ETag: shared caches could not revalidate it", url)
		}
	}
	res := hookstest.Send(t, server, http.MethodGet, upload, nil, nil)
	hookstest.ReadAll(t, res)
	hookstest.MustEqual(t, upload+" Cache-Control", res.Header.Get("Cache-Control"), web.UploadCacheControl)
	if !strings.Contains(web.UploadCacheControl, "s-maxage=60") {
		t.Errorf("a deleted upload could stay in shared caches: %s", web.UploadCacheControl)
	}

	// The listing the products page polls: the spec says "no caching".
	res = hookstest.Send(t, server, http.MethodGet, products.ListingPath, nil, nil)
	hookstest.ReadAll(t, res)
	hookstest.MustEqual(t, "listing Cache-Control", res.Header.Get("Cache-Control"), web.BrowserOnlyCacheControl)
	hookstest.MustEqual(t, "listing CDN-Cache-Control", res.Header.Get("CDN-Cache-Control"), "")

	private := []struct {
		what, method, url, body string
		headers                 map[string]string
		status                  int
	}{
		{"a staff answer", http.MethodGet, "/api/admin/products", "", hookstest.StaffHeaders(), 200},
		{"a staff preview", http.MethodGet, "/products/secret-strain", "", hookstest.StaffHeaders(), 200},
		{"a preview's data", http.MethodGet, "/api/products/slug/secret-strain", "", hookstest.StaffHeaders(), 200},
		{"a draft for a visitor", http.MethodGet, "/products/secret-strain", "", nil, 404},
		{"an unknown page", http.MethodGet, "/no-such-page", "", nil, 404},
		{"an unknown product's data", http.MethodGet, "/api/products/slug/no-such-strain", "", nil, 404},
		{"PocketBase's own API", http.MethodGet, "/api/collections/products/records", "", nil, 200},
		{"a login that sets a cookie", http.MethodPost, "/api/admin/login", `{"username":"` + hookstest.StaffUsername + `","password":"` + hookstest.StaffPassword + `"}`, nil, 200},
		{"a contact answer", http.MethodPost, "/api/contact", `{"name":"Jo Buyer","email":"jo@example.com","message":"Hello there"}`, nil, 201},
		{"an order answer", http.MethodPost, "/api/orders", `{}`, nil, 400},
	}
	for _, p := range private {
		headers := map[string]string{"Content-Type": "application/json"}
		for k, v := range p.headers {
			headers[k] = v
		}
		res := hookstest.Send(t, server, p.method, p.url, strings.NewReader(p.body), headers)
		hookstest.ReadAll(t, res)
		hookstest.MustEqual(t, p.what+" status", res.StatusCode, p.status)
		hookstest.MustEqual(t, p.what+" Cache-Control", res.Header.Get("Cache-Control"), web.PrivateCacheControl)
		hookstest.MustEqual(t, p.what+" CDN-Cache-Control", res.Header.Get("CDN-Cache-Control"), "")
	}
}

// Each encoding of an answer is a representation of its own: its own strong ETag, and a
// 304 only for the ETag of the body the request would be sent. With one ETag for all
// three, a cache holding the brotli body that revalidated for a client taking identity
// was told 304, and served brotli to a client that cannot read it.
func TestEachEncodingOfAnAnswerHasItsOwnETag(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	encodings := []string{"br", "gzip", "identity"}
	for _, url := range []string{"/api/products", "/products/headhunter", "/sitemap.xml"} {
		etags := map[string]string{}
		for _, encoding := range encodings {
			res := hookstest.Send(t, server, http.MethodGet, url, nil, map[string]string{"Accept-Encoding": encoding})
			hookstest.ReadAll(t, res)
			hookstest.MustEqual(t, url+" status", res.StatusCode, http.StatusOK)
			sent := cmp.Or(res.Header.Get("Content-Encoding"), "identity")
			hookstest.MustEqual(t, url+" encoding for "+encoding, sent, encoding)
			etag := res.Header.Get("ETag")
			if !strings.HasPrefix(etag, `"`) {
				t.Errorf("%s in %s: ETag %q is not strong", url, encoding, etag)
			}
			for other, seen := range etags {
				if seen == etag {
					t.Errorf("%s: %s and %s bodies share the ETag %s", url, other, encoding, etag)
				}
			}
			etags[encoding] = etag
		}
		for _, held := range encodings {
			for _, asked := range encodings {
				res := hookstest.Send(t, server, http.MethodGet, url, nil, map[string]string{
					"Accept-Encoding": asked, "If-None-Match": etags[held],
				})
				body := hookstest.ReadAll(t, res)
				if held == asked {
					hookstest.MustEqual(t, url+": revalidating "+held, res.StatusCode, http.StatusNotModified)
					hookstest.MustEqual(t, url+": the 304's ETag", res.Header.Get("ETag"), etags[held])
					continue
				}
				hookstest.MustEqual(t, url+": holding "+held+", asking for "+asked, res.StatusCode, http.StatusOK)
				hookstest.MustEqual(t, url+": holding "+held+", the body's encoding", cmp.Or(res.Header.Get("Content-Encoding"), "identity"), asked)
				if body == "" {
					t.Errorf("%s: holding %s, asking for %s: no body", url, held, asked)
				}
			}
		}
		// Weak comparison, as If-None-Match is defined: W/"x" matches "x", and a list matches
		// when one of its ETags is the body's.
		res := hookstest.Send(t, server, http.MethodGet, url, nil, map[string]string{
			"Accept-Encoding": "gzip", "If-None-Match": etags["br"] + `, W/` + etags["gzip"],
		})
		hookstest.ReadAll(t, res)
		hookstest.MustEqual(t, url+": a list with the weak form of the gzip ETag", res.StatusCode, http.StatusNotModified)
	}
}

// The storefront's refetches after a change carry a token that a shared cache honours
// only when signed with the operator's secret (deploy/nginx-cache.conf checks it): each
// change a visitor is told of carries one, the same for every visitor and another for the
// next change, and a (re)connect carries the last one.
func TestRealtimeTellsOfEachChangeWithASignedFreshToken(t *testing.T) {
	const secret = "an-operators-secret-of-32-characters-or-more"
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	hookstest.Register(t, app, hooks.Options{FreshSecret: secret})
	handler := hookstest.AppHandler(t, app)
	cache, err := web.NewFreshTokens(secret, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	visitors := []*realtime.Client{hookstest.VisitorClient(app, "products/*"), hookstest.VisitorClient(app, "products/*")}
	product := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "headhunter")

	save := func(price string) string {
		t.Helper()
		res := hookstest.Send(t, handler, http.MethodPatch, "/api/admin/products/"+product.Id, hookstest.JSONBody(map[string]any{"price": price}), hookstest.StaffHeaders())
		hookstest.MustEqual(t, "save status", res.StatusCode, http.StatusOK)
		var tokens []string
		for _, v := range visitors {
			var data struct{ Fresh string }
			if err := json.Unmarshal((<-v.Channel()).Data, &data); err != nil {
				t.Fatal(err)
			}
			if !cache.Valid(data.Fresh) {
				t.Fatalf("the change's token %q is not one the cache accepts", data.Fresh)
			}
			tokens = append(tokens, data.Fresh)
		}
		hookstest.MustEqual(t, "the token every visitor got", tokens[1], tokens[0])
		return tokens[0]
	}
	first := save("41.00")
	last := save("42.00")
	if first == last {
		t.Error("two changes have the same token")
	}

	server := httptest.NewServer(handler)
	t.Cleanup(server.Close)
	res, err := http.Get(server.URL + "/api/realtime")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	stream := bufio.NewReader(res.Body)
	for {
		line, err := stream.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		if data, ok := strings.CutPrefix(line, "data:"); ok {
			var connect struct{ ClientID, Fresh string }
			if err := json.Unmarshal([]byte(data), &connect); err != nil {
				t.Fatal(err)
			}
			hookstest.MustEqual(t, "PB_CONNECT's token", connect.Fresh, last)
			if connect.ClientID == "" {
				t.Error("PB_CONNECT lost its client id")
			}
			break
		}
	}
}
