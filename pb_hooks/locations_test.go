package hooks

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

func TestLocations(t *testing.T) {
	location := map[string]any{
		"name": "Saugerties Green", "address": "12 Partition Street", "city": "Saugerties", "state": "NY", "zip": "12477",
		"phone": "(845) 555-0111", "hours": "Monday: 10:00 AM - 6:00 PM", "description": "Small shop on the main street.",
		"mapUrl": "https://maps.example.com/saugerties", "websiteUrl": "https://saugertiesgreen.example.com", "featured": true,
	}
	unchanged := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		mustEqual(t, "locations", countRecords(t, app, "locations", ""), 5)
	}
	invalid := func(name string, body map[string]any, message string) tests.ApiScenario {
		return asStaff(tests.ApiScenario{
			Name: name, Method: http.MethodPost, URL: "/api/admin/locations", Body: jsonBodyOf(body),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":` + quoted(message)},
			AfterTestFunc: unchanged,
		})
	}
	runScenarios(t, []tests.ApiScenario{
		{
			Name: "public list, featured first", Method: http.MethodGet, URL: "/api/locations",
			ExpectedStatus:  200,
			ExpectedContent: []string{`[{"id":`, `"name":"Capital Leaf Dispensary"`, `"websiteUrl":null`, `"hours":"Monday: 10:00 AM`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				var list []struct{ Featured bool }
				decodeResponse(t, res, &list)
				mustEqual(t, "locations", len(list), 5)
				mustEqual(t, "first is featured", list[0].Featured, true)
				mustEqual(t, "last is not featured", list[4].Featured, false)
			},
		},
		asStaff(tests.ApiScenario{
			Name: "create", Method: http.MethodPost, URL: "/api/admin/locations", Body: jsonBodyOf(location),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"name":"Saugerties Green"`, `"featured":true`, `"websiteUrl":"https://saugertiesgreen.example.com"`},
		}),
		asStaff(tests.ApiScenario{
			Name: "a location without a map link gets a map search for its address", Method: http.MethodPost, URL: "/api/admin/locations",
			Body:            jsonBodyOf(with(location, map[string]any{"mapUrl": "", "websiteUrl": deleteField, "featured": deleteField})),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"mapUrl":"https://www.google.com/maps/search/?api=1&query=Saugerties+Green%2C+12+Partition+Street%2C+Saugerties%2C+NY+12477"`, `"featured":false`, `"websiteUrl":null`},
		}),
		invalid("map link that is not a URL", with(location, map[string]any{"mapUrl": "behind the barn"}), "Must be a valid URL"),
		invalid("website that is not a URL", with(location, map[string]any{"websiteUrl": "ftp//nope"}), "Must be a valid URL"),
		invalid("no name", with(location, map[string]any{"name": deleteField}), "Name is required"),
		invalid("no city", with(location, map[string]any{"city": ""}), "City is required"),
	})
	onLocation := func(s tests.ApiScenario) {
		t.Run(s.Name, func(t *testing.T) {
			app := newTestApp(t)
			rec, err := app.FindFirstRecordByData("locations", "name", "Beacon Flower Collective")
			if err != nil {
				t.Fatal(err)
			}
			s.URL = "/api/admin/locations/" + rec.Id
			s.TestAppFactory = func(testing.TB) *tests.TestApp { return app }
			s = asStaff(s)
			s.Test(t)
		})
	}
	onLocation(tests.ApiScenario{
		Name: "PATCH", Method: http.MethodPatch, Body: jsonBodyOf(map[string]any{"phone": "(845) 555-0199", "featured": true}),
		ExpectedStatus: 200, ExpectedContent: []string{`"phone":"(845) 555-0199"`, `"featured":true`, `"city":"Beacon"`},
	})
	onLocation(tests.ApiScenario{
		Name: "PATCH with a bad website", Method: http.MethodPatch, Body: jsonBodyOf(map[string]any{"websiteUrl": "beacon flower"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Must be a valid URL"`},
	})
	onLocation(tests.ApiScenario{
		Name: "DELETE", Method: http.MethodDelete,
		ExpectedStatus: 200, ExpectedContent: []string{`"name":"Beacon Flower Collective"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			mustEqual(t, "locations", countRecords(t, app, "locations", ""), 4)
		},
	})
}
