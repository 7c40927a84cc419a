package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// PocketBase serves a file field's files at /api/files/{collection}/{record}/{name} to
// anyone unless the field is protected, inline and without the site's headers; the site
// serves every upload at /uploads. Protected, an upload opens there only with a file
// token of a superuser (the superuser UI), since no rule lets anyone else view the
// records.
func init() {
	m.Register(func(app core.App) error {
		return protectUploadFiles(app, true)
	}, func(app core.App) error {
		return protectUploadFiles(app, false)
	})
}

func protectUploadFiles(app core.App, protected bool) error {
	uploads, err := app.FindCollectionByNameOrId("file_uploads")
	if err != nil {
		return err
	}
	if file, ok := uploads.Fields.GetByName("file").(*core.FileField); ok {
		file.Protected = protected
	}
	return app.Save(uploads)
}
