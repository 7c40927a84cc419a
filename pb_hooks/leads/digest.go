package leads

import (
	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/notifications"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The staff digest: leads that came past the hourly budget of visitors' emails
// (staffNotice "digest") are listed in one email per kind, on the hour.
const (
	digestJobID       = "farmsiteStaffDigest"
	digestJobSchedule = "0 * * * *"
	// leadsPerDigest bounds one digest email; more waiting leads make more of them.
	leadsPerDigest = 200
)

// ScheduleStaffDigest registers the digest with PocketBase's cron, which runs while
// the server serves.
func ScheduleStaffDigest(app core.App, m *notifications.Mail, address *web.SiteAddress) {
	app.Cron().MustAdd(digestJobID, digestJobSchedule, func() {
		origin, _ := address.Origin(app)
		if err := QueueStaffDigests(activity.AsSystem(app, "cron: staff digest"), m, origin); err != nil {
			app.Logger().Error("could not queue the staff digest", "error", err)
		}
	})
}

// QueueStaffDigests queues the digests of every lead waiting for one, with links on
// origin, and marks those leads digested, in one transaction: a lead is listed once.
func QueueStaffDigests(app core.App, m *notifications.Mail, origin string) error {
	return app.RunInTransaction(func(tx core.App) error {
		site := m.SiteOf(tx, origin)
		err := digestEach(tx, m, catalog.ContactMessagesCollection, notifications.NotifyOnContact, catalog.StaffFieldNotifyContact, func(leads []*core.Record, to []string) mail.Email {
			messages := make([]catalog.ContactMessage, len(leads))
			for i, rec := range leads {
				messages[i] = contactMessageToJSON(rec, nil)
			}
			return mail.ContactDigest(site, messages, to)
		})
		if err != nil {
			return err
		}
		return digestEach(tx, m, catalog.OrdersCollection, notifications.NotifyOnOrder, catalog.StaffFieldNotifyOrders, func(leads []*core.Record, to []string) mail.Email {
			orders := make([]catalog.Order, len(leads))
			for i, rec := range leads {
				orders[i] = OrderToJSON(rec, nil)
			}
			return mail.OrderDigest(site, orders, to)
		})
	})
}

// digestEach queues the digests of collection's waiting leads, leadsPerDigest at a
// time, to the staff its switch and staff field name now; when nobody is to be told any
// more, the leads stop waiting.
func digestEach(tx core.App, m *notifications.Mail, collection string, on notifications.Switch, notifyField string, email func(leads []*core.Record, to []string) mail.Email) error {
	var to []string
	if m.On(tx, on) {
		var err error
		if to, err = m.StaffRecipients(tx, notifyField); err != nil {
			return err
		}
	}
	for {
		leads, err := tx.FindRecordsByFilter(collection, "staffNotice = {:waiting}", "receivedAt,id", leadsPerDigest, 0, dbx.Params{"waiting": notifications.NoticeByDigest})
		if err != nil || len(leads) == 0 {
			return err
		}
		after := notifications.NoticeDigested
		if len(to) == 0 {
			after = ""
		} else if _, err := outbox.Queue(tx, email(leads, to), outbox.About{}); err != nil {
			return err
		}
		ids := make([]any, len(leads))
		for i, rec := range leads {
			ids[i] = rec.Id
		}
		if _, err := tx.DB().Update(collection, dbx.Params{"staffNotice": after}, dbx.In("id", ids...)).Execute(); err != nil {
			return err
		}
	}
}
