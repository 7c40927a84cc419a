package wholesale_test

import (
	"bytes"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// appliedAccount sends a valid application to app and returns its account.
func appliedAccount(t testing.TB, app *tests.TestApp, handler http.Handler) *catalog.BuyerAccountRecord {
	t.Helper()
	if res := apply(t, handler, application(), "licence.pdf", testPDF); res.StatusCode != http.StatusCreated {
		t.Fatalf("application: %d", res.StatusCode)
	}
	rec, err := app.FindFirstRecordByData(catalog.BuyerAccountsCollection, catalog.BuyerAccountFieldLicenceNumber, "OCM-RETL-24-000123")
	if err != nil {
		t.Fatal(err)
	}
	return catalog.AsBuyerAccount(rec)
}

func TestALicenceDocumentReachesStaffOnly(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	account := appliedAccount(t, app, handler)
	docs, _ := app.FindAllRecords(catalog.LicenceDocumentsCollection)
	doc := catalog.AsLicenceDocument(docs[0])
	buyerRec, _ := app.FindAuthRecordByEmail(catalog.BuyersCollection, "jo@greenleaf.example.com")
	buyerToken, err := buyerRec.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	buyerFileToken, err := buyerRec.NewFileToken()
	if err != nil {
		t.Fatal(err)
	}
	asBuyer := map[string]string{"Authorization": buyerToken}
	fileURL := "/api/files/" + catalog.LicenceDocumentsCollection + "/" + doc.Id + "/" + doc.File()
	for _, c := range []struct {
		name, url string
		headers   map[string]string
	}{
		{"/uploads by its stored name", "/uploads/" + doc.File(), nil},
		{"PocketBase's file route", fileURL, nil},
		{"PocketBase's file route with a buyer's file token", fileURL + "?token=" + buyerFileToken, nil},
		{"PocketBase's file route with a buyer's token", fileURL, asBuyer},
		{"the collection API's list of documents", "/api/collections/licence_documents/records", asBuyer},
		{"the collection API's document", "/api/collections/licence_documents/records/" + doc.Id, asBuyer},
		{"the collection API's buyers", "/api/collections/buyers/records", asBuyer},
		{"the collection API's accounts", "/api/collections/buyer_accounts/records", asBuyer},
		{"the collection API's account", "/api/collections/buyer_accounts/records/" + account.Id, asBuyer},
		{"the collection API's checks", "/api/collections/licence_checks/records", asBuyer},
		{"the staff route without a session", "/api/admin/buyer-accounts/" + account.Id + "/licence-document", nil},
		{"the staff route with a buyer's token", "/api/admin/buyer-accounts/" + account.Id + "/licence-document", asBuyer},
		{"the staff list with a buyer's token", "/api/admin/buyer-accounts", asBuyer},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := hookstest.Send(t, handler, http.MethodGet, c.url, nil, c.headers)
			body := hookstest.BodyOf(res)
			if res.StatusCode == http.StatusOK && !strings.Contains(body, `"items":[]`) {
				t.Fatalf("answered %d: %.200s", res.StatusCode, body)
			}
			if strings.Contains(body, "%PDF") || strings.Contains(body, "greenleaf") || strings.Contains(body, doc.File()) {
				t.Errorf("the answer shows the document or the account: %.200s", body)
			}
		})
	}
	t.Run("realtime: a subscription to the documents, buyers or accounts is refused", func(t *testing.T) {
		for _, topic := range []string{"licence_documents/*", "buyers/*", "buyer_accounts/*", "licence_checks/*"} {
			if allowed := realtimeTopicAllowed(t, app, topic, buyerRec); allowed {
				t.Errorf("a buyer may subscribe to %s", topic)
			}
		}
	})

	res := hookstest.StaffSend(t, handler, http.MethodGet, "/api/admin/buyer-accounts/"+account.Id+"/licence-document", "")
	body := hookstest.BodyOf(res)
	hookstest.MustEqual(t, "staff's status", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "the document", body, string(testPDF))
	hookstest.MustEqual(t, "Content-Type", res.Header.Get("Content-Type"), "application/pdf")
	hookstest.MustEqual(t, "Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	if !strings.HasPrefix(res.Header.Get("Content-Disposition"), "attachment") || !strings.Contains(res.Header.Get("Content-Security-Policy"), "sandbox") {
		t.Errorf("headers %v", res.Header)
	}
	hookstest.MustEqual(t, "openings logged", hookstest.CountRecords(t, app, catalog.ActivityCollection, "action = {:a} && recordId = {:d}",
		map[string]any{"a": catalog.ActionLicenceDocumentViewed, "d": doc.Id}), 1)
}

// realtimeTopicAllowed tells whether PocketBase's realtime would send auth a record of
// topic's collection (its list rule).
func realtimeTopicAllowed(t testing.TB, app core.App, topic string, auth *core.Record) bool {
	t.Helper()
	collection, err := app.FindCollectionByNameOrId(strings.TrimSuffix(topic, "/*"))
	if err != nil {
		t.Fatal(err)
	}
	return collection.ListRule != nil || collection.ViewRule != nil
}

func TestStaffDecideOnAnApplication(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	account := appliedAccount(t, app, handler)
	base := "/api/admin/buyer-accounts/" + account.Id

	res := hookstest.StaffSend(t, handler, http.MethodGet, "/api/admin/buyer-accounts?filter="+urlQuery(`{"status":"applied","licenceStatus":"unverified"}`), "")
	hookstest.MustEqual(t, "list", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "Content-Range", res.Header.Get("Content-Range"), "buyer-accounts 0-0/1")

	res = hookstest.StaffSend(t, handler, http.MethodPost, base+"/approve", "{}")
	hookstest.MustEqual(t, "approve before a check", res.StatusCode, http.StatusConflict)
	if body := hookstest.BodyOf(res); !strings.Contains(body, catalog.MsgApproveNeedsLicence) {
		t.Errorf("answer %s", body)
	}
	res = hookstest.StaffSend(t, handler, http.MethodPost, base+"/licence-checks", `{"result":"active","note":""}`)
	hookstest.MustEqual(t, "manual check without a note", res.StatusCode, http.StatusBadRequest)
	res = hookstest.StaffSend(t, handler, http.MethodPost, base+"/licence-checks", `{"result":"active","note":"Seen on OCM's verification page"}`)
	hookstest.MustEqual(t, "manual check", res.StatusCode, http.StatusCreated)
	res = hookstest.StaffSend(t, handler, http.MethodPost, base+"/approve", "{}")
	hookstest.MustEqual(t, "approve", res.StatusCode, http.StatusOK)

	emails, _ := app.FindAllRecords(catalog.OutboxCollection)
	var link string
	for _, rec := range emails {
		if e := catalog.AsOutboxEmail(rec); e.Kind() == "wholesale_set_password" {
			link = e.Text()
		}
	}
	_, token, found := strings.Cut(link, "/wholesale/reset-password?token=")
	if !found {
		t.Fatalf("no set-password email: %q", link)
	}
	token = strings.Fields(token)[0]
	res = hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/confirm-password-reset",
		strings.NewReader(`{"token":"`+token+`","password":"a-long-new-password","passwordConfirm":"a-long-new-password"}`), nil)
	hookstest.MustEqual(t, "PocketBase's reset takes the link's token", res.StatusCode, http.StatusNoContent)
	res = hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password",
		strings.NewReader(`{"identity":"jo@greenleaf.example.com","password":"a-long-new-password"}`), nil)
	hookstest.MustEqual(t, "the approved buyer signs in", res.StatusCode, http.StatusOK)

	res = hookstest.StaffSend(t, handler, http.MethodPost, base+"/suspend", `{"reason":""}`)
	hookstest.MustEqual(t, "suspend without a reason", res.StatusCode, http.StatusBadRequest)
	res = hookstest.StaffSend(t, handler, http.MethodPost, base+"/suspend", `{"reason":"Licence under review"}`)
	hookstest.MustEqual(t, "suspend", res.StatusCode, http.StatusOK)
	res = hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password",
		strings.NewReader(`{"identity":"jo@greenleaf.example.com","password":"a-long-new-password"}`), nil)
	hookstest.MustEqual(t, "a suspended account's buyer cannot sign in", res.StatusCode, http.StatusForbidden)
	res = hookstest.StaffSend(t, handler, http.MethodPost, base+"/reject", `{"reason":"No"}`)
	hookstest.MustEqual(t, "a suspended account cannot be rejected", res.StatusCode, http.StatusConflict)
	res = hookstest.StaffSend(t, handler, http.MethodPost, base+"/reinstate", "{}")
	hookstest.MustEqual(t, "reinstate", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "decisions logged", hookstest.CountRecords(t, app, catalog.ActivityCollection, "recordId = {:id} && action ~ 'account.'",
		map[string]any{"id": account.Id}), 3)

	res = hookstest.StaffSend(t, handler, http.MethodGet, base+"/licence-checks", "")
	body := hookstest.BodyOf(res)
	if !strings.Contains(body, `"source":"manual"`) || !strings.Contains(body, `"actor":"staff"`) {
		t.Errorf("checks %s", body)
	}
}

func TestLicenceChecksCannotBeChangedOrDeleted(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	appliedAccount(t, app, hookstest.AppHandler(t, app))
	checks, _ := app.FindAllRecords(catalog.LicenceChecksCollection)
	check := checks[0]
	check.Set(catalog.LicenceCheckFieldResult, catalog.LicenceActive)
	if err := app.Save(check); err == nil {
		t.Error("a check was changed by a save")
	}
	if err := app.Delete(check); err == nil {
		t.Error("a check was deleted")
	}
	if _, err := app.DB().NewQuery("UPDATE licence_checks SET result = 'active'").Execute(); err == nil {
		t.Error("a check was changed by SQL")
	}
	if _, err := app.DB().NewQuery("DELETE FROM licence_checks").Execute(); err == nil {
		t.Error("a check was deleted by SQL")
	}
	hookstest.MustEqual(t, "checks", hookstest.CountRecords(t, app, catalog.LicenceChecksCollection, "result = 'unverified'"), 1)
}

func urlQuery(s string) string {
	return strings.NewReplacer("{", "%7B", "}", "%7D", `"`, "%22", ":", "%3A", ",", "%2C").Replace(s)
}

// importCSV is a synthetic licence file in the documented layout.
const importCSV = `license_number,license_type_code,license_status_code,expiration_date,entity_name,dba,address_line_1,city,state,zip_code
OCM-RETL-24-000123,OCMRETL,Active,2027-06-30T00:00:00.000,Green Leaf Retail LLC,Green Leaf,12 Main St,Kingston,NY,12401
OCM-RETL-24-000124,OCMRETL,Active,2027-06-30,Other Name Inc,,99 Elm Street,Albany,NY,12207
OCM-CAURD-22-000045,OCMCAURD,Active,2025-12-01,Expired Shop LLC,,1 Broadway,New York,NY,10004
,OCMRETL,Active,2027-01-01,No Number LLC,,,,NY,
OCM-RETL-24-000999,OCMRETL,Active,someday,Bad Date LLC,,,,NY,
`

func importBody(t testing.TB, csv string) (io.Reader, string) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	part, _ := w.CreateFormFile("file", "licences.csv")
	part.Write([]byte(csv))
	w.Close()
	return &buf, w.FormDataContentType()
}

func TestTheLicenceImportMatchesFlagsAndRecords(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	matching := appliedAccount(t, app, handler)
	other := newAccount(t, app, "OCM-RETL-24-000124", "Different Name LLC", "99 Elm Street", "Albany", "12207", "2027-06-30")
	expired := newAccount(t, app, "OCM-CAURD-22-000045", "Expired Shop LLC", "1 Broadway", "New York", "10004", "2026-06-01")

	post := func(url string) *http.Response {
		body, contentType := importBody(t, importCSV)
		req := httptest.NewRequest(http.MethodPost, url, body)
		req.Header.Set("Content-Type", contentType)
		req.Header.Set("Cookie", hookstest.StaffHeaders()["Cookie"])
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		return rec.Result()
	}
	res := post("/api/admin/licence-imports/preview")
	body := hookstest.BodyOf(res)
	hookstest.MustEqual(t, "preview", res.StatusCode, http.StatusOK)
	for _, want := range []string{`"rowsRead":5`, `"unreadableCount":2`, `"why":"no licence number"`, `"license_number":"licenceNumber"`} {
		if !strings.Contains(body, want) {
			t.Errorf("the preview lacks %s: %s", want, body)
		}
	}
	hookstest.MustEqual(t, "a preview writes no check", hookstest.CountRecords(t, app, catalog.LicenceChecksCollection, "source = 'import'"), 0)

	res = post("/api/admin/licence-imports")
	hookstest.MustEqual(t, "apply", res.StatusCode, http.StatusOK)
	for account, want := range map[string]string{matching.Id: catalog.LicenceActive, other: catalog.LicenceMismatch, expired: catalog.LicenceExpired} {
		rec, _ := app.FindRecordById(catalog.BuyerAccountsCollection, account)
		hookstest.MustEqual(t, "licence status of "+catalog.AsBuyerAccount(rec).LicenceNumber(), catalog.AsBuyerAccount(rec).LicenceStatus(), want)
		hookstest.MustEqual(t, "import checks of "+account, hookstest.CountRecords(t, app, catalog.LicenceChecksCollection, "source = 'import' && account = {:a} && result = {:r} && actor = 'staff' && fileName = 'licences.csv'",
			map[string]any{"a": account, "r": want}), 1)
	}
	rec, _ := app.FindRecordById(catalog.BuyerAccountsCollection, expired)
	hookstest.MustEqual(t, "the expiry from the file", catalog.AsBuyerAccount(rec).LicenceExpiry(), "2025-12-01")
	checks, _ := app.FindRecordsByFilter(catalog.LicenceChecksCollection, "account = {:a} && source = 'import'", "", 1, 0, map[string]any{"a": other})
	if details := checks[0].GetString(catalog.LicenceCheckFieldDetails); !strings.Contains(details, `"mismatches":["name"]`) {
		t.Errorf("the check's details: %s", details)
	}
}

func newAccount(t testing.TB, app core.App, number, name, street, city, zip, expiry string) string {
	t.Helper()
	a, err := catalog.NewBuyerAccountRecord(app)
	if err != nil {
		t.Fatal(err)
	}
	a.SetLegalName(name)
	a.SetLicenceNumber(number)
	a.SetLicenceType(catalog.LicenceRetailDispensary)
	a.SetLicenceExpiry(expiry)
	a.SetPremisesStreet(street)
	a.SetPremisesCity(city)
	a.SetPremisesState("NY")
	a.SetPremisesZip(zip)
	a.SetContactName("Sam Buyer")
	a.SetContactEmail("sam@" + strings.ToLower(strings.ReplaceAll(number, "-", "")) + ".example.com")
	a.SetContactPhone("518-555-0100")
	a.SetStatus(catalog.AccountApplied)
	a.SetLicenceStatus(catalog.LicenceUnverified)
	if err := app.Save(a); err != nil {
		t.Fatal(err)
	}
	return a.Id
}

func TestStaffCorrectAnAccountsDetails(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	account := appliedAccount(t, app, handler)
	base := "/api/admin/buyer-accounts/" + account.Id
	res := hookstest.StaffSend(t, handler, http.MethodPost, base+"/licence-checks", `{"result":"active","note":"Seen on OCM's verification page"}`)
	hookstest.MustEqual(t, "manual check", res.StatusCode, http.StatusCreated)
	current := func() *catalog.BuyerAccountRecord {
		rec, err := app.FindRecordById(catalog.BuyerAccountsCollection, account.Id)
		if err != nil {
			t.Fatal(err)
		}
		return catalog.AsBuyerAccount(rec)
	}
	warned := current()
	warned.SetExpiryWarnedDays(60)
	if err := app.Save(warned); err != nil {
		t.Fatal(err)
	}

	// A bad value is refused with its message, and nothing changes.
	res = hookstest.StaffSend(t, handler, http.MethodPatch, base, `{"contactName":"Sam Rivera","premisesState":"NJ"}`)
	hookstest.MustEqual(t, "a premises outside New York", res.StatusCode, http.StatusBadRequest)
	if body := hookstest.BodyOf(res); !strings.Contains(body, catalog.MsgPremisesNotInNewYork) {
		t.Errorf("answer %s", body)
	}
	hookstest.MustEqual(t, "nothing changed", current().ContactName(), account.ContactName())

	// A renewed licence's expiry and a new contact: the old expiry's warning is forgotten,
	// the licence stays checked, the fields staff do not set are left alone, and the log
	// keeps who changed what.
	res = hookstest.StaffSend(t, handler, http.MethodPatch, base, `{"licenceExpiry":"2029-06-30","contactName":"Sam Rivera","status":"approved","licenceStatus":"active"}`)
	hookstest.MustEqual(t, "correct the details", res.StatusCode, http.StatusOK)
	body := hookstest.BodyOf(res)
	if !strings.Contains(body, `"contactName":"Sam Rivera"`) || !strings.Contains(body, `"licenceExpiry":"2029-06-30"`) ||
		!strings.Contains(body, `"email":"jo@greenleaf.example.com"`) || !strings.Contains(body, `"uploadedBy":"applicant"`) {
		t.Errorf("answer %s", body)
	}
	after := current()
	hookstest.MustEqual(t, "expiry", after.LicenceExpiry(), "2029-06-30")
	hookstest.MustEqual(t, "the old expiry's warning is forgotten", after.ExpiryWarnedDays(), 0)
	hookstest.MustEqual(t, "the status changes by decisions only", after.Status(), catalog.AccountApplied)
	hookstest.MustEqual(t, "the licence stays checked", after.LicenceStatus(), catalog.LicenceActive)
	entry := hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "logged change", entry.RecordID, account.Id)
	hookstest.MustEqual(t, "its author", entry.ActorName, "staff")
	if c := entry.Changes[catalog.BuyerAccountFieldLicenceExpiry]; c.Before != "2027-06-30" || c.After != "2029-06-30" {
		t.Errorf("the log's changes: %+v", entry.Changes)
	}
	// A person's details are named as changed, their values kept out of the log.
	if c, ok := entry.Changes[catalog.BuyerAccountFieldContactName]; !ok || c.Hidden == "" || c.After != nil {
		t.Errorf("the contact's change: %+v", c)
	}

	// Another licence number: no check has seen it.
	res = hookstest.StaffSend(t, handler, http.MethodPatch, base, `{"licenceNumber":"ocm-retl-24-000999"}`)
	hookstest.MustEqual(t, "a corrected licence number", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "the number as matched", current().LicenceNumber(), "OCM-RETL-24-000999")
	hookstest.MustEqual(t, "unverified until checked", current().LicenceStatus(), catalog.LicenceUnverified)

	// A buyer cannot, nor a visitor.
	res = hookstest.Send(t, handler, http.MethodPatch, base, strings.NewReader(`{"contactName":"Someone Else"}`), nil)
	hookstest.MustEqual(t, "a visitor", res.StatusCode, http.StatusUnauthorized)
	hookstest.MustEqual(t, "unchanged by a visitor", current().ContactName(), "Sam Rivera")
}
