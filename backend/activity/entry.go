package activity

import (
	"encoding/json"
	"strings"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Entry is one line of the log before it is written.
type Entry struct {
	Actor      Actor
	Action     string
	Collection string
	RecordID   string
	Label      string
	ParentID   string
	Changes    map[string]Change
	Details    map[string]any
}

// Bounds of an entry's texts (the actor's name, the label) and of its details.
const (
	maxNameRunes    = 200
	maxDetailsBytes = 2000
)

// Installed tells whether app has the log's collection (migrations before it write
// nothing to it).
func Installed(app core.App) bool {
	_, err := app.FindCachedCollectionByNameOrId(catalog.ActivityCollection)
	return err == nil
}

// Append writes e to the log through app (the change's transaction, when there is one).
// It is written as a row, not saved as a record: the log's collection refuses every
// record write, and its entries need none of a record's hooks.
func Append(app core.App, e Entry) error {
	changes, err := json.Marshal(nonNil(e.Changes))
	if err != nil {
		return err
	}
	details, err := json.Marshal(nonNilDetails(e.Details))
	if err != nil {
		return err
	}
	if len(details) > maxDetailsBytes {
		details = []byte(`{"truncated":true}`)
	}
	_, err = app.NonconcurrentDB().Insert(catalog.ActivityCollection, dbx.Params{
		catalog.IDField:                          core.GenerateDefaultRandomId(),
		catalog.CreatedAtField:                   types.NowDateTime().String(),
		catalog.ActivityEntryFieldActorKind:      e.Actor.Kind,
		catalog.ActivityEntryFieldActorID:        e.Actor.ID,
		catalog.ActivityEntryFieldActorName:      short(e.Actor.Name, maxNameRunes),
		catalog.ActivityEntryFieldAddress:        short(e.Actor.Address, 64),
		catalog.ActivityEntryFieldAction:         e.Action,
		catalog.ActivityEntryFieldCollectionName: e.Collection,
		catalog.ActivityEntryFieldRecordID:       e.RecordID,
		catalog.ActivityEntryFieldLabel:          short(e.Label, maxNameRunes),
		catalog.ActivityEntryFieldParentID:       e.ParentID,
		catalog.ActivityEntryFieldChanges:        string(changes),
		catalog.ActivityEntryFieldDetails:        string(details),
	}).Execute()
	return err
}

func nonNil(c map[string]Change) map[string]Change {
	if c == nil {
		return map[string]Change{}
	}
	return c
}

func nonNilDetails(d map[string]any) map[string]any {
	if d == nil {
		return map[string]any{}
	}
	return d
}

func short(s string, runes int) string {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) <= runes {
		return s
	}
	return string([]rune(s)[:runes])
}

// Label is what names rec in the log and the revisions: its collection's Label in the
// registry (a name, a title, "Order 12"; "" for a contact message: the sender's name is
// theirs), a superuser's email.
func Label(rec *core.Record) string {
	if rec.Collection().Name == core.CollectionNameSuperusers {
		return rec.Email()
	}
	if c, ok := catalog.Registered(rec.Collection().Name); ok && c.Label != nil {
		return c.Label(rec)
	}
	return ""
}
