package hooks

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func registerVariants(app core.App, staff *router.RouterGroup[*core.RequestEvent]) {
}
