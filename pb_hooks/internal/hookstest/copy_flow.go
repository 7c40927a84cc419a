package hookstest

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// CopyFlow is one app with the owner's and an editor's sessions, for the sequences of
// saves the copy check decides.
type CopyFlow struct {
	T             *testing.T
	App           *tests.TestApp
	Server        http.Handler
	Owner, Editor map[string]string
}

// NewCopyFlow is a CopyFlow on a new app.
func NewCopyFlow(t *testing.T) *CopyFlow {
	app := NewApp(t)
	t.Cleanup(app.Cleanup)
	staff, err := app.FindCollectionByNameOrId(catalog.StaffCollection)
	if err != nil {
		t.Fatal(err)
	}
	editor := core.NewRecord(staff)
	editor.Set(catalog.StaffFieldUsername, "editor")
	editor.SetPassword(StaffPassword)
	if err := app.Save(editor); err != nil {
		t.Fatal(err)
	}
	GiveTwoFactor(t, app, StaffUsername) // an owner among others must have it
	return &CopyFlow{T: t, App: app, Server: AppHandler(t, app), Owner: StaffHeaders(),
		Editor: map[string]string{"Cookie": SessionOf(t, app, editor)}}
}

// Send makes a staff call and checks its status; it answers the body.
func (f *CopyFlow) Send(who map[string]string, method, url string, body any, status int) string {
	f.T.Helper()
	res := Send(f.T, f.Server, method, url, JSONBody(body), who)
	raw, _ := io.ReadAll(res.Body)
	if res.StatusCode != status {
		f.T.Fatalf("%s %s %v: %d %s, want %d", method, url, body, res.StatusCode, raw, status)
	}
	return string(raw)
}

// revisionWith is the revision of a record (read by who) whose kept field holds text.
func (f *CopyFlow) RevisionWith(who map[string]string, resource, id, field, text string) catalog.Revision {
	f.T.Helper()
	var revs catalog.Revisions
	if err := json.Unmarshal([]byte(f.Send(who, http.MethodGet, "/api/admin/"+resource+"/"+id+"/revisions", nil, http.StatusOK)), &revs); err != nil {
		f.T.Fatal(err)
	}
	for _, rev := range revs.Revisions {
		for _, d := range rev.Differences {
			if kept, _ := d.Revision.(string); d.Field == field && strings.Contains(kept, text) {
				return rev
			}
		}
	}
	f.T.Fatalf("no revision of %s %s whose %s holds %q: %+v", resource, id, field, text, revs)
	return catalog.Revision{}
}
