package main

import (
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/buyerauth"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The wholesale section's data: a menu line per variant and lot, every row one the staff
// routes would accept, the PDF's filter keeping one lot per variant, and a buyer whose
// token names a live session of an approved account.
func TestTheBenchSeedsAWholesaleMenuOfEveryVariantFromEachLot(t *testing.T) {
	dir := t.TempDir()
	c := catalogue{products: 3, variantsEach: 4, posts: 1, locations: 1}
	if _, err := seed(dir, c, 0); err != nil {
		t.Fatal(err)
	}
	tokens, err := seedWholesale(dir, wholesaleLotsEach, 2)
	if err != nil {
		t.Fatal(err)
	}
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	defer app.ClearBootstrap()

	variants := c.products * c.variantsEach
	// The menu's own join (pb_hooks/wholesale/menu.go): a published product's variant with
	// an active price, from a lot of that product with units available.
	line := `FROM lot_stock s
		JOIN product_variants v ON v.id = s.variant
		JOIN products p ON p.id = v.productId
		JOIN batches b ON b.id = s.batch AND b.productId = p.id
		JOIN wholesale_prices w ON w.variant = v.id
		WHERE p.status = 'published' AND w.active = 1 AND s.onHand > s.reserved`
	var lines, pdfLines int
	if err := app.DB().NewQuery("SELECT count(*) " + line).Row(&lines); err != nil {
		t.Fatal(err)
	}
	if err := app.DB().NewQuery("SELECT count(*) " + line + " AND b.thc <= {:max}").Bind(dbx.Params{"max": wholesalePDFTHCMax}).Row(&pdfLines); err != nil {
		t.Fatal(err)
	}
	if lines != variants*wholesaleLotsEach || pdfLines != variants {
		t.Errorf("menu lines %d, with thcMax=%d %d; want %d and %d", lines, wholesalePDFTHCMax, pdfLines, variants*wholesaleLotsEach, variants)
	}

	prices, err := app.FindAllRecords(catalog.WholesalePricesCollection)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range prices {
		if problems := catalog.CheckWholesalePrice(p); problems.Any() {
			t.Errorf("price row %s: %v", p.Id, problems)
		}
	}
	stock, err := app.FindAllRecords(catalog.LotStockCollection)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range stock {
		if problems := catalog.CheckLotStock(s); problems.Any() {
			t.Errorf("stock row %s: %v", s.Id, problems)
		}
	}
	if len(prices) != variants || len(stock) != variants*wholesaleLotsEach {
		t.Errorf("%d price rows and %d stock rows, want %d and %d", len(prices), len(stock), variants, variants*wholesaleLotsEach)
	}

	for i, token := range tokens {
		buyer, err := app.FindAuthRecordByEmail(catalog.BuyersCollection, benchBuyerEmail(i))
		if err != nil {
			t.Fatal(err)
		}
		if buyerauth.Find(app, buyer, buyerauth.SessionIDOf(token), time.Now()) == nil {
			t.Errorf("buyer %d's token names no live session", i)
		}
		account, err := app.FindRecordById(catalog.BuyerAccountsCollection, buyer.GetString("account"))
		if err != nil {
			t.Fatal(err)
		}
		if _, approved := catalog.BuyerAccountStatusMessage(account.GetString("status")); !approved {
			t.Errorf("buyer %d's account is %q, not approved", i, account.GetString("status"))
		}
	}
}
