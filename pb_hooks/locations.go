package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func locationToJSON(rec *core.Record) catalog.Location {
	return catalog.Location{
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
	public.json("/api/locations", []string{catalog.LocationsCollection}, func(e *core.RequestEvent) (any, error) {
		records := []*core.Record{}
		if err := e.App.RecordQuery(catalog.LocationsCollection).OrderBy("featured DESC", "name ASC", "id ASC").All(&records); err != nil {
			return nil, err
		}
		out := make([]catalog.Location, len(records))
		for i, rec := range records {
			out[i] = locationToJSON(rec)
		}
		return out, nil
	})

	locations := &adminResource{
		name:         "locations",
		collection:   catalog.LocationsCollection,
		what:         "Location",
		searchFields: []string{"name", "city", "address", "description"},
		defaultSort:  "name ASC",
		toJSON:       locationsToJSON,
		body:         locationBody,
	}
	locations.register(staff)
}

// locationBody are the fields staff set on a partner location; its rules fill a blank
// mapUrl with a map search for the address.
var locationBody = []web.BodyField{
	{Name: "name", Kind: web.TextValue, TypeMessage: "Name is required"},
	{Name: "address", Kind: web.TextValue, TypeMessage: "Address is required"},
	{Name: "city", Kind: web.TextValue, TypeMessage: "City is required"},
	{Name: "state", Kind: web.TextValue, TypeMessage: "State is required"},
	{Name: "zip", Kind: web.TextValue, TypeMessage: "ZIP code is required"},
	{Name: "description", Kind: web.TextValue, TypeMessage: "Must be text"},
	{Name: "phone", Kind: web.TextValue, TypeMessage: "Must be text"},
	{Name: "hours", Kind: web.TextValue, TypeMessage: "Must be text"},
	{Name: "mapUrl", Kind: web.TextValue, TypeMessage: "Must be a valid URL"},
	{Name: "websiteUrl", Kind: web.TextValue, TypeMessage: "Must be a valid URL"},
	{Name: "image", Kind: web.TextValue, TypeMessage: "Invalid image path"},
	{Name: "featured", Kind: web.BoolValue, TypeMessage: "Must be true or false"},
}
