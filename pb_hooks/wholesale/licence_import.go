package wholesale

import (
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/licences"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// importSlot lets one licence file be read at a time (up to 16 MB); another is answered 503.
var importSlot = make(chan struct{}, 1)

// MsgImportBusy is the 503 of an import while another is read.
const MsgImportBusy = "Another licence file is being read. Please try again in a minute."

func (a *area) registerImport(staff *router.RouterGroup[*core.RequestEvent]) {
	staff.POST(api.StaffLicenceImportPreview, a.importRoute(false))
	staff.POST(api.StaffLicenceImport, a.importRoute(true))
}

// Import is what reading a licence file found, and (applied) what it wrote.
type Import struct {
	*licences.File
	Matches  []licences.Match `json:"matches"`
	NotFound []NotFound       `json:"notFound"`
	Applied  bool             `json:"applied"`
}

// NotFound is an account whose licence number the file lacks (no check is written: the
// file may be part of the list; staff check it by hand).
type NotFound struct {
	Account       string `json:"account"`
	LegalName     string `json:"legalName"`
	LicenceNumber string `json:"licenceNumber"`
}

// importRoute reads a multipart CSV ("file"; "columns": a JSON object of header → field
// over the default aliases) and answers the preview, or applies it.
func (a *area) importRoute(apply bool) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		select {
		case importSlot <- struct{}{}:
			defer func() { <-importSlot }()
		default:
			e.Response.Header().Set("Retry-After", "60")
			return web.APIError(http.StatusServiceUnavailable, MsgImportBusy, nil)
		}
		form, err := web.ReadDocumentForm(e.Request, "file", licences.MaxFileBytes)
		switch {
		case errors.Is(err, web.ErrDocumentTooLarge):
			return problemOf("file", "The licence file must be at most 16 MB")
		case errors.Is(err, web.ErrNoDocument):
			return problemOf("file", "Attach the licence list (a CSV file)")
		case err != nil:
			return err
		}
		var columns map[string]string
		if raw := form.Fields["columns"]; raw != "" {
			if json.Unmarshal([]byte(raw), &columns) != nil {
				return problemOf("columns", "Columns must be a JSON object of header to field")
			}
		}
		result, err := ImportLicences(activity.ForRequest(e.App, e), form.Data, columns, form.Name, staffName(e), a.deps.Clock(), apply)
		if err != nil {
			var bad badFile
			if errors.As(err, &bad) {
				return problemOf("file", bad.Error())
			}
			return err
		}
		return e.JSON(http.StatusOK, result)
	}
}

// badFile is a file that could not be read at all.
type badFile struct{ error }

// ImportLicences reads a licence file and matches it with every account (now: the day a
// licence is judged on, in New York). Applied, it writes in one transaction one check
// per matched account and each one's licence status, expiry and time of check; the
// file is read before it, outside.
func ImportLicences(app core.App, data []byte, columns map[string]string, fileName, actor string, now time.Time, apply bool) (*Import, error) {
	f, err := licences.Read(data, columns)
	if err != nil {
		return nil, badFile{err}
	}
	records, err := app.FindAllRecords(catalog.BuyerAccountsCollection)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]*catalog.BuyerAccountRecord, len(records))
	accounts := make([]licences.Account, len(records))
	for i, rec := range records {
		acc := catalog.AsBuyerAccount(rec)
		byID[acc.Id] = acc
		accounts[i] = licences.Account{
			ID: acc.Id, LegalName: acc.LegalName(), DBA: acc.Dba(), Number: acc.LicenceNumber(), Type: acc.LicenceType(),
			Expiry: acc.LicenceExpiry(), Street: acc.PremisesStreet(), City: acc.PremisesCity(), Zip: acc.PremisesZip(),
		}
	}
	matches, missing := licences.MatchAccounts(f, accounts, now)
	result := &Import{File: f, Matches: matches, NotFound: []NotFound{}}
	if result.Matches == nil {
		result.Matches = []licences.Match{}
	}
	for _, m := range missing {
		result.NotFound = append(result.NotFound, NotFound{Account: m.ID, LegalName: m.LegalName, LicenceNumber: m.Number})
	}
	if !apply {
		return result, nil
	}
	err = app.RunInTransaction(func(tx core.App) error {
		for _, m := range matches {
			details := map[string]any{"line": m.Line, "values": m.Values, "mismatches": m.Mismatches}
			if err := saveCheck(tx, m.Account, catalog.CheckFromImport, m.Result, actor, "", fileName, details); err != nil {
				return err
			}
			acc := byID[m.Account]
			acc.SetLicenceStatus(m.Result)
			acc.SetLicenceCheckedAt(dateTime(now))
			if m.Expiry != "" {
				acc.SetLicenceExpiry(m.Expiry)
			}
			if err := activity.Doing(tx, catalog.ActionLicencesImported, map[string]any{"file": fileName}).Save(acc); err != nil {
				return err
			}
		}
		return nil
	})
	result.Applied = err == nil
	return result, err
}
