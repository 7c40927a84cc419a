// Package files is the media area: uploads (/uploads, the upload routes, derived
// widths), the files screen, where each file is used, Verify & Recover Images and the
// storage check.
package files

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"path"
	"strconv"
	"strings"
	"syscall"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// DerivedImages makes and caches ?rotate= and ?w= variants, under the process-wide
// limits of image work (Options.Images replaces it).
var DerivedImages = media.NewDerived(media.DerivedConfig{})

// Retry-After (seconds) of a 503 while image work is at capacity; a 503 for an image
// whose master is being made waits about a second per image queued before it.
const (
	busyRetryAfter      = 2
	maxPreparingWaitSec = 30
)

// Uploads serves the stored files and takes image uploads; images holds the work of
// derived images and preparer makes each image's master and common widths.
type Uploads struct {
	index    *media.UploadIndex
	images   *media.Derived
	preparer *media.Preparer
}

// NewUploads makes the uploads' state: images nil means DerivedImages. The preparer
// starts on the first upload, and when the server starts it queues the images stored
// without their master or common widths; it stops with the app.
func NewUploads(app core.App, images *media.Derived) *Uploads {
	if images == nil {
		images = DerivedImages
	}
	u := &Uploads{index: media.NewUploadIndex(app), images: images, preparer: media.NewPreparer(app, images, 0)}
	bindFileRouteHeaders(app)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		err := se.Next()
		if err == nil && se.Server != nil { // a real server, not a test's router
			u.preparer.EnqueueUnprepared()
		}
		return err
	})
	// A backup zips the data dir file by file: a file written meanwhile (a width being
	// made) can go between its listing and its reading, and the backup fails. Image work
	// waits while one is made.
	app.OnBackupCreate().BindFunc(func(e *core.BackupEvent) error {
		return images.WhileIdle(e.Context, e.Next)
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		u.preparer.Stop()
		return e.Next()
	})
	return u
}

// RegisterUploads binds the public GET /uploads/{name} and the staff image upload.
func RegisterUploads(app core.App, r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent], u *Uploads) {
	r.GET("/uploads/{name}", u.serve).Bind(apis.SkipSuccessActivityLog())
	staff.POST(api.StaffImageUpload, u.uploadImage).Bind(BodyReadOnce())
}

// PocketBase serves the uploads' files at /api/files/... too, to a superuser's file token
// only (the field is protected: the superuser UI), with the headers of /uploads, which
// PocketBase's own (inline, and its sandbox only where no policy is set) would not be.
func bindFileRouteHeaders(app core.App) {
	app.OnFileDownloadRequest().BindFunc(func(e *core.FileDownloadRequestEvent) error {
		h := e.Response.Header()
		media.SetFileHeaders(h, e.ServedName, catalog.AsFileUpload(e.Record).MimeType())
		h.Set("X-Frame-Options", "DENY") // PocketBase removes it for files; /uploads keeps it
		return e.Next()
	})
}

// BodyReadOnce lets a route read its body straight from the connection. PocketBase
// keeps a copy of every body it reads (up to 16 MB in memory) so that it can be read
// again, which for an image upload is a second copy of the image, grown piece by
// piece. It runs before the body limit, which then wraps the bare body.
func BodyReadOnce() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       "farmsiteBodyReadOnce",
		Priority: apis.DefaultBodyLimitMiddlewarePriority - 1,
		Func: func(e *core.RequestEvent) error {
			if body, ok := e.Request.Body.(*router.RereadableReadCloser); ok {
				e.Request.Body = body.ReadCloser
			}
			return e.Next()
		},
	}
}

// serve answers a stored file, or for images its ?rotate=90|180|270 and ?w= variant,
// with a validator (ETag), a year of caching (names never change content), 304s and
// Range requests. While image work is at capacity, or a large image's master is not
// made yet, a variant is answered 503 with Retry-After.
func (u *Uploads) serve(e *core.RequestEvent) error {
	name := e.Request.PathValue("name")
	if name == "" || strings.ContainsAny(name, "/\\") || strings.Contains(name, "..") {
		return web.NotFound("File not found")
	}
	rec, err := u.index.Find(e.App, name)
	if errors.Is(err, media.ErrNoUpload) {
		return web.NotFound("File not found")
	}
	if err != nil {
		return err
	}
	rotate, width, err := variantParams(e.Request)
	if err != nil {
		return err
	}
	fsys, err := e.App.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()

	mimeType := catalog.AsFileUpload(rec).MimeType()
	etag := name
	var reader interface {
		io.ReadSeeker
		ContentType() string
	}
	if media.IsTransformable(mimeType) && (rotate != 0 || width != 0) {
		r, err := u.images.Open(e.Request.Context(), fsys, rec, rotate, width)
		switch {
		case errors.Is(err, media.ErrNotPrepared):
			u.preparer.Enqueue(rec.Id)
			return tryAgainLater(e, min(max(busyRetryAfter, u.preparer.Pending()), maxPreparingWaitSec))
		case errors.Is(err, media.ErrBusy):
			return tryAgainLater(e, busyRetryAfter)
		case err != nil:
			e.App.Logger().Warn("derived image failed", "file", name, "error", err)
			return web.NotFound("File not found")
		}
		defer r.Close()
		reader, mimeType = r, r.ContentType()
		etag = fmt.Sprintf("%s-r%d-w%d", name, rotate, width)
	} else {
		r, err := fsys.GetReader(media.FileKey(rec))
		if err != nil {
			return web.NotFound("File not found")
		}
		defer r.Close()
		reader = r
	}

	h := e.Response.Header()
	h.Set("ETag", `"`+etag+`"`)
	h.Set("Cache-Control", web.UploadCacheControl)
	media.SetFileHeaders(h, name, mimeType)
	http.ServeContent(e.Response, e.Request, name, catalog.AsFileUpload(rec).CreatedAt().Time(), reader)
	return nil
}

// tryAgainLater answers 503 with Retry-After, uncached.
func tryAgainLater(e *core.RequestEvent, seconds int) error {
	h := e.Response.Header()
	h.Set("Retry-After", strconv.Itoa(seconds))
	h.Set("Cache-Control", web.PrivateCacheControl)
	return web.APIError(http.StatusServiceUnavailable, "The server is busy preparing images. Please try again shortly.", nil)
}

// variantParams reads ?rotate= (a multiple of 90) and ?w= (snapped to a variant width).
func variantParams(r *http.Request) (rotate, width int, err error) {
	q := r.URL.Query()
	if raw := q.Get("rotate"); raw != "" {
		deg, convErr := strconv.Atoi(raw)
		normalized, ok := media.NormalizeRotation(deg)
		if convErr != nil || !ok {
			return 0, 0, web.BadRequest("rotate must be 90, 180 or 270")
		}
		rotate = normalized
	}
	if raw := q.Get("w"); raw != "" {
		w, convErr := strconv.Atoi(raw)
		if convErr != nil || w <= 0 {
			return 0, 0, web.BadRequest("w must be a width in pixels")
		}
		width = media.SnapWidth(w)
	}
	return rotate, width, nil
}

// FindByStoragePath is the upload stored under name, or the 404 "File not found".
func FindByStoragePath(app core.App, name string) (*core.Record, error) {
	rec, err := media.FindUpload(app, name)
	if errors.Is(err, media.ErrNoUpload) {
		return nil, web.NotFound("File not found")
	}
	return rec, err
}

// uploadImage stores one image (multipart field "image") and answers {url}. The type is
// judged by content: JPEG, PNG and WebP, plus GIF for blog images (kind=blog). With
// rotate, the stored image is unchanged and the URL carries ?rotate= (the spec's rule:
// later rotations only change that angle). Its master and common widths are made in
// the background.
func (u *Uploads) uploadImage(e *core.RequestEvent) error {
	form, err := web.ReadImageForm(e.Request)
	if err != nil {
		return err
	}
	if form.Data == nil {
		return web.BadRequest("No image file was sent")
	}
	kind := firstNonEmpty(form.Fields["kind"], e.Request.URL.Query().Get("kind"))
	allowed, typeMessage := []string{media.JPEG, media.PNG, media.WebP}, "Allowed types are JPEG, PNG and WebP."
	if kind == "blog" {
		allowed, typeMessage = append(allowed, media.GIF), "Allowed types are JPEG, PNG, GIF and WebP."
	}
	rotate := 0
	if raw := firstNonEmpty(form.Fields["rotate"], e.Request.URL.Query().Get("rotate")); raw != "" {
		deg, convErr := strconv.Atoi(raw)
		normalized, ok := media.NormalizeRotation(deg)
		if convErr != nil || !ok {
			return web.BadRequest("rotate must be 90, 180, 270 or -90")
		}
		rotate = normalized
	}

	mimeType, err := media.CheckImage(form.Data, allowed...)
	switch {
	case errors.Is(err, media.ErrTooManyPixels):
		return web.BadRequest(fmt.Sprintf("File %s is too large. Maximum size is 40 megapixels.", form.Name))
	case err != nil:
		return web.BadRequest(fmt.Sprintf("File %s has invalid type. %s", form.Name, typeMessage))
	}
	data, err := u.images.Upright(e.Request.Context(), form.Data, mimeType)
	if err != nil {
		return web.BadRequest(fmt.Sprintf("File %s has invalid type. %s", form.Name, typeMessage))
	}
	base := strings.TrimSuffix(form.Name, path.Ext(form.Name))
	file, err := filesystem.NewFileFromBytes(data, base+media.ExtensionOf(mimeType))
	if err != nil {
		return err
	}
	file.OriginalName = form.Name
	rec, err := media.Save(e.App, file, mimeType)
	if IsStorageFull(err) {
		return web.APIError(http.StatusInsufficientStorage, "The server's storage is full: the image was not saved", nil)
	}
	if err != nil {
		return err
	}
	if media.IsTransformable(mimeType) {
		u.preparer.Enqueue(rec.Id)
	}
	url := media.URL(rec)
	if rotate != 0 {
		url += "?rotate=" + strconv.Itoa(rotate)
	}
	return e.JSON(http.StatusCreated, map[string]any{"url": url, "id": rec.Id, "mimeType": mimeType, "size": catalog.AsFileUpload(rec).Size()})
}

// IsStorageFull tells a full disk (or quota, or file size limit) from other failures.
func IsStorageFull(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) || errors.Is(err, syscall.EFBIG)
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
