package leads

import (
	"github.com/hudsonvalley/farmsite/pb_hooks/notifications"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/pocketbase/pocketbase/core"
)

// planContactNotification decides, before a new message received at now is saved with
// tx, how staff hear of it (its receivedAt and staffNotice record it).
func (s *Leads) planContactNotification(tx core.App, rec *core.Record, now time.Time) error {
	rec.Set(catalog.OrderFieldReceivedAt, now)
	left, err := s.VisitorEmailsLeft(tx, now)
	if err != nil {
		return err
	}
	_, err = s.Mail.PlanStaffNotice(tx, rec, notifications.NotifyOnContact, catalog.StaffFieldNotifyContact, left)
	return err
}

// queueContactNotification queues, with tx, the staff notification of a saved message
// that is to have one of its own.
func (s *Leads) queueContactNotification(tx core.App, e *core.RequestEvent, rec *core.Record) error {
	if rec.GetString(catalog.OrderFieldStaffNotice) != notifications.NoticeByEmail {
		return nil
	}
	to, err := s.Mail.StaffRecipients(tx, catalog.StaffFieldNotifyContact)
	if err != nil || len(to) == 0 {
		return err
	}
	_, err = outbox.Queue(tx, mail.NewContactMessage(s.Mail.Site(e), contactMessageToJSON(rec, nil), to), outbox.About{ContactMessage: rec.Id})
	return err
}

// planOrderEmails decides, before a new order request received at now is saved with tx,
// how staff hear of it and whether its customer gets a receipt: within the hourly budget
// of visitors' emails (staff first), and at most one receipt an address per
// ReceiptSpacing (its receivedAt, staffNotice and customerEmailed record it).
func (s *Leads) planOrderEmails(tx core.App, rec *core.Record, now time.Time) error {
	rec.Set(catalog.OrderFieldReceivedAt, now)
	left, err := s.VisitorEmailsLeft(tx, now)
	if err != nil {
		return err
	}
	if left, err = s.Mail.PlanStaffNotice(tx, rec, notifications.NotifyOnOrder, catalog.StaffFieldNotifyOrders, left); err != nil {
		return err
	}
	catalog.AsOrder(rec).SetCustomerEmailed(false)
	if left == 0 || !s.Mail.On(tx, notifications.ConfirmOrdersToCustomers) {
		return nil
	}
	recent, err := receiptSentRecently(tx, rec.Email(), now)
	catalog.AsOrder(rec).SetCustomerEmailed(err == nil && !recent)
	return err
}

// queueOrderEmails queues, with tx, the emails planOrderEmails decided for a saved
// order request: the staff notification and the customer's receipt; confirmed tells
// that the customer's was queued.
func (s *Leads) queueOrderEmails(tx core.App, e *core.RequestEvent, rec *core.Record) (confirmed bool, err error) {
	order, site := OrderToJSON(rec, nil), s.Mail.Site(e)
	if rec.GetString(catalog.OrderFieldStaffNotice) == notifications.NoticeByEmail {
		to, err := s.Mail.StaffRecipients(tx, catalog.StaffFieldNotifyOrders)
		if err != nil {
			return false, err
		}
		if len(to) > 0 {
			if _, err := outbox.Queue(tx, mail.NewOrderRequest(site, order, to), outbox.About{Order: rec.Id}); err != nil {
				return false, err
			}
		}
	}
	if !catalog.AsOrder(rec).CustomerEmailed() {
		return false, nil
	}
	_, err = outbox.Queue(tx, mail.OrderReceived(site, order), outbox.About{Order: rec.Id})
	return err == nil, err
}

// orderStatusChanged queues the customer's email when staff confirm or cancel an order.
func (s *Leads) queueOrderStatusEmail(tx core.App, e *core.RequestEvent, rec *core.Record) error {
	if !s.Mail.On(tx, notifications.ConfirmOrdersToCustomers) {
		return nil
	}
	email, ok := mail.OrderStatusChanged(s.Mail.Site(e), OrderToJSON(rec, nil))
	if !ok {
		return nil
	}
	_, err := outbox.Queue(tx, email, outbox.About{Order: rec.Id})
	return err
}
