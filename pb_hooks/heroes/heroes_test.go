package heroes_test

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/heroes"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"

	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/media/mediatest"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

var testWebM = append([]byte("\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\xf7\x81\x01\x42\xf2\x81\x04\x42\xf3\x81\x08\x42\x82\x84webm"), bytes.Repeat([]byte{7}, 2000)...)

func TestAVideoIsRecordedWithValidation(t *testing.T) {
	app := hookstest.NewApp(t)
	video, err := media.StreamVideo(t.Context(), app, bytes.NewReader(hookstest.MP4(4096)), "dawn.mp4", media.MaxVideoBytes)
	if err != nil {
		t.Fatal(err)
	}
	video.OriginalName = strings.Repeat("x", 501) // past the field's limit, as no upload's name is
	if _, err := video.Commit(app); err == nil || !strings.Contains(err.Error(), "originalName") {
		t.Errorf("committed a record breaking its field's rule (error %v)", err)
	}
	video.OriginalName = "dawn.mp4"
	rec, err := video.Commit(app)
	if err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "stored file", rec.GetString("file"), video.Name)
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	if exists, _ := fsys.Exists(media.FileKey(rec)); !exists {
		t.Error("the streamed file is not where the record says")
	}
}

func TestHeroVideoUpload(t *testing.T) {
	noVideoStored := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		hookstest.MustEqual(t, "hero videos", hookstest.HeroCount(t, app), 0)
		hookstest.MustEqual(t, "video uploads", hookstest.CountRecords(t, app, catalog.FileUploadsCollection, "mimeType ~ 'video'"), 0)
		for _, f := range hookstest.StoredFiles(t, app) {
			if !strings.Contains(f, "jpg") && !strings.HasSuffix(f, ".pdf") { // the demo's photos and certificates
				t.Errorf("a file was left behind: %s", f)
			}
		}
	}
	upload := func(s tests.ApiScenario, name string, content []byte, fields ...string) tests.ApiScenario {
		s.Method, s.URL = http.MethodPost, "/api/admin/upload-video"
		return hookstest.UploadScenario(t, s, "videoFile", name, content, fields...)
	}
	served, follow := hookstest.WithFollowUps(tests.ApiScenario{})
	hookstest.RunScenarios(t, []tests.ApiScenario{
		upload(tests.ApiScenario{
			BeforeTestFunc:  served.BeforeTestFunc,
			Name:            "a video lands at its position, untitled ones named after it",
			ExpectedStatus:  201,
			ExpectedContent: []string{`"success":true`, `"title":"Video 3"`, `"position":3`, `"active":true`, `"videoType":"video/mp4"`, `"videoPath":"/uploads/harvest_`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "hero videos", hookstest.HeroCount(t, app), 1)
				rec, err := app.FindFirstRecordByFilter(catalog.FileUploadsCollection, "mimeType = 'video/mp4'")
				if err != nil {
					t.Fatal(err)
				}
				hookstest.MustEqual(t, "stored size", catalog.AsFileUpload(rec).Size(), 8192)
				seek := follow.Get(t, media.URL(rec), map[string]string{"Range": "bytes=8000-"})
				hookstest.MustEqual(t, "range status", seek.StatusCode, 206)
				hookstest.MustEqual(t, "type", seek.Header.Get("Content-Type"), "video/mp4")
				hookstest.MustEqual(t, "range", seek.Header.Get("Content-Range"), "bytes 8000-8191/8192")
			},
		}, "harvest.mp4", hookstest.MP4(8192), "position", "3", "title", "  ", "description", "Rows at dawn"),
		upload(tests.ApiScenario{
			Name: "a WebM with its title", ExpectedStatus: 201,
			ExpectedContent: []string{`"title":"Morning mist"`, `"videoType":"video/webm"`, `"description":"Fog over the river"`},
		}, "mist.webm", testWebM, "position", "1", "title", "Morning mist", "description", "Fog over the river"),
		upload(tests.ApiScenario{
			Name: "uploading to a taken position replaces the video there and its file",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				hookstest.AddHeroVideo(t, app, 2, "old", true)
				hookstest.AddHeroVideo(t, app, 4, "other", true)
			},
			ExpectedStatus: 201, ExpectedContent: []string{`"title":"New"`, `"position":2`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "hero videos", hookstest.HeroCount(t, app), 2)
				hookstest.MustEqual(t, "old title left", hookstest.CountRecords(t, app, catalog.HeroVideosCollection, "title = 'old'"), 0)
				hookstest.MustEqual(t, "video uploads", hookstest.CountRecords(t, app, catalog.FileUploadsCollection, "mimeType ~ 'video'"), 2)
				hookstest.FilesGone(t, app, "old_")
			},
		}, "new.mp4", hookstest.MP4(4096), "position", "2", "title", "New"),
		upload(tests.ApiScenario{
			Name: "an over-long file name is shortened to the stored name's limit, not refused", ExpectedStatus: 201,
			ExpectedContent: []string{`"success":true`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				rec, err := app.FindFirstRecordByFilter(catalog.FileUploadsCollection, "mimeType = 'video/mp4'")
				if err != nil {
					t.Fatal(err)
				}
				hookstest.MustEqual(t, "original name", catalog.AsFileUpload(rec).OriginalName(), strings.TrimSpace(strings.Repeat("dawn ", 99))+"….mp4")
			},
		}, strings.Repeat("dawn ", 200)+".mp4", hookstest.MP4(4096), "position", "1"),
		upload(tests.ApiScenario{
			Name: "a text file named .mp4", ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Invalid file type"`}, AfterTestFunc: noVideoStored,
		}, "notes.mp4", []byte(strings.Repeat("not a video at all. ", 50)), "position", "1"),
		upload(tests.ApiScenario{
			Name: "WebM content named .mp4", ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Invalid file type"`}, AfterTestFunc: noVideoStored,
		}, "mist.mp4", testWebM, "position", "1"),
		upload(tests.ApiScenario{
			Name: "an iPhone's HEIC photo named .mov", ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Invalid file type"`}, AfterTestFunc: noVideoStored,
		}, "IMG_0042.mov", mediatest.ISOMedia("heic", []string{"mif1", "heic"}, 4096), "position", "1"),
		upload(tests.ApiScenario{
			Name: "M4A audio named .mp4", ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Invalid file type"`}, AfterTestFunc: noVideoStored,
		}, "song.mp4", mediatest.ISOMedia("M4A ", []string{"M4A ", "mp42", "isom"}, 4096), "position", "1"),
		upload(tests.ApiScenario{
			Name: "an AVI extension", ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Invalid file type"`}, AfterTestFunc: noVideoStored,
		}, "clip.avi", hookstest.MP4(1000), "position", "1"),
		upload(tests.ApiScenario{
			Name: "no file", ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"No file selected"`}, AfterTestFunc: noVideoStored,
		}, "", nil, "position", "1"),
		upload(tests.ApiScenario{
			Name: "position 7 is refused before the upload", ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Position must be between 1 and 6"`}, AfterTestFunc: noVideoStored,
		}, "clip.mp4", hookstest.MP4(1000), "position", "7"),
		upload(tests.ApiScenario{
			Name: "a position sent after the file is checked too", ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Position must be between 1 and 6"`}, AfterTestFunc: noVideoStored,
		}, "clip.mp4", hookstest.MP4(1000)),
		{
			Name: "video upload without a session", Method: http.MethodPost, URL: "/api/admin/upload-video",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
	})

	t.Run("over the limit: 413 and the partial file removed", func(t *testing.T) {
		s := upload(tests.ApiScenario{
			Name: "too large", ExpectedStatus: 413,
			ExpectedContent: []string{`"message":"File too large"`}, AfterTestFunc: noVideoStored,
		}, "long.mp4", hookstest.MP4(10_001), "position", "1")
		s = hookstest.Scenario(s)
		s.TestAppFactory = func(t testing.TB) *tests.TestApp {
			app, err := tests.NewTestApp(hookstest.TemplateDir)
			if err != nil {
				t.Fatal(err)
			}
			hookstest.Register(t, app, hooks.Options{MaxVideoBytes: 10_000})
			return app
		}
		s.Test(t)
	})
}

func TestHeroVideoManagement(t *testing.T) {
	withHeroes := func(t testing.TB, app *tests.TestApp) map[string]*core.Record {
		return map[string]*core.Record{
			"a": hookstest.AddHeroVideo(t, app, 2, "Dawn", true),
			"b": hookstest.AddHeroVideo(t, app, 5, "Noon", false),
			"c": hookstest.AddHeroVideo(t, app, 6, "Dusk", true),
		}
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "staff list all videos by position, like every staff list", Method: http.MethodGet, URL: "/api/admin/hero-videos",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) { withHeroes(t, app) },
			ExpectedStatus: 200, ExpectedContent: []string{`[{"id":"`, `"videoPath":"/uploads/dawn_`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "Content-Range", res.Header.Get("Content-Range"), "hero-videos 0-2/3")
				var videos []struct{ Title string }
				hookstest.DecodeResponse(t, res, &videos)
				hookstest.MustEqual(t, "order", len(videos) == 3 && videos[0].Title == "Dawn" && videos[2].Title == "Dusk", true)
			},
		}),
		{
			Name: "visitors get the active ones in order", Method: http.MethodGet, URL: "/api/hero-videos",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) { withHeroes(t, app) },
			ExpectedStatus: 200, ExpectedContent: []string{`"title":"Dawn"`, `"title":"Dusk"`}, NotExpectedContent: []string{`"title":"Noon"`},
		},
		hookstest.AsStaff(tests.ApiScenario{
			Name: "reindex renumbers 1..n in order", Method: http.MethodPost, URL: "/api/admin/hero-videos/reindex",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) { withHeroes(t, app) },
			ExpectedStatus: 200, ExpectedContent: []string{`"updatedPositions":[{`, `"position":1`, `"position":2`, `"position":3`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				for title, want := range map[string]int{"Dawn": 1, "Noon": 2, "Dusk": 3} {
					rec, _ := app.FindFirstRecordByData(catalog.HeroVideosCollection, "title", title)
					hookstest.MustEqual(t, title, catalog.AsHeroVideo(rec).Position(), want)
				}
			},
		}),
	})

	onHero := func(s tests.ApiScenario) {
		hookstest.RunPrepared(t, hookstest.AsStaff(s), func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			return "/api/admin/hero-videos/" + withHeroes(t, app)["a"].Id
		})
	}
	onHero(tests.ApiScenario{
		Name: "PATCH active, position, title, description", Method: http.MethodPatch,
		Body:           hookstest.JSONBody(map[string]any{"active": false, "position": "4", "title": "Sunrise", "description": "First light"}),
		ExpectedStatus: 200, ExpectedContent: []string{`"active":false`, `"position":4`, `"title":"Sunrise"`, `"description":"First light"`},
	})
	for _, bad := range []any{0, 7, 2.5, "first"} {
		onHero(tests.ApiScenario{
			Name: fmt.Sprintf("PATCH position %v", bad), Method: http.MethodPatch,
			Body:           hookstest.JSONBody(map[string]any{"position": bad}),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Position must be between 1 and 6"`},
		})
	}
	onHero(tests.ApiScenario{
		Name: "DELETE removes the entry and its file", Method: http.MethodDelete,
		ExpectedStatus: 200, ExpectedContent: []string{`"title":"Dawn"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "hero videos", hookstest.HeroCount(t, app), 2)
			hookstest.MustEqual(t, "video uploads", hookstest.CountRecords(t, app, catalog.FileUploadsCollection, "mimeType ~ 'video'"), 2)
			hookstest.FilesGone(t, app, "dawn_")
		},
	})
}

// slowReader hands out its data a chunk at a time with a pause before each, like an
// upload over a slow link.
type slowReader struct {
	data  []byte
	chunk int
	pause time.Duration
}

func (r *slowReader) Read(p []byte) (int, error) {
	if len(r.data) == 0 {
		return 0, io.EOF
	}
	time.Sleep(r.pause)
	n := copy(p[:min(len(p), r.chunk)], r.data)
	r.data = r.data[n:]
	return n, nil
}

func TestVideoUploadOutlastsTheServerReadTimeout(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := httptest.NewUnstartedServer(hookstest.AppHandler(t, app))
	server.Config.ReadTimeout = 300 * time.Millisecond
	server.Start()
	defer server.Close()

	body, contentType := hookstest.MultipartBody(t, "videoFile", "slow.mp4", hookstest.MP4(64<<10), "position", "1")
	raw, _ := io.ReadAll(body)
	req, _ := http.NewRequest(http.MethodPost, server.URL+"/api/admin/upload-video", &slowReader{data: raw, chunk: 8 << 10, pause: 120 * time.Millisecond})
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Cookie", signin.SessionCookie+"="+hookstest.StaffToken)
	res, err := server.Client().Do(req)
	if err != nil {
		t.Fatalf("the upload (about 1 s, read timeout 0.3 s) failed: %v", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		msg, _ := io.ReadAll(res.Body)
		t.Fatalf("status %d: %s", res.StatusCode, msg)
	}
}

func TestReplaceHeroVideoAtAPosition(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	old := hookstest.AddHeroVideo(t, app, 3, "Old", false)
	other := hookstest.AddHeroVideo(t, app, 4, "Other", true)
	video, err := media.StreamVideo(t.Context(), app, bytes.NewReader(hookstest.MP4(4096)), "new.mp4", media.MaxVideoBytes)
	if err != nil {
		t.Fatal(err)
	}
	var hero *core.Record
	err = app.RunInTransaction(func(tx core.App) error {
		upload, err := video.Commit(tx)
		if err != nil {
			return err
		}
		hero, err = heroes.ReplaceAt(tx, 3, upload, heroes.VideoFields{Title: "New", VideoType: media.MP4})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "new entry active at 3", hero.GetBool("active") && hero.GetInt("position") == 3, true)
	if _, err := app.FindRecordById(catalog.HeroVideosCollection, old.Id); err == nil {
		t.Error("the video at the position was kept")
	}
	if _, err := app.FindRecordById(catalog.FileUploadsCollection, old.GetString("upload")); err == nil {
		t.Error("the replaced video's file was kept")
	}
	if _, err := app.FindRecordById(catalog.HeroVideosCollection, other.Id); err != nil {
		t.Error("the video at another position went too")
	}
	hookstest.MustEqual(t, "hero videos", hookstest.HeroCount(t, app), 2)
}
