package wholesale_test

import (
	"net/http"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// reorderOf reads the reorder route of order id as headers' buyer.
func (f *orderFixture) reorderOf(t *testing.T, id string, headers map[string]string) catalog.WholesaleReorderLine {
	t.Helper()
	res := hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/orders/"+id+"/reorder", nil, headers)
	hookstest.MustEqual(t, "reorder status", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "reorder Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	var out catalog.WholesaleReorder
	hookstest.DecodeResponse(t, res, &out)
	hookstest.MustEqual(t, "the order reordered", out.Order, id)
	hookstest.MustEqual(t, "its lines", len(out.Lines), 1)
	return out.Lines[0]
}

// A past order's lines come back as cart lines with what the menu has of them now: the
// lot while it has the units, why not once it has not (units left, sold out, off the
// price list), the units raised to today's terms, and the variant's other lots in stock.
func TestReorderOffersAPastOrdersLinesWithTheirAvailabilityNow(t *testing.T) {
	f := orderFixtureWith(t, 60)
	mine, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	theirs, _ := f.buyer(t, 2, catalog.BuyerAdmin)
	second := savedLot(t, f.app, "headhunter", "HVSF-26-HH02")
	body := hookstest.JSONOf(map[string]any{"variant": f.eighth, "batch": second.Id, "onHand": 30})
	if res := hookstest.StaffSend(t, f.handler, http.MethodPost, "/api/admin/lot-stock", body); res.StatusCode != http.StatusCreated {
		t.Fatalf("second lot's stock: %s", hookstest.BodyOf(res))
	}
	order := f.place(t, mine, 12)

	line := f.reorderOf(t, order.ID, mine)
	hookstest.MustEqual(t, "variant", line.VariantID, f.eighth)
	hookstest.MustEqual(t, "lot", line.Lot, hhLot)
	hookstest.MustEqual(t, "units asked", line.Units, 12)
	hookstest.MustEqual(t, "ok while in stock", line.OK, true)
	hookstest.MustEqual(t, "available (60 less the 12 waiting)", line.Available, 48)
	if line.Offer == nil || line.Offer.UnitPriceCents != 1800 || line.Offer.CaseSize != 6 {
		t.Fatalf("the menu's line is not offered with its terms: %+v", line.Offer)
	}
	if len(line.Alternatives) != 1 || line.Alternatives[0].Lot != "HVSF-26-HH02" || line.Alternatives[0].Available != 30 {
		t.Fatalf("the other lot in stock is not offered: %+v", line.Alternatives)
	}

	f.place(t, mine, 42)
	line = f.reorderOf(t, order.ID, mine)
	hookstest.MustEqual(t, "fewer left than asked", line.OK, false)
	hookstest.MustEqual(t, "why", line.Reason, "Only 6 units of this lot are left")
	hookstest.MustEqual(t, "available", line.Available, 6)

	f.place(t, mine, 6)
	line = f.reorderOf(t, order.ID, mine)
	hookstest.MustEqual(t, "sold out", line.Reason, "This lot is sold out")
	hookstest.MustEqual(t, "the other lot still offered", len(line.Alternatives), 1)

	price := f.priceRecord(t)
	price.Set(catalog.WholesalePriceFieldMinimumUnits, 18)
	f.save(t, price)
	hookstest.MustEqual(t, "units raised to the new minimum", f.reorderOf(t, order.ID, mine).Units, 18)

	price.Set(catalog.WholesalePriceFieldActive, false)
	f.save(t, price)
	line = f.reorderOf(t, order.ID, mine)
	hookstest.MustEqual(t, "off the price list", line.Reason, "No longer on the price list")
	if line.OK || line.Offer != nil || len(line.Alternatives) != 0 {
		t.Errorf("a variant off the price list is still offered: %+v", line)
	}

	for name, headers := range map[string]map[string]string{"another account": theirs, "no session": nil} {
		res := hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/orders/"+order.ID+"/reorder", nil, headers)
		want := http.StatusNotFound
		if headers == nil {
			want = http.StatusUnauthorized
		}
		hookstest.MustEqual(t, name, res.StatusCode, want)
	}
}

func (f *orderFixture) priceRecord(t *testing.T) *core.Record {
	t.Helper()
	rec, err := f.app.FindFirstRecordByFilter(catalog.WholesalePricesCollection, "variant = {:v}", dbx.Params{"v": f.eighth})
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func (f *orderFixture) save(t *testing.T, rec *core.Record) {
	t.Helper()
	if err := f.app.Save(rec); err != nil {
		t.Fatal(err)
	}
}

// savedLot adds a tested lot of the product slug.
func savedLot(t testing.TB, app core.App, slug, lot string) *core.Record {
	t.Helper()
	product := hookstest.FindBySlug(t, app, catalog.ProductsCollection, slug)
	batches, err := app.FindCollectionByNameOrId(catalog.BatchesCollection)
	if err != nil {
		t.Fatal(err)
	}
	rec := core.NewRecord(batches)
	rec.Load(map[string]any{"productId": product.Id, "lot": lot, "testDate": "2026-10-20", "harvestDate": "2026-10-01", "thc": 25,
		"labName": "Catskill Analytical Laboratory", "labLicense": "LAB-0001", "coa": hookstest.DemoCertificate(t, app)})
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	return rec
}
