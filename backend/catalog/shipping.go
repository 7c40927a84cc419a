package catalog

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// How a merchandise order reaches its customer (OrderFulfillments): shipped to a US
// address, or picked up at the farm.
const (
	FulfillmentShipping = "shipping"
	FulfillmentPickup   = "pickup"
)

// OrderFulfillments are the choices of the order form, in its order.
var OrderFulfillments = []string{FulfillmentShipping, FulfillmentPickup}

// Limits of a shipping address: a street line as the USPS prints it on a label, a city's
// name.
const (
	MaxStreetLine = 100
	MaxCity       = 50
)

// ZipPattern is a ZIP code (12401) or a ZIP+4 (12401-1234); CityPattern a city's name:
// letters of any script, then letters, spaces, periods, apostrophes and hyphens
// ("St. Mary's", "Wilkes-Barre", "Peña Blanca").
const (
	ZipPattern  = `^[0-9]{5}(?:-[0-9]{4})?$`
	CityPattern = `^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$`
)

var (
	zipFormat  = regexp.MustCompile(ZipPattern)
	cityFormat = regexp.MustCompile(CityPattern)
)

// USState is a state, district, territory or military "state" a US address may name,
// by its USPS code.
type USState struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// USStates are the USPS codes an address may carry (USPS Publication 28, appendix B),
// in the order of their names.
var USStates = []USState{
	{"AL", "Alabama"}, {"AK", "Alaska"}, {"AS", "American Samoa"}, {"AZ", "Arizona"}, {"AR", "Arkansas"},
	{"AA", "Armed Forces Americas"}, {"AE", "Armed Forces Europe"}, {"AP", "Armed Forces Pacific"},
	{"CA", "California"}, {"CO", "Colorado"}, {"CT", "Connecticut"}, {"DE", "Delaware"},
	{"DC", "District of Columbia"}, {"FL", "Florida"}, {"GA", "Georgia"}, {"GU", "Guam"}, {"HI", "Hawaii"},
	{"ID", "Idaho"}, {"IL", "Illinois"}, {"IN", "Indiana"}, {"IA", "Iowa"}, {"KS", "Kansas"},
	{"KY", "Kentucky"}, {"LA", "Louisiana"}, {"ME", "Maine"}, {"MD", "Maryland"}, {"MA", "Massachusetts"},
	{"MI", "Michigan"}, {"MN", "Minnesota"}, {"MS", "Mississippi"}, {"MO", "Missouri"}, {"MT", "Montana"},
	{"NE", "Nebraska"}, {"NV", "Nevada"}, {"NH", "New Hampshire"}, {"NJ", "New Jersey"}, {"NM", "New Mexico"},
	{"NY", "New York"}, {"NC", "North Carolina"}, {"ND", "North Dakota"}, {"MP", "Northern Mariana Islands"},
	{"OH", "Ohio"}, {"OK", "Oklahoma"}, {"OR", "Oregon"}, {"PA", "Pennsylvania"}, {"PR", "Puerto Rico"},
	{"RI", "Rhode Island"}, {"SC", "South Carolina"}, {"SD", "South Dakota"}, {"TN", "Tennessee"},
	{"TX", "Texas"}, {"VI", "U.S. Virgin Islands"}, {"UT", "Utah"}, {"VT", "Vermont"}, {"VA", "Virginia"},
	{"WA", "Washington"}, {"WV", "West Virginia"}, {"WI", "Wisconsin"}, {"WY", "Wyoming"},
}

// IsUSState tells a USPS code of USStates.
func IsUSState(code string) bool {
	return slices.ContainsFunc(USStates, func(s USState) bool { return s.Code == code })
}

// The order's delivery and its shipping address, in the order the form asks for them.
// The address is required of an order to be shipped, and dropped from one picked up.
var (
	fulfillmentField = Field{Name: "fulfillment", Kind: TextKind, Label: "Delivery", Visitor: true,
		TypeMessage: MsgFulfillmentRequired, Check: checkFulfillment}
	shippingFields = []Field{
		{Name: "street", Kind: TextKind, Label: "Street address", Visitor: true, Personal: true, Max: MaxStreetLine, TooLong: MsgStreetTooLong,
			TypeMessage: MsgStreetRequired, Check: checkStreet},
		{Name: "street2", Kind: TextKind, Label: "Apartment, suite, unit (optional)", Visitor: true, Personal: true, Max: MaxStreetLine, TooLong: MsgStreetTooLong,
			TypeMessage: MsgInvalidStreet, Check: checkStreet2},
		{Name: "city", Kind: TextKind, Label: "City", Visitor: true, Personal: true, Max: MaxCity, TooLong: MsgCityTooLong,
			TypeMessage: MsgCityRequired, Check: checkCity},
		{Name: "state", Kind: TextKind, Label: "State", Visitor: true, Personal: true, TypeMessage: MsgStateRequired, Check: checkState},
		{Name: "zip", Kind: TextKind, Label: "ZIP code", Visitor: true, Personal: true, TypeMessage: MsgZipRequired, Check: checkZip},
	}
)

// ShippingAddressFields are the address's fields by name, in the form's order.
func ShippingAddressFields() []string {
	names := make([]string, len(shippingFields))
	for i, f := range shippingFields {
		names[i] = f.Name
	}
	return names
}

// prepareShippingAddress writes the state in capitals, and drops the address of an order
// picked up at the farm (the form may have sent what was typed before the choice).
func prepareShippingAddress(r Record) {
	if r.GetString(fulfillmentField.Name) == FulfillmentPickup {
		for _, f := range shippingFields {
			if r.GetString(f.Name) != "" {
				r.Set(f.Name, "")
			}
		}
		return
	}
	if state := r.GetString("state"); state != strings.ToUpper(state) {
		r.Set("state", strings.ToUpper(state))
	}
}

// A new order says how it is delivered; an order placed before the choice existed has none.
func checkFulfillment(r Record, p *Problems, field string) {
	v := r.GetString(field)
	if slices.Contains(OrderFulfillments, v) || (v == "" && !r.IsNew()) {
		return
	}
	p.Add(field, MsgFulfillmentRequired)
}

func shipped(r Record) bool { return r.GetString(fulfillmentField.Name) == FulfillmentShipping }

func checkStreet(r Record, p *Problems, field string) {
	switch v := r.GetString(field); {
	case v == "" && shipped(r):
		p.Add(field, MsgStreetRequired)
	case v != "" && !IsAddressLine(v):
		p.Add(field, MsgInvalidStreet)
	}
}

func checkStreet2(r Record, p *Problems, field string) {
	if v := r.GetString(field); v != "" && !IsAddressLine(v) {
		p.Add(field, MsgInvalidStreet)
	}
}

func checkCity(r Record, p *Problems, field string) {
	switch v := r.GetString(field); {
	case v == "" && shipped(r):
		p.Add(field, MsgCityRequired)
	case v != "" && !cityFormat.MatchString(v):
		p.Add(field, MsgInvalidCity)
	}
}

func checkState(r Record, p *Problems, field string) {
	switch v := r.GetString(field); {
	case v == "" && shipped(r):
		p.Add(field, MsgStateRequired)
	case v != "" && !IsUSState(v):
		p.Add(field, MsgInvalidState)
	}
}

func checkZip(r Record, p *Problems, field string) {
	switch v := r.GetString(field); {
	case v == "" && shipped(r):
		p.Add(field, MsgZipRequired)
	case v != "" && !zipFormat.MatchString(v):
		p.Add(field, MsgInvalidZip)
	}
}

// IsAddressLine tells a street line a label can carry: on one line (no control
// characters), with at least a letter or a digit.
func IsAddressLine(line string) bool {
	return !strings.ContainsFunc(line, unicode.IsControl) && strings.ContainsFunc(line, func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsDigit(r)
	})
}

// ShippingAddressLines are an order's address as a label prints it: the street lines,
// then "City, ST 12345"; none for an order not shipped.
func ShippingAddressLines(o Order) []string {
	if o.Fulfillment != FulfillmentShipping {
		return []string{}
	}
	lines := []string{o.Street}
	if o.Street2 != "" {
		lines = append(lines, o.Street2)
	}
	return append(lines, o.City+", "+o.State+" "+o.Zip)
}
