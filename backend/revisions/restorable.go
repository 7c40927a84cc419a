package revisions

import "github.com/hudsonvalley/farmsite/backend/catalog"

// Restorable tells whether a restore brings back field of collection: the fields a
// staff save sets do (issue 35: a restore is a save by the person who makes it, with
// its rules and permissions); those the server or a screen of their own sets keep their
// current values: the owner's review with counsel, the copy check's terms, the
// two-factor policy, the retention, the trusted proxies, a variant's product.
// The fields a staff save sets are the registered schema's (its Internal fields are the
// server's own).
func Restorable(collection, field string) bool {
	c, ok := catalog.Registered(collection)
	if !ok {
		return false
	}
	for _, f := range c.Schema.Fields {
		if f.Name == field {
			return !f.Fixed && !f.Visitor
		}
	}
	return false
}
