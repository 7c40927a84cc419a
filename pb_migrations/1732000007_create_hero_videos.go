package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("hero_videos")
		publicRead(c, "active = true")
		c.Fields.Add(
			&core.TextField{Name: "title", Required: true, Max: 200},
			&core.TextField{Name: "description", Max: 2000},
			&core.TextField{Name: "videoPath", Required: true, Max: 500},
			&core.SelectField{Name: "videoType", Required: true, MaxSelect: 1, Values: []string{"video/mp4", "video/quicktime", "video/webm"}},
			&core.TextField{Name: "posterPath", Max: 500},
			&core.NumberField{Name: "position", OnlyInt: true, Min: floatPtr(1), Max: floatPtr(99)},
			&core.BoolField{Name: "active"},
		)
		timestamps(c)
		c.AddIndex("idx_hero_videos_position", false, "position", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "hero_videos")
	})
}
