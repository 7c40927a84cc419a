package hooks

import (
	"bytes"
	"encoding/json"
	"image/png"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// demoLot is the demo batch of Headhunter, its current one.
const demoLot = "HVSF-26-HH01"

// pdfOf is a PDF of n bytes: the header every PDF opens with, then padding.
func pdfOf(n int) []byte {
	data := bytes.Repeat([]byte{' '}, n)
	copy(data, "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	return data
}

func TestCertificateUploadsArePDFsOfAtMost10MB(t *testing.T) {
	uploads := func(t testing.TB, app *tests.TestApp) int {
		return countRecords(t, app, catalog.FileUploadsCollection, "")
	}
	var demoUploads int
	{
		app := newTestApp(t)
		demoUploads = uploads(t, app)
		app.Cleanup()
	}
	nothingStored := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		mustEqual(t, "uploads", uploads(t, app), demoUploads)
	}
	served, follow := withFollowUps(tests.ApiScenario{})
	runScenarios(t, []tests.ApiScenario{
		uploadScenario(t, tests.ApiScenario{
			BeforeTestFunc: served.BeforeTestFunc,
			Name:           "a PDF is stored under a name the server makes and served sandboxed, as a download", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 201, ExpectedContent: []string{`"url":"/uploads/coa_hv_26_07_`, `"mimeType":"application/pdf"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				url := uploadedURL(t, res)
				mustEqual(t, "uploads", uploads(t, app), demoUploads+1)
				got := follow.get(t, url)
				mustEqual(t, "status", got.StatusCode, 200)
				mustEqual(t, "content type", got.Header.Get("Content-Type"), "application/pdf")
				if csp := got.Header.Get("Content-Security-Policy"); !strings.HasPrefix(csp, "sandbox") {
					t.Errorf("Content-Security-Policy %q: the PDF is not sandboxed", csp)
				}
				stored := strings.TrimPrefix(url, "/uploads/")
				mustEqual(t, "Content-Disposition", got.Header.Get("Content-Disposition"), `attachment; filename="`+stored+`"`)
				if body, _ := io.ReadAll(got.Body); !bytes.Equal(body, pdfOf(2048)) {
					t.Error("the served bytes differ from the upload")
				}
			},
		}, "file", `evil"; filename=x.html.pdf`, pdfOf(2048), "lot", "hv-26-07"),
		uploadScenario(t, tests.ApiScenario{
			Name: "a PDF of exactly 10MB is taken", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 201, ExpectedContent: []string{`"url":"/uploads/coa_`},
		}, "file", "coa.pdf", pdfOf(catalog.MaxCOABytes)),
		uploadScenario(t, tests.ApiScenario{
			Name: "a PDF of 10MB and one byte is refused", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 400, ExpectedContent: []string{quoted(catalog.MsgCOATooLarge)},
			AfterTestFunc: nothingStored,
		}, "file", "coa.pdf", pdfOf(catalog.MaxCOABytes+1)),
		uploadScenario(t, tests.ApiScenario{
			Name: "an HTML page named .pdf is refused", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 400, ExpectedContent: []string{quoted(catalog.MsgCOAInvalidType)},
			AfterTestFunc: nothingStored,
		}, "file", "coa.pdf", []byte("<html><script>alert(1)</script>%PDF-1.7</html>")),
		uploadScenario(t, tests.ApiScenario{
			Name: "a photo is refused", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 400, ExpectedContent: []string{quoted(catalog.MsgCOAInvalidType)},
			AfterTestFunc: nothingStored,
		}, "file", "coa.pdf", png8x8(t)),
		uploadScenario(t, tests.ApiScenario{
			Name: "no file", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 400, ExpectedContent: []string{quoted(catalog.MsgNoFileSelected)},
			AfterTestFunc: nothingStored,
		}, "", "", nil, "lot", "HV-1"),
		{
			Name: "without a session", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 401, ExpectedContent: []string{`"message"`}, AfterTestFunc: nothingStored,
		},
	})
}

func png8x8(t testing.TB) []byte {
	t.Helper()
	rgba, err := media.QRCodePNG("x", 1)
	if err != nil {
		t.Fatal(err)
	}
	return rgba
}

// demoCertificate is the address of the demo Headhunter batch's certificate.
func demoCertificate(t testing.TB, app core.App) string {
	t.Helper()
	batch, err := app.FindFirstRecordByData(catalog.BatchesCollection, "lot", demoLot)
	if err != nil {
		t.Fatal(err)
	}
	return batch.GetString("coa")
}

// newBatch is a valid new batch of the product with the given slug.
func newBatch(t testing.TB, app core.App, slug, lot string, thc float64) map[string]any {
	return map[string]any{
		"productId": findBySlug(t, app, "products", slug).Id, "lot": lot, "harvestDate": "2026-11-01", "testDate": "2026-11-12",
		"labName": "Kaaterskill Labs", "labLicense": "OCM-LAB-0042", "coa": demoCertificate(t, app), "thc": thc, "cbd": 0.1, "terps": nil,
	}
}

func TestBatchesThroughTheStaffAPI(t *testing.T) {
	create := func(name string, change func(body map[string]any), status int, content ...string) {
		testPrepared(t, asStaff(tests.ApiScenario{Name: name, Method: http.MethodPost, ExpectedStatus: status, ExpectedContent: content}),
			func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
				body := newBatch(t, app, "headhunter", "hvsf-26-hh02", 28.5)
				change(body)
				s.Body = jsonBodyOf(body)
				return "/api/admin/batches"
			})
	}
	create("a batch is created with its lot in capitals, its page's address and not current", func(map[string]any) {}, 201,
		`"lot":"HVSF-26-HH02"`, `"pageUrl":"http://127.0.0.1:8090/coa/HVSF-26-HH02"`, `"current":false`, `"thc":28.5`, `"terps":null`)
	create("a lot with other characters is refused", func(b map[string]any) { b["lot"] = "HV/26 01" }, 400, quoted(catalog.MsgLotFormat))
	create("a lot already taken is refused", func(b map[string]any) { b["lot"] = demoLot }, 400, quoted(catalog.MsgLotTaken))
	create("a test date is required", func(b map[string]any) { b["testDate"] = "" }, 400, quoted(catalog.MsgTestDateRequired))
	create("a harvest after the test is refused", func(b map[string]any) { b["harvestDate"] = "2026-12-01" }, 400, quoted(catalog.MsgHarvestAfterTest))
	create("the lab's license is required", func(b map[string]any) { b["labLicense"] = " " }, 400, quoted(catalog.MsgLabLicenseMissing))
	create("a certificate is required", func(b map[string]any) { b["coa"] = "" }, 400, quoted(catalog.MsgCOARequired))
	create("a certificate must be an uploaded PDF, not a photo", func(b map[string]any) {
		b["coa"] = "/uploads/" + strings.TrimSuffix(strings.TrimPrefix(b["coa"].(string), "/uploads/"), ".pdf") + ".jpg"
	}, 400, quoted(catalog.MsgCOANotPDF))
	create("a certificate of another site is refused", func(b map[string]any) { b["coa"] = "https://lab.example.com/coa.pdf" }, 400, quoted(catalog.MsgCOANotPDF))
	create("figures follow the product's rules", func(b map[string]any) { b["thc"] = 101 }, 400, `"THC must be between 0 and 100"`)
	create("an unknown product is refused", func(b map[string]any) { b["productId"] = "nosuchproduct00" }, 400, `"Product not found"`)

	runScenarios(t, []tests.ApiScenario{
		asStaff(tests.ApiScenario{
			Name: "the list answers react-admin's contract, filtered by product", Method: http.MethodGet,
			URL:            "/api/admin/batches?range=[0,4]&sort=[\"lot\",\"ASC\"]",
			ExpectedStatus: 200, ExpectedContent: []string{`"lot":"HVSF-26-AF01"`, `"current":true`},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				mustEqual(t, "Content-Range", res.Header.Get("Content-Range"), "batches 0-4/10")
			},
		}),
		{Name: "the list without a session", Method: http.MethodGet, URL: "/api/admin/batches", ExpectedStatus: 401, ExpectedContent: []string{`"message"`}},
		{Name: "a QR code without a session", Method: http.MethodGet, URL: "/api/admin/batches/x/qr.png", ExpectedStatus: 401, ExpectedContent: []string{`"message"`}},
	})

	testPrepared(t, asStaff(tests.ApiScenario{Name: "a current batch is not moved to another product", Method: http.MethodPatch, ExpectedStatus: 400,
		ExpectedContent: []string{quoted(catalog.MsgBatchIsCurrent)}}),
		func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			s.Body = jsonBodyOf(map[string]any{"productId": findBySlug(t, app, "products", "mimosa").Id})
			batch, _ := app.FindFirstRecordByData(catalog.BatchesCollection, "lot", demoLot)
			return "/api/admin/batches/" + batch.Id
		})
	testPrepared(t, asStaff(tests.ApiScenario{Name: "a product's current batch is one of its own", Method: http.MethodPatch, ExpectedStatus: 400,
		ExpectedContent: []string{quoted(catalog.MsgBatchOfOther)}}),
		func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			batch, _ := app.FindFirstRecordByData(catalog.BatchesCollection, "lot", demoLot)
			s.Body = jsonBodyOf(map[string]any{catalog.CurrentBatchField: batch.Id})
			return "/api/admin/products/" + findBySlug(t, app, "products", "mimosa").Id
		})
}

func TestALotsQRCodeHoldsItsPageAtTheCanonicalOrigin(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	batch, err := app.FindFirstRecordByData(catalog.BatchesCollection, "lot", demoLot)
	if err != nil {
		t.Fatal(err)
	}
	res := send(t, server, http.MethodGet, "/api/admin/batches/"+batch.Id+"/qr.png", nil, staffHeaders())
	mustEqual(t, "status", res.StatusCode, 200)
	mustEqual(t, "type", res.Header.Get("Content-Type"), "image/png")
	mustEqual(t, "download", res.Header.Get("Content-Disposition"), `attachment; filename="coa-`+demoLot+`-qr.png"`)
	img, err := png.Decode(res.Body)
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != b.Dy() || b.Dx() < 290 {
		t.Errorf("a %dx%d QR code", b.Dx(), b.Dy())
	}
	want, err := media.QRCodePNG("http://127.0.0.1:8090/coa/"+demoLot, qrModulePixels)
	if err != nil {
		t.Fatal(err)
	}
	res = send(t, server, http.MethodGet, "/api/admin/batches/"+batch.Id+"/qr.png", nil, staffHeaders())
	if got, _ := io.ReadAll(res.Body); !bytes.Equal(got, want) {
		t.Error("the QR code does not hold the lot page's absolute address")
	}
	svg := send(t, server, http.MethodGet, "/api/admin/batches/"+batch.Id+"/qr.svg", nil, staffHeaders())
	mustEqual(t, "svg type", svg.Header.Get("Content-Type"), "image/svg+xml")
	if body := readAll(t, svg); !strings.HasPrefix(body, `<svg xmlns="http://www.w3.org/2000/svg"`) || !strings.Contains(body, "lot "+demoLot+"</title>") {
		t.Errorf("svg: %.200s", body)
	}
	mustEqual(t, "an unknown batch", send(t, server, http.MethodGet, "/api/admin/batches/nosuchbatch000/qr.svg", nil, staffHeaders()).StatusCode, 404)
}

// productFigures are a product's figures and lab link as a public answer gives them.
type productFigures struct {
	Slug          string   `json:"slug"`
	THC           *float64 `json:"thc"`
	CBD           *float64 `json:"cbd"`
	Terps         *float64 `json:"terps"`
	StrainTestURL *string  `json:"strainTestUrl"`
}

func TestAProductsFiguresFollowItsCurrentBatch(t *testing.T) {
	app := newRenderingApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	headhunter := findBySlug(t, app, "products", "headhunter")
	figuresOf := func(when string) (listing, detail productFigures, page string) {
		t.Helper()
		var all []productFigures
		readJSON(t, server, "/api/products/with-variants", &all)
		for _, p := range all {
			if p.Slug == "headhunter" {
				listing = p
			}
		}
		readJSON(t, server, "/api/products/slug/headhunter", &detail)
		_, page = getPage(t, server, "/products/headhunter")
		if listing.Slug == "" {
			t.Fatalf("%s: headhunter is not listed", when)
		}
		return listing, detail, page
	}
	expect := func(when string, thc float64, lab string) {
		t.Helper()
		listing, detail, page := figuresOf(when)
		for name, p := range map[string]productFigures{"listing": listing, "detail": detail} {
			if p.THC == nil || *p.THC != thc || p.StrainTestURL == nil || *p.StrainTestURL != lab {
				t.Errorf("%s, %s: thc %v, lab results %v; want %v and %s", when, name, deref(p.THC), deref(p.StrainTestURL), thc, lab)
			}
		}
		if ld := `"name":"THC","unitCode":"P1","unitText":"%","value":` + jsonNumber(thc); !strings.Contains(page, ld) {
			t.Errorf("%s: the page's JSON-LD has no %s", when, ld)
		}
		if !strings.Contains(rootOf(t, page), `href="`+lab+`"`) {
			t.Errorf("%s: the page's lab results do not link %s", when, lab)
		}
	}
	expect("with the demo batch", 27.4, "/coa/"+demoLot)

	created := send(t, server, http.MethodPost, "/api/admin/batches", jsonBodyOf(newBatch(t, app, "headhunter", "HVSF-26-HH02", 31.25)), staffHeaders())
	mustEqual(t, "create", created.StatusCode, 201)
	var batch catalog.Batch
	decodeResponse(t, created, &batch)
	expect("a new batch that is not current yet", 27.4, "/coa/"+demoLot)

	patch := send(t, server, http.MethodPatch, "/api/admin/products/"+headhunter.Id, jsonBodyOf(map[string]any{catalog.CurrentBatchField: batch.ID}), staffHeaders())
	mustEqual(t, "make current", patch.StatusCode, 200)
	expect("once it is current", 31.25, "/coa/HVSF-26-HH02")

	edit := send(t, server, http.MethodPatch, "/api/admin/batches/"+batch.ID, jsonBodyOf(map[string]any{"thc": 30.5}), staffHeaders())
	mustEqual(t, "edit the current batch", edit.StatusCode, 200)
	expect("when its current batch changes", 30.5, "/coa/HVSF-26-HH02")

	patch = send(t, server, http.MethodPatch, "/api/admin/products/"+headhunter.Id, jsonBodyOf(map[string]any{catalog.CurrentBatchField: nil, "strainTestUrl": "https://lab.example.org/hh.pdf"}), staffHeaders())
	mustEqual(t, "no current batch", patch.StatusCode, 200)
	expect("with no current batch: its own", 27.4, "https://lab.example.org/hh.pdf")

	// The staff answer is the product's own, for its editor.
	var own productFigures
	res := send(t, server, http.MethodPatch, "/api/admin/products/"+headhunter.Id, jsonBodyOf(map[string]any{catalog.CurrentBatchField: batch.ID}), staffHeaders())
	decodeResponse(t, res, &own)
	if own.THC == nil || *own.THC != 27.4 {
		t.Errorf("the staff answer shows thc %v, not the product's own", deref(own.THC))
	}
	deleted := send(t, server, http.MethodDelete, "/api/admin/batches/"+batch.ID, nil, staffHeaders())
	mustEqual(t, "delete the current batch", deleted.StatusCode, 200)
	expect("once its current batch is deleted", 27.4, "https://lab.example.org/hh.pdf")
}

func deref[T any](p *T) any {
	if p == nil {
		return nil
	}
	return *p
}

func jsonNumber(v float64) string {
	raw, _ := json.Marshal(v)
	return string(raw)
}

func TestEveryLotHasAPermanentPageAndUnknownLotsAreNotKept(t *testing.T) {
	app := newRenderingApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	cache := sites.of(app).pages.Cache

	res, page := getPage(t, server, "/coa/"+demoLot)
	mustEqual(t, "the lot's page", res.StatusCode, 200)
	root := rootOf(t, page)
	for _, text := range []string{demoLot, "Headhunter", `href="/products/headhunter"`, "Catskill Analytical Laboratory (demo)", "27.4%", "&lt;0.1%", `href="/uploads/coa_headhunter_`} {
		if !strings.Contains(root, text) {
			t.Errorf("the lot's page does not show %q", text)
		}
	}
	if !strings.Contains(page, `<meta data-page-meta name="robots" content="noindex, follow">`) {
		t.Error("the lot's page is offered to search engines")
	}
	if sitemap := readAll(t, send(t, server, http.MethodGet, "/sitemap.xml", nil, nil)); strings.Contains(sitemap, "/coa/") {
		t.Error("the sitemap lists lot pages")
	}

	// Its product unpublished, and another batch current: the page still answers, naming
	// the product without linking its hidden page.
	headhunter := findBySlug(t, app, "products", "headhunter")
	other := send(t, server, http.MethodPost, "/api/admin/batches", jsonBodyOf(newBatch(t, app, "headhunter", "HVSF-26-HH03", 26)), staffHeaders())
	mustEqual(t, "another batch", other.StatusCode, 201)
	var batch catalog.Batch
	decodeResponse(t, other, &batch)
	patch := send(t, server, http.MethodPatch, "/api/admin/products/"+headhunter.Id, jsonBodyOf(map[string]any{"status": catalog.StatusDraft, catalog.CurrentBatchField: batch.ID}), staffHeaders())
	mustEqual(t, "unpublish", patch.StatusCode, 200)
	mustEqual(t, "the product's page", send(t, server, http.MethodGet, "/products/headhunter", nil, nil).StatusCode, 404)
	res, page = getPage(t, server, "/coa/"+demoLot)
	mustEqual(t, "the lot's page of an unpublished product", res.StatusCode, 200)
	root = rootOf(t, page)
	if !strings.Contains(root, "Headhunter") || strings.Contains(root, `href="/products/headhunter"`) || !strings.Contains(root, "An earlier batch") {
		t.Errorf("the page of an earlier lot of an unpublished product: %.600s", root)
	}
	var lot catalog.LotPage
	readJSON(t, server, "/api/coa/"+demoLot, &lot)
	if lot.ProductSlug != nil || lot.Current || lot.ProductName != "Headhunter" {
		t.Errorf("the lot's answer: %+v", lot)
	}

	// Unknown lots answer 404, and none is kept: only existing lots are keys.
	for _, unknown := range []string{"HVSF-26-ZZ99", "hvsf-26-hh01", strings.Repeat("A", 300), "..%2F..%2Fetc"} {
		if res := send(t, server, http.MethodGet, "/api/coa/"+unknown, nil, nil); res.StatusCode != 404 {
			t.Errorf("/api/coa/%s answered %d", unknown, res.StatusCode)
		}
		res, page := getPage(t, server, "/coa/"+unknown)
		mustEqual(t, "/coa/"+unknown, res.StatusCode, 404)
		if strings.Contains(page, unknown) {
			t.Errorf("the not-found page names %q", unknown)
		}
		for _, key := range []string{"/api/coa/" + unknown, "html|/coa/" + unknown + "|", "shell|/coa/" + unknown + "|", "meta|/coa/" + unknown + "|"} {
			if _, kept := cache.Lookup(key); kept {
				t.Errorf("the cache keeps %s", key)
			}
		}
	}
	if _, kept := cache.Lookup("/api/coa/" + demoLot); !kept {
		t.Error("an existing lot's answer is not kept (does the test look under the right key?)")
	}
	if _, kept := cache.Lookup("html|/coa/" + demoLot + "|"); !kept {
		t.Error("an existing lot's page is not kept (does the test look under the right key?)")
	}
}

func TestABatchsCertificateIsAFileInUse(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	name, _ := catalog.UploadNameOf(demoCertificate(t, app))
	var files []catalog.ManagedFile
	res := send(t, server, http.MethodGet, filesFiltered(`{"inUse":true,"q":"coa-headhunter"}`), nil, staffHeaders())
	decodeResponse(t, res, &files)
	if len(files) != 1 || len(files[0].UsedBy) != 1 || files[0].UsedBy[0].Label != "Certificate of “"+demoLot+"” of “Headhunter”" {
		t.Fatalf("the certificate's uses: %+v", files)
	}
	// A batch keeps its certificate: taking it out is refused, and nothing is deleted.
	res = send(t, server, http.MethodDelete, "/api/admin/files/"+files[0].ID+"?references=remove", nil, staffHeaders())
	mustEqual(t, "delete", res.StatusCode, http.StatusConflict)
	if body := readAll(t, res); !strings.Contains(body, catalog.MsgCOARequired) {
		t.Errorf("refusal: %s", body)
	}
	mustEqual(t, "the certificate", demoCertificate(t, app), "/uploads/"+name)
}
