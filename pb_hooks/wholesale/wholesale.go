// Package wholesale is the wholesale portal's area (issue 38; docs/wholesale.md): a
// dispensary's application, staff's review of its licence (checks, the state's list
// imported, the licence document), and its account's states. It takes what it shares
// with the rest of the site (the public forms' allowances, the outbox's addresses, the
// staff API's list) as Deps, bound by pb_hooks' registration.
package wholesale

import (
	"github.com/hudsonvalley/farmsite/pb_hooks/wholesale/pricelist"
	"time"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Deps is what the area takes from the site.
type Deps struct {
	// Now is the public forms' clock; Clock the site's calendar (a licence's expiry is a
	// day in New York).
	Now, Clock func() time.Time
	// Allow counts a request against the visitor forms' allowances (per client, per
	// network): an error is the 429 that refuses it.
	Allow func(e *core.RequestEvent) error
	// RoomForLead refuses a new lead of a collection when the hour holds its bound (503).
	RoomForLead func(tx core.App, e *core.RequestEvent, collection string, now time.Time) error
	// VisitorEmailsLeft is how many emails visitors' forms may still cause this hour.
	VisitorEmailsLeft func(tx core.App, now time.Time) (int, error)
	// ReceiptSentRecently tells whether the forms sent a receipt to address lately.
	ReceiptSpacing time.Duration
	// StaffRecipients are the addresses told of a new application.
	StaffRecipients func(app core.App) ([]string, error)
	// MailSite is what emails say of the business; MailSiteOf the same for a job (the
	// site's configured address).
	MailSite   func(e *core.RequestEvent) mail.Site
	MailSiteOf func(app core.App) mail.Site
	// Private are the private settings (the licence warnings' days, the retention of
	// rejected applications).
	Private func(app core.App) (catalog.PrivateSettings, error)
	// SaveError turns a refused save into its 400 with the fields' messages.
	SaveError func(err error) error
	// List is the staff API's list contract (react-admin's) over a collection.
	List func(spec ListSpec) func(e *core.RequestEvent) error
}

// ListSpec is one staff list: its URL name, collection, search fields, default order and
// how its records answer.
type ListSpec struct {
	Name, Collection string
	SearchFields     []string
	DefaultSort      string
	ToJSON           func(app core.App, records []*core.Record) ([]any, error)
	// Filters are filter keys that are not fields (an invoice's "paymentStatus"): each
	// makes its condition of the value sent.
	Filters map[string]func(e *core.RequestEvent, value any) (dbx.Expression, error)
}

// Register binds the area's record hooks to app and its routes to r (public) and staff
// (/api/admin, behind the staff session).
func Register(app core.App, r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent], deps Deps) {
	a := &area{deps: deps}
	r.POST(api.WholesaleApplications, a.apply).Bind(applicationBodies())
	a.bindBuyerSignIn(app, r)
	a.bindBuyerEmails(app)
	a.registerBuyerRoutes(r)
	a.scheduleJobs(app)
	a.registerAccounts(staff)
	a.registerChecks(staff)
	a.registerImport(staff)
	pricelist.RegisterPriceList(staff)
	pricelist.RegisterLotStock(staff)
	a.registerMenu(r)
	a.registerOrders(r, staff)
	a.registerInvoices(r, staff)
	a.registerPayments(staff)
	a.registerReceivables(staff)
	a.registerMetrcExport(staff)
	a.registerSettings(staff)
}

// BindHooks binds the area's record hooks (the checks are append-only, invoices fixed) to app.
func BindHooks(app core.App) {
	guardChecks(app)
	guardInvoices(app)
	guardCreditNotes(app)
}

type area struct {
	deps Deps
	// logins is the buyers' login guard: sign-ins, and the password or code that
	// confirms a signed-in buyer's change to their two-factor.
	logins *signin.LoginGuard
	// pdfTurns are the PDF menus being made (at most MaxMenuPDFsAtOnce).
	pdfTurns chan struct{}
	// menuTurns bound the menu's answers (JSON, CSV, PDF) being built at once; a request
	// waits menuWait for one.
	menuTurns *web.Turns
	menuWait  time.Duration
	// orderTurns bound the orders' writes waiting for the database's writer.
	orderTurns *web.Turns
	// invoicePDFTurns are the invoices' PDFs being made (at most MaxInvoicePDFsAtOnce).
	invoicePDFTurns chan struct{}
}
