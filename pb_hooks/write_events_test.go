package hooks

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// The record hooks a route fires (tests.ApiScenario's ExpectedEvents), with "*": 0 so
// that no other fires: each write goes through the app once, so the record rules
// (OnRecordValidate) and the public cache's invalidation (OnRecordAfter*Success) run
// once per record, as for any other writer (the superuser UI, the CLI).

// recordsWritten are the events of n records saved or deleted (op: Create, Update,
// Delete); a delete is not validated.
func recordsWritten(op string, n int) map[string]int {
	events := map[string]int{"*": 0}
	for _, kind := range []string{"Record", "Model"} {
		for _, event := range []string{"On%s" + op, "On%s" + op + "Execute", "On%sAfter" + op + "Success"} {
			events[fmt.Sprintf(event, kind)] = n
		}
		if op != "Delete" {
			events["On"+kind+"Validate"] = n
		}
	}
	return events
}

// writeRefused are the events of one save that its validation refused (op: Create,
// Update): nothing is written.
func writeRefused(op string) map[string]int {
	events := map[string]int{"*": 0}
	for _, kind := range []string{"Record", "Model"} {
		events["On"+kind+op] = 1
		events["On"+kind+"Validate"] = 1
		events["On"+kind+"After"+op+"Error"] = 1
	}
	return events
}

// onlyValidated are the events of a record validated and never saved.
var onlyValidated = map[string]int{"OnRecordValidate": 1, "OnModelValidate": 1, "*": 0}

func TestStaffWritesFireRecordHooksOnce(t *testing.T) {
	runScenarios(t, []tests.ApiScenario{
		asStaff(tests.ApiScenario{
			Name: "create", Method: http.MethodPost, URL: "/api/admin/products", Body: jsonBodyOf(validProduct()),
			ExpectedStatus: 201, ExpectedContent: []string{`"slug":"rip-van-winkle"`}, ExpectedEvents: recordsWritten("Create", 1),
		}),
		asStaff(tests.ApiScenario{
			Name: "refused create", Method: http.MethodPost, URL: "/api/admin/products", Body: jsonBodyOf(with(validProduct(), map[string]any{"price": -5})),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Price must be positive"`}, ExpectedEvents: writeRefused("Create"),
		}),
	})
	onHeadhunter := func(s tests.ApiScenario) {
		s.URL = "/api/admin/products/{id}"
		testOnRecord(t, "products", "headhunter", asStaff(s))
	}
	onHeadhunter(tests.ApiScenario{
		Name: "update", Method: http.MethodPatch, Body: jsonBodyOf(map[string]any{"price": 47.5}),
		ExpectedStatus: 200, ExpectedContent: []string{`"price":"47.50"`}, ExpectedEvents: recordsWritten("Update", 1),
	})
	onHeadhunter(tests.ApiScenario{
		Name: "refused update", Method: http.MethodPatch, Body: jsonBodyOf(map[string]any{"price": -5}),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Price must be positive"`}, ExpectedEvents: writeRefused("Update"),
	})
	// PocketBase takes a deleted product out of the lists of the 5 partners that carry it,
	// saving each without validating it.
	deleted := recordsWritten("Delete", 8)
	for event, n := range recordsWritten("Update", 5) {
		if !strings.HasSuffix(event, "Validate") && event != "*" {
			deleted[event] = n
		}
	}
	onHeadhunter(tests.ApiScenario{
		Name: "delete takes the product's 6 variants and its batch with it, and it out of its partners' lists", Method: http.MethodDelete,
		ExpectedStatus: 200, ExpectedContent: []string{`"slug":"headhunter"`}, ExpectedEvents: deleted,
	})
}
