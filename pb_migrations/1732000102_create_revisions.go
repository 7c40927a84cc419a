package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// revisions keeps the state a save or delete replaced, of products (with their
// variants), blog posts, locations and the settings (issue 27), for the retention
// period. No API rule: staff read and restore them through /api/admin.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("revisions")
		c.Fields.Add(
			&core.AutodateField{Name: "createdAt", OnCreate: true},
			&core.TextField{Name: "collection", Required: true, Max: 100},
			&core.TextField{Name: "recordId", Required: true, Max: 30},
			&core.TextField{Name: "label", Max: 200},
			&core.TextField{Name: "action", Max: 60},
			&core.TextField{Name: "actorName", Max: 200},
			&core.JSONField{Name: "data", MaxSize: 4 << 20},
		)
		c.AddIndex("idx_revisions_record", false, "recordId, createdAt", "")
		c.AddIndex("idx_revisions_deleted", false, "collection, createdAt", "action = 'delete'")
		c.AddIndex("idx_revisions_created", false, "createdAt", "")
		return app.Save(c)
	}, nil)
}
