package catalog

// VariantCreateDefaults are the values a variant created through the API starts with.
var VariantCreateDefaults = map[string]any{"category": "Flower", "inStock": true, "sortOrder": 0, "images": []string{}}

// PrepareVariant makes what the rules derive, as PrepareProduct does.
func PrepareVariant(r Record) {
	trim(r, "name", "weight", "category", "strainTestUrl")
	roundPrice(r)
	normalizeImages(r, "images")
}

// CheckVariant applies the variant rules of spec section 5.
func CheckVariant(r Record) *Problems {
	p := &Problems{}
	requiredText(r, p, "name", "Name is required", 200)
	requiredText(r, p, "weight", "Weight is required", 50)
	checkPrice(r, p)
	checkCategory(r, p)
	checkImages(r, p, "images", false)
	checkLink(r, p, "strainTestUrl", IsValidLink)
	return p
}
