package locations_test

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/locations"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/router"
)

// The demo partners, in the order the site lists them (featured first, then by name),
// and which of them carry Valley Live Rosin (migration 1732000141).
var (
	demoPartnerOrder = []string{"Capital Leaf Dispensary", "Rondout Wellness", "Beacon Flower Collective", "Gowanus Botanicals", "Hudson Street Cannabis"}
	rosinPartners    = []string{"Capital Leaf Dispensary", "Hudson Street Cannabis"}
)

func whereToBuyOf(t testing.TB, res *http.Response) []string {
	t.Helper()
	var detail catalog.ProductDetail
	hookstest.DecodeResponse(t, res, &detail)
	names := []string{}
	for _, p := range detail.WhereToBuy {
		if p.Latitude == nil || p.Longitude == nil {
			t.Errorf("%s has no coordinates", p.Name)
		}
		names = append(names, p.Name)
	}
	return names
}

func carriedOf(t testing.TB, app core.App, res *http.Response) map[string][]string {
	t.Helper()
	var carried []catalog.CarriedProduct
	hookstest.DecodeResponse(t, res, &carried)
	out := map[string][]string{}
	for _, c := range carried {
		for _, id := range c.Partners {
			loc, err := app.FindRecordById(catalog.LocationsCollection, id)
			if err != nil {
				t.Fatalf("%s lists a partner that does not exist: %s", c.Slug, id)
			}
			out[c.Slug] = append(out[c.Slug], catalog.AsLocation(loc).Name())
		}
	}
	return out
}

// carriersOf are the names of the locations whose list holds the product, read from the records.
func carriersOf(t testing.TB, app core.App, productID string) []string {
	t.Helper()
	records, err := app.FindAllRecords(catalog.LocationsCollection)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, rec := range records {
		if slices.Contains(rec.GetStringSlice(catalog.CarriedProductsField), productID) {
			names = append(names, rec.GetString("name"))
		}
	}
	return names
}

func locationByName(t testing.TB, app core.App, name string) *core.Record {
	t.Helper()
	rec, err := app.FindFirstRecordByData(catalog.LocationsCollection, "name", name)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func TestAProductsAnswerListsThePartnersThatCarryIt(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{
			Name: "every demo partner carries Headhunter, featured first", Method: http.MethodGet, URL: "/api/products/slug/headhunter",
			ExpectedStatus: 200, ExpectedContent: []string{`"whereToBuy":[{"id":`, `"latitude":42.6587,"longitude":-73.7655`},
			NotExpectedContent: []string{`"hours"`, `"products"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "partners", strings.Join(whereToBuyOf(t, res), ", "), strings.Join(demoPartnerOrder, ", "))
			},
		},
		{
			Name: "two carry the rosin", Method: http.MethodGet, URL: "/api/products/slug/valley-live-rosin",
			ExpectedStatus: 200, ExpectedContent: []string{`"whereToBuy":[{`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "partners", strings.Join(whereToBuyOf(t, res), ", "), strings.Join(rosinPartners, ", "))
			},
		},
		{
			Name: "merchandise no partner carries", Method: http.MethodGet, URL: "/api/products/slug/farm-logo-tee",
			ExpectedStatus: 200, ExpectedContent: []string{`"whereToBuy":[]`},
		},
		{
			Name: "the locations page's filter: published products partners carry, by name", Method: http.MethodGet, URL: locations.CarriedProductsPath,
			ExpectedStatus: 200, ExpectedContent: []string{`[{"slug":"apple-fritters","name":"Apple Fritters","partners":["`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				carried := carriedOf(t, app, res)
				hookstest.MustEqual(t, "rosin", strings.Join(carried["valley-live-rosin"], ", "), strings.Join(rosinPartners, ", "))
				hookstest.MustEqual(t, "headhunter", len(carried["headhunter"]), 5)
				if _, listed := carried["farm-logo-tee"]; listed {
					t.Error("a product no partner carries is offered in the filter")
				}
			},
		},
		{
			Name: "the public list of locations does not name the products (drafts among them)", Method: http.MethodGet, URL: "/api/locations",
			ExpectedStatus: 200, ExpectedContent: []string{`"latitude":42.6587`, `"licenseNumber":null`}, NotExpectedContent: []string{`"products"`},
		},
		{
			Name: "the locations page's structured data places each partner", Method: http.MethodGet, URL: "/api/page-meta?path=/locations",
			TestAppFactory: hookstest.NewStorefrontApp, ExpectedStatus: 200, ExpectedContent: []string{`"geo":{"@type":"GeoCoordinates","latitude":41.9189,"longitude":-73.9866}`},
		},
		{
			Name: "nor does PocketBase's collection API", Method: http.MethodGet, URL: "/api/collections/locations/records",
			ExpectedStatus: 200, ExpectedContent: []string{`"name":"Capital Leaf Dispensary"`}, NotExpectedContent: []string{`"products"`},
		},
	})
}

// Only published products and existing partners: a product made a draft leaves the
// filter, a deleted partner leaves every list, and a deleted product every partner's.
func TestWhereToBuyShowsOnlyPublishedProductsAndExistingPartners(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	get := func(url string) *http.Response { return hookstest.Send(t, server, http.MethodGet, url, nil, nil) }
	// Kept in the public cache first, so the changes below must drop them.
	get("/api/products/slug/valley-live-rosin").Body.Close()
	get(locations.CarriedProductsPath).Body.Close()

	rosin := hookstest.FindBySlug(t, app, "products", "valley-live-rosin")
	patch := hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+rosin.Id, hookstest.JSONBody(map[string]any{"status": "draft"}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "draft", patch.StatusCode, 200)
	if carried := carriedOf(t, app, get(locations.CarriedProductsPath)); carried["valley-live-rosin"] != nil {
		t.Error("a draft is offered in the locations page's filter")
	}
	hookstest.MustEqual(t, "a draft's answer", get("/api/products/slug/valley-live-rosin").StatusCode, 404)
	// Staff still see it carried, as they left it.
	var staffView catalog.StaffLocation
	hookstest.DecodeResponse(t, hookstest.Send(t, server, http.MethodGet, "/api/admin/locations/"+locationByName(t, app, "Capital Leaf Dispensary").Id, nil, hookstest.StaffHeaders()), &staffView)
	if !slices.Contains(staffView.Products, rosin.Id) {
		t.Error("making a product a draft took it out of its partner's list")
	}

	hudson := locationByName(t, app, "Hudson Street Cannabis")
	hookstest.MustEqual(t, "delete", hookstest.Send(t, server, http.MethodDelete, "/api/admin/locations/"+hudson.Id, nil, hookstest.StaffHeaders()).StatusCode, 200)
	hookstest.MustEqual(t, "partners of Headhunter", strings.Join(whereToBuyOf(t, get("/api/products/slug/headhunter")), ", "),
		"Capital Leaf Dispensary, Rondout Wellness, Beacon Flower Collective, Gowanus Botanicals")
	if carried := carriedOf(t, app, get(locations.CarriedProductsPath)); len(carried["headhunter"]) != 4 {
		t.Errorf("Headhunter's partners in the filter: %v", carried["headhunter"])
	}

	grape := hookstest.FindBySlug(t, app, "products", "grape-gas")
	hookstest.MustEqual(t, "delete", hookstest.Send(t, server, http.MethodDelete, "/api/admin/products/"+grape.Id, nil, hookstest.StaffHeaders()).StatusCode, 200)
	hookstest.MustEqual(t, "partners still carrying a deleted product", len(carriersOf(t, app, grape.Id)), 0)
}

// Staff mark what a partner carries from the location (its products) or from the product
// (its partners); either way the product's page shows it at once.
func TestStaffSetWhoCarriesAProductFromEitherSide(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	get := func(url string) *http.Response { return hookstest.Send(t, server, http.MethodGet, url, nil, nil) }
	tee := hookstest.FindBySlug(t, app, "products", "farm-logo-tee")
	beacon, gowanus := locationByName(t, app, "Beacon Flower Collective"), locationByName(t, app, "Gowanus Botanicals")
	hookstest.MustEqual(t, "before", strings.Join(whereToBuyOf(t, get("/api/products/slug/farm-logo-tee")), ", "), "")

	// From the product: the tee is carried by Beacon and Gowanus.
	res := hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+tee.Id, hookstest.JSONBody(map[string]any{"partners": []string{gowanus.Id, beacon.Id, beacon.Id}}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "set partners", res.StatusCode, 200)
	var product catalog.StaffProduct
	hookstest.DecodeResponse(t, res, &product)
	hookstest.MustEqual(t, "answered partners", strings.Join(product.Partners, ","), strings.Join([]string{beacon.Id, gowanus.Id}, ","))
	hookstest.MustEqual(t, "its page", strings.Join(whereToBuyOf(t, get("/api/products/slug/farm-logo-tee")), ", "), "Beacon Flower Collective, Gowanus Botanicals")

	// From the location: Beacon's list without the tee.
	var before catalog.StaffLocation
	hookstest.DecodeResponse(t, hookstest.Send(t, server, http.MethodGet, "/api/admin/locations/"+beacon.Id, nil, hookstest.StaffHeaders()), &before)
	kept := slices.DeleteFunc(slices.Clone(before.Products), func(id string) bool { return id == tee.Id })
	res = hookstest.Send(t, server, http.MethodPatch, "/api/admin/locations/"+beacon.Id, hookstest.JSONBody(map[string]any{"products": kept}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "set products", res.StatusCode, 200)
	hookstest.MustEqual(t, "its page", strings.Join(whereToBuyOf(t, get("/api/products/slug/farm-logo-tee")), ", "), "Gowanus Botanicals")

	// A location's change reaches the product's page too.
	rename := hookstest.Send(t, server, http.MethodPatch, "/api/admin/locations/"+gowanus.Id, hookstest.JSONBody(map[string]any{"name": "Gowanus Botanicals & Co"}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "rename", rename.StatusCode, 200)
	hookstest.MustEqual(t, "its page", strings.Join(whereToBuyOf(t, get("/api/products/slug/farm-logo-tee")), ", "), "Gowanus Botanicals & Co")

	// A body without partners leaves them as they are.
	res = hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+tee.Id, hookstest.JSONBody(map[string]any{"price": 26}), hookstest.StaffHeaders())
	hookstest.DecodeResponse(t, res, &product)
	hookstest.MustEqual(t, "partners kept", strings.Join(product.Partners, ","), gowanus.Id)
}

func TestWhoCarriesWhatIsChecked(t *testing.T) {
	unchanged := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		hookstest.MustEqual(t, "partners carrying the tee", len(carriersOf(t, app, hookstest.FindBySlug(t, app, "products", "farm-logo-tee").Id)), 0)
	}
	onTee := func(s tests.ApiScenario) {
		s.URL = "/api/admin/products/{id}"
		s.AfterTestFunc = unchanged
		hookstest.RunOnRecord(t, "products", "farm-logo-tee", hookstest.AsStaff(s))
	}
	onTee(tests.ApiScenario{
		Name: "a partner that does not exist", Method: http.MethodPatch, Body: hookstest.JSONBody(map[string]any{"partners": []string{"nosuchlocation1"}}),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"A chosen partner location no longer exists"`, `"partners":{`},
	})
	onTee(tests.ApiScenario{
		Name: "partners that are not a list", Method: http.MethodPatch, Body: hookstest.JSONBody(map[string]any{"partners": "all of them"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Must be a list of partner location ids"`},
	})
	onTee(tests.ApiScenario{
		Name: "a refused product saves no partner either", Method: http.MethodPatch,
		Body:           hookstest.JSONBody(map[string]any{"price": -1, "partners": []string{}}),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Price must be positive"`},
	})
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "a location carrying a product that does not exist", Method: http.MethodPost, URL: "/api/admin/locations",
			Body: hookstest.JSONBody(map[string]any{
				"name": "Saugerties Green", "address": "12 Partition Street", "city": "Saugerties", "state": "NY", "zip": "12477",
				"products": []string{"nosuchproduct12"},
			}),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"A chosen product no longer exists"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				hookstest.MustEqual(t, "locations", hookstest.CountRecords(t, app, catalog.LocationsCollection, ""), 5)
			},
		}),
		{
			Name: "visitors cannot set it", Method: http.MethodPatch, URL: "/api/admin/products/x", Body: hookstest.JSONBody(map[string]any{"partners": []string{}}),
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
	})
}

func TestCoordinatesComeFromTheMapLinkOrAreTypedIn(t *testing.T) {
	location := map[string]any{"name": "Saugerties Green", "address": "12 Partition Street", "city": "Saugerties", "state": "NY", "zip": "12477"}
	create := func(name string, fields map[string]any, status int, content ...string) tests.ApiScenario {
		return hookstest.AsStaff(tests.ApiScenario{
			Name: name, Method: http.MethodPost, URL: "/api/admin/locations", Body: hookstest.JSONBody(hookstest.Merged(location, fields)),
			ExpectedStatus: status, ExpectedContent: content,
		})
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		create("a Google place link's @lat,lng", map[string]any{"mapUrl": "https://www.google.com/maps/place/Saugerties+Green/@42.0773,-73.9529,17z/data=!3m1"},
			201, `"latitude":42.0773,"longitude":-73.9529`),
		create("a search for a point, ?q=lat,lng", map[string]any{"mapUrl": "https://maps.google.com/?q=42.0773,-73.9529"},
			201, `"latitude":42.0773,"longitude":-73.9529`),
		create("Apple Maps' ll=lat,lng", map[string]any{"mapUrl": "https://maps.apple.com/?q=Saugerties%20Green&ll=42.0773,-73.9529"},
			201, `"latitude":42.0773,"longitude":-73.9529`),
		create("typed in, over the link's", map[string]any{"mapUrl": "https://maps.google.com/?q=42.0773,-73.9529", "latitude": "42.08", "longitude": -73.95},
			201, `"latitude":42.08,"longitude":-73.95`),
		create("an address search carries none", map[string]any{}, 201, `"latitude":null,"longitude":null`),
		create("a latitude out of range", map[string]any{"latitude": 91, "longitude": -73.95}, 400, `"message":"Latitude must be between -90 and 90"`),
		create("a longitude that is no number", map[string]any{"latitude": 42, "longitude": "west"}, 400, `"message":"Longitude must be a number"`),
		create("only one of the two", map[string]any{"latitude": 42}, 400, `"message":"Enter both latitude and longitude, or neither"`),
		create("a license number", map[string]any{"licenseNumber": "ocm-caurd-22-000173"}, 201, `"licenseNumber":"OCM-CAURD-22-000173"`),
		create("a license number of another shape", map[string]any{"licenseNumber": "NY-1234"}, 400,
			`"message":"An OCM license number starts with OCM- and holds only letters, digits and hyphens"`),
	})
}

// The product page's server HTML lists its partners; the locations page's filter is in
// the address, rendered for a published product and the whole list for any other slug.
func TestWhereToBuyIsInTheServersHTML(t *testing.T) {
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)

	_, page := hookstest.GetPage(t, server, "/products/valley-live-rosin")
	root := hookstest.RootOf(t, page)
	if !strings.Contains(root, ">Where to buy</h2>") {
		t.Fatalf("no Where to buy section in the product page's HTML: %.300s", root)
	}
	for _, name := range demoPartnerOrder {
		if want := slices.Contains(rosinPartners, name); strings.Contains(hookstest.TextOf(root), name) != want {
			t.Errorf("%s listed: %v, want %v", name, !want, want)
		}
	}
	if !strings.Contains(root, `href="tel:2125550147"`) || !strings.Contains(root, "Directions") || !strings.Contains(root, "Near me</button>") {
		t.Error("a partner's phone, directions or the Near me button is missing")
	}

	_, filtered := hookstest.GetPage(t, server, "/locations?product=valley-live-rosin")
	root = hookstest.RootOf(t, filtered)
	if !strings.Contains(root, "2 partners carry Valley Live Rosin") || strings.Contains(root, "Gowanus Botanicals</h2>") {
		t.Errorf("the filtered locations page: %.400s", root)
	}
	all, allPage := hookstest.GetPage(t, server, "/locations")
	if !strings.Contains(hookstest.RootOf(t, allPage), "5 partners") {
		t.Errorf("the whole list: %.400s", hookstest.RootOf(t, allPage))
	}
	// A slug that names no published product is answered with the whole list's page itself.
	unknown, _ := hookstest.GetPage(t, server, "/locations?product=no-such-product")
	hookstest.MustEqual(t, "an unknown product: the whole list's answer", unknown.Header.Get("ETag"), all.Header.Get("ETag"))
	// A published product no partner carries: the whole list, as the browser shows it.
	_, uncarried := hookstest.GetPage(t, server, "/locations?product=farm-logo-tee")
	hookstest.MustEqual(t, "a product no partner carries: the whole list", hookstest.RootOf(t, uncarried), hookstest.RootOf(t, allPage))
}

func TestTheLocationsFilterMakesOnlyKnownProductsKeys(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	routes, err := web.ReadPageRoutes(hookstest.Storefront)
	if err != nil {
		t.Fatal(err)
	}
	key := func(query string) string {
		request := httptest.NewRequest(http.MethodGet, "/locations"+query, nil)
		pageKey, _, _, err := hookstest.SiteOf(app).Pages().Page(&core.RequestEvent{App: app, Event: router.Event{Request: request}}, nil, routes)
		if err != nil {
			t.Fatal(err)
		}
		_, pageKey, _ = strings.Cut(pageKey, "|")
		return pageKey
	}
	hookstest.MustEqual(t, "the whole list", key(""), "/locations|")
	hookstest.MustEqual(t, "a published product", key("?product=headhunter"), "/locations|product=headhunter")
	for _, unknown := range []string{"?product=nope", "?product=" + strings.Repeat("x", 500), "?product=HEADHUNTER", "?product="} {
		hookstest.MustEqual(t, unknown, key(unknown), "/locations|")
	}
	draft := hookstest.FindBySlug(t, app, "products", "lime-street")
	draft.Set(catalog.StatusField, "draft")
	if err := app.Save(draft); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "a draft", key("?product=lime-street"), "/locations|")
}
