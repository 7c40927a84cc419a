package wholesale

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// msgShipSeller refuses a shipping whose invoice would lack the seller's name or licence.
const msgShipSeller = "Set the licensee's legal name and OCM license numbers (Compliance) first: the invoice prints them (Cannabis Law §84(3))"

// issueInvoice writes order's invoice in tx, the shipping transition's transaction: the
// next INV number of the year (New York's), the seller from the licensee's settings, the
// buyer's account as it is at the sale, the lines shipped, and an email to the buyer with
// the portal's link to it.
func issueInvoice(tx core.App, site mail.Site, order *catalog.WholesaleOrderRecord, lines []*catalog.WholesaleOrderLineRecord, account *catalog.BuyerAccountRecord, now time.Time, termDays int) error {
	number, err := nextDocumentNumber(tx, catalog.InvoiceNumberKind, now.In(newYork()).Year())
	if err != nil {
		return err
	}
	seller, err := sellerParty(tx)
	if err != nil {
		return err
	}
	if seller.LegalName == "" || len(seller.LicenceNumbers) == 0 {
		return web.APIError(http.StatusConflict, msgShipSeller, nil)
	}
	inv, err := catalog.NewInvoiceRecord(tx)
	if err != nil {
		return err
	}
	issuedAt, err := types.ParseDateTime(now)
	if err != nil {
		return err
	}
	invoiced := make([]catalog.InvoiceLine, 0, len(lines))
	for _, l := range lines {
		if l.Units() == 0 {
			continue
		}
		invoiced = append(invoiced, catalog.InvoiceLine{
			Product: l.ProductName(), Variant: l.VariantName(), Brand: l.Brand(), Lot: l.Lot(), MetrcTag: l.MetrcTag(),
			Units: l.Units(), UnitCents: l.UnitCents(), THCMg: l.THCMgPerUnit() * float64(l.Units()),
			LineCents: l.LineCents(), ExciseCents: l.ExciseCents(),
		})
	}
	inv.SetNumber(number)
	inv.SetOrder(order.Id)
	inv.SetAccount(account.Id)
	inv.SetIssuedAt(issuedAt)
	inv.SetSeller(seller)
	inv.SetBuyer(catalog.InvoiceParty{
		LegalName:      account.LegalName(),
		Premises:       premises(account.PremisesStreet(), account.PremisesCity(), account.PremisesState(), account.PremisesZip()),
		LicenceNumbers: []string{account.LicenceNumber()},
	})
	inv.SetLines(invoiced)
	inv.SetSubtotalCents(order.SubtotalCents())
	inv.SetExciseCents(order.ExciseCents())
	inv.SetTotalCents(order.TotalCents())
	if err := tx.Save(inv); err != nil {
		return err
	}
	to, err := orderRecipients(tx, order)
	if err != nil || len(to) == 0 {
		return err
	}
	_, err = outbox.Queue(tx, mail.NewInvoiceIssued(site, to, inv, order.Number(), termDays), outbox.About{})
	return err
}

// dateInvoice sets the due date of order's invoice, delivered on deliveredOn, termDays
// later: the one change an issued invoice takes, once.
func dateInvoice(tx core.App, order *catalog.WholesaleOrderRecord, deliveredOn string, termDays int) error {
	inv, err := invoiceOfOrder(tx, order.Id)
	if err != nil {
		return err
	}
	day, _ := catalog.ParseDay(deliveredOn)
	inv.SetDueOn(day.AddDate(0, 0, termDays).Format(time.DateOnly))
	return tx.Save(inv)
}

func invoiceOfOrder(app core.App, orderID string) (*catalog.InvoiceRecord, error) {
	rec, err := app.FindFirstRecordByData(catalog.InvoicesCollection, catalog.InvoiceFieldOrder, orderID)
	if err != nil {
		return nil, err
	}
	return catalog.AsInvoice(rec), nil
}

// sellerParty is the farm as the licensee's settings (Compliance) name it.
func sellerParty(app core.App) (catalog.InvoiceParty, error) {
	rec, err := app.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
	if err != nil {
		return catalog.InvoiceParty{}, err
	}
	s := catalog.AsSiteSettings(rec)
	return catalog.InvoiceParty{
		LegalName:      s.LegalName(),
		Premises:       premises(s.Address(), s.City(), s.State(), s.Zip()),
		LicenceNumbers: s.LicenseNumbers(),
	}, nil
}

// premises writes an address on one line: "12 Main St, Hudson, NY 12534".
func premises(street, city, state, zip string) string {
	var parts []string
	for _, p := range []string{street, city, strings.TrimSpace(state + " " + zip)} {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, ", ")
}

// onlyDated: rec's one change is a due date where there was none.
func onlyDated(rec *core.Record) bool {
	old := rec.Original()
	if old.GetString(catalog.InvoiceFieldDueOn) != "" || rec.GetString(catalog.InvoiceFieldDueOn) == "" {
		return false
	}
	for _, f := range rec.Collection().Fields {
		name := f.GetName()
		if name == catalog.InvoiceFieldDueOn {
			continue
		}
		if !sameValue(old.Get(name), rec.Get(name)) {
			return false
		}
	}
	return true
}

func sameValue(a, b any) bool {
	ja, errA := json.Marshal(a)
	jb, errB := json.Marshal(b)
	return errA == nil && errB == nil && bytes.Equal(ja, jb)
}

// invoicesOf lists account's invoices (every account's when account is ""), newest first.
func invoicesOf(app core.App, account string, limit int) ([]*core.Record, error) {
	q := app.RecordQuery(catalog.InvoicesCollection).OrderBy(catalog.InvoiceFieldIssuedAt+" DESC", "rowid DESC").Limit(int64(limit))
	if account != "" {
		q = q.AndWhere(dbx.HashExp{catalog.InvoiceFieldAccount: account})
	}
	var out []*core.Record
	return out, q.All(&out)
}
