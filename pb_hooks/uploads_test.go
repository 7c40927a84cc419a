package hooks

import (
	"bytes"
	"image"
	_ "image/jpeg"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/media/mediatest"
	"github.com/pocketbase/pocketbase/tests"
)

func imageSize(t testing.TB, data []byte) (int, int) {
	t.Helper()
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("not an image: %v", err)
	}
	return cfg.Width, cfg.Height
}

// uploadedURL reads {url} from an upload answer.
func uploadedURL(t testing.TB, res *http.Response) string {
	t.Helper()
	var body struct{ URL string }
	decodeResponse(t, res, &body)
	return body.URL
}

func TestImageUpload(t *testing.T) {
	photo := mediatest.JPEG(t, 400, 200)
	uploads := func(t testing.TB, app *tests.TestApp) int { return countRecords(t, app, media.UploadsCollection, "") }
	var demoUploads int
	{
		app := newTestApp(t)
		demoUploads = uploads(t, app)
		app.Cleanup()
	}
	nothingStored := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		mustEqual(t, "uploads", uploads(t, app), demoUploads)
	}
	served, follow := withFollowUps(tests.ApiScenario{})
	cases := []tests.ApiScenario{
		uploadScenario(t, tests.ApiScenario{
			BeforeTestFunc: served.BeforeTestFunc,
			Name:           "a JPEG is stored and served back", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 201, ExpectedContent: []string{`"url":"/uploads/field_`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				url := uploadedURL(t, res)
				mustEqual(t, "uploads", uploads(t, app), demoUploads+1)
				got := follow.get(t, url)
				mustEqual(t, "status", got.StatusCode, 200)
				mustEqual(t, "content type", got.Header.Get("Content-Type"), "image/jpeg")
				body, _ := io.ReadAll(got.Body)
				if !bytes.Equal(body, photo) {
					t.Error("the served bytes differ from the upload")
				}
				if !strings.Contains(got.Header.Get("Cache-Control"), "max-age=31536000") || got.Header.Get("ETag") == "" {
					t.Errorf("caching headers: %v", got.Header)
				}
				notModified := follow.get(t, url, map[string]string{"If-None-Match": got.Header.Get("ETag")})
				mustEqual(t, "revalidation", notModified.StatusCode, 304)
				partial := follow.get(t, url, map[string]string{"Range": "bytes=0-9"})
				mustEqual(t, "range status", partial.StatusCode, 206)
				chunk, _ := io.ReadAll(partial.Body)
				mustEqual(t, "range length", len(chunk), 10)

				rotated, _ := io.ReadAll(follow.get(t, url+"?rotate=90").Body)
				if w, h := imageSize(t, rotated); w != 200 || h != 400 {
					t.Errorf("?rotate=90 is %dx%d, want 200x400", w, h)
				}
				small, _ := io.ReadAll(follow.get(t, url+"?w=320").Body)
				if w, h := imageSize(t, small); w != 320 || h != 160 {
					t.Errorf("?w=320 is %dx%d, want 320x160", w, h)
				}
				both := follow.get(t, url+"?rotate=-90&w=100")
				data, _ := io.ReadAll(both.Body)
				if w, h := imageSize(t, data); w != 200 || h != 400 {
					t.Errorf("?rotate=-90&w=100 (snapped to 320, not upscaled) is %dx%d, want 200x400", w, h)
				}
				if both.Header.Get("ETag") == got.Header.Get("ETag") {
					t.Error("a variant shares the original's ETag")
				}
				mustEqual(t, "bad rotation", follow.get(t, url+"?rotate=45").StatusCode, 400)
			},
		}, "image", "field.jpg", photo),
		uploadScenario(t, tests.ApiScenario{
			Name: "rotate sent with the upload goes into the URL", Method: http.MethodPost, URL: "/api/admin/upload?rotate=-90",
			ExpectedStatus: 201, ExpectedContent: []string{`?rotate=270"`},
		}, "image", "field.jpg", photo),
		uploadScenario(t, tests.ApiScenario{
			Name: "rotate as a form field", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 201, ExpectedContent: []string{`?rotate=90"`},
		}, "image", "field.jpg", photo, "rotate", "90"),
		uploadScenario(t, tests.ApiScenario{
			BeforeTestFunc: served.BeforeTestFunc,
			Name:           "a photo taken sideways is stored upright", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 201, ExpectedContent: []string{`"url"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				data, _ := io.ReadAll(follow.get(t, uploadedURL(t, res)).Body)
				if w, h := imageSize(t, data); w != 200 || h != 400 {
					t.Errorf("stored %dx%d, want 200x400", w, h)
				}
			},
		}, "image", "phone.jpg", mediatest.WithOrientation(photo, 6)),
		uploadScenario(t, tests.ApiScenario{
			Name: "a text file named .jpg is refused", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"File notes.jpg has invalid type. Allowed types are JPEG, PNG and WebP."`},
			AfterTestFunc: nothingStored,
		}, "image", "notes.jpg", []byte("these are my notes, not a photo")),
		uploadScenario(t, tests.ApiScenario{
			Name: "a 6 MB image is refused", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"File big.jpg is too large. Maximum size is 5MB."`},
			AfterTestFunc: nothingStored,
		}, "image", "big.jpg", append(append([]byte{}, photo...), make([]byte, 6<<20)...)),
		uploadScenario(t, tests.ApiScenario{
			Name: "a pixel bomb is refused before decoding", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"File bomb.png is too large. Maximum size is 40 megapixels."`},
			AfterTestFunc: nothingStored,
		}, "image", "bomb.png", mediatest.PixelBombPNG(50000, 50000)),
		uploadScenario(t, tests.ApiScenario{
			Name: "a GIF is refused for products", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"File a.gif has invalid type. Allowed types are JPEG, PNG and WebP."`},
			AfterTestFunc: nothingStored,
		}, "image", "a.gif", tinyGIF),
		uploadScenario(t, tests.ApiScenario{
			Name: "a GIF is taken for the blog", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 201, ExpectedContent: []string{`"url":"/uploads/anim_`, `.gif"`},
		}, "image", "anim.gif", tinyGIF, "kind", "blog"),
		uploadScenario(t, tests.ApiScenario{
			Name: "no file", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"No image file was sent"`},
			AfterTestFunc: nothingStored,
		}, "", "", nil, "rotate", "90"),
		{
			Name: "upload without a session", Method: http.MethodPost, URL: "/api/admin/upload",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
	}
	runScenarios(t, cases)
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
	runScenarios(t, scenarios)
}
