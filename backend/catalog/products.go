package catalog

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
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
	for _, list := range ProductTagLists {
		trimTagList(r, list.Field)
	}
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
	for _, list := range ProductTagLists {
		checkTagList(r, p, list)
	}
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
			return "Each " + strings.ToLower(list.Singular) + " must be 1 to " + strconv.Itoa(MaxTagLength) + " characters"
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
