// Package migrations defines every collection, index and API rule, and the settings'
// first values: the schema only. The demo content is data (backend/demo), loaded on
// request. Each file registers one migration; they run in file-name order on start.
package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// productCategories is the spec's category list, in the spec's order.
var productCategories = []string{"Flower", "Edibles", "Concentrates", "Pre-Rolls", "Swag", "Accessories", "Tinctures", "Topicals"}

// publicRead lets visitors list and view a collection (PocketBase API and realtime);
// create, update and delete stay nil: superusers only, staff write through /api/admin.
func publicRead(c *core.Collection, rule string) {
	c.ListRule = types.Pointer(rule)
	c.ViewRule = types.Pointer(rule)
}

func timestamps(c *core.Collection) {
	c.Fields.Add(
		&core.AutodateField{Name: "createdAt", OnCreate: true},
		&core.AutodateField{Name: "updatedAt", OnCreate: true, OnUpdate: true},
	)
}
