package catalog

import (
	"fmt"
	"slices"
	"testing"
)

func listedProduct(i int, category string, variants ...Variant) ProductWithVariants {
	return ProductWithVariants{Product: Product{ID: fmt.Sprintf("p%d", i), Category: category, Images: []string{fmt.Sprintf("/uploads/p%d.jpg", i)}}, Variants: variants}
}

func ids(products []ProductWithVariants) []string {
	out := []string{}
	for _, p := range products {
		out = append(out, p.ID)
	}
	return out
}

func TestListHeadIsTheFirstScreenOfTheCategorysListWithItsCount(t *testing.T) {
	// 30 flower products, then 10 edibles of which the last has a flower variant.
	var all []ProductWithVariants
	for i := range 30 {
		all = append(all, listedProduct(i, "Flower"))
	}
	for i := 30; i < 40; i++ {
		var variants []Variant
		if i == 39 {
			variants = []Variant{{Category: " flower "}}
		}
		all = append(all, listedProduct(i, "Edibles", variants...))
	}

	head := ListHead(all, "", "", "")
	if head.Category != "" || head.Total != 40 || !slices.Equal(ids(head.Products), ids(all[:ProductsPerScreen])) {
		t.Errorf("all: %q, %v of %d", head.Category, ids(head.Products), head.Total)
	}
	if flower := ListHead(all, "flower", "", ""); flower.Total != 31 || len(flower.Products) != ProductsPerScreen {
		t.Errorf("flower, a variant's category included: %d of %d", len(flower.Products), flower.Total)
	}
	if edibles := ListHead(all, "EDIBLES", "", ""); edibles.Total != 10 || !slices.Equal(ids(edibles.Products), ids(all[30:])) {
		t.Errorf("edibles, any case: %v of %d", ids(edibles.Products), edibles.Total)
	}
	if none := ListHead(all, "topicals", "", ""); none.Total != 0 || none.Products == nil || len(none.Products) != 0 {
		t.Errorf("a category no product has: %#v (an empty list, not null)", none)
	}
}

func TestListHeadIsTheSearchsResultInItsOrder(t *testing.T) {
	// 30 products named "Strain 0" to "Strain 29", the higher the number the cheaper.
	var all []ProductWithVariants
	for i := range 30 {
		p := listedProduct(i, "Flower")
		p.Name, p.Price = fmt.Sprintf("Strain %d", i), fmt.Sprintf("%d.00", 100-i)
		all = append(all, p)
	}
	head := ListHead(all, "", " strain 1", SortByPrice)
	if head.Search != " strain 1" || head.Sort != SortByPrice || head.Total != 11 || !slices.Equal(ids(head.Products), []string{"p19", "p18", "p17", "p16", "p15", "p14", "p13", "p12", "p11", "p10", "p1"}) {
		t.Errorf("'strain 1' by price: %v of %d (%q, %q)", ids(head.Products), head.Total, head.Search, head.Sort)
	}
	if byName := ListHead(all, "", "", "made-up"); byName.Sort != SortByName || !slices.Equal(ids(byName.Products), ids(all[:ProductsPerScreen])) {
		t.Errorf("an unknown order: %q, %v", byName.Sort, ids(byName.Products))
	}
	if cheapest := ListHead(all, "", "", SortByPrice); cheapest.Total != 30 || cheapest.Products[0].ID != "p29" || len(cheapest.Products) != ProductsPerScreen {
		t.Errorf("the whole list by price: %v of %d", ids(cheapest.Products), cheapest.Total)
	}
	if none := ListHead(all, "flower", "zzz", SortByTHC); none.Total != 0 || none.Products == nil {
		t.Errorf("nothing found: %#v (an empty list, not null)", none)
	}
}

func TestCardImagesAreTheMatchingVariantsWhenOnlyAVariantMatches(t *testing.T) {
	packs := Variant{Category: "Pre-Rolls", Images: []string{"/uploads/packs.jpg"}}
	bare := Variant{Category: "Pre-Rolls"}
	mimosa := listedProduct(1, "Flower", bare, packs)
	for _, c := range []struct {
		category string
		want     string
	}{
		{"", "/uploads/p1.jpg"},
		{"flower", "/uploads/p1.jpg"},
		{"pre-rolls", "/uploads/packs.jpg"}, // the first matching variant with photos
	} {
		if got := CardImages(mimosa, c.category); len(got) == 0 || got[0] != c.want {
			t.Errorf("%q: %v, want %s", c.category, got, c.want)
		}
	}
	if got := CardImages(listedProduct(2, "Flower", bare), "pre-rolls"); got[0] != "/uploads/p2.jpg" {
		t.Errorf("a matching variant without photos: %v, want the product's", got)
	}
}
