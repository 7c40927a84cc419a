package catalog

import (
	"encoding/json"
	"maps"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
)

// ruleCases are the cases every implementation of these rules passes: these in Go, and
// packages/domain's in TypeScript (its Vitest reads the same file).
type ruleCases struct {
	Slugs []struct {
		In, Out string
	}
	Weights []struct {
		In    string
		Grams *float64
	}
	VariantOrder []struct {
		Variants []Variant
		Order    []string
	}
	Prices []struct {
		In               float64
		Problem, Decimal string
	}
	Percentages []struct {
		Label, Problem string
		In             float64
	}
	PercentDisplays []struct {
		In  float64
		Out string
	}
	Links []struct {
		In    string
		Valid bool
	}
	FileSharing []struct{ In, Out string }
	WidthURLs   []struct {
		Src   string
		Width int
		Out   string
	}
	Emails []struct {
		In    string
		Valid bool
	}
	ContactForms, OrderForms []struct {
		About  string
		Values map[string]string
		Errors map[string]string
	}
	Passwords []struct {
		Password, Confirm string
		Errors            map[string]string
	}
	Ratings []struct {
		In      float64
		Problem string
	}
	Categories []struct {
		About      string
		Product    ProductWithVariants
		Category   string
		Matches    bool
		CardImages []string
	}
	ProductSearches []struct {
		Name, Query string
		Matches     bool
	}
	ProductSorts []struct {
		About, Sort string
		Products    []ProductWithVariants
		Order       []string
	}
	MapLinks []struct {
		About, In           string
		Latitude, Longitude *float64
	}
	Coordinates []struct {
		Field, Problem string
		In             float64
	}
	PublishDates []struct {
		In    string
		Valid bool
	}
	LongDates []struct {
		In  *string
		Out string
	}
}

func loadRuleCases(t *testing.T) ruleCases {
	t.Helper()
	raw, err := os.ReadFile("testdata/rule_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases ruleCases
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	return cases
}

func TestSharedRuleCases(t *testing.T) {
	cases := loadRuleCases(t)
	for _, c := range cases.Slugs {
		if got := Slugify(c.In); got != c.Out {
			t.Errorf("Slugify(%q) = %q, want %q", c.In, got, c.Out)
		}
	}
	for _, c := range cases.Weights {
		grams, ok := VariantWeightInGrams(c.In)
		switch {
		case c.Grams == nil && ok:
			t.Errorf("VariantWeightInGrams(%q) = %v, want no weight", c.In, grams)
		case c.Grams != nil && (!ok || math.Abs(grams-*c.Grams) > 1e-9):
			t.Errorf("VariantWeightInGrams(%q) = %v, %v; want %v", c.In, grams, ok, *c.Grams)
		}
	}
	for _, c := range cases.VariantOrder {
		variants := slices.Clone(c.Variants)
		SortVariants(variants)
		var names []string
		for _, v := range variants {
			names = append(names, v.Name)
		}
		if !slices.Equal(names, c.Order) {
			t.Errorf("SortVariants = %v, want %v", names, c.Order)
		}
	}
	for _, c := range cases.Prices {
		if got := PriceProblem(c.In); got != c.Problem {
			t.Errorf("PriceProblem(%v) = %q, want %q", c.In, got, c.Problem)
		}
		if got := DecimalPrice(c.In); got != c.Decimal {
			t.Errorf("DecimalPrice(%v) = %q, want %q", c.In, got, c.Decimal)
		}
	}
	for _, c := range cases.Percentages {
		if got := PercentageProblem(c.Label, c.In); got != c.Problem {
			t.Errorf("PercentageProblem(%s, %v) = %q, want %q", c.Label, c.In, got, c.Problem)
		}
	}
	for _, c := range cases.PercentDisplays {
		if got := FormatPercent(c.In); got != c.Out {
			t.Errorf("FormatPercent(%v) = %q, want %q", c.In, got, c.Out)
		}
	}
	for _, c := range cases.Links {
		if got := IsValidLink(c.In); got != c.Valid {
			t.Errorf("IsValidLink(%q) = %v, want %v", c.In, got, c.Valid)
		}
	}
	for _, c := range cases.FileSharing {
		if got := RawFileSharingURL(c.In); got != c.Out {
			t.Errorf("RawFileSharingURL(%q) = %q, want %q", c.In, got, c.Out)
		}
	}
	for _, c := range cases.WidthURLs {
		if got := WidthVariant(c.Src, c.Width); got != c.Out {
			t.Errorf("WidthVariant(%q, %d) = %q, want %q", c.Src, c.Width, got, c.Out)
		}
	}
	for _, c := range cases.Emails {
		if got := IsValidEmail(strings.TrimSpace(c.In)); got != c.Valid {
			t.Errorf("IsValidEmail(%q) = %v, want %v", c.In, got, c.Valid)
		}
	}
	for _, c := range cases.Passwords {
		if got := problemMap(PasswordProblems(c.Password, c.Confirm)); !maps.Equal(got, c.Errors) {
			t.Errorf("PasswordProblems(%q, %q) = %v, want %v", c.Password, c.Confirm, got, c.Errors)
		}
	}
	for _, c := range cases.Ratings {
		if got := RatingProblem(c.In); got != c.Problem {
			t.Errorf("RatingProblem(%v) = %q, want %q", c.In, got, c.Problem)
		}
	}
	for _, c := range cases.Categories {
		if got := MatchesCategory(c.Product, c.Category); got != c.Matches {
			t.Errorf("%s: MatchesCategory = %v, want %v", c.About, got, c.Matches)
		}
		if got := CardImages(c.Product, c.Category); !slices.Equal(got, c.CardImages) {
			t.Errorf("%s: CardImages = %v, want %v", c.About, got, c.CardImages)
		}
	}
	for _, c := range cases.ProductSearches {
		if got := MatchesSearch(ProductWithVariants{Product: Product{Name: c.Name}}, c.Query); got != c.Matches {
			t.Errorf("MatchesSearch(%q, %q) = %v, want %v", c.Name, c.Query, got, c.Matches)
		}
	}
	for _, c := range cases.ProductSorts {
		list := slices.Clone(c.Products)
		SortProducts(list, c.Sort)
		var names []string
		for _, p := range list {
			names = append(names, p.Name)
		}
		if !slices.Equal(names, c.Order) {
			t.Errorf("%s: SortProducts = %v, want %v", c.About, names, c.Order)
		}
	}
	for _, c := range cases.Coordinates {
		if got := CoordinateProblem(c.Field, c.In); got != c.Problem {
			t.Errorf("CoordinateProblem(%s, %v) = %q, want %q", c.Field, c.In, got, c.Problem)
		}
	}
	for _, c := range cases.MapLinks {
		got, ok := MapLinkCoordinates(c.In)
		switch {
		case c.Latitude == nil && ok:
			t.Errorf("%s: MapLinkCoordinates(%q) = %v, want none", c.About, c.In, got)
		case c.Latitude != nil && (!ok || got != Coordinates{*c.Latitude, *c.Longitude}):
			t.Errorf("%s: MapLinkCoordinates(%q) = %v, %v; want %v, %v", c.About, c.In, got, ok, *c.Latitude, *c.Longitude)
		}
	}
}

// A blog post's date is a real yyyy-MM-dd date; the apps show exactly those dates as
// 'MMMM d, yyyy' (the server formats none: packages/domain's formatLongDate does, for the
// storefront's pages rendered on the server too).
func TestSharedDateCases(t *testing.T) {
	cases := loadRuleCases(t)
	for _, c := range cases.PublishDates {
		if got := IsValidPublishDate(c.In); got != c.Valid {
			t.Errorf("IsValidPublishDate(%q) = %v, want %v", c.In, got, c.Valid)
		}
	}
	shown := 0
	for _, c := range cases.LongDates {
		if c.In == nil || !publishDateFormat.MatchString(*c.In) {
			continue
		}
		shown++
		if got, formatted := IsValidPublishDate(*c.In), c.Out != "No date"; got != formatted {
			t.Errorf("IsValidPublishDate(%q) = %v, but the apps show it as %q", *c.In, got, c.Out)
		}
	}
	if shown < 4 {
		t.Errorf("only %d of the long date cases are yyyy-MM-dd dates", shown)
	}
}

// The visitor forms as the server checks them: trimmed first, then only the fields the
// form has.
func TestSharedFormCases(t *testing.T) {
	cases := loadRuleCases(t)
	for _, c := range cases.ContactForms {
		r := formRecord(c.Values)
		PrepareContactMessage(r)
		if got := problemMap(CheckContactMessage(r)); !maps.Equal(got, c.Errors) {
			t.Errorf("contact, %s: %v, want %v", c.About, got, c.Errors)
		}
	}
	for _, c := range cases.OrderForms {
		r := formRecord(c.Values)
		r["status"] = "new"
		PrepareOrder(r)
		if got := problemMap(CheckOrder(r)); !maps.Equal(got, c.Errors) {
			t.Errorf("order, %s: %v, want %v", c.About, got, c.Errors)
		}
	}
}

func problemMap(p *Problems) map[string]string {
	out := map[string]string{}
	for _, f := range p.Fields() {
		out[f] = p.Message(f)
	}
	return out
}

// formRecord is a Record of text fields only, which is all the visitor forms hold.
type formRecord map[string]string

func (r formRecord) GetString(field string) string        { return r[field] }
func (r formRecord) GetFloat(string) float64              { return 0 }
func (r formRecord) GetInt(string) int                    { return 0 }
func (r formRecord) GetBool(string) bool                  { return false }
func (r formRecord) GetStringSlice(string) []string       { return nil }
func (r formRecord) Set(field string, value any)          { r[field] = value.(string) }
func (r formRecord) UnmarshalJSONField(string, any) error { return nil }
func (r formRecord) IsNew() bool                          { return true }
