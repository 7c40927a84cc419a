package hooks

import (
	"cmp"
	netmail "net/mail"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// newMailWorker makes app's outbox worker, woken whenever an email comes due; with
// SendMail it runs from serve to termination (tests call it themselves). Every mail of
// app, the outbox's and PocketBase's own, goes through the SMTP client with deadlines.
// The site's emails are queued in the transaction of what they report (queue* below).
func (s *site) newMailWorker(app core.App, opts Options) *outbox.Worker {
	timeouts := opts.MailTimeouts.OrDefaults()
	mail.UseSMTPWithDeadlines(app, timeouts, func(app core.App) string {
		settings, _ := s.settings.Private(app) // unreadable: the default, the safe side
		return settings.SMTPRequireTLS
	})
	worker := outbox.NewWorker(app, func() netmail.Address { return s.mailSender(app) }, outbox.Options{
		SendTimeout: timeouts.Send + outbox.SendMargin,
		PollEvery:   opts.MailPollEvery,
	})
	// An email queued in a transaction is due once that commits (the hook runs then).
	app.OnRecordAfterCreateSuccess(catalog.OutboxCollection).BindFunc(func(e *core.RecordEvent) error {
		worker.Wake()
		return e.Next()
	})
	app.OnRecordAfterUpdateSuccess(catalog.OutboxCollection).BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString("status") == outbox.Pending {
			worker.Wake()
		}
		return e.Next()
	})
	sendWhatWaitedOnceConfigured(app, worker)
	if opts.SendMail {
		app.OnServe().BindFunc(func(se *core.ServeEvent) error {
			if err := outbox.ConfigureFromEnvironment(app); err != nil {
				return err
			}
			worker.Start()
			return se.Next()
		})
		app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
			worker.Stop()
			return e.Next()
		})
	}
	return worker
}

// sendWhatWaitedOnceConfigured makes every pending email due at once, and wakes the
// worker, when the SMTP settings change to a usable configuration (the superuser UI's
// Mail settings, or the environment at start): emails that waited for mail go out, and
// retries backing off from the old settings do not wait for their next attempt.
func sendWhatWaitedOnceConfigured(app core.App, worker *outbox.Worker) {
	app.OnSettingsReload().BindFunc(func(e *core.SettingsReloadEvent) error {
		before := e.App.Settings().SMTP
		if err := e.Next(); err != nil {
			return err
		}
		if e.App.Settings().SMTP == before || !outbox.Configured(e.App) {
			return nil
		}
		if err := outbox.DueNow(app, time.Now()); err != nil {
			// Settings are saved all the same; the emails keep their schedule.
			app.Logger().Warn("could not make waiting emails due", "error", err)
			return nil
		}
		worker.Wake()
		return nil
	})
}

// mailSender is the private settings' sender, else the one of PocketBase's mail settings.
func (s *site) mailSender(app core.App) netmail.Address {
	meta := app.Settings().Meta
	from := netmail.Address{Name: meta.SenderName, Address: meta.SenderAddress}
	if settings, err := s.settings.Private(app); err == nil {
		from.Address = cmp.Or(settings.MailSenderAddress, from.Address)
		from.Name = cmp.Or(settings.MailSenderName, from.Name)
	}
	from.Name = mail.HeaderValue(from.Name)
	return from
}

// mailSite is what the emails say of the business, with links on the canonical origin.
func (s *site) mailSite(e *core.RequestEvent) mail.Site {
	return s.mailSiteOf(e.App, web.SiteOrigin(e))
}

// staffRecipients are the addresses notified of a kind of lead: the private settings'
// notifyEmails and every enabled staff account with an email that asks for it.
func (s *site) staffRecipients(app core.App, notifyField string) ([]string, error) {
	var addresses []string
	if settings, err := s.settings.Private(app); err == nil {
		addresses = append(addresses, settings.NotifyEmails...)
	}
	var staffEmails []string
	err := app.DB().Select("email").From(catalog.StaffCollection).
		Where(dbx.HashExp{notifyField: true, "disabled": false}).AndWhere(dbx.NewExp("email != ''")).
		OrderBy("createdAt ASC").Column(&staffEmails)
	if err != nil {
		return nil, err
	}
	return mail.Addresses(append(addresses, staffEmails...)...), nil
}

// A mailSwitch is one of the private settings' switches of a kind of email.
type mailSwitch func(catalog.NotificationSettings) bool

var (
	notifyOnContact          mailSwitch = func(n catalog.NotificationSettings) bool { return n.NotifyOnContact }
	notifyOnOrder            mailSwitch = func(n catalog.NotificationSettings) bool { return n.NotifyOnOrder }
	confirmOrdersToCustomers mailSwitch = func(n catalog.NotificationSettings) bool { return n.ConfirmOrdersToCustomers }
)

// settingOn reads one of the private settings' mail switches.
func (s *site) settingOn(app core.App, on mailSwitch) bool {
	settings, err := s.settings.Private(app)
	return err == nil && on(settings.NotificationSettings)
}

// How staff hear of a lead (its staffNotice): an email of its own, or, past the hourly
// budget of visitors' emails, the next digest (mail_digest.go); "" when nobody is told.
const (
	noticeByEmail  = "email"
	noticeByDigest = "digest"
	noticeDigested = "digested"
)

// planStaffNotice decides, with tx, how staff hear of a new lead received at now (the
// switch and the staff accounts' field of its kind), from left emails of the budget;
// it returns what is left.
func (s *site) planStaffNotice(tx core.App, rec *core.Record, on mailSwitch, notifyField string, left int) (int, error) {
	rec.Set("staffNotice", "")
	if !s.settingOn(tx, on) {
		return left, nil
	}
	to, err := s.staffRecipients(tx, notifyField)
	if err != nil || len(to) == 0 {
		return left, err
	}
	if left == 0 {
		rec.Set("staffNotice", noticeByDigest)
		return 0, nil
	}
	rec.Set("staffNotice", noticeByEmail)
	return left - 1, nil
}

// planContactNotification decides, before a new message received at now is saved with
// tx, how staff hear of it (its receivedAt and staffNotice record it).
func (s *site) planContactNotification(tx core.App, rec *core.Record, now time.Time) error {
	rec.Set("receivedAt", now)
	left, err := s.visitorEmailsLeft(tx, now)
	if err != nil {
		return err
	}
	_, err = s.planStaffNotice(tx, rec, notifyOnContact, "notifyContact", left)
	return err
}

// queueContactNotification queues, with tx, the staff notification of a saved message
// that is to have one of its own.
func (s *site) queueContactNotification(tx core.App, e *core.RequestEvent, rec *core.Record) error {
	if rec.GetString("staffNotice") != noticeByEmail {
		return nil
	}
	to, err := s.staffRecipients(tx, "notifyContact")
	if err != nil || len(to) == 0 {
		return err
	}
	_, err = outbox.Queue(tx, mail.NewContactMessage(s.mailSite(e), contactMessageToJSON(rec, nil), to), outbox.About{ContactMessage: rec.Id})
	return err
}

// planOrderEmails decides, before a new order request received at now is saved with tx,
// how staff hear of it and whether its customer gets a receipt: within the hourly budget
// of visitors' emails (staff first), and at most one receipt an address per
// receiptSpacing (its receivedAt, staffNotice and customerEmailed record it).
func (s *site) planOrderEmails(tx core.App, rec *core.Record, now time.Time) error {
	rec.Set("receivedAt", now)
	left, err := s.visitorEmailsLeft(tx, now)
	if err != nil {
		return err
	}
	if left, err = s.planStaffNotice(tx, rec, notifyOnOrder, "notifyOrders", left); err != nil {
		return err
	}
	rec.Set("customerEmailed", false)
	if left == 0 || !s.settingOn(tx, confirmOrdersToCustomers) {
		return nil
	}
	recent, err := receiptSentRecently(tx, rec.GetString("email"), now)
	rec.Set("customerEmailed", err == nil && !recent)
	return err
}

// queueOrderEmails queues, with tx, the emails planOrderEmails decided for a saved
// order request: the staff notification and the customer's receipt; confirmed tells
// that the customer's was queued.
func (s *site) queueOrderEmails(tx core.App, e *core.RequestEvent, rec *core.Record) (confirmed bool, err error) {
	order, site := orderToJSON(rec, nil), s.mailSite(e)
	if rec.GetString("staffNotice") == noticeByEmail {
		to, err := s.staffRecipients(tx, "notifyOrders")
		if err != nil {
			return false, err
		}
		if len(to) > 0 {
			if _, err := outbox.Queue(tx, mail.NewOrderRequest(site, order, to), outbox.About{Order: rec.Id}); err != nil {
				return false, err
			}
		}
	}
	if !rec.GetBool("customerEmailed") {
		return false, nil
	}
	_, err = outbox.Queue(tx, mail.OrderReceived(site, order), outbox.About{Order: rec.Id})
	return err == nil, err
}

// orderStatusChanged queues the customer's email when staff confirm or cancel an order.
func (s *site) queueOrderStatusEmail(tx core.App, e *core.RequestEvent, rec *core.Record) error {
	if !s.settingOn(tx, confirmOrdersToCustomers) {
		return nil
	}
	email, ok := mail.OrderStatusChanged(s.mailSite(e), orderToJSON(rec, nil))
	if !ok {
		return nil
	}
	_, err := outbox.Queue(tx, email, outbox.About{Order: rec.Id})
	return err
}

// emailsAbout loads the outbox's emails about records (by the relation field about),
// oldest first, keyed by record id.
func emailsAbout(app core.App, about string, records []*core.Record) (map[string][]catalog.EmailStatus, error) {
	ids := make([]any, len(records))
	for i, r := range records {
		ids[i] = r.Id
	}
	out := map[string][]catalog.EmailStatus{}
	if len(ids) == 0 {
		return out, nil
	}
	emails := []*core.Record{}
	if err := app.RecordQuery(catalog.OutboxCollection).AndWhere(dbx.In(about, ids...)).OrderBy("createdAt ASC", "id ASC").All(&emails); err != nil {
		return nil, err
	}
	for _, rec := range emails {
		out[rec.GetString(about)] = append(out[rec.GetString(about)], emailStatusToJSON(rec))
	}
	return out, nil
}

// emailsOrNone answers no emails as [] rather than null.
func emailsOrNone(emails []catalog.EmailStatus) []catalog.EmailStatus {
	if emails == nil {
		return []catalog.EmailStatus{}
	}
	return emails
}

func emailStatusToJSON(rec *core.Record) catalog.EmailStatus {
	s := catalog.EmailStatus{
		ID: rec.Id, Kind: rec.GetString("kind"), To: stringList(rec, "to"), Subject: rec.GetString("subject"),
		Status: rec.GetString("status"), Attempts: rec.GetInt("attempts"), LastError: rec.GetString("lastError"),
		NextAttemptAt: isoTime(rec, "nextAttemptAt"), SentAt: isoTime(rec, "sentAt"), CreatedAt: isoTime(rec, "createdAt"),
		Text: rec.GetString("reply"),
	}
	return s
}
