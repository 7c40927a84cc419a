package revisions

import "github.com/hudsonvalley/farmsite/backend/catalog"

// staffSchemas declare the fields a staff save sets, for each collection whose
// revisions are kept and for the variants kept with a product.
var staffSchemas = map[string]*catalog.Schema{
	catalog.ProductsCollection:        &catalog.ProductSchema,
	catalog.VariantsCollection:        &catalog.VariantSchema,
	catalog.BlogPostsCollection:       &catalog.BlogPostSchema,
	catalog.LocationsCollection:       &catalog.LocationSchema,
	catalog.SiteSettingsCollection:    &catalog.SiteSettingsSchema,
	catalog.PrivateSettingsCollection: &catalog.PrivateSettingsSchema,
}

// Restorable tells whether a restore brings back field of collection: the fields a
// staff save sets do (issue 35: a restore is a save by the person who makes it, with
// its rules and permissions); those the server or a screen of their own sets keep their
// current values: the owner's review with counsel, the copy check's terms, the
// two-factor policy, the retention, the trusted proxies, a variant's product.
func Restorable(collection, field string) bool {
	s := staffSchemas[collection]
	if s == nil {
		return false
	}
	for _, f := range s.Fields {
		if f.Name == field {
			return !f.Fixed && !f.Visitor
		}
	}
	return false
}
