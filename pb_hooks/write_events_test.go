package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

// The record hooks a route fires (tests.ApiScenario's ExpectedEvents), with "*": 0 so
// that no other fires: each write goes through the app once, so the record rules
// (OnRecordValidate) and the public cache's invalidation (OnRecordAfter*Success) run
// once per record, as for any other writer (the superuser UI, the CLI).

func TestStaffWritesFireRecordHooksOnce(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "create", Method: http.MethodPost, URL: "/api/admin/products", Body: hookstest.JSONBody(hookstest.ValidProduct()),
			ExpectedStatus: 201, ExpectedContent: []string{`"slug":"rip-van-winkle"`}, ExpectedEvents: hookstest.RecordsWritten("Create", 1),
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "refused create", Method: http.MethodPost, URL: "/api/admin/products", Body: hookstest.JSONBody(hookstest.Merged(hookstest.ValidProduct(), map[string]any{"price": -5})),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Price must be positive"`}, ExpectedEvents: hookstest.WriteRefused("Create"),
		}),
	})
	onHeadhunter := func(s tests.ApiScenario) {
		s.URL = "/api/admin/products/{id}"
		hookstest.RunOnRecord(t, "products", "headhunter", hookstest.AsStaff(s))
	}
	onHeadhunter(tests.ApiScenario{
		Name: "update", Method: http.MethodPatch, Body: hookstest.JSONBody(map[string]any{"price": 47.5}),
		ExpectedStatus: 200, ExpectedContent: []string{`"price":"47.50"`}, ExpectedEvents: hookstest.RecordsWritten("Update", 1),
	})
	onHeadhunter(tests.ApiScenario{
		Name: "refused update", Method: http.MethodPatch, Body: hookstest.JSONBody(map[string]any{"price": -5}),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Price must be positive"`}, ExpectedEvents: hookstest.WriteRefused("Update"),
	})
	// PocketBase takes a deleted product out of the lists of the 5 partners that carry it,
	// saving each without validating it.
	deleted := hookstest.RecordsWritten("Delete", 8)
	for event, n := range hookstest.RecordsWritten("Update", 5) {
		if !strings.HasSuffix(event, "Validate") && event != "*" {
			deleted[event] = n
		}
	}
	onHeadhunter(tests.ApiScenario{
		Name: "delete takes the product's 6 variants and its batch with it, and it out of its partners' lists", Method: http.MethodDelete,
		ExpectedStatus: 200, ExpectedContent: []string{`"slug":"headhunter"`}, ExpectedEvents: deleted,
	})
}
