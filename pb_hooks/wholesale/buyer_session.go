package wholesale

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/buyerauth"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// signedIn is the buyer a request carries, their account and the session its token names.
type signedIn struct {
	buyer   *catalog.BuyerRecord
	account *catalog.BuyerAccountRecord
	session *core.Record
}

const signedInKey = "wholesaleBuyer"

func signedInOf(e *core.RequestEvent) signedIn {
	s, _ := e.Get(signedInKey).(signedIn)
	return s
}

// registerBuyerRoutes binds the signed-in buyer's routes, each behind requireBuyer.
func (a *area) registerBuyerRoutes(r *router.Router[*core.RequestEvent]) {
	r.GET(api.WholesaleMe, a.me).BindFunc(a.requireBuyer)
	a.registerBuyerSessions(r)
	a.registerBuyerUsers(r)
	a.registerBuyerTwoFactor(r)
}

// requireBuyer guards every buyer route: a PocketBase token of the buyers collection
// (a staff session is none) whose session row lives (not ended, not idle too long, not
// too old) and whose account is approved, so a suspension signs its buyers out at once.
// Every answer is no-store: buyers' data never reaches a cache.
func (a *area) requireBuyer(e *core.RequestEvent) error {
	e.Response.Header().Set("Cache-Control", "no-store")
	if e.Auth == nil || e.Auth.Collection().Name != catalog.BuyersCollection {
		return web.Unauthorized(catalog.MsgBuyerNotSignedIn)
	}
	now := a.deps.Now()
	session := buyerauth.Find(e.App, e.Auth, buyerauth.SessionIDOf(requestToken(e)), now)
	if session == nil {
		return web.Unauthorized(catalog.MsgBuyerSessionEnded)
	}
	buyer := catalog.AsBuyer(e.Auth)
	rec, err := e.App.FindRecordById(catalog.BuyerAccountsCollection, buyer.Account())
	if err != nil {
		return web.Unauthorized(catalog.MsgBuyerSessionEnded)
	}
	account := catalog.AsBuyerAccount(rec)
	if message, approved := catalog.BuyerAccountStatusMessage(account.Status()); !approved {
		return web.Unauthorized(message)
	}
	if err := buyerauth.Seen(e.App, session, now); err != nil {
		e.App.Logger().Warn("could not note a buyer session's last call", "error", err)
	}
	e.Set(signedInKey, signedIn{buyer: buyer, account: account, session: session})
	return e.Next()
}

// me answers who the buyer is and their account.
func (a *area) me(e *core.RequestEvent) error {
	s := signedInOf(e)
	return e.JSON(http.StatusOK, catalog.WholesaleMe{Buyer: buyerToJSON(s.buyer), Account: a.ownAccountToJSON(s.account)})
}

func buyerToJSON(b *catalog.BuyerRecord) catalog.WholesaleBuyer {
	return catalog.WholesaleBuyer{ID: b.Id, Name: b.Name(), Email: b.Email(), Phone: b.Phone(), Role: b.Role(), Verified: b.Verified(),
		TwoFactor: staffauth.Enrolled(b.Record)}
}

// ownAccountToJSON is the account as its buyers read it: no staff's fields (the
// application's bookkeeping, the reason of a decision is in its email).
func (a *area) ownAccountToJSON(acc *catalog.BuyerAccountRecord) catalog.WholesaleAccount {
	return catalog.WholesaleAccount{
		ID: acc.Id, LegalName: acc.LegalName(), Dba: acc.Dba(), LicenceNumber: acc.LicenceNumber(),
		LicenceType: acc.LicenceType(), LicenceTypeLabel: catalog.LicenceTypeLabels[acc.LicenceType()],
		LicenceExpiry: acc.LicenceExpiry(), LicenceStatus: acc.LicenceStatus(),
		LicenceExpired: catalog.LicenceExpiredOn(acc.LicenceExpiry(), a.deps.Clock()), Status: acc.Status(),
		PremisesStreet: acc.PremisesStreet(), PremisesCity: acc.PremisesCity(), PremisesState: acc.PremisesState(), PremisesZip: acc.PremisesZip(),
		ContactName: acc.ContactName(), ContactEmail: acc.ContactEmail(), ContactPhone: acc.ContactPhone(),
	}
}
