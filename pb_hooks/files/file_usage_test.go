package files_test

import (
	"net/http"
	"slices"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/media/mediatest"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/files"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// addSpareUpload stores an image no page shows.
func addSpareUpload(t testing.TB, app core.App) *core.Record {
	t.Helper()
	f, err := filesystem.NewFileFromBytes(mediatest.JPEG(t, 8, 8), "spare.jpg")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := media.Save(app, f, media.JPEG)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// showAsLabResults makes a product's lab results link an upload's address.
func showAsLabResults(t testing.TB, app core.App, productSlug, uploadName string) {
	t.Helper()
	product := hookstest.FindBySlug(t, app, catalog.ProductsCollection, productSlug)
	product.Set("strainTestUrl", media.URL(findUploadOf(t, app, uploadName)))
	if err := app.Save(product); err != nil {
		t.Fatal(err)
	}
}

func TestFilesInUse(t *testing.T) {
	app := hookstest.NewApp(t)
	demoUploads := hookstest.CountRecords(t, app, catalog.FileUploadsCollection, "")
	app.Cleanup()

	t.Run("each file lists where it is used, and the list filters by use", func(t *testing.T) {
		app := hookstest.NewApp(t)
		defer app.Cleanup()
		spare := addSpareUpload(t, app)
		showAsLabResults(t, app, "lime-street", "blog-3.jpg")
		server := hookstest.AppHandler(t, app)

		var unused []catalog.ManagedFile
		res := hookstest.Send(t, server, http.MethodGet, hookstest.FilesFiltered(`{"inUse":false}`), nil, hookstest.StaffHeaders())
		hookstest.MustEqual(t, "status", res.StatusCode, 200)
		hookstest.MustEqual(t, "Content-Range", res.Header.Get("Content-Range"), "files 0-0/1")
		hookstest.DecodeResponse(t, res, &unused)
		if len(unused) != 1 || unused[0].ID != spare.Id || unused[0].UsedBy == nil || len(unused[0].UsedBy) != 0 {
			t.Fatalf("unused files = %+v, want only the spare one with no places", unused)
		}

		var used []catalog.ManagedFile
		res = hookstest.Send(t, server, http.MethodGet, hookstest.FilesFiltered(`{"inUse":true,"q":""}`), nil, hookstest.StaffHeaders())
		hookstest.DecodeResponse(t, res, &used)
		hookstest.MustEqual(t, "files in use", len(used), demoUploads)
		labels := func(name string) []string {
			for _, f := range used {
				if f.OriginalName == name {
					var out []string
					for _, p := range f.UsedBy {
						out = append(out, p.Label)
					}
					return out
				}
			}
			t.Fatalf("%s not listed as in use", name)
			return nil
		}
		want := map[string][]string{
			"product-headhunter.jpg": {"Product “Headhunter”"},
			"variant-jar-small.jpg": {"Variant “Eighth” of “Apple Fritters”", "Variant “Eighth” of “Headhunter”",
				"Variant “Quarter” of “Apple Fritters”", "Variant “Quarter” of “Headhunter”"},
			"blog-3.jpg":  {"Blog post “How to Read a Certificate of Analysis”", "Product “Lime Street” (lab results)"},
			"farm-01.jpg": {"Home page slideshow"},
		}
		for name, places := range want {
			if got := labels(name); !slices.Equal(got, places) {
				t.Errorf("%s used by %q, want %q", name, got, places)
			}
		}

		res = hookstest.Send(t, server, http.MethodGet, hookstest.FilesFiltered(`{"inUse":"yes"}`), nil, hookstest.StaffHeaders())
		hookstest.MustEqual(t, "a filter that is not true or false", res.StatusCode, 400)
	})

	t.Run("a file in use is not deleted without the confirmation, and says where it is used", func(t *testing.T) {
		var file *core.Record
		s := hookstest.AsStaff(tests.ApiScenario{Method: http.MethodDelete, ExpectedStatus: 409,
			ExpectedContent: []string{
				`"message":"“blog-3.jpg” is in use: Blog post “How to Read a Certificate of Analysis”, Product “Lime Street” (lab results). Confirm to remove it from there and delete it."`,
				`"usedBy":[{"kind":"blogPost","id":"`, `"field":"strainTestUrl"`, `"kind":"product"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "uploads", hookstest.CountRecords(t, app, catalog.FileUploadsCollection, ""), demoUploads)
				hookstest.MustEqual(t, "lab results", hookstest.FindBySlug(t, app, catalog.ProductsCollection, "lime-street").GetString("strainTestUrl"), media.URL(file))
				hookstest.MustEqual(t, "blog image", hookstest.FindBySlug(t, app, catalog.BlogPostsCollection, "how-to-read-a-certificate-of-analysis").GetString("image"), media.URL(file))
			}})
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			showAsLabResults(t, app, "lime-street", "blog-3.jpg")
			file = findUploadOf(t, app, "blog-3.jpg")
			return "/api/admin/files/" + file.Id
		})
	})

	t.Run("confirmed, a file in use is taken out of every place, so no page points at it", func(t *testing.T) {
		var jar *core.Record
		s := hookstest.AsStaff(tests.ApiScenario{Method: http.MethodDelete, ExpectedStatus: 200, ExpectedContent: []string{`"originalName":"variant-jar-small.jpg"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "uploads", hookstest.CountRecords(t, app, catalog.FileUploadsCollection, ""), demoUploads-1)
				hookstest.MustEqual(t, "variants still showing it", hookstest.CountRecords(t, app, catalog.VariantsCollection, "images ~ {:name}", map[string]any{"name": jar.GetString("storagePath")}), 0)
				hookstest.MustEqual(t, "variants", hookstest.CountRecords(t, app, catalog.VariantsCollection, "images ~ 'variant_jar_large'"), 3)
				hookstest.MustEqual(t, "lab results", hookstest.FindBySlug(t, app, catalog.ProductsCollection, "grape-gas").GetString("strainTestUrl"), "")
				result, err := files.VerifyImages(app, false)
				if err != nil {
					t.Fatal(err)
				}
				if !result.Success || result.Stats.MissingImages != 0 {
					t.Errorf("after the delete, verify says %s", result.Message)
				}
			}})
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			showAsLabResults(t, app, "grape-gas", "variant-jar-small.jpg")
			jar = findUploadOf(t, app, "variant-jar-small.jpg")
			return "/api/admin/files/" + jar.Id + "?references=remove"
		})
	})

	t.Run("a product's only photo is refused even when confirmed, and nothing changes", func(t *testing.T) {
		var photo string
		s := hookstest.AsStaff(tests.ApiScenario{Method: http.MethodDelete, ExpectedStatus: 409,
			ExpectedContent: []string{`"message":"“product-grape-gas.jpg” is the only photo of Product “Grape Gas”: add another photo to it before deleting this file."`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "uploads", hookstest.CountRecords(t, app, catalog.FileUploadsCollection, ""), demoUploads)
				// Apple Fritters came first and lost the photo inside the transaction, which
				// was rolled back.
				fritters := adminapi.StringList(hookstest.FindBySlug(t, app, catalog.ProductsCollection, "apple-fritters"), "images")
				hookstest.MustEqual(t, "Apple Fritters' photos", len(fritters), 3)
				hookstest.MustEqual(t, "Apple Fritters' last photo", fritters[2], photo)
			}})
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			file := findUploadOf(t, app, "product-grape-gas.jpg")
			photo = media.URL(file)
			fritters := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "apple-fritters")
			fritters.Set("images", append(adminapi.StringList(fritters, "images"), photo))
			if err := app.Save(fritters); err != nil {
				t.Fatal(err)
			}
			return "/api/admin/files/" + file.Id + "?references=remove"
		})
	})

	t.Run("bulk delete without the confirmation deletes the unused files only", func(t *testing.T) {
		var spare, post *core.Record
		s := hookstest.AsStaff(tests.ApiScenario{Method: http.MethodPost, ExpectedStatus: 200, ExpectedContent: []string{`"deleted":["`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				var got struct {
					Deleted []string
					Failed  []struct{ ID, Message string }
				}
				hookstest.DecodeResponse(t, res, &got)
				if !slices.Equal(got.Deleted, []string{spare.Id}) || len(got.Failed) != 1 || got.Failed[0].ID != post.Id ||
					got.Failed[0].Message != "“blog-4.jpg” is in use: Blog post “Meet Our Partner Dispensaries”. Confirm to remove it from there and delete it." {
					t.Errorf("bulk delete answered %+v", got)
				}
				hookstest.MustEqual(t, "uploads", hookstest.CountRecords(t, app, catalog.FileUploadsCollection, ""), demoUploads)
			}})
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			spare, post = addSpareUpload(t, app), findUploadOf(t, app, "blog-4.jpg")
			s.Body = hookstest.JSONBody(map[string]any{"fileIds": []string{spare.Id, post.Id}})
			return "/api/admin/files/bulk-delete"
		})
	})
}

// TestUploadsByTheSiteOwnAbsoluteAddress: an absolute address of the site's own
// /uploads/ (its siteUrl, or the loopback address it runs on) shows the stored file as
// "/uploads/name" does: deleting it asks first, and Verify & Recover counts it.
func TestUploadsByTheSiteOwnAbsoluteAddress(t *testing.T) {
	setSiteURL := func(t testing.TB, app core.App) {
		settings, err := app.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
		if err != nil {
			t.Fatal(err)
		}
		settings.Set("siteUrl", "https://oursite.example")
		if err := app.Save(settings); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ name, collection, slug, field, origin string }{
		{"a product's photo by the site's siteUrl", catalog.ProductsCollection, "lime-street", "images", "https://oursite.example"},
		{"a blog post's image by the loopback address", catalog.BlogPostsCollection, "how-to-read-a-certificate-of-analysis", "image", "http://127.0.0.1:8090"},
	} {
		s := hookstest.AsStaff(tests.ApiScenario{Name: c.name, Method: http.MethodDelete, ExpectedStatus: 409,
			ExpectedContent: []string{`"message":"“spare.jpg” is in use: `},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "the file is still there", hookstest.CountRecords(t, app, catalog.FileUploadsCollection, "originalName = 'spare.jpg'"), 1)
			}})
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			setSiteURL(t, app)
			spare := addSpareUpload(t, app)
			address := c.origin + media.URL(spare)
			rec := hookstest.FindBySlug(t, app, c.collection, c.slug)
			if c.field == "images" {
				rec.Set(c.field, append(adminapi.StringList(rec, c.field), address))
			} else {
				rec.Set(c.field, address)
			}
			if err := app.Save(rec); err != nil {
				t.Fatal(err)
			}
			return "/api/admin/files/" + spare.Id
		})
	}

	s := hookstest.AsStaff(tests.ApiScenario{Name: "Verify & Recover reports a missing image shown by an absolute address", Method: http.MethodPost,
		URL: "/api/admin/verify-images", Body: hookstest.JSONBody(map[string]any{}), ExpectedStatus: 200,
		ExpectedContent: []string{`"success":false`, `"url":"https://oursite.example/uploads/gone_abcdefghij.jpg"`, `"missingImages":1`}})
	hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
		setSiteURL(t, app)
		product := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "lime-street")
		product.Set("images", append(adminapi.StringList(product, "images"), "https://oursite.example/uploads/gone_abcdefghij.jpg", "https://elsewhere.example/uploads/gone_abcdefghij.jpg"))
		if err := app.Save(product); err != nil {
			t.Fatal(err)
		}
		return s.URL
	})
}
