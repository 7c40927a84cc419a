// Package batches is the batches and their certificates of analysis: the staff routes,
// each lot's permanent page, its QR codes, and the current batch's figures in products' answers.
package batches

import (
	"errors"
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/files"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// lotPagePath is the public answer of a lot's page, /coa/{lot}: every batch's, whether
// it is current or not and whether its product is published or not (labels in stores
// point at it for years).
const lotPagePath = api.LotPagePrefix

// lotPageDeps are the collections a lot's page shows: the batch and its product's name.
var lotPageDeps = []string{catalog.BatchesCollection, catalog.ProductsCollection}

func Register(app core.App, public publicapi.Routes, staff *router.RouterGroup[*core.RequestEvent]) {
	// Every existing lot is visible; an unknown one answers 404 and is never kept.
	public.JSONBySlug(lotPagePath, catalog.BatchesCollection, "Batch", lotPageDeps, func(e *core.RequestEvent, lot string, _ bool) (any, error) {
		return lotPage(e.App, lot)
	})
	staff.POST(api.StaffCertificateUpload, uploadCOA).Bind(files.BodyReadOnce())
	staff.GET(api.StaffLotQRCodePNG, serveLotQRCode(qrPNG))
	staff.GET(api.StaffLotQRCodeSVG, serveLotQRCode(qrSVG))

	batches := &adminapi.Resource{
		Name:         api.BatchesResource,
		Collection:   catalog.BatchesCollection,
		What:         "Batch",
		SearchFields: []string{"lot", "labName", "labLicense"},
		DefaultSort:  "testDate DESC, lot ASC",
		Render:       Render,
		Body:         batchBody,
	}
	batches.Register(staff)
}

// batchBody are the fields staff set on a batch.
var batchBody = web.SchemaBody(&catalog.BatchSchema)

// Render answers batches as staff see them: with their lot's absolute page address
// (the QR code's) and whether each is its product's current batch.
func Render(e *core.RequestEvent, records []*core.Record) ([]any, error) {
	ids := make([]any, len(records))
	for i, rec := range records {
		ids[i] = rec.Id
	}
	var current []string
	if len(ids) > 0 {
		err := e.App.DB().Select(catalog.CurrentBatchField).From(catalog.ProductsCollection).
			Where(dbx.In(catalog.CurrentBatchField, ids...)).Column(&current)
		if err != nil {
			return nil, err
		}
	}
	origin := web.SiteOrigin(e)
	out := make([]any, len(records))
	for i, rec := range records {
		batch := catalog.Answer[catalog.Batch](&catalog.BatchSchema, rec)
		batch.PageURL = origin + catalog.COAPage(batch.Lot)
		for _, id := range current {
			batch.Current = batch.Current || id == rec.Id
		}
		out[i] = batch
	}
	return out, nil
}

// lotPage is the public answer of a lot: the batch with its product's name, and the
// product's slug only while visitors may see its page.
func lotPage(app core.App, lot string) (catalog.LotPage, error) {
	batch, err := app.FindFirstRecordByData(catalog.BatchesCollection, "lot", lot)
	if err != nil {
		if rules.IsNotFound(err) {
			return catalog.LotPage{}, web.NotFound(catalog.MsgBatchNotFound)
		}
		return catalog.LotPage{}, err
	}
	product, err := app.FindRecordById(catalog.ProductsCollection, catalog.AsBatch(batch).ProductID())
	if err != nil {
		return catalog.LotPage{}, err
	}
	figures := catalog.Answer[catalog.Batch](&catalog.BatchSchema, batch)
	page := catalog.LotPage{
		Lot: figures.Lot, ProductName: catalog.AsProduct(product).Name(), ProductCategory: catalog.AsProduct(product).Category(),
		HarvestDate: figures.HarvestDate, TestDate: figures.TestDate, LabName: figures.LabName, LabLicense: figures.LabLicense,
		COA: figures.COA, THC: figures.THC, CBD: figures.CBD, Terps: figures.Terps,
		Current: product.GetString(catalog.CurrentBatchField) == batch.Id,
	}
	if catalog.IsVisible(product.GetString(catalog.StatusField)) {
		slug := catalog.AsProduct(product).Slug()
		page.ProductSlug = &slug
	}
	return page, nil
}

// WithCurrentBatches gives each product of a public answer its current batch's figures
// and, as its lab results, its lot's page; a product without one keeps its own.
func WithCurrentBatches(app core.App, products []*catalog.Product) error {
	var ids []any
	for _, p := range products {
		if p.CurrentBatch != nil {
			ids = append(ids, *p.CurrentBatch)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	records := []*core.Record{}
	if err := app.RecordQuery(catalog.BatchesCollection).AndWhere(dbx.In("id", ids...)).All(&records); err != nil {
		return err
	}
	byID := make(map[string]catalog.Batch, len(records))
	for _, rec := range records {
		byID[rec.Id] = catalog.Answer[catalog.Batch](&catalog.BatchSchema, rec)
	}
	for _, p := range products {
		if p.CurrentBatch == nil {
			continue
		}
		batch, ok := byID[*p.CurrentBatch]
		if !ok || batch.ProductID != p.ID {
			continue
		}
		page := catalog.COAPage(batch.Lot)
		p.THC, p.CBD, p.Terps, p.StrainTestURL = batch.THC, batch.CBD, batch.Terps, &page
	}
	return nil
}

// uploadCOA stores a certificate of analysis (multipart field "file"): a PDF by its
// content, at most catalog.MaxCOABytes. It is stored under a name the server makes
// (from the lot when the form names a valid one), never the uploader's. Answers {url}.
func uploadCOA(e *core.RequestEvent) error {
	form, err := web.ReadDocumentForm(e.Request, "file", catalog.MaxCOABytes)
	switch {
	case errors.Is(err, web.ErrNoDocument):
		return web.BadRequest(catalog.MsgNoFileSelected)
	case errors.Is(err, web.ErrDocumentTooLarge):
		return web.BadRequest(catalog.MsgCOATooLarge)
	case err != nil:
		return err
	}
	if !media.IsPDF(form.Data) {
		return web.BadRequest(catalog.MsgCOAInvalidType)
	}
	rec, err := media.SaveBytes(e.App, form.Data, coaFileName(form.Fields["lot"]), media.PDF)
	if files.IsStorageFull(err) {
		return web.APIError(http.StatusInsufficientStorage, "The server's storage is full: the file was not saved", nil)
	}
	if err != nil {
		return err
	}
	return e.JSON(http.StatusCreated, map[string]any{"url": media.URL(rec), "id": rec.Id, "mimeType": media.PDF, "size": catalog.AsFileUpload(rec).Size()})
}

// coaFileName is the stored name's start: "coa-<lot>.pdf", or "coa.pdf" without a lot.
func coaFileName(lot string) string {
	if lot = strings.ToUpper(lot); catalog.IsValidLot(lot) {
		return "coa-" + lot + ".pdf"
	}
	return "coa.pdf"
}
