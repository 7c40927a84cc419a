package hooks

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"

	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func fileToJSON(rec *core.Record, heroVideoPaths map[string]bool) catalog.ManagedFile {
	url := media.URL(rec)
	return catalog.ManagedFile{
		ID:           rec.Id,
		OriginalName: rec.GetString("originalName"),
		StoragePath:  rec.GetString("storagePath"),
		URL:          url,
		MimeType:     rec.GetString("mimeType"),
		Size:         rec.GetInt("size"),
		CreatedAt:    isoTime(rec, "createdAt"),
		IsHeroVideo:  heroVideoPaths[url],
	}
}

// registerFiles binds the file manager: list, delete one, delete several.
func registerFiles(app core.App, staff *router.RouterGroup[*core.RequestEvent]) {
	staff.GET("/files", func(e *core.RequestEvent) error {
		records := []*core.Record{}
		if err := e.App.RecordQuery(media.UploadsCollection).OrderBy("createdAt DESC", "id DESC").All(&records); err != nil {
			return err
		}
		heroes, err := heroVideoPaths(e.App)
		if err != nil {
			return err
		}
		out := make([]catalog.ManagedFile, len(records))
		for i, rec := range records {
			out[i] = fileToJSON(rec, heroes)
		}
		return e.JSON(http.StatusOK, out)
	})
	staff.DELETE("/files/{id}", func(e *core.RequestEvent) error {
		rec, err := findRecordOr404(e.App, media.UploadsCollection, e.Request.PathValue("id"), "File")
		if err != nil {
			return err
		}
		heroes, err := heroVideoPaths(e.App)
		if err != nil {
			return err
		}
		out := fileToJSON(rec, heroes)
		if err := deleteUpload(e.App, rec); err != nil {
			return err
		}
		return e.JSON(http.StatusOK, out)
	})
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
			if err := deleteUpload(e.App, rec); err != nil {
				failed = append(failed, failure{id, err.Error()})
				continue
			}
			deleted = append(deleted, id)
		}
		return e.JSON(http.StatusOK, map[string]any{"deleted": deleted, "failed": failed})
	})
}

// deleteUpload removes an upload with its stored bytes and derived images (PocketBase
// deletes a record's files with it) and any hero video entry that plays it.
func deleteUpload(app core.App, rec *core.Record) error {
	return app.RunInTransaction(func(tx core.App) error {
		heroes, err := tx.FindRecordsByFilter(catalog.HeroVideosCollection, "videoPath = {:p}", "", 0, 0, dbx.Params{"p": media.URL(rec)})
		if err != nil {
			return err
		}
		for _, h := range heroes {
			if err := tx.Delete(h); err != nil {
				return err
			}
		}
		return tx.Delete(rec)
	})
}

// heroVideoPaths is the set of /uploads/ URLs that hero videos play.
func heroVideoPaths(app core.App) (map[string]bool, error) {
	var paths []string
	if err := app.DB().Select("videoPath").From(catalog.HeroVideosCollection).Column(&paths); err != nil {
		return nil, err
	}
	set := make(map[string]bool, len(paths))
	for _, p := range paths {
		set[p] = true
	}
	return set, nil
}
