package wholesale

import (
	"database/sql"
	"errors"
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// invoicesTask names the system in the activity log's entries of the invoices' job.
const invoicesTask = "cron: wholesale invoice reminders and delinquency"

// sendInvoiceNotices sends, once per invoice with a balance (invoice_notices remembers
// it), the reminder from the setting's days before its due date to the due date, and
// the overdue notice from the day after it: to the buyer who placed the order and the
// account's contact, through the outbox.
func (a *area) sendInvoiceNotices(app core.App, now time.Time) error {
	settings, err := a.wholesaleSettings(app)
	if err != nil {
		return err
	}
	rows, err := openInvoices(app)
	if err != nil {
		return err
	}
	today := catalog.Today(now)
	site := a.deps.MailSiteOf(app)
	for _, r := range rows {
		if r.DueOn == "" {
			continue
		}
		kind := ""
		switch daysToDue := catalog.DaysBetween(today, r.DueOn); {
		case daysToDue < 0:
			kind = catalog.NoticeOverdue
		case daysToDue <= settings.ReminderDaysBefore:
			kind = catalog.NoticeReminder
		default:
			continue
		}
		if err := a.sendNotice(app, site, r, kind); err != nil {
			return err
		}
	}
	return nil
}

// sendNotice queues one notice of r and notes it, in one transaction; a notice already
// sent is left.
func (a *area) sendNotice(app core.App, site mail.Site, r openInvoice, kind string) error {
	return activity.AsSystem(app, invoicesTask).RunInTransaction(func(tx core.App) error {
		_, err := tx.FindFirstRecordByFilter(catalog.InvoiceNoticesCollection,
			catalog.InvoiceNoticeFieldInvoice+" = {:invoice} && "+catalog.InvoiceNoticeFieldKind+" = {:kind}", dbx.Params{"invoice": r.ID, "kind": kind})
		if err == nil {
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		notice, err := catalog.NewInvoiceNoticeRecord(tx)
		if err != nil {
			return err
		}
		notice.SetInvoice(r.ID)
		notice.SetKind(kind)
		if err := tx.Save(notice); err != nil {
			return err
		}
		inv, err := tx.FindRecordById(catalog.InvoicesCollection, r.ID)
		if err != nil {
			return err
		}
		order, err := tx.FindRecordById(catalog.WholesaleOrdersCollection, catalog.AsInvoice(inv).Order())
		if err != nil {
			return err
		}
		to, err := orderRecipients(tx, catalog.AsWholesaleOrder(order))
		if err != nil || len(to) == 0 {
			return err
		}
		email := mail.NewInvoiceReminder(site, to, r.Number, r.DueOn, r.BalanceCents)
		if kind == catalog.NoticeOverdue {
			email = mail.NewInvoiceOverdue(site, to, r.Number, r.DueOn, r.BalanceCents)
		}
		_, err = outbox.Queue(tx, email, outbox.About{})
		return err
	})
}

// markDelinquency marks delinquent each account with an invoice more than the setting's
// days late (its activity entry, and staff's email with its overdue invoices), and
// clears the mark of each account that has none left.
func (a *area) markDelinquency(app core.App, now time.Time) error {
	settings, err := a.wholesaleSettings(app)
	if err != nil {
		return err
	}
	r, err := receivablesAsOf(app, catalog.Today(now))
	if err != nil {
		return err
	}
	late := lateInvoicesByAccount(r.Overdue, settings.DelinquentAfterDays)
	marked, err := app.FindAllRecords(catalog.BuyerAccountsCollection, dbx.HashExp{catalog.BuyerAccountFieldDelinquent: true})
	if err != nil {
		return err
	}
	staffTo, err := a.deps.StaffRecipients(app)
	if err != nil {
		return err
	}
	site := a.deps.MailSiteOf(app)
	for _, rec := range marked {
		if _, stillLate := late[rec.Id]; !stillLate {
			if err := setDelinquent(activity.AsSystem(app, invoicesTask), catalog.AsBuyerAccount(rec), false); err != nil {
				return err
			}
		}
	}
	for id, overdue := range late {
		err := activity.AsSystem(app, invoicesTask).RunInTransaction(func(tx core.App) error {
			rec, err := tx.FindRecordById(catalog.BuyerAccountsCollection, id)
			if err != nil {
				return err
			}
			account := catalog.AsBuyerAccount(rec)
			if account.Delinquent() {
				return nil
			}
			if err := setDelinquent(tx, account, true); err != nil {
				return err
			}
			if len(staffTo) == 0 {
				return nil
			}
			_, err = outbox.Queue(tx, mail.NewDelinquentToStaff(site, staffTo, account, settings.DelinquentAfterDays, overdue), outbox.About{})
			return err
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// lateInvoicesByAccount are the overdue invoices of each account with one more than
// afterDays days late.
func lateInvoicesByAccount(overdue []catalog.OverdueInvoice, afterDays int) map[string][]catalog.OverdueInvoice {
	out := map[string][]catalog.OverdueInvoice{}
	for _, o := range overdue {
		if o.DaysLate > afterDays {
			out[o.Account] = nil
		}
	}
	for _, o := range overdue {
		if list, ok := out[o.Account]; ok {
			out[o.Account] = append(list, o)
		}
	}
	return out
}

func setDelinquent(app core.App, account *catalog.BuyerAccountRecord, delinquent bool) error {
	account.SetDelinquent(delinquent)
	return app.Save(account)
}

// clearDelinquencyIfPaid clears account's mark in tx (a payment's or a credit note's
// transaction) once it has no invoice more than the setting's days late left.
func (a *area) clearDelinquencyIfPaid(tx core.App, accountID string, today string) error {
	rec, err := tx.FindRecordById(catalog.BuyerAccountsCollection, accountID)
	if err != nil || !catalog.AsBuyerAccount(rec).Delinquent() {
		return err
	}
	settings, err := a.wholesaleSettings(tx)
	if err != nil {
		return err
	}
	r, err := receivablesAsOf(tx, today)
	if err != nil {
		return err
	}
	if _, late := lateInvoicesByAccount(r.Overdue, settings.DelinquentAfterDays)[accountID]; late {
		return nil
	}
	return setDelinquent(tx, catalog.AsBuyerAccount(rec), false)
}
