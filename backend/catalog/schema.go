package catalog

import (
	"fmt"
	"unicode/utf8"
)

// A Schema declares a collection's fields once: their kind, nullability, limits, create
// default, label and the spec's messages. The rules (Check), the staff routes' bodies
// (web.SchemaBody), the JSON answers (Answer), the create defaults and the apps'
// TypeScript (backend/tsgen) all read it. Migrations keep their own literal snapshots.
type Schema struct {
	Collection string
	Fields     []Field
}

// FieldKind is what a field holds, and so how a staff request sets it and an answer
// shows it.
type FieldKind int

const (
	TextKind         FieldKind = iota // text, trimmed; a Nullable one answers "" as null
	BoolKind                          // true or false
	NumberKind                        // a decimal; a Nullable one holds null for unknown
	PriceKind                         // a price in dollars, answered as "45.00"
	WholeKind                         // a whole number
	TextListKind                      // a JSON list of text
	DateTimeKind                      // an instant, answered in ISO 8601; a Nullable one answers unset as null
	TextMapKind                       // a JSON object of text by text (an image's alt text by its URL)
	RelationListKind                  // ids of another collection's records (a PocketBase relation; its migration names which)
	JSONKind                          // a JSON value the server composes (an order's lines), answered as its Go type
	FileKind                          // a stored file (PocketBase's file field: its name)
)

// Field is one field of a Schema.
type Field struct {
	Name  string
	Kind  FieldKind
	Label string // how forms and messages name it
	// Nullable fields answer null when unset (an optional text, an unknown percentage).
	Nullable bool
	// Min and Max are the fewest and most characters of a text (0: no limit of its own),
	// said by TooShort and TooLong (else "Must be at most N characters"); Shown, where
	// set, is how many search results show (the editor's counter; more is allowed).
	Min, Max          int
	TooShort, TooLong string
	Shown             int
	// Required is the message of an empty text ("": it may be empty).
	Required string
	// TypeMessage answers a staff request's value of the wrong type; NullMessage a null
	// where a number is required (a number without one keeps its value on null).
	TypeMessage string
	NullMessage string
	// Default is a created record's value where the staff request leaves it out or
	// sends null (nil: none).
	Default any
	// FormDefault is the back office form's initial value where it differs from Default
	// (the spec's form default price, which the API does not assume).
	FormDefault any
	// Fixed fields are not set by a staff request's body (the URL or the server sets them).
	Fixed bool
	// Visitor fields are what a visitor's form sends (a contact message's name); staff
	// requests do not change them.
	Visitor bool
	// Markdown marks a text in the small Markdown of posts (markdown.go): the copy check
	// reads what a reader reads of it, its text without the syntax and its links' addresses.
	Markdown bool
	// Copy marks a public text the copy check reads (9 NYCRR 129.3(a)): a text, each
	// entry of a list, each value of a map.
	Copy bool
	// Personal marks what a visitor wrote (a contact message, an order's details): the
	// activity log says it changed, never what it holds.
	Personal bool
	// GoName names the typed record's getter and setter where the field's own name
	// would hide a method of PocketBase's record ("collection": CollectionName).
	GoName string
	// Check is the field's own rule, run after Required and Max, in the schema's order.
	Check func(r Record, p *Problems, field string)
}

// Field is the field named name; asking for one the schema lacks is a programming error.
func (s *Schema) Field(name string) Field {
	for _, f := range s.Fields {
		if f.Name == name {
			return f
		}
	}
	panic(fmt.Sprintf("catalog: %s has no field %q", s.Collection, name))
}

// Check applies the schema's rules in its order: required texts and their length, then
// each field's own rule. The first problem is the one a form shows on top.
func (s *Schema) Check(r Record) *Problems {
	p := &Problems{}
	for _, f := range s.Fields {
		if f.Kind == TextKind {
			switch v := r.GetString(f.Name); {
			case v == "" && f.Required != "":
				p.Add(f.Name, f.Required)
			case f.Min > 0 && utf8.RuneCountInString(v) < f.Min:
				p.Add(f.Name, f.TooShort)
			case f.Max > 0 && utf8.RuneCountInString(v) > f.Max:
				p.Add(f.Name, f.TooLongMessage())
			}
		}
		if f.Check != nil {
			f.Check(r, p, f.Name)
		}
	}
	return p
}

// TooLongMessage is what a text over Max characters is told.
func (f Field) TooLongMessage() string {
	if f.TooLong != "" {
		return f.TooLong
	}
	return TooLongMessage(f.Max)
}

// trimTexts removes the spaces around every text field.
func (s *Schema) trimTexts(r Record) {
	for _, f := range s.Fields {
		if f.Kind == TextKind {
			trim(r, f.Name)
		}
	}
}

// CreateDefaults are the values a record created through the staff API starts with,
// where the request leaves them out.
func (s *Schema) CreateDefaults() map[string]any {
	out := map[string]any{}
	for _, f := range s.Fields {
		if f.Default != nil {
			out[f.Name] = f.Default
		}
	}
	return out
}
