package hooks

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func registerSite(app core.App, r *router.Router[*core.RequestEvent]) {
}
