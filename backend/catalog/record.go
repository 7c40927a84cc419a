package catalog

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Record is what the rules read and change of a record; PocketBase's *core.Record is one.
type Record interface {
	GetString(field string) string
	GetFloat(field string) float64
	GetInt(field string) int
	GetBool(field string) bool
	GetStringSlice(field string) []string
	Set(field string, value any)
	UnmarshalJSONField(field string, result any) error
	IsNew() bool
}

// Problems are the messages of the fields a record's rules refuse, in the order the
// rules checked them: the first is the one a form shows on top.
type Problems struct {
	fields   []string
	messages map[string]string
	// taken: a value is refused because another record has it (PocketBase's
	// validation_not_unique).
	taken bool
}

func problemOf(field, message string) *Problems {
	p := &Problems{}
	p.Add(field, message)
	return p
}

// AddTaken adds a message refusing a value another record already has.
func (p *Problems) AddTaken(field, message string) {
	p.Add(field, message)
	p.taken = true
}

// Taken tells whether the problems refuse values other records have.
func (p *Problems) Taken() bool { return p != nil && p.taken }

// Add keeps the first message of each field.
func (p *Problems) Add(field, message string) {
	if p.messages == nil {
		p.messages = map[string]string{}
	}
	if _, exists := p.messages[field]; !exists {
		p.fields = append(p.fields, field)
		p.messages[field] = message
	}
}

func (p *Problems) Has(field string) bool {
	_, exists := p.messages[field]
	return exists
}

func (p *Problems) Any() bool { return p != nil && len(p.fields) > 0 }

// Fields lists the refused fields in the order they were checked.
func (p *Problems) Fields() []string { return p.fields }

func (p *Problems) Message(field string) string { return p.messages[field] }

// Error is the first message.
func (p *Problems) Error() string {
	if !p.Any() {
		return ""
	}
	return p.messages[p.fields[0]]
}

// trim removes the spaces around text fields.
func trim(r Record, fields ...string) {
	for _, f := range fields {
		if v := r.GetString(f); v != strings.TrimSpace(v) {
			r.Set(f, strings.TrimSpace(v))
		}
	}
}

// TooLongMessage is the message of a text over max characters.
func TooLongMessage(max int) string { return "Must be at most " + strconv.Itoa(max) + " characters" }

func requiredText(r Record, p *Problems, field, requiredMessage string, max int) {
	switch v := r.GetString(field); {
	case v == "":
		p.Add(field, requiredMessage)
	case utf8.RuneCountInString(v) > max:
		p.Add(field, TooLongMessage(max))
	}
}

// textList reads a JSON list of text; ok is false when the field holds anything else.
func textList(r Record, field string) (list []string, ok bool) {
	raw := strings.TrimSpace(r.GetString(field))
	if raw == "" || raw == "null" {
		return []string{}, true
	}
	if err := r.UnmarshalJSONField(field, &list); err != nil {
		return nil, false
	}
	return list, true
}
