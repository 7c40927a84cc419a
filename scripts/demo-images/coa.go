package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
)

// The demo's certificates of analysis: one small PDF per demo batch, drawn from the same
// figures the demo batches load (backend/demo/batches.json), so the document and
// the site agree. Every date is fixed, so the output is the same on every run.

const (
	batchesFile = "backend/demo/batches.json"
	contentFile = "backend/demo/content.json"
	coaDir      = "backend/demo/coa"
)

type demoBatch struct {
	Product     string   `json:"product"`
	Lot         string   `json:"lot"`
	HarvestDate string   `json:"harvestDate"`
	TestDate    string   `json:"testDate"`
	LabName     string   `json:"labName"`
	LabLicense  string   `json:"labLicense"`
	THC         *float64 `json:"thc"`
	CBD         *float64 `json:"cbd"`
	Terps       *float64 `json:"terps"`
	PDF         string   `json:"pdf"`
}

type demoProduct struct {
	Slug     string `json:"slug"`
	Name     string `json:"name"`
	Category string `json:"category"`
}

// writeCertificates writes every demo batch's PDF under root, and answers their paths
// and sizes.
func writeCertificates(root string) (map[string]int64, error) {
	var batches []demoBatch
	if err := readJSON(filepath.Join(root, batchesFile), &batches); err != nil {
		return nil, err
	}
	var content struct {
		Products []demoProduct `json:"products"`
	}
	if err := readJSON(filepath.Join(root, contentFile), &content); err != nil {
		return nil, err
	}
	products := map[string]demoProduct{}
	for _, p := range content.Products {
		products[p.Slug] = p
	}
	sizes := map[string]int64{}
	for _, b := range batches {
		product, ok := products[b.Product]
		if !ok {
			return nil, fmt.Errorf("%s: no demo product %q", batchesFile, b.Product)
		}
		path := filepath.Join(coaDir, b.PDF)
		f, err := os.Create(filepath.Join(root, path))
		if err != nil {
			return nil, err
		}
		if err := certificate(product, b).Output(f); err != nil {
			f.Close()
			return nil, err
		}
		st, err := f.Stat()
		if err != nil {
			f.Close()
			return nil, err
		}
		sizes[path] = st.Size()
		if err := f.Close(); err != nil {
			return nil, err
		}
	}
	return sizes, nil
}

func readJSON(path string, v any) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return json.Unmarshal(raw, v)
}

// certificate is one page in the usual shape of a COA: the lab, the sample, the
// potency results and a note that the document is a demo.
func certificate(p demoProduct, b demoBatch) *fpdf.Fpdf {
	issued, _ := time.Parse("2006-01-02", b.TestDate)
	pdf := fpdf.New("P", "mm", "Letter", "")
	pdf.SetCatalogSort(true)
	pdf.SetCreationDate(issued)
	pdf.SetModificationDate(issued)
	pdf.SetTitle("Certificate of analysis: "+p.Name+", lot "+b.Lot, false)
	pdf.SetAuthor(b.LabName, false)
	pdf.SetCreator("farmsite demo", false)
	pdf.SetMargins(20, 20, 20)
	pdf.AddPage()

	pdf.SetFillColor(31, 61, 43)
	pdf.Rect(0, 0, 216, 28, "F")
	pdf.SetTextColor(255, 255, 255)
	pdf.SetFont("Helvetica", "B", 18)
	pdf.SetXY(20, 9)
	pdf.CellFormat(0, 10, "Certificate of Analysis", "", 1, "L", false, 0, "")
	pdf.SetTextColor(30, 30, 30)
	pdf.SetXY(20, 36)
	pdf.SetFont("Helvetica", "B", 12)
	pdf.CellFormat(0, 7, b.LabName, "", 1, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 10)
	pdf.CellFormat(0, 6, "Laboratory license: "+b.LabLicense, "", 1, "L", false, 0, "")
	pdf.Ln(6)

	rows := [][2]string{
		{"Product", p.Name},
		{"Category", p.Category},
		{"Lot number", b.Lot},
		{"Harvest date", orDash(b.HarvestDate)},
		{"Test date", b.TestDate},
		{"Client", "Hudson Valley Sun Farm"},
	}
	for _, r := range rows {
		pdf.SetFont("Helvetica", "B", 10)
		pdf.CellFormat(45, 7, r[0], "B", 0, "L", false, 0, "")
		pdf.SetFont("Helvetica", "", 10)
		pdf.CellFormat(0, 7, r[1], "B", 1, "L", false, 0, "")
	}
	pdf.Ln(8)

	pdf.SetFont("Helvetica", "B", 12)
	pdf.CellFormat(0, 8, "Potency (by weight)", "", 1, "L", false, 0, "")
	pdf.SetFillColor(235, 240, 232)
	pdf.SetFont("Helvetica", "B", 10)
	pdf.CellFormat(90, 8, "Analyte", "1", 0, "L", true, 0, "")
	pdf.CellFormat(0, 8, "Result", "1", 1, "R", true, 0, "")
	pdf.SetFont("Helvetica", "", 10)
	for _, r := range []struct {
		name  string
		value *float64
	}{{"Total THC", b.THC}, {"Total CBD", b.CBD}, {"Total terpenes", b.Terps}} {
		pdf.CellFormat(90, 8, r.name, "1", 0, "L", false, 0, "")
		pdf.CellFormat(0, 8, percent(r.value), "1", 1, "R", false, 0, "")
	}
	pdf.Ln(6)
	pdf.SetFont("Helvetica", "", 9)
	pdf.MultiCell(0, 5, strings.Join([]string{
		"Microbials, heavy metals, pesticides, residual solvents and mycotoxins: pass.",
		"ND: not detected. Results apply to the sample as received.",
	}, "\n"), "", "L", false)
	pdf.Ln(10)
	pdf.SetTextColor(120, 120, 120)
	pdf.SetFont("Helvetica", "I", 9)
	pdf.MultiCell(0, 5, "Demo document generated for the website's sample content. It is not a real laboratory report.", "", "L", false)
	return pdf
}

func percent(v *float64) string {
	if v == nil {
		return "ND"
	}
	return fmt.Sprintf("%.2f %%", *v)
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
