package catalog

// ProductCategories is the spec's category list, in the spec's order.
var ProductCategories = []string{"Flower", "Edibles", "Concentrates", "Pre-Rolls", "Swag", "Accessories", "Tinctures", "Topicals"}

// VariantCategories are the four the back office's variant form offers.
var VariantCategories = []string{"Flower", "Pre-Rolls", "Edibles", "Concentrates"}

// OrderableCategory is the one category visitors may order (merchandise).
const OrderableCategory = "Swag"

// OrderStatuses are the states staff move a merchandise order request through.
var OrderStatuses = []string{"new", "confirmed", "fulfilled", "cancelled"}

// DefaultBlogAuthor signs a post whose author is left blank (site settings may name
// another).
const DefaultBlogAuthor = "Hudson Valley Farm Team"

// ImageWidths are the widths the server makes of an uploaded image for srcset (?w=); it
// snaps any other ?w= to one of them. 160 is a thumbnail (the gallery's 60 CSS px at up to
// 2.7x), which would otherwise take the 320: four times the pixels. 768 is a phone's
// full-width photo (384-412 CSS px at 1.75-2x), which would otherwise take the 960: about
// 40% more bytes.
var ImageWidths = []int{160, 320, 640, 768, 960, 1280, 1920}

// Limits of the spec (section 9) and of the site.
const (
	MaxImageBytes       = 5 * 1024 * 1024   // product and blog images
	MaxVideoBytes       = 500 * 1024 * 1024 // hero videos
	MinHeroPosition     = 1                 // hero positions are 1 to 6
	MaxHeroPosition     = 6
	ContactNameMin      = 2
	ContactMessageMin   = 10
	StaffPasswordMin    = 8
	MaxOrderLines       = 50
	MinOrderQuantity    = 1
	MaxOrderQuantity    = 99
	DefaultProductPrice = 39.99
)

// Prices and percentages are kept to the cent (two decimals); ratings to the tenth.
const (
	CentDecimals   = 2
	RatingDecimals = 1
)

// A percentage (THC, CBD, terpenes) is from MinPercentage to MaxPercentage.
const (
	MinPercentage = 0
	MaxPercentage = 100
)

// MinEntryLength is the fewest characters of a list's entry (an effect, a license, a
// warning, a copy check term): it may not be blank.
const MinEntryLength = 1
