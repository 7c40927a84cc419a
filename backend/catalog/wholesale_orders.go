package catalog

import (
	"fmt"
)

// The wholesale orders' collections (issue 39; docs/wholesale.md). None is public and none
// has an API rule: a dispensary's orders reach staff and that account's buyers only,
// through the site's routes.
const (
	WholesaleOrdersCollection      = "wholesale_orders"
	WholesaleOrderLinesCollection  = "wholesale_order_lines"
	WholesaleOrderEventsCollection = "wholesale_order_events"
	DocumentCountersCollection     = "document_counters"
)

// Payment terms: the same for every licensed buyer (9 NYCRR 124.2); cash on delivery
// only for a delinquent account staff allow to order so.
const (
	TermsNet30 = "net-30"
	TermsCOD   = "cod"
)

// PaymentTerms are an order's terms, as both apps name them (paymentTermsLabels).
var PaymentTerms = []string{TermsNet30, TermsCOD}

// Bounds of an order as a buyer sends it (docs/security.md).
const (
	MaxWholesaleOrderLines = 50
	MaxOrderBodyBytes      = 16 << 10
	MaxPONumber            = 60
	MaxWholesaleNote       = 1000
	MaxOrderReason         = 1000
	MaxManifestNumber      = 40
	MaxDriver              = 100
	MaxVehicle             = 100
	// MaxDeliveryDaysAhead: a delivery day may be asked this many days ahead at most.
	MaxDeliveryDaysAhead = 60
	// MaxCertificateAgeDays: a lot ships only while its certificate's test date is at most
	// this old (counsel confirms: docs/wholesale.md).
	MaxCertificateAgeDays = 365
)

// OrderNumberKind is the document kind of an order's number (SO-2026-00001).
const OrderNumberKind = "SO"

// DocumentNumber writes a document's number: its kind, its year, its place in the year.
func DocumentNumber(kind string, year, n int) string { return fmt.Sprintf("%s-%d-%05d", kind, year, n) }

// WholesaleOrderSchema declares an order: kinds only (the server writes every field from
// the buyer's checked request and staff's transitions).
var WholesaleOrderSchema = Schema{Collection: WholesaleOrdersCollection, Fields: []Field{
	{Name: "number", Kind: TextKind},
	{Name: "account", Kind: TextKind},
	{Name: "placedBy", Kind: TextKind},
	{Name: "state", Kind: TextKind},
	{Name: "stateReason", Kind: TextKind},
	{Name: "heldFrom", Kind: TextKind},
	{Name: "poNumber", Kind: TextKind},
	{Name: "deliveryDay", Kind: TextKind},
	{Name: "note", Kind: TextKind, Personal: true},
	{Name: "paymentTerms", Kind: TextKind},
	{Name: "subtotalCents", Kind: WholeKind},
	{Name: "exciseCents", Kind: WholeKind},
	{Name: "totalCents", Kind: WholeKind},
	{Name: "manifestNumber", Kind: TextKind},
	{Name: "driver", Kind: TextKind},
	{Name: "vehicle", Kind: TextKind},
	{Name: "shippedAt", Kind: DateTimeKind, Nullable: true},
	{Name: "deliveredOn", Kind: TextKind},
	{Name: "buyerLicenceNumber", Kind: TextKind},
}}

var _ = Register(Collection{
	Schema: &WholesaleOrderSchema, Record: "WholesaleOrder", Dates: CreatedAndUpdated,
	Forms: NoForms("buyers order and staff move an order through the site's routes"),
	Label: labelOf(WholesaleOrderFieldNumber), Log: Logged(),
	Revisions: NoRevisions("an order changes only by its transitions, each guarded, emailed and on its timeline; a restored revision would skip the stock they move"),
	Public:    NotPublic("a dispensary's orders reach staff and its own buyers only"),
})

// WholesaleOrderLineSchema declares an order's line with what it was sold as: the
// price list's terms, the names and the lot's figures at submission.
var WholesaleOrderLineSchema = Schema{Collection: WholesaleOrderLinesCollection, Fields: []Field{
	{Name: "order", Kind: TextKind},
	{Name: "variant", Kind: TextKind},
	{Name: "batch", Kind: TextKind},
	{Name: "productName", Kind: TextKind},
	{Name: "variantName", Kind: TextKind},
	{Name: "brand", Kind: TextKind},
	{Name: "lot", Kind: TextKind},
	{Name: "metrcTag", Kind: TextKind},
	{Name: "requestedUnits", Kind: WholeKind},
	{Name: "units", Kind: WholeKind},
	{Name: "changeReason", Kind: TextKind},
	{Name: "listUnitCents", Kind: WholeKind},
	{Name: "unitCents", Kind: WholeKind},
	{Name: "breakMinUnits", Kind: WholeKind},
	{Name: "lineCents", Kind: WholeKind},
	{Name: "thcMgPerUnit", Kind: NumberKind},
	{Name: "exciseCents", Kind: WholeKind},
}}

var _ = Register(Collection{
	Schema: &WholesaleOrderLineSchema, Record: "WholesaleOrderLine", Dates: CreatedAndUpdated,
	Forms:     NoForms("an order's lines come from the buyer's order and staff's acceptance"),
	Log:       NotLogged("lines are written with their order and changed only by its acceptance, whose entry in the log names each change"),
	Revisions: NoRevisions("a line changes only at its order's acceptance, with the reason the buyer sees"),
	Public:    NotPublic("a dispensary's orders reach staff and its own buyers only"),
})

// WholesaleOrderEventSchema declares one step of an order's timeline: append-only (the
// database's triggers refuse changing one, and deleting one while its order exists).
var WholesaleOrderEventSchema = Schema{Collection: WholesaleOrderEventsCollection, Fields: []Field{
	{Name: "order", Kind: TextKind},
	{Name: "from", Kind: TextKind},
	{Name: "to", Kind: TextKind},
	{Name: "reason", Kind: TextKind},
	{Name: "actor", Kind: TextKind},
}}

var _ = Register(Collection{
	Schema: &WholesaleOrderEventSchema, Record: "WholesaleOrderEvent", Dates: CreatedOnly,
	Forms:     NoForms("a transition writes its event"),
	Log:       NotLogged("an event is itself an append-only entry with its actor and time; the transition's save of its order is logged"),
	Revisions: NoRevisions("an event is never changed"),
	Public:    NotPublic("a dispensary's orders reach staff and its own buyers only"),
})

// DocumentCounterSchema declares the last number given to a kind of document in a year
// (orders SO, invoices INV, credit notes CN): read and moved on in the transaction that
// writes the document, so the numbers have no gap and no repeat.
var DocumentCounterSchema = Schema{Collection: DocumentCountersCollection, Fields: []Field{
	{Name: "kind", Kind: TextKind},
	{Name: "year", Kind: WholeKind},
	{Name: "last", Kind: WholeKind},
}}

var _ = Register(Collection{
	Schema: &DocumentCounterSchema, Record: "DocumentCounter", Dates: NoDates,
	Forms:     NoForms("the server numbers documents"),
	Log:       NotLogged("a counter moves with the document it numbers, which is logged"),
	Revisions: NoRevisions("a counter only moves on"),
	Public:    NotPublic("counters are the server's"),
})

// WholesaleOrderEventsAppendOnly is what refusing a change to an order's event says.
const WholesaleOrderEventsAppendOnly = "An order's timeline cannot be changed"
