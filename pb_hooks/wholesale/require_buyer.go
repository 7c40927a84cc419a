package wholesale

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
)

// The buyer routes' refusals.
const (
	msgSignInAsBuyer      = "Sign in as a buyer to see the wholesale menu"
	msgAccountNotApproved = "Your account is not approved for wholesale buying"
)

// buyerHandler is a buyer route: it is given the signed-in buyer's account.
type buyerHandler func(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error

// requireBuyer admits a request carrying PocketBase's token of a buyer (the buyers
// collection) whose account is approved, and answers no-store whatever it answers. The
// buyers' session check (buyer_sessions) takes its place when it is built.
func requireBuyer(next buyerHandler) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		e.Response.Header().Set("Cache-Control", "no-store")
		if e.Auth == nil || e.Auth.Collection().Name != catalog.BuyersCollection {
			return web.Unauthorized(msgSignInAsBuyer)
		}
		rec, err := e.App.FindRecordById(catalog.BuyerAccountsCollection, catalog.AsBuyer(e.Auth).Account())
		if err != nil {
			return web.Forbidden(msgAccountNotApproved)
		}
		account := catalog.AsBuyerAccount(rec)
		if account.Status() != catalog.AccountApproved {
			return web.Forbidden(msgAccountNotApproved)
		}
		return next(e, account)
	}
}
