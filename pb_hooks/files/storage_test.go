package files_test

import (
	"net/http"
	"path/filepath"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/files"

	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestStorageCheck(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "local storage that takes writes", Method: http.MethodGet, URL: "/api/system/storage-check",
			ExpectedStatus:  200,
			ExpectedContent: []string{`"status":"ok"`, `"storageStrategy":"local"`, `"writable":true`, `"hasObjectStoragePermissions":false`, `"isHostingPlatform":false`, `"recommendations":["`, `"timestamp":"`, `"objectStorage":{"message":"S3 storage is not configured`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				var body catalog.StorageCheck
				hookstest.DecodeResponse(t, res, &body)
				hookstest.MustEqual(t, "path", body.LocalFilesystem.Path, filepath.Join(app.DataDir(), "storage"))
			},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "S3 that cannot be reached is an error", Method: http.MethodGet, URL: "/api/system/storage-check",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				s3 := &app.Settings().S3
				s3.Enabled, s3.Bucket, s3.Region, s3.Endpoint, s3.AccessKey, s3.Secret = true, "media", "us-east-1", "http://127.0.0.1:1", "key", "secret"
			},
			ExpectedStatus: 200, ExpectedContent: []string{`"status":"error"`, `"storageStrategy":"s3"`, `"hasObjectStoragePermissions":false`, `S3 storage failed a test write`},
		}),
		{
			Name: "storage check is for staff", Method: http.MethodGet, URL: "/api/system/storage-check",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
	})
}

func TestStorageCheckOnAHostingPlatform(t *testing.T) {
	t.Setenv("FLY_APP_NAME", "farm")
	s := hookstest.Scenario(hookstest.AsStaff(tests.ApiScenario{
		Name: "local storage is a warning", Method: http.MethodGet, URL: "/api/system/storage-check",
		ExpectedStatus: 200, ExpectedContent: []string{`"status":"warning"`, `"isHostingPlatform":true`, `configure S3 storage`},
	}))
	s.Test(t)
}

func TestVerifyImages(t *testing.T) {
	var total int
	{
		app := hookstest.NewApp(t)
		result, err := files.VerifyImages(app, false)
		if err != nil {
			t.Fatal(err)
		}
		total = result.Stats.TotalImages
		hookstest.MustEqual(t, "missing in the demo", result.Stats.MissingImages, 0)
		hookstest.MustEqual(t, "success", result.Success, true)
		app.Cleanup()
	}
	// 16 product photos, 7 variant photos, 6 blog images, 10 hero photos
	hookstest.MustEqual(t, "images counted in the demo", total, 39)

	// breakImages removes the bytes of Grape Gas's photo (a copy of it survives as
	// another upload) and points Mimosa at a file that never existed.
	breakImages := func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
		photo := findUploadOf(t, app, "product-grape-gas.jpg")
		fsys, _ := app.NewFilesystem()
		defer fsys.Close()
		data, err := fsys.GetReuploadableFile(media.FileKey(photo), false)
		if err != nil {
			t.Fatal(err)
		}
		data.OriginalName = "product-grape-gas.jpg"
		if _, err := media.Save(app, data, media.JPEG); err != nil {
			t.Fatal(err)
		}
		if err := fsys.Delete(media.FileKey(photo)); err != nil {
			t.Fatal(err)
		}
		mimosa := hookstest.FindBySlug(t, app, "products", "mimosa")
		mimosa.Set("images", []string{"/uploads/never_uploaded_abcdefghij.jpg?rotate=90"})
		if err := app.Save(mimosa); err != nil {
			t.Fatal(err)
		}
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "all present", Method: http.MethodPost, URL: "/api/admin/verify-images", Body: hookstest.JSONBody(map[string]any{"force": true}),
			ExpectedStatus: 200, ExpectedContent: []string{`"success":true`, `"missingImages":0`, `"recoveredImages":0`, `"failedRecovery":0`, `"missing":[]`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "without force it only reports, and fails naming the places", Method: http.MethodPost, URL: "/api/admin/verify-images", Body: hookstest.JSONBody(map[string]any{}),
			BeforeTestFunc: breakImages,
			ExpectedStatus: 200, ExpectedContent: []string{`"success":false`, `"missingImages":2`, `"recoveredImages":0`, `"failedRecovery":1`, `Nothing was changed`,
				`2 images are missing where pages show them: Product “Grape Gas”, Product “Mimosa”.`,
				`"url":"/uploads/never_uploaded_abcdefghij.jpg?rotate=90","place":{"kind":"product","id":"`, `"field":"images","label":"Product “Mimosa”"}`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "with force the copy is used and the lost one still fails", Method: http.MethodPost, URL: "/api/admin/verify-images", Body: hookstest.JSONBody(map[string]any{"force": true}),
			BeforeTestFunc: breakImages,
			ExpectedStatus: 200, ExpectedContent: []string{`"success":false`, `"missingImages":2`, `"recoveredImages":1`, `"failedRecovery":1`,
				`1 image is missing where pages show them: Product “Mimosa”.`, `"label":"Product “Mimosa”"`},
			NotExpectedContent: []string{`Grape Gas`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				result, err := files.VerifyImages(app, false)
				if err != nil {
					t.Fatal(err)
				}
				hookstest.MustEqual(t, "missing after the repair", result.Stats.MissingImages, 1)
				images := adminapi.StringList(hookstest.FindBySlug(t, app, "products", "grape-gas"), "images")
				name, _ := media.StoragePathOf(images[0])
				rec, err := files.FindByStoragePath(app, name)
				if err != nil {
					t.Fatal(err)
				}
				fsys, _ := app.NewFilesystem()
				defer fsys.Close()
				if ok, _ := fsys.Exists(media.FileKey(rec)); !ok {
					t.Error("grape gas points at a file without bytes")
				}
			},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "uploads gone behind the site's back fail, with the count and the places", Method: http.MethodPost, URL: "/api/admin/verify-images", Body: hookstest.JSONBody(map[string]any{"force": true}),
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				for _, name := range []string{"blog-1.jpg", "farm-01.jpg"} {
					if _, err := app.DB().Delete(catalog.FileUploadsCollection, dbx.HashExp{"id": findUploadOf(t, app, name).Id}).Execute(); err != nil {
						t.Fatal(err)
					}
				}
			},
			ExpectedStatus: 200, ExpectedContent: []string{`"success":false`, `"missingImages":2`, `"failedRecovery":2`,
				`2 images are missing where pages show them: Blog post “Why We Grow Under the Sun”, Home page slideshow.`,
				`"kind":"homePage"`, `"kind":"blogPost"`},
		}),
		{
			Name: "verify is for staff", Method: http.MethodPost, URL: "/api/admin/verify-images",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
	})
}
