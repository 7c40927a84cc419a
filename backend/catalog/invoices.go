package catalog

// Invoices (issue 39; docs/wholesale.md, Invoices): one per shipped order, numbered per
// year without a gap (INV-2026-00001) in the shipping transition's transaction, with what
// Cannabis Law §84(3) asks printed from snapshots taken then. Fixed once issued: a record
// hook and the database's triggers refuse every change but one, the due date that the
// delivery sets once; a correction is a credit note.
const InvoicesCollection = "invoices"

// InvoiceNumberKind is the document kind of an invoice's number.
const InvoiceNumberKind = "INV"

// PaymentTermDays: an invoice is due this many days after its order's delivery (Net 30,
// the same for every licensed buyer: 9 NYCRR 124.2).
const PaymentTermDays = 30

// InvoicesAreFixed is what refusing a change to an issued invoice says.
const InvoicesAreFixed = "An issued invoice cannot be changed or deleted: a correction is a credit note"

// InvoiceSchema declares an invoice: kinds only (the server writes it whole at shipping).
var InvoiceSchema = Schema{Collection: InvoicesCollection, Fields: []Field{
	{Name: "number", Kind: TextKind},
	{Name: "order", Kind: TextKind},
	{Name: "account", Kind: TextKind},
	{Name: "issuedAt", Kind: DateTimeKind},
	{Name: "dueOn", Kind: TextKind},
	{Name: "seller", Kind: JSONKind},
	{Name: "buyer", Kind: JSONKind},
	{Name: "lines", Kind: JSONKind},
	{Name: "subtotalCents", Kind: WholeKind},
	{Name: "exciseCents", Kind: WholeKind},
	{Name: "totalCents", Kind: WholeKind},
}}

var _ = Register(Collection{
	Schema: &InvoiceSchema, Record: "Invoice", Dates: CreatedOnly,
	Forms:     NoForms("the shipping transition issues an invoice"),
	Label:     labelOf(InvoiceFieldNumber),
	Log:       NotLogged("the shipping transition that issues an invoice and the delivery that dates it are the order's logged saves"),
	Revisions: NoRevisions("an invoice never changes"),
	Public:    NotPublic("a dispensary's invoices reach staff and its own buyers only"),
})

// InvoiceParty is a party of a sale as the invoice prints it (its snapshot at shipping).
type InvoiceParty struct {
	LegalName      string   `json:"legalName"`
	Premises       string   `json:"premises"`
	LicenceNumbers []string `json:"licenceNumbers"`
}

// InvoiceLine is a line as invoiced: what was shipped, at what price, with its total THC.
type InvoiceLine struct {
	Product     string  `json:"product"`
	Variant     string  `json:"variant"`
	Brand       string  `json:"brand"`
	Lot         string  `json:"lot"`
	MetrcTag    string  `json:"metrcTag"`
	Units       int     `json:"units"`
	UnitCents   int     `json:"unitCents"`
	THCMg       float64 `json:"thcMg"`
	LineCents   int     `json:"lineCents"`
	ExciseCents int     `json:"exciseCents"`
}

// Invoice is an invoice as its routes answer it.
type Invoice struct {
	ID          string `json:"id"`
	Number      string `json:"number"`
	Order       string `json:"order"`
	OrderNumber string `json:"orderNumber"`
	Account     string `json:"account"`
	IssuedAt    string `json:"issuedAt"`
	DueOn       string `json:"dueOn"`
	// TermDays is the payment term the due date is set by on delivery (the
	// paymentTermDays setting).
	TermDays      int           `json:"termDays"`
	Seller        InvoiceParty  `json:"seller"`
	Buyer         InvoiceParty  `json:"buyer"`
	Lines         []InvoiceLine `json:"lines"`
	SubtotalCents int           `json:"subtotalCents"`
	ExciseCents   int           `json:"exciseCents"`
	TotalCents    int           `json:"totalCents"`
	InvoiceBalance
	// Payments and CreditNotes are filled when one invoice is read.
	Payments    []Payment    `json:"payments,omitempty"`
	CreditNotes []CreditNote `json:"creditNotes,omitempty"`
}
