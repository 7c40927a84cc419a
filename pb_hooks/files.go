package hooks

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"

	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func fileToJSON(rec *core.Record, heroUploads map[string]bool) catalog.ManagedFile {
	return catalog.ManagedFile{
		ID:           rec.Id,
		OriginalName: rec.GetString("originalName"),
		StoragePath:  rec.GetString("storagePath"),
		URL:          media.URL(rec),
		MimeType:     rec.GetString("mimeType"),
		Size:         rec.GetInt("size"),
		CreatedAt:    isoTime(rec, "createdAt"),
		IsHeroVideo:  heroUploads[rec.Id],
	}
}

// registerFiles binds the file manager: the list (the staff list contract), delete one
// (which deletes a hero video playing it: the relation cascades), delete several.
func registerFiles(app core.App, staff *router.RouterGroup[*core.RequestEvent]) {
	files := &adminResource{
		name:         "files",
		collection:   media.UploadsCollection,
		what:         "File",
		searchFields: []string{"originalName"},
		defaultSort:  "createdAt DESC",
		toJSON: func(app core.App, records []*core.Record) ([]any, error) {
			heroes, err := heroVideoUploads(app)
			if err != nil {
				return nil, err
			}
			out := make([]any, len(records))
			for i, rec := range records {
				out[i] = fileToJSON(rec, heroes)
			}
			return out, nil
		},
		readOnly: true, // added by uploading
		noUpdate: true,
	}
	files.register(staff)
	staff.POST("/files/bulk-delete", func(e *core.RequestEvent) error {
		var body struct {
			FileIDs []string `json:"fileIds"`
		}
		if err := e.BindBody(&body); err != nil {
			return web.BadRequest("Request body must be a JSON object")
		}
		if len(body.FileIDs) == 0 {
			return web.BadRequest("No files selected")
		}
		type failure struct {
			ID      string `json:"id"`
			Message string `json:"message"`
		}
		deleted, failed := []string{}, []failure{}
		for _, id := range body.FileIDs {
			rec, err := e.App.FindRecordById(media.UploadsCollection, id)
			if err != nil {
				failed = append(failed, failure{id, "File not found"})
				continue
			}
			if err := e.App.Delete(rec); err != nil {
				failed = append(failed, failure{id, err.Error()})
				continue
			}
			deleted = append(deleted, id)
		}
		return e.JSON(http.StatusOK, map[string]any{"deleted": deleted, "failed": failed})
	})
}

// heroVideoUploads is the set of uploads that hero videos play.
func heroVideoUploads(app core.App) (map[string]bool, error) {
	var ids []string
	if err := app.DB().Select("upload").From(catalog.HeroVideosCollection).Column(&ids); err != nil {
		return nil, err
	}
	set := make(map[string]bool, len(ids))
	for _, id := range ids {
		set[id] = true
	}
	return set, nil
}
