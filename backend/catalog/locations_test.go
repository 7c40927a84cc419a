package catalog

import (
	"maps"
	"slices"
	"strconv"
	"testing"
)

// locationRecord is a location's fields as PocketBase's record gives them: texts, the
// coordinates as their JSON ("" unset) and the relation as a list of ids.
type locationRecord map[string]any

func (r locationRecord) GetString(field string) string {
	s, _ := r[field].(string)
	return s
}
func (r locationRecord) GetFloat(string) float64 { return 0 }
func (r locationRecord) GetInt(string) int       { return 0 }
func (r locationRecord) GetBool(string) bool     { return false }
func (r locationRecord) GetStringSlice(field string) []string {
	ids, _ := r[field].([]string)
	return ids
}
func (r locationRecord) Set(field string, value any) {
	if f, ok := value.(float64); ok {
		value = strconv.FormatFloat(f, 'f', -1, 64)
	}
	r[field] = value
}
func (r locationRecord) UnmarshalJSONField(string, any) error { return nil }
func (r locationRecord) IsNew() bool                          { return true }

func newLocation(fields map[string]any) locationRecord {
	r := locationRecord{
		"name": "Saugerties Green", "address": "12 Partition Street", "city": "Saugerties", "state": "NY", "zip": "12477",
		"mapUrl": "https://www.google.com/maps/place/Saugerties+Green/@42.0773,-73.9529,17z",
	}
	maps.Copy(r, fields)
	return r
}

func TestALocationTakesItsCoordinatesFromItsMapLink(t *testing.T) {
	r := newLocation(nil)
	PrepareLocation(r)
	if r["latitude"] != "42.0773" || r["longitude"] != "-73.9529" {
		t.Errorf("coordinates from the link: %v, %v", r["latitude"], r["longitude"])
	}
	typed := newLocation(map[string]any{"latitude": "42.08", "longitude": "-73.95"})
	PrepareLocation(typed)
	if typed["latitude"] != "42.08" || typed["longitude"] != "-73.95" {
		t.Errorf("coordinates typed in are kept: %v, %v", typed["latitude"], typed["longitude"])
	}
	search := newLocation(map[string]any{"mapUrl": ""})
	PrepareLocation(search)
	if search["latitude"] != nil || search["longitude"] != nil {
		t.Errorf("a map search for the address carries no coordinates: %v, %v", search["latitude"], search["longitude"])
	}
}

func TestLocationRules(t *testing.T) {
	cases := []struct {
		about  string
		fields map[string]any
		want   map[string]string
	}{
		{"coordinates in range", map[string]any{"latitude": "-90", "longitude": "180"}, map[string]string{}},
		{"no coordinates", map[string]any{"mapUrl": "https://maps.example.org/x", "latitude": "null", "longitude": ""}, map[string]string{}},
		{"latitude out of range", map[string]any{"latitude": "90.5", "longitude": "-73.9"}, map[string]string{"latitude": "Latitude must be between -90 and 90"}},
		{"longitude out of range", map[string]any{"latitude": "41", "longitude": "-180.01"}, map[string]string{"longitude": "Longitude must be between -180 and 180"}},
		{"a coordinate that is no number", map[string]any{"latitude": `"north"`, "longitude": "-73.9"}, map[string]string{"latitude": "Latitude must be a number"}},
		{"only a latitude", map[string]any{"mapUrl": "https://maps.example.org/x", "latitude": "41"}, map[string]string{"longitude": "Enter both latitude and longitude, or neither"}},
		{"only a longitude", map[string]any{"mapUrl": "https://maps.example.org/x", "longitude": "-73"}, map[string]string{"latitude": "Enter both latitude and longitude, or neither"}},
		{"an OCM license number, in capitals", map[string]any{"licenseNumber": " ocm-caurd-22-000173 "}, map[string]string{}},
		{"a license number of another shape", map[string]any{"licenseNumber": "NY 12345"},
			map[string]string{"licenseNumber": "An OCM license number starts with OCM- and holds only letters, digits and hyphens"}},
		{"a license number too long", map[string]any{"licenseNumber": "OCM-" + string(slices.Repeat([]byte("A"), 40))}, map[string]string{"licenseNumber": "Must be at most 40 characters"}},
		{"too many products", map[string]any{"products": slices.Repeat([]string{"p"}, MaxCarriedProducts+1)},
			map[string]string{"products": "A partner can carry at most 1000 products"}},
	}
	for _, c := range cases {
		r := newLocation(c.fields)
		PrepareLocation(r)
		if got := problemMap(CheckLocation(r)); !maps.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.about, got, c.want)
		}
	}
	r := newLocation(map[string]any{"licenseNumber": " ocm-caurd-22-000173 "})
	PrepareLocation(r)
	if r["licenseNumber"] != "OCM-CAURD-22-000173" {
		t.Errorf("license number kept as %q", r["licenseNumber"])
	}
}
