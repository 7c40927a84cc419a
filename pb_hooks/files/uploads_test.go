package files_test

import (
	"bytes"
	"fmt"
	"image"
	_ "image/jpeg"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/media/mediatest"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/files"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

func imageSize(t testing.TB, data []byte) (int, int) {
	t.Helper()
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("not an image: %v", err)
	}
	return cfg.Width, cfg.Height
}

func TestImageUpload(t *testing.T) {
	photo := mediatest.JPEG(t, 400, 200)
	uploads := func(t testing.TB, app *tests.TestApp) int {
		return hookstest.CountRecords(t, app, catalog.FileUploadsCollection, "")
	}
	var demoUploads int
	{
		app := hookstest.NewApp(t)
		demoUploads = uploads(t, app)
		app.Cleanup()
	}
	nothingStored := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		hookstest.MustEqual(t, "uploads", uploads(t, app), demoUploads)
	}
	served, follow := hookstest.WithFollowUps(tests.ApiScenario{})
	cases := []tests.ApiScenario{
		hookstest.UploadScenario(t, tests.ApiScenario{
			BeforeTestFunc: served.BeforeTestFunc,
			Name:           "a JPEG is stored and served back", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 201, ExpectedContent: []string{`"url":"/uploads/field_`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				url := hookstest.UploadedURL(t, res)
				hookstest.MustEqual(t, "uploads", uploads(t, app), demoUploads+1)
				got := follow.Get(t, url)
				hookstest.MustEqual(t, "status", got.StatusCode, 200)
				hookstest.MustEqual(t, "content type", got.Header.Get("Content-Type"), "image/jpeg")
				body, _ := io.ReadAll(got.Body)
				if !bytes.Equal(body, photo) {
					t.Error("the served bytes differ from the upload")
				}
				if !strings.Contains(got.Header.Get("Cache-Control"), "max-age=31536000") || got.Header.Get("ETag") == "" {
					t.Errorf("caching headers: %v", got.Header)
				}
				notModified := follow.Get(t, url, map[string]string{"If-None-Match": got.Header.Get("ETag")})
				hookstest.MustEqual(t, "revalidation", notModified.StatusCode, 304)
				partial := follow.Get(t, url, map[string]string{"Range": "bytes=0-9"})
				hookstest.MustEqual(t, "range status", partial.StatusCode, 206)
				chunk, _ := io.ReadAll(partial.Body)
				hookstest.MustEqual(t, "range length", len(chunk), 10)

				rotated, _ := io.ReadAll(follow.Get(t, url+"?rotate=90").Body)
				if w, h := imageSize(t, rotated); w != 200 || h != 400 {
					t.Errorf("?rotate=90 is %dx%d, want 200x400", w, h)
				}
				small, _ := io.ReadAll(follow.Get(t, url+"?w=320").Body)
				if w, h := imageSize(t, small); w != 320 || h != 160 {
					t.Errorf("?w=320 is %dx%d, want 320x160", w, h)
				}
				both := follow.Get(t, url+"?rotate=-90&w=300")
				data, _ := io.ReadAll(both.Body)
				if w, h := imageSize(t, data); w != 200 || h != 400 {
					t.Errorf("?rotate=-90&w=300 (snapped to 320, not upscaled) is %dx%d, want 200x400", w, h)
				}
				if both.Header.Get("ETag") == got.Header.Get("ETag") {
					t.Error("a variant shares the original's ETag")
				}
				hookstest.MustEqual(t, "bad rotation", follow.Get(t, url+"?rotate=45").StatusCode, 400)
			},
		}, "image", "field.jpg", photo),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "rotate sent with the upload goes into the URL", Method: http.MethodPost, URL: "/api/admin/upload?rotate=-90",
			ExpectedStatus: 201, ExpectedContent: []string{`?rotate=270"`},
		}, "image", "field.jpg", photo),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "an over-long file name is shortened, not refused", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 201, ExpectedContent: []string{`"url":"/uploads/`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				stored, _ := media.StoragePathOf(hookstest.UploadedURL(t, res))
				rec, err := files.FindByStoragePath(app, stored)
				if err != nil {
					t.Fatal(err)
				}
				hookstest.MustEqual(t, "original name", catalog.AsFileUpload(rec).OriginalName(), strings.Repeat("r", 495)+"….jpg")
			},
		}, "image", strings.Repeat("r", 600)+".jpg", photo),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "rotate as a form field", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 201, ExpectedContent: []string{`?rotate=90"`},
		}, "image", "field.jpg", photo, "rotate", "90"),
		hookstest.UploadScenario(t, tests.ApiScenario{
			BeforeTestFunc: served.BeforeTestFunc,
			Name:           "a photo taken sideways is stored upright", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 201, ExpectedContent: []string{`"url"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				data, _ := io.ReadAll(follow.Get(t, hookstest.UploadedURL(t, res)).Body)
				if w, h := imageSize(t, data); w != 200 || h != 400 {
					t.Errorf("stored %dx%d, want 200x400", w, h)
				}
			},
		}, "image", "phone.jpg", mediatest.WithOrientation(photo, 6)),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "a text file named .jpg is refused", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"File notes.jpg has invalid type. Allowed types are JPEG, PNG and WebP."`},
			AfterTestFunc: nothingStored,
		}, "image", "notes.jpg", []byte("these are my notes, not a photo")),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "a 6 MB image is refused", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"File big.jpg is too large. Maximum size is 5MB."`},
			AfterTestFunc: nothingStored,
		}, "image", "big.jpg", append(append([]byte{}, photo...), make([]byte, 6<<20)...)),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "a pixel bomb is refused before decoding", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"File bomb.png is too large. Maximum size is 40 megapixels."`},
			AfterTestFunc: nothingStored,
		}, "image", "bomb.png", mediatest.PixelBombPNG(50000, 50000)),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "a GIF is refused for products", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"File a.gif has invalid type. Allowed types are JPEG, PNG and WebP."`},
			AfterTestFunc: nothingStored,
		}, "image", "a.gif", tinyGIF),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "a GIF is taken for the blog", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 201, ExpectedContent: []string{`"url":"/uploads/anim_`, `.gif"`},
		}, "image", "anim.gif", tinyGIF, "kind", "blog"),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "no file", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"No image file was sent"`},
			AfterTestFunc: nothingStored,
		}, "", "", nil, "rotate", "90"),
		{
			Name: "upload without a session", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
	}
	hookstest.RunScenarios(t, cases)
}

// tinyGIF is a 1x1 GIF.
var tinyGIF = []byte("GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")

func TestUploadPathsOutsideTheUploadsAnswer404(t *testing.T) {
	var scenarios []tests.ApiScenario
	for _, url := range []string{
		"/uploads/..%2f..%2fdata.db",
		"/uploads/..%2fdata.db",
		"/uploads/%2e%2e%2f%2e%2e%2fdata.db",
		"/uploads/no-such-file.jpg",
		"/uploads/",
		"/uploads/..%5c..%5cdata.db",
	} {
		scenarios = append(scenarios, tests.ApiScenario{
			Name: url, Method: http.MethodGet, URL: url,
			ExpectedStatus: 404, NotExpectedContent: []string{"SQLite", "PRAGMA"},
			ExpectedContent: []string{`"message"`},
		})
	}
	// A path with dot segments is cleaned by Go's router, which redirects to the clean
	// path outside /uploads/ instead of serving anything.
	scenarios = append(scenarios, tests.ApiScenario{
		Name: "/uploads/.. is redirected, not served", Method: http.MethodGet, URL: "/uploads/..",
		ExpectedStatus: http.StatusTemporaryRedirect, ExpectedContent: []string{`<a href="/">`},
	})
	hookstest.RunScenarios(t, scenarios)
}

// imageJobs watches the jobs of a media.Limiter: how many run at once, and which were
// a visitor's; with hold set, visitors' jobs wait in their slot until release closes.
type imageJobs struct {
	mu                      sync.Mutex
	running, most, visitors int
	hold                    bool
	release                 chan struct{}
}

func (j *imageJobs) hook(job media.Job) func() {
	j.mu.Lock()
	j.running++
	j.most = max(j.most, j.running)
	if !job.Background {
		j.visitors++
	}
	hold := j.hold && !job.Background
	j.mu.Unlock()
	if hold {
		<-j.release
	}
	return func() {
		j.mu.Lock()
		j.running--
		j.mu.Unlock()
	}
}

func (j *imageJobs) counts() (most, visitors int) {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.most, j.visitors
}

// newAppWithImages is a test app whose derived images use cfg.
func newAppWithImages(t testing.TB, cfg media.DerivedConfig) (*tests.TestApp, *media.Derived, http.Handler) {
	t.Helper()
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	images := media.NewDerived(cfg)
	hookstest.Register(t, app, hooks.Options{Images: images})
	t.Cleanup(app.Cleanup)
	return app, images, hookstest.AppHandler(t, app)
}

// smallMasters makes every test image of a few hundred pixels a large one: its master
// is at most 64 pixels on its longest side.
func smallMasters(limiter *media.Limiter) media.DerivedConfig {
	return media.DerivedConfig{Limiter: limiter, MasterSide: 64, OnDemandPixels: 64 * 64}
}

// waitUntilIdle waits until no job holds a slot of limiter and no visitor waits for one.
func waitUntilIdle(t testing.TB, limiter *media.Limiter) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		if running, waiting := limiter.Load(); running == 0 && waiting == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the image jobs never ended")
		}
		time.Sleep(time.Millisecond)
	}
}

// get is a GET through handler that may run on any goroutine.
func get(handler http.Handler, url string) *http.Response {
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
	return rec.Result()
}

// uploadThrough uploads an image through handler as staff and returns its record.
func uploadThrough(t testing.TB, app core.App, handler http.Handler, name string, data []byte) *core.Record {
	t.Helper()
	body, contentType := hookstest.MultipartBody(t, "image", name, data)
	headers := hookstest.StaffHeaders()
	headers["Content-Type"] = contentType
	res := hookstest.Send(t, handler, http.MethodPost, "/api/admin/upload", body, headers)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("upload answered %d", res.StatusCode)
	}
	stored, _ := media.StoragePathOf(hookstest.UploadedURL(t, res))
	rec, err := files.FindByStoragePath(app, stored)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// storedImageSize waits (background work) until key is in app's storage and returns
// the stored image's size.
func storedImageSize(t testing.TB, app core.App, key string) (int, int) {
	t.Helper()
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	deadline := time.Now().Add(30 * time.Second)
	for {
		if r, err := fsys.GetReader(key); err == nil {
			data, _ := io.ReadAll(r)
			r.Close()
			return imageSize(t, data)
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s was never stored", key)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func mustBeBusy(t testing.TB, res *http.Response, wantRetryAfter string) {
	t.Helper()
	hookstest.MustEqual(t, "status", res.StatusCode, http.StatusServiceUnavailable)
	if got := res.Header.Get("Retry-After"); got != wantRetryAfter && wantRetryAfter != "" || got == "" {
		t.Errorf("Retry-After %q, want %q", got, wantRetryAfter)
	}
	hookstest.MustEqual(t, "Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	var body struct {
		Message string
		Data    map[string]any
	}
	hookstest.DecodeResponse(t, res, &body)
	hookstest.MustEqual(t, "message", body.Message, "The server is busy preparing images. Please try again shortly.")
	if body.Data == nil {
		t.Error("no data object in the error")
	}
}

func TestParallelVariantsNeverDecodeMoreThanTheLimit(t *testing.T) {
	jobs := &imageJobs{release: make(chan struct{})}
	limiter := media.NewLimiter(media.LimiterConfig{Slots: 2, Waiters: 2, MaxWait: time.Minute, Hook: jobs.hook})
	app, images, handler := newAppWithImages(t, smallMasters(limiter))
	rec := uploadThrough(t, app, handler, "field.jpg", mediatest.JPEG(t, 400, 300))
	storedImageSize(t, app, images.MasterKey(rec))
	// The upload's preparation stores the master last, then gives its slots back: until
	// it has, the visitors below would find no slot free.
	waitUntilIdle(t, limiter)

	jobs.mu.Lock()
	jobs.hold = true
	jobs.mu.Unlock()
	answers := make(chan *http.Response)
	variants := 0
	for _, rotate := range []int{90, 180, 270} {
		for _, width := range []string{"", "&w=320", "&w=640", "&w=960", "&w=1280", "&w=1920"} {
			variants++
			go func() { answers <- get(handler, fmt.Sprintf("%s?rotate=%d%s", media.URL(rec), rotate, width)) }()
		}
	}
	// Two variants are made (held in their slots), two wait for a slot, and every
	// other one is refused at once.
	for range variants - 4 {
		mustBeBusy(t, <-answers, "2")
	}
	if running, waiting := limiter.Load(); running != 2 || waiting != 2 {
		t.Errorf("%d running and %d waiting, want 2 and 2", running, waiting)
	}
	close(jobs.release)
	for range 4 {
		res := <-answers
		hookstest.MustEqual(t, "a variant within capacity", res.StatusCode, http.StatusOK)
		hookstest.MustEqual(t, "its type", res.Header.Get("Content-Type"), "image/jpeg")
	}
	if most, visitors := jobs.counts(); most != 2 || visitors != 4 {
		t.Errorf("%d jobs ran at once (want 2), %d for visitors (want 4)", most, visitors)
	}
}

func TestALargeImageWithoutItsMasterIsNotDecodedOnDemand(t *testing.T) {
	jobs := &imageJobs{}
	app, images, handler := newAppWithImages(t, smallMasters(media.NewLimiter(media.LimiterConfig{Hook: jobs.hook})))
	// Stored as uploads from before masters existed were: nothing made in the background.
	file, err := filesystem.NewFileFromBytes(mediatest.JPEG(t, 400, 300), "field.jpg")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := media.Save(app, file, media.JPEG)
	if err != nil {
		t.Fatal(err)
	}
	url := media.URL(rec) + "?rotate=90&w=320"

	mustBeBusy(t, get(handler, url), "")
	if _, visitors := jobs.counts(); visitors != 0 {
		t.Errorf("%d images decoded for the visitor", visitors)
	}
	if w, h := storedImageSize(t, app, images.MasterKey(rec)); w != 64 || h != 48 {
		t.Errorf("the master queued by the request is %dx%d, want 64x48", w, h)
	}
	res := get(handler, url)
	hookstest.MustEqual(t, "status once the master is made", res.StatusCode, http.StatusOK)
	data, _ := io.ReadAll(res.Body)
	if w, h := imageSize(t, data); w != 48 || h != 64 {
		t.Errorf("?rotate=90&w=320 made from the master is %dx%d, want 48x64", w, h)
	}
}

func TestAnUploadMakesItsMasterAndCommonWidthsInTheBackground(t *testing.T) {
	jobs := &imageJobs{}
	app, images, handler := newAppWithImages(t, smallMasters(media.NewLimiter(media.LimiterConfig{Hook: jobs.hook})))
	large := uploadThrough(t, app, handler, "field.jpg", mediatest.JPEG(t, 400, 300))
	if w, h := storedImageSize(t, app, images.MasterKey(large)); w != 64 || h != 48 {
		t.Errorf("master %dx%d, want 64x48", w, h)
	}
	for width, want := range map[int][2]int{320: {320, 240}, 640: {400, 300}, 960: {400, 300}, 1280: {400, 300}, 1920: {400, 300}} {
		if w, h := storedImageSize(t, app, images.Key(large, 0, width)); w != want[0] || h != want[1] {
			t.Errorf("?w=%d stored as %dx%d, want %dx%d", width, w, h, want[0], want[1])
		}
	}
	res := get(handler, media.URL(large)+"?w=300")
	hookstest.MustEqual(t, "a common width", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "its ETag", res.Header.Get("ETag"), `"`+large.GetString("storagePath")+`-r0-w320"`)
	if _, visitors := jobs.counts(); visitors != 0 {
		t.Errorf("%d images decoded for a visitor asking for a common width", visitors)
	}
}

func TestSmallImagesGetTheirCommonWidthsButNoMaster(t *testing.T) {
	app, images, handler := newAppWithImages(t, media.DerivedConfig{})
	small := uploadThrough(t, app, handler, "field.jpg", mediatest.JPEG(t, 400, 200))
	storedImageSize(t, app, images.Key(small, 0, catalog.ImageWidths[0])) // the last one made
	if w, h := storedImageSize(t, app, images.Key(small, 0, 320)); w != 320 || h != 160 {
		t.Errorf("?w=320 stored as %dx%d, want 320x160", w, h)
	}
	fsys, _ := app.NewFilesystem()
	defer fsys.Close()
	if exists, _ := fsys.Exists(images.MasterKey(small)); exists {
		t.Error("a small image got a master: it is its own")
	}
	if prepared, err := images.Prepared(fsys, small); !prepared || err != nil {
		t.Errorf("prepared %v (%v)", prepared, err)
	}
}

func TestServeStartQueuesTheImagesStoredWithoutTheirWidths(t *testing.T) {
	app, images, _ := newAppWithImages(t, media.DerivedConfig{})
	var uploads []*core.Record
	if err := app.RecordQuery(catalog.FileUploadsCollection).AndWhere(dbx.HashExp{"mimeType": media.JPEG}).OrderBy("id").All(&uploads); err != nil {
		t.Fatal(err)
	}
	for _, rec := range uploads[2:] { // two demo images are enough to wait for
		if err := app.Delete(rec); err != nil {
			t.Fatal(err)
		}
	}
	router, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	err = app.OnServe().Trigger(&core.ServeEvent{App: app, Router: router, Server: &http.Server{}, Listener: hookstest.LoopbackListener(t)}, func(e *core.ServeEvent) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range uploads[:2] {
		storedImageSize(t, app, images.Key(rec, 0, catalog.ImageWidths[0])) // the last one made
	}
}
