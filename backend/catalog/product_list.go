package catalog

import (
	"slices"
	"strings"
)

// ProductsPerScreen is how many cards the products page shows at first and adds with
// each 'Show more products': six rows of the widest grid.
const ProductsPerScreen = 24

// ProductListHead is the first screen of the products list in one category ("" for
// all) with the number of products the whole list holds: what the server renders the
// products page with and sends along, instead of the whole catalogue. The page's search,
// filters and further screens work on the full list, which the browser fetches once
// the page is hydrated.
type ProductListHead struct {
	Category string                `json:"category"`
	Products []ProductWithVariants `json:"products"`
	Total    int                   `json:"total"`
}

// ListHead is the head of all (in its order) in category.
func ListHead(all []ProductWithVariants, category string) ProductListHead {
	head := ProductListHead{Category: category, Products: []ProductWithVariants{}}
	for _, p := range all {
		if !MatchesCategory(p, category) {
			continue
		}
		if head.Total < ProductsPerScreen {
			head.Products = append(head.Products, p)
		}
		head.Total++
	}
	return head
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
