package catalog

import (
	"net/url"
	"strings"
)

// LocationSchema declares a partner location's fields, in the order its rules check
// them: what a partner's card and directions need is required (the spec sets only the
// URL rules); a blank mapUrl is filled with a map search for the address.
var LocationSchema = Schema{Collection: LocationsCollection, Fields: []Field{
	requiredLocationText("name", "Name", MsgNameRequired),
	requiredLocationText("address", "Address", MsgAddressRequired),
	requiredLocationText("city", "City", MsgCityRequired),
	requiredLocationText("state", "State", MsgStateRequired),
	requiredLocationText("zip", "ZIP code", MsgZipRequired),
	{Name: "description", Kind: TextKind, Label: "Description", Max: 5000, TypeMessage: "Must be text"},
	{Name: "phone", Kind: TextKind, Label: "Phone", Max: 50, TypeMessage: "Must be text"},
	{Name: "hours", Kind: TextKind, Label: "Hours", Max: 2000, TypeMessage: "Must be text"},
	{Name: "mapUrl", Kind: TextKind, Label: "Map link", TypeMessage: MsgInvalidURL, Check: checkWebLink},
	{Name: "websiteUrl", Kind: TextKind, Nullable: true, Label: "Website", TypeMessage: MsgInvalidURL, Check: checkWebLink},
	{Name: "image", Kind: TextKind, Nullable: true, Label: "Image", TypeMessage: "Invalid image path", Check: checkImage},
	{Name: "featured", Kind: BoolKind, Label: "Featured", TypeMessage: "Must be true or false"},
}}

func requiredLocationText(name, label, message string) Field {
	return Field{Name: name, Kind: TextKind, Label: label, Max: 300, Required: message, TypeMessage: message}
}

func checkWebLink(r Record, p *Problems, field string) { checkLink(r, p, field, IsValidURL) }

// PrepareLocation trims the texts, puts the image in its one form and fills a blank
// mapUrl with a map search for the address.
func PrepareLocation(r Record) {
	LocationSchema.trimTexts(r)
	normalizeImage(r, "image")
	if r.GetString("mapUrl") == "" {
		r.Set("mapUrl", MapSearchURL(r.GetString("name"), r.GetString("address"), r.GetString("city"), r.GetString("state"), r.GetString("zip")))
	}
}

// CheckLocation applies the location rules.
func CheckLocation(r Record) *Problems { return LocationSchema.Check(r) }

// MapSearchURL is a map search for a place.
func MapSearchURL(name, address, city, state, zip string) string {
	place := strings.Join([]string{name, address, city, state + " " + zip}, ", ")
	return "https://www.google.com/maps/search/?api=1&query=" + url.QueryEscape(place)
}
