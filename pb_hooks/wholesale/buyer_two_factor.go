package wholesale

import (
	"cmp"
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/buyerauth"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// A buyer's two-factor sign-in is optional and theirs alone: they set it up and turn it
// off on their account page, as staff do (signin's own-enrolment steps, the buyers'
// login guard counting wrong passwords and codes). The secret is in the start's answer
// only; the recovery codes in the confirmation's only.
func (a *area) registerBuyerTwoFactor(r *router.Router[*core.RequestEvent]) {
	r.POST(api.WholesaleOwnTOTP, a.startBuyerTwoFactor).BindFunc(a.requireBuyer)
	r.POST(api.WholesaleOwnTOTPConfirm, func(e *core.RequestEvent) error {
		return a.logins.ConfirmOwnEnrolment(e, a.deps.Now())
	}).BindFunc(a.requireBuyer)
	r.DELETE(api.WholesaleOwnTOTP, a.turnOffBuyerTwoFactor).BindFunc(a.requireBuyer)
}

// startBuyerTwoFactor names the secret after the business's wholesale portal and the
// buyer's email in the authenticator app.
func (a *area) startBuyerTwoFactor(e *core.RequestEvent) error {
	issuer := cmp.Or(strings.TrimSpace(a.deps.MailSite(e).Name), "Wholesale") + " wholesale"
	return signin.StartOwnEnrolment(e, issuer, signedInOf(e).buyer.Email())
}

// turnOffBuyerTwoFactor needs a code from the buyer's app or a recovery code (counted
// as the sign-in's code step counts them), or the buyer's password (a wrong one is a
// failed sign-in).
func (a *area) turnOffBuyerTwoFactor(e *core.RequestEvent) error {
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	if !staffauth.Enrolled(e.Auth) {
		return web.BadRequest(catalog.MsgBuyerTwoFactorIsOff)
	}
	code, _ := body.Text("code")
	password, _ := body.Text("password")
	switch {
	case strings.TrimSpace(code) != "":
		err = a.logins.CheckOwnCode(e, code, catalog.MsgBuyerCodeStepLocked)
	case password != "":
		err = a.logins.CheckCurrentPassword(e, body)
	default:
		err = web.BadRequest(catalog.MsgBuyerConfirmTurningOff)
	}
	if err != nil {
		return err
	}
	staffauth.TurnOff(e.Auth)
	if err := e.App.Save(e.Auth); err != nil {
		return a.deps.SaveError(err)
	}
	activitylog.RecordStaffEvent(e, activitylog.StaffEvent{Action: catalog.ActionTOTPDisabled, Actor: e.Auth, Subject: e.Auth})
	return e.JSON(http.StatusOK, buyerToJSON(catalog.AsBuyer(e.Auth)))
}

// resetBuyerTwoFactor lets the owner turn off a buyer's two-factor once the farm knows it
// is them (a lost phone and no recovery code; the locked code step's message sends them
// to the farm), as the owner resets a staff member's: the buyer signs in with the
// password again, every session of theirs ends (the lost phone's too), and the log keeps
// who did it.
func resetBuyerTwoFactor(e *core.RequestEvent) error {
	if !catalog.AsStaff(e.Auth).Owner() {
		return web.Forbidden(catalog.MsgOnlyOwnerResetsBuyerTwoFactor)
	}
	account, err := findAccount(e.App, e)
	if err != nil {
		return err
	}
	rec, err := e.App.FindRecordById(catalog.BuyersCollection, e.Request.PathValue("buyer"))
	if err != nil || catalog.AsBuyer(rec).Account() != account.Id {
		return web.NotFound(catalog.MsgBuyerNotFound)
	}
	staffauth.TurnOff(rec)
	err = e.App.RunInTransaction(func(tx core.App) error {
		if err := activity.Doing(tx, catalog.ActionTOTPReset, nil).Save(rec); err != nil {
			return err
		}
		return buyerauth.EndEvery(tx, rec)
	})
	if err != nil {
		return err
	}
	return answerAccount(e, account.Record)
}
