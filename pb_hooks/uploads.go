package hooks

import (
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
	"syscall"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// derivedImages makes and caches ?rotate= and ?w= variants, under the process-wide
// limits of image work (Options.Images replaces it).
var derivedImages = media.NewDerived(media.DerivedConfig{})

// Retry-After (seconds) of a 503 while image work is at capacity; a 503 for an image
// whose master is being made waits about a second per image queued before it.
const (
	busyRetryAfter      = 2
	maxPreparingWaitSec = 30
)

// uploads serves the stored files and takes image uploads; images holds the work of
// derived images and preparer makes each image's master and common widths.
type uploads struct {
	index    *uploadIndex
	images   *media.Derived
	preparer *media.Preparer
}

// newUploads makes the uploads' state: images nil means derivedImages. The preparer
// starts on the first upload, and when the server starts it queues the images stored
// without their master or common widths; it stops with the app.
func newUploads(app core.App, images *media.Derived) *uploads {
	if images == nil {
		images = derivedImages
	}
	u := &uploads{index: newUploadIndex(app), images: images, preparer: media.NewPreparer(app, images, 0)}
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

// registerUploads binds the public GET /uploads/{name} and the staff image upload.
func registerUploads(app core.App, r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent], u *uploads) {
	r.GET("/uploads/{name}", u.serve).Bind(apis.SkipSuccessActivityLog())
	staff.POST("/upload", u.uploadImage).Bind(bodyReadOnce())
}

// bodyReadOnce lets a route read its body straight from the connection. PocketBase
// keeps a copy of every body it reads (up to 16 MB in memory) so that it can be read
// again, which for an image upload is a second copy of the image, grown piece by
// piece. It runs before the body limit, which then wraps the bare body.
func bodyReadOnce() *hook.Handler[*core.RequestEvent] {
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
func (u *uploads) serve(e *core.RequestEvent) error {
	name := e.Request.PathValue("name")
	if name == "" || strings.ContainsAny(name, "/\\") || strings.Contains(name, "..") {
		return web.NotFound("File not found")
	}
	rec, err := u.index.find(e.App, name)
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

	mimeType := rec.GetString("mimeType")
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
	h.Set("Content-Type", mimeType)
	h.Set("X-Content-Type-Options", "nosniff")
	http.ServeContent(e.Response, e.Request, name, rec.GetDateTime("createdAt").Time(), reader)
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

// uploadIndex keeps the file_uploads records that /uploads/ names were found for, until
// any upload changes, so serving a file costs no database query.
type uploadIndex struct {
	mu      sync.RWMutex
	records map[string]*core.Record
}

const maxIndexedUploads = 10000

func newUploadIndex(app core.App) *uploadIndex {
	u := &uploadIndex{records: map[string]*core.Record{}}
	forget := func(e *core.RecordEvent) error {
		u.mu.Lock()
		u.records = map[string]*core.Record{}
		u.mu.Unlock()
		return e.Next()
	}
	app.OnRecordAfterUpdateSuccess(media.UploadsCollection).BindFunc(forget)
	app.OnRecordAfterDeleteSuccess(media.UploadsCollection).BindFunc(forget)
	return u
}

func (u *uploadIndex) find(app core.App, name string) (*core.Record, error) {
	u.mu.RLock()
	rec := u.records[name]
	u.mu.RUnlock()
	if rec != nil {
		return rec, nil
	}
	rec, err := findUploadByStoragePath(app, name)
	if err != nil {
		return nil, err
	}
	u.mu.Lock()
	if len(u.records) >= maxIndexedUploads {
		u.records = map[string]*core.Record{}
	}
	u.records[name] = rec
	u.mu.Unlock()
	return rec, nil
}

func findUploadByStoragePath(app core.App, name string) (*core.Record, error) {
	rec := &core.Record{}
	err := app.RecordQuery(media.UploadsCollection).AndWhere(dbx.HashExp{"storagePath": name}).Limit(1).One(rec)
	if err != nil {
		if isNotFound(err) {
			return nil, web.NotFound("File not found")
		}
		return nil, err
	}
	return rec, nil
}

// uploadImage stores one image (multipart field "image") and answers {url}. The type is
// judged by content: JPEG, PNG and WebP, plus GIF for blog images (kind=blog). With
// rotate, the stored image is unchanged and the URL carries ?rotate= (the spec's rule:
// later rotations only change that angle). Its master and common widths are made in
// the background.
func (u *uploads) uploadImage(e *core.RequestEvent) error {
	form, err := readImageForm(e.Request)
	if err != nil {
		return err
	}
	if form.data == nil {
		return web.BadRequest("No image file was sent")
	}
	kind := firstNonEmpty(form.fields["kind"], e.Request.URL.Query().Get("kind"))
	allowed, typeMessage := []string{media.JPEG, media.PNG, media.WebP}, "Allowed types are JPEG, PNG and WebP."
	if kind == "blog" {
		allowed, typeMessage = append(allowed, media.GIF), "Allowed types are JPEG, PNG, GIF and WebP."
	}
	rotate := 0
	if raw := firstNonEmpty(form.fields["rotate"], e.Request.URL.Query().Get("rotate")); raw != "" {
		deg, convErr := strconv.Atoi(raw)
		normalized, ok := media.NormalizeRotation(deg)
		if convErr != nil || !ok {
			return web.BadRequest("rotate must be 90, 180, 270 or -90")
		}
		rotate = normalized
	}

	mimeType, err := media.CheckImage(form.data, allowed...)
	switch {
	case errors.Is(err, media.ErrTooManyPixels):
		return web.BadRequest(fmt.Sprintf("File %s is too large. Maximum size is 40 megapixels.", form.name))
	case err != nil:
		return web.BadRequest(fmt.Sprintf("File %s has invalid type. %s", form.name, typeMessage))
	}
	data, err := u.images.Upright(e.Request.Context(), form.data, mimeType)
	if err != nil {
		return web.BadRequest(fmt.Sprintf("File %s has invalid type. %s", form.name, typeMessage))
	}
	base := strings.TrimSuffix(form.name, path.Ext(form.name))
	file, err := filesystem.NewFileFromBytes(data, base+media.ExtensionOf(mimeType))
	if err != nil {
		return err
	}
	file.OriginalName = form.name
	rec, err := media.Save(e.App, file, mimeType)
	if isStorageFull(err) {
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
	return e.JSON(http.StatusCreated, map[string]any{"url": url, "id": rec.Id, "mimeType": mimeType, "size": rec.GetInt("size")})
}

type imageForm struct {
	name       string
	data       []byte
	fields     map[string]string
	bodyLength int64 // the request's Content-Length, -1 when unknown
}

// readImageForm streams the multipart body: the image is read up to one byte past the
// limit (so an oversized file is refused by name without reading it all), other fields
// up to 1 KB each.
func readImageForm(r *http.Request) (*imageForm, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, web.BadRequest("No image file was sent")
	}
	form := &imageForm{fields: map[string]string{}, bodyLength: r.ContentLength}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return form, nil
		}
		if err != nil {
			return nil, web.BadRequest("Could not read the upload")
		}
		if err := form.read(part); err != nil {
			return nil, err
		}
	}
}

func (f *imageForm) read(part *multipart.Part) error {
	defer part.Close()
	if part.FormName() == "image" && part.FileName() != "" {
		if f.data != nil {
			return web.BadRequest("Send one image per upload")
		}
		f.name = path.Base(part.FileName())
		data, err := readUpTo(part, catalog.MaxImageBytes+1, f.bodyLength)
		if err != nil {
			return web.BadRequest("Could not read the upload")
		}
		if len(data) > catalog.MaxImageBytes {
			return web.BadRequest(fmt.Sprintf("File %s is too large. Maximum size is 5MB.", f.name))
		}
		if len(data) == 0 {
			return web.BadRequest(fmt.Sprintf("File %s is empty.", f.name))
		}
		f.data = data
		return nil
	}
	value, err := io.ReadAll(io.LimitReader(part, 1024))
	if err != nil {
		return web.BadRequest("Could not read the upload")
	}
	f.fields[part.FormName()] = strings.TrimSpace(string(value))
	return nil
}

// readUpTo reads r, up to limit bytes, into one buffer as long as the request's body
// (which holds r) when that is known: growing a buffer while reading would copy a
// large image several times over.
func readUpTo(r io.Reader, limit, bodyLength int64) ([]byte, error) {
	size := limit
	if bodyLength > 0 && bodyLength < limit {
		size = bodyLength
	}
	buf := make([]byte, size)
	n, err := io.ReadFull(r, buf)
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		err = nil
	}
	return buf[:n], err
}

// isStorageFull tells a full disk (or quota, or file size limit) from other failures.
func isStorageFull(err error) bool {
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
