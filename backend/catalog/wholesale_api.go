package catalog

// The wholesale menu and price list as their routes answer them (docs/wholesale.md).

// WholesalePrice is a price row as staff read it, with its variant's and product's names.
type WholesalePrice struct {
	ID             string        `json:"id"`
	Variant        string        `json:"variant"`
	UnitPriceCents int           `json:"unitPriceCents"`
	CaseSize       int           `json:"caseSize"`
	MinimumUnits   int           `json:"minimumUnits"`
	IncrementUnits int           `json:"incrementUnits"`
	VolumeBreaks   []VolumeBreak `json:"volumeBreaks"`
	Active         bool          `json:"active"`
	CreatedAt      string        `json:"createdAt"`
	UpdatedAt      string        `json:"updatedAt"`
	// ProductID, ProductName and VariantName name the variant (filled by the route).
	ProductID   string `json:"productId"`
	ProductName string `json:"productName"`
	VariantName string `json:"variantName"`
}

// LotStock is a stock row as staff read it, with its variant's, product's and lot's names.
type LotStock struct {
	ID        string `json:"id"`
	Variant   string `json:"variant"`
	Batch     string `json:"batch"`
	OnHand    int    `json:"onHand"`
	Reserved  int    `json:"reserved"`
	MetrcTag  string `json:"metrcTag"`
	CreatedAt string `json:"createdAt"`
	UpdatedAt string `json:"updatedAt"`
	// Available is OnHand - Reserved; the names are filled by the route.
	Available   int    `json:"available"`
	ProductID   string `json:"productId"`
	ProductName string `json:"productName"`
	VariantName string `json:"variantName"`
	Lot         string `json:"lot"`
}

// WholesaleMenu is the buyer's menu: every line a variant from a lot, at the time it was made.
type WholesaleMenu struct {
	GeneratedAt string              `json:"generatedAt"`
	Lines       []WholesaleMenuLine `json:"lines"`
}

// WholesaleMenuLine is a variant from one lot with its certificate's figures, its
// available units and the price list's terms.
type WholesaleMenuLine struct {
	ProductID      string        `json:"productId"`
	ProductName    string        `json:"productName"`
	Slug           string        `json:"slug"`
	Category       string        `json:"category"`
	VariantID      string        `json:"variantId"`
	VariantName    string        `json:"variantName"`
	Weight         string        `json:"weight"`
	Lot            string        `json:"lot"`
	HarvestDate    *string       `json:"harvestDate"`
	TestDate       string        `json:"testDate"`
	THC            *float64      `json:"thc"`
	CBD            *float64      `json:"cbd"`
	Terps          *float64      `json:"terps"`
	COAURL         string        `json:"coaUrl"`
	Available      int           `json:"available"`
	CaseSize       int           `json:"caseSize"`
	MinimumUnits   int           `json:"minimumUnits"`
	IncrementUnits int           `json:"incrementUnits"`
	UnitPriceCents int           `json:"unitPriceCents"`
	VolumeBreaks   []VolumeBreak `json:"volumeBreaks"`
}
