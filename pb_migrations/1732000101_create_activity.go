package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// activity is the append-only log of every change and staff event (issue 27). No API
// rule: only superusers read it through PocketBase's API, staff through
// /api/admin/activity; the site's hooks refuse every record write to it, and the
// database's triggers refuse any change of an entry and any delete of one younger than
// the retention (private settings' activityRetentionDays, never under 30 days), whatever
// writes the SQL. Only the retention sweep deletes.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("activity")
		c.Fields.Add(
			&core.AutodateField{Name: "createdAt", OnCreate: true},
			&core.SelectField{Name: "actorKind", Required: true, MaxSelect: 1, Values: []string{"staff", "superuser", "visitor", "system"}},
			&core.TextField{Name: "actorId", Max: 30},
			&core.TextField{Name: "actorName", Max: 200},
			&core.TextField{Name: "address", Max: 64},
			&core.TextField{Name: "action", Required: true, Max: 60},
			&core.TextField{Name: "collection", Max: 100},
			&core.TextField{Name: "recordId", Max: 30},
			&core.TextField{Name: "label", Max: 200},
			&core.TextField{Name: "parentId", Max: 30},
			&core.JSONField{Name: "changes", MaxSize: 64 << 10},
			&core.JSONField{Name: "details", MaxSize: 8 << 10},
		)
		c.AddIndex("idx_activity_created", false, "createdAt", "")
		c.AddIndex("idx_activity_record", false, "recordId", "")
		c.AddIndex("idx_activity_parent", false, "parentId", "parentId != ''")
		c.AddIndex("idx_activity_actor", false, "actorId", "actorId != ''")
		if err := app.Save(c); err != nil {
			return err
		}
		for _, trigger := range []string{
			`CREATE TRIGGER activity_entries_are_never_changed BEFORE UPDATE ON activity
			BEGIN SELECT RAISE(ABORT, 'activity entries cannot be changed'); END`,
			`CREATE TRIGGER activity_entries_are_kept BEFORE DELETE ON activity
			WHEN old.createdAt >= strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-' || max(30,
				coalesce((SELECT activityRetentionDays FROM site_private_settings LIMIT 1), 400)) || ' days')
			BEGIN SELECT RAISE(ABORT, 'activity entries are kept for the retention period'); END`,
		} {
			if _, err := app.DB().NewQuery(trigger).Execute(); err != nil {
				return err
			}
		}
		return nil
	}, nil)
}
