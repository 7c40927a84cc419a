package wholesale

import (
	"errors"
	"mime"
	"net/http"
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// honeypotField is the form's field hidden from people; only bots fill it in.
const honeypotField = "website"

// What an application may send: the licence document and the form's fields.
const maxApplicationBytes = catalog.MaxLicenceDocument + 64<<10

// applicationReads is how many applications' bodies (up to 10 MB each) may be read at
// once; one more is answered 503 at once.
const applicationReads = 2

var applicationSlots = make(chan struct{}, applicationReads)

// MsgApplicationsBusy is the 503 of an application when applicationReads are being read.
const MsgApplicationsBusy = "We are receiving other applications right now. Please try again in a minute."

// applicationBodies replaces the public body limit (64 KB) on the application's route:
// the route bounds its body itself (maxApplicationBytes), in one of the body reads' turns.
func applicationBodies() *hook.Handler[*core.RequestEvent] { return web.RouteBoundsBody() }

// apply takes a dispensary's application: every rule of the form answered at once (400),
// then the account and its first buyer, the licence document (after their transaction),
// the first check and the emails.
func (a *area) apply(e *core.RequestEvent) error {
	e.Response.Header().Set("Cache-Control", "no-store")
	if mediaType, _, err := mime.ParseMediaType(e.Request.Header.Get("Content-Type")); err != nil || mediaType != "multipart/form-data" {
		return web.APIError(http.StatusUnsupportedMediaType, "Content-Type must be multipart/form-data", nil)
	}
	if !web.CameFromTheSite(e) {
		return web.Forbidden("Cross-origin request refused")
	}
	if err := a.deps.Allow(e); err != nil {
		return err
	}
	if e.Request.ContentLength > maxApplicationBytes {
		return problemOf("licenceDocument", catalog.MsgLicenceDocumentTooBig)
	}
	select {
	case applicationSlots <- struct{}{}:
		defer func() { <-applicationSlots }()
	default:
		e.Response.Header().Set("Retry-After", "60")
		return web.APIError(http.StatusServiceUnavailable, MsgApplicationsBusy, nil)
	}
	e.Request.Body = http.MaxBytesReader(e.Response, e.Request.Body, maxApplicationBytes)
	form, err := web.ReadDocumentForm(e.Request, "licenceDocument", catalog.MaxLicenceDocument)
	problems := &catalog.Problems{}
	switch {
	case errors.Is(err, web.ErrDocumentTooLarge):
		return problemOf("licenceDocument", catalog.MsgLicenceDocumentTooBig)
	case errors.Is(err, web.ErrNoDocument) && form != nil:
		problems.Add("licenceDocument", catalog.MsgLicenceDocumentMissing)
	case err != nil:
		return err
	}
	account, err := catalog.NewBuyerAccountRecord(e.App)
	if err != nil {
		return err
	}
	account.SetStatus(catalog.AccountApplied)
	account.SetLicenceStatus(catalog.LicenceUnverified)
	for _, f := range catalog.BuyerAccountSchema.Fields {
		if f.Visitor {
			account.Set(f.Name, form.Fields[f.Name])
		}
	}
	catalog.PrepareBuyerAccount(account.Record)
	problems = applicationProblems(account, form.Data, problems, a.deps.Clock())
	if problems.Any() {
		return validationError(problems)
	}
	if form.Fields[honeypotField] != "" {
		// A bot: answered as a person is, nothing kept.
		return e.JSON(http.StatusCreated, map[string]string{"message": catalog.MsgApplicationReceived})
	}
	document, err := filesystem.NewFileFromBytes(form.Data, catalog.LicenceDocumentName+extensionOf(form.Data))
	if err != nil {
		return err
	}
	app := activity.ForRequest(e.App, e)
	if err := app.RunInTransaction(func(tx core.App) error { return a.storeAccount(tx, e, account) }); err != nil {
		return a.deps.SaveError(err)
	}
	// The document is stored once the account's transaction has committed: its upload (to
	// S3 where files are kept there) may take seconds, which that transaction must not
	// wait for. Until it is stored, the account has no check and nobody is told of it;
	// when it cannot be, the account goes, and the applicant may send it again.
	if err := storeDocument(app, account, document); err != nil {
		e.App.Logger().Error("could not store an applicant's licence document", "error", err)
		withdraw(app, account)
		e.Response.Header().Set("Retry-After", "60")
		return web.APIError(http.StatusServiceUnavailable, catalog.MsgLicenceDocumentNotStored, nil)
	}
	if err := app.RunInTransaction(func(tx core.App) error { return a.announce(tx, e, account) }); err != nil {
		return a.deps.SaveError(err)
	}
	return e.JSON(http.StatusCreated, map[string]string{"message": catalog.MsgApplicationReceived})
}

// applicationProblems are the application's problems in the form's order: the account's
// rules, a future expiry, then the document (judged by its content, never its name).
func applicationProblems(account *catalog.BuyerAccountRecord, document []byte, found *catalog.Problems, now time.Time) *catalog.Problems {
	problems := catalog.CheckBuyerAccount(account.Record)
	if !problems.Has("licenceExpiry") && account.LicenceExpiry() <= catalog.Today(now) {
		problems.Add("licenceExpiry", catalog.MsgLicenceExpiryPast)
	}
	switch {
	case found.Has("licenceDocument"):
		problems.Add("licenceDocument", found.Message("licenceDocument"))
	case extensionOf(document) == "":
		problems.Add("licenceDocument", catalog.MsgLicenceDocumentType)
	}
	return problems
}

// extensionOf names a licence document's type by its content: ".pdf", ".jpg", ".png",
// ".webp", or "" for anything else.
func extensionOf(data []byte) string {
	if media.IsPDF(data) {
		return ".pdf"
	}
	return map[string]string{media.JPEG: ".jpg", media.PNG: ".png", media.WebP: ".webp"}[media.SniffImage(data)]
}

// storeAccount writes, with tx, the account (applied) and its first buyer (the contact,
// the account's admin, unverified, with a password nobody knows), once the hour's budget
// of leads, the licence number and the email allow it.
func (a *area) storeAccount(tx core.App, e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
	now := a.deps.Now()
	if err := a.deps.RoomForLead(tx, e, catalog.BuyerAccountsCollection, now); err != nil {
		return err
	}
	taken, err := tx.CountRecords(catalog.BuyerAccountsCollection, dbx.HashExp{catalog.BuyerAccountFieldLicenceNumber: account.LicenceNumber()},
		dbx.Not(dbx.HashExp{catalog.BuyerAccountFieldStatus: catalog.AccountRejected}))
	if err != nil {
		return err
	}
	if taken > 0 {
		return problemOf("licenceNumber", catalog.MsgLicenceAlreadyApplied)
	}
	if _, err := tx.FindAuthRecordByEmail(catalog.BuyersCollection, account.ContactEmail()); err == nil {
		return problemOf("contactEmail", catalog.MsgBuyerEmailTaken)
	}
	account.SetReceivedAt(dateTime(now))
	if err := tx.Save(account); err != nil {
		return err
	}
	buyer, err := catalog.NewBuyerRecord(tx)
	if err != nil {
		return err
	}
	buyer.SetEmail(account.ContactEmail())
	buyer.SetName(account.ContactName())
	buyer.SetPhone(account.ContactPhone())
	buyer.SetAccount(account.Id)
	buyer.SetRole(catalog.BuyerAdmin)
	buyer.SetVerified(false)
	buyer.SetRandomPassword()
	return tx.Save(buyer)
}

// storeDocument saves the applicant's licence document of account, its file uploaded
// first (app must not be a transaction of the application's).
func storeDocument(app core.App, account *catalog.BuyerAccountRecord, document *filesystem.File) error {
	doc, err := catalog.NewLicenceDocumentRecord(app)
	if err != nil {
		return err
	}
	doc.SetAccount(account.Id)
	doc.Set(catalog.LicenceDocumentFieldFile, document)
	doc.SetUploadedBy("applicant")
	return app.Save(doc)
}

// withdraw deletes an application whose document could not be stored (its buyer goes
// with it); failing that, it is left for staff, who see it has no document.
func withdraw(app core.App, account *catalog.BuyerAccountRecord) {
	if err := app.Delete(account); err != nil {
		app.Logger().Error("could not withdraw an application whose licence document was not stored", "account", account.Id, "error", err)
	}
}

// announce writes, with tx, the application's first check (unverified) and the emails
// the hour's budget allows: staff's and the applicant's receipt.
func (a *area) announce(tx core.App, e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
	if err := saveCheck(tx, account.Id, catalog.CheckFromApplication, catalog.LicenceUnverified, "system", "", "", nil); err != nil {
		return err
	}
	staffTo, receipt, err := a.planEmails(tx, account, a.deps.Now())
	if err != nil {
		return err
	}
	if err := tx.Save(account); err != nil { // who was told, as planEmails decided
		return err
	}
	site := a.deps.MailSite(e)
	if len(staffTo) > 0 {
		if _, err := outbox.Queue(tx, mail.NewApplication(site, account, staffTo), outbox.About{}); err != nil {
			return err
		}
	}
	if receipt {
		_, err = outbox.Queue(tx, mail.NewApplicationReceipt(site, account.ContactEmail()), outbox.About{})
	}
	return err
}

// planEmails decides, within the hour's budget of visitors' emails (staff first), who
// is told of an application received at now: the staff addresses, and whether the
// contact gets a receipt (at most one an address per the forms' receipt spacing). An
// application past the budget waits in the staff's queue without an email.
func (a *area) planEmails(tx core.App, account *catalog.BuyerAccountRecord, now time.Time) (staffTo []string, receipt bool, err error) {
	left, err := a.deps.VisitorEmailsLeft(tx, now)
	if err != nil {
		return nil, false, err
	}
	account.SetStaffNotice("")
	if left > 0 {
		if staffTo, err = a.deps.StaffRecipients(tx); err != nil {
			return nil, false, err
		}
		if len(staffTo) > 0 {
			account.SetStaffNotice("email")
			left--
		}
	}
	if left > 0 {
		recent, err := tx.CountRecords(catalog.BuyerAccountsCollection,
			dbx.NewExp("receivedAt > {:since} AND applicantEmailed = TRUE AND lower(contactEmail) = lower({:address})",
				dbx.Params{"since": dbTime(now.Add(-a.deps.ReceiptSpacing)), "address": account.ContactEmail()}))
		if err != nil {
			return nil, false, err
		}
		receipt = recent == 0
	}
	account.SetApplicantEmailed(receipt)
	return staffTo, receipt, nil
}
