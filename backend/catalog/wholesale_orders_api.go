package catalog

// A wholesale order as its routes answer it (docs/wholesale.md, API): buyers read their
// account's, staff every one.

// WholesaleOrder is an order with its totals; Lines and Events are filled when one order
// is read, AccountName for staff.
type WholesaleOrder struct {
	ID                 string                `json:"id"`
	Number             string                `json:"number"`
	Account            string                `json:"account"`
	AccountName        string                `json:"accountName"`
	PlacedBy           string                `json:"placedBy"`
	State              string                `json:"state" ts:"WholesaleOrderState"`
	StateReason        string                `json:"stateReason"`
	HeldFrom           string                `json:"heldFrom"`
	PONumber           string                `json:"poNumber"`
	DeliveryDay        string                `json:"deliveryDay"`
	Note               string                `json:"note"`
	PaymentTerms       string                `json:"paymentTerms" ts:"PaymentTerms"`
	SubtotalCents      int                   `json:"subtotalCents"`
	ExciseCents        int                   `json:"exciseCents"`
	TotalCents         int                   `json:"totalCents"`
	ManifestNumber     string                `json:"manifestNumber"`
	Driver             string                `json:"driver"`
	Vehicle            string                `json:"vehicle"`
	ShippedAt          *string               `json:"shippedAt"`
	DeliveredOn        string                `json:"deliveredOn"`
	BuyerLicenceNumber string                `json:"buyerLicenceNumber"`
	CreatedAt          string                `json:"createdAt"`
	UpdatedAt          string                `json:"updatedAt"`
	Lines              []WholesaleOrderLine  `json:"lines,omitempty"`
	Events             []WholesaleOrderEvent `json:"events,omitempty"`
	// Moves are the transitions staff may take now (staff's answer of one order only).
	Moves []OrderMove `json:"moves,omitempty"`
	// Invoice is the order's once shipped (when one order is read); PaymentStatus and
	// BalanceCents its invoice's, beside the state ("" and 0 before it is invoiced).
	Invoice       *Invoice `json:"invoice,omitempty"`
	PaymentStatus string   `json:"paymentStatus"`
	BalanceCents  int      `json:"balanceCents"`
}

// WholesaleOrderLine is a line as sold: the snapshot taken at submission, the units after
// acceptance (and why they changed).
type WholesaleOrderLine struct {
	ID             string  `json:"id"`
	Variant        string  `json:"variant"`
	ProductName    string  `json:"productName"`
	VariantName    string  `json:"variantName"`
	Brand          string  `json:"brand"`
	Lot            string  `json:"lot"`
	MetrcTag       string  `json:"metrcTag"`
	RequestedUnits int     `json:"requestedUnits"`
	Units          int     `json:"units"`
	ChangeReason   string  `json:"changeReason"`
	ListUnitCents  int     `json:"listUnitCents"`
	UnitCents      int     `json:"unitCents"`
	BreakMinUnits  int     `json:"breakMinUnits"`
	LineCents      int     `json:"lineCents"`
	THCMgPerUnit   float64 `json:"thcMgPerUnit"`
	ExciseCents    int     `json:"exciseCents"`
}

// WholesaleOrderEvent is one step of an order's timeline.
type WholesaleOrderEvent struct {
	From      string `json:"from"`
	To        string `json:"to"`
	Reason    string `json:"reason"`
	Actor     string `json:"actor"`
	CreatedAt string `json:"createdAt"`
}

// WholesaleDeliveryDays are the days a buyer may ask for a delivery on (YYYY-MM-DD), and
// the weekdays they fall on.
type WholesaleDeliveryDays struct {
	Weekdays []string `json:"weekdays"`
	Days     []string `json:"days"`
}

// WholesaleReorder is a past order's lines as cart lines, with what the menu offers of
// them now (GET /api/wholesale/orders/{id}/reorder).
type WholesaleReorder struct {
	Order  string                 `json:"order"`
	Number string                 `json:"number"`
	Lines  []WholesaleReorderLine `json:"lines"`
}

// WholesaleReorderLine is one line of a past order as the cart would take it: the units
// the buyer asked for, raised to the price list's terms now; OK when the menu offers that
// many of the lot now, else Reason says why not. Offer is the menu's line of the lot (nil
// when the menu no longer has it); Alternatives are the menu's other lots of the same
// variant with units available, newest harvest first.
type WholesaleReorderLine struct {
	VariantID    string              `json:"variantId"`
	Lot          string              `json:"lot"`
	Units        int                 `json:"units"`
	ProductName  string              `json:"productName"`
	VariantName  string              `json:"variantName"`
	Available    int                 `json:"available"`
	OK           bool                `json:"ok"`
	Reason       string              `json:"reason"`
	Offer        *WholesaleMenuLine  `json:"offer"`
	Alternatives []WholesaleMenuLine `json:"alternatives"`
}
