package catalog

import (
	"fmt"
	"reflect"
	"strings"
	"sync"
	"time"
)

// Reader is what an answer reads of a record; PocketBase's *core.Record is one.
type Reader interface {
	GetString(field string) string
	GetFloat(field string) float64
	GetInt(field string) int
	GetBool(field string) bool
	GetStringSlice(field string) []string
	UnmarshalJSONField(field string, result any) error
}

// The fields every record has besides its schema's.
const (
	IDField        = "id"
	CreatedAtField = "createdAt"
	UpdatedAtField = "updatedAt"
)

var systemFields = []Field{
	{Name: IDField, Kind: TextKind},
	{Name: CreatedAtField, Kind: DateTimeKind},
	{Name: UpdatedAtField, Kind: DateTimeKind},
}

// Answer is the record r as the API answers it: each field of T (an embedded struct's
// too) whose JSON name is one of the schema's fields (or id, createdAt, updatedAt) read
// by that field's kind. Fields of T the schema lacks stay zero, for the caller to fill
// (a hero video's upload).
func Answer[T any](s *Schema, r Reader) T {
	var out T
	v := reflect.ValueOf(&out).Elem()
	for _, step := range answerPlan(s, v.Type()) {
		step.read(r, step.field, v.FieldByIndex(step.index))
	}
	return out
}

type answerStep struct {
	index []int
	field string
	read  func(r Reader, field string, into reflect.Value)
}

var answerPlans sync.Map // [2]any{*Schema, reflect.Type} → []answerStep

// answerPlan matches T's fields to the schema's once per type; a field whose Go type
// does not fit its kind (a nullable one not a pointer) is a programming error.
func answerPlan(s *Schema, t reflect.Type) []answerStep {
	key := [2]any{s, t}
	if plan, ok := answerPlans.Load(key); ok {
		return plan.([]answerStep)
	}
	fields := map[string]Field{}
	for _, f := range append(append([]Field{}, systemFields...), s.Fields...) {
		fields[f.Name] = f
	}
	var plan []answerStep
	for _, sf := range reflect.VisibleFields(t) {
		name, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
		f, ok := fields[name]
		if !ok || sf.Anonymous || !sf.IsExported() {
			continue
		}
		read := reader(f)
		if want := answerType(f, sf.Type); sf.Type != want {
			panic(fmt.Sprintf("catalog: %s.%s is %s, its schema's kind answers %s", t.Name(), sf.Name, sf.Type, want))
		}
		plan = append(plan, answerStep{index: sf.Index, field: f.Name, read: read})
	}
	answerPlans.Store(key, plan)
	return plan
}

// answerType is the Go type a field's kind answers as; a JSON field answers as the type
// it is given (its Go type is its shape).
func answerType(f Field, given reflect.Type) reflect.Type {
	var t reflect.Type
	switch f.Kind {
	case JSONKind:
		return given
	case BoolKind:
		t = reflect.TypeFor[bool]()
	case NumberKind:
		t = reflect.TypeFor[float64]()
	case WholeKind:
		t = reflect.TypeFor[int]()
	case TextListKind, RelationListKind:
		return reflect.TypeFor[[]string]()
	case TextMapKind:
		return reflect.TypeFor[map[string]string]()
	default: // text, price, date and time
		t = reflect.TypeFor[string]()
	}
	if f.Nullable {
		return reflect.PointerTo(t)
	}
	return t
}

func reader(f Field) func(r Reader, field string, into reflect.Value) {
	switch f.Kind {
	case BoolKind:
		return func(r Reader, field string, into reflect.Value) { into.SetBool(r.GetBool(field)) }
	case WholeKind:
		return func(r Reader, field string, into reflect.Value) { into.SetInt(int64(r.GetInt(field))) }
	case PriceKind:
		return func(r Reader, field string, into reflect.Value) { into.SetString(DecimalPrice(r.GetFloat(field))) }
	case NumberKind:
		if f.Nullable {
			return func(r Reader, field string, into reflect.Value) {
				var v *float64
				if r.UnmarshalJSONField(field, &v) == nil {
					into.Set(reflect.ValueOf(v))
				}
			}
		}
		return func(r Reader, field string, into reflect.Value) { into.SetFloat(r.GetFloat(field)) }
	case TextListKind:
		return func(r Reader, field string, into reflect.Value) {
			var list []string
			if r.UnmarshalJSONField(field, &list) != nil || list == nil {
				list = []string{}
			}
			into.Set(reflect.ValueOf(list))
		}
	case TextMapKind:
		return func(r Reader, field string, into reflect.Value) {
			var texts map[string]string
			if r.UnmarshalJSONField(field, &texts) != nil || texts == nil {
				texts = map[string]string{}
			}
			into.Set(reflect.ValueOf(texts))
		}
	case RelationListKind:
		return func(r Reader, field string, into reflect.Value) {
			ids := r.GetStringSlice(field)
			if ids == nil {
				ids = []string{}
			}
			into.Set(reflect.ValueOf(ids))
		}
	case JSONKind:
		// A list answers [] rather than null when the field holds none (or nothing readable).
		return func(r Reader, field string, into reflect.Value) {
			value := reflect.New(into.Type())
			if r.UnmarshalJSONField(field, value.Interface()) != nil {
				value.Elem().SetZero()
			}
			if into.Kind() == reflect.Slice && value.Elem().IsNil() {
				value.Elem().Set(reflect.MakeSlice(into.Type(), 0, 0))
			}
			into.Set(value.Elem())
		}
	case DateTimeKind:
		return textReader(f.Nullable, func(r Reader, field string) string { return isoDateTime(r.GetString(field)) })
	}
	return textReader(f.Nullable, func(r Reader, field string) string { return r.GetString(field) })
}

// textReader sets a text, or for a nullable field nil when it is "".
func textReader(nullable bool, text func(r Reader, field string) string) func(Reader, string, reflect.Value) {
	if !nullable {
		return func(r Reader, field string, into reflect.Value) { into.SetString(text(r, field)) }
	}
	return func(r Reader, field string, into reflect.Value) {
		if v := text(r, field); v != "" {
			into.Set(reflect.ValueOf(&v))
		}
	}
}

// isoDateTime turns a stored date and time into ISO 8601 with milliseconds ("" stays "").
func isoDateTime(stored string) string {
	t, err := time.Parse(storedDateTimeLayout, stored)
	if err != nil {
		return ""
	}
	return t.UTC().Format("2006-01-02T15:04:05.000Z")
}
