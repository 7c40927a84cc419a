package wholesale

import (
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"
)

// maxChecksListed bounds an account's checks answered at once (newest first).
const maxChecksListed = 500

func (a *area) registerChecks(staff *router.RouterGroup[*core.RequestEvent]) {
	staff.GET(api.StaffLicenceChecks, listChecks)
	staff.POST(api.StaffLicenceChecks, a.manualCheck)
}

// guardChecks keeps the licence checks append-only above the database's triggers:
// PocketBase's API and every record save refuse changing or deleting one, except the
// delete of a rejected application's checks with it (the retention).
func guardChecks(app core.App) {
	refuseRequest := func(e *core.RecordRequestEvent) error { return web.Forbidden(catalog.LicenceChecksAppendOnly) }
	app.OnRecordUpdateRequest(catalog.LicenceChecksCollection).BindFunc(refuseRequest)
	app.OnRecordDeleteRequest(catalog.LicenceChecksCollection).BindFunc(refuseRequest)
	app.OnRecordUpdateExecute(catalog.LicenceChecksCollection).BindFunc(func(e *core.RecordEvent) error {
		return web.Forbidden(catalog.LicenceChecksAppendOnly)
	})
	app.OnRecordDeleteExecute(catalog.LicenceChecksCollection).BindFunc(func(e *core.RecordEvent) error {
		account, err := e.App.FindRecordById(catalog.BuyerAccountsCollection, catalog.AsLicenceCheck(e.Record).Account())
		if err == nil && catalog.AsBuyerAccount(account).Status() != catalog.AccountRejected {
			return web.Forbidden(catalog.LicenceChecksAppendOnly)
		}
		return e.Next()
	})
}

// guardInvoices keeps issued invoices as written (bound here, beside the checks' guard:
// the save steps bind the area's record hooks from this file): no route of PocketBase's changes or
// deletes one, and no save does but the delivery's, which sets an empty due date once
// (the database's triggers refuse the same).
func guardInvoices(app core.App) {
	refuseRequest := func(e *core.RecordRequestEvent) error { return web.Forbidden(catalog.InvoicesAreFixed) }
	app.OnRecordUpdateRequest(catalog.InvoicesCollection).BindFunc(refuseRequest)
	app.OnRecordDeleteRequest(catalog.InvoicesCollection).BindFunc(refuseRequest)
	app.OnRecordUpdateExecute(catalog.InvoicesCollection).BindFunc(func(e *core.RecordEvent) error {
		if !onlyDated(e.Record) {
			return web.Forbidden(catalog.InvoicesAreFixed)
		}
		return e.Next()
	})
	app.OnRecordDeleteExecute(catalog.InvoicesCollection).BindFunc(func(e *core.RecordEvent) error {
		return web.Forbidden(catalog.InvoicesAreFixed)
	})
}

// guardCreditNotes keeps issued credit notes as written, as guardInvoices does invoices:
// no route of PocketBase's and no save changes or deletes one (the triggers refuse the
// same).
func guardCreditNotes(app core.App) {
	refuseRequest := func(e *core.RecordRequestEvent) error { return web.Forbidden(catalog.CreditNotesAreFixed) }
	app.OnRecordUpdateRequest(catalog.CreditNotesCollection).BindFunc(refuseRequest)
	app.OnRecordDeleteRequest(catalog.CreditNotesCollection).BindFunc(refuseRequest)
	refuse := func(e *core.RecordEvent) error { return web.Forbidden(catalog.CreditNotesAreFixed) }
	app.OnRecordUpdateExecute(catalog.CreditNotesCollection).BindFunc(refuse)
	app.OnRecordDeleteExecute(catalog.CreditNotesCollection).BindFunc(refuse)
}

// saveCheck appends a check of account's licence.
func saveCheck(tx core.App, account, source, result, actor, note, fileName string, details any) error {
	check, err := catalog.NewLicenceCheckRecord(tx)
	if err != nil {
		return err
	}
	check.SetAccount(account)
	check.SetSource(source)
	check.SetResult(result)
	check.SetActor(actor)
	check.SetNote(note)
	check.SetFileName(fileName)
	if details == nil {
		details = map[string]any{}
	}
	check.SetDetails(details)
	return tx.Save(check)
}

// checkToJSON is a check as staff read it.
func checkToJSON(rec *core.Record) map[string]any {
	c := catalog.AsLicenceCheck(rec)
	var details any
	_ = c.ReadDetails(&details)
	return map[string]any{
		"id": c.Id, "account": c.Account(), "source": c.Source(), "result": c.Result(), "details": details,
		"note": c.Note(), "actor": c.Actor(), "fileName": c.FileName(), "createdAt": isoTime(c.CreatedAt()),
	}
}

// listChecks answers an account's checks, newest first.
func listChecks(e *core.RequestEvent) error {
	account, err := findAccount(e.App, e)
	if err != nil {
		return err
	}
	records, err := e.App.FindRecordsByFilter(catalog.LicenceChecksCollection, catalog.LicenceCheckFieldAccount+" = {:id}",
		"-"+catalog.CreatedAtField+",-id", maxChecksListed, 0, dbx.Params{"id": account.Id})
	if err != nil {
		return err
	}
	out := make([]any, len(records))
	for i, rec := range records {
		out[i] = checkToJSON(rec)
	}
	return e.JSON(http.StatusOK, out)
}

// manualCheck records staff's own check of an account's licence ({result, note}) and
// makes it the account's licence status.
func (a *area) manualCheck(e *core.RequestEvent) error {
	account, err := findAccount(e.App, e)
	if err != nil {
		return err
	}
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	result, _ := body.Text("result")
	note, _ := body.Text("note")
	note = strings.TrimSpace(note)
	problems := &catalog.Problems{}
	if result == catalog.LicenceUnverified || !slices.Contains(catalog.LicenceStatuses, result) {
		problems.Add("result", catalog.MsgCheckResultInvalid)
	}
	switch {
	case note == "":
		problems.Add("note", catalog.MsgCheckNoteRequired)
	case utf8.RuneCountInString(note) > catalog.MaxCheckNote:
		problems.Add("note", catalog.MsgCheckNoteTooLong)
	}
	if problems.Any() {
		return validationError(problems)
	}
	now := a.deps.Now()
	err = activity.ForRequest(e.App, e).RunInTransaction(func(tx core.App) error {
		if err := saveCheck(tx, account.Id, catalog.CheckFromManual, result, staffName(e), note, "", nil); err != nil {
			return err
		}
		account.SetLicenceStatus(result)
		account.SetLicenceCheckedAt(dateTime(now))
		return activity.Doing(tx, catalog.ActionLicenceChecked, map[string]any{"result": result}).Save(account)
	})
	if err != nil {
		return a.deps.SaveError(err)
	}
	return e.JSON(http.StatusCreated, accountToJSON(account.Record))
}

// staffName is the signed-in staff member's username, as checks record their actor.
func staffName(e *core.RequestEvent) string {
	if e.Auth == nil {
		return "system"
	}
	return catalog.AsStaff(e.Auth).Username()
}

func dateTime(t time.Time) types.DateTime {
	dt, _ := types.ParseDateTime(t)
	return dt
}

// dbTime is t as PocketBase stores dates, for comparisons in SQL.
func dbTime(t time.Time) string { return dateTime(t).String() }

// isoTime is a stored date in ISO 8601 ("" when unset).
func isoTime(dt types.DateTime) string {
	if dt.IsZero() {
		return ""
	}
	return dt.Time().UTC().Format(time.RFC3339Nano)
}
