package hooks

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// registerOrders binds the storefront's Swag order requests and their staff views.
func registerOrders(app core.App, r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent]) {
}
