package wholesale

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// invitationsPerAccountPerHour bounds the invitation emails one account sends (each is
// an email to an address its admin typed).
const invitationsPerAccountPerHour = 10

// registerBuyerUsers binds the account admin's list of its users, the invitation of a
// colleague and the removal of one. Orderers are refused (403); a user of another
// account is not found (404), whatever the id.
func (a *area) registerBuyerUsers(r *router.Router[*core.RequestEvent]) {
	invitations := web.NewRateLimiter(invitationsPerAccountPerHour, time.Hour, forms.ClientLimitKeys)
	r.GET(api.WholesaleUsers, a.listBuyerUsers).BindFunc(a.requireBuyer, requireAccountAdmin)
	r.POST(api.WholesaleUsers, func(e *core.RequestEvent) error { return a.inviteBuyer(e, invitations) }).BindFunc(a.requireBuyer, requireAccountAdmin)
	r.DELETE(api.WholesaleUser, a.removeBuyer).BindFunc(a.requireBuyer, requireAccountAdmin)
}

func requireAccountAdmin(e *core.RequestEvent) error {
	if signedInOf(e).buyer.Role() != catalog.BuyerAdmin {
		return web.Forbidden(catalog.MsgBuyerAdminOnly)
	}
	return e.Next()
}

func usersOf(app core.App, accountID string) ([]*core.Record, error) {
	return app.FindRecordsByFilter(catalog.BuyersCollection, catalog.BuyerFieldAccount+" = {:account}", catalog.CreatedAtField,
		catalog.MaxBuyersPerAccount+1, 0, dbx.Params{"account": accountID})
}

func (a *area) listBuyerUsers(e *core.RequestEvent) error {
	users, err := usersOf(e.App, signedInOf(e).account.Id)
	if err != nil {
		return err
	}
	out := make([]catalog.WholesaleBuyer, len(users))
	for i, rec := range users {
		out[i] = buyerToJSON(catalog.AsBuyer(rec))
	}
	return e.JSON(http.StatusOK, out)
}

// inviteBuyer adds a colleague to the admin's account ({email, name, phone, role}) and
// sends them the link that sets their password, in one transaction.
func (a *area) inviteBuyer(e *core.RequestEvent, invitations *web.RateLimiter) error {
	s := signedInOf(e)
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	problems := &catalog.Problems{}
	fields := map[string]string{}
	for _, name := range []string{catalog.BuyerFieldEmail, catalog.BuyerFieldName, catalog.BuyerFieldPhone, catalog.BuyerFieldRole} {
		v, ok := body.Text(name)
		if !ok {
			problems.Add(name, "Must be text")
		}
		fields[name] = strings.TrimSpace(v)
	}
	if fields[catalog.BuyerFieldRole] == "" {
		fields[catalog.BuyerFieldRole] = catalog.BuyerOrderer
	}
	if problems.Any() {
		return validationError(problems)
	}
	email := strings.ToLower(fields[catalog.BuyerFieldEmail])
	if _, err := e.App.FindAuthRecordByEmail(catalog.BuyersCollection, email); err == nil {
		return problemOf(catalog.BuyerFieldEmail, catalog.MsgBuyerEmailTaken)
	}
	users, err := usersOf(e.App, s.account.Id)
	if err != nil {
		return err
	}
	if len(users) >= catalog.MaxBuyersPerAccount {
		return web.APIError(http.StatusConflict, catalog.MsgBuyerTooManyUsers, nil)
	}
	buyer, err := catalog.NewBuyerRecord(e.App)
	if err != nil {
		return err
	}
	buyer.SetEmail(email)
	buyer.SetName(fields[catalog.BuyerFieldName])
	buyer.SetPhone(fields[catalog.BuyerFieldPhone])
	buyer.SetRole(fields[catalog.BuyerFieldRole])
	buyer.SetAccount(s.account.Id)
	buyer.SetVerified(false)
	buyer.SetRandomPassword()
	if problems := catalog.BuyerSchema.Check(buyer.Record); problems.Any() {
		return validationError(problems)
	}
	if ok, wait := invitations.Allow(s.account.Id, a.deps.Now()); !ok {
		return forms.TooManyRequests(e, wait, "Too many invitations from your account")
	}
	site := a.deps.MailSite(e)
	err = activity.ForRequest(e.App, e).RunInTransaction(func(tx core.App) error {
		if err := tx.Save(buyer); err != nil {
			return err
		}
		token, err := buyer.NewPasswordResetToken()
		if err != nil {
			return err
		}
		link := site.Origin + resetPasswordPage + "?token=" + url.QueryEscape(token)
		hours := int(buyer.Collection().PasswordResetToken.Duration / 3600)
		_, err = outbox.Queue(tx, mail.NewBuyerInvitation(site, email, s.account.LegalName(), link, hours), outbox.About{})
		return err
	})
	if err != nil {
		return a.deps.SaveError(err)
	}
	return e.JSON(http.StatusCreated, buyerToJSON(buyer))
}

// removeBuyer deletes a colleague of the admin's account (their sessions go with them).
func (a *area) removeBuyer(e *core.RequestEvent) error {
	s := signedInOf(e)
	rec, err := e.App.FindRecordById(catalog.BuyersCollection, e.Request.PathValue("id"))
	if err != nil || catalog.AsBuyer(rec).Account() != s.account.Id {
		return web.NotFound(catalog.MsgBuyerNotFound)
	}
	if rec.Id == s.buyer.Id {
		return web.APIError(http.StatusConflict, catalog.MsgBuyerCannotRemoveSelf, nil)
	}
	if err := activity.ForRequest(e.App, e).Delete(rec); err != nil {
		return a.deps.SaveError(err)
	}
	return e.JSON(http.StatusOK, map[string]string{"id": rec.Id})
}
