package locations_test

import (
	"net/http"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

func TestLocations(t *testing.T) {
	location := map[string]any{
		"name": "Saugerties Green", "address": "12 Partition Street", "city": "Saugerties", "state": "NY", "zip": "12477",
		"phone": "(845) 555-0111", "hours": "Monday: 10:00 AM - 6:00 PM", "description": "Small shop on the main street.",
		"mapUrl": "https://maps.example.com/saugerties", "websiteUrl": "https://saugertiesgreen.example.com", "featured": true,
	}
	unchanged := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		hookstest.MustEqual(t, "locations", hookstest.CountRecords(t, app, "locations", ""), 5)
	}
	invalid := func(name string, body map[string]any, message string) tests.ApiScenario {
		return hookstest.AsStaff(tests.ApiScenario{
			Name: name, Method: http.MethodPost, URL: "/api/admin/locations", Body: hookstest.JSONBody(body),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":` + hookstest.Quoted(message)},
			AfterTestFunc: unchanged,
		})
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{
			Name: "public list, featured first", Method: http.MethodGet, URL: "/api/locations",
			ExpectedStatus:  200,
			ExpectedContent: []string{`[{"id":`, `"name":"Capital Leaf Dispensary"`, `"websiteUrl":null`, `"hours":"Monday: 10:00 AM`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				var list []struct{ Featured bool }
				hookstest.DecodeResponse(t, res, &list)
				hookstest.MustEqual(t, "locations", len(list), 5)
				hookstest.MustEqual(t, "first is featured", list[0].Featured, true)
				hookstest.MustEqual(t, "last is not featured", list[4].Featured, false)
			},
		},
		hookstest.AsStaff(tests.ApiScenario{
			Name: "create", Method: http.MethodPost, URL: "/api/admin/locations", Body: hookstest.JSONBody(location),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"name":"Saugerties Green"`, `"featured":true`, `"websiteUrl":"https://saugertiesgreen.example.com"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "a location without a map link gets a map search for its address", Method: http.MethodPost, URL: "/api/admin/locations",
			Body:            hookstest.JSONBody(hookstest.Merged(location, map[string]any{"mapUrl": "", "websiteUrl": hookstest.DeleteField, "featured": hookstest.DeleteField})),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"mapUrl":"https://www.google.com/maps/search/?api=1&query=Saugerties+Green%2C+12+Partition+Street%2C+Saugerties%2C+NY+12477"`, `"featured":false`, `"websiteUrl":null`},
		}),
		invalid("map link that is not a URL", hookstest.Merged(location, map[string]any{"mapUrl": "behind the barn"}), "Must be a valid URL"),
		invalid("website that is not a URL", hookstest.Merged(location, map[string]any{"websiteUrl": "ftp//nope"}), "Must be a valid URL"),
		invalid("no name", hookstest.Merged(location, map[string]any{"name": hookstest.DeleteField}), "Name is required"),
		invalid("no city", hookstest.Merged(location, map[string]any{"city": ""}), "City is required"),
	})
	onLocation := func(s tests.ApiScenario) {
		t.Run(s.Name, func(t *testing.T) {
			app := hookstest.NewApp(t)
			rec, err := app.FindFirstRecordByData("locations", "name", "Beacon Flower Collective")
			if err != nil {
				t.Fatal(err)
			}
			s.URL = "/api/admin/locations/" + rec.Id
			s.TestAppFactory = func(testing.TB) *tests.TestApp { return app }
			s = hookstest.AsStaff(s)
			s.Test(t)
		})
	}
	onLocation(tests.ApiScenario{
		Name: "PATCH", Method: http.MethodPatch, Body: hookstest.JSONBody(map[string]any{"phone": "(845) 555-0199", "featured": true}),
		ExpectedStatus: 200, ExpectedContent: []string{`"phone":"(845) 555-0199"`, `"featured":true`, `"city":"Beacon"`},
	})
	onLocation(tests.ApiScenario{
		Name: "PATCH with a bad website", Method: http.MethodPatch, Body: hookstest.JSONBody(map[string]any{"websiteUrl": "beacon flower"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Must be a valid URL"`},
	})
	onLocation(tests.ApiScenario{
		Name: "DELETE", Method: http.MethodDelete,
		ExpectedStatus: 200, ExpectedContent: []string{`"name":"Beacon Flower Collective"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "locations", hookstest.CountRecords(t, app, "locations", ""), 4)
		},
	})
}
