package catalog

import (
	"database/sql"
	"errors"
	"regexp"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

var _ = Register(Collection{
	Schema: &BatchSchema, Record: "Batch", Dates: CreatedAndUpdated, Forms: StaffForms(),
	Label: labelOf(BatchFieldLot), Parent: BatchFieldProductID, Log: Logged(), Revisions: KeepsRevisions("batches"),
	Public:  FeedsPublic("the current batch's figures on product pages and lists, the lot pages (/coa/{lot})"),
	Uploads: []Upload{{Field: BatchFieldCOA, Holds: UploadAddress, Place: "batch", What: "Certificate of", NameField: BatchFieldLot}},
	Rules: &Rules{
		Prepare:  func(_ core.App, r *core.Record) { PrepareBatch(r) },
		Database: []DatabaseRule{checkCertificateIsPDF, checkCurrentBatchStays},
		Unique:   map[string]string{BatchFieldLot: MsgLotTaken},
		Missing:  map[string]string{BatchFieldProductID: "Product not found"},
	},
})

// A batch is one harvest or production run of a product with its certificate of analysis
// (COA): a COA is issued per sample, so it belongs to a batch (9 NYCRR 130.23). Its lot
// number is its permanent public address, /coa/{lot}, printed on labels as a QR code.

// The lot number's form: letters (stored in capitals), digits and single hyphens between
// them, so it is safe in a URL and the same however it is typed.
const (
	LotFormatPattern = `^[A-Z0-9]+(?:-[A-Z0-9]+)*$`
	MaxLotLength     = 40
	// MaxCOABytes bounds a certificate of analysis (PDF) upload.
	MaxCOABytes = 10 * 1024 * 1024
	// COAPagePrefix is where a lot's public page lives: COAPagePrefix + lot.
	COAPagePrefix = "/coa/"
)

var validLotFormat = regexp.MustCompile(LotFormatPattern)

// The batch's messages.
const (
	MsgLotRequired       = "Lot number is required"
	MsgLotFormat         = "Lot number may only contain letters, digits and single hyphens"
	MsgLotTaken          = "A batch with this lot number already exists"
	MsgTestDateRequired  = "Test date is required"
	MsgHarvestAfterTest  = "Harvest date must be on or before the test date"
	MsgLabNameRequired   = "Lab name is required"
	MsgLabLicenseMissing = "Lab license is required"
	MsgCOARequired       = "Certificate of analysis (PDF) is required"
	MsgCOANotPDF         = "The certificate of analysis must be an uploaded PDF"
	MsgCOAInvalidType    = "Invalid file type. Please select a PDF file."
	MsgBatchNotFound     = "Batch not found"
	MsgBatchOfOther      = "The current batch must be one of this product's batches"
	MsgBatchIsCurrent    = "This batch is its product's current batch: choose another there before moving it to another product"
)

// MsgCOATooLarge refuses a certificate over MaxCOABytes.
var MsgCOATooLarge = "File too large. Maximum size is " + megabytes(MaxCOABytes) + "."

// BatchSchema declares a batch's fields, in the order its rules check them: its product,
// lot number, dates, lab, certificate and the cannabinoid figures the certificate reports
// (the product's own rules and messages).
var BatchSchema = Schema{Collection: BatchesCollection, Fields: []Field{
	{Name: "productId", Kind: TextKind, Label: "Product", Required: MsgProductRequired, TypeMessage: MsgProductRequired},
	{Name: "lot", Kind: TextKind, Label: "Lot number", Max: MaxLotLength, Required: MsgLotRequired, TypeMessage: MsgLotRequired, Check: checkLot},
	{Name: "harvestDate", Kind: TextKind, Nullable: true, Label: "Harvest date", TypeMessage: MsgInvalidDate, Check: checkOptionalDate},
	{Name: "testDate", Kind: TextKind, Label: "Test date", Required: MsgTestDateRequired, TypeMessage: MsgTestDateRequired, Check: checkTestDate},
	{Name: "labName", Kind: TextKind, Label: "Lab name", Max: 200, Required: MsgLabNameRequired, TypeMessage: MsgLabNameRequired},
	{Name: "labLicense", Kind: TextKind, Label: "Lab license", Max: 100, Required: MsgLabLicenseMissing, TypeMessage: MsgLabLicenseMissing},
	{Name: "coa", Kind: TextKind, Label: "Certificate of analysis (PDF)", Required: MsgCOARequired, TypeMessage: MsgCOANotPDF, Check: checkCOAPath},
	percentageField("thc", "THC"),
	percentageField("cbd", "CBD"),
	percentageField("terps", "Terpenes"),
}}

// IsValidLot reports whether s is a lot number in its stored form.
func IsValidLot(s string) bool { return len(s) <= MaxLotLength && validLotFormat.MatchString(s) }

// COAPage is the public page of a lot.
func COAPage(lot string) string { return COAPagePrefix + lot }

func checkLot(r Record, p *Problems, field string) {
	if v := r.GetString(field); v != "" && !IsValidLot(v) {
		p.Add(field, MsgLotFormat)
	}
}

func checkOptionalDate(r Record, p *Problems, field string) {
	if v := r.GetString(field); v != "" && !IsValidPublishDate(v) {
		p.Add(field, MsgInvalidDate)
	}
}

func checkTestDate(r Record, p *Problems, field string) {
	test := r.GetString(field)
	if test == "" {
		return
	}
	if !IsValidPublishDate(test) {
		p.Add(field, MsgInvalidDate)
		return
	}
	// yyyy-MM-dd dates compare as text.
	if harvest := r.GetString(BatchFieldHarvestDate); IsValidPublishDate(harvest) && harvest > test {
		p.Add(BatchFieldHarvestDate, MsgHarvestAfterTest)
	}
}

// checkCOAPath accepts an uploaded file's address ending in .pdf; that the upload is a
// PDF is the upload's own check (its content is sniffed when it arrives).
func checkCOAPath(r Record, p *Problems, field string) {
	v := r.GetString(field)
	if v == "" {
		return
	}
	name, ok := UploadNameOf(v)
	if !ok || !strings.HasSuffix(name, ".pdf") || len(v) > maxLinkLength {
		p.Add(field, MsgCOANotPDF)
	}
}

// UploadNameOf is the stored name of an /uploads/ address ("/uploads/a.pdf": "a.pdf");
// ok is false for anything else.
func UploadNameOf(address string) (name string, ok bool) {
	name, found := strings.CutPrefix(address, "/uploads/")
	if !found || name == "" || strings.ContainsAny(name, "/\\?#%") || strings.Contains(name, "..") || hasSpaceOrControl(name) {
		return "", false
	}
	return name, true
}

// PrepareBatch trims the texts, writes the lot in capitals and rounds the figures to the
// cent, as a product's.
func PrepareBatch(r Record) {
	BatchSchema.trimTexts(r)
	if lot := r.GetString(BatchFieldLot); lot != strings.ToUpper(lot) {
		r.Set(BatchFieldLot, strings.ToUpper(lot))
	}
	for _, f := range PercentageFields {
		roundPercentage(r, f)
	}
}

// CheckBatch applies the batch rules.
func CheckBatch(r Record) *Problems { return BatchSchema.Check(r) }

// CurrentBatchField is the product's field naming its current batch, whose figures and
// certificate the storefront shows for the product.
const CurrentBatchField = "currentBatch"

// pdfType is the type an uploaded PDF's record holds (media.PDF: its content was sniffed).
const pdfType = "application/pdf"

// checkCertificateIsPDF: a batch's certificate is an uploaded PDF.
func checkCertificateIsPDF(app core.App, r *core.Record) (*Problems, error) {
	name, ok := UploadNameOf((&BatchRecord{r}).COA())
	if !ok {
		return nil, nil // the schema's rule answers
	}
	upload := &FileUploadRecord{}
	err := app.RecordQuery(FileUploadsCollection).AndWhere(dbx.HashExp{FileUploadFieldStoragePath: name}).Limit(1).One(upload)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	if err != nil || upload.MimeType() != pdfType {
		return problemOf(BatchFieldCOA, MsgCOANotPDF), nil
	}
	return nil, nil
}

// checkCurrentBatchStays: a batch that is its product's current batch is not moved to
// another product.
func checkCurrentBatchStays(app core.App, r *core.Record) (*Problems, error) {
	if r.IsNew() || (&BatchRecord{r.Original()}).ProductID() == (&BatchRecord{r}).ProductID() {
		return nil, nil
	}
	var current int
	err := app.DB().Select("count(*)").From(ProductsCollection).Where(dbx.HashExp{CurrentBatchField: r.Id}).Row(&current)
	if err != nil || current > 0 {
		return problemOf(BatchFieldProductID, MsgBatchIsCurrent), nil
	}
	return nil, nil
}

// checkCurrentBatch: a product's current batch is one of its own batches.
func checkCurrentBatch(app core.App, r *core.Record) (*Problems, error) {
	id := (&ProductRecord{r}).CurrentBatch()
	if id == "" {
		return nil, nil
	}
	batch := &BatchRecord{}
	err := app.RecordQuery(BatchesCollection).AndWhere(dbx.HashExp{IDField: id}).Limit(1).One(batch)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return problemOf(CurrentBatchField, MsgBatchNotFound), nil
	case err != nil:
		return nil, err
	case batch.ProductID() != r.Id:
		return problemOf(CurrentBatchField, MsgBatchOfOther), nil
	}
	return nil, nil
}
