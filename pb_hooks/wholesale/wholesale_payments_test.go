package wholesale_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
)

// Payments and credit notes (issue 39): the balance beside the order's state, the
// closing they cause, what they refuse.

// deliveredOrder is a case ordered by headers' account, shipped and delivered on the
// orders' day (its invoice due 2026-12-02), with its invoice.
func (f *orderFixture) deliveredOrder(t *testing.T, headers map[string]string) (string, *catalog.InvoiceRecord) {
	t.Helper()
	id := f.acceptedOrder(t, headers)
	f.mustMove(t, id, shipMove())
	f.mustMove(t, id, map[string]any{"to": catalog.OrderDelivered, "deliveredOn": ordersDay})
	return id, invoiceOf(t, f.app, id)
}

func (f *orderFixture) pay(t *testing.T, invoice string, cents int) (*http.Response, string) {
	t.Helper()
	res := hookstest.StaffSend(t, f.handler, http.MethodPost, "/api/admin/payments", hookstest.JSONOf(map[string]any{
		"invoice": invoice, "method": "check", "reference": "Check 1042", "amountCents": cents, "receivedOn": ordersDay}))
	return res, hookstest.BodyOf(res)
}

func (f *orderFixture) credit(t *testing.T, invoice string, cents int) (*http.Response, string) {
	t.Helper()
	res := hookstest.StaffSend(t, f.handler, http.MethodPost, "/api/admin/credit-notes", hookstest.JSONOf(map[string]any{
		"invoice": invoice, "amountCents": cents, "reason": "One unit damaged"}))
	return res, hookstest.BodyOf(res)
}

// payInFull pays the balance of order id's invoice.
func (f *orderFixture) payInFull(t *testing.T, id string) {
	t.Helper()
	inv := f.staffInvoice(t, invoiceOf(t, f.app, id).Id)
	if res, text := f.pay(t, inv.ID, inv.BalanceCents); res.StatusCode != http.StatusCreated {
		t.Fatalf("paying in full: %d %s", res.StatusCode, text)
	}
}

func (f *orderFixture) staffInvoice(t *testing.T, id string) catalog.Invoice {
	t.Helper()
	var inv catalog.Invoice
	hookstest.DecodeResponse(t, hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/invoices/"+id, ""), &inv)
	return inv
}

func (f *orderFixture) staffOrder(t *testing.T, id string) catalog.WholesaleOrder {
	t.Helper()
	var o catalog.WholesaleOrder
	hookstest.DecodeResponse(t, hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/wholesale-orders/"+id, ""), &o)
	return o
}

// staffInvoiceNumbers lists the invoices staff's filter finds.
func (f *orderFixture) staffInvoiceNumbers(t *testing.T, filter string) string {
	t.Helper()
	var list []catalog.Invoice
	hookstest.DecodeResponse(t, hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/invoices?filter="+url.QueryEscape(filter), ""), &list)
	var numbers []string
	for _, inv := range list {
		numbers = append(numbers, inv.Number)
	}
	return strings.Join(numbers, " ")
}

func TestPaymentsAndCreditNotesMakeTheBalanceAndThePaidOffOrderCloses(t *testing.T) {
	f := orderFixtureWith(t, 60)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	id, inv := f.deliveredOrder(t, headers)
	total := inv.TotalCents()
	before := f.trail(t, id)

	read := f.staffInvoice(t, inv.Id)
	hookstest.MustEqual(t, "unpaid", read.InvoiceBalance, catalog.InvoiceBalance{BalanceCents: total, PaymentStatus: "unpaid"})
	hookstest.MustEqual(t, "the order's payment status", f.staffOrder(t, id).PaymentStatus, "unpaid")

	res, text := f.pay(t, inv.Id, 1000)
	hookstest.MustEqual(t, "the first payment", res.StatusCode, http.StatusCreated)
	var payment catalog.Payment
	json.Unmarshal([]byte(text), &payment)
	hookstest.MustEqual(t, "the payment's answer", payment.InvoiceNumber+" "+payment.AccountName+" "+payment.Method+" "+payment.RecordedBy,
		"INV-2026-00001 Green Leaf Retail LLC check "+hookstest.StaffUsername)
	if !strings.Contains(text, `"amountCents":1000`) {
		t.Errorf("the payment's answer: %s", text)
	}
	res, text = f.credit(t, inv.Id, 500)
	hookstest.MustEqual(t, "the credit note", res.StatusCode, http.StatusCreated)
	var note catalog.CreditNote
	json.Unmarshal([]byte(text), &note)
	hookstest.MustEqual(t, "the credit note's number", note.Number, "CN-2026-00001")

	want := catalog.InvoiceBalance{PaidCents: 1000, CreditedCents: 500, BalanceCents: total - 1500, PaymentStatus: "partly-paid"}
	read = f.staffInvoice(t, inv.Id)
	hookstest.MustEqual(t, "partly paid", read.InvoiceBalance, want)
	hookstest.MustEqual(t, "the invoice's payments and credit notes", len(read.Payments)*10+len(read.CreditNotes), 11)
	order := f.staffOrder(t, id)
	hookstest.MustEqual(t, "the order's balance", order.PaymentStatus+" "+catalog.CentsText(order.BalanceCents), "partly-paid "+catalog.CentsText(total-1500))
	if order.Invoice == nil || len(order.Invoice.Payments) != 1 || len(order.Invoice.CreditNotes) != 1 {
		t.Fatalf("the order's invoice: %+v", order.Invoice)
	}
	// The buyer reads the same: its orders' list, its order, its invoices.
	var mine []catalog.WholesaleOrder
	hookstest.DecodeResponse(t, hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/orders", nil, headers), &mine)
	hookstest.MustEqual(t, "the buyer's list", mine[0].PaymentStatus+" "+catalog.CentsText(mine[0].BalanceCents), "partly-paid "+catalog.CentsText(total-1500))
	var invoices []catalog.Invoice
	hookstest.DecodeResponse(t, hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/invoices", nil, headers), &invoices)
	hookstest.MustEqual(t, "the buyer's invoices", invoices[0].InvoiceBalance, want)
	var own catalog.WholesaleOrder
	hookstest.DecodeResponse(t, hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/orders/"+id, nil, headers), &own)
	if own.Invoice == nil || len(own.Invoice.Payments) != 1 || own.Invoice.Payments[0].AmountCents != 1000 {
		t.Fatalf("the buyer's order's invoice: %+v", own.Invoice)
	}
	hookstest.MustEqual(t, "staff's filter: partly paid", f.staffInvoiceNumbers(t, `{"paymentStatus":"partly-paid"}`), "INV-2026-00001")
	hookstest.MustEqual(t, "staff's filter: unpaid", f.staffInvoiceNumbers(t, `{"paymentStatus":"unpaid"}`), "")
	hookstest.MustEqual(t, "staff's filter: not overdue yet", f.staffInvoiceNumbers(t, `{"overdue":true}`), "")
	hookstest.MustEqual(t, "nothing moved yet", f.trail(t, id), before)

	// The last payment closes the delivered order, in its transaction: the system's
	// event, the activity entry, the buyer's email.
	res, _ = f.pay(t, inv.Id, total-1500)
	hookstest.MustEqual(t, "the last payment", res.StatusCode, http.StatusCreated)
	hookstest.MustEqual(t, "closed", stateOf(t, f.app, id), catalog.OrderClosed)
	hookstest.MustEqual(t, "the closing's trail", f.trail(t, id), [3]int{before[0] + 1, before[1] + 1, before[2] + 1})
	order = f.staffOrder(t, id)
	last := order.Events[len(order.Events)-1]
	hookstest.MustEqual(t, "the closing's event", last.Actor+" "+last.From+">"+last.To+" "+last.Reason, "system delivered>closed Paid in full")
	hookstest.MustEqual(t, "paid", order.PaymentStatus+" "+catalog.CentsText(order.BalanceCents), "paid $0.00")
	hookstest.MustEqual(t, "staff's filter: paid", f.staffInvoiceNumbers(t, `{"paymentStatus":"paid"}`), "INV-2026-00001")

	// Nothing more is taken on a paid invoice.
	res, text = f.pay(t, inv.Id, 1)
	hookstest.MustEqual(t, "a payment on a paid invoice", res.StatusCode, http.StatusBadRequest)
	if !strings.Contains(text, "A payment cannot be more than the invoice's balance ($0.00)") {
		t.Errorf("a payment on a paid invoice: %s", text)
	}
}

func TestAPaymentOrCreditNoteStaffMayNotRecordIsRefusedAndChangesNothing(t *testing.T) {
	f := orderFixtureWith(t, 60)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	id, inv := f.deliveredOrder(t, headers)
	balance := catalog.CentsText(inv.TotalCents())
	counts := func() [4]int {
		return [4]int{
			hookstest.CountRecords(t, f.app, catalog.PaymentsCollection, ""),
			hookstest.CountRecords(t, f.app, catalog.CreditNotesCollection, ""),
			hookstest.CountRecords(t, f.app, catalog.ActivityCollection, "collection = 'payments' || collection = 'credit_notes'"),
			hookstest.CountRecords(t, f.app, catalog.DocumentCountersCollection, "kind = 'CN'"),
		}
	}
	for name, c := range map[string]struct {
		path  string
		body  map[string]any
		field string
		want  string
	}{
		"over the balance": {"payments", map[string]any{"invoice": inv.Id, "method": "ach", "amountCents": inv.TotalCents() + 1, "receivedOn": ordersDay},
			"amountCents", "A payment cannot be more than the invoice's balance (" + balance + ")"},
		"a credit over the balance": {"credit-notes", map[string]any{"invoice": inv.Id, "amountCents": inv.TotalCents() + 1, "reason": "Typo"},
			"amountCents", "A credit note cannot be more than the invoice's balance (" + balance + ")"},
		"no invoice":        {"payments", map[string]any{"invoice": "nope", "method": "ach", "amountCents": 100, "receivedOn": ordersDay}, "invoice", catalog.MsgPaymentInvoice},
		"an unknown method": {"payments", map[string]any{"invoice": inv.Id, "method": "bitcoin", "amountCents": 100, "receivedOn": ordersDay}, "method", catalog.MsgPaymentMethod},
		"a fraction of a cent": {"payments", map[string]any{"invoice": inv.Id, "method": "ach", "amountCents": 10.5, "receivedOn": ordersDay},
			"amountCents", catalog.MsgPaymentAmount},
		"nothing":            {"payments", map[string]any{"invoice": inv.Id, "method": "ach", "amountCents": 0, "receivedOn": ordersDay}, "amountCents", catalog.MsgPaymentAmount},
		"received tomorrow":  {"payments", map[string]any{"invoice": inv.Id, "method": "ach", "amountCents": 100, "receivedOn": "2026-11-03"}, "receivedOn", catalog.MsgPaymentReceivedOn},
		"a long reference":   {"payments", map[string]any{"invoice": inv.Id, "method": "ach", "amountCents": 100, "receivedOn": ordersDay, "reference": strings.Repeat("r", 101)}, "reference", catalog.MsgPaymentReference},
		"a credit no reason": {"credit-notes", map[string]any{"invoice": inv.Id, "amountCents": 100}, "reason", catalog.MsgCreditNoteReason},
	} {
		before := counts()
		res := hookstest.StaffSend(t, f.handler, http.MethodPost, "/api/admin/"+c.path, hookstest.JSONOf(c.body))
		var answer struct {
			Data map[string]struct{ Message string } `json:"data"`
		}
		hookstest.MustEqual(t, name, res.StatusCode, http.StatusBadRequest)
		hookstest.DecodeResponse(t, res, &answer)
		hookstest.MustEqual(t, name+": its message", answer.Data[c.field].Message, c.want)
		hookstest.MustEqual(t, name+": nothing written", counts(), before)
	}
	hookstest.MustEqual(t, "still delivered", stateOf(t, f.app, id), catalog.OrderDelivered)
	// A buyer's token is no staff session.
	res := hookstest.Send(t, f.handler, http.MethodPost, "/api/admin/payments", strings.NewReader(hookstest.JSONOf(map[string]any{
		"invoice": inv.Id, "method": "ach", "amountCents": 100, "receivedOn": ordersDay})), headers)
	hookstest.MustEqual(t, "a buyer records a payment", res.StatusCode, http.StatusUnauthorized)
	hookstest.MustEqual(t, "nothing paid", counts()[0], 0)
}

func TestAnIssuedCreditNoteCannotBeChangedOrDeletedByAnyPath(t *testing.T) {
	f := orderFixtureWith(t, 60)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	_, inv := f.deliveredOrder(t, headers)
	if res, text := f.credit(t, inv.Id, 300); res.StatusCode != http.StatusCreated {
		t.Fatalf("a credit note: %s", text)
	}
	find := func() *catalog.CreditNoteRecord {
		rec, err := f.app.FindFirstRecordByFilter(catalog.CreditNotesCollection, "")
		if err != nil {
			t.Fatal(err)
		}
		return catalog.AsCreditNote(rec)
	}
	note := find()
	note.SetAmountCents(1)
	if err := f.app.Save(note); err == nil || !strings.Contains(err.Error(), catalog.CreditNotesAreFixed) {
		t.Errorf("a changed amount saved: %v", err)
	}
	if err := f.app.Delete(find()); err == nil || !strings.Contains(err.Error(), catalog.CreditNotesAreFixed) {
		t.Errorf("a delete: %v", err)
	}
	for _, sql := range []string{"UPDATE credit_notes SET amountCents = 1", "UPDATE credit_notes SET reason = 'x'", "DELETE FROM credit_notes"} {
		if _, err := f.app.DB().NewQuery(sql).Execute(); err == nil {
			t.Errorf("%s: not refused", sql)
		}
	}
	superusers, _ := f.app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	su := core.NewRecord(superusers)
	su.SetEmail("credits@example.com")
	su.SetPassword("operator-password")
	if err := f.app.Save(su); err != nil {
		t.Fatal(err)
	}
	token, _ := su.NewAuthToken()
	path := "/api/collections/credit_notes/records/" + note.Id
	for who, auth := range map[string]string{"the buyer": headers["Authorization"], "a superuser": token} {
		res := hookstest.Send(t, f.handler, http.MethodPatch, path, strings.NewReader(`{"amountCents":1}`), map[string]string{"Authorization": auth, "Content-Type": "application/json"})
		if res.StatusCode < 400 {
			t.Errorf("%s changed it through the collection API: %d", who, res.StatusCode)
		}
		res = hookstest.Send(t, f.handler, http.MethodDelete, path, nil, map[string]string{"Authorization": auth})
		if res.StatusCode < 400 {
			t.Errorf("%s deleted it through the collection API: %d", who, res.StatusCode)
		}
	}
	hookstest.MustEqual(t, "the amount after every try", find().AmountCents(), 300)
	hookstest.MustEqual(t, "the credit notes after every try", hookstest.CountRecords(t, f.app, catalog.CreditNotesCollection, ""), 1)
}

func TestAnOrderWithABalanceLeftCannotBeClosed(t *testing.T) {
	f := orderFixtureWith(t, 60)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	id, _ := f.deliveredOrder(t, headers)
	before := f.trail(t, id)
	res, text := f.move(t, id, map[string]any{"to": catalog.OrderClosed})
	hookstest.MustEqual(t, "closing with a balance", res.StatusCode, http.StatusConflict)
	if !strings.Contains(text, catalog.MsgClosedWithBalance) {
		t.Errorf("closing with a balance: %s", text)
	}
	hookstest.MustEqual(t, "nothing written", f.trail(t, id), before)
	hookstest.MustEqual(t, "still delivered", stateOf(t, f.app, id), catalog.OrderDelivered)
	if slices.Contains(staffMoves(t, f.handler, id), catalog.OrderClosed) {
		t.Error("staff are offered to close an order with a balance left")
	}

	// Paid in full before its delivery, an order stays shipped and staff close it once
	// delivered.
	id2 := f.acceptedOrder(t, headers)
	f.mustMove(t, id2, shipMove())
	f.payInFull(t, id2)
	hookstest.MustEqual(t, "paid while shipped", stateOf(t, f.app, id2), catalog.OrderShipped)
	f.mustMove(t, id2, map[string]any{"to": catalog.OrderDelivered, "deliveredOn": ordersDay})
	if !slices.Contains(staffMoves(t, f.handler, id2), catalog.OrderClosed) {
		t.Error("a paid delivered order is not offered to close")
	}
	f.mustMove(t, id2, map[string]any{"to": catalog.OrderClosed})
}

// staffMoves are the states staff's answer of the order offers to move it to.
func staffMoves(t *testing.T, handler http.Handler, id string) []string {
	t.Helper()
	var order catalog.WholesaleOrder
	hookstest.DecodeResponse(t, hookstest.StaffSend(t, handler, http.MethodGet, "/api/admin/wholesale-orders/"+id, ""), &order)
	var to []string
	for _, m := range order.Moves {
		to = append(to, m.To)
	}
	return to
}

func TestABuyerSeesOnlyItsOwnAccountsPayments(t *testing.T) {
	f := orderFixtureWith(t, 60)
	mine, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	theirs, _ := f.buyer(t, 2, catalog.BuyerAdmin)
	id, inv := f.deliveredOrder(t, mine)
	if res, text := f.pay(t, inv.Id, 100); res.StatusCode != http.StatusCreated {
		t.Fatal(text)
	}
	hookstest.MustEqual(t, "another account's order", hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/orders/"+id, nil, theirs).StatusCode, http.StatusNotFound)
	var list []catalog.Invoice
	hookstest.DecodeResponse(t, hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/invoices", nil, theirs), &list)
	hookstest.MustEqual(t, "another account's invoices", len(list), 0)
	for _, path := range []string{"/api/collections/payments/records", "/api/collections/credit_notes/records", "/api/admin/payments", "/api/admin/credit-notes"} {
		res := hookstest.Send(t, f.handler, http.MethodGet, path, nil, mine)
		if body := hookstest.BodyOf(res); res.StatusCode == http.StatusOK || strings.Contains(body, "Check 1042") {
			t.Errorf("a buyer read %s: %d %s", path, res.StatusCode, body)
		}
	}
	// Staff's lists by account and by invoice.
	res := hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/payments?filter="+url.QueryEscape(`{"account":"`+inv.Account()+`"}`), "")
	if body := hookstest.BodyOf(res); res.StatusCode != http.StatusOK || !strings.Contains(body, "Check 1042") {
		t.Errorf("staff's payments of the account: %d %s", res.StatusCode, body)
	}
	res = hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/payments?filter="+url.QueryEscape(`{"account":"other"}`), "")
	hookstest.MustEqual(t, "staff's payments of another account", hookstest.BodyOf(res), "[]")
	res = hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/payments?filter="+url.QueryEscape(`{"invoice":"`+inv.Id+`"}`), "")
	if body := hookstest.BodyOf(res); !strings.Contains(body, "Check 1042") {
		t.Errorf("staff's payments of the invoice: %s", body)
	}
}
