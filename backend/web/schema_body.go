package web

import "github.com/hudsonvalley/farmsite/backend/catalog"

// SchemaBody are the fields a staff request may set of a collection, from its schema:
// every field but the fixed ones, read by its kind.
func SchemaBody(s *catalog.Schema) []BodyField {
	var out []BodyField
	for _, f := range s.Fields {
		if !f.Fixed {
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
	}
	return TextValue
}
