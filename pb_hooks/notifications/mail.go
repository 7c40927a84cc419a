// Package notifications is the site's email: the outbox's worker and its SMTP deadlines,
// who sends, what the emails say of the business, which staff hear of which leads, staff's
// hold on the emails (resend, discard, the mail's state) and the Notifications screen.
package notifications

import (
	"cmp"
	netmail "net/mail"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/settings"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Mail is the site's email as its areas use it.
type Mail struct {
	settings *settings.Cache
	// Worker is the outbox's worker (tests send by calling it).
	Worker *outbox.Worker
}

// Options are the worker's: whether it runs from serve to termination, the SMTP
// deadlines (zero: mail.DefaultDialTimeout, DefaultSendTimeout), and how often it looks
// for retries come due unwoken (0: outbox.DefaultPollEvery).
type Options struct {
	SendMail  bool
	Timeouts  mail.Timeouts
	PollEvery time.Duration
}

// New makes app's outbox worker, woken whenever an email comes due; with SendMail it
// runs from serve to termination (tests call it themselves). Every mail of app, the
// outbox's and PocketBase's own, goes through the SMTP client with deadlines. The
// site's emails are queued in the transaction of what they report.
func New(app core.App, settings *settings.Cache, opts Options) *Mail {
	s := &Mail{settings: settings}
	timeouts := opts.Timeouts.OrDefaults()
	mail.UseSMTPWithDeadlines(app, timeouts, func(app core.App) string {
		settings, _ := s.settings.Private(app) // unreadable: the default, the safe side
		return settings.SMTPRequireTLS
	})
	worker := outbox.NewWorker(app, func() netmail.Address { return s.Sender(app) }, outbox.Options{
		SendTimeout: timeouts.Send + outbox.SendMargin,
		PollEvery:   opts.PollEvery,
	})
	s.Worker = worker
	// An email queued in a transaction is due once that commits (the hook runs then).
	app.OnRecordAfterCreateSuccess(catalog.OutboxCollection).BindFunc(func(e *core.RecordEvent) error {
		worker.Wake()
		return e.Next()
	})
	app.OnRecordAfterUpdateSuccess(catalog.OutboxCollection).BindFunc(func(e *core.RecordEvent) error {
		if catalog.AsOutboxEmail(e.Record).Status() == outbox.Pending {
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
	}
	return s
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

// Sender is the private settings' sender, else the one of PocketBase's mail settings.
func (s *Mail) Sender(app core.App) netmail.Address {
	meta := app.Settings().Meta
	from := netmail.Address{Name: meta.SenderName, Address: meta.SenderAddress}
	if settings, err := s.settings.Private(app); err == nil {
		from.Address = cmp.Or(settings.MailSenderAddress, from.Address)
		from.Name = cmp.Or(settings.MailSenderName, from.Name)
	}
	from.Name = mail.HeaderValue(from.Name)
	return from
}

// Site is what the emails say of the business, with links on the canonical origin.
func (s *Mail) Site(e *core.RequestEvent) mail.Site {
	return s.SiteOf(e.App, web.SiteOrigin(e))
}

// SiteOf is what the emails say of the business, with links on origin.
func (s *Mail) SiteOf(app core.App, origin string) mail.Site {
	site := mail.Site{Origin: origin}
	if settings, err := s.settings.Site(app); err == nil {
		site.Name, site.ContactEmail, site.ContactPhone = settings.BrandName, settings.ContactEmail, settings.ContactPhone
	}
	return site
}

// StaffRecipients are the addresses notified of a kind of lead: the private settings'
// notifyEmails and every enabled staff account with an email that asks for it.
func (s *Mail) StaffRecipients(app core.App, notifyField string) ([]string, error) {
	var addresses []string
	if settings, err := s.settings.Private(app); err == nil {
		addresses = append(addresses, settings.NotifyEmails...)
	}
	var staffEmails []string
	err := app.DB().Select("email").From(catalog.StaffCollection).
		Where(dbx.HashExp{notifyField: true, catalog.StaffFieldDisabled: false}).AndWhere(dbx.NewExp("email != ''")).
		OrderBy("createdAt ASC").Column(&staffEmails)
	if err != nil {
		return nil, err
	}
	return mail.Addresses(append(addresses, staffEmails...)...), nil
}

// A Switch is one of the private settings' switches of a kind of email.
type Switch func(catalog.NotificationSettings) bool

var (
	NotifyOnContact          Switch = func(n catalog.NotificationSettings) bool { return n.NotifyOnContact }
	NotifyOnOrder            Switch = func(n catalog.NotificationSettings) bool { return n.NotifyOnOrder }
	ConfirmOrdersToCustomers Switch = func(n catalog.NotificationSettings) bool { return n.ConfirmOrdersToCustomers }
)

// On reads one of the private settings' mail switches.
func (s *Mail) On(app core.App, on Switch) bool {
	settings, err := s.settings.Private(app)
	return err == nil && on(settings.NotificationSettings)
}

// How staff hear of a lead (its staffNotice): an email of its own, or, past the hourly
// budget of visitors' emails, the next digest (pb_hooks/leads); "" when nobody is told.
const (
	NoticeByEmail  = "email"
	NoticeByDigest = "digest"
	NoticeDigested = "digested"
)

// PlanStaffNotice decides, with tx, how staff hear of a new lead received at now (the
// switch and the staff accounts' field of its kind), from left emails of the budget;
// it returns what is left.
func (s *Mail) PlanStaffNotice(tx core.App, rec *core.Record, on Switch, notifyField string, left int) (int, error) {
	rec.Set(catalog.OrderFieldStaffNotice, "")
	if !s.On(tx, on) {
		return left, nil
	}
	to, err := s.StaffRecipients(tx, notifyField)
	if err != nil || len(to) == 0 {
		return left, err
	}
	if left == 0 {
		rec.Set(catalog.OrderFieldStaffNotice, NoticeByDigest)
		return 0, nil
	}
	rec.Set(catalog.OrderFieldStaffNotice, NoticeByEmail)
	return left - 1, nil
}

// EmailsAbout loads the outbox's emails about records (by the relation field about),
// oldest first, keyed by record id.
func EmailsAbout(app core.App, about string, records []*core.Record) (map[string][]catalog.EmailStatus, error) {
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
		out[rec.GetString(about)] = append(out[rec.GetString(about)], EmailStatus(rec))
	}
	return out, nil
}

// EmailsOrNone answers no emails as [] rather than null.
func EmailsOrNone(emails []catalog.EmailStatus) []catalog.EmailStatus {
	if emails == nil {
		return []catalog.EmailStatus{}
	}
	return emails
}

// EmailStatus is an outbox email as staff see it.
func EmailStatus(rec *core.Record) catalog.EmailStatus {
	email := catalog.AsOutboxEmail(rec)
	s := catalog.EmailStatus{
		ID: rec.Id, Kind: email.Kind(), To: adminapi.StringList(rec, catalog.OutboxEmailFieldTo), Subject: email.Subject(),
		Status: email.Status(), Attempts: email.Attempts(), LastError: email.LastError(),
		NextAttemptAt: adminapi.ISOTime(rec, catalog.OutboxEmailFieldNextAttemptAt), SentAt: adminapi.ISOTime(rec, catalog.OutboxEmailFieldSentAt), CreatedAt: adminapi.ISOTime(rec, catalog.CreatedAtField),
		Text: email.Reply(),
	}
	return s
}
