package leads

import (
	"net/http"
	"strconv"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// What visitors' forms may cost the site, whoever sends them. Each lead records when
// it came (receivedAt, by the forms' clock) and what it caused, so these counts are
// read from the database and hold across restarts.
const (
	// PerHour bounds the contact messages, and separately the order requests, the
	// site takes in any hour: about 50 times a busy day's leads, and so the outbox
	// rows they cause. Past it the form answers 503 until the hour has room.
	PerHour = 100
	// PerNetworkPerHour bounds what one network (IPv4 /24, IPv6 /48) may send of
	// each form an hour, so that one network alone cannot fill PerHour.
	PerNetworkPerHour = 20
	// ReceiptSpacing is the least time between two order receipts to one address.
	ReceiptSpacing = 10 * time.Minute
	// visitorEmailWindow is the period visitorEmailsPerHour counts over.
	visitorEmailWindow = time.Hour
)

// RoomForLead refuses, with a 503 that says when to come back, a new lead of collection
// at now when the last hour already holds PerHour of them.
func (s *Leads) RoomForLead(tx core.App, e *core.RequestEvent, collection string, now time.Time) error {
	since := now.Add(-time.Hour)
	var received []string
	err := tx.DB().Select("receivedAt").From(collection).
		Where(dbx.NewExp("receivedAt > {:since}", dbx.Params{"since": dbTime(since)})).
		OrderBy("receivedAt DESC").Limit(PerHour).Column(&received)
	if err != nil || len(received) < PerHour {
		return err
	}
	oldest, err := types.ParseDateTime(received[len(received)-1])
	if err != nil {
		return err
	}
	wait := max(oldest.Time().Add(time.Hour).Sub(now), time.Second)
	minutes := int((wait + time.Minute - 1) / time.Minute)
	e.Response.Header().Set("Retry-After", strconv.Itoa(int(wait.Round(time.Second).Seconds())))
	message := "We have received more requests than we can take this hour. Please try again in " + forms.HumanWait(minutes*60)
	if settings, err := s.Settings.Site(tx); err == nil && settings.ContactEmail != "" {
		message += ", or write to " + settings.ContactEmail
	}
	return web.APIError(http.StatusServiceUnavailable, message+".", nil)
}

// VisitorEmailsLeft is how many more emails visitors' forms may cause at now before the
// hour's budget (private settings' visitorEmailsPerHour) is spent: staff notifications
// sent one by one, customers' order receipts, wholesale applications' notices and receipts.
func (s *Leads) VisitorEmailsLeft(tx core.App, now time.Time) (int, error) {
	budget := 0
	if settings, err := s.Settings.Private(tx); err == nil {
		budget = settings.VisitorEmailsPerHour
	}
	since := dbx.Params{"since": dbTime(now.Add(-visitorEmailWindow))}
	used := 0
	for _, q := range []struct{ collection, condition string }{
		{catalog.ContactMessagesCollection, "staffNotice = 'email'"},
		{catalog.OrdersCollection, "staffNotice = 'email'"},
		{catalog.OrdersCollection, "customerEmailed = TRUE"},
		{catalog.BuyerAccountsCollection, "staffNotice = 'email'"},
		{catalog.BuyerAccountsCollection, "applicantEmailed = TRUE"},
	} {
		var n int
		err := tx.DB().Select("count(*)").From(q.collection).
			Where(dbx.NewExp("receivedAt > {:since} AND "+q.condition, since)).Row(&n)
		if err != nil {
			return 0, err
		}
		used += n
	}
	return max(budget-used, 0), nil
}

// receiptSentRecently tells whether an order receipt went to address (in any case)
// within ReceiptSpacing before now.
func receiptSentRecently(tx core.App, address string, now time.Time) (bool, error) {
	var n int
	err := tx.DB().Select("count(*)").From(catalog.OrdersCollection).
		Where(dbx.NewExp("receivedAt > {:since} AND customerEmailed = TRUE AND lower(email) = lower({:address})",
			dbx.Params{"since": dbTime(now.Add(-ReceiptSpacing)), "address": address})).Row(&n)
	return n > 0, err
}

// dbTime is t as PocketBase stores dates, for comparisons in SQL.
func dbTime(t time.Time) string {
	dt, _ := types.ParseDateTime(t)
	return dt.String()
}
