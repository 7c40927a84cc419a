package wholesale_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// testPDF is the smallest file that opens as a PDF by its content.
var testPDF = []byte("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")

// application is a valid application's fields (the forms' clock is 2026-01-01).
func application() map[string]string {
	return map[string]string{
		"legalName": "Green Leaf Retail LLC", "dba": "Green Leaf", "licenceNumber": "ocm-retl-24-000123",
		"licenceType": catalog.LicenceRetailDispensary, "licenceExpiry": "2027-06-30",
		"premisesStreet": "12 Main Street", "premisesCity": "Kingston", "premisesState": "ny", "premisesZip": "12401",
		"contactName": "Jo Buyer", "contactEmail": "jo@greenleaf.example.com", "contactPhone": "845-555-0100",
	}
}

// applicationBody is a multipart application: fields, then the document (none when nil).
func applicationBody(t testing.TB, fields map[string]string, name string, document []byte) (io.Reader, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		w.WriteField(k, v)
	}
	if document != nil {
		part, _ := w.CreateFormFile("licenceDocument", name)
		part.Write(document)
	}
	w.Close()
	return &buf, w.FormDataContentType()
}

// apply sends an application to handler.
func apply(t testing.TB, handler http.Handler, fields map[string]string, name string, document []byte) *http.Response {
	t.Helper()
	body, contentType := applicationBody(t, fields, name, document)
	req := httptest.NewRequest(http.MethodPost, "/api/wholesale/applications", body)
	req.Header.Set("Content-Type", contentType)
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, req)
	return rec.Result()
}

func withField(fields map[string]string, key, value string) map[string]string {
	out := map[string]string{}
	for k, v := range fields {
		out[k] = v
	}
	if value == deleteText {
		delete(out, key)
	} else {
		out[key] = value
	}
	return out
}

const deleteText = "\x00delete"

func TestAnApplicationMakesTheAccountItsBuyerDocumentCheckAndEmails(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	res := apply(t, hookstest.AppHandler(t, app), application(), "licence.pdf", testPDF)
	if res.StatusCode != http.StatusCreated {
		body, _ := io.ReadAll(res.Body)
		t.Fatalf("status %d: %s", res.StatusCode, body)
	}
	var answer map[string]string
	hookstest.DecodeResponse(t, res, &answer)
	hookstest.MustEqual(t, "message", answer["message"], catalog.MsgApplicationReceived)

	rec, err := app.FindFirstRecordByData(catalog.BuyerAccountsCollection, catalog.BuyerAccountFieldLicenceNumber, "OCM-RETL-24-000123")
	if err != nil {
		t.Fatal("the account is stored with its licence number in upper case: ", err)
	}
	account := catalog.AsBuyerAccount(rec)
	hookstest.MustEqual(t, "status", account.Status(), catalog.AccountApplied)
	hookstest.MustEqual(t, "licence status", account.LicenceStatus(), catalog.LicenceUnverified)
	hookstest.MustEqual(t, "state", account.PremisesState(), "NY")

	buyer, err := app.FindAuthRecordByEmail(catalog.BuyersCollection, "jo@greenleaf.example.com")
	if err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "buyer's account", catalog.AsBuyer(buyer).Account(), account.Id)
	hookstest.MustEqual(t, "buyer's role", catalog.AsBuyer(buyer).Role(), catalog.BuyerAdmin)
	hookstest.MustEqual(t, "verified", buyer.Verified(), false)
	hookstest.MustEqual(t, "a password nobody knows", buyer.ValidatePassword(""), false)

	hookstest.MustEqual(t, "documents", hookstest.CountRecords(t, app, catalog.LicenceDocumentsCollection, "account = {:a}", map[string]any{"a": account.Id}), 1)
	checks, _ := app.FindAllRecords(catalog.LicenceChecksCollection)
	hookstest.MustEqual(t, "checks", len(checks), 1)
	hookstest.MustEqual(t, "check's source", catalog.AsLicenceCheck(checks[0]).Source(), catalog.CheckFromApplication)
	hookstest.MustEqual(t, "check's result", catalog.AsLicenceCheck(checks[0]).Result(), catalog.LicenceUnverified)

	emails, _ := app.FindAllRecords(catalog.OutboxCollection)
	var receipt *catalog.OutboxEmailRecord
	for _, rec := range emails {
		if e := catalog.AsOutboxEmail(rec); e.Kind() == "wholesale_application_receipt" {
			receipt = e
		}
	}
	if receipt == nil {
		t.Fatal("no receipt queued for the contact")
	}
	hookstest.MustEqual(t, "receipt to", strings.Join(receipt.To(), ","), "jo@greenleaf.example.com")
	for _, theirs := range []string{"Green Leaf", "Jo Buyer", "Main Street"} {
		if strings.Contains(receipt.Text()+receipt.HTML()+receipt.Subject(), theirs) {
			t.Errorf("the receipt quotes the applicant's words %q", theirs)
		}
	}
}

func TestEachApplicationRuleAnswersItsMessage(t *testing.T) {
	valid := application()
	cases := []struct {
		name, field, value, message string
		fileName                    string
		document                    []byte
	}{
		{"legal name missing", "legalName", "", catalog.MsgLegalNameRequired, "", nil},
		{"licence number of another form", "licenceNumber", "RETL-24-123", catalog.MsgLicenceNumberInvalid, "", nil},
		{"licence type that may not buy from a distributor", "licenceType", "cultivator", catalog.MsgLicenceTypeInvalid, "", nil},
		{"expiry not a date", "licenceExpiry", "June 2027", catalog.MsgLicenceExpiryInvalid, "", nil},
		{"expiry past", "licenceExpiry", "2025-12-31", catalog.MsgLicenceExpiryPast, "", nil},
		{"expiry today", "licenceExpiry", "2026-01-01", catalog.MsgLicenceExpiryPast, "", nil},
		{"street missing", "premisesStreet", "", catalog.MsgPremisesStreetRequired, "", nil},
		{"city missing", "premisesCity", "", catalog.MsgPremisesCityRequired, "", nil},
		{"premises out of New York", "premisesState", "NJ", catalog.MsgPremisesNotInNewYork, "", nil},
		{"ZIP code invalid", "premisesZip", "124", catalog.MsgPremisesZipInvalid, "", nil},
		{"contact name too short", "contactName", "J", catalog.MsgContactNameTooShort, "", nil},
		{"contact email invalid", "contactEmail", "jo at example", catalog.MsgInvalidEmail, "", nil},
		{"contact phone invalid", "contactPhone", "call me", catalog.MsgInvalidPhone, "", nil},
		{"contact phone missing", "contactPhone", "", catalog.MsgInvalidPhone, "", nil},
		{"no document", "licenceDocument", "", catalog.MsgLicenceDocumentMissing, "-", nil},
		{"a document named .pdf that is no PDF", "licenceDocument", "", catalog.MsgLicenceDocumentType, "licence.pdf", []byte("<html><script>alert(1)</script>")},
		{"a document over 10 MB", "licenceDocument", "", catalog.MsgLicenceDocumentTooBig, "licence.pdf", append(append([]byte{}, testPDF...), make([]byte, catalog.MaxLicenceDocument)...)},
	}
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fields := valid
			if c.field != "licenceDocument" {
				fields = withField(valid, c.field, c.value)
			}
			// Each case from its own client, within the per-client allowance.
			fields = withField(fields, "contactEmail", fields["contactEmail"])
			name, document := "licence.pdf", testPDF
			if c.fileName != "" {
				name, document = c.fileName, c.document
			}
			body, contentType := applicationBody(t, fields, name, document)
			req := httptest.NewRequest(http.MethodPost, "/api/wholesale/applications", body)
			req.Header.Set("Content-Type", contentType)
			req.RemoteAddr = fmt.Sprintf("198.51.100.%d:1234", i+1)
			rec := httptest.NewRecorder()
			handler.ServeHTTP(rec, req)
			if rec.Code != http.StatusBadRequest {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			var answer struct {
				Data map[string]struct{ Message string } `json:"data"`
			}
			json.Unmarshal(rec.Body.Bytes(), &answer)
			hookstest.MustEqual(t, c.field+"'s message", answer.Data[c.field].Message, c.message)
		})
	}
	hookstest.MustEqual(t, "accounts stored", hookstest.CountRecords(t, app, catalog.BuyerAccountsCollection, ""), 0)
	hookstest.MustEqual(t, "documents stored", hookstest.CountRecords(t, app, catalog.LicenceDocumentsCollection, ""), 0)
}

func TestApplicationLimits(t *testing.T) {
	t.Run("a bot filling the hidden field is thanked, nothing kept", func(t *testing.T) {
		app := hookstest.NewApp(t)
		defer app.Cleanup()
		res := apply(t, hookstest.AppHandler(t, app), withField(application(), "website", "http://spam.example"), "licence.pdf", testPDF)
		hookstest.MustEqual(t, "status", res.StatusCode, http.StatusCreated)
		hookstest.MustEqual(t, "accounts", hookstest.CountRecords(t, app, catalog.BuyerAccountsCollection, ""), 0)
		hookstest.MustEqual(t, "emails", hookstest.CountRecords(t, app, catalog.OutboxCollection, ""), 0)
	})
	t.Run("the 4th application of a client within a minute is refused", func(t *testing.T) {
		app := hookstest.NewApp(t)
		defer app.Cleanup()
		handler := hookstest.AppHandler(t, app)
		for i := range hooks.ApplicationsPerMinute {
			fields := withField(application(), "licenceNumber", "OCM-RETL-24-00012"+string(rune('0'+i)))
			fields = withField(fields, "contactEmail", "jo"+string(rune('0'+i))+"@greenleaf.example.com")
			if res := apply(t, handler, fields, "licence.pdf", testPDF); res.StatusCode != http.StatusCreated {
				t.Fatalf("application %d: %d", i+1, res.StatusCode)
			}
		}
		res := apply(t, handler, application(), "licence.pdf", testPDF)
		hookstest.MustEqual(t, "status", res.StatusCode, http.StatusTooManyRequests)
		hookstest.MustEqual(t, "accounts", hookstest.CountRecords(t, app, catalog.BuyerAccountsCollection, ""), hooks.ApplicationsPerMinute)
	})
	t.Run("a second application for the same licence or the same email is refused with its message", func(t *testing.T) {
		app := hookstest.NewApp(t)
		defer app.Cleanup()
		handler := hookstest.AppHandler(t, app)
		hookstest.MustEqual(t, "first", apply(t, handler, application(), "licence.pdf", testPDF).StatusCode, http.StatusCreated)
		res := apply(t, handler, withField(application(), "contactEmail", "other@greenleaf.example.com"), "licence.pdf", testPDF)
		hookstest.MustEqual(t, "same licence", res.StatusCode, http.StatusBadRequest)
		body, _ := io.ReadAll(res.Body)
		if !strings.Contains(string(body), catalog.MsgLicenceAlreadyApplied) {
			t.Errorf("answer %s", body)
		}
		res = apply(t, handler, withField(application(), "licenceNumber", "OCM-RETL-24-000999"), "licence.pdf", testPDF)
		hookstest.MustEqual(t, "same email", res.StatusCode, http.StatusBadRequest)
		hookstest.MustEqual(t, "accounts", hookstest.CountRecords(t, app, catalog.BuyerAccountsCollection, ""), 1)
	})
	_ = tests.ApiScenario{}
}

// The licence document is stored after the account's transaction has committed (its
// upload, to S3 where files are kept there, does not hold that transaction open); when it
// cannot be stored, the application leaves nothing behind (no account, no buyer, no check,
// no email) and may be sent again.
func TestTheLicenceDocumentIsStoredAfterTheAccountsTransactionOrNothingIsKept(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	var accountCommitted []bool
	fail := true
	app.OnRecordCreateExecute(catalog.LicenceDocumentsCollection).BindFunc(func(e *core.RecordEvent) error {
		// Read on another connection than the one writing: only a committed account shows.
		_, err := app.FindRecordById(catalog.BuyerAccountsCollection, catalog.AsLicenceDocument(e.Record).Account())
		accountCommitted = append(accountCommitted, err == nil)
		if fail {
			return errors.New("the storage did not answer")
		}
		return e.Next()
	})

	res := apply(t, handler, application(), "licence.pdf", testPDF)
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" {
		t.Fatalf("an application whose document was not stored answered %d", res.StatusCode)
	}
	var refusal struct{ Message string }
	hookstest.DecodeResponse(t, res, &refusal)
	hookstest.MustEqual(t, "message", refusal.Message, catalog.MsgLicenceDocumentNotStored)
	for _, collection := range []string{catalog.BuyerAccountsCollection, catalog.BuyersCollection, catalog.LicenceChecksCollection, catalog.LicenceDocumentsCollection, catalog.OutboxCollection} {
		if n := hookstest.CountRecords(t, app, collection, "1=1", nil); n != 0 {
			t.Errorf("%s: %d records left by an application whose document was not stored", collection, n)
		}
	}

	fail = false
	if res := apply(t, handler, application(), "licence.pdf", testPDF); res.StatusCode != http.StatusCreated {
		t.Fatalf("sent again: %d", res.StatusCode)
	}
	hookstest.MustEqual(t, "the account committed before each document's upload", fmt.Sprint(accountCommitted), "[true true]")
	hookstest.MustEqual(t, "checks", hookstest.CountRecords(t, app, catalog.LicenceChecksCollection, "1=1", nil), 1)
}
