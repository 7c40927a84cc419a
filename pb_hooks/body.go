package hooks

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

const maxJSONBody = 1 << 20

// jsonBody is a staff request's JSON object, kept raw so that PATCH can tell a field
// that is absent (unchanged) from one sent as null (cleared).
type jsonBody map[string]json.RawMessage

func readJSONBody(e *core.RequestEvent) (jsonBody, error) {
	raw, err := io.ReadAll(io.LimitReader(e.Request.Body, maxJSONBody+1))
	if err != nil {
		return nil, badRequest("Could not read the request body")
	}
	if len(raw) > maxJSONBody {
		return nil, apiError(413, "Request body too large", nil)
	}
	body := jsonBody{}
	if len(bytes.TrimSpace(raw)) == 0 {
		return body, nil
	}
	if err := json.Unmarshal(raw, &body); err != nil || body == nil {
		return nil, badRequest("Request body must be a JSON object")
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

// jsonString encodes s as a JSON string value, for rewriting a body field.
func jsonString(s string) json.RawMessage {
	raw, _ := json.Marshal(s)
	return raw
}
