package catalog

import "time"

// The dashboard's figures cover the last DashboardWeeks weeks (Monday to Sunday in New
// York, this one included: about 90 days); it lists at most DashboardListed of each kind
// of thing waiting and DashboardTopProducts products.
const (
	DashboardWeeks       = 13
	DashboardListed      = 5
	DashboardTopProducts = 5
)

// Dashboard is what the back office's dashboard shows in one answer: what waits for
// staff, the state of the mail, and the last weeks' figures. A figure added later (the
// wholesale portal's) is one more field here and one more card or chart in the app.
type Dashboard struct {
	Waiting DashboardWaiting `json:"waiting"`
	Mail    DashboardMail    `json:"mail"`
	// Weeks are the orders and messages received each week, oldest first.
	Weeks []DashboardWeek `json:"weeks"`
	// TopProducts are the products most ordered over those weeks (cancelled orders left
	// out), most first.
	TopProducts []OrderedProduct   `json:"topProducts"`
	Wholesale   DashboardWholesale `json:"wholesale"`
}

// DashboardWaiting counts what waits for staff, and names the first few of each.
type DashboardWaiting struct {
	// Messages are contact messages not handled yet.
	Messages int `json:"messages"`
	// Orders are order requests still new: to confirm.
	Orders    int            `json:"orders"`
	NewOrders []WaitingOrder `json:"newOrders"`
	Reviews   int            `json:"reviews"`
	// PendingReviews are reviews not approved yet, newest first.
	PendingReviews []WaitingReview `json:"pendingReviews"`
	// CopyFindings are the records whose public texts hold copy check findings no review
	// with counsel covers (a draft that cannot be published yet, or a published record the
	// owner's new terms find); CopyRecords names the first few.
	CopyFindings int             `json:"copyFindings"`
	CopyRecords  []WaitingRecord `json:"copyRecords"`
	// NoCertificate are the published cannabis products (not Swag or Accessories) with no
	// current batch, so no certificate of analysis on their page; NoCertificateProducts
	// names the first few.
	NoCertificate         int             `json:"noCertificate"`
	NoCertificateProducts []WaitingRecord `json:"noCertificateProducts"`
}

// WaitingOrder is an order request to confirm, as the dashboard lists it.
type WaitingOrder struct {
	ID        string `json:"id"`
	Number    int    `json:"number"`
	CreatedAt string `json:"createdAt"`
	Total     string `json:"total"`
	Items     int    `json:"items"`
}

// WaitingReview is a review to approve: its product's name, author, rating and the start
// of its comment.
type WaitingReview struct {
	ID        string  `json:"id"`
	Product   string  `json:"product"`
	Author    string  `json:"author"`
	Rating    float64 `json:"rating"`
	Comment   string  `json:"comment"`
	CreatedAt string  `json:"createdAt"`
}

// WaitingRecord names a record that needs something done: its staff resource
// ("products", "blog", "locations", "heroes", "compliance"), id and name.
type WaitingRecord struct {
	Resource string `json:"resource"`
	ID       string `json:"id"`
	Label    string `json:"label"`
}

// DashboardMail is the mail as staff need to know it: whether it works. LastError, the
// mail server's words, is the operator's part: answered to the owner only.
type DashboardMail struct {
	Configured bool `json:"configured"`
	Pending    int  `json:"pending"`
	Failed     int  `json:"failed"`
	// Failing: emails failed, or wait for a retry after an error.
	Failing bool `json:"failing"`
	// Notified tells whether anyone hears of new messages or orders by email.
	Notified  bool   `json:"notified"`
	LastError string `json:"lastError,omitempty"`
}

// DashboardWeek is one week's figures; Start is its Monday in New York (yyyy-MM-dd).
type DashboardWeek struct {
	Start    string `json:"start"`
	Orders   int    `json:"orders"`
	Messages int    `json:"messages"`
}

// OrderedProduct is a product with the quantity ordered and the orders that asked for it.
type OrderedProduct struct {
	ProductID string `json:"productId"`
	Name      string `json:"name"`
	Quantity  int    `json:"quantity"`
	Orders    int    `json:"orders"`
}

// OrderStatusCancelled is the status of an order request that will not be filled: the
// products most ordered leave it out.
const OrderStatusCancelled = "cancelled"

// BusinessDate is t's day in New York (yyyy-MM-dd).
func BusinessDate(t time.Time) string { return t.In(businessLocation).Format(time.DateOnly) }

// BusinessWeeks are the starts (Monday, midnight in New York) of the n weeks up to and
// including the one holding now, oldest first, followed by the start of the week after:
// n+1 instants, so that week i is [starts[i], starts[i+1]). Each is a day in New York,
// whatever the clocks do in between (a week holding a change of clocks is 167 or 169
// hours long).
func BusinessWeeks(now time.Time, n int) []time.Time {
	local := now.In(businessLocation)
	daysSinceMonday := (int(local.Weekday()) + 6) % 7
	monday := time.Date(local.Year(), local.Month(), local.Day()-daysSinceMonday, 0, 0, 0, 0, businessLocation)
	starts := make([]time.Time, n+1)
	for i := range starts {
		starts[i] = monday.AddDate(0, 0, 7*(i-n+1))
	}
	return starts
}
