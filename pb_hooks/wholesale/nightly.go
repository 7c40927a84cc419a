package wholesale

import (
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/buyerauth"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The area's job runs every hour (PocketBase's cron, at :41): it sweeps buyers' ended
// sessions, and in the hour of nightlyHour in New York (whatever the server's zone and
// the season) it sends the licence expiry warnings, deletes old rejected applications,
// sends the invoices' reminders and overdue notices and marks delinquent accounts. Each
// is idempotent, so a run twice in a night (a restart) does no harm.
const (
	JobID       = "wholesaleNightly"
	nightlyHour = 3
)

// nightlyTask names the system in the activity log's entries of the job's saves.
const nightlyTask = "cron: wholesale licence warnings and retention"

func (a *area) scheduleJobs(app core.App) {
	app.Cron().MustAdd(JobID, "41 * * * *", func() {
		now := a.deps.Clock()
		if err := buyerauth.EndExpired(app, a.deps.Now()); err != nil {
			app.Logger().Error("could not delete ended buyer sessions", "error", err)
		}
		if catalog.BusinessHour(now) != nightlyHour {
			return
		}
		if err := a.warnOfExpiringLicences(app, now); err != nil {
			app.Logger().Error("could not send the licence expiry warnings", "error", err)
		}
		if err := a.deleteOldRejectedApplications(app, now); err != nil {
			app.Logger().Error("could not delete old rejected applications", "error", err)
		}
		if err := a.sendInvoiceNotices(app, now); err != nil {
			app.Logger().Error("could not send the invoices' reminders and overdue notices", "error", err)
		}
		if err := a.markDelinquency(app, now); err != nil {
			app.Logger().Error("could not mark delinquent accounts", "error", err)
		}
	})
}

// warnOfExpiringLicences warns each approved account whose licence expires within one
// of the setting's days (the nearest it has reached) and staff, once per threshold per
// expiry: the account keeps the threshold sent (expiryWarnedDays), which a new expiry
// resets.
func (a *area) warnOfExpiringLicences(app core.App, now time.Time) error {
	settings, err := a.deps.Private(app)
	if err != nil {
		return err
	}
	thresholds := catalog.LicenceWarningDaysOf(settings.LicenceWarningDays)
	accounts, err := app.FindAllRecords(catalog.BuyerAccountsCollection, dbx.HashExp{catalog.BuyerAccountFieldStatus: catalog.AccountApproved})
	if err != nil {
		return err
	}
	today, _ := catalog.ParseDay(catalog.Today(now))
	site := a.deps.MailSiteOf(app)
	staffTo, err := a.deps.StaffRecipients(app)
	if err != nil {
		return err
	}
	for _, rec := range accounts {
		account := catalog.AsBuyerAccount(rec)
		expiry, ok := catalog.ParseDay(account.LicenceExpiry())
		if !ok {
			continue
		}
		daysLeft := int(expiry.Sub(today).Hours() / 24)
		due := dueWarning(thresholds, daysLeft)
		if due == 0 || (account.ExpiryWarnedDays() != 0 && account.ExpiryWarnedDays() <= due) {
			continue
		}
		if err := a.sendExpiryWarning(app, site, staffTo, account, due, daysLeft); err != nil {
			return err
		}
	}
	return nil
}

// dueWarning is the nearest threshold daysLeft has reached (0: none, or expired).
func dueWarning(thresholds []int, daysLeft int) int {
	due := 0
	for _, t := range thresholds {
		if daysLeft >= 0 && daysLeft <= t {
			due = t
		}
	}
	return due
}

// sendExpiryWarning queues the warnings to the account's admins and to staff, and notes
// the threshold sent, in one transaction.
func (a *area) sendExpiryWarning(app core.App, site mail.Site, staffTo []string, account *catalog.BuyerAccountRecord, due, daysLeft int) error {
	return activity.AsSystem(app, nightlyTask).RunInTransaction(func(tx core.App) error {
		admins, err := tx.FindAllRecords(catalog.BuyersCollection, dbx.HashExp{catalog.BuyerFieldAccount: account.Id, catalog.BuyerFieldRole: catalog.BuyerAdmin})
		if err != nil {
			return err
		}
		var to []string
		for _, b := range admins {
			to = append(to, b.Email())
		}
		if to = mail.Addresses(to...); len(to) > 0 {
			if _, err := outbox.Queue(tx, mail.NewLicenceExpiring(site, to, account, daysLeft), outbox.About{}); err != nil {
				return err
			}
		}
		if len(staffTo) > 0 {
			if _, err := outbox.Queue(tx, mail.NewLicenceExpiringToStaff(site, staffTo, account, daysLeft), outbox.About{}); err != nil {
				return err
			}
		}
		account.SetExpiryWarnedDays(due)
		return tx.Save(account)
	})
}

// deleteOldRejectedApplications deletes the applications rejected (their last change)
// more than the retention setting's days ago, with their buyers, licence documents and
// checks (the relations cascade; the account and its documents are logged).
func (a *area) deleteOldRejectedApplications(app core.App, now time.Time) error {
	settings, err := a.deps.Private(app)
	if err != nil {
		return err
	}
	days := catalog.RejectedApplicationRetention(settings.RejectedApplicationRetentionDays)
	before := dbTime(now.Add(-time.Duration(days) * 24 * time.Hour))
	old, err := app.FindRecordsByFilter(catalog.BuyerAccountsCollection,
		catalog.BuyerAccountFieldStatus+" = {:rejected} && "+catalog.UpdatedAtField+" < {:before}", catalog.UpdatedAtField, 500, 0,
		dbx.Params{"rejected": catalog.AccountRejected, "before": before})
	if err != nil {
		return err
	}
	system := activity.AsSystem(app, nightlyTask)
	for _, rec := range old {
		if err := system.RunInTransaction(func(tx core.App) error { return tx.Delete(rec) }); err != nil {
			return err
		}
	}
	return nil
}
