package signin

import (
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// StaffAuthClosedMessage answers every PocketBase auth route of the staff collection.
const StaffAuthClosedMessage = "Staff accounts are managed in the back office: sign in at /adminlogin, and ask an owner to change a password or an email."

// collectionRoutes is the start of the routes PocketBase binds per collection; past it
// come its records (CRUD, which the collection's rules guard) and its auth routes.
const collectionRoutes = "/api/collections/{collection}/"

// CloseStaffAuthRoutes refuses PocketBase's auth routes for the staff collection, for
// everyone: sign-in (password, OTP, OAuth2, refresh, impersonation), the emails it sends
// (verification, password reset, email change, one-time codes) and their confirmations.
// Staff sign in through /api/admin/login; owners manage accounts in the back office.
// The refusal comes before PocketBase reads the body or looks anyone up, so it is the
// same for every address and sends nothing.
func CloseStaffAuthRoutes(r *router.Router[*core.RequestEvent]) {
	r.Bind(&hook.Handler[*core.RequestEvent]{
		Id: "farmsiteStaffAuthClosed",
		Func: func(e *core.RequestEvent) error {
			if isStaffAuthRoute(e) {
				return web.Forbidden(StaffAuthClosedMessage)
			}
			return e.Next()
		},
	})
}

// isStaffAuthRoute tells whether the request matched one of PocketBase's auth routes
// (any route under a collection but its records) with the staff collection.
func isStaffAuthRoute(e *core.RequestEvent) bool {
	_, path, _ := strings.Cut(e.Request.Pattern, " ")
	rest, ok := strings.CutPrefix(path, collectionRoutes)
	if !ok || rest == "records" || strings.HasPrefix(rest, "records/") {
		return false
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection"))
	return err == nil && collection.Name == catalog.StaffCollection
}
