package hooks

import (
	"net/url"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

type locationJSON struct {
	ID          string  `json:"id"`
	Name        string  `json:"name"`
	Description string  `json:"description"`
	Address     string  `json:"address"`
	City        string  `json:"city"`
	State       string  `json:"state"`
	Zip         string  `json:"zip"`
	Phone       string  `json:"phone"`
	Hours       string  `json:"hours"`
	MapURL      string  `json:"mapUrl"`
	WebsiteURL  *string `json:"websiteUrl"`
	Image       *string `json:"image"`
	Featured    bool    `json:"featured"`
	CreatedAt   string  `json:"createdAt"`
	UpdatedAt   string  `json:"updatedAt"`
}

func locationToJSON(rec *core.Record) locationJSON {
	return locationJSON{
		ID:          rec.Id,
		Name:        rec.GetString("name"),
		Description: rec.GetString("description"),
		Address:     rec.GetString("address"),
		City:        rec.GetString("city"),
		State:       rec.GetString("state"),
		Zip:         rec.GetString("zip"),
		Phone:       rec.GetString("phone"),
		Hours:       rec.GetString("hours"),
		MapURL:      rec.GetString("mapUrl"),
		WebsiteURL:  optionalText(rec, "websiteUrl"),
		Image:       optionalText(rec, "image"),
		Featured:    rec.GetBool("featured"),
		CreatedAt:   isoTime(rec, "createdAt"),
		UpdatedAt:   isoTime(rec, "updatedAt"),
	}
}

func locationsToJSON(_ core.App, records []*core.Record) ([]any, error) {
	out := make([]any, len(records))
	for i, rec := range records {
		out[i] = locationToJSON(rec)
	}
	return out, nil
}

func registerLocations(app core.App, public publicRoutes, staff *router.RouterGroup[*core.RequestEvent]) {
	public.json("/api/locations", []string{"locations"}, func(e *core.RequestEvent) (any, error) {
		records := []*core.Record{}
		if err := e.App.RecordQuery("locations").OrderBy("featured DESC", "name ASC", "id ASC").All(&records); err != nil {
			return nil, err
		}
		out := make([]locationJSON, len(records))
		for i, rec := range records {
			out[i] = locationToJSON(rec)
		}
		return out, nil
	})

	locations := &adminResource{
		name:         "locations",
		collection:   "locations",
		what:         "Location",
		searchFields: []string{"name", "city", "address", "description"},
		defaultSort:  "name ASC",
		toJSON:       locationsToJSON,
		apply:        applyLocation,
	}
	locations.register(staff)
}

// applyLocation checks a partner location. The spec sets only the URL rules; name and
// the address lines are required too, since the storefront's cards and directions need
// them. A blank mapUrl is filled with a map search for the address.
func applyLocation(_ core.App, rec *core.Record, body jsonBody, creating bool) *fieldErrors {
	errs := &fieldErrors{}
	required := []struct{ field, message string }{
		{"name", "Name is required"},
		{"address", "Address is required"},
		{"city", "City is required"},
		{"state", "State is required"},
		{"zip", "ZIP code is required"},
	}
	for _, f := range required {
		if creating && !body.has(f.field) {
			body[f.field] = []byte(`null`)
		}
		applyText(rec, body, errs, f.field, f.message, 300)
	}
	applyOptionalText(rec, body, errs, "description", 5000)
	applyOptionalText(rec, body, errs, "phone", 50)
	applyOptionalText(rec, body, errs, "hours", 2000)
	applyURL(rec, body, errs, "mapUrl", catalog.IsValidURL)
	applyURL(rec, body, errs, "websiteUrl", catalog.IsValidURL)
	applyImage(rec, body, errs, "image")
	applyBool(rec, body, errs, "featured")
	if rec.GetString("mapUrl") == "" && !errs.has("mapUrl") {
		rec.Set("mapUrl", mapSearchURL(rec))
	}
	return errs
}

func mapSearchURL(rec *core.Record) string {
	address := strings.Join([]string{rec.GetString("name"), rec.GetString("address"), rec.GetString("city"), rec.GetString("state") + " " + rec.GetString("zip")}, ", ")
	return "https://www.google.com/maps/search/?api=1&query=" + url.QueryEscape(address)
}
