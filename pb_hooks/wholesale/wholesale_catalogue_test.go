package wholesale_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// variantID is the id of the demo product's variant named name.
func variantID(t testing.TB, app core.App, slug, name string) string {
	t.Helper()
	product := hookstest.FindBySlug(t, app, catalog.ProductsCollection, slug)
	rec, err := app.FindFirstRecordByFilter(catalog.VariantsCollection, "productId = {:p} && name = {:n}", dbx.Params{"p": product.Id, "n": name})
	if err != nil {
		t.Fatalf("variant %s of %s: %v", name, slug, err)
	}
	return rec.Id
}

// batchID is the id of the batch of lot.
func batchID(t testing.TB, app core.App, lot string) string {
	t.Helper()
	rec, err := app.FindFirstRecordByData(catalog.BatchesCollection, catalog.BatchFieldLot, lot)
	if err != nil {
		t.Fatalf("lot %s: %v", lot, err)
	}
	return rec.Id
}

// refused asserts a 400 whose field carries message, and that nothing was written.
func refused(t *testing.T, app *tests.TestApp, res *http.Response, collection, field, message string, rowsBefore int) {
	t.Helper()
	body := hookstest.BodyOf(res)
	hookstest.MustEqual(t, "status of "+body, res.StatusCode, http.StatusBadRequest)
	var answer struct {
		Data map[string]struct {
			Message string `json:"message"`
		} `json:"data"`
	}
	_ = json.Unmarshal([]byte(body), &answer)
	hookstest.MustEqual(t, field+"'s message", answer.Data[field].Message, message)
	hookstest.MustEqual(t, "rows", hookstest.CountRecords(t, app, collection, ""), rowsBefore)
}

func TestTheWholesalePriceListsRules(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	eighth := variantID(t, app, "headhunter", "Eighth")
	const url = "/api/admin/wholesale-prices"
	valid := func() map[string]any {
		return map[string]any{"variant": eighth, "unitPriceCents": 1800, "caseSize": 12, "minimumUnits": 24,
			"volumeBreaks": []map[string]int{{"minUnits": 48, "unitPriceCents": 1700}, {"minUnits": 96, "unitPriceCents": 1600}}}
	}
	with := func(key string, value any) string {
		body := valid()
		body[key] = value
		return hookstest.JSONOf(body)
	}
	for _, c := range []struct {
		name, body, field, message string
	}{
		{"no variant", with("variant", ""), "variant", catalog.MsgWholesaleVariantRequired},
		{"an unknown variant", with("variant", "nosuchvariant00"), "variant", catalog.MsgWholesaleVariantNotFound},
		{"no price", with("unitPriceCents", 0), "unitPriceCents", catalog.MsgUnitPriceCents},
		{"a fraction of a cent", with("unitPriceCents", 12.5), "unitPriceCents", catalog.MsgUnitPriceCents},
		{"a case of none", with("caseSize", 0), "caseSize", catalog.MsgCaseSize},
		{"a minimum that is not whole cases", with("minimumUnits", 18), "minimumUnits", catalog.MsgMinimumUnits},
		{"an increment that is not whole cases", with("incrementUnits", 6), "incrementUnits", catalog.MsgIncrementUnits},
		{"breaks that are not a list", with("volumeBreaks", "cheap"), "volumeBreaks", catalog.MsgVolumeBreaksForm},
		{"a break of a fraction of a unit", with("volumeBreaks", []map[string]float64{{"minUnits": 48.5, "unitPriceCents": 1700}}), "volumeBreaks", catalog.MsgVolumeBreaksForm},
		{"breaks out of order", with("volumeBreaks", []map[string]int{{"minUnits": 96, "unitPriceCents": 1600}, {"minUnits": 48, "unitPriceCents": 1500}}), "volumeBreaks", catalog.MsgVolumeBreaksAscending},
		{"a break at the minimum", with("volumeBreaks", []map[string]int{{"minUnits": 24, "unitPriceCents": 1700}}), "volumeBreaks", catalog.MsgVolumeBreaksAscending},
		{"a break no cheaper than the price", with("volumeBreaks", []map[string]int{{"minUnits": 48, "unitPriceCents": 1800}}), "volumeBreaks", catalog.MsgVolumeBreaksCheaper},
		{"a break dearer than the one before", with("volumeBreaks", []map[string]int{{"minUnits": 48, "unitPriceCents": 1600}, {"minUnits": 96, "unitPriceCents": 1700}}), "volumeBreaks", catalog.MsgVolumeBreaksCheaper},
	} {
		t.Run(c.name, func(t *testing.T) {
			refused(t, app, hookstest.StaffSend(t, handler, http.MethodPost, url, c.body), catalog.WholesalePricesCollection, c.field, c.message, 0)
		})
	}

	res := hookstest.StaffSend(t, handler, http.MethodPost, url, hookstest.JSONOf(map[string]any{"variant": eighth, "unitPriceCents": 1800, "caseSize": 12}))
	hookstest.MustEqual(t, "create with the minimum and increment left out", res.StatusCode, http.StatusCreated)
	var row catalog.WholesalePrice
	hookstest.DecodeResponse(t, res, &row)
	hookstest.MustEqual(t, "minimum: one case", row.MinimumUnits, 12)
	hookstest.MustEqual(t, "increment: one case", row.IncrementUnits, 12)
	hookstest.MustEqual(t, "active by default", row.Active, true)
	hookstest.MustEqual(t, "named by its product", row.ProductName, "Headhunter")
	hookstest.MustEqual(t, "and variant", row.VariantName, "Eighth")

	refused(t, app, hookstest.StaffSend(t, handler, http.MethodPost, url, hookstest.JSONOf(valid())), catalog.WholesalePricesCollection, "variant", catalog.MsgWholesalePriceTaken, 1)

	res = hookstest.StaffSend(t, handler, http.MethodPatch, url+"/"+row.ID, with("variant", eighth))
	hookstest.MustEqual(t, "PATCH with breaks", res.StatusCode, http.StatusOK)
	hookstest.DecodeResponse(t, res, &row)
	hookstest.MustEqual(t, "breaks kept", len(row.VolumeBreaks), 2)
	hookstest.MustEqual(t, "second break", row.VolumeBreaks[1], catalog.VolumeBreak{MinUnits: 96, UnitPriceCents: 1600})
	res = hookstest.StaffSend(t, handler, http.MethodPatch, url+"/"+row.ID, `{"caseSize":10}`)
	hookstest.MustEqual(t, "a case size the minimum is not a multiple of", res.StatusCode, http.StatusBadRequest)
	saved, _ := app.FindRecordById(catalog.WholesalePricesCollection, row.ID)
	hookstest.MustEqual(t, "case size unchanged", catalog.AsWholesalePrice(saved).CaseSize(), 12)

	res = hookstest.StaffSend(t, handler, http.MethodGet, url+"?filter="+urlQuery(`{"search":"headhunt"}`), "")
	hookstest.MustEqual(t, "list by product name", res.Header.Get("Content-Range"), "wholesale-prices 0-0/1")
	res = hookstest.StaffSend(t, handler, http.MethodGet, url+"?filter="+urlQuery(`{"productId":"`+hookstest.FindBySlug(t, app, catalog.ProductsCollection, "grape-gas").Id+`"}`), "")
	hookstest.MustEqual(t, "list by another product", res.Header.Get("Content-Range"), "wholesale-prices 0-0/0")
	hookstest.MustEqual(t, "the change is logged", hookstest.CountRecords(t, app, catalog.ActivityCollection, "recordId = {:id}", map[string]any{"id": row.ID}) >= 2, true)
	res = hookstest.StaffSend(t, handler, http.MethodGet, url+"/"+row.ID+"/revisions", "")
	hookstest.MustEqual(t, "revisions", res.StatusCode, http.StatusOK)
	res = hookstest.StaffSend(t, handler, http.MethodDelete, url+"/"+row.ID, "")
	hookstest.MustEqual(t, "delete", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "deleted", hookstest.CountRecords(t, app, catalog.WholesalePricesCollection, ""), 0)
}

func TestLotStocksRules(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	eighth := variantID(t, app, "headhunter", "Eighth")
	own, other := batchID(t, app, "HVSF-26-HH01"), batchID(t, app, "HVSF-26-AF01")
	const url = "/api/admin/lot-stock"
	row := func(fields map[string]any) string {
		body := map[string]any{"variant": eighth, "batch": own, "onHand": 100, "reserved": 10, "metrcTag": "1a4ff0100000022000000123"}
		for k, v := range fields {
			body[k] = v
		}
		return hookstest.JSONOf(body)
	}
	for _, c := range []struct {
		name, body, field, message string
	}{
		{"no variant", row(map[string]any{"variant": ""}), "variant", catalog.MsgStockVariantRequired},
		{"no lot", row(map[string]any{"batch": ""}), "batch", catalog.MsgStockLotRequired},
		{"an unknown lot", row(map[string]any{"batch": "nosuchbatch0000"}), "batch", catalog.MsgStockLotNotFound},
		{"another product's lot", row(map[string]any{"batch": other}), "batch", catalog.MsgStockLotOfOther},
		{"less than none on hand", row(map[string]any{"onHand": -1}), "onHand", catalog.MsgOnHand},
		{"more reserved than on hand", row(map[string]any{"reserved": 101}), "reserved", catalog.MsgReserved},
		{"a reservation below none", row(map[string]any{"reserved": -1}), "reserved", catalog.MsgReserved},
		{"a short Metrc tag", row(map[string]any{"metrcTag": "1A4FF01"}), "metrcTag", catalog.MsgMetrcTag},
	} {
		t.Run(c.name, func(t *testing.T) {
			refused(t, app, hookstest.StaffSend(t, handler, http.MethodPost, url, c.body), catalog.LotStockCollection, c.field, c.message, 0)
		})
	}
	res := hookstest.StaffSend(t, handler, http.MethodPost, url, row(nil))
	hookstest.MustEqual(t, "create", res.StatusCode, http.StatusCreated)
	var stock catalog.LotStock
	hookstest.DecodeResponse(t, res, &stock)
	hookstest.MustEqual(t, "tag in capitals", stock.MetrcTag, "1A4FF0100000022000000123")
	hookstest.MustEqual(t, "available", stock.Available, 90)
	hookstest.MustEqual(t, "lot named", stock.Lot, "HVSF-26-HH01")
	refused(t, app, hookstest.StaffSend(t, handler, http.MethodPost, url, row(nil)), catalog.LotStockCollection, "batch", catalog.MsgStockTaken, 1)
	res = hookstest.StaffSend(t, handler, http.MethodPatch, url+"/"+stock.ID, `{"onHand":5}`)
	hookstest.MustEqual(t, "on hand below what is reserved", res.StatusCode, http.StatusBadRequest)
	if !strings.Contains(hookstest.BodyOf(res), catalog.MsgReserved) {
		t.Error("the refusal does not say why")
	}
	res = hookstest.StaffSend(t, handler, http.MethodPatch, url+"/"+stock.ID, `{"onHand":50,"metrcTag":""}`)
	hookstest.MustEqual(t, "PATCH", res.StatusCode, http.StatusOK)
	hookstest.DecodeResponse(t, res, &stock)
	hookstest.MustEqual(t, "available after the change", stock.Available, 40)
	res = hookstest.StaffSend(t, handler, http.MethodGet, url+"?filter="+urlQuery(`{"batch":"`+own+`"}`), "")
	hookstest.MustEqual(t, "list by lot", res.Header.Get("Content-Range"), "lot-stock 0-0/1")
	res = hookstest.StaffSend(t, handler, http.MethodDelete, url+"/"+stock.ID, "")
	hookstest.MustEqual(t, "delete", res.StatusCode, http.StatusOK)
}
