package web

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/tools/types"

	"github.com/pocketbase/pocketbase/core"
)

// MaxJSONBody is the largest staff request body read, in bytes; a larger one answers 413.
const MaxJSONBody = 1 << 20

// JSONBody is a staff request's JSON object, kept raw so that PATCH can tell a field
// that is absent (unchanged) from one sent as null (cleared).
type JSONBody map[string]json.RawMessage

// ReadJSONBody reads the request's JSON object (an empty body reads as {}), or answers
// 400 or 413.
func ReadJSONBody(e *core.RequestEvent) (JSONBody, error) {
	raw, err := io.ReadAll(io.LimitReader(e.Request.Body, MaxJSONBody+1))
	if err != nil {
		return nil, BadRequest("Could not read the request body")
	}
	if len(raw) > MaxJSONBody {
		return nil, APIError(413, "Request body too large", nil)
	}
	body := JSONBody{}
	if len(bytes.TrimSpace(raw)) == 0 {
		return body, nil
	}
	if err := json.Unmarshal(raw, &body); err != nil || body == nil {
		return nil, BadRequest("Request body must be a JSON object")
	}
	return body, nil
}

func (b JSONBody) Has(field string) bool {
	_, ok := b[field]
	return ok
}

func (b JSONBody) IsNull(field string) bool {
	return string(bytes.TrimSpace(b[field])) == "null"
}

// Text reads a string field; null reads as "". ok is false when the value is not a string.
func (b JSONBody) Text(field string) (value string, ok bool) {
	raw, present := b[field]
	if !present || b.IsNull(field) {
		return "", true
	}
	if err := json.Unmarshal(raw, &value); err != nil {
		return "", false
	}
	return strings.TrimSpace(value), true
}

func (b JSONBody) Boolean(field string) (value bool, ok bool) {
	if b.IsNull(field) {
		return false, true
	}
	if err := json.Unmarshal(b[field], &value); err == nil {
		return value, true
	}
	// Form posts send "true"/"false".
	s, isText := b.Text(field)
	if !isText {
		return false, false
	}
	v, err := strconv.ParseBool(s)
	return v, err == nil
}

// Number reads a JSON Number or a numeric string; isNull reports null or "".
func (b JSONBody) Number(field string) (value float64, isNull bool, ok bool) {
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

func (b JSONBody) TextList(field string) (values []string, ok bool) {
	if b.IsNull(field) {
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

// TextMap reads an object of strings by string; entries with a blank value are dropped.
func (b JSONBody) TextMap(field string) (values map[string]string, ok bool) {
	if b.IsNull(field) {
		return map[string]string{}, true
	}
	if err := json.Unmarshal(b[field], &values); err != nil {
		return nil, false
	}
	out := make(map[string]string, len(values))
	for k, v := range values {
		if v = strings.TrimSpace(v); v != "" {
			out[k] = v
		}
	}
	return out, true
}

// BodyKind is how a JSON value of a staff request becomes a record value.
type BodyKind int

const (
	TextValue           BodyKind = iota // a string; null clears it
	BoolValue                           // true or false ("true"/"false" too, as forms send)
	RequiredNumberValue                 // a number or numeric string; null or "" is refused
	NullableNumberValue                 // a number, a numeric string, or null/"" (unknown)
	WholeNumberValue                    // a whole number; null leaves the value as it is
	TextListValue                       // a list of strings (blank ones dropped); null empties it
	DateTimeValue                       // an ISO 8601 date and time with its zone; null or "" clears it
	TextMapValue                        // an object of strings by string (blank ones dropped); null empties it
	JSONValue                           // a JSON list or object, kept as sent (the collection's rules read it); null empties a list
)

// BodyField is a field a staff request may set: TypeMessage answers a value of the
// wrong type, NullMessage a null where a value is required.
type BodyField struct {
	Name        string
	Kind        BodyKind
	TypeMessage string
	NullMessage string
}

// ApplyBody sets the fields of fields that body holds on rec; absent ones stay as they
// are (PATCH). It only reads JSON: the collection's rules run on the record when it is
// saved. On create, a required number that is absent counts as null.
func ApplyBody(rec *core.Record, body JSONBody, fields []BodyField) *catalog.Problems {
	problems := &catalog.Problems{}
	for _, f := range fields {
		if !body.Has(f.Name) && !(rec.IsNew() && f.Kind == RequiredNumberValue) {
			continue
		}
		if value, problem := f.Read(body); problem != "" {
			problems.Add(f.Name, problem)
		} else if value != nil {
			rec.Set(f.Name, value)
		}
	}
	return problems
}

// Read is the record value of f in body (nil: leave the field), or the problem.
func (f BodyField) Read(body JSONBody) (value any, problem string) {
	switch f.Kind {
	case BoolValue:
		v, ok := body.Boolean(f.Name)
		if !ok {
			return nil, f.TypeMessage
		}
		return v, ""
	case RequiredNumberValue, NullableNumberValue, WholeNumberValue:
		v, isNull, ok := body.Number(f.Name)
		switch {
		case !ok || (f.Kind == WholeNumberValue && v != math.Trunc(v)):
			return nil, f.TypeMessage
		case isNull && f.Kind == RequiredNumberValue:
			return nil, f.NullMessage
		case isNull && f.Kind == NullableNumberValue:
			return types.JSONRaw("null"), ""
		case isNull:
			return nil, ""
		}
		return v, ""
	case DateTimeValue:
		v, ok := body.Text(f.Name)
		if !ok {
			return nil, f.TypeMessage
		}
		if v == "" {
			return types.DateTime{}, ""
		}
		t, err := time.Parse(time.RFC3339, v)
		if err != nil {
			return nil, f.TypeMessage
		}
		dt, _ := types.ParseDateTime(t)
		return dt, ""
	case TextListValue:
		list, ok := body.TextList(f.Name)
		if !ok {
			return nil, f.TypeMessage
		}
		return list, ""
	case JSONValue:
		raw := body[f.Name]
		if body.IsNull(f.Name) {
			return types.JSONRaw("[]"), ""
		}
		if len(raw) == 0 || (raw[0] != '[' && raw[0] != '{') || !json.Valid(raw) {
			return nil, f.TypeMessage
		}
		return types.JSONRaw(raw), ""
	case TextMapValue:
		texts, ok := body.TextMap(f.Name)
		if !ok {
			return nil, f.TypeMessage
		}
		return texts, ""
	default:
		v, ok := body.Text(f.Name)
		if !ok {
			return nil, f.TypeMessage
		}
		return v, ""
	}
}

// WithDefaults fills the fields a created record starts with, where body leaves them
// out or sends null.
func WithDefaults(body JSONBody, defaults map[string]any) {
	for field, value := range defaults {
		if !body.Has(field) || body.IsNull(field) {
			raw, _ := json.Marshal(value)
			body[field] = raw
		}
	}
}
