package catalog

import "strings"

// The home page's sections' sizes (storefront/src/pages/HomePage.tsx).
const (
	HomeFeaturedCount = 4
	HomePopularCount  = 5
)

// HomeHead is what the home page's sections show before the browser has the full lists:
// of the catalogue (by name, as /api/products answers it), the first HomeFeaturedCount
// (the Featured Selection when no product is featured) and the first HomePopularCount
// Popular Strains (not featured, neither merchandise nor accessories), in the catalogue's
// order; of the posts, the newest. The page's rules pick from these exactly what they
// pick from the whole lists.
type HomeHead struct {
	Products []Product  `json:"products"`
	Posts    []BlogPost `json:"posts"`
}

// HomeProducts keeps, in order, the products the home page's sections can show.
func HomeProducts(all []Product) []Product {
	kept := []Product{}
	popular := 0
	for i, p := range all {
		isPopular := !p.Featured && !strings.EqualFold(p.Category, OrderableCategory) && !strings.EqualFold(p.Category, "accessories")
		if isPopular && popular < HomePopularCount {
			popular++
		} else if i >= HomeFeaturedCount {
			continue
		}
		kept = append(kept, p)
		if popular == HomePopularCount && i >= HomeFeaturedCount-1 {
			break
		}
	}
	return kept
}
