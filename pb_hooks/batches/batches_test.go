package batches_test

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
	"github.com/hudsonvalley/farmsite/pb_hooks/batches"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// pdfOf is a PDF of n bytes: the header every PDF opens with, then padding.
func pdfOf(n int) []byte {
	data := bytes.Repeat([]byte{' '}, n)
	copy(data, "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	return data
}

func TestCertificateUploadsArePDFsOfAtMost10MB(t *testing.T) {
	uploads := func(t testing.TB, app *tests.TestApp) int {
		return hookstest.CountRecords(t, app, catalog.FileUploadsCollection, "")
	}
	var demoUploads int
	{
		app := hookstest.NewApp(t)
		demoUploads = uploads(t, app)
		app.Cleanup()
	}
	nothingStored := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		hookstest.MustEqual(t, "uploads", uploads(t, app), demoUploads)
	}
	served, follow := hookstest.WithFollowUps(tests.ApiScenario{})
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.UploadScenario(t, tests.ApiScenario{
			BeforeTestFunc: served.BeforeTestFunc,
			Name:           "a PDF is stored under a name the server makes and served sandboxed, as a download", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 201, ExpectedContent: []string{`"url":"/uploads/coa_hv_26_07_`, `"mimeType":"application/pdf"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				url := hookstest.UploadedURL(t, res)
				hookstest.MustEqual(t, "uploads", uploads(t, app), demoUploads+1)
				got := follow.Get(t, url)
				hookstest.MustEqual(t, "status", got.StatusCode, 200)
				hookstest.MustEqual(t, "content type", got.Header.Get("Content-Type"), "application/pdf")
				if csp := got.Header.Get("Content-Security-Policy"); !strings.HasPrefix(csp, "sandbox") {
					t.Errorf("Content-Security-Policy %q: the PDF is not sandboxed", csp)
				}
				stored := strings.TrimPrefix(url, "/uploads/")
				hookstest.MustEqual(t, "Content-Disposition", got.Header.Get("Content-Disposition"), `attachment; filename="`+stored+`"`)
				if body, _ := io.ReadAll(got.Body); !bytes.Equal(body, pdfOf(2048)) {
					t.Error("the served bytes differ from the upload")
				}
			},
		}, "file", `evil"; filename=x.html.pdf`, pdfOf(2048), "lot", "hv-26-07"),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "a PDF of exactly 10MB is taken", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 201, ExpectedContent: []string{`"url":"/uploads/coa_`},
		}, "file", "coa.pdf", pdfOf(catalog.MaxCOABytes)),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "a PDF of 10MB and one byte is refused", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 400, ExpectedContent: []string{hookstest.Quoted(catalog.MsgCOATooLarge)},
			AfterTestFunc: nothingStored,
		}, "file", "coa.pdf", pdfOf(catalog.MaxCOABytes+1)),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "an HTML page named .pdf is refused", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 400, ExpectedContent: []string{hookstest.Quoted(catalog.MsgCOAInvalidType)},
			AfterTestFunc: nothingStored,
		}, "file", "coa.pdf", []byte("<html><script>alert(1)</script>%PDF-1.7</html>")),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "a photo is refused", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 400, ExpectedContent: []string{hookstest.Quoted(catalog.MsgCOAInvalidType)},
			AfterTestFunc: nothingStored,
		}, "file", "coa.pdf", png8x8(t)),
		hookstest.UploadScenario(t, tests.ApiScenario{
			Name: "no file", Method: http.MethodPost, URL: "/api/admin/batches/coa",
			ExpectedStatus: 400, ExpectedContent: []string{hookstest.Quoted(catalog.MsgNoFileSelected)},
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

// newBatch is a valid new batch of the product with the given slug.
func newBatch(t testing.TB, app core.App, slug, lot string, thc float64) map[string]any {
	return map[string]any{
		"productId": hookstest.FindBySlug(t, app, "products", slug).Id, "lot": lot, "harvestDate": "2026-11-01", "testDate": "2026-11-12",
		"labName": "Kaaterskill Labs", "labLicense": "OCM-LAB-0042", "coa": hookstest.DemoCertificate(t, app), "thc": thc, "cbd": 0.1, "terps": nil,
	}
}

func TestBatchesThroughTheStaffAPI(t *testing.T) {
	create := func(name string, change func(body map[string]any), status int, content ...string) {
		hookstest.RunPrepared(t, hookstest.AsStaff(tests.ApiScenario{Name: name, Method: http.MethodPost, ExpectedStatus: status, ExpectedContent: content}),
			func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
				body := newBatch(t, app, "headhunter", "hvsf-26-hh02", 28.5)
				change(body)
				s.Body = hookstest.JSONBody(body)
				return "/api/admin/batches"
			})
	}
	create("a batch is created with its lot in capitals, its page's address and not current", func(map[string]any) {}, 201,
		`"lot":"HVSF-26-HH02"`, `"pageUrl":"http://127.0.0.1:8090/coa/HVSF-26-HH02"`, `"current":false`, `"thc":28.5`, `"terps":null`)
	create("a lot with other characters is refused", func(b map[string]any) { b["lot"] = "HV/26 01" }, 400, hookstest.Quoted(catalog.MsgLotFormat))
	create("a lot already taken is refused", func(b map[string]any) { b["lot"] = hookstest.DemoLot }, 400, hookstest.Quoted(catalog.MsgLotTaken))
	create("a test date is required", func(b map[string]any) { b["testDate"] = "" }, 400, hookstest.Quoted(catalog.MsgTestDateRequired))
	create("a harvest after the test is refused", func(b map[string]any) { b["harvestDate"] = "2026-12-01" }, 400, hookstest.Quoted(catalog.MsgHarvestAfterTest))
	create("the lab's license is required", func(b map[string]any) { b["labLicense"] = " " }, 400, hookstest.Quoted(catalog.MsgLabLicenseMissing))
	create("a certificate is required", func(b map[string]any) { b["coa"] = "" }, 400, hookstest.Quoted(catalog.MsgCOARequired))
	create("a certificate must be an uploaded PDF, not a photo", func(b map[string]any) {
		b["coa"] = "/uploads/" + strings.TrimSuffix(strings.TrimPrefix(b["coa"].(string), "/uploads/"), ".pdf") + ".jpg"
	}, 400, hookstest.Quoted(catalog.MsgCOANotPDF))
	create("a certificate of another site is refused", func(b map[string]any) { b["coa"] = "https://lab.example.com/coa.pdf" }, 400, hookstest.Quoted(catalog.MsgCOANotPDF))
	create("figures follow the product's rules", func(b map[string]any) { b["thc"] = 101 }, 400, `"THC must be between 0 and 100"`)
	create("an unknown product is refused", func(b map[string]any) { b["productId"] = "nosuchproduct00" }, 400, `"Product not found"`)

	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "the list answers react-admin's contract, filtered by product", Method: http.MethodGet,
			URL:            "/api/admin/batches?range=[0,4]&sort=[\"lot\",\"ASC\"]",
			ExpectedStatus: 200, ExpectedContent: []string{`"lot":"HVSF-26-AF01"`, `"current":true`},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "Content-Range", res.Header.Get("Content-Range"), "batches 0-4/10")
			},
		}),
		{Name: "the list without a session", Method: http.MethodGet, URL: "/api/admin/batches", ExpectedStatus: 401, ExpectedContent: []string{`"message"`}},
		{Name: "a QR code without a session", Method: http.MethodGet, URL: "/api/admin/batches/x/qr.png", ExpectedStatus: 401, ExpectedContent: []string{`"message"`}},
	})

	hookstest.RunPrepared(t, hookstest.AsStaff(tests.ApiScenario{Name: "a current batch is not moved to another product", Method: http.MethodPatch, ExpectedStatus: 400,
		ExpectedContent: []string{hookstest.Quoted(catalog.MsgBatchIsCurrent)}}),
		func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			s.Body = hookstest.JSONBody(map[string]any{"productId": hookstest.FindBySlug(t, app, "products", "mimosa").Id})
			batch, _ := app.FindFirstRecordByData(catalog.BatchesCollection, "lot", hookstest.DemoLot)
			return "/api/admin/batches/" + batch.Id
		})
	hookstest.RunPrepared(t, hookstest.AsStaff(tests.ApiScenario{Name: "a product's current batch is one of its own", Method: http.MethodPatch, ExpectedStatus: 400,
		ExpectedContent: []string{hookstest.Quoted(catalog.MsgBatchOfOther)}}),
		func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			batch, _ := app.FindFirstRecordByData(catalog.BatchesCollection, "lot", hookstest.DemoLot)
			s.Body = hookstest.JSONBody(map[string]any{catalog.CurrentBatchField: batch.Id})
			return "/api/admin/products/" + hookstest.FindBySlug(t, app, "products", "mimosa").Id
		})
}

func TestALotsQRCodeHoldsItsPageAtTheCanonicalOrigin(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	batch, err := app.FindFirstRecordByData(catalog.BatchesCollection, "lot", hookstest.DemoLot)
	if err != nil {
		t.Fatal(err)
	}
	res := hookstest.Send(t, server, http.MethodGet, "/api/admin/batches/"+batch.Id+"/qr.png", nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "status", res.StatusCode, 200)
	hookstest.MustEqual(t, "type", res.Header.Get("Content-Type"), "image/png")
	hookstest.MustEqual(t, "download", res.Header.Get("Content-Disposition"), `attachment; filename="coa-`+hookstest.DemoLot+`-qr.png"`)
	img, err := png.Decode(res.Body)
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != b.Dy() || b.Dx() < 290 {
		t.Errorf("a %dx%d QR code", b.Dx(), b.Dy())
	}
	want, err := media.QRCodePNG("http://127.0.0.1:8090/coa/"+hookstest.DemoLot, batches.QRModulePixels)
	if err != nil {
		t.Fatal(err)
	}
	res = hookstest.Send(t, server, http.MethodGet, "/api/admin/batches/"+batch.Id+"/qr.png", nil, hookstest.StaffHeaders())
	if got, _ := io.ReadAll(res.Body); !bytes.Equal(got, want) {
		t.Error("the QR code does not hold the lot page's absolute address")
	}
	svg := hookstest.Send(t, server, http.MethodGet, "/api/admin/batches/"+batch.Id+"/qr.svg", nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "svg type", svg.Header.Get("Content-Type"), "image/svg+xml")
	if body := hookstest.ReadAll(t, svg); !strings.HasPrefix(body, `<svg xmlns="http://www.w3.org/2000/svg"`) || !strings.Contains(body, "lot "+hookstest.DemoLot+"</title>") {
		t.Errorf("svg: %.200s", body)
	}
	hookstest.MustEqual(t, "an unknown batch", hookstest.Send(t, server, http.MethodGet, "/api/admin/batches/nosuchbatch000/qr.svg", nil, hookstest.StaffHeaders()).StatusCode, 404)
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
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	headhunter := hookstest.FindBySlug(t, app, "products", "headhunter")
	figuresOf := func(when string) (listing, detail productFigures, page string) {
		t.Helper()
		var all []productFigures
		hookstest.ReadJSON(t, server, "/api/products/with-variants", &all)
		for _, p := range all {
			if p.Slug == "headhunter" {
				listing = p
			}
		}
		hookstest.ReadJSON(t, server, "/api/products/slug/headhunter", &detail)
		_, page = hookstest.GetPage(t, server, "/products/headhunter")
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
		if !strings.Contains(hookstest.RootOf(t, page), `href="`+lab+`"`) {
			t.Errorf("%s: the page's lab results do not link %s", when, lab)
		}
	}
	expect("with the demo batch", 27.4, "/coa/"+hookstest.DemoLot)

	created := hookstest.Send(t, server, http.MethodPost, "/api/admin/batches", hookstest.JSONBody(newBatch(t, app, "headhunter", "HVSF-26-HH02", 31.25)), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "create", created.StatusCode, 201)
	var batch catalog.Batch
	hookstest.DecodeResponse(t, created, &batch)
	expect("a new batch that is not current yet", 27.4, "/coa/"+hookstest.DemoLot)

	patch := hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+headhunter.Id, hookstest.JSONBody(map[string]any{catalog.CurrentBatchField: batch.ID}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "make current", patch.StatusCode, 200)
	expect("once it is current", 31.25, "/coa/HVSF-26-HH02")

	edit := hookstest.Send(t, server, http.MethodPatch, "/api/admin/batches/"+batch.ID, hookstest.JSONBody(map[string]any{"thc": 30.5}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "edit the current batch", edit.StatusCode, 200)
	expect("when its current batch changes", 30.5, "/coa/HVSF-26-HH02")

	patch = hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+headhunter.Id, hookstest.JSONBody(map[string]any{catalog.CurrentBatchField: nil, "strainTestUrl": "https://lab.example.org/hh.pdf"}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "no current batch", patch.StatusCode, 200)
	expect("with no current batch: its own", 27.4, "https://lab.example.org/hh.pdf")

	// The staff answer is the product's own, for its editor.
	var own productFigures
	res := hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+headhunter.Id, hookstest.JSONBody(map[string]any{catalog.CurrentBatchField: batch.ID}), hookstest.StaffHeaders())
	hookstest.DecodeResponse(t, res, &own)
	if own.THC == nil || *own.THC != 27.4 {
		t.Errorf("the staff answer shows thc %v, not the product's own", deref(own.THC))
	}
	deleted := hookstest.Send(t, server, http.MethodDelete, "/api/admin/batches/"+batch.ID, nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "delete the current batch", deleted.StatusCode, 200)
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
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	cache := hookstest.SiteOf(app).Pages().Cache

	res, page := hookstest.GetPage(t, server, "/coa/"+hookstest.DemoLot)
	hookstest.MustEqual(t, "the lot's page", res.StatusCode, 200)
	root := hookstest.RootOf(t, page)
	for _, text := range []string{hookstest.DemoLot, "Headhunter", `href="/products/headhunter"`, "Catskill Analytical Laboratory (demo)", "27.4%", "&lt;0.1%", `href="/uploads/coa_headhunter_`} {
		if !strings.Contains(root, text) {
			t.Errorf("the lot's page does not show %q", text)
		}
	}
	if !strings.Contains(page, `<meta data-page-meta name="robots" content="noindex, follow">`) {
		t.Error("the lot's page is offered to search engines")
	}
	if sitemap := hookstest.ReadAll(t, hookstest.Send(t, server, http.MethodGet, "/sitemap.xml", nil, nil)); strings.Contains(sitemap, "/coa/") {
		t.Error("the sitemap lists lot pages")
	}

	// Its product unpublished, and another batch current: the page still answers, naming
	// the product without linking its hidden page.
	headhunter := hookstest.FindBySlug(t, app, "products", "headhunter")
	other := hookstest.Send(t, server, http.MethodPost, "/api/admin/batches", hookstest.JSONBody(newBatch(t, app, "headhunter", "HVSF-26-HH03", 26)), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "another batch", other.StatusCode, 201)
	var batch catalog.Batch
	hookstest.DecodeResponse(t, other, &batch)
	patch := hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+headhunter.Id, hookstest.JSONBody(map[string]any{"status": catalog.StatusDraft, catalog.CurrentBatchField: batch.ID}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "unpublish", patch.StatusCode, 200)
	hookstest.MustEqual(t, "the product's page", hookstest.Send(t, server, http.MethodGet, "/products/headhunter", nil, nil).StatusCode, 404)
	res, page = hookstest.GetPage(t, server, "/coa/"+hookstest.DemoLot)
	hookstest.MustEqual(t, "the lot's page of an unpublished product", res.StatusCode, 200)
	root = hookstest.RootOf(t, page)
	if !strings.Contains(root, "Headhunter") || strings.Contains(root, `href="/products/headhunter"`) || !strings.Contains(root, "An earlier batch") {
		t.Errorf("the page of an earlier lot of an unpublished product: %.600s", root)
	}
	var lot catalog.LotPage
	hookstest.ReadJSON(t, server, "/api/coa/"+hookstest.DemoLot, &lot)
	if lot.ProductSlug != nil || lot.Current || lot.ProductName != "Headhunter" {
		t.Errorf("the lot's answer: %+v", lot)
	}

	// Unknown lots answer 404, and none is kept: only existing lots are keys.
	for _, unknown := range []string{"HVSF-26-ZZ99", "hvsf-26-hh01", strings.Repeat("A", 300), "..%2F..%2Fetc"} {
		if res := hookstest.Send(t, server, http.MethodGet, "/api/coa/"+unknown, nil, nil); res.StatusCode != 404 {
			t.Errorf("/api/coa/%s answered %d", unknown, res.StatusCode)
		}
		res, page := hookstest.GetPage(t, server, "/coa/"+unknown)
		hookstest.MustEqual(t, "/coa/"+unknown, res.StatusCode, 404)
		if strings.Contains(page, unknown) {
			t.Errorf("the not-found page names %q", unknown)
		}
		for _, key := range []string{"/api/coa/" + unknown, "html|/coa/" + unknown + "|", "shell|/coa/" + unknown + "|", "meta|/coa/" + unknown + "|"} {
			if _, kept := cache.Lookup(key); kept {
				t.Errorf("the cache keeps %s", key)
			}
		}
	}
	if _, kept := cache.Lookup("/api/coa/" + hookstest.DemoLot); !kept {
		t.Error("an existing lot's answer is not kept (does the test look under the right key?)")
	}
	if _, kept := cache.Lookup("html|/coa/" + hookstest.DemoLot + "|"); !kept {
		t.Error("an existing lot's page is not kept (does the test look under the right key?)")
	}
}

func TestABatchsCertificateIsAFileInUse(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	name, _ := catalog.UploadNameOf(hookstest.DemoCertificate(t, app))
	var files []catalog.ManagedFile
	res := hookstest.Send(t, server, http.MethodGet, hookstest.FilesFiltered(`{"inUse":true,"q":"coa-headhunter"}`), nil, hookstest.StaffHeaders())
	hookstest.DecodeResponse(t, res, &files)
	if len(files) != 1 || len(files[0].UsedBy) != 1 || files[0].UsedBy[0].Label != "Certificate of “"+hookstest.DemoLot+"” of “Headhunter”" {
		t.Fatalf("the certificate's uses: %+v", files)
	}
	// A batch keeps its certificate: taking it out is refused, and nothing is deleted.
	res = hookstest.Send(t, server, http.MethodDelete, "/api/admin/files/"+files[0].ID+"?references=remove", nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "delete", res.StatusCode, http.StatusConflict)
	if body := hookstest.ReadAll(t, res); !strings.Contains(body, catalog.MsgCOARequired) {
		t.Errorf("refusal: %s", body)
	}
	hookstest.MustEqual(t, "the certificate", hookstest.DemoCertificate(t, app), "/uploads/"+name)
}
