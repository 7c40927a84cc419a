package catalog

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ProductsPerScreen is how many cards the products page shows at first and adds with
// each 'Show more products': six rows of the widest grid.
const ProductsPerScreen = 24

// ProductListHead is the first screen of the products list in one category ("" for
// all), for a name search ("" for none), in an order (ProductSorts), with the number of
// products the whole list holds: what the server renders the products page with and
// sends along, instead of the whole catalogue. The page's search, filters and further
// screens work on the full list, which the browser fetches once the page is hydrated.
type ProductListHead struct {
	Category string                `json:"category"`
	Search   string                `json:"search"`
	Sort     string                `json:"sort" ts:"ProductSort"`
	Products []ProductWithVariants `json:"products"`
	Total    int                   `json:"total"`
}

// ListHead is the head of all (in the listing's order, by name) in category, matching
// search, in the order sort says.
func ListHead(all []ProductWithVariants, category, search, sort string) ProductListHead {
	sort = KnownSort(sort)
	head := ProductListHead{Category: category, Search: search, Sort: sort, Products: []ProductWithVariants{}}
	var shown []ProductWithVariants
	for _, p := range all {
		if MatchesCategory(p, category) && MatchesSearch(p, search) {
			shown = append(shown, p)
		}
	}
	SortProducts(shown, sort)
	head.Total = len(shown)
	head.Products = append(head.Products, shown[:min(len(shown), ProductsPerScreen)]...)
	return head
}

// The products page's orders (its ?sort=): by name (the listing's own order, the
// default, which the address leaves out), by price (lowest first), by THC (highest first).
const (
	SortByName  = "name"
	SortByPrice = "price"
	SortByTHC   = "thc"
)

// ProductSorts are the products page's orders, in its select's order.
var ProductSorts = []string{SortByName, SortByPrice, SortByTHC}

// KnownSort is sort when it is one of ProductSorts, else the default (by name).
func KnownSort(sort string) string {
	if slices.Contains(ProductSorts, sort) {
		return sort
	}
	return SortByName
}

// MaxProductSearch is the longest name search the server renders a page for (in
// characters); a longer one is the browser's to show.
const MaxProductSearch = 100

// MatchesSearch is the spec's product search: a case-insensitive substring of the name
// (packages/domain's matchesSearch: rule_cases.json).
func MatchesSearch(p ProductWithVariants, search string) bool {
	q := strings.ToLower(strings.TrimSpace(search))
	return q == "" || strings.Contains(strings.ToLower(p.Name), q)
}

// IsRenderedSearch tells a search the server renders (not longer than MaxProductSearch).
func IsRenderedSearch(search string) bool { return utf8.RuneCountInString(search) <= MaxProductSearch }

// SortProducts puts list in sort's order, keeping the listing's order (by name) among
// equals: by price, the lowest price a card shows (its sizes' lowest, else its own);
// by THC, the highest figure first, and products without one (merchandise, unknown)
// after. packages/domain's sortProducts is the same rule: rule_cases.json.
func SortProducts(list []ProductWithVariants, sort string) {
	switch KnownSort(sort) {
	case SortByPrice:
		slices.SortStableFunc(list, func(a, b ProductWithVariants) int { return cmp.Compare(lowestPrice(a), lowestPrice(b)) })
	case SortByTHC:
		slices.SortStableFunc(list, func(a, b ProductWithVariants) int { return cmp.Compare(thcRank(b), thcRank(a)) })
	}
}

// lowestPrice is the lowest price a product's card shows.
func lowestPrice(p ProductWithVariants) float64 {
	if len(p.Variants) == 0 {
		return priceOf(p.Price)
	}
	lowest := math.Inf(1)
	for _, v := range p.Variants {
		lowest = min(lowest, priceOf(v.Price))
	}
	return lowest
}

// priceOf reads a price as answered ("45.00"); 0 when it is not one (as the apps do).
func priceOf(price string) float64 {
	v, err := strconv.ParseFloat(strings.TrimSpace(price), 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0
	}
	return v
}

// thcRank orders by THC: the figure, and below every figure a product without one.
func thcRank(p ProductWithVariants) float64 {
	if p.THC == nil || p.Category == OrderableCategory {
		return -1
	}
	return *p.THC
}

// MatchesCategory is the spec's category filter: the product's own category or any of
// its variants' is category, ignoring case; "" matches every product. (packages/domain's
// matchesCategory is the same rule, for the full list in the browser: rule_cases.json.)
func MatchesCategory(p ProductWithVariants, category string) bool {
	if category == "" || sameCategory(p.Category, category) {
		return true
	}
	for _, v := range p.Variants {
		if sameCategory(v.Category, category) {
			return true
		}
	}
	return false
}

// CardImages are the photos a product's card shows in category: when the product is
// listed only because one of its variants matches (a strain's pre-roll packs under
// Pre-Rolls), the first such variant's with photos in the variants' order; otherwise the
// product's own. (packages/domain's cardImages, for the server's preload of the first
// card's photo: rule_cases.json.)
func CardImages(p ProductWithVariants, category string) []string {
	if category != "" && !sameCategory(p.Category, category) {
		variants := slices.Clone(p.Variants)
		SortVariants(variants)
		for _, v := range variants {
			if sameCategory(v.Category, category) && len(v.Images) > 0 {
				return v.Images
			}
		}
	}
	return p.Images
}

func sameCategory(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}
