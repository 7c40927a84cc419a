package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// maxUploadFileSize bounds what the file field accepts; routes apply the tighter
// per-kind limits (5 MB images, 500 MB videos).
const maxUploadFileSize = 500 << 20

func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("file_uploads")
		c.Fields.Add(
			&core.TextField{Name: "originalName", Required: true, Max: 500},
			// file holds the bytes in PocketBase's filesystem (local or S3);
			// storagePath is the stored file name, served at /uploads/{storagePath}.
			&core.FileField{Name: "file", Required: true, MaxSelect: 1, MaxSize: maxUploadFileSize},
			&core.TextField{Name: "storagePath", Required: true, Max: 500},
			&core.TextField{Name: "mimeType", Max: 100},
			&core.NumberField{Name: "size", OnlyInt: true},
		)
		timestamps(c)
		c.AddIndex("idx_file_uploads_storage_path", true, "storagePath", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "file_uploads")
	})
}
