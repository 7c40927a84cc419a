package wholesale_test

import (
	"encoding/csv"
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

func TestTheMetrcExportListsShippedLinesInTheTransferFields(t *testing.T) {
	f := orderFixtureWith(t, 60)
	stock, err := f.app.FindFirstRecordByFilter(catalog.LotStockCollection, "variant = {:v}", map[string]any{"v": f.eighth})
	if err != nil {
		t.Fatal(err)
	}
	tag := "1A4000000000000000000123"
	if res := hookstest.StaffSend(t, f.handler, http.MethodPatch, "/api/admin/lot-stock/"+stock.Id, hookstest.JSONOf(map[string]any{"metrcTag": tag})); res.StatusCode != http.StatusOK {
		t.Fatalf("the tag: %s", hookstest.BodyOf(res))
	}
	headers, account := f.buyer(t, 1, catalog.BuyerAdmin)
	shipped := f.acceptedOrder(t, headers)
	f.mustMove(t, shipped, shipMove())
	f.acceptedOrder(t, headers) // accepted, not shipped: left out

	export := func(query string) (*http.Response, [][]string) {
		res := hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/metrc-export.csv"+query, "")
		body := hookstest.BodyOf(res)
		if res.StatusCode != http.StatusOK {
			return res, nil
		}
		rows, err := csv.NewReader(strings.NewReader(body)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		return res, rows
	}
	res, rows := export("?from=2026-11-01&to=2026-11-02")
	hookstest.MustEqual(t, "the export", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "its type", res.Header.Get("Content-Type"), "text/csv; charset=utf-8")
	hookstest.MustEqual(t, "its disposition", res.Header.Get("Content-Disposition"), `attachment; filename="metrc-transfers-2026-11-01-to-2026-11-02.csv"`)
	hookstest.MustEqual(t, "its Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	hookstest.MustEqual(t, "the columns", strings.Join(rows[0], "|"),
		"Manifest Number|Ship Date|Destination License Number|Destination Facility Name|Package Tag|Lot|Product|Quantity|Unit of Measure|Wholesale Price|Order Number|Invoice Number")
	hookstest.MustEqual(t, "one line shipped", len(rows), 2)
	hookstest.MustEqual(t, "its fields", strings.Join(rows[1], "|"),
		"MAN-0001|2026-11-02|"+account.LicenceNumber()+"|Green Leaf Retail LLC|"+tag+"|"+hhLot+"|Headhunter Eighth|6|Each|108.00|SO-2026-00001|INV-2026-00001")
	// Without a range: the last 31 days, today included.
	if _, rows := export(""); len(rows) != 2 {
		t.Errorf("the default range: %v", rows)
	}
	if _, rows := export("?from=2026-11-03&to=2026-11-30"); len(rows) != 1 {
		t.Errorf("a range after the shipping: %v", rows)
	}
	for _, q := range []string{"?from=2026-11-03&to=2026-11-01", "?from=2025-01-01&to=2026-11-02", "?from=soon"} {
		if res, _ := export(q); res.StatusCode != http.StatusBadRequest {
			t.Errorf("%s: %d", q, res.StatusCode)
		}
	}
	hookstest.MustEqual(t, "a buyer", hookstest.Send(t, f.handler, http.MethodGet, "/api/admin/metrc-export.csv", nil, headers).StatusCode, http.StatusUnauthorized)
}
