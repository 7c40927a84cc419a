package hooks

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/tools/types"

	"github.com/pocketbase/pocketbase/core"
)

const maxJSONBody = 1 << 20

// jsonBody is a staff request's JSON object, kept raw so that PATCH can tell a field
// that is absent (unchanged) from one sent as null (cleared).
type jsonBody map[string]json.RawMessage

func readJSONBody(e *core.RequestEvent) (jsonBody, error) {
	raw, err := io.ReadAll(io.LimitReader(e.Request.Body, maxJSONBody+1))
	if err != nil {
		return nil, web.BadRequest("Could not read the request body")
	}
	if len(raw) > maxJSONBody {
		return nil, web.APIError(413, "Request body too large", nil)
	}
	body := jsonBody{}
	if len(bytes.TrimSpace(raw)) == 0 {
		return body, nil
	}
	if err := json.Unmarshal(raw, &body); err != nil || body == nil {
		return nil, web.BadRequest("Request body must be a JSON object")
	}
	return body, nil
}

func (b jsonBody) has(field string) bool {
	_, ok := b[field]
	return ok
}

func (b jsonBody) isNull(field string) bool {
	return string(bytes.TrimSpace(b[field])) == "null"
}

// text reads a string field; null reads as "". ok is false when the value is not a string.
func (b jsonBody) text(field string) (value string, ok bool) {
	raw, present := b[field]
	if !present || b.isNull(field) {
		return "", true
	}
	if err := json.Unmarshal(raw, &value); err != nil {
		return "", false
	}
	return strings.TrimSpace(value), true
}

func (b jsonBody) boolean(field string) (value bool, ok bool) {
	if b.isNull(field) {
		return false, true
	}
	if err := json.Unmarshal(b[field], &value); err == nil {
		return value, true
	}
	// Form posts send "true"/"false".
	s, isText := b.text(field)
	if !isText {
		return false, false
	}
	v, err := strconv.ParseBool(s)
	return v, err == nil
}

// number reads a JSON number or a numeric string; isNull reports null or "".
func (b jsonBody) number(field string) (value float64, isNull bool, ok bool) {
	raw := bytes.TrimSpace(b[field])
	if len(raw) == 0 || string(raw) == "null" {
		return 0, true, true
	}
	var s string
	if raw[0] == '"' {
		if json.Unmarshal(raw, &s) != nil {
			return 0, false, false
		}
		s = strings.TrimSpace(s)
		if s == "" {
			return 0, true, true
		}
	} else {
		s = string(raw)
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, false, false
	}
	return v, false, true
}

func (b jsonBody) textList(field string) (values []string, ok bool) {
	if b.isNull(field) {
		return []string{}, true
	}
	if err := json.Unmarshal(b[field], &values); err != nil {
		return nil, false
	}
	out := make([]string, 0, len(values))
	for _, v := range values {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out, true
}

// bodyKind is how a JSON value of a staff request becomes a record value.
type bodyKind int

const (
	textValue           bodyKind = iota // a string; null clears it
	boolValue                           // true or false ("true"/"false" too, as forms send)
	requiredNumberValue                 // a number or numeric string; null or "" is refused
	nullableNumberValue                 // a number, a numeric string, or null/"" (unknown)
	wholeNumberValue                    // a whole number; null leaves the value as it is
	textListValue                       // a list of strings (blank ones dropped); null empties it
	dateTimeValue                       // an ISO 8601 date and time with its zone; null or "" clears it
)

// bodyField is a field a staff request may set: typeMessage answers a value of the
// wrong type, nullMessage a null where a value is required.
type bodyField struct {
	name        string
	kind        bodyKind
	typeMessage string
	nullMessage string
}

// applyBody sets the fields of fields that body holds on rec; absent ones stay as they
// are (PATCH). It only reads JSON: the collection's rules run on the record when it is
// saved. On create, a required number that is absent counts as null.
func applyBody(rec *core.Record, body jsonBody, fields []bodyField) *catalog.Problems {
	problems := &catalog.Problems{}
	for _, f := range fields {
		if !body.has(f.name) && !(rec.IsNew() && f.kind == requiredNumberValue) {
			continue
		}
		if value, problem := f.read(body); problem != "" {
			problems.Add(f.name, problem)
		} else if value != nil {
			rec.Set(f.name, value)
		}
	}
	return problems
}

// read is the record value of f in body (nil: leave the field), or the problem.
func (f bodyField) read(body jsonBody) (value any, problem string) {
	switch f.kind {
	case boolValue:
		v, ok := body.boolean(f.name)
		if !ok {
			return nil, f.typeMessage
		}
		return v, ""
	case requiredNumberValue, nullableNumberValue, wholeNumberValue:
		v, isNull, ok := body.number(f.name)
		switch {
		case !ok || (f.kind == wholeNumberValue && v != math.Trunc(v)):
			return nil, f.typeMessage
		case isNull && f.kind == requiredNumberValue:
			return nil, f.nullMessage
		case isNull && f.kind == nullableNumberValue:
			return types.JSONRaw("null"), ""
		case isNull:
			return nil, ""
		}
		return v, ""
	case dateTimeValue:
		v, ok := body.text(f.name)
		if !ok {
			return nil, f.typeMessage
		}
		if v == "" {
			return types.DateTime{}, ""
		}
		t, err := time.Parse(time.RFC3339, v)
		if err != nil {
			return nil, f.typeMessage
		}
		dt, _ := types.ParseDateTime(t)
		return dt, ""
	case textListValue:
		list, ok := body.textList(f.name)
		if !ok {
			return nil, f.typeMessage
		}
		return list, ""
	default:
		v, ok := body.text(f.name)
		if !ok {
			return nil, f.typeMessage
		}
		return v, ""
	}
}

// withDefaults fills the fields a created record starts with, where body leaves them
// out or sends null.
func withDefaults(body jsonBody, defaults map[string]any) {
	for field, value := range defaults {
		if !body.has(field) || body.isNull(field) {
			raw, _ := json.Marshal(value)
			body[field] = raw
		}
	}
}
