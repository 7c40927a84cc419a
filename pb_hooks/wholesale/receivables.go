package wholesale

import (
	"cmp"
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// The receivables read every open invoice: at most MaxReceivablesAtOnce answers are
// built at once, another answered 503 with Retry-After at once.
const (
	MaxReceivablesAtOnce   = 2
	receivablesRetrySecond = 5
)

// MsgReceivablesBusy answers the receivables asked for while every turn is taken.
const MsgReceivablesBusy = "The receivables are being read for others: try again in a few seconds"

const msgAsOf = "asOf must be a day (YYYY-MM-DD)"

// agingLabels name the aging's columns.
var agingLabels = map[string]string{
	"current": "Current", "1-30": "1-30 days", "31-60": "31-60 days", "61-90": "61-90 days", "over-90": "Over 90 days",
}

// agingBucket is the column of an invoice daysLate days late (0: not due yet, or no due
// date).
func agingBucket(daysLate int) int {
	switch {
	case daysLate <= 0:
		return 0
	case daysLate <= 30:
		return 1
	case daysLate <= 60:
		return 2
	case daysLate <= 90:
		return 3
	}
	return 4
}

func emptyBuckets() []catalog.AgingBucket {
	out := make([]catalog.AgingBucket, len(catalog.AgingBucketKeys))
	for i, key := range catalog.AgingBucketKeys {
		out[i] = catalog.AgingBucket{Key: key, Label: agingLabels[key]}
	}
	return out
}

// openInvoice is an invoice with a balance left, and its account.
type openInvoice struct {
	ID            string `db:"id"`
	Number        string `db:"number"`
	Account       string `db:"account"`
	LegalName     string `db:"legalName"`
	LicenceNumber string `db:"licenceNumber"`
	Delinquent    bool   `db:"delinquent"`
	IssuedAt      string `db:"issuedAt"`
	DueOn         string `db:"dueOn"`
	BalanceCents  int    `db:"balance"`
}

// openInvoices are the invoices with a balance left, oldest due first.
func openInvoices(app core.App) ([]openInvoice, error) {
	var rows []openInvoice
	err := app.DB().NewQuery(`SELECT invoices.id, invoices.number, invoices.account, invoices.issuedAt, invoices.dueOn,
		a.legalName, a.licenceNumber, a.delinquent, ` + invoiceBalanceSQL + ` AS balance
		FROM invoices JOIN buyer_accounts a ON a.id = invoices.account
		WHERE ` + invoiceBalanceSQL + ` > 0 ORDER BY invoices.dueOn = '', invoices.dueOn, invoices.number`).All(&rows)
	return rows, err
}

// receivablesAsOf ages every open invoice's balance by its days late on asOf (a day in
// New York): the buckets, each account's row (largest balance first) and the overdue
// invoices (most days late first).
func receivablesAsOf(app core.App, asOf string) (catalog.Receivables, error) {
	out := catalog.Receivables{AsOf: asOf, Buckets: emptyBuckets(), Accounts: []catalog.AccountReceivable{}, Overdue: []catalog.OverdueInvoice{}}
	rows, err := openInvoices(app)
	if err != nil {
		return out, err
	}
	accounts := map[string]*catalog.AccountReceivable{}
	for _, r := range rows {
		late := catalog.BalanceOf(r.BalanceCents, 0, 0, r.DueOn, asOf).DaysLate
		b := agingBucket(late)
		out.Buckets[b].Cents += r.BalanceCents
		out.Buckets[b].Invoices++
		acc, ok := accounts[r.Account]
		if !ok {
			acc = &catalog.AccountReceivable{Account: r.Account, LegalName: r.LegalName, LicenceNumber: r.LicenceNumber,
				Delinquent: r.Delinquent, Buckets: emptyBuckets()}
			accounts[r.Account] = acc
		}
		acc.Buckets[b].Cents += r.BalanceCents
		acc.Buckets[b].Invoices++
		acc.TotalCents += r.BalanceCents
		if late > 0 {
			issued, _ := time.Parse("2006-01-02 15:04:05.000Z", r.IssuedAt)
			out.Overdue = append(out.Overdue, catalog.OverdueInvoice{
				Invoice: r.ID, Number: r.Number, Account: r.Account, LegalName: r.LegalName, LicenceNumber: r.LicenceNumber,
				IssuedAt: issued.UTC().Format(time.RFC3339Nano), DueOn: r.DueOn, DaysLate: late, BalanceCents: r.BalanceCents,
			})
		}
	}
	for _, acc := range accounts {
		out.Accounts = append(out.Accounts, *acc)
	}
	slices.SortFunc(out.Accounts, func(x, y catalog.AccountReceivable) int {
		return cmp.Or(cmp.Compare(y.TotalCents, x.TotalCents), cmp.Compare(x.LegalName, y.LegalName))
	})
	slices.SortStableFunc(out.Overdue, func(x, y catalog.OverdueInvoice) int { return cmp.Compare(y.DaysLate, x.DaysLate) })
	return out, nil
}

// registerReceivables binds staff's aging: GET /api/admin/receivables?asOf=YYYY-MM-DD
// (today in New York without it).
func (a *area) registerReceivables(staff *router.RouterGroup[*core.RequestEvent]) {
	turns := make(chan struct{}, MaxReceivablesAtOnce)
	staff.GET(api.StaffReceivables, func(e *core.RequestEvent) error {
		asOf := e.Request.URL.Query().Get("asOf")
		if asOf == "" {
			asOf = catalog.Today(a.deps.Clock())
		} else if _, ok := catalog.ParseDay(asOf); !ok {
			return problemOf("asOf", msgAsOf)
		}
		select {
		case turns <- struct{}{}:
			defer func() { <-turns }()
		default:
			e.Response.Header().Set("Retry-After", strconv.Itoa(receivablesRetrySecond))
			return web.APIError(http.StatusServiceUnavailable, MsgReceivablesBusy, nil)
		}
		out, err := receivablesAsOf(e.App, asOf)
		if err != nil {
			return err
		}
		e.Response.Header().Set("Cache-Control", "no-store")
		return e.JSON(http.StatusOK, out)
	})
}

// openOrderStates are the states of an order the farm still has to move.
var openOrderStates = []any{catalog.OrderSubmitted, catalog.OrderAccepted, catalog.OrderPacked, catalog.OrderShipped, catalog.OrderOnHold}

// DashboardFigures are the dashboard's wholesale figures: the invoiced total of each week
// of starts (week i is [starts[i], starts[i+1]); invoices issued less credit notes
// issued, both on the site's clock), the open orders, and the overdue invoices on now's day in New York.
func DashboardFigures(app core.App, starts []time.Time, now time.Time) (catalog.DashboardWholesale, error) {
	out := catalog.DashboardWholesale{RevenueWeeks: make([]catalog.DashboardRevenueWeek, 0, len(starts))}
	for i := 0; i+1 < len(starts); i++ {
		params := dbx.Params{"from": storedAt(starts[i]), "to": storedAt(starts[i+1])}
		var invoiced, credited int
		if err := app.DB().NewQuery("SELECT coalesce(sum(totalCents), 0) FROM invoices WHERE issuedAt >= {:from} AND issuedAt < {:to}").
			Bind(params).Row(&invoiced); err != nil {
			return out, err
		}
		if err := app.DB().NewQuery("SELECT coalesce(sum(amountCents), 0) FROM credit_notes WHERE issuedAt >= {:from} AND issuedAt < {:to}").
			Bind(params).Row(&credited); err != nil {
			return out, err
		}
		out.RevenueWeeks = append(out.RevenueWeeks, catalog.DashboardRevenueWeek{WeekStart: catalog.Today(starts[i]), Cents: invoiced - credited})
	}
	if err := app.DB().Select("count(*)").From(catalog.WholesaleOrdersCollection).
		Where(dbx.In(catalog.WholesaleOrderFieldState, openOrderStates...)).Row(&out.OpenOrders); err != nil {
		return out, err
	}
	err := app.DB().NewQuery("SELECT coalesce(sum(b), 0) AS cents, count(*) AS n FROM (SELECT "+invoiceBalanceSQL+" AS b FROM invoices"+
		" WHERE invoices.dueOn <> '' AND invoices.dueOn < {:today}) WHERE b > 0").
		Bind(dbx.Params{"today": catalog.Today(now)}).Row(&out.OverdueCents, &out.OverdueInvoices)
	return out, err
}

// storedAt is t as PocketBase stores a date, which compares as text.
func storedAt(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05.000Z") }
