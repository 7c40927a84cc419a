package web

import (
	"slices"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

func bodyNames(fields []BodyField) []string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.Name
	}
	return names
}

// Staff set what a schema lets them (an order's status), never what the visitor wrote or
// what the server made; a visitor's form sends only the visitor's fields.
func TestStaffAndVisitorBodiesComeFromTheSchema(t *testing.T) {
	if got := bodyNames(SchemaBody(&catalog.OrderSchema)); !slices.Equal(got, []string{"status"}) {
		t.Errorf("staff's order body: %v", got)
	}
	if got := bodyNames(VisitorBody(&catalog.OrderSchema)); !slices.Equal(got, []string{"name", "email", "phone", "fulfillment", "street", "street2", "city", "state", "zip", "note"}) {
		t.Errorf("the order form's body: %v", got)
	}
	if got := bodyNames(SchemaBody(&catalog.ContactMessageSchema)); !slices.Equal(got, []string{"read", "handled"}) {
		t.Errorf("staff's contact message body: %v", got)
	}
	staff := SchemaBody(&catalog.StaffSchema)
	if got := bodyNames(staff); !slices.Equal(got, []string{"username", "email", "notifyContact", "notifyOrders", "disabled"}) {
		t.Errorf("staff account body: %v", got)
	}
	if staff[0].Kind != TextValue || staff[0].TypeMessage != catalog.MsgUsernameRequired || staff[2].Kind != BoolValue {
		t.Errorf("staff account body's kinds and messages: %+v", staff)
	}
	if got := bodyNames(SchemaBody(&catalog.PrivateSettingsSchema)); slices.Contains(got, "trustedProxies") || len(got) != 8 {
		t.Errorf("the notification settings' body: %v", got)
	}
}
