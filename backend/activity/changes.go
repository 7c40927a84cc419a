package activity

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// Change is one field's value before and after a change, as the log keeps it.
type Change = catalog.FieldChange

// Why a field's values are left out of the log.
const (
	// HiddenSecret: a password hash, a token key, a two-factor secret or recovery code.
	// Whoever reads the log (every staff member) could use it, and a log is copied
	// (backups, replicas) more widely than the record; the entry says only that it changed.
	HiddenSecret = "secret"
	// HiddenPersonal: what a visitor wrote (a contact message, an order request's
	// contact details and lines). The record keeps it; the log would keep a copy 400 days
	// after the record is deleted, and it is what a visitor controls.
	HiddenPersonal = "personal"
)

// secretWords mark a field as secret by its name (the two-factor fields staff gain, the
// token key), whatever its type.
var secretWords = []string{"password", "token", "secret", "totp", "recovery"}

// Hidden tells why field of collection is never recorded ("" when it is).
func Hidden(collection string, field core.Field) string {
	if _, isPassword := field.(*core.PasswordField); isPassword {
		return HiddenSecret
	}
	name := strings.ToLower(field.GetName())
	for _, word := range secretWords {
		if strings.Contains(name, word) {
			return HiddenSecret
		}
	}
	if catalog.IsPersonal(collection, field.GetName()) {
		return HiddenPersonal
	}
	return ""
}

// Bounds of a recorded value: the log says what changed, the revisions keep whole
// texts. A longer text keeps its first MaxTextRunes characters; a larger JSON value is
// replaced by its size.
const (
	MaxTextRunes = 300
	MaxJSONBytes = 1000
)

// Changes are the fields that differ between before and after (either nil: a create
// or a delete, whose fields are all recorded), with the values bounded and secrets
// and visitors' texts left out. The token key and the automatic dates are never listed:
// the entry has its own time, and sessions have their own events.
func Changes(before, after *core.Record) map[string]Change {
	rec := after
	if rec == nil {
		rec = before
	}
	collection := rec.Collection()
	out := map[string]Change{}
	for _, field := range collection.Fields {
		name := field.GetName()
		if name == core.FieldNameId || name == core.FieldNameTokenKey {
			continue
		}
		if _, isDate := field.(*core.AutodateField); isDate {
			continue
		}
		var was, is any
		if before != nil {
			was = valueOf(before, field)
		}
		if after != nil {
			is = valueOf(after, field)
		}
		if before != nil && after != nil && sameValue(was, is) {
			continue
		}
		if before == nil && isEmpty(is) || after == nil && isEmpty(was) {
			continue
		}
		if why := Hidden(collection.Name, field); why != "" {
			out[name] = Change{Hidden: why}
			continue
		}
		c := Change{}
		if before != nil {
			c.Before, c.Truncated = bounded(was)
		}
		if after != nil {
			var cut bool
			c.After, cut = bounded(is)
			c.Truncated = c.Truncated || cut
		}
		out[name] = c
	}
	return out
}

// valueOf is field's value in rec; a password's is its hash (Get answers the plain
// password, known only to the request that set it).
func valueOf(rec *core.Record, field core.Field) any {
	if _, isPassword := field.(*core.PasswordField); isPassword {
		return rec.GetString(field.GetName() + ":hash")
	}
	return rec.Get(field.GetName())
}

func sameValue(a, b any) bool {
	ja, errA := json.Marshal(a)
	jb, errB := json.Marshal(b)
	return errA == nil && errB == nil && string(ja) == string(jb)
}

// isEmpty: a created or deleted record's empty fields say nothing.
func isEmpty(v any) bool {
	j, err := json.Marshal(v)
	if err != nil {
		return false
	}
	switch string(j) {
	case "null", `""`, "[]", "{}", "false":
		return true
	}
	return false
}

// bounded is v as the log keeps it, as plain JSON (a JSON field decoded, a date as its
// text): a long text cut, a large value replaced by its size; cut tells whether
// anything was left out.
func bounded(v any) (kept any, cut bool) {
	j, err := json.Marshal(v)
	if err != nil {
		return nil, true
	}
	var plain any
	if err := json.Unmarshal(j, &plain); err != nil {
		return nil, true
	}
	if s, isText := plain.(string); isText && utf8.RuneCountInString(s) > MaxTextRunes {
		return string([]rune(s)[:MaxTextRunes]) + "…", true
	}
	if len(j) > MaxJSONBytes {
		return fmt.Sprintf("(%d bytes)", len(j)), true
	}
	return plain, false
}
