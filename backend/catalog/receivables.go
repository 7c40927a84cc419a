package catalog

// Money owed on invoices (issue 39, docs/wholesale.md "Payments"): payments, credit notes,
// each invoice's balance and the accounts-receivable aging, as the routes answer them.

// PaymentStatuses is an invoice's payment status, beside its order's state: its balance
// (total − credit notes − payments) against its total.
var PaymentStatuses = []string{"unpaid", "partly-paid", "paid"}

// PaymentMethods are how a dispensary pays an invoice.
var PaymentMethods = []string{"check", "ach", "cash"}

// InvoiceBalance is what an invoice's answer carries of what was paid and credited.
type InvoiceBalance struct {
	CreditedCents int    `json:"creditedCents"`
	PaidCents     int    `json:"paidCents"`
	BalanceCents  int    `json:"balanceCents"`
	PaymentStatus string `json:"paymentStatus" ts:"PaymentStatus"`
	// DaysLate are the whole days since the due date in New York while a balance is left
	// (0 when not due yet, paid, or no due date).
	DaysLate int `json:"daysLate"`
}

// Payment is a payment staff recorded against an invoice.
type Payment struct {
	ID            string `json:"id"`
	Invoice       string `json:"invoice"`
	InvoiceNumber string `json:"invoiceNumber"`
	Account       string `json:"account"`
	AccountName   string `json:"accountName"`
	Method        string `json:"method" ts:"PaymentMethod"`
	Reference     string `json:"reference"`
	AmountCents   int    `json:"amountCents"`
	ReceivedOn    string `json:"receivedOn"`
	RecordedBy    string `json:"recordedBy"`
	CreatedAt     string `json:"createdAt"`
}

// CreditNote corrects an issued invoice (which never changes): a numbered amount off its
// balance, with the reason.
type CreditNote struct {
	ID            string `json:"id"`
	Number        string `json:"number"`
	Invoice       string `json:"invoice"`
	InvoiceNumber string `json:"invoiceNumber"`
	AmountCents   int    `json:"amountCents"`
	Reason        string `json:"reason"`
	CreatedAt     string `json:"createdAt"`
}

// AgingBucketKeys are the accounts-receivable aging's columns: not due yet, then days late.
var AgingBucketKeys = []string{"current", "1-30", "31-60", "61-90", "over-90"}

// AgingBucket is one column of the aging: the balances in it, and how many invoices.
type AgingBucket struct {
	Key      string `json:"key" ts:"AgingBucketKey"`
	Label    string `json:"label"`
	Cents    int    `json:"cents"`
	Invoices int    `json:"invoices"`
}

// AccountReceivable is one account's row of the aging: its open balance by bucket.
type AccountReceivable struct {
	Account       string        `json:"account"`
	LegalName     string        `json:"legalName"`
	LicenceNumber string        `json:"licenceNumber"`
	Delinquent    bool          `json:"delinquent"`
	Buckets       []AgingBucket `json:"buckets"`
	TotalCents    int           `json:"totalCents"`
}

// OverdueInvoice is an invoice past its due date with a balance: the list staff keep
// for OCM's report of buyers more than 30 days late.
type OverdueInvoice struct {
	Invoice       string `json:"invoice"`
	Number        string `json:"number"`
	Account       string `json:"account"`
	LegalName     string `json:"legalName"`
	LicenceNumber string `json:"licenceNumber"`
	IssuedAt      string `json:"issuedAt"`
	DueOn         string `json:"dueOn"`
	DaysLate      int    `json:"daysLate"`
	BalanceCents  int    `json:"balanceCents"`
}

// Receivables is the answer of staff's accounts-receivable screen, as of a day in New York.
type Receivables struct {
	AsOf     string              `json:"asOf"`
	Buckets  []AgingBucket       `json:"buckets"`
	Accounts []AccountReceivable `json:"accounts"`
	Overdue  []OverdueInvoice    `json:"overdue"`
}

// DashboardWholesale is the dashboard's wholesale figures: invoiced revenue per week (the
// dashboard's weeks), orders still open (submitted to shipped, and on hold) and what is
// overdue.
type DashboardWholesale struct {
	RevenueWeeks    []DashboardRevenueWeek `json:"revenueWeeks"`
	OpenOrders      int                    `json:"openOrders"`
	OverdueCents    int                    `json:"overdueCents"`
	OverdueInvoices int                    `json:"overdueInvoices"`
}

// DashboardRevenueWeek is a week's invoiced total (invoices issued that week, credit notes
// of that week taken off).
type DashboardRevenueWeek struct {
	WeekStart string `json:"weekStart"`
	Cents     int    `json:"cents"`
}
