package wholesale_test

import (
	"bytes"
	"compress/zlib"
	"encoding/csv"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// approvedBuyer applies, checks and approves an account on app, and returns its buyer's
// PocketBase token.
func approvedBuyer(t testing.TB, app *tests.TestApp, handler http.Handler) map[string]string {
	t.Helper()
	account := appliedAccount(t, app, handler)
	base := "/api/admin/buyer-accounts/" + account.Id
	if res := hookstest.StaffSend(t, handler, http.MethodPost, base+"/licence-checks", `{"result":"active","note":"Seen on OCM's list"}`); res.StatusCode != http.StatusCreated {
		t.Fatalf("check: %d", res.StatusCode)
	}
	if res := hookstest.StaffSend(t, handler, http.MethodPost, base+"/approve", "{}"); res.StatusCode != http.StatusOK {
		t.Fatalf("approve: %d %s", res.StatusCode, hookstest.BodyOf(res))
	}
	return buyerHeaders(t, app, handler)
}

// buyerHeaders signs the application's buyer in (their password set as the email's link
// would) and answers the headers of their session.
func buyerHeaders(t testing.TB, app core.App, handler http.Handler) map[string]string {
	t.Helper()
	buyer, err := app.FindAuthRecordByEmail(catalog.BuyersCollection, "jo@greenleaf.example.com")
	if err != nil {
		t.Fatal(err)
	}
	buyer.SetPassword(buyerPassword)
	if err := app.Save(buyer); err != nil {
		t.Fatal(err)
	}
	return asBuyer(signIn(t, handler, buyer.Email(), nil))
}

// stockedMenu gives app a price list and stock: Headhunter's eighth and quarter from its
// lot, Apple Fritters' eighth out of stock, Grape Gas's eighth of a draft product, and
// Lime Street's eighth in stock without a price.
func stockedMenu(t testing.TB, app core.App, handler http.Handler) {
	t.Helper()
	price := func(slug, variant string, cents int) {
		body := hookstest.JSONOf(map[string]any{"variant": variantID(t, app, slug, variant), "unitPriceCents": cents, "caseSize": 6,
			"volumeBreaks": []catalog.VolumeBreak{{MinUnits: 60, UnitPriceCents: cents - 100}}})
		if res := hookstest.StaffSend(t, handler, http.MethodPost, "/api/admin/wholesale-prices", body); res.StatusCode != http.StatusCreated {
			t.Fatalf("price: %s", hookstest.BodyOf(res))
		}
	}
	stock := func(slug, variant, lot string, onHand, reserved int) {
		body := hookstest.JSONOf(map[string]any{"variant": variantID(t, app, slug, variant), "batch": batchID(t, app, lot), "onHand": onHand, "reserved": reserved})
		if res := hookstest.StaffSend(t, handler, http.MethodPost, "/api/admin/lot-stock", body); res.StatusCode != http.StatusCreated {
			t.Fatalf("stock: %s", hookstest.BodyOf(res))
		}
	}
	price("headhunter", "Eighth", 1800)
	price("headhunter", "Quarter", 3300)
	price("apple-fritters", "Eighth", 1900)
	price("grape-gas", "Eighth", 1700)
	stock("headhunter", "Eighth", "HVSF-26-HH01", 120, 20)
	stock("headhunter", "Quarter", "HVSF-26-HH01", 30, 0)
	stock("apple-fritters", "Eighth", "HVSF-26-AF01", 10, 10)
	stock("grape-gas", "Eighth", "HVSF-26-GG01", 50, 0)
	stock("lime-street", "Eighth", batchLotOf(t, app, "lime-street"), 50, 0)
	grapeGas := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "grape-gas")
	grapeGas.Set(catalog.ProductFieldStatus, catalog.StatusDraft)
	if err := app.Save(grapeGas); err != nil {
		t.Fatal(err)
	}
}

// batchLotOf is the lot of a demo product's first batch.
func batchLotOf(t testing.TB, app core.App, slug string) string {
	t.Helper()
	product := hookstest.FindBySlug(t, app, catalog.ProductsCollection, slug)
	rec, err := app.FindFirstRecordByData(catalog.BatchesCollection, catalog.BatchFieldProductID, product.Id)
	if err != nil {
		t.Fatal(err)
	}
	return catalog.AsBatch(rec).Lot()
}

func menuOf(t testing.TB, handler http.Handler, query string, headers map[string]string) catalog.WholesaleMenu {
	t.Helper()
	res := hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/menu"+query, nil, headers)
	hookstest.MustEqual(t, "menu status", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "menu Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	var menu catalog.WholesaleMenu
	hookstest.DecodeResponse(t, res, &menu)
	return menu
}

func lotsAndVariants(menu catalog.WholesaleMenu) []string {
	var out []string
	for _, l := range menu.Lines {
		out = append(out, l.ProductName+" "+l.VariantName+" "+l.Lot)
	}
	return out
}

func TestTheMenuListsPublishedPricedLotsInStock(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	buyer := approvedBuyer(t, app, handler)
	stockedMenu(t, app, handler)

	menu := menuOf(t, handler, "", buyer)
	hookstest.MustEqual(t, "lines", strings.Join(lotsAndVariants(menu), "; "), "Headhunter Eighth HVSF-26-HH01; Headhunter Quarter HVSF-26-HH01")
	l := menu.Lines[0]
	hookstest.MustEqual(t, "available: on hand less reserved", l.Available, 100)
	hookstest.MustEqual(t, "the lot's THC", *l.THC, 27.4)
	hookstest.MustEqual(t, "the lot's CBD", *l.CBD, 0.08)
	hookstest.MustEqual(t, "the lot's terpenes", *l.Terps, 3.12)
	hookstest.MustEqual(t, "harvest", *l.HarvestDate, "2026-09-24")
	hookstest.MustEqual(t, "test", l.TestDate, "2026-10-08")
	hookstest.MustEqual(t, "certificate", l.COAURL, "/coa/HVSF-26-HH01")
	hookstest.MustEqual(t, "price", l.UnitPriceCents, 1800)
	hookstest.MustEqual(t, "case", l.CaseSize, 6)
	hookstest.MustEqual(t, "minimum", l.MinimumUnits, 6)
	hookstest.MustEqual(t, "break", l.VolumeBreaks[0], catalog.VolumeBreak{MinUnits: 60, UnitPriceCents: 1700})

	withSoldOut := menuOf(t, handler, "?inStock=0", buyer)
	hookstest.MustEqual(t, "with lots sold out", strings.Join(lotsAndVariants(withSoldOut), "; "),
		"Apple Fritters Eighth HVSF-26-AF01; Headhunter Eighth HVSF-26-HH01; Headhunter Quarter HVSF-26-HH01")
	hookstest.MustEqual(t, "sorted by price, dearest first", strings.Join(lotsAndVariants(menuOf(t, handler, "?inStock=0&sort=-price", buyer)), "; "),
		"Headhunter Quarter HVSF-26-HH01; Apple Fritters Eighth HVSF-26-AF01; Headhunter Eighth HVSF-26-HH01")
	hookstest.MustEqual(t, "sorted by THC", strings.Join(lotsAndVariants(menuOf(t, handler, "?inStock=0&sort=-thc", buyer)), "; "),
		"Apple Fritters Eighth HVSF-26-AF01; Headhunter Eighth HVSF-26-HH01; Headhunter Quarter HVSF-26-HH01")
	hookstest.MustEqual(t, "THC range", strings.Join(lotsAndVariants(menuOf(t, handler, "?inStock=0&thcMin=28&thcMax=30", buyer)), "; "),
		"Apple Fritters Eighth HVSF-26-AF01")
	hookstest.MustEqual(t, "search", len(menuOf(t, handler, "?q=QUARTER", buyer).Lines), 1)
	hookstest.MustEqual(t, "another category", len(menuOf(t, handler, "?category=Edibles", buyer).Lines), 0)
	for _, query := range []string{"?sort=name", "?thcMin=50&thcMax=10", "?thcMin=abc", "?category=Cars", "?inStock=maybe", "?q=" + strings.Repeat("a", 101)} {
		res := hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/menu"+query, nil, buyer)
		hookstest.MustEqual(t, "bad query "+query, res.StatusCode, http.StatusBadRequest)
	}

	res := hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/menu.csv?sort=price", nil, buyer)
	hookstest.MustEqual(t, "CSV", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "CSV no-store", res.Header.Get("Cache-Control"), "no-store")
	if !strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="wholesale-menu-`) {
		t.Errorf("Content-Disposition %q", res.Header.Get("Content-Disposition"))
	}
	rows, err := csv.NewReader(res.Body).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "CSV rows", len(rows), 3)
	hookstest.MustEqual(t, "CSV lot", rows[1][4], "HVSF-26-HH01")
	hookstest.MustEqual(t, "CSV price", rows[1][14], "18.00")
	hookstest.MustEqual(t, "CSV breaks", rows[1][15], "60+ units: $17.00")
	if !strings.HasSuffix(rows[1][16], "/coa/HVSF-26-HH01") {
		t.Errorf("CSV certificate %q", rows[1][16])
	}

	res = hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/menu.pdf", nil, buyer)
	hookstest.MustEqual(t, "PDF", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "PDF type", res.Header.Get("Content-Type"), "application/pdf")
	hookstest.MustEqual(t, "PDF no-store", res.Header.Get("Cache-Control"), "no-store")
	raw, _ := io.ReadAll(res.Body)
	text := pdfText(t, raw)
	for _, want := range []string{"HVSF-26-HH01", "$18.00", "$33.00", "60+: $17.00", "Headhunter", "wholesale menu"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q", want)
		}
	}
	if !bytes.Contains(raw, []byte("/coa/HVSF-26-HH01)")) {
		t.Error("the PDF does not link the lot's certificate page")
	}
	if n := bytes.Count(raw, []byte("/coa/HVSF-26-HH01)")); n != 2 {
		t.Errorf("%d links to the lot's page for its two lines", n)
	}
	if !strings.Contains(text, " re f") {
		t.Error("no QR code's squares are drawn")
	}
}

// pdfText is the text of a PDF's streams, inflated (enough to find what was written).
func pdfText(t testing.TB, pdf []byte) string {
	t.Helper()
	var out strings.Builder
	for _, m := range regexp.MustCompile(`(?s)stream\r?\n(.*?)\r?\nendstream`).FindAllSubmatch(pdf, -1) {
		r, err := zlib.NewReader(bytes.NewReader(m[1]))
		if err != nil {
			out.Write(m[1])
			continue
		}
		b, _ := io.ReadAll(r)
		out.Write(b)
	}
	return out.String()
}

func TestTheMenuIsForApprovedBuyersOnly(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	buyer := approvedBuyer(t, app, handler)
	stockedMenu(t, app, handler)
	staffToken := strings.TrimPrefix(hookstest.StaffHeaders()["Cookie"], signin.SessionCookie+"=")
	for _, path := range []string{"/api/wholesale/menu", "/api/wholesale/menu.csv", "/api/wholesale/menu.pdf"} {
		for _, c := range []struct {
			who     string
			headers map[string]string
			status  int
		}{
			{"a visitor", nil, http.StatusUnauthorized},
			{"a staff session", hookstest.StaffHeaders(), http.StatusUnauthorized},
			{"a staff token", map[string]string{"Authorization": staffToken}, http.StatusUnauthorized},
			{"a forged token", map[string]string{"Authorization": buyer["Authorization"] + "x"}, http.StatusUnauthorized},
		} {
			res := hookstest.Send(t, handler, http.MethodGet, path, nil, c.headers)
			body := hookstest.BodyOf(res)
			hookstest.MustEqual(t, c.who+" on "+path, res.StatusCode, c.status)
			hookstest.MustEqual(t, "Cache-Control", res.Header.Get("Cache-Control"), "no-store")
			if strings.Contains(body, "HVSF-26-HH01") || strings.Contains(body, "1800") {
				t.Errorf("%s sees the menu: %.200s", c.who, body)
			}
		}
	}
	for _, path := range []string{"/api/admin/wholesale-prices", "/api/admin/lot-stock", "/api/admin/buyer-accounts"} {
		res := hookstest.Send(t, handler, http.MethodGet, path, nil, buyer)
		hookstest.MustEqual(t, "a buyer on "+path, res.StatusCode, http.StatusUnauthorized)
		if body := hookstest.BodyOf(res); strings.Contains(body, "unitPriceCents") || strings.Contains(body, "onHand") {
			t.Errorf("a buyer reads %s: %.200s", path, body)
		}
	}
	for _, path := range []string{"/api/collections/wholesale_prices/records", "/api/collections/lot_stock/records"} {
		res := hookstest.Send(t, handler, http.MethodGet, path, nil, buyer)
		if body := hookstest.BodyOf(res); res.StatusCode == http.StatusOK && !strings.Contains(body, `"items":[]`) {
			t.Errorf("the collection API answers %s: %.200s", path, body)
		}
	}

	account, _ := app.FindFirstRecordByData(catalog.BuyerAccountsCollection, catalog.BuyerAccountFieldLicenceNumber, "OCM-RETL-24-000123")
	if res := hookstest.StaffSend(t, handler, http.MethodPost, "/api/admin/buyer-accounts/"+account.Id+"/suspend", `{"reason":"Licence under review"}`); res.StatusCode != http.StatusOK {
		t.Fatalf("suspend: %d", res.StatusCode)
	}
	res := hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/menu", nil, buyer)
	hookstest.MustEqual(t, "a suspended account's buyer (signed out)", res.StatusCode, http.StatusUnauthorized)
	if body := hookstest.BodyOf(res); strings.Contains(body, "HVSF-26-HH01") {
		t.Errorf("a suspended buyer sees the menu: %.200s", body)
	}
}

func TestTheMenuNeverReachesThePublicCache(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	buyer := approvedBuyer(t, app, handler)
	stockedMenu(t, app, handler)
	menuOf(t, handler, "", buyer)
	res := hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/menu", nil, nil)
	hookstest.MustEqual(t, "a visitor after a buyer", res.StatusCode, http.StatusUnauthorized)
	res = hookstest.Send(t, handler, http.MethodGet, "/api/products", nil, nil)
	if body := hookstest.BodyOf(res); strings.Contains(body, "unitPriceCents") || strings.Contains(body, "onHand") {
		t.Errorf("a public answer shows wholesale figures: %.200s", body)
	}
}
