package main

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// The registry says which collections' fields the apps' forms read (catalog.Forms),
// under their TypeScript names: the back office's (catalog.StaffFormSchemas) go to
// generated.ts, the visitors' forms' (catalog.VisitorFormSchemas) beside the messages
// (messagesOut), out of the storefront's first script.

var kindNames = map[catalog.FieldKind]string{
	catalog.TextKind: "text", catalog.BoolKind: "bool", catalog.NumberKind: "number", catalog.PriceKind: "price",
	catalog.WholeKind: "whole", catalog.TextListKind: "textList", catalog.DateTimeKind: "dateTime", catalog.JSONKind: "json",
	catalog.TextMapKind: "textMap", catalog.RelationListKind: "relationList", catalog.FileKind: "file",
}

// schemaField is a field as the apps see it; zero values are left out.
type schemaField struct {
	Kind        string `json:"kind"`
	Label       string `json:"label"`
	Nullable    bool   `json:"nullable,omitempty"`
	Min         *int   `json:"min,omitempty"`
	Max         int    `json:"max,omitempty"`
	TooShort    string `json:"tooShort,omitempty"`
	TooLong     string `json:"tooLong,omitempty"`
	Shown       int    `json:"shown,omitempty"`
	Required    string `json:"required,omitempty"`
	TypeMessage string `json:"typeMessage,omitempty"`
	NullMessage string `json:"nullMessage,omitempty"`
	Copy        bool   `json:"copy,omitempty"` // a public text the copy check reads
	Markdown    bool   `json:"markdown,omitempty"`
}

// writeSchema writes `<name>Fields` (each field's kind, label, limits and messages) and
// `<name>Defaults`, the values a form for a new record starts with.
func writeSchema(b *bytes.Buffer, name string, s *catalog.Schema) error {
	fmt.Fprintf(b, "/** The %s collection's fields (backend/catalog's schema): kind, label, limits, messages. */\n", s.Collection)
	fmt.Fprintf(b, "export const %sFields = {\n", name)
	for _, f := range s.Fields {
		raw, err := json.Marshal(schemaField{kindNames[f.Kind], f.Label, f.Nullable, least(f), f.Max, f.TooShort, f.TooLong, f.Shown, f.Required, f.TypeMessage, f.NullMessage, f.Copy, f.Markdown})
		if err != nil {
			return err
		}
		fmt.Fprintf(b, "  %s: %s,\n", f.Name, raw)
	}
	b.WriteString("} as const;\n\n")
	fmt.Fprintf(b, "/** A new %s record's values in a form: the schema's defaults, else empty. */\n", s.Collection)
	fmt.Fprintf(b, "export const %sDefaults = {\n", name)
	for _, f := range s.Fields {
		if f.Fixed {
			continue
		}
		raw, err := json.Marshal(formDefault(f))
		if err != nil {
			return err
		}
		cast := ""
		switch f.Kind {
		case catalog.TextListKind, catalog.RelationListKind:
			cast = " as string[]"
		case catalog.TextMapKind:
			cast = " as Record<string, string>"
		}
		fmt.Fprintf(b, "  %s: %s%s,\n", f.Name, raw, cast)
	}
	b.WriteString("};\n\n")
	return nil
}

// least is a field's Min where it has one: a text's above 0, a whole number's whenever it
// has a range (0 is a bound there).
func least(f catalog.Field) *int {
	if f.Min != 0 || (f.Kind == catalog.WholeKind && f.Max > 0) {
		return &f.Min
	}
	return nil
}

func formDefault(f catalog.Field) any {
	switch {
	case f.FormDefault != nil:
		return f.FormDefault
	case f.Default != nil:
		return f.Default
	}
	switch f.Kind {
	case catalog.TextKind:
		if f.Nullable {
			return nil
		}
		return ""
	case catalog.BoolKind:
		return false
	case catalog.WholeKind:
		return 0
	case catalog.TextListKind, catalog.RelationListKind:
		return []string{}
	case catalog.TextMapKind:
		return map[string]string{}
	}
	return nil
}
