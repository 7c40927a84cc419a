package hooks

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// registerMedia binds uploads, the file manager, hero videos, sitemap and storage checks.
func registerMedia(app core.App, r *router.Router[*core.RequestEvent], staff, system *router.RouterGroup[*core.RequestEvent]) {
}
