package wholesale

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/buyerauth"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func (a *area) registerAccounts(staff *router.RouterGroup[*core.RequestEvent]) {
	staff.GET("/"+api.BuyerAccountsResource, a.deps.List(ListSpec{
		Name: "buyer-accounts", Collection: catalog.BuyerAccountsCollection,
		SearchFields: []string{catalog.BuyerAccountFieldLegalName, catalog.BuyerAccountFieldDba, catalog.BuyerAccountFieldLicenceNumber, catalog.BuyerAccountFieldContactEmail},
		DefaultSort:  catalog.CreatedAtField + " DESC",
		ToJSON:       accountsToJSON,
	}))
	staff.GET("/"+api.BuyerAccountsResource+"/{id}", getAccount)
	staff.PATCH("/"+api.BuyerAccountsResource+"/{id}", accountDetails.Update)
	staff.PUT("/"+api.BuyerAccountsResource+"/{id}", accountDetails.Update)
	staff.POST(api.StaffBuyerAccountApprove, a.approve)
	staff.POST(api.StaffBuyerAccountReject, a.decide(catalog.AccountRejected))
	staff.POST(api.StaffBuyerAccountSuspend, a.decide(catalog.AccountSuspended))
	staff.POST(api.StaffBuyerAccountReinstate, a.reinstate)
	staff.POST(api.StaffBuyerResetTwoFactor, resetBuyerTwoFactor)
	staff.GET(api.StaffLicenceDocument, serveDocument)
}

// accountDetails is what staff correct on an account: the application's fields (a
// renewed licence's expiry, a new contact, a typo) and whether it may order cash on
// delivery. Its status changes only by the decisions' routes, and its licence's status by
// the checks (a new licence number or type makes it unverified: PrepareBuyerAccount).
var accountDetails = &adminapi.Resource{
	Name: api.BuyerAccountsResource, Collection: catalog.BuyerAccountsCollection, What: "Buyer account",
	Body: append(web.VisitorBody(&catalog.BuyerAccountSchema), web.SchemaBody(&catalog.BuyerAccountSchema)...),
	// A save answers what reading the account does: the form goes back to its page.
	ToJSON: func(app core.App, records []*core.Record) ([]any, error) {
		out := make([]any, len(records))
		for i, rec := range records {
			one, err := accountWithPeople(app, rec)
			if err != nil {
				return nil, err
			}
			out[i] = one
		}
		return out, nil
	},
}

// accountToJSON is an account as staff read it: its schema's fields, its dates.
func accountToJSON(rec *core.Record) map[string]any {
	out := map[string]any{"id": rec.Id}
	for _, f := range catalog.BuyerAccountSchema.Fields {
		out[f.Name] = rec.Get(f.Name)
	}
	a := catalog.AsBuyerAccount(rec)
	out[catalog.BuyerAccountFieldLicenceCheckedAt] = nullableTime(isoTime(a.LicenceCheckedAt()))
	out[catalog.BuyerAccountFieldReceivedAt] = nullableTime(isoTime(a.ReceivedAt()))
	out[catalog.CreatedAtField] = isoTime(a.CreatedAt())
	out[catalog.UpdatedAtField] = isoTime(a.UpdatedAt())
	return out
}

func nullableTime(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func accountsToJSON(_ core.App, records []*core.Record) ([]any, error) {
	out := make([]any, len(records))
	for i, rec := range records {
		out[i] = accountToJSON(rec)
	}
	return out, nil
}

// getAccount answers an account with its buyers and its licence documents.
func getAccount(e *core.RequestEvent) error {
	account, err := findAccount(e.App, e)
	if err != nil {
		return err
	}
	return answerAccount(e, account.Record)
}

// answerAccount answers an account as staff read it: with its buyers and documents.
func answerAccount(e *core.RequestEvent, rec *core.Record) error {
	out, err := accountWithPeople(e.App, rec)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, out)
}

// accountWithPeople is an account with its buyers and its licence documents (their dates
// and who uploaded them: the file itself is served by serveDocument).
func accountWithPeople(app core.App, rec *core.Record) (map[string]any, error) {
	out := accountToJSON(rec)
	buyers, err := app.FindAllRecords(catalog.BuyersCollection, dbx.HashExp{catalog.BuyerFieldAccount: rec.Id})
	if err != nil {
		return nil, err
	}
	list := make([]any, len(buyers))
	for i, buyerRec := range buyers {
		b := catalog.AsBuyer(buyerRec)
		list[i] = map[string]any{"id": b.Id, "name": b.Name(), "email": b.Email(), "phone": b.Phone(), "role": b.Role(), "verified": b.Verified(),
			"twoFactor": staffauth.Enrolled(buyerRec)}
	}
	out["buyers"] = list
	docs, err := app.FindRecordsByFilter(catalog.LicenceDocumentsCollection, catalog.LicenceDocumentFieldAccount+" = {:id}",
		"-"+catalog.CreatedAtField, 50, 0, dbx.Params{"id": rec.Id})
	if err != nil {
		return nil, err
	}
	documents := make([]any, len(docs))
	for i, docRec := range docs {
		d := catalog.AsLicenceDocument(docRec)
		documents[i] = map[string]any{"id": d.Id, "uploadedBy": d.UploadedBy(), "createdAt": isoTime(d.CreatedAt())}
	}
	out["licenceDocuments"] = documents
	return out, nil
}

// transitions are the states each decision may leave.
var transitions = map[string][]string{
	catalog.AccountApproved:  {catalog.AccountApplied},
	catalog.AccountRejected:  {catalog.AccountApplied},
	catalog.AccountSuspended: {catalog.AccountApproved},
}

// refusedTransition is the 409 of a decision the account's state does not allow.
func refusedTransition(account *catalog.BuyerAccountRecord, to string) error {
	verb := map[string]string{catalog.AccountApproved: "approved", catalog.AccountRejected: "rejected",
		catalog.AccountSuspended: "suspended", "reinstated": "reinstated"}[to]
	return web.APIError(http.StatusConflict, "An account that is "+account.Status()+" cannot be "+verb, nil)
}

// licenceHolds tells whether the account's latest check found its licence active and it
// has not expired (Cannabis Law §125(2): a licence at the time of the agreement).
func (a *area) licenceHolds(account *catalog.BuyerAccountRecord) bool {
	return account.LicenceStatus() == catalog.LicenceActive && !catalog.LicenceExpiredOn(account.LicenceExpiry(), a.deps.Clock())
}

// approve opens an applied account whose licence holds, and sends its admin buyers the
// link that sets their password (PocketBase's password reset of the buyers collection).
func (a *area) approve(e *core.RequestEvent) error {
	account, err := findAccount(e.App, e)
	if err != nil {
		return err
	}
	if account.Status() != catalog.AccountApplied {
		return refusedTransition(account, catalog.AccountApproved)
	}
	if !a.licenceHolds(account) {
		return web.APIError(http.StatusConflict, catalog.MsgApproveNeedsLicence, nil)
	}
	site := a.deps.MailSite(e)
	err = activity.ForRequest(e.App, e).RunInTransaction(func(tx core.App) error {
		account.SetStatus(catalog.AccountApproved)
		account.SetStatusReason("")
		if err := activity.Doing(tx, catalog.ActionAccountApproved, nil).Save(account); err != nil {
			return err
		}
		admins, err := tx.FindAllRecords(catalog.BuyersCollection, dbx.HashExp{catalog.BuyerFieldAccount: account.Id, catalog.BuyerFieldRole: catalog.BuyerAdmin})
		if err != nil {
			return err
		}
		for _, buyer := range admins {
			token, err := buyer.NewPasswordResetToken()
			if err != nil {
				return err
			}
			link := site.Origin + "/wholesale/reset-password?token=" + url.QueryEscape(token)
			hours := int(buyer.Collection().PasswordResetToken.Duration / 3600)
			if _, err := outbox.Queue(tx, mail.NewSetPassword(site, buyer.Email(), link, hours), outbox.About{}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return a.deps.SaveError(err)
	}
	return e.JSON(http.StatusOK, accountToJSON(account.Record))
}

// decide rejects an application or suspends an account, with a reason emailed to its
// contact.
func (a *area) decide(to string) func(e *core.RequestEvent) error {
	action := map[string]string{catalog.AccountRejected: catalog.ActionAccountRejected, catalog.AccountSuspended: catalog.ActionAccountSuspended}[to]
	kind := map[string]string{catalog.AccountRejected: mail.ApplicationRejected, catalog.AccountSuspended: mail.BuyerAccountSuspended}[to]
	return func(e *core.RequestEvent) error {
		account, err := findAccount(e.App, e)
		if err != nil {
			return err
		}
		body, err := web.ReadJSONBody(e)
		if err != nil {
			return err
		}
		reason, _ := body.Text("reason")
		reason = strings.TrimSpace(reason)
		switch {
		case reason == "":
			return problemOf("reason", catalog.MsgStatusReasonRequired)
		case utf8.RuneCountInString(reason) > catalog.MaxStatusReason:
			return problemOf("reason", catalog.MsgStatusReasonTooLong)
		}
		if !slices.Contains(transitions[to], account.Status()) {
			return refusedTransition(account, to)
		}
		return a.changeStatus(e, account, to, reason, action, kind)
	}
}

// reinstate opens a suspended account again, once its licence holds.
func (a *area) reinstate(e *core.RequestEvent) error {
	account, err := findAccount(e.App, e)
	if err != nil {
		return err
	}
	if account.Status() != catalog.AccountSuspended {
		return refusedTransition(account, "reinstated")
	}
	if !a.licenceHolds(account) {
		return web.APIError(http.StatusConflict, catalog.MsgApproveNeedsLicence, nil)
	}
	return a.changeStatus(e, account, catalog.AccountApproved, "", catalog.ActionAccountReinstated, mail.BuyerAccountReinstated)
}

// changeStatus saves the account's new state with its activity entry and the contact's
// email, in one transaction.
func (a *area) changeStatus(e *core.RequestEvent, account *catalog.BuyerAccountRecord, to, reason, action, kind string) error {
	site := a.deps.MailSite(e)
	err := activity.ForRequest(e.App, e).RunInTransaction(func(tx core.App) error {
		account.SetStatus(to)
		account.SetStatusReason(reason)
		if err := activity.Doing(tx, action, nil).Save(account); err != nil {
			return err
		}
		// A suspension (or rejection) signs the account's buyers out at once.
		if to != catalog.AccountApproved {
			if err := buyerauth.EndAll(tx, account.Id); err != nil {
				return err
			}
		}
		_, err := outbox.Queue(tx, mail.NewAccountDecision(site, kind, account.ContactEmail(), reason), outbox.About{})
		return err
	})
	if err != nil {
		return a.deps.SaveError(err)
	}
	return e.JSON(http.StatusOK, accountToJSON(account.Record))
}
