package catalog

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// homeSections is the storefront's choice (HomePage.tsx) from a list: the Featured
// Selection when no product is featured, and Popular Strains.
func homeSections(products []Product) (fallbackFeatured, popular []string) {
	for i, p := range products {
		if i < HomeFeaturedCount {
			fallbackFeatured = append(fallbackFeatured, p.ID)
		}
		if len(popular) < HomePopularCount && !p.Featured && !strings.EqualFold(p.Category, OrderableCategory) && !strings.EqualFold(p.Category, "accessories") {
			popular = append(popular, p.ID)
		}
	}
	return fallbackFeatured, popular
}

func TestTheHomeHeadGivesTheHomePageWhatTheWholeCatalogueWould(t *testing.T) {
	categories := []string{"Flower", "Swag", "Accessories", "Edibles"}
	for _, size := range []int{0, 1, 3, 4, 5, 9, 30} {
		for offset := range 4 {
			var all []Product
			for i := range size {
				all = append(all, Product{ID: fmt.Sprint(i), Category: categories[(i+offset)%len(categories)], Featured: (i+offset)%3 == 0})
			}
			head := HomeProducts(all)
			wantFeatured, wantPopular := homeSections(all)
			gotFeatured, gotPopular := homeSections(head)
			if !slices.Equal(gotFeatured, wantFeatured) || !slices.Equal(gotPopular, wantPopular) {
				t.Errorf("%d products (offset %d): head gives %v %v, the catalogue %v %v", size, offset, gotFeatured, gotPopular, wantFeatured, wantPopular)
			}
			if len(head) > HomeFeaturedCount+HomePopularCount {
				t.Errorf("%d products: the head keeps %d", size, len(head))
			}
		}
	}
}
