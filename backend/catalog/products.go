package catalog

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/pocketbase/core"
)

var _ = Register(Collection{
	Schema: &ProductSchema, Record: "Product", Dates: CreatedAndUpdated, Forms: StaffForms(),
	Label: labelOf(ProductFieldName), Log: Logged(), Revisions: KeepsRevisions("products"),
	Public: FeedsPublic("the product pages and lists, the home page, partners' lists of what they carry, lot pages"),
	Uploads: []Upload{
		{Field: ProductFieldImages, Holds: UploadAddresses, Image: true, KeepOne: true, Place: "product", What: "Product", NameField: ProductFieldName},
		labResultsUpload("product", "Product"),
	},
	Rules: &Rules{
		Prepare:  func(_ core.App, r *core.Record) { PrepareProduct(r) },
		Database: []DatabaseRule{checkSwagMove, checkCurrentBatch},
		Unique:   map[string]string{ProductFieldSlug: "A product with this slug already exists"},
	},
	Copy:    &CopyReading{Screen: "products", Public: func(r Reader) bool { return IsVisible(r.GetString(StatusField)) }},
	Sitemap: &SitemapPages{Prefix: "/products/", Sort: "name ASC", Place: 1},
	Status:  StatusPublishes,
})

// ProductSchema declares the product's fields, in the order its rules check them
// (spec section 5).
var ProductSchema = Schema{Collection: ProductsCollection, Fields: []Field{
	{Name: "name", Kind: TextKind, Label: "Name", Max: 200, Required: MsgNameRequired, TypeMessage: MsgNameRequired, Copy: true},
	{Name: "slug", Kind: TextKind, Label: "Slug", TypeMessage: "Slug must be text", Check: checkSlug},
	{Name: "description", Kind: TextKind, Label: "Description", Max: 20000, TypeMessage: "Must be text", Copy: true},
	metaTitleField,
	metaDescriptionField,
	{Name: "price", Kind: PriceKind, Label: "Price", TypeMessage: MsgPriceNotNumber, NullMessage: MsgPriceRequired, FormDefault: DefaultProductPrice, Check: checkPrice},
	{Name: "category", Kind: TextKind, Label: "Category", TypeMessage: CategoryProblem(""), Default: "Flower", Check: checkCategory},
	{Name: "images", Kind: TextListKind, Label: "Images", TypeMessage: "Images must be a list of image paths", Check: requireImages},
	imageAltsField,
	labResultsField,
	percentageField("thc", "THC"),
	percentageField("cbd", "CBD"),
	percentageField("terps", "Terpenes"),
	{Name: "inStock", Kind: BoolKind, Label: "In stock", TypeMessage: "Must be true or false", Default: true},
	{Name: "featured", Kind: BoolKind, Label: "Featured", TypeMessage: "Must be true or false", Default: false},
	{Name: "size", Kind: TextKind, Nullable: true, Label: "Size", Max: 100, TypeMessage: "Must be text", Copy: true},
	{Name: CurrentBatchField, Kind: TextKind, Nullable: true, Label: "Current batch", TypeMessage: "Current batch must be a batch id"},
	tagListField(ProductTagLists[0]),
	tagListField(ProductTagLists[1]),
	{Name: StatusField, Kind: TextKind, Label: "Status", TypeMessage: StatusProblem(ProductStatuses), Default: StatusPublished, Check: checkProductStatus},
	copyReviewField,
}}

func percentageField(name, label string) Field {
	return Field{Name: name, Kind: NumberKind, Nullable: true, Label: label, TypeMessage: percentageMessages(label).NotNumber,
		Check: func(r Record, p *Problems, field string) { checkPercentage(r, p, field, label) }}
}

func tagListField(list TagList) Field {
	return Field{Name: list.Field, Kind: TextListKind, Label: list.Singular + "s", TypeMessage: "Must be a list of text", Copy: true,
		Check: func(r Record, p *Problems, _ string) { checkTagList(r, p, list) }}
}

// StrainTestURLField holds a product's or a variant's lab results: a link to the
// certificate of analysis, often an upload (file usage counts it).
const StrainTestURLField = "strainTestUrl"

// labResultsUpload is a product's or variant's lab results as file usage names them.
func labResultsUpload(place, what string) Upload {
	return Upload{Field: StrainTestURLField, Holds: UploadAddress, Place: place, What: what, NameField: "name", Note: "lab results"}
}

var labResultsField = Field{Name: StrainTestURLField, Kind: TextKind, Nullable: true, Label: "Lab results", TypeMessage: MsgInvalidURL, Check: checkLabLink}

func requireImages(r Record, p *Problems, field string) { checkImages(r, p, field, true) }

func checkLabLink(r Record, p *Problems, field string) { checkLink(r, p, field, IsValidLink) }

func checkProductStatus(r Record, p *Problems, _ string) { checkStatus(r, p, ProductStatuses) }

// PercentageFields are the product's nullable percentages, in the order they are checked.
var PercentageFields = []string{"thc", "cbd", "terps"}

// PercentageLabel is how a message names a percentage field ("THC").
func PercentageLabel(field string) string { return ProductSchema.Field(field).Label }

// PrepareProduct makes what the rules derive: trimmed texts, the slug from the name when
// blank, the price and percentages to the cent, image paths in their one form, and a new
// product's status (published unless it says otherwise).
func PrepareProduct(r Record) {
	ProductSchema.trimTexts(r)
	preparePublishing(r)
	deriveSlug(r, ProductFieldName)
	roundPrice(r)
	for _, f := range PercentageFields {
		roundPercentage(r, f)
	}
	normalizeImages(r, ProductFieldImages)
	prepareImageAlts(r, imageList(r, ProductFieldImages))
	for _, list := range ProductTagLists {
		trimTagList(r, list.Field)
	}
}

// CheckProduct applies the product rules of spec section 5.
func CheckProduct(r Record) *Problems { return ProductSchema.Check(r) }

// CategoryProblem is the message for a category not in the spec's list, or "".
func CategoryProblem(category string) string {
	if slices.Contains(ProductCategories, category) {
		return ""
	}
	return "Category must be one of " + strings.Join(ProductCategories, ", ")
}

func checkCategory(r Record, p *Problems, field string) {
	if problem := CategoryProblem(r.GetString(field)); problem != "" {
		p.Add(field, problem)
	}
}

func roundPrice(r Record) {
	if v := r.GetFloat(ProductFieldPrice); v != RoundCents(v) && HasAtMostTwoDecimals(v) {
		r.Set(ProductFieldPrice, RoundCents(v))
	}
}

func checkPrice(r Record, p *Problems, field string) {
	if problem := PriceProblem(r.GetFloat(field)); problem != "" {
		p.Add(field, problem)
	}
}

// nullableNumber reads a nullable number (a JSON number or null: a percentage, a
// coordinate); ok is false for anything else.
func nullableNumber(r Record, field string) (v float64, isNull, ok bool) {
	raw := strings.TrimSpace(r.GetString(field))
	if raw == "" || raw == "null" {
		return 0, true, true
	}
	v, err := strconv.ParseFloat(raw, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, false, false
	}
	return v, false, true
}

func roundPercentage(r Record, field string) {
	if v, isNull, ok := nullableNumber(r, field); ok && !isNull && HasAtMostTwoDecimals(v) && v != RoundCents(v) {
		r.Set(field, RoundCents(v))
	}
}

func checkPercentage(r Record, p *Problems, field, label string) {
	v, isNull, ok := nullableNumber(r, field)
	switch {
	case !ok:
		p.Add(field, percentageMessages(label).NotNumber)
	case !isNull:
		if problem := PercentageProblem(label, v); problem != "" {
			p.Add(field, problem)
		}
	}
}

// TagList is a product's short list of words staff keep in order (effects, terpenes).
type TagList struct {
	Field    string // "effects"
	Singular string // "Effect", for the messages
	Plural   string // "effects"
}

// ProductTagLists are the product's word lists, with the limits MaxTags and MaxTagLength.
var ProductTagLists = []TagList{{"effects", "Effect", "effects"}, {"terpenes", "Terpene", "terpenes"}}

// The limits of a product's effects and terpenes: enough for any real label, short
// enough to show as chips on a card.
const (
	MaxTags      = 12
	MaxTagLength = 40
)

// TagListProblem is the message for a list of effects or terpenes the rules refuse, or
// "": at most MaxTags entries of 1 to MaxTagLength characters, none twice (ignoring case).
func TagListProblem(list TagList, tags []string) string {
	if len(tags) > MaxTags {
		return "At most " + strconv.Itoa(MaxTags) + " " + list.Plural
	}
	seen := map[string]bool{}
	for _, tag := range tags {
		if n := utf8.RuneCountInString(tag); strings.TrimSpace(tag) == "" || n > MaxTagLength {
			return "Each " + strings.ToLower(list.Singular) + " must be " + strconv.Itoa(MinEntryLength) + " to " + strconv.Itoa(MaxTagLength) + " characters"
		}
		key := strings.ToLower(tag)
		if seen[key] {
			return list.Singular + " \"" + tag + "\" is listed twice"
		}
		seen[key] = true
	}
	return ""
}

func checkTagList(r Record, p *Problems, list TagList) {
	tags, ok := textList(r, list.Field)
	if !ok {
		p.Add(list.Field, "Must be a list of text")
		return
	}
	if problem := TagListProblem(list, tags); problem != "" {
		p.Add(list.Field, problem)
	}
}

// trimTagList removes the spaces around each entry (blank entries stay, for the check).
func trimTagList(r Record, field string) {
	tags, ok := textList(r, field)
	if !ok {
		return
	}
	changed := false
	for i, tag := range tags {
		if t := strings.TrimSpace(tag); t != tag {
			tags[i], changed = t, true
		}
	}
	if changed {
		r.Set(field, tags)
	}
}
