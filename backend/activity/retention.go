package activity

import (
	"database/sql"
	"errors"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// RetentionDays is the private setting activityRetentionDays within its bounds (the
// default when unreadable).
func RetentionDays(app core.App) int {
	var days sql.NullInt64
	err := app.DB().Select(catalog.PrivateSettingsFieldActivityRetentionDays).From(catalog.PrivateSettingsCollection).Limit(1).Row(&days)
	if err != nil || !days.Valid || days.Int64 == 0 {
		return catalog.DefaultActivityRetentionDays
	}
	return min(max(int(days.Int64), catalog.MinActivityRetentionDays), catalog.MaxActivityRetentionDays)
}

// Cutoff is the oldest time kept at now: entries and revisions older are swept.
func Cutoff(now time.Time, days int) time.Time {
	return now.Add(-time.Duration(days) * 24 * time.Hour)
}

// Sweep deletes the entries and revisions older than the retention at now, then records
// how many went (a gap in the log is then explained in the log). Rows are deleted with
// SQL: the log's records refuse every delete, and the database's trigger lets only rows
// older than the retention go.
func Sweep(app core.App, now time.Time) (entries, revisions int64, err error) {
	days := RetentionDays(app)
	cutoff, err := types.ParseDateTime(Cutoff(now, days))
	if err != nil {
		return 0, 0, err
	}
	err = app.RunInTransaction(func(tx core.App) error {
		older := dbx.NewExp("[["+catalog.CreatedAtField+"]] < {:cutoff}", dbx.Params{"cutoff": cutoff.String()})
		res, err := tx.NonconcurrentDB().Delete(catalog.ActivityCollection, older).Execute()
		if err != nil {
			return err
		}
		if entries, err = res.RowsAffected(); err != nil {
			return err
		}
		res, err = tx.NonconcurrentDB().Delete(catalog.RevisionsCollection, older).Execute()
		if err != nil {
			return err
		}
		if revisions, err = res.RowsAffected(); err != nil {
			return err
		}
		if entries == 0 && revisions == 0 {
			return nil
		}
		return Append(tx, Entry{
			Actor:  Actor{Kind: ActorSystem, Name: "cron: activity retention"},
			Action: catalog.ActionLogSwept,
			Details: map[string]any{
				"entries": entries, "revisions": revisions, "olderThan": cutoff.String(), "retentionDays": days,
			},
		})
	})
	return entries, revisions, err
}

// Size is what the dashboard shows of the log: its entries, the bytes of its table and
// indexes on disk (SQLite's dbstat), the retention and the oldest entry's time.
func Size(app core.App) (catalog.ActivityLogSize, error) {
	out := catalog.ActivityLogSize{RetentionDays: RetentionDays(app)}
	var oldest sql.NullString
	err := app.DB().Select("count(*)", "min([["+catalog.CreatedAtField+"]])").From(catalog.ActivityCollection).Row(&out.Entries, &oldest)
	if err != nil {
		return out, err
	}
	if oldest.Valid {
		if t, err := types.ParseDateTime(oldest.String); err == nil {
			out.Oldest = t.Time().UTC().Format("2006-01-02T15:04:05.000Z")
		}
	}
	var bytes sql.NullInt64
	err = app.DB().NewQuery(`SELECT sum(pgsize) FROM dbstat WHERE name = {:table}
		OR name IN (SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = {:table})`).
		Bind(dbx.Params{"table": catalog.ActivityCollection}).Row(&bytes)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return out, err
	}
	out.Bytes = bytes.Int64
	return out, nil
}
