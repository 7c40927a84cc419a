// Package dashboard is the back office's dashboard: what waits for staff, the mail, and
// 13 weeks of figures, in one answer built at most MaxAtOnce at a time.
package dashboard

import (
	"github.com/hudsonvalley/farmsite/pb_hooks/wholesale"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/notifications"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"
)

// MaxAtOnce bounds the dashboard answers built at the same time (each is a
// dozen small queries and, after a change of content, a pass of the copy check); one
// more is answered 503 at once.
const MaxAtOnce = 2

// MsgDashboardBusy is the 503's message when MaxAtOnce are being built.
const MsgDashboardBusy = "The dashboard is busy. Please try again in a moment."

// reviewExcerptRunes is how much of a waiting review's comment the dashboard shows.
const reviewExcerptRunes = 140

// Dashboards are the dashboard answers being built (at most MaxAtOnce) and
// the copy check's count they share.
type Dashboards struct {
	mail   *notifications.Mail
	clock  func() time.Time
	slots  chan struct{}
	copies copyWaitingCache
}

// New makes the dashboards, which read who is notified from mail and count weeks by
// the site's clock.
func New(mail *notifications.Mail, clock func() time.Time) *Dashboards {
	return &Dashboards{mail: mail, clock: clock, slots: make(chan struct{}, MaxAtOnce)}
}

// Building is how many dashboard answers are being built now.
func (s *Dashboards) Building() int { return len(s.slots) }

// Register binds GET /api/admin/dashboard: what waits for staff, the mail, and
// the last 13 weeks' orders and messages (weeks of New York), in one answer.
func (s *Dashboards) Register(staff *router.RouterGroup[*core.RequestEvent]) {
	staff.GET(api.StaffDashboard, func(e *core.RequestEvent) error {
		select {
		case s.slots <- struct{}{}:
			defer func() { <-s.slots }()
		default:
			return web.APIError(http.StatusServiceUnavailable, MsgDashboardBusy, nil)
		}
		out, err := s.dashboard(e.App, &s.copies, catalog.AsStaff(e.Auth).Owner())
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, out)
	})
}

func (s *Dashboards) dashboard(app core.App, copies *copyWaitingCache, owner bool) (catalog.Dashboard, error) {
	out := catalog.Dashboard{}
	w := &out.Waiting
	counts := []struct {
		into       *int
		collection string
		where      dbx.Expression
	}{
		{&w.Messages, catalog.ContactMessagesCollection, dbx.HashExp{catalog.ContactMessageFieldHandled: false}},
		{&w.Orders, catalog.OrdersCollection, dbx.HashExp{catalog.StatusField: catalog.OrderStatuses[0]}},
		{&w.Reviews, catalog.ReviewsCollection, dbx.HashExp{catalog.ReviewFieldApproved: false}},
		{&w.NoCertificate, catalog.ProductsCollection, withoutCertificate()},
		{&out.Mail.Pending, catalog.OutboxCollection, dbx.HashExp{catalog.OutboxEmailFieldStatus: outbox.Pending}},
		{&out.Mail.Failed, catalog.OutboxCollection, dbx.HashExp{catalog.OutboxEmailFieldStatus: outbox.Failed}},
	}
	for _, c := range counts {
		if err := app.DB().Select("count(*)").From(c.collection).Where(c.where).Row(c.into); err != nil {
			return out, err
		}
	}
	var err error
	if w.NewOrders, err = waitingOrders(app); err != nil {
		return out, err
	}
	if w.PendingReviews, err = pendingReviews(app); err != nil {
		return out, err
	}
	if w.NoCertificateProducts, err = productsWithoutCertificate(app); err != nil {
		return out, err
	}
	if w.CopyFindings, w.CopyRecords, err = copies.waiting(app); err != nil {
		return out, err
	}
	if out.Mail, err = dashboardMail(app, out.Mail, owner); err != nil {
		return out, err
	}
	if out.Mail.Notified, err = s.anyoneNotified(app); err != nil {
		return out, err
	}
	starts := catalog.BusinessWeeks(s.clock(), catalog.DashboardWeeks)
	if out.Weeks, err = weeklyFigures(app, starts); err != nil {
		return out, err
	}
	if out.TopProducts, err = topProducts(app, storedTime(starts[0])); err != nil {
		return out, err
	}
	out.Wholesale, err = wholesale.DashboardFigures(app, starts, s.clock())
	return out, err
}

// withoutCertificate matches the published cannabis products with no current batch.
func withoutCertificate() dbx.Expression {
	return dbx.And(
		dbx.HashExp{catalog.StatusField: catalog.StatusPublished, catalog.CurrentBatchField: ""},
		dbx.NotIn(catalog.ProductFieldCategory, catalog.OrderableCategory, "Accessories"),
	)
}

func productsWithoutCertificate(app core.App) ([]catalog.WaitingRecord, error) {
	var rows []struct {
		ID   string `db:"id"`
		Name string `db:"name"`
	}
	err := app.DB().Select("id", "name").From(catalog.ProductsCollection).Where(withoutCertificate()).
		OrderBy("name ASC").Limit(catalog.DashboardListed).All(&rows)
	out := make([]catalog.WaitingRecord, len(rows))
	for i, r := range rows {
		out[i] = catalog.WaitingRecord{Resource: "products", ID: r.ID, Label: r.Name}
	}
	return out, err
}

func waitingOrders(app core.App) ([]catalog.WaitingOrder, error) {
	var rows []struct {
		ID        string  `db:"id"`
		Number    int     `db:"number"`
		CreatedAt string  `db:"createdAt"`
		Total     float64 `db:"total"`
		Items     int     `db:"items"`
	}
	err := app.DB().Select("id", "number", "createdAt", "total", "(SELECT coalesce(sum(json_extract(value, '$.quantity')), 0) FROM json_each(orders.items)) AS items").
		From(catalog.OrdersCollection).Where(dbx.HashExp{catalog.StatusField: catalog.OrderStatuses[0]}).
		OrderBy("createdAt DESC").Limit(catalog.DashboardListed).All(&rows)
	out := make([]catalog.WaitingOrder, len(rows))
	for i, r := range rows {
		out[i] = catalog.WaitingOrder{ID: r.ID, Number: r.Number, CreatedAt: isoStored(r.CreatedAt), Total: catalog.DecimalPrice(r.Total), Items: r.Items}
	}
	return out, err
}

func pendingReviews(app core.App) ([]catalog.WaitingReview, error) {
	var rows []struct {
		ID        string  `db:"id"`
		Product   string  `db:"product"`
		Author    string  `db:"author"`
		Rating    float64 `db:"rating"`
		Comment   string  `db:"comment"`
		CreatedAt string  `db:"createdAt"`
	}
	err := app.DB().Select("r.id", "coalesce(p.name, '') AS product", "r.author", "r.rating", "r.comment", "r.createdAt").
		From(catalog.ReviewsCollection+" r").
		LeftJoin(catalog.ProductsCollection+" p", dbx.NewExp("p.id = r.productId")).
		Where(dbx.HashExp{"r." + catalog.ReviewFieldApproved: false}).
		OrderBy("r.createdAt DESC").Limit(catalog.DashboardListed).All(&rows)
	out := make([]catalog.WaitingReview, len(rows))
	for i, r := range rows {
		out[i] = catalog.WaitingReview{ID: r.ID, Product: r.Product, Author: r.Author, Rating: r.Rating, Comment: excerpt(r.Comment, reviewExcerptRunes), CreatedAt: isoStored(r.CreatedAt)}
	}
	return out, err
}

// dashboardMail tells whether the mail fails: emails failed, or one waits for its retry
// after an error. The mail server's words are the operator's, for the owner only.
func dashboardMail(app core.App, mail catalog.DashboardMail, owner bool) (catalog.DashboardMail, error) {
	mail.Configured = outbox.Configured(app)
	var lastError []string
	err := app.DB().Select(catalog.OutboxEmailFieldLastError).From(catalog.OutboxCollection).
		Where(dbx.And(dbx.Not(dbx.HashExp{catalog.OutboxEmailFieldLastError: ""}), dbx.In(catalog.OutboxEmailFieldStatus, outbox.Pending, outbox.Failed))).
		OrderBy("updatedAt DESC").Limit(1).Column(&lastError)
	if err != nil {
		return mail, err
	}
	mail.Failing = mail.Failed > 0 || len(lastError) > 0 && mail.Pending > 0
	if owner && len(lastError) > 0 {
		mail.LastError = lastError[0]
	}
	return mail, nil
}

// anyoneNotified tells whether a staff address or account hears of new messages or orders.
func (s *Dashboards) anyoneNotified(app core.App) (bool, error) {
	for _, flag := range []string{catalog.StaffFieldNotifyContact, catalog.StaffFieldNotifyOrders} {
		recipients, err := s.mail.StaffRecipients(app, flag)
		if err != nil || len(recipients) > 0 {
			return len(recipients) > 0, err
		}
	}
	return false, nil
}

// weeklyFigures counts the orders and contact messages received in each week of starts
// (week i is [starts[i], starts[i+1])), in one query.
func weeklyFigures(app core.App, starts []time.Time) ([]catalog.DashboardWeek, error) {
	params := dbx.Params{}
	rows := make([]string, 0, len(starts)-1)
	for i := 0; i+1 < len(starts); i++ {
		from, to := "from"+strconv.Itoa(i), "to"+strconv.Itoa(i)
		params[from], params[to] = storedTime(starts[i]), storedTime(starts[i+1])
		rows = append(rows, "SELECT "+strconv.Itoa(i)+" AS week, {:"+from+"} AS start, {:"+to+"} AS end")
	}
	query := "WITH weeks AS (" + strings.Join(rows, " UNION ALL ") + ") SELECT week," +
		" (SELECT count(*) FROM " + catalog.OrdersCollection + " WHERE createdAt >= weeks.start AND createdAt < weeks.end) AS orders," +
		" (SELECT count(*) FROM " + catalog.ContactMessagesCollection + " WHERE createdAt >= weeks.start AND createdAt < weeks.end) AS messages" +
		" FROM weeks ORDER BY week"
	var counts []struct {
		Week     int `db:"week"`
		Orders   int `db:"orders"`
		Messages int `db:"messages"`
	}
	if err := app.DB().NewQuery(query).Bind(params).All(&counts); err != nil {
		return nil, err
	}
	out := make([]catalog.DashboardWeek, len(counts))
	for i, c := range counts {
		out[i] = catalog.DashboardWeek{
			Start:    catalog.BusinessDate(starts[c.Week]),
			Orders:   c.Orders,
			Messages: c.Messages,
		}
	}
	return out, nil
}

// topProducts are the products most ordered since since (cancelled orders left out):
// their quantity over every order line, and the orders that asked for them. A product
// deleted since keeps the name its order lines hold.
func topProducts(app core.App, since string) ([]catalog.OrderedProduct, error) {
	var rows []struct {
		ProductID string `db:"productId"`
		Name      string `db:"name"`
		Quantity  int    `db:"quantity"`
		Orders    int    `db:"orders"`
	}
	err := app.DB().NewQuery("SELECT json_extract(line.value, '$.productId') AS productId," +
		" coalesce(max(p.name), max(json_extract(line.value, '$.name')), '') AS name," +
		" sum(json_extract(line.value, '$.quantity')) AS quantity, count(DISTINCT o.id) AS orders" +
		" FROM " + catalog.OrdersCollection + " o, json_each(o.items) line" +
		" LEFT JOIN " + catalog.ProductsCollection + " p ON p.id = json_extract(line.value, '$.productId')" +
		" WHERE o.createdAt >= {:since} AND o.status != {:cancelled}" +
		" GROUP BY productId ORDER BY quantity DESC, name ASC LIMIT {:limit}").
		Bind(dbx.Params{"since": since, "cancelled": catalog.OrderStatusCancelled, "limit": catalog.DashboardTopProducts}).
		All(&rows)
	out := make([]catalog.OrderedProduct, len(rows))
	for i, r := range rows {
		out[i] = catalog.OrderedProduct(r)
	}
	return out, err
}

// storedTime is t as PocketBase stores a date, which compares as text.
func storedTime(t time.Time) string {
	d, _ := types.ParseDateTime(t.UTC())
	return d.String()
}

// isoStored is a stored date as the API answers dates.
func isoStored(stored string) string {
	d, err := types.ParseDateTime(stored)
	if err != nil || d.IsZero() {
		return ""
	}
	return d.Time().UTC().Format("2006-01-02T15:04:05.000Z")
}

func excerpt(text string, runes int) string {
	text = strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(text) <= runes {
		return text
	}
	return strings.TrimSpace(string([]rune(text)[:runes])) + "…"
}

// waitingLabel names a record the dashboard lists (the log's name for it).
func waitingLabel(rec *core.Record) string { return activity.Label(rec) }
