package web

import "github.com/hudsonvalley/farmsite/backend/catalog"

// SchemaBody are the fields a staff request may set of a collection, from its schema:
// every field but the fixed ones and what visitors wrote, read by its kind.
func SchemaBody(s *catalog.Schema) []BodyField {
	return bodyOf(s, func(f catalog.Field) bool { return !f.Fixed && !f.Visitor })
}

// VisitorBody are the fields a visitor's form sends of a collection (a contact
// message's name, email and message), read by their kinds.
func VisitorBody(s *catalog.Schema) []BodyField {
	return bodyOf(s, func(f catalog.Field) bool { return f.Visitor })
}

func bodyOf(s *catalog.Schema, takes func(f catalog.Field) bool) []BodyField {
	var out []BodyField
	for _, f := range s.Fields {
		if takes(f) {
			out = append(out, BodyField{Name: f.Name, Kind: bodyKind(f), TypeMessage: f.TypeMessage, NullMessage: f.NullMessage})
		}
	}
	return out
}

func bodyKind(f catalog.Field) BodyKind {
	switch f.Kind {
	case catalog.BoolKind:
		return BoolValue
	case catalog.PriceKind:
		return RequiredNumberValue
	case catalog.NumberKind, catalog.WholeKind:
		switch {
		case f.NullMessage != "":
			return RequiredNumberValue
		case f.Nullable:
			return NullableNumberValue
		case f.Kind == catalog.WholeKind:
			return WholeNumberValue
		}
		return RequiredNumberValue
	case catalog.TextListKind, catalog.RelationListKind:
		return TextListValue
	case catalog.DateTimeKind:
		return DateTimeValue
	case catalog.TextMapKind:
		return TextMapValue
	case catalog.JSONKind:
		return JSONValue
	}
	return TextValue
}
