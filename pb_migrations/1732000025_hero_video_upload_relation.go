package migrations

import (
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A hero video plays one upload: a relation (deleting the upload deletes the entry) in
// place of the /uploads/ address kept beside it. Entries whose address names no upload
// played nothing and are removed.
func init() {
	m.Register(func(app core.App) error {
		uploads, err := app.FindCollectionByNameOrId("file_uploads")
		if err != nil {
			return err
		}
		heroes, err := app.FindCollectionByNameOrId("hero_videos")
		if err != nil {
			return err
		}
		heroes.Fields.Add(&core.RelationField{Name: "upload", CollectionId: uploads.Id, MaxSelect: 1, CascadeDelete: true})
		if err := app.Save(heroes); err != nil {
			return err
		}
		records, err := app.FindAllRecords(heroes)
		if err != nil {
			return err
		}
		for _, hero := range records {
			name := strings.TrimPrefix(hero.GetString("videoPath"), "/uploads/")
			upload, err := app.FindFirstRecordByFilter(uploads, "storagePath = {:name}", dbx.Params{"name": name})
			if err != nil {
				app.Logger().Warn("removing a hero video whose file is missing", "title", hero.GetString("title"), "videoPath", hero.GetString("videoPath"))
				if err := app.Delete(hero); err != nil {
					return err
				}
				continue
			}
			hero.Set("upload", upload.Id)
			if err := app.SaveNoValidate(hero); err != nil {
				return err
			}
		}
		heroes.Fields.RemoveByName("videoPath")
		if upload, ok := heroes.Fields.GetByName("upload").(*core.RelationField); ok {
			upload.Required = true
		}
		return app.Save(heroes)
	}, nil)
}
