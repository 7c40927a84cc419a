package hookstest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/pocketbase/pocketbase/core"
)

// LogEntries are the log's entries, oldest first.
func LogEntries(t testing.TB, app core.App) []catalog.ActivityEntry {
	t.Helper()
	records := []*core.Record{}
	if err := app.RecordQuery(catalog.ActivityCollection).OrderBy("rowid ASC").All(&records); err != nil {
		t.Fatal(err)
	}
	out := make([]catalog.ActivityEntry, len(records))
	for i, rec := range records {
		out[i] = activitylog.EntryToJSON(rec)
	}
	return out
}

// LastEntry is the newest entry of the log.
func LastEntry(t testing.TB, app core.App) catalog.ActivityEntry {
	t.Helper()
	all := LogEntries(t, app)
	if len(all) == 0 {
		t.Fatal("the log is empty")
	}
	return all[len(all)-1]
}

// JSONOf is v as JSON text.
func JSONOf(v any) string {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(raw)
}

// RevisionsOf reads a record's revisions through the staff API.
func RevisionsOf(t testing.TB, server http.Handler, resource, id string) catalog.Revisions {
	t.Helper()
	res := Send(t, server, http.MethodGet, "/api/admin/"+resource+"/"+id+"/revisions", nil, StaffHeaders())
	var out catalog.Revisions
	DecodeResponse(t, res, &out)
	if res.StatusCode != 200 {
		t.Fatalf("revisions: %d", res.StatusCode)
	}
	return out
}

// RecordsWritten are the events of n records saved or deleted (op: Create, Update,
// Delete); a delete is not validated.
func RecordsWritten(op string, n int) map[string]int {
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

// WriteRefused are the events of one save that its validation refused (op: Create,
// Update): nothing is written.
func WriteRefused(op string) map[string]int {
	events := map[string]int{"*": 0}
	for _, kind := range []string{"Record", "Model"} {
		events["On"+kind+op] = 1
		events["On"+kind+"Validate"] = 1
		events["On"+kind+"After"+op+"Error"] = 1
	}
	return events
}

// OnlyValidated are the events of a record validated and never saved.
var OnlyValidated = map[string]int{"OnRecordValidate": 1, "OnModelValidate": 1, "*": 0}
