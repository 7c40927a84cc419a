package catalog

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

var _ = Register(Collection{
	Schema: &LocationSchema, Record: "Location", Dates: CreatedAndUpdated, Forms: StaffForms(),
	Label: labelOf(LocationFieldName), Log: Logged(), Revisions: KeepsRevisions("locations"),
	Public:  FeedsPublic("the locations page, the about page, the product pages' where to buy"),
	Uploads: []Upload{{Field: LocationFieldImage, Holds: UploadAddress, Image: true, Place: "location", What: "Location", NameField: LocationFieldName}},
	Rules: &Rules{
		Prepare: func(_ core.App, r *core.Record) { PrepareLocation(r) },
		Missing: map[string]string{CarriedProductsField: "A chosen product no longer exists"},
	},
	Copy: &CopyReading{Screen: "locations"},
})

// LocationSchema declares a partner location's fields, in the order its rules check
// them: what a partner's card and directions need is required (the spec sets only the
// URL rules); a blank mapUrl is filled with a map search for the address.
var LocationSchema = Schema{Collection: LocationsCollection, Fields: []Field{
	requiredLocationText("name", "Name", MsgNameRequired),
	requiredLocationText("address", "Address", MsgAddressRequired),
	requiredLocationText("city", "City", MsgCityRequired),
	requiredLocationText("state", "State", MsgStateRequired),
	requiredLocationText("zip", "ZIP code", MsgZipRequired),
	{Name: "description", Kind: TextKind, Label: "Description", Max: 5000, TypeMessage: "Must be text", Copy: true},
	{Name: "phone", Kind: TextKind, Label: "Phone", Max: 50, TypeMessage: "Must be text"},
	{Name: "hours", Kind: TextKind, Label: "Hours", Max: 2000, TypeMessage: "Must be text"},
	{Name: "mapUrl", Kind: TextKind, Label: "Map link", TypeMessage: MsgInvalidURL, Check: checkWebLink},
	coordinateField("latitude", "Latitude"),
	coordinateField("longitude", "Longitude"),
	{Name: "websiteUrl", Kind: TextKind, Nullable: true, Label: "Website", TypeMessage: MsgInvalidURL, Check: checkWebLink},
	{Name: "licenseNumber", Kind: TextKind, Nullable: true, Label: "OCM license number", Max: MaxLicenseNumber, TypeMessage: "Must be text", Check: checkLicenseNumber},
	{Name: "image", Kind: TextKind, Nullable: true, Label: "Image", TypeMessage: "Invalid image path", Check: checkImage},
	{Name: "featured", Kind: BoolKind, Label: "Featured", TypeMessage: "Must be true or false"},
	{Name: CarriedProductsField, Kind: RelationListKind, Label: "Products carried", TypeMessage: "Must be a list of product ids", Check: checkCarriedProducts},
	copyReviewField,
}}

func requiredLocationText(name, label, message string) Field {
	return Field{Name: name, Kind: TextKind, Label: label, Max: 300, Required: message, TypeMessage: message}
}

func coordinateField(name, label string) Field {
	return Field{Name: name, Kind: NumberKind, Nullable: true, Label: label, TypeMessage: coordinateTypeMessage(label), Check: checkCoordinate}
}

func coordinateTypeMessage(label string) string { return label + " must be a number" }

func checkWebLink(r Record, p *Problems, field string) { checkLink(r, p, field, IsValidURL) }

// CarriedProductsField is the relation from a partner location to the products it
// carries (issue 29's "Where to buy"). It is kept on the location: what a partner
// stocks is the partner's fact, and products, saved far more often, stay as they are.
const CarriedProductsField = "products"

// MaxCarriedProducts bounds one partner's list (the migration's MaxSelect is the same).
const MaxCarriedProducts = 1000

// MaxLicenseNumber is the longest OCM license number kept.
const MaxLicenseNumber = 40

// licenseNumberPattern is the shape of the New York Office of Cannabis Management's
// license numbers: OCM-, then letters, digits and hyphens (OCM-CAURD-22-000001).
var licenseNumberPattern = regexp.MustCompile(`^OCM-[A-Z0-9]+(?:-[A-Z0-9]+)*$`)

// LicenseNumberProblem is the message for a license number not in the OCM's shape
// (after PrepareLocation put it in capitals), or "" (blank is allowed).
func LicenseNumberProblem(number string) string {
	if number == "" || licenseNumberPattern.MatchString(number) {
		return ""
	}
	return "An OCM license number starts with OCM- and holds only letters, digits and hyphens"
}

func checkLicenseNumber(r Record, p *Problems, field string) {
	if problem := LicenseNumberProblem(r.GetString(field)); problem != "" {
		p.Add(field, problem)
	}
}

// checkCoordinate refuses a coordinate that is not a number or out of range, and on the
// longitude a point with only one of the two.
func checkCoordinate(r Record, p *Problems, field string) {
	v, isNull, ok := nullableNumber(r, field)
	switch {
	case !ok:
		p.Add(field, coordinateTypeMessage(strings.ToUpper(field[:1])+field[1:]))
	case !isNull:
		if problem := CoordinateProblem(field, v); problem != "" {
			p.Add(field, problem)
		}
	}
	if field != LocationFieldLongitude || p.Has("latitude") || p.Has("longitude") {
		return
	}
	_, latNull, _ := nullableNumber(r, LocationFieldLatitude)
	if latNull != isNull {
		missing := "latitude"
		if isNull {
			missing = "longitude"
		}
		p.Add(missing, "Enter both latitude and longitude, or neither")
	}
}

func checkCarriedProducts(r Record, p *Problems, field string) {
	if len(r.GetStringSlice(field)) > MaxCarriedProducts {
		p.Add(field, "A partner can carry at most "+strconv.Itoa(MaxCarriedProducts)+" products")
	}
}

// PrepareLocation trims the texts, puts the image and the license number in their one
// form, fills a blank mapUrl with a map search for the address, and blank coordinates
// with the point the map link carries (coordinates typed in are kept).
func PrepareLocation(r Record) {
	LocationSchema.trimTexts(r)
	normalizeImage(r, LocationFieldImage)
	r.Set(LocationFieldLicenseNumber, strings.ToUpper(r.GetString(LocationFieldLicenseNumber)))
	if r.GetString(LocationFieldMapURL) == "" {
		r.Set(LocationFieldMapURL, MapSearchURL(r.GetString(LocationFieldName), r.GetString(LocationFieldAddress), r.GetString(LocationFieldCity), r.GetString(LocationFieldState), r.GetString(LocationFieldZip)))
	}
	_, latNull, _ := nullableNumber(r, LocationFieldLatitude)
	_, lngNull, _ := nullableNumber(r, LocationFieldLongitude)
	if c, ok := MapLinkCoordinates(r.GetString(LocationFieldMapURL)); ok && latNull && lngNull {
		r.Set(LocationFieldLatitude, c.Latitude)
		r.Set(LocationFieldLongitude, c.Longitude)
	}
}

// CheckLocation applies the location rules.
func CheckLocation(r Record) *Problems { return LocationSchema.Check(r) }

// MapSearchURL is a map search for a place.
func MapSearchURL(name, address, city, state, zip string) string {
	place := strings.Join([]string{name, address, city, state + " " + zip}, ", ")
	return "https://www.google.com/maps/search/?api=1&query=" + url.QueryEscape(place)
}
