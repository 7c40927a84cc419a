package main

import (
	"fmt"
	"time"

	"github.com/hudsonvalley/farmsite/backend/buyerauth"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// wholesaleLotsEach is how many lots of its product each variant has stock of: the menu
// has a line per variant and lot (issue 38: 500 products x 4 variants x 2 lots).
const wholesaleLotsEach = 2

// A lot's THC: the first lot of every product 18-22%, the second 24-28%, so the filter
// thcMax=wholesalePDFTHCMax keeps exactly one line per variant (the 2,000-line PDF).
const (
	wholesaleFirstLotTHC  = 18
	wholesaleSecondLotTHC = 24
	wholesalePDFTHCMax    = 23
)

// The approved dispensaries: the first reads the menu, all of them order at once.
const wholesaleBuyers = 20

// benchBuyerEmail and benchBuyerLicence are the i-th dispensary's buyer and licence (from 0).
func benchBuyerEmail(i int) string   { return fmt.Sprintf("buyer@bench-dispensary-%02d.example", i) }
func benchBuyerLicence(i int) string { return fmt.Sprintf("OCM-RETL-24-%06d", i+1) }

// wholesaleLot is the lot number of product n's k-th lot (both from 1).
func wholesaleLot(n, k int) string { return fmt.Sprintf("WS-%d-%02d", n, k) }

// seedWholesale adds the wholesale menu to a data dir seed filled: lotsEach lots of each
// product with their certificate figures, a price row for every variant (with two volume
// breaks) and units on hand of every variant from every lot of its product, then an
// approved dispensaries with one buyer each, signed in. It returns the buyers' tokens (for
// Authorization), made as the sign-in makes them (buyerauth: a session row each names).
func seedWholesale(dir string, lotsEach, buyers int) ([]string, error) {
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		return nil, err
	}
	defer app.ClearBootstrap()
	var certificates []string
	if err := app.DB().NewQuery("SELECT '/uploads/' || storagePath FROM file_uploads WHERE mimeType = 'application/pdf'").Column(&certificates); err != nil {
		return nil, err
	}
	if len(certificates) == 0 {
		return nil, fmt.Errorf("the demo content has no certificate")
	}
	err := app.RunInTransaction(func(tx core.App) error {
		products, err := tx.FindAllRecords(catalog.ProductsCollection)
		if err != nil {
			return err
		}
		for i, p := range products {
			var lots []string
			for k := 1; k <= lotsEach; k++ {
				id, err := seedWholesaleLot(tx, p, i, k, certificates)
				if err != nil {
					return err
				}
				lots = append(lots, id)
			}
			variants, err := tx.FindAllRecords("product_variants", dbx.HashExp{"productId": p.Id})
			if err != nil {
				return err
			}
			for v, variant := range variants {
				if err := seedWholesalePrice(tx, variant.Id, v); err != nil {
					return err
				}
				for k, lot := range lots {
					if err := seedLotStock(tx, variant.Id, lot, i, v, k); err != nil {
						return err
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	tokens := make([]string, buyers)
	for i := range tokens {
		if tokens[i], err = seedBuyer(app, i); err != nil {
			return nil, err
		}
	}
	return tokens, nil
}

func seedWholesaleLot(tx core.App, product *core.Record, i, k int, certificates []string) (string, error) {
	b, err := catalog.NewBatchRecord(tx)
	if err != nil {
		return "", err
	}
	thc := float64(wholesaleFirstLotTHC + i%5)
	if k > 1 {
		thc = float64(wholesaleSecondLotTHC + i%5)
	}
	b.Load(map[string]any{
		"productId": product.Id, "lot": wholesaleLot(i+1, k), "harvestDate": fmt.Sprintf("2026-09-%02d", 1+k), "testDate": fmt.Sprintf("2026-10-%02d", 1+k),
		"labName": "Catskill Analytical Laboratory", "labLicense": "OCM-LAB-0001", "coa": certificates[(i+k)%len(certificates)],
		"thc": thc, "cbd": 0.1, "terps": 2.4,
	})
	return b.Id, tx.Save(b)
}

// seedWholesalePrice prices a variant as staff would: a case of 6 (the minimum and the
// step), two volume breaks.
func seedWholesalePrice(tx core.App, variant string, v int) error {
	w, err := catalog.NewWholesalePriceRecord(tx)
	if err != nil {
		return err
	}
	unit := 1500 + 1000*v
	w.SetVariant(variant)
	w.SetUnitPriceCents(unit)
	w.SetCaseSize(6)
	w.SetMinimumUnits(6)
	w.SetIncrementUnits(6)
	w.SetVolumeBreaks([]catalog.VolumeBreak{{MinUnits: 60, UnitPriceCents: unit - 100}, {MinUnits: 120, UnitPriceCents: unit - 200}})
	w.SetActive(true)
	return tx.Save(w)
}

// seedLotStock puts units of a variant from a lot on hand, a few reserved, always some
// available, with a Metrc tag.
func seedLotStock(tx core.App, variant, batch string, i, v, k int) error {
	s, err := catalog.NewLotStockRecord(tx)
	if err != nil {
		return err
	}
	s.SetVariant(variant)
	s.SetBatch(batch)
	s.SetOnHand(60 + 6*((i+v+k)%20))
	s.SetReserved(6 * (k % 2))
	s.SetMetrcTag(fmt.Sprintf("1A4FF0100000%07d%02d%03d", i, v, k))
	return tx.Save(s)
}

// seedBuyer makes the i-th dispensary, approved after an active licence check, and its
// admin buyer with a session, and answers the session's token.
func seedBuyer(app core.App, i int) (string, error) {
	account, err := catalog.NewBuyerAccountRecord(app)
	if err != nil {
		return "", err
	}
	now := time.Now()
	checked, err := types.ParseDateTime(now)
	if err != nil {
		return "", err
	}
	account.SetLegalName(fmt.Sprintf("Bench Dispensary %02d LLC", i))
	account.SetDba(fmt.Sprintf("Bench Dispensary %02d", i))
	account.SetLicenceNumber(benchBuyerLicence(i))
	account.SetLicenceType("retail-dispensary")
	account.SetLicenceExpiry(now.AddDate(1, 0, 0).Format(time.DateOnly))
	account.SetPremisesStreet("1 Main Street")
	account.SetPremisesCity("Kingston")
	account.SetPremisesState("NY")
	account.SetPremisesZip("12401")
	account.SetContactName("Bench Buyer")
	account.SetContactEmail(benchBuyerEmail(i))
	account.SetContactPhone("(845) 555-0100")
	account.SetStatus("approved")
	account.SetLicenceStatus("active")
	account.SetLicenceCheckedAt(checked)
	account.SetReceivedAt(checked)
	if err := app.Save(account); err != nil {
		return "", err
	}
	buyer, err := catalog.NewBuyerRecord(app)
	if err != nil {
		return "", err
	}
	buyer.SetEmail(benchBuyerEmail(i))
	buyer.SetVerified(true)
	buyer.SetPassword("bench-buyer-password")
	buyer.SetName("Bench Buyer")
	buyer.SetAccount(account.Id)
	buyer.SetRole("admin")
	if err := app.Save(buyer); err != nil {
		return "", err
	}
	session, err := buyerauth.Start(app, buyer.Record, "bench", "127.0.0.1", now)
	if err != nil {
		return "", err
	}
	return buyerauth.Token(buyer.Record, session.Id)
}
