package wholesale

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// The Metrc export (9 NYCRR 123.8: sales reported to the state's tracking system, with
// the buyer's licence): the shipped orders' lines in the fields Metrc's transfer entry
// asks for, for staff to enter or upload. There is no API integration: Metrc's API
// needs the state's credentials and a signed agreement (9 NYCRR 124.1(b)).
const (
	// MaxMetrcExportDays bounds the days one export covers; without from and to it
	// covers the last metrcDefaultDays days.
	MaxMetrcExportDays = 366
	metrcDefaultDays   = 31
	// MaxMetrcExportLines bounds the lines of one export (a wider range is refused).
	MaxMetrcExportLines = 20000
	// MaxMetrcExportsAtOnce exports are made at once, another answered 503 at once.
	MaxMetrcExportsAtOnce = 2
	metrcRetrySeconds     = 5
	// metrcUnitOfMeasure: wholesale lines are sold by the unit (a packaged item).
	metrcUnitOfMeasure = "Each"
)

var (
	msgMetrcRange    = fmt.Sprintf("from and to must be days (YYYY-MM-DD), from before to, at most %d days apart", MaxMetrcExportDays)
	msgMetrcTooLarge = fmt.Sprintf("More than %d lines shipped in this range: export a shorter one", MaxMetrcExportLines)
)

// MsgMetrcBusy answers an export asked for while every turn is taken.
const MsgMetrcBusy = "Exports are being made for others: try again in a few seconds"

// metrcHeader are the CSV's columns, named as Metrc's transfer entry names its fields as
// far as its public documents show them (counsel and the state's training confirm).
var metrcHeader = []string{"Manifest Number", "Ship Date", "Destination License Number", "Destination Facility Name",
	"Package Tag", "Lot", "Product", "Quantity", "Unit of Measure", "Wholesale Price", "Order Number", "Invoice Number"}

func (a *area) registerMetrcExport(staff *router.RouterGroup[*core.RequestEvent]) {
	turns := make(chan struct{}, MaxMetrcExportsAtOnce)
	staff.GET(api.StaffMetrcExport, func(e *core.RequestEvent) error {
		from, to, ok := metrcRange(e, a.deps.Clock())
		if !ok {
			return problemOf("from", msgMetrcRange)
		}
		select {
		case turns <- struct{}{}:
			defer func() { <-turns }()
		default:
			e.Response.Header().Set("Retry-After", strconv.Itoa(metrcRetrySeconds))
			return web.APIError(http.StatusServiceUnavailable, MsgMetrcBusy, nil)
		}
		var out bytes.Buffer
		if err := writeMetrcCSV(e.App, &out, from, to); err != nil {
			return err
		}
		h := e.Response.Header()
		h.Set("Cache-Control", "no-store")
		h.Set("Content-Disposition", `attachment; filename="metrc-transfers-`+from+`-to-`+to+`.csv"`)
		h.Set("X-Content-Type-Options", "nosniff")
		return e.Blob(http.StatusOK, "text/csv; charset=utf-8", out.Bytes())
	})
}

// metrcRange reads ?from=&to= (days in New York, both included): the last
// metrcDefaultDays days without them.
func metrcRange(e *core.RequestEvent, now time.Time) (from, to string, ok bool) {
	q := e.Request.URL.Query()
	from, to = q.Get("from"), q.Get("to")
	if to == "" {
		to = catalog.Today(now)
	}
	end, okTo := catalog.ParseDay(to)
	if from == "" && okTo {
		from = end.AddDate(0, 0, -(metrcDefaultDays - 1)).Format(time.DateOnly)
	}
	start, okFrom := catalog.ParseDay(from)
	if !okFrom || !okTo || end.Before(start) || catalog.DaysBetween(from, to) >= MaxMetrcExportDays {
		return "", "", false
	}
	return from, to, true
}

// writeMetrcCSV writes a row per line shipped from one day to another (New York's):
// the invoice's snapshot of the buyer (its licence checked again at shipping), the
// line's Metrc tag, the units and the line's total.
func writeMetrcCSV(app core.App, out *bytes.Buffer, from, to string) error {
	start, _ := catalog.ParseDay(from)
	end, _ := catalog.ParseDay(to)
	loc := newYork()
	since := time.Date(start.Year(), start.Month(), start.Day(), 0, 0, 0, 0, loc)
	until := time.Date(end.Year(), end.Month(), end.Day()+1, 0, 0, 0, 0, loc)
	var invoices []*core.Record
	err := app.RecordQuery(catalog.InvoicesCollection).
		AndWhere(dbx.NewExp("[["+catalog.InvoiceFieldIssuedAt+"]] >= {:since} AND [["+catalog.InvoiceFieldIssuedAt+"]] < {:until}",
			dbx.Params{"since": storedAt(since), "until": storedAt(until)})).
		OrderBy(catalog.InvoiceFieldIssuedAt+" ASC", catalog.InvoiceFieldNumber+" ASC").All(&invoices)
	if err != nil {
		return err
	}
	w := csv.NewWriter(out)
	if err := w.Write(metrcHeader); err != nil {
		return err
	}
	written := 0
	for _, rec := range invoices {
		inv := catalog.AsInvoice(rec)
		orderRec, err := app.FindRecordById(catalog.WholesaleOrdersCollection, inv.Order())
		if err != nil {
			return err
		}
		order := catalog.AsWholesaleOrder(orderRec)
		var buyer catalog.InvoiceParty
		var lines []catalog.InvoiceLine
		if err := inv.ReadBuyer(&buyer); err != nil {
			return err
		}
		if err := inv.ReadLines(&lines); err != nil {
			return err
		}
		licence := order.BuyerLicenceNumber()
		if len(buyer.LicenceNumbers) > 0 {
			licence = buyer.LicenceNumbers[0]
		}
		shipped := inv.IssuedAt().Time().In(loc).Format(time.DateOnly)
		for _, l := range lines {
			if written++; written > MaxMetrcExportLines {
				return problemOf("from", msgMetrcTooLarge)
			}
			row := []string{order.ManifestNumber(), shipped, licence, buyer.LegalName, l.MetrcTag, l.Lot,
				l.Product + " " + l.Variant, strconv.Itoa(l.Units), metrcUnitOfMeasure, dollars(l.LineCents), order.Number(), inv.Number()}
			for i, cell := range row {
				row[i] = spreadsheetSafe(cell)
			}
			if err := w.Write(row); err != nil {
				return err
			}
		}
	}
	w.Flush()
	return w.Error()
}
