package wholesale

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
)

// Making a PDF menu is the area's most expensive work (a 2,000-line PDF: about 30 MB and
// 2.7 s): one at a time (503 when it is taken: two at once took the server to 118 MB,
// past the hostile-traffic budget), each of at most MaxMenuPDFLines lines (400: filter it).
const (
	MaxMenuPDFsAtOnce   = 1
	MaxMenuPDFLines     = 5000
	menuPDFRetrySeconds = 5
)

var (
	// MsgMenuPDFsBusy answers a PDF asked for while MaxMenuPDFsAtOnce are being made.
	MsgMenuPDFsBusy = fmt.Sprintf("The menu's PDF is being made for other buyers: try again in %d seconds", menuPDFRetrySeconds)
	// msgMenuPDFTooLong answers a menu too long for one PDF.
	msgMenuPDFTooLong = fmt.Sprintf("A PDF holds at most %d lines of the menu: filter it (category, THC, a search) and download again", MaxMenuPDFLines)
)

// The PDF's page: US Letter, landscape, in millimetres.
const (
	pdfMargin = 10.0
	pdfRowH   = 20.0
	pdfQRSize = 17.0
	pdfLineH  = 3.8
)

// pdfColumns are the menu's columns and their widths (they fill the page's width).
var pdfColumns = []struct {
	title string
	width float64
}{
	{"Certificate", 22}, {"Product / size", 62}, {"Lot / harvest / test", 42}, {"THC / CBD / terpenes", 32},
	{"Available", 20}, {"Case / min / step", 28}, {"Unit price", 20}, {"Volume breaks", 33.4},
}

// menuPDF answers the menu as a dated PDF, a QR code to each lot's certificate page.
func (a *area) menuPDF(e *core.RequestEvent, _ *catalog.BuyerAccountRecord) error {
	select {
	case a.pdfTurns <- struct{}{}:
		defer func() { <-a.pdfTurns }()
	default:
		e.Response.Header().Set("Retry-After", strconv.Itoa(menuPDFRetrySeconds))
		return web.APIError(http.StatusServiceUnavailable, MsgMenuPDFsBusy, nil)
	}
	menu, err := a.readMenu(e)
	if err != nil {
		return err
	}
	if len(menu.Lines) > MaxMenuPDFLines {
		return web.BadRequest(msgMenuPDFTooLong)
	}
	site := a.deps.MailSite(e)
	generated, _ := time.Parse(time.RFC3339, menu.GeneratedAt)
	var out bytes.Buffer
	if err := writeMenuPDF(&out, menu, site.Name, web.SiteOrigin(e), generated); err != nil {
		return err
	}
	attachment(e, "application/pdf", catalog.Today(generated), "pdf")
	return e.Blob(http.StatusOK, "application/pdf", out.Bytes())
}

// writeMenuPDF writes the menu: a title with its date on every page, a row per line
// with its lot's QR code (to origin + /coa/{lot}, a link too), drawn as vector squares
// (sharp at any size, and no image to encode and compress per lot).
func writeMenuPDF(out *bytes.Buffer, menu catalog.WholesaleMenu, brand, origin string, generated time.Time) error {
	pdf := fpdf.New("L", "mm", "Letter", "")
	pdf.SetCreationDate(generated)
	pdf.SetModificationDate(generated)
	pdf.SetTitle(brand+" wholesale menu", true)
	pdf.SetMargins(pdfMargin, pdfMargin, pdfMargin)
	pdf.SetAutoPageBreak(false, pdfMargin)
	pdf.AliasNbPages("")
	tr := pdf.UnicodeTranslatorFromDescriptor("") // core fonts are cp1252: other letters print as "?"
	ny := generated.In(newYork())
	dated := ny.Format("January 2, 2006, 3:04 PM") + " (New York)"
	pdf.SetHeaderFunc(func() {
		pdf.SetFont("Helvetica", "B", 14)
		pdf.CellFormat(0, 7, tr(strings.TrimSpace(brand+" wholesale menu")), "", 1, "L", false, 0, "")
		pdf.SetFont("Helvetica", "", 8)
		pdf.CellFormat(0, 4, tr("Made "+dated+". Prices per unit in US dollars, the same for every licensed buyer. "+
			"Availability changes as orders are placed. Scan a lot's code for its certificate of analysis."), "", 1, "L", false, 0, "")
		pdf.Ln(1)
		pdf.SetFont("Helvetica", "B", 8)
		pdf.SetFillColor(235, 235, 235)
		for _, c := range pdfColumns {
			pdf.CellFormat(c.width, 6, c.title, "B", 0, "L", true, 0, "")
		}
		pdf.Ln(-1)
	})
	pdf.SetFooterFunc(func() {
		pdf.SetY(-pdfMargin)
		pdf.SetFont("Helvetica", "", 7)
		pdf.CellFormat(0, 4, fmt.Sprintf("Page %d of {nb}. %s", pdf.PageNo(), tr(dated)), "", 0, "R", false, 0, "")
	})
	pdf.AddPage()
	_, pageH := pdf.GetPageSize()
	qrs := map[string][][]bool{}
	for _, l := range menu.Lines {
		if pdf.GetY()+pdfRowH > pageH-pdfMargin-5 {
			pdf.AddPage()
		}
		address := origin + l.COAURL
		if qrs[l.Lot] == nil {
			modules, err := media.QRModules(address)
			if err != nil {
				return err
			}
			qrs[l.Lot] = modules
		}
		writePDFRow(pdf, tr, l, qrs[l.Lot], address)
	}
	if err := pdf.Error(); err != nil {
		return err
	}
	return pdf.Output(out)
}

// drawQR draws a QR code's dark modules as black squares (a run of them in a row as one
// rectangle) in a size mm square at x, y, and links the square to address.
func drawQR(pdf *fpdf.Fpdf, modules [][]bool, x, y, size float64, address string) {
	module := size / float64(len(modules))
	pdf.SetFillColor(0, 0, 0)
	for row, dark := range modules {
		for col := 0; col < len(dark); col++ {
			if !dark[col] {
				continue
			}
			start := col
			for col < len(dark) && dark[col] {
				col++
			}
			pdf.Rect(x+float64(start)*module, y+float64(row)*module, float64(col-start)*module, module, "F")
		}
	}
	pdf.LinkString(x, y, size, size, address)
}

// writePDFRow writes one line of the menu at the current row.
func writePDFRow(pdf *fpdf.Fpdf, tr func(string) string, l catalog.WholesaleMenuLine, qr [][]bool, address string) {
	x, y := pdf.GetX(), pdf.GetY()
	drawQR(pdf, qr, x+1, y+1.5, pdfQRSize, address)
	harvest := "not given"
	if l.HarvestDate != nil {
		harvest = *l.HarvestDate
	}
	breaks := make([]string, len(l.VolumeBreaks))
	for i, b := range l.VolumeBreaks {
		breaks[i] = fmt.Sprintf("%d+: %s", b.MinUnits, catalog.CentsText(b.UnitPriceCents))
	}
	cells := [][]string{
		nil,
		{l.ProductName, l.VariantName + weightNote(l), l.Category},
		{"Lot " + l.Lot, "Harvest " + harvest, "Test " + l.TestDate},
		{"THC " + pdfFigure(l.THC), "CBD " + pdfFigure(l.CBD), "Terpenes " + pdfFigure(l.Terps)},
		{strconv.Itoa(l.Available) + " units"},
		{fmt.Sprintf("Case %d", l.CaseSize), fmt.Sprintf("Min %d", l.MinimumUnits), fmt.Sprintf("Step %d", l.IncrementUnits)},
		{catalog.CentsText(l.UnitPriceCents)},
		breaks,
	}
	pdf.SetFont("Helvetica", "", 8)
	cx := x
	for i, c := range pdfColumns {
		pdf.SetXY(cx+1, y+2)
		var lines []string
		for _, text := range cells[i] {
			lines = append(lines, pdf.SplitText(tr(text), c.width-2)...)
		}
		if len(lines) > 4 {
			lines = lines[:4]
		}
		for _, line := range lines {
			pdf.SetX(cx + 1)
			pdf.CellFormat(c.width-2, pdfLineH, line, "", 2, "L", false, 0, "")
		}
		cx += c.width
	}
	pdf.SetXY(x, y+pdfRowH)
	pdf.Line(x, y+pdfRowH, cx, y+pdfRowH)
}

func weightNote(l catalog.WholesaleMenuLine) string {
	if l.Weight == "" || l.Weight == l.VariantName {
		return ""
	}
	return " (" + l.Weight + ")"
}

func pdfFigure(v *float64) string {
	if v == nil {
		return "not tested"
	}
	return figure(v) + "%"
}

func newYork() *time.Location {
	loc, err := time.LoadLocation(catalog.BusinessTimeZone)
	if err != nil {
		return time.UTC
	}
	return loc
}
