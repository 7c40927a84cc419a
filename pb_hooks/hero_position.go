package hooks

import (
	"errors"
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
	hero := heroVideoOf(tx, f)
	if hero == nil {
		return nil, errors.New("no hero videos collection")
	}
	hero.Load(map[string]any{"upload": upload.Id, "position": position})
	return hero, tx.Save(hero)
}

// heroVideoOf is a new active hero video of f (nil without the collection).
func heroVideoOf(app core.App, f heroVideoFields) *core.Record {
	collection, err := app.FindCachedCollectionByNameOrId(catalog.HeroVideosCollection)
	if err != nil {
		return nil
	}
	hero := core.NewRecord(collection)
	hero.Load(map[string]any{"title": f.Title, "description": f.Description, "videoType": f.VideoType, "active": true})
	return hero
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
