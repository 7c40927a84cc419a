package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// heroVideoFields are what an upload says of the hero video it becomes.
type heroVideoFields struct {
	Title, Description, VideoType string
}

// replaceHeroVideoAt makes upload the active hero video at position: the videos there
// before are removed with their uploads (one place plays one video), and the new entry
// is saved with the hero rules. Run it in the upload's transaction.
func replaceHeroVideoAt(tx core.App, position int, upload *core.Record, f heroVideoFields) (*core.Record, error) {
	replaced, err := tx.FindRecordsByFilter(catalog.HeroVideosCollection, "position = {:p}", "", 0, 0, dbx.Params{"p": position})
	if err != nil {
		return nil, err
	}
	for _, old := range replaced {
		if err := deleteHeroVideoWithUpload(tx, old); err != nil {
			return nil, err
		}
	}
	collection, err := tx.FindCachedCollectionByNameOrId(catalog.HeroVideosCollection)
	if err != nil {
		return nil, err
	}
	hero := core.NewRecord(collection)
	hero.Load(map[string]any{
		"title": f.Title, "description": f.Description, "upload": upload.Id,
		"videoType": f.VideoType, "position": position, "active": true,
	})
	return hero, tx.Save(hero)
}

// deleteHeroVideoWithUpload removes a hero video and the file it plays: deleting the
// upload deletes the entry (the relation cascades).
func deleteHeroVideoWithUpload(tx core.App, hero *core.Record) error {
	upload, err := tx.FindRecordById(catalog.FileUploadsCollection, hero.GetString("upload"))
	if err != nil {
		return tx.Delete(hero)
	}
	return tx.Delete(upload)
}
