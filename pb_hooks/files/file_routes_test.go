package files_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// Finding 10 of issue 35: PocketBase served the uploads at /api/files/... as well,
// inline and without the sandbox (the site's policy was set first, so PocketBase's was
// never added): a certificate that was also an HTML page with a script answered 200 to
// a visitor.

// superuserFileToken makes a superuser on app and returns a file token of it, as the
// superuser UI asks for one to open a protected file.
func superuserFileToken(t testing.TB, app *tests.TestApp) string {
	t.Helper()
	superusers, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	su := core.NewRecord(superusers)
	su.SetEmail("files@example.com")
	su.SetPassword("operator-password")
	if err := app.Save(su); err != nil {
		t.Fatal(err)
	}
	token, err := su.NewFileToken()
	if err != nil {
		t.Fatal(err)
	}
	return token
}

func TestUploadsAtPocketBasesFileRouteAreASuperusersWithTheHeadersOfUploads(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	polyglot := []byte("%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\n")
	certificate, err := media.SaveBytes(app, polyglot, "coa-hv-26-09.pdf", media.PDF)
	if err != nil {
		t.Fatal(err)
	}
	photo, err := app.FindFirstRecordByData(catalog.FileUploadsCollection, "mimeType", media.JPEG)
	if err != nil {
		t.Fatal(err)
	}
	token := superuserFileToken(t, app)
	server := hookstest.AppHandler(t, app)

	for _, rec := range []*core.Record{certificate, photo} {
		fileURL := "/api/files/" + catalog.FileUploadsCollection + "/" + rec.Id + "/" + rec.GetString("file")
		t.Run(catalog.AsFileUpload(rec).MimeType(), func(t *testing.T) {
			for _, url := range []string{fileURL, fileURL + "?thumb=100x100", fileURL + "?download=1"} {
				res := hookstest.Send(t, server, http.MethodGet, url, nil, nil)
				if body := hookstest.ReadAll(t, res); res.StatusCode != http.StatusNotFound || strings.Contains(body, "script") {
					t.Errorf("a visitor's GET %s: %d %.80q, want 404", url, res.StatusCode, body)
				}
			}

			opened := hookstest.Send(t, server, http.MethodGet, fileURL+"?token="+token, nil, nil)
			hookstest.MustEqual(t, "a superuser's GET", opened.StatusCode, http.StatusOK)
			uploads := hookstest.Send(t, server, http.MethodGet, media.URL(rec), nil, nil)
			hookstest.MustEqual(t, "GET /uploads", uploads.StatusCode, http.StatusOK)
			for _, h := range []string{"Content-Type", "X-Content-Type-Options", "Content-Security-Policy", "Content-Disposition", "X-Frame-Options"} {
				hookstest.MustEqual(t, h, opened.Header.Get(h), uploads.Header.Get(h))
			}
		})
	}

	opened := hookstest.Send(t, server, http.MethodGet, "/api/files/"+catalog.FileUploadsCollection+"/"+certificate.Id+"/"+certificate.GetString("file")+"?token="+token, nil, nil)
	if csp := opened.Header.Get("Content-Security-Policy"); !strings.HasPrefix(csp, "sandbox") {
		t.Errorf("the certificate's Content-Security-Policy %q: not sandboxed", csp)
	}
	if disposition := opened.Header.Get("Content-Disposition"); !strings.HasPrefix(disposition, "attachment;") {
		t.Errorf("the certificate's Content-Disposition %q: not a download", disposition)
	}
}
