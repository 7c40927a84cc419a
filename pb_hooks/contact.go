package hooks

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func registerContact(app core.App, r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent]) {
}
