package wholesale

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// buyerHandler is a buyer route: it is given the signed-in buyer's account.
type buyerHandler func(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error

// forBuyer hands a buyer route the account of the buyer that requireBuyer admitted (bind
// requireBuyer before it).
func forBuyer(next buyerHandler) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error { return next(e, signedInOf(e).account) }
}
