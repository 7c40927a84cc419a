package wholesale

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
)

// menuCSVHeader are the CSV menu's columns.
var menuCSVHeader = []string{"Product", "Variant", "Category", "Weight", "Lot", "Harvest date", "Test date",
	"THC %", "CBD %", "Terpenes %", "Available units", "Case size", "Minimum units", "Increment units",
	"Unit price (USD)", "Volume breaks", "Certificate of analysis"}

func (a *area) menuCSV(e *core.RequestEvent, _ *catalog.BuyerAccountRecord) error {
	menu, err := a.readMenu(e)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	if err := writeMenuCSV(&out, menu, web.SiteOrigin(e)); err != nil {
		return err
	}
	generated, _ := time.Parse(time.RFC3339, menu.GeneratedAt)
	attachment(e, "text/csv; charset=utf-8", catalog.Today(generated), "csv")
	return e.Blob(http.StatusOK, "text/csv; charset=utf-8", out.Bytes())
}

// writeMenuCSV writes the menu's lines, the certificate as an absolute address on origin.
func writeMenuCSV(out *bytes.Buffer, menu catalog.WholesaleMenu, origin string) error {
	w := csv.NewWriter(out)
	if err := w.Write(menuCSVHeader); err != nil {
		return err
	}
	for _, l := range menu.Lines {
		harvest := ""
		if l.HarvestDate != nil {
			harvest = *l.HarvestDate
		}
		row := []string{l.ProductName, l.VariantName, l.Category, l.Weight, l.Lot, harvest, l.TestDate,
			figure(l.THC), figure(l.CBD), figure(l.Terps), strconv.Itoa(l.Available), strconv.Itoa(l.CaseSize),
			strconv.Itoa(l.MinimumUnits), strconv.Itoa(l.IncrementUnits), dollars(l.UnitPriceCents), breaksText(l.VolumeBreaks),
			origin + l.COAURL}
		for i, cell := range row {
			row[i] = spreadsheetSafe(cell)
		}
		if err := w.Write(row); err != nil {
			return err
		}
	}
	w.Flush()
	return w.Error()
}

// spreadsheetSafe keeps a cell from being read as a formula by a spreadsheet (a staff
// text starting with =, +, - or @).
func spreadsheetSafe(cell string) string {
	if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
		return "'" + cell
	}
	return cell
}

// figure writes a certificate's percentage ("" when unknown).
func figure(v *float64) string {
	if v == nil {
		return ""
	}
	return strconv.FormatFloat(*v, 'f', -1, 64)
}

// dollars writes cents as a plain decimal ("12.50").
func dollars(cents int) string { return fmt.Sprintf("%d.%02d", cents/100, cents%100) }

// breaksText writes a line's volume breaks: "24+ units: $11.00; 48+ units: $10.00".
func breaksText(breaks []catalog.VolumeBreak) string {
	parts := make([]string, len(breaks))
	for i, b := range breaks {
		parts[i] = fmt.Sprintf("%d+ units: %s", b.MinUnits, catalog.CentsText(b.UnitPriceCents))
	}
	return strings.Join(parts, "; ")
}
