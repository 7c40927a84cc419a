package hooks

import (
	netmail "net/mail"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

const mailWorkerStoreKey = "farmsite.mailWorker"

// newMailWorker makes app's outbox worker, woken whenever an email comes due; with
// SendMail it runs from serve to termination (tests call it themselves). Every mail of
// app, the outbox's and PocketBase's own, goes through the SMTP client with deadlines.
// The site's emails are queued in the transaction of what they report (queue* below).
func newMailWorker(app core.App, opts Options) *outbox.Worker {
	timeouts := opts.MailTimeouts.OrDefaults()
	mail.UseSMTPWithDeadlines(app, timeouts)
	worker := outbox.NewWorker(app, func() netmail.Address { return mailSender(app) }, outbox.Options{
		SendTimeout: timeouts.Send + outbox.SendMargin,
	})
	app.Store().Set(mailWorkerStoreKey, worker)
	// An email queued in a transaction is due once that commits (the hook runs then).
	app.OnRecordAfterCreateSuccess(outbox.Collection).BindFunc(func(e *core.RecordEvent) error {
		worker.Wake()
		return e.Next()
	})
	app.OnRecordAfterUpdateSuccess(outbox.Collection).BindFunc(func(e *core.RecordEvent) error {
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

// mailSender is the site settings' sender, else the one of PocketBase's mail settings.
func mailSender(app core.App) netmail.Address {
	meta := app.Settings().Meta
	from := netmail.Address{Name: meta.SenderName, Address: meta.SenderAddress}
	if s, err := siteSettings(app); err == nil {
		if address := s.GetString("mailSenderAddress"); address != "" {
			from.Address = address
		}
		if name := s.GetString("mailSenderName"); name != "" {
			from.Name = name
		}
	}
	from.Name = mail.HeaderValue(from.Name)
	return from
}

// mailSite is what the emails say of the business, with links on the canonical origin.
func mailSite(e *core.RequestEvent) mail.Site {
	site := mail.Site{Origin: siteOrigin(e)}
	if s, err := siteSettings(e.App); err == nil {
		site.Name, site.ContactEmail, site.ContactPhone = s.GetString("brandName"), s.GetString("contactEmail"), s.GetString("contactPhone")
	}
	return site
}

// staffRecipients are the addresses notified of a kind of lead: site settings'
// notifyEmails and every enabled staff account with an email that asks for it.
func staffRecipients(app core.App, notifyField string) ([]string, error) {
	var addresses []string
	if s, err := siteSettings(app); err == nil {
		addresses = append(addresses, stringList(s, "notifyEmails")...)
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

// settingOn reads one of site settings' switches.
func settingOn(app core.App, field string) bool {
	s, err := siteSettings(app)
	return err == nil && s.GetBool(field)
}

// contactMessageReceived queues the staff notification of a new message, with tx.
func queueContactNotification(tx core.App, e *core.RequestEvent, rec *core.Record) error {
	if !settingOn(tx, "notifyOnContact") {
		return nil
	}
	to, err := staffRecipients(tx, "notifyContact")
	if err != nil || len(to) == 0 {
		return err
	}
	_, err = outbox.Queue(tx, mail.NewContactMessage(mailSite(e), contactMessageToJSON(rec, nil), to), outbox.About{ContactMessage: rec.Id})
	return err
}

// orderRequested queues the staff notification and the customer's confirmation of a new
// order request, with tx; confirmed tells that the customer's was queued.
func queueOrderEmails(tx core.App, e *core.RequestEvent, rec *core.Record) (confirmed bool, err error) {
	order, site := orderToJSON(rec, nil), mailSite(e)
	if settingOn(tx, "notifyOnOrder") {
		to, err := staffRecipients(tx, "notifyOrders")
		if err != nil {
			return false, err
		}
		if len(to) > 0 {
			if _, err := outbox.Queue(tx, mail.NewOrderRequest(site, order, to), outbox.About{Order: rec.Id}); err != nil {
				return false, err
			}
		}
	}
	if !settingOn(tx, "confirmOrdersToCustomers") {
		return false, nil
	}
	_, err = outbox.Queue(tx, mail.OrderReceived(site, order), outbox.About{Order: rec.Id})
	return err == nil, err
}

// orderStatusChanged queues the customer's email when staff confirm or cancel an order.
func queueOrderStatusEmail(tx core.App, e *core.RequestEvent, rec *core.Record) error {
	if !settingOn(tx, "confirmOrdersToCustomers") {
		return nil
	}
	email, ok := mail.OrderStatusChanged(mailSite(e), orderToJSON(rec, nil))
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
	if err := app.RecordQuery(outbox.Collection).AndWhere(dbx.In(about, ids...)).OrderBy("createdAt ASC", "id ASC").All(&emails); err != nil {
		return nil, err
	}
	for _, rec := range emails {
		out[rec.GetString(about)] = append(out[rec.GetString(about)], emailStatusToJSON(rec))
	}
	return out, nil
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
