package notifications

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Register binds staff's hold on the emails (send one again, a failed one or one that
// waited; discard one; the dashboard's glance at mail and leads) and the Notifications
// screen.
func (s *Mail) Register(staff *router.RouterGroup[*core.RequestEvent]) {
	s.registerOutbox(staff)
	s.registerSettings(staff)
}

func (s *Mail) registerOutbox(staff *router.RouterGroup[*core.RequestEvent]) {
	staff.POST(api.StaffEmailResend, func(e *core.RequestEvent) error {
		return changeEmail(e, outbox.Retry)
	})
	staff.POST(api.StaffEmailDiscard, func(e *core.RequestEvent) error {
		return changeEmail(e, outbox.Discard)
	})
	staff.GET(api.StaffMailStatus, func(e *core.RequestEvent) error {
		status, err := s.mailStatus(e.App)
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, status)
	})
}

func changeEmail(e *core.RequestEvent, change func(core.App, *core.Record) error) error {
	rec, err := rules.FindOr404(e.App, catalog.OutboxCollection, e.Request.PathValue("id"), "Email")
	if err != nil {
		return err
	}
	if err := change(e.App, rec); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, EmailStatus(rec))
}

// mailStatus counts what waits, what failed and the leads staff have not handled yet.
func (s *Mail) mailStatus(app core.App) (catalog.MailStatus, error) {
	status := catalog.MailStatus{Configured: outbox.Configured(app)}
	status.Sender = s.Sender(app).Address
	recipients, err := s.StaffRecipients(app, catalog.StaffFieldNotifyContact)
	if err != nil {
		return status, err
	}
	orderRecipients, err := s.StaffRecipients(app, catalog.StaffFieldNotifyOrders)
	if err != nil {
		return status, err
	}
	status.StaffRecipients = max(len(recipients), len(orderRecipients))
	counts := []struct {
		into       *int
		collection string
		where      dbx.Expression
	}{
		{&status.Pending, catalog.OutboxCollection, dbx.HashExp{catalog.OutboxEmailFieldStatus: outbox.Pending}},
		{&status.Failed, catalog.OutboxCollection, dbx.HashExp{catalog.OutboxEmailFieldStatus: outbox.Failed}},
		{&status.UnhandledMessages, catalog.ContactMessagesCollection, dbx.HashExp{catalog.ContactMessageFieldHandled: false}},
		{&status.NewOrders, catalog.OrdersCollection, dbx.HashExp{catalog.OrderFieldStatus: catalog.OrderStatuses[0]}},
	}
	for _, c := range counts {
		if err := app.DB().Select("count(*)").From(c.collection).Where(c.where).Row(c.into); err != nil {
			return status, err
		}
	}
	var lastError []string
	err = app.DB().Select("lastError").From(catalog.OutboxCollection).Where(dbx.NewExp("lastError != ''")).
		OrderBy("updatedAt DESC").Limit(1).Column(&lastError)
	if len(lastError) > 0 {
		status.LastError = lastError[0]
	}
	return status, err
}
