package wholesale

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// The invoice's page: US Letter, portrait, in millimetres.
const (
	invoiceMargin = 12.0
	invoiceLineH  = 4.5
)

// invoiceColumns are the lines' columns (Cannabis Law §84(3)'s fields) and their widths.
var invoiceColumns = []struct {
	title string
	width float64
	align string
}{
	{"Product", 52, "L"}, {"Brand", 30, "L"}, {"Lot", 30, "L"}, {"Quantity", 16, "R"},
	{"Unit price", 21, "R"}, {"Total THC", 21, "R"}, {"Line total", 21.9, "R"},
}

// writeInvoicePDF writes inv: the parties with their premises and licence numbers, the
// number and date, a row per line, the subtotal, the excise tax on its own line, the
// total due and the due date (until the delivery, the term it starts).
func writeInvoicePDF(out *bytes.Buffer, inv catalog.Invoice, brand string) error {
	issued, _ := time.Parse(time.RFC3339Nano, inv.IssuedAt)
	pdf := fpdf.New("P", "mm", "Letter", "")
	pdf.SetCreationDate(issued)
	pdf.SetModificationDate(issued)
	pdf.SetTitle("Invoice "+inv.Number, true)
	pdf.SetMargins(invoiceMargin, invoiceMargin, invoiceMargin)
	pdf.SetAutoPageBreak(true, invoiceMargin+6)
	pdf.AliasNbPages("")
	tr := pdf.UnicodeTranslatorFromDescriptor("") // core fonts are cp1252: other letters print as "?"
	pdf.SetFooterFunc(func() {
		pdf.SetY(-invoiceMargin - 2)
		pdf.SetFont("Helvetica", "", 7)
		pdf.CellFormat(0, 4, tr(fmt.Sprintf("Invoice %s. Page %d of {nb}.", inv.Number, pdf.PageNo())), "", 0, "R", false, 0, "")
	})
	pdf.AddPage()
	text := func(style string, size float64, s string) {
		pdf.SetFont("Helvetica", style, size)
		pdf.MultiCell(0, invoiceLineH+0.5, tr(s), "", "L", false)
	}
	text("B", 16, "Invoice "+inv.Number)
	text("", 9, "Date: "+issued.In(newYork()).Format("January 2, 2006")+"    Order: "+inv.OrderNumber)
	text("", 9, "Due: "+dueText(inv.DueOn, inv.TermDays))
	pdf.Ln(3)
	y := pdf.GetY()
	half := (215.9 - 2*invoiceMargin) / 2
	writeParty(pdf, tr, "Seller", inv.Seller, invoiceMargin, y, half-4)
	endSeller := pdf.GetY()
	writeParty(pdf, tr, "Buyer", inv.Buyer, invoiceMargin+half, y, half)
	pdf.SetY(max(endSeller, pdf.GetY()) + 4)

	pdf.SetFont("Helvetica", "B", 8)
	pdf.SetFillColor(235, 235, 235)
	for _, c := range invoiceColumns {
		pdf.CellFormat(c.width, 6, c.title, "B", 0, c.align, true, 0, "")
	}
	pdf.Ln(-1)
	pdf.SetFont("Helvetica", "", 8)
	for _, l := range inv.Lines {
		writeInvoiceRow(pdf, tr, l)
	}
	pdf.Ln(2)
	total := func(style, label, amount string) {
		pdf.SetFont("Helvetica", style, 9)
		pdf.CellFormat(150, invoiceLineH+1, tr(label), "", 0, "R", false, 0, "")
		pdf.CellFormat(0, invoiceLineH+1, amount, "", 1, "R", false, 0, "")
	}
	total("", "Subtotal", catalog.CentsText(inv.SubtotalCents))
	total("", catalog.ExciseLabel, catalog.CentsText(inv.ExciseCents))
	total("B", "Total due", catalog.CentsText(inv.TotalCents))
	pdf.Ln(4)
	text("", 8, "Terms: Net "+strconv.Itoa(inv.TermDays)+", the same for every licensed buyer. Due: "+dueText(inv.DueOn, inv.TermDays)+
		". Total THC is each line's units × the total THC per unit on its label. "+strings.TrimSpace(brand))
	if err := pdf.Error(); err != nil {
		return err
	}
	return pdf.Output(out)
}

// dueText is an invoice's due date in words, or its term until its order is delivered.
func dueText(dueOn string, termDays int) string {
	if day, ok := catalog.ParseDay(dueOn); ok {
		return day.Format("January 2, 2006")
	}
	return fmt.Sprintf("%d days after delivery", termDays)
}

// writeParty writes a party's block (heading, legal name, premises, licence numbers) at x, y.
func writeParty(pdf *fpdf.Fpdf, tr func(string) string, heading string, p catalog.InvoiceParty, x, y, width float64) {
	pdf.SetXY(x, y)
	pdf.SetFont("Helvetica", "B", 9)
	pdf.CellFormat(width, invoiceLineH, heading, "", 2, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	licence := "Licence: " + strings.Join(p.LicenceNumbers, ", ")
	for _, line := range []string{p.LegalName, p.Premises, licence} {
		for _, part := range pdf.SplitText(tr(line), width) {
			pdf.SetX(x)
			pdf.CellFormat(width, invoiceLineH, part, "", 2, "L", false, 0, "")
		}
	}
}

// writeInvoiceRow writes one line: each cell's text wrapped, the row as tall as its tallest.
func writeInvoiceRow(pdf *fpdf.Fpdf, tr func(string) string, l catalog.InvoiceLine) {
	product := l.Product
	if l.Variant != "" {
		product += ", " + l.Variant
	}
	cells := []string{
		product, l.Brand, l.Lot, strconv.Itoa(l.Units), catalog.CentsText(l.UnitCents),
		strconv.FormatFloat(l.THCMg, 'f', 1, 64) + " mg", catalog.CentsText(l.LineCents),
	}
	wrapped := make([][]string, len(cells))
	rows := 1
	for i, c := range invoiceColumns {
		wrapped[i] = pdf.SplitText(tr(cells[i]), c.width-1)
		rows = max(rows, len(wrapped[i]))
	}
	height := float64(rows)*invoiceLineH + 1
	_, pageH := pdf.GetPageSize()
	if pdf.GetY()+height > pageH-invoiceMargin-6 {
		pdf.AddPage()
	}
	x, y := pdf.GetX(), pdf.GetY()
	cx := x
	for i, c := range invoiceColumns {
		for j, line := range wrapped[i] {
			pdf.SetXY(cx, y+0.5+float64(j)*invoiceLineH)
			pdf.CellFormat(c.width, invoiceLineH, line, "", 0, c.align, false, 0, "")
		}
		cx += c.width
	}
	pdf.Line(x, y+height, cx, y+height)
	pdf.SetXY(x, y+height)
}
