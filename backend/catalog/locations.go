package catalog

import (
	"net/url"
	"strings"
)

// locationRequired are the fields a partner's card and directions need, with their
// messages (the spec sets only the URL rules).
var locationRequired = []struct{ field, message string }{
	{"name", "Name is required"},
	{"address", "Address is required"},
	{"city", "City is required"},
	{"state", "State is required"},
	{"zip", "ZIP code is required"},
}

// PrepareLocation trims the texts, puts the image in its one form and fills a blank
// mapUrl with a map search for the address.
func PrepareLocation(r Record) {
	trim(r, "name", "description", "address", "city", "state", "zip", "phone", "hours", "mapUrl", "websiteUrl", "image")
	normalizeImage(r, "image")
	if r.GetString("mapUrl") == "" {
		r.Set("mapUrl", MapSearchURL(r.GetString("name"), r.GetString("address"), r.GetString("city"), r.GetString("state"), r.GetString("zip")))
	}
}

// CheckLocation applies the location rules.
func CheckLocation(r Record) *Problems {
	p := &Problems{}
	for _, f := range locationRequired {
		requiredText(r, p, f.field, f.message, 300)
	}
	optionalText(r, p, "description", 5000)
	optionalText(r, p, "phone", 50)
	optionalText(r, p, "hours", 2000)
	checkLink(r, p, "mapUrl", IsValidURL)
	checkLink(r, p, "websiteUrl", IsValidURL)
	checkImage(r, p, "image")
	return p
}

// MapSearchURL is a map search for a place.
func MapSearchURL(name, address, city, state, zip string) string {
	place := strings.Join([]string{name, address, city, state + " " + zip}, ", ")
	return "https://www.google.com/maps/search/?api=1&query=" + url.QueryEscape(place)
}
