package files_test

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/files"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
)

// Where uploads sit on the server's disk is shown to the owner only: another member of
// staff reads the storage check without the path, in its fields and its advice alike.
func TestStoragePathsAreTheOwners(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	hookstest.OwnerHasTwoFactor(t, server) // once another account exists, the owner's needs it
	collection, _ := app.FindCollectionByNameOrId(catalog.StaffCollection)
	member := core.NewRecord(collection)
	member.Set("username", "riley")
	member.SetPassword("long-enough-1")
	if err := app.Save(member); err != nil {
		t.Fatal(err)
	}
	asMember := map[string]string{"Cookie": hookstest.SessionOf(t, app, member)}
	storage := filepath.Join(app.DataDir(), "storage")

	read := func(headers map[string]string) (catalog.StorageCheck, string) {
		t.Helper()
		res := hookstest.Send(t, server, http.MethodGet, "/api/system/storage-check", nil, headers)
		body := hookstest.ReadAll(t, res)
		hookstest.MustEqual(t, "status", res.StatusCode, 200)
		var check catalog.StorageCheck
		if err := json.Unmarshal([]byte(body), &check); err != nil {
			t.Fatal(err)
		}
		return check, body
	}

	owner, _ := read(hookstest.StaffHeaders())
	hookstest.MustEqual(t, "the owner's path", owner.LocalFilesystem.Path, storage)
	check, body := read(asMember)
	hookstest.MustEqual(t, "a member's path", check.LocalFilesystem.Path, "")
	hookstest.MustEqual(t, "the rest is the same", check.StorageStrategy, "local")
	if strings.Contains(body, app.DataDir()) {
		t.Errorf("a member's answer names the data dir: %s", body)
	}

	// A storage folder that takes no writes: the advice names it to the owner only.
	if err := os.Chmod(storage, 0o500); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(storage, 0o755)
	if os.Geteuid() == 0 {
		// root writes anyway; the advice is then checked through the function itself.
		c := catalog.StorageCheck{Recommendations: []string{"Make " + storage + " writable by the server's user; uploads fail until it is."}}
		c.LocalFilesystem.Path = storage
		got := files.StorageCheckFor(member, c)
		hookstest.MustEqual(t, "advice for a member", got.Recommendations[0], "Make the server's storage folder writable by the server's user; uploads fail until it is.")
		hookstest.MustEqual(t, "advice for the owner", files.StorageCheckFor(ownerRecord(t, app), c).Recommendations[0], c.Recommendations[0])
		return
	}
	if _, body := read(asMember); strings.Contains(body, app.DataDir()) || !strings.Contains(body, files.HiddenStoragePath) {
		t.Errorf("a member's advice: %s", body)
	}
	if _, body := read(hookstest.StaffHeaders()); !strings.Contains(body, storage) {
		t.Errorf("the owner's advice: %s", body)
	}
}

func ownerRecord(t testing.TB, app core.App) *core.Record {
	t.Helper()
	rec, err := app.FindFirstRecordByFilter(catalog.StaffCollection, "owner = true")
	if err != nil {
		t.Fatal(err)
	}
	return rec
}
