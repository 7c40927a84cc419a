package catalog

import (
	"net/url"
	"regexp"
	"strconv"
)

// Coordinates are a point on the map, in decimal degrees.
type Coordinates struct {
	Latitude  float64 `json:"latitude"`
	Longitude float64 `json:"longitude"`
}

// The ranges of a latitude and a longitude, in degrees.
const (
	MaxLatitude  = 90.0
	MaxLongitude = 180.0
)

// mapLinkPointParams are the query parameters a map link names its point by, in the
// order they are read: a search for a point (Google's ?q= and the Maps URLs' query=)
// says where the pin is, ll= (Apple Maps, older Google links) where the map is centred.
var mapLinkPointParams = []string{"q", "query", "ll"}

var (
	coordinatePair = regexp.MustCompile(`^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$`)
	// atPoint is Google's "/@41.9201,-73.9871,17z" in a place's path.
	atPoint = regexp.MustCompile(`/@(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)(?:[,/]|$)`)
)

// MapLinkCoordinates is the point an http(s) map link carries: ?q=lat,lng, query=lat,lng,
// ll=lat,lng or /@lat,lng (first found in that order); ok is false when it carries none
// or one out of range. packages/domain's coordinatesFromMapLink is its twin (the cases
// in testdata/rule_cases.json).
func MapLinkCoordinates(link string) (c Coordinates, ok bool) {
	if !IsValidURL(link) {
		return Coordinates{}, false
	}
	u, _ := url.Parse(link)
	query := u.Query()
	for _, param := range mapLinkPointParams {
		if m := coordinatePair.FindStringSubmatch(query.Get(param)); m != nil {
			return coordinatesOf(m[1], m[2])
		}
	}
	if m := atPoint.FindStringSubmatch(u.Path); m != nil {
		return coordinatesOf(m[1], m[2])
	}
	return Coordinates{}, false
}

func coordinatesOf(lat, lng string) (Coordinates, bool) {
	c := Coordinates{}
	c.Latitude, _ = strconv.ParseFloat(lat, 64)
	c.Longitude, _ = strconv.ParseFloat(lng, 64)
	if CoordinateProblem("latitude", c.Latitude) != "" || CoordinateProblem("longitude", c.Longitude) != "" {
		return Coordinates{}, false
	}
	return c, true
}

// CoordinateProblem is the message for a latitude or longitude (field) out of range, or "".
func CoordinateProblem(field string, v float64) string {
	limit, label := MaxLatitude, "Latitude"
	if field == "longitude" {
		limit, label = MaxLongitude, "Longitude"
	}
	if v < -limit || v > limit {
		return label + " must be between " + strconv.FormatFloat(-limit, 'f', -1, 64) + " and " + strconv.FormatFloat(limit, 'f', -1, 64)
	}
	return ""
}
