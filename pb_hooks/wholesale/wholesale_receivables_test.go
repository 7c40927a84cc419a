package wholesale_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

// The receivables' aging and the dashboard's wholesale figures (issue 39).

func (f *orderFixture) receivables(t *testing.T, asOf string) catalog.Receivables {
	t.Helper()
	var out catalog.Receivables
	res := hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/receivables?asOf="+asOf, "")
	hookstest.MustEqual(t, "receivables", res.StatusCode, http.StatusOK)
	hookstest.DecodeResponse(t, res, &out)
	return out
}

// bucketCents are the aging's cents by column key.
func bucketCents(buckets []catalog.AgingBucket) map[string]int {
	out := map[string]int{}
	for _, b := range buckets {
		out[b.Key] = b.Cents
	}
	return out
}

func TestReceivablesAgeEachOpenBalanceByItsDaysLate(t *testing.T) {
	f := orderFixtureWith(t, 600)
	mine, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	theirs, _ := f.buyer(t, 2, catalog.BuyerAdmin)
	_, paid := f.deliveredOrder(t, mine) // due 2026-12-02, partly paid
	f.deliveredOrder(t, theirs)
	shipped := f.acceptedOrder(t, theirs) // no due date yet: current
	f.mustMove(t, shipped, shipMove())
	closed, _ := f.deliveredOrder(t, theirs)
	f.payInFull(t, closed) // nothing left: not in the aging
	if res, text := f.pay(t, paid.Id, 1000); res.StatusCode != http.StatusCreated {
		t.Fatal(text)
	}
	total := paid.TotalCents() // every order is the same case
	zero := map[string]int{"current": 0, "1-30": 0, "31-60": 0, "61-90": 0, "over-90": 0}
	with := func(m map[string]int) map[string]int {
		out := map[string]int{}
		for k, v := range zero {
			out[k] = v
		}
		for k, v := range m {
			out[k] = v
		}
		return out
	}
	for asOf, want := range map[string]map[string]int{
		"2026-12-02": with(map[string]int{"current": 3*total - 1000}),
		"2026-12-03": with(map[string]int{"current": total, "1-30": 2*total - 1000}),
		"2027-01-01": with(map[string]int{"current": total, "1-30": 2*total - 1000}),
		"2027-01-02": with(map[string]int{"current": total, "31-60": 2*total - 1000}),
		"2027-03-02": with(map[string]int{"current": total, "61-90": 2*total - 1000}),
		"2027-03-03": with(map[string]int{"current": total, "over-90": 2*total - 1000}),
	} {
		r := f.receivables(t, asOf)
		hookstest.MustEqual(t, asOf+": the aging", fmt.Sprint(bucketCents(r.Buckets)), fmt.Sprint(want))
		hookstest.MustEqual(t, asOf+": its accounts", len(r.Accounts), 2)
	}
	r := f.receivables(t, "2027-01-02")
	if r.Accounts[0].TotalCents != 2*total || r.Accounts[1].TotalCents != total-1000 {
		t.Errorf("the accounts' totals: %+v", r.Accounts)
	}
	if len(r.Overdue) != 2 || r.Overdue[0].DaysLate != 31 || r.Overdue[0].DueOn != "2026-12-02" || r.Overdue[0].LicenceNumber == "" {
		t.Errorf("the overdue list: %+v", r.Overdue)
	}
	// Without asOf: today in New York (the clock's).
	hookstest.MustEqual(t, "today's", f.receivables(t, "").AsOf, ordersDay)
	res := hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/receivables?asOf=soon", "")
	hookstest.MustEqual(t, "a wrong asOf", res.StatusCode, http.StatusBadRequest)
	hookstest.MustEqual(t, "a buyer", hookstest.Send(t, f.handler, http.MethodGet, "/api/admin/receivables", nil, mine).StatusCode, http.StatusUnauthorized)
}

func TestTheDashboardShowsWholesaleRevenueOpenOrdersAndWhatIsOverdue(t *testing.T) {
	f := orderFixtureWith(t, 600)
	mine, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	_, inv := f.deliveredOrder(t, mine)
	f.place(t, mine, 6)      // submitted: open
	f.acceptedOrder(t, mine) // accepted: open
	if res, text := f.credit(t, inv.Id, 500); res.StatusCode != http.StatusCreated {
		t.Fatal(text)
	}
	dashboard := func() catalog.DashboardWholesale {
		var d catalog.Dashboard
		hookstest.DecodeResponse(t, hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/dashboard", ""), &d)
		return d.Wholesale
	}
	d := dashboard()
	hookstest.MustEqual(t, "weeks", len(d.RevenueWeeks), catalog.DashboardWeeks)
	last := d.RevenueWeeks[len(d.RevenueWeeks)-1]
	hookstest.MustEqual(t, "this week's revenue", last, catalog.DashboardRevenueWeek{WeekStart: ordersDay, Cents: inv.TotalCents() - 500})
	hookstest.MustEqual(t, "open orders", d.OpenOrders, 2)
	hookstest.MustEqual(t, "nothing overdue yet", [2]int{d.OverdueCents, d.OverdueInvoices}, [2]int{0, 0})
	f.clock.Set(newYorkAt(t, "2026-12-03", 9, 0))
	d = dashboard()
	hookstest.MustEqual(t, "overdue the day after its due date", [2]int{d.OverdueCents, d.OverdueInvoices}, [2]int{inv.TotalCents() - 500, 1})
}
