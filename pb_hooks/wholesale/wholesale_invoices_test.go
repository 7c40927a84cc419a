package wholesale_test

import (
	"fmt"
	"io"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// The invoices' tests (issue 39): numbers, the fixed record, the PDF, who reads them.

// acceptedOrder places a case for headers' account and has staff accept it.
func (f *orderFixture) acceptedOrder(t *testing.T, headers map[string]string) string {
	t.Helper()
	id := f.place(t, headers, 6).ID
	f.mustMove(t, id, map[string]any{"to": catalog.OrderAccepted})
	return id
}

func shipMove() map[string]any {
	return map[string]any{"to": catalog.OrderShipped, "manifestNumber": "MAN-0001", "driver": "Sam"}
}

func invoiceOf(t *testing.T, app core.App, orderID string) *catalog.InvoiceRecord {
	t.Helper()
	rec, err := app.FindFirstRecordByData(catalog.InvoicesCollection, catalog.InvoiceFieldOrder, orderID)
	if err != nil {
		t.Fatalf("the invoice of %s: %v", orderID, err)
	}
	return catalog.AsInvoice(rec)
}

func invoiceNumbers(t *testing.T, app core.App) []string {
	t.Helper()
	recs, err := app.FindAllRecords(catalog.InvoicesCollection)
	if err != nil {
		t.Fatal(err)
	}
	var numbers []string
	for _, rec := range recs {
		numbers = append(numbers, catalog.AsInvoice(rec).Number())
	}
	slices.Sort(numbers)
	return numbers
}

func TestInvoiceNumbersHaveNoGapNorRepeatUnderConcurrencyAndAcrossARestart(t *testing.T) {
	f := orderFixtureWith(t, 66)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	var orders []string
	for range 11 {
		orders = append(orders, f.acceptedOrder(t, headers))
	}
	// A shipping refused after its number was taken (no seller's licence to print) gives
	// the number back.
	site, err := f.app.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	licences := site.Get("licenseNumbers")
	site.Set("licenseNumbers", []string{})
	if err := f.app.Save(site); err != nil {
		t.Fatal(err)
	}
	res, text := f.move(t, orders[0], shipMove())
	if res.StatusCode != http.StatusConflict || !strings.Contains(text, "the invoice prints them") {
		t.Fatalf("a shipping without the seller's licence: %d %s", res.StatusCode, text)
	}
	hookstest.MustEqual(t, "still accepted", stateOf(t, f.app, orders[0]), catalog.OrderAccepted)
	site.Set("licenseNumbers", licences)
	if err := f.app.Save(site); err != nil {
		t.Fatal(err)
	}

	var start, done sync.WaitGroup
	start.Add(1)
	statuses := make(chan string, 10)
	for _, id := range orders[:10] {
		done.Add(1)
		go func() {
			defer done.Done()
			start.Wait()
			res := hookstest.StaffSend(t, f.handler, http.MethodPost, "/api/admin/wholesale-orders/"+id+"/transition", hookstest.JSONOf(shipMove()))
			statuses <- fmt.Sprint(res.StatusCode, " ", hookstest.BodyOf(res))
		}()
	}
	start.Done()
	done.Wait()
	close(statuses)
	for s := range statuses {
		if !strings.HasPrefix(s, "200 ") {
			t.Errorf("a shipping answered %s", s)
		}
	}
	numbers := invoiceNumbers(t, f.app)
	hookstest.MustEqual(t, "invoices", len(numbers), 10)
	for i, n := range numbers {
		hookstest.MustEqual(t, "invoice numbers without a gap or a repeat", n, fmt.Sprintf("INV-2026-%05d", i+1))
	}
	for _, id := range orders[:10] {
		invoiceOf(t, f.app, id)
	}

	// A new app on the same data (the first one closed) goes on from the last number.
	dir := f.app.DataDir()
	f.app.ClearBootstrap()
	app, err := tests.NewTestApp(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	hookstest.Register(t, app, hooks.Options{Clock: f.clock.Now})
	handler := hookstest.AppHandler(t, app)
	res = hookstest.StaffSend(t, handler, http.MethodPost, "/api/admin/wholesale-orders/"+orders[10]+"/transition", hookstest.JSONOf(shipMove()))
	hookstest.MustEqual(t, "a shipping after the restart", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "the number after the restart", invoiceOf(t, app, orders[10]).Number(), "INV-2026-00011")
	hookstest.MustEqual(t, "invoices after the restart", len(invoiceNumbers(t, app)), 11)
}

func TestAnIssuedInvoiceCannotBeChangedOrDeletedByAnyPath(t *testing.T) {
	f := orderFixtureWith(t, 60)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	id := f.acceptedOrder(t, headers)
	f.mustMove(t, id, shipMove())
	inv := invoiceOf(t, f.app, id)
	total := inv.TotalCents()
	if total == 0 || inv.DueOn() != "" {
		t.Fatalf("issued with total %d, due %q", total, inv.DueOn())
	}

	// Saves: through the record hooks (their own message, before the trigger's).
	inv.SetTotalCents(1)
	if err := f.app.Save(inv); err == nil || !strings.Contains(err.Error(), catalog.InvoicesAreFixed) {
		t.Errorf("a changed total saved: %v", err)
	}
	inv = invoiceOf(t, f.app, id)
	inv.SetDueOn("2026-12-31")
	inv.SetNumber("INV-2026-99999")
	if err := f.app.Save(inv); err == nil {
		t.Error("a due date with another change saved")
	}
	if err := f.app.Delete(invoiceOf(t, f.app, id)); err == nil || !strings.Contains(err.Error(), catalog.InvoicesAreFixed) {
		t.Errorf("a delete: %v", err)
	}

	// SQL past the hooks: the triggers.
	for _, sql := range []string{
		"UPDATE invoices SET totalCents = 1",
		"UPDATE invoices SET lines = '[]'",
		"UPDATE invoices SET dueOn = '2026-12-31', seller = '{}'",
		"DELETE FROM invoices",
	} {
		if _, err := f.app.DB().NewQuery(sql).Execute(); err == nil {
			t.Errorf("%s: not refused", sql)
		}
	}

	// PocketBase's collection API, as the buyer and as a superuser.
	superusers, _ := f.app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	su := core.NewRecord(superusers)
	su.SetEmail("invoices@example.com")
	su.SetPassword("operator-password")
	if err := f.app.Save(su); err != nil {
		t.Fatal(err)
	}
	token, _ := su.NewAuthToken()
	url := "/api/collections/invoices/records/" + inv.Id
	for who, h := range map[string]map[string]string{"the buyer": headers, "a superuser": {"Authorization": token}} {
		res := hookstest.Send(t, f.handler, http.MethodPatch, url, strings.NewReader(`{"totalCents":1}`), map[string]string{"Authorization": h["Authorization"], "Content-Type": "application/json"})
		if res.StatusCode < 400 {
			t.Errorf("%s changed it through the collection API: %d", who, res.StatusCode)
		}
		res = hookstest.Send(t, f.handler, http.MethodDelete, url, nil, map[string]string{"Authorization": h["Authorization"]})
		if res.StatusCode < 400 {
			t.Errorf("%s deleted it through the collection API: %d", who, res.StatusCode)
		}
	}
	inv = invoiceOf(t, f.app, id)
	hookstest.MustEqual(t, "the total after every try", inv.TotalCents(), total)
	hookstest.MustEqual(t, "the number after every try", inv.Number(), "INV-2026-00001")

	// The delivery dates it, once: nothing changes it again.
	f.mustMove(t, id, map[string]any{"to": catalog.OrderDelivered, "deliveredOn": ordersDay})
	inv = invoiceOf(t, f.app, id)
	hookstest.MustEqual(t, "due 30 days after the delivery", inv.DueOn(), "2026-12-02")
	inv.SetDueOn("2027-01-31")
	if err := f.app.Save(inv); err == nil {
		t.Error("a second due date saved")
	}
	if _, err := f.app.DB().NewQuery("UPDATE invoices SET dueOn = '2027-01-31'").Execute(); err == nil {
		t.Error("SQL changed the due date")
	}
	hookstest.MustEqual(t, "the due date kept", invoiceOf(t, f.app, id).DueOn(), "2026-12-02")
}

// shownText is the text a PDF shows: the strings of its text operators, a line each.
func shownText(t *testing.T, pdf []byte) string {
	t.Helper()
	var out strings.Builder
	for _, m := range regexp.MustCompile(`\(((?:\\.|[^\\)])*)\)\s*Tj`).FindAllStringSubmatch(pdfText(t, pdf), -1) {
		out.WriteString(strings.NewReplacer(`\(`, "(", `\)`, ")", `\\`, `\`).Replace(m[1]) + "\n")
	}
	return out.String()
}

func TestAnInvoicePDFShowsTheSaleAsCannabisLaw84Asks(t *testing.T) {
	f := orderFixtureWith(t, 60)
	site, err := f.app.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	site.Set("legalName", "Hudson Valley Sun Farm LLC")
	site.Set("licenseNumbers", []string{"OCM-AUCC-22-000042"})
	site.Set("address", "1 Farm Road")
	site.Set("city", "Germantown")
	site.Set("state", "NY")
	site.Set("zip", "12526")
	if err := f.app.Save(site); err != nil {
		t.Fatal(err)
	}
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	id := f.acceptedOrder(t, headers)
	f.mustMove(t, id, shipMove())
	hookstest.MustEqual(t, "the invoice's email", hookstest.CountRecords(t, f.app, catalog.OutboxCollection, "kind = 'wholesale_invoice'"), 1)

	download := func() string {
		t.Helper()
		res := hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/invoices", nil, headers)
		var list []catalog.Invoice
		hookstest.DecodeResponse(t, res, &list)
		if len(list) != 1 {
			t.Fatalf("the buyer's invoices: %v", list)
		}
		res = hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/invoices/"+list[0].ID+"/pdf", nil, headers)
		body, _ := io.ReadAll(res.Body)
		hookstest.MustEqual(t, "the PDF", res.StatusCode, http.StatusOK)
		hookstest.MustEqual(t, "its type", res.Header.Get("Content-Type"), "application/pdf")
		hookstest.MustEqual(t, "its Cache-Control", res.Header.Get("Cache-Control"), "no-store")
		hookstest.MustEqual(t, "its disposition", res.Header.Get("Content-Disposition"), `attachment; filename="invoice-INV-2026-00001.pdf"`)
		return shownText(t, body)
	}
	text := download()
	for _, want := range []string{
		"Invoice INV-2026-00001", "Date: November 2, 2026",
		"Seller", "Hudson Valley Sun Farm LLC", "1 Farm Road, Germantown, NY 12526", "Licence: OCM-AUCC-22-000042",
		"Buyer", "Green Leaf Retail LLC", "12 Main Street, Kingston, NY 12401", "Licence: OCM-RETL-24-000701",
		"Product", "Brand", "Lot", "Quantity", "Unit price", "Total THC", "Line total",
		"Headhunter", hhLot, "$18.00", "$108.00", " mg",
		"Subtotal", "Excise tax (N.Y. Tax Law \xa7493)", "Total due",
		"Due: 30 days after delivery",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q; its text:\n%s", want, text)
		}
	}
	order, _ := f.app.FindRecordById(catalog.WholesaleOrdersCollection, id)
	o := catalog.AsWholesaleOrder(order)
	for _, cents := range []int{o.ExciseCents(), o.TotalCents()} {
		if !strings.Contains(text, catalog.CentsText(cents)) {
			t.Errorf("the PDF lacks %s", catalog.CentsText(cents))
		}
	}
	if !strings.Contains(text, "\n6\n") {
		t.Errorf("the PDF lacks the quantity 6:\n%s", text)
	}

	// Until delivery the due date is the term's rule, from the setting: the PDF says it, and
	// the answer carries the term, which both apps show.
	res := hookstest.StaffSend(t, f.handler, http.MethodPatch, "/api/admin/wholesale-settings", hookstest.JSONOf(map[string]any{"paymentTermDays": 45}))
	hookstest.MustEqual(t, "the term changed", res.StatusCode, http.StatusOK)
	if text := download(); !strings.Contains(text, "Due: 45 days after delivery") {
		t.Errorf("the term in the PDF:\n%s", text)
	}
	res = hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/invoices", nil, headers)
	var list []catalog.Invoice
	hookstest.DecodeResponse(t, res, &list)
	hookstest.MustEqual(t, "the term in the answer", list[0].TermDays, 45)

	f.mustMove(t, id, map[string]any{"to": catalog.OrderDelivered, "deliveredOn": ordersDay})
	if text := download(); !strings.Contains(text, "Due: December 17, 2026") {
		t.Errorf("the delivered invoice's due date, 45 days on:\n%s", text)
	}
}

func TestABuyerReadsOnlyItsOwnAccountsInvoicesAndStaffReadEvery(t *testing.T) {
	f := orderFixtureWith(t, 60)
	mine, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	theirs, _ := f.buyer(t, 2, catalog.BuyerAdmin)
	id := f.acceptedOrder(t, mine)
	f.mustMove(t, id, shipMove())
	inv := invoiceOf(t, f.app, id)

	list := func(headers map[string]string) []catalog.Invoice {
		res := hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/invoices", nil, headers)
		hookstest.MustEqual(t, "list", res.StatusCode, http.StatusOK)
		hookstest.MustEqual(t, "list Cache-Control", res.Header.Get("Cache-Control"), "no-store")
		var out []catalog.Invoice
		hookstest.DecodeResponse(t, res, &out)
		return out
	}
	hookstest.MustEqual(t, "the account's invoices", len(list(mine)), 1)
	hookstest.MustEqual(t, "another account's list", len(list(theirs)), 0)
	pdf := "/api/wholesale/invoices/" + inv.Id + "/pdf"
	res := hookstest.Send(t, f.handler, http.MethodGet, pdf, nil, theirs)
	hookstest.MustEqual(t, "another account's PDF", res.StatusCode, http.StatusNotFound)
	hookstest.MustEqual(t, "no session", hookstest.Send(t, f.handler, http.MethodGet, pdf, nil, nil).StatusCode, http.StatusUnauthorized)
	hookstest.MustEqual(t, "no session's list", hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/invoices", nil, nil).StatusCode, http.StatusUnauthorized)
	for _, url := range []string{"/api/collections/invoices/records", "/api/collections/invoices/records/" + inv.Id} {
		if res := hookstest.Send(t, f.handler, http.MethodGet, url, nil, mine); res.StatusCode == http.StatusOK {
			t.Errorf("%s read through the collection API: %s", url, hookstest.BodyOf(res))
		}
	}
	// Staff read every invoice; a buyer's token is no staff session.
	res = hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/invoices", "")
	hookstest.MustEqual(t, "staff's list", res.StatusCode, http.StatusOK)
	if body := hookstest.BodyOf(res); !strings.Contains(body, "INV-2026-00001") {
		t.Errorf("staff's list: %s", body)
	}
	res = hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/invoices/"+inv.Id, "")
	hookstest.MustEqual(t, "staff read one", res.StatusCode, http.StatusOK)
	res = hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/invoices/"+inv.Id+"/pdf", "")
	hookstest.MustEqual(t, "staff's PDF", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "staff's PDF Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	hookstest.MustEqual(t, "a buyer at staff's list", hookstest.Send(t, f.handler, http.MethodGet, "/api/admin/invoices", nil, mine).StatusCode, http.StatusUnauthorized)
}
