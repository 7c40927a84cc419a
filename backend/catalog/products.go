package catalog

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// ProductCreateDefaults are the values a product created through the API starts with
// (the spec's form defaults), where the request leaves them out.
var ProductCreateDefaults = map[string]any{"category": "Flower", "inStock": true, "featured": false}

// percentageLabels name the percentage fields in their messages.
var percentageLabels = map[string]string{"thc": "THC", "cbd": "CBD", "terps": "Terpenes"}

// PercentageFields are the product's nullable percentages, in the order they are checked.
var PercentageFields = []string{"thc", "cbd", "terps"}

// PercentageLabel is how a message names a percentage field ("THC").
func PercentageLabel(field string) string { return percentageLabels[field] }

// PrepareProduct makes what the rules derive: trimmed texts, the slug from the name when
// blank, the price and percentages to the cent, image paths in their one form, and a new
// product's status (published unless it says otherwise).
func PrepareProduct(r Record) {
	trim(r, "name", "slug", "description", "category", "strainTestUrl", "size")
	preparePublishing(r)
	deriveSlug(r, "name")
	roundPrice(r)
	for _, f := range PercentageFields {
		roundPercentage(r, f)
	}
	normalizeImages(r, "images")
}

// CheckProduct applies the product rules of spec section 5.
func CheckProduct(r Record) *Problems {
	p := &Problems{}
	requiredText(r, p, "name", "Name is required", 200)
	checkSlug(r, p)
	optionalText(r, p, "description", 20000)
	checkPrice(r, p)
	checkCategory(r, p)
	checkImages(r, p, "images", true)
	checkLink(r, p, "strainTestUrl", IsValidLink)
	for _, f := range PercentageFields {
		checkPercentage(r, p, f)
	}
	optionalText(r, p, "size", 100)
	checkTextList(r, p, "terpenes")
	checkTextList(r, p, "effects")
	checkStatus(r, p, ProductStatuses)
	return p
}

// CategoryProblem is the message for a category not in the spec's list, or "".
func CategoryProblem(category string) string {
	if slices.Contains(ProductCategories, category) {
		return ""
	}
	return "Category must be one of " + strings.Join(ProductCategories, ", ")
}

func checkCategory(r Record, p *Problems) {
	if problem := CategoryProblem(r.GetString("category")); problem != "" {
		p.Add("category", problem)
	}
}

func roundPrice(r Record) {
	if v := r.GetFloat("price"); v != RoundCents(v) && HasAtMostTwoDecimals(v) {
		r.Set("price", RoundCents(v))
	}
}

func checkPrice(r Record, p *Problems) {
	if problem := PriceProblem(r.GetFloat("price")); problem != "" {
		p.Add("price", problem)
	}
}

// percentage reads a nullable percentage (a JSON number or null); ok is false for
// anything else.
func percentage(r Record, field string) (v float64, isNull, ok bool) {
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
	if v, isNull, ok := percentage(r, field); ok && !isNull && HasAtMostTwoDecimals(v) && v != RoundCents(v) {
		r.Set(field, RoundCents(v))
	}
}

func checkPercentage(r Record, p *Problems, field string) {
	label := PercentageLabel(field)
	v, isNull, ok := percentage(r, field)
	switch {
	case !ok:
		p.Add(field, label+" must be a number")
	case !isNull:
		if problem := PercentageProblem(label, v); problem != "" {
			p.Add(field, problem)
		}
	}
}

func checkTextList(r Record, p *Problems, field string) {
	list, ok := textList(r, field)
	if !ok {
		p.Add(field, "Must be a list of text")
		return
	}
	for _, v := range list {
		if strings.TrimSpace(v) == "" || len(v) > 100 {
			p.Add(field, "Each entry must be text of 1 to 100 characters")
			return
		}
	}
}
