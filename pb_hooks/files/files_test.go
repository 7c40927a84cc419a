package files_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/pb_hooks/files"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestFileManager(t *testing.T) {
	var demoUploads int
	{
		app := hookstest.NewApp(t)
		demoUploads = hookstest.CountRecords(t, app, catalog.FileUploadsCollection, "")
		app.Cleanup()
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "files newest first, hero videos marked", Method: http.MethodGet, URL: "/api/admin/files",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				hookstest.AddHeroVideo(t, app, 1, "newest", true)
			},
			ExpectedStatus:  200,
			ExpectedContent: []string{`[{"id":"`, `"originalName":"newest.mp4"`, `"isHeroVideo":true`, `"isHeroVideo":false`, `"mimeType":"image/jpeg"`, `"url":"/uploads/`, `"storagePath":"`, `"size":`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				var files []struct {
					OriginalName string
					IsHeroVideo  bool
				}
				hookstest.DecodeResponse(t, res, &files)
				hookstest.MustEqual(t, "files", len(files), demoUploads+1)
				hookstest.MustEqual(t, "Content-Range", res.Header.Get("Content-Range"), fmt.Sprintf("files 0-%d/%d", demoUploads, demoUploads+1))
				hookstest.MustEqual(t, "newest first", files[0].OriginalName, "newest.mp4")
			},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "bulk delete of nothing", Method: http.MethodPost, URL: "/api/admin/files/bulk-delete",
			Body: hookstest.JSONBody(map[string]any{"fileIds": []string{}}), ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"No files selected"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "bulk delete without the field", Method: http.MethodPost, URL: "/api/admin/files/bulk-delete",
			Body: hookstest.JSONBody(map[string]any{}), ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"No files selected"`},
		}),
		{
			Name: "the file list is for staff", Method: http.MethodGet, URL: "/api/admin/files",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
	})

	t.Run("deleting a file removes its bytes and derived images", func(t *testing.T) {
		var file *core.Record
		s := hookstest.AsStaff(tests.ApiScenario{Method: http.MethodDelete, ExpectedStatus: 200, ExpectedContent: []string{`"isHeroVideo":false`, `"usedBy":[{"kind":"product"`}})
		s, follow := hookstest.WithFollowUps(s)
		s.AfterTestFunc = func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "uploads", hookstest.CountRecords(t, app, catalog.FileUploadsCollection, ""), demoUploads-1)
			hookstest.FilesGone(t, app, file.Id)
			hookstest.MustEqual(t, "served after delete", follow.Get(t, media.URL(file)).StatusCode, 404)
		}
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			file = findUploadOf(t, app, "product-headhunter-2.jpg")
			// a derived image exists before the delete
			fsys, _ := app.NewFilesystem()
			defer fsys.Close()
			r, err := files.DerivedImages.Open(t.Context(), fsys, file, 90, 320)
			if err != nil {
				t.Fatal(err)
			}
			r.Close()
			return "/api/admin/files/" + file.Id + "?references=remove"
		})
	})

	t.Run("deleting a hero video's file, confirmed, removes the hero entry", func(t *testing.T) {
		s := hookstest.AsStaff(tests.ApiScenario{Method: http.MethodDelete, ExpectedStatus: 200, ExpectedContent: []string{`"isHeroVideo":true`, `"label":"Hero video “clip”"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "hero videos", hookstest.HeroCount(t, app), 0)
			}})
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			hero := hookstest.AddHeroVideo(t, app, 1, "clip", true)
			return "/api/admin/files/" + catalog.AsHeroVideo(hero).Upload() + "?references=remove"
		})
	})

	t.Run("bulk delete reports what it deleted", func(t *testing.T) {
		s := hookstest.AsStaff(tests.ApiScenario{Method: http.MethodPost, URL: "/api/admin/files/bulk-delete", ExpectedStatus: 200,
			ExpectedContent: []string{`"failed":[{"id":"nosuchfile","message":"File not found"}]`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "uploads", hookstest.CountRecords(t, app, catalog.FileUploadsCollection, ""), demoUploads-2)
				hookstest.MustEqual(t, "posts left showing them", hookstest.CountRecords(t, app, catalog.BlogPostsCollection, "image ~ 'blog_1_' || image ~ 'blog_2_'"), 0)
				hookstest.MustEqual(t, "posts", hookstest.CountRecords(t, app, catalog.BlogPostsCollection, ""), 6)
			}})
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			ids := []string{findUploadOf(t, app, "blog-1.jpg").Id, findUploadOf(t, app, "blog-2.jpg").Id, "nosuchfile"}
			s.Body = hookstest.JSONBody(map[string]any{"fileIds": ids, "removeReferences": true})
			s.ExpectedContent = append(s.ExpectedContent, `"deleted":["`+ids[0]+`","`+ids[1]+`"]`)
			return "/api/admin/files/bulk-delete"
		})
	})
}

func findUploadOf(t testing.TB, app core.App, originalName string) *core.Record {
	t.Helper()
	rec, err := app.FindFirstRecordByData(catalog.FileUploadsCollection, "originalName", originalName)
	if err != nil {
		t.Fatalf("upload %s: %v", originalName, err)
	}
	return rec
}
