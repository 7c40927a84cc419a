package revisions

import (
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// NameRelated gives each difference of a relation field of collection the related
// collection and the names of the records its values name, as they are now (a record
// deleted since stays unnamed).
func NameRelated(app core.App, collection *core.Collection, diffs []catalog.Difference) error {
	for i, d := range diffs {
		field, ok := collection.Fields.GetByName(d.Field).(*core.RelationField)
		if !ok {
			continue
		}
		related, names, err := activity.RelatedNames(app, field, d.Revision, d.Current)
		if err != nil {
			return err
		}
		diffs[i].Related, diffs[i].Names = related, names
	}
	return nil
}

// sameChange is how far apart a change's entry in the log and the revision it kept may
// be written (the same transaction: milliseconds).
const sameChange = 2 * time.Second

// ActorKinds are the kinds of actor (staff, superuser, system) that replaced each of
// rows, revisions of the record recordID, by revision id: from the log's entry of the same
// change (the same actor, at the same moment). A revision whose entry the log no longer
// holds has none.
func ActorKinds(app core.App, recordID string, rows []Row) (map[string]string, error) {
	out := make(map[string]string, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	first, last := rows[0].CreatedAt, rows[0].CreatedAt
	for _, r := range rows {
		first, last = min(first, r.CreatedAt), max(last, r.CreatedAt)
	}
	from, errFrom := types.ParseDateTime(first)
	to, errTo := types.ParseDateTime(last)
	if errFrom != nil || errTo != nil {
		return out, nil
	}
	var entries []struct {
		CreatedAt string `db:"createdAt"`
		ActorKind string `db:"actorKind"`
		ActorName string `db:"actorName"`
	}
	err := app.DB().Select("createdAt", "actorKind", "actorName").From(catalog.ActivityCollection).
		Where(dbx.Or(dbx.HashExp{"recordId": recordID}, dbx.HashExp{"parentId": recordID})).
		AndWhere(dbx.Between("createdAt", stored(from.Time().Add(-sameChange)), stored(to.Time().Add(sameChange)))).
		All(&entries)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		at, err := types.ParseDateTime(r.CreatedAt)
		if err != nil {
			continue
		}
		nearest := sameChange
		for _, e := range entries {
			when, err := types.ParseDateTime(e.CreatedAt)
			if err != nil || e.ActorName != r.ActorName {
				continue
			}
			if gap := at.Time().Sub(when.Time()).Abs(); gap <= nearest {
				nearest, out[r.ID] = gap, e.ActorKind
			}
		}
	}
	return out, nil
}

func stored(t time.Time) string {
	d, _ := types.ParseDateTime(t.UTC())
	return d.String()
}
