package activity

import (
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Trigger is one of the database's own guards of the log: whatever writes the SQL, no
// entry is changed, and none younger than the retention is deleted.
type Trigger struct {
	Name, SQL string
}

// Triggers are the log's guards as migration 1732000101 created them (its text, to the
// whitespace: TriggersMissing compares what the database holds with it).
var Triggers = []Trigger{
	{Name: "activity_entries_are_never_changed", SQL: `CREATE TRIGGER activity_entries_are_never_changed BEFORE UPDATE ON activity
			BEGIN SELECT RAISE(ABORT, 'activity entries cannot be changed'); END`},
	{Name: "activity_entries_are_kept", SQL: `CREATE TRIGGER activity_entries_are_kept BEFORE DELETE ON activity
			WHEN old.createdAt >= strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-' || max(30,
				coalesce((SELECT activityRetentionDays FROM site_private_settings LIMIT 1), 400)) || ' days')
			BEGIN SELECT RAISE(ABORT, 'activity entries are kept for the retention period'); END`},
}

// TriggersMissing are the log's triggers the database lacks, or holds in another form
// (a trigger of the same name that guards less).
func TriggersMissing(app core.App) ([]Trigger, error) {
	var rows []struct {
		Name string `db:"name"`
		SQL  string `db:"sql"`
	}
	err := app.DB().Select("name", "sql").From("sqlite_master").
		Where(dbx.HashExp{"type": "trigger", "tbl_name": catalog.ActivityCollection}).All(&rows)
	if err != nil {
		return nil, err
	}
	held := make(map[string]string, len(rows))
	for _, r := range rows {
		held[r.Name] = sameSpacing(r.SQL)
	}
	var missing []Trigger
	for _, t := range Triggers {
		if held[t.Name] != sameSpacing(t.SQL) {
			missing = append(missing, t)
		}
	}
	return missing, nil
}

// PutBackTriggers (re)creates triggers, in one transaction.
func PutBackTriggers(app core.App, triggers []Trigger) error {
	return app.RunInTransaction(func(tx core.App) error {
		for _, t := range triggers {
			if _, err := tx.DB().NewQuery("DROP TRIGGER IF EXISTS " + t.Name).Execute(); err != nil {
				return err
			}
			if _, err := tx.DB().NewQuery(t.SQL).Execute(); err != nil {
				return err
			}
		}
		return nil
	})
}

func sameSpacing(sql string) string { return strings.Join(strings.Fields(sql), " ") }
