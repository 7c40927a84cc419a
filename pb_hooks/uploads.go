package hooks

import (
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// registerUploads binds GET /uploads/{name}: stored files, public.
func registerUploads(app core.App, r *router.Router[*core.RequestEvent]) {
	r.GET("/uploads/{name}", serveUpload)
}

func serveUpload(e *core.RequestEvent) error {
	name := e.Request.PathValue("name")
	if name == "" || strings.ContainsAny(name, "/\\") || strings.Contains(name, "..") {
		return notFound("File not found")
	}
	rec, err := findUploadByStoragePath(e.App, name)
	if err != nil {
		return err
	}
	fsys, err := e.App.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	reader, err := fsys.GetReader(media.FileKey(rec))
	if err != nil {
		return notFound("File not found")
	}
	defer reader.Close()

	h := e.Response.Header()
	// A stored name never gets other bytes, so its name is its version.
	h.Set("ETag", `"`+name+`"`)
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("Content-Type", rec.GetString("mimeType"))
	h.Set("X-Content-Type-Options", "nosniff")
	http.ServeContent(e.Response, e.Request, name, reader.ModTime(), reader)
	return nil
}

func findUploadByStoragePath(app core.App, name string) (*core.Record, error) {
	rec := &core.Record{}
	err := app.RecordQuery(media.UploadsCollection).AndWhere(dbx.HashExp{"storagePath": name}).Limit(1).One(rec)
	if err != nil {
		if isNotFound(err) {
			return nil, notFound("File not found")
		}
		return nil, err
	}
	return rec, nil
}
