package hooks

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// A buyer's optional two-factor sign-in (issue 38), as staff's: set up and turned off on
// their account page, asked for after the password at sign-in.

// buyerSignInFrom signs email in from the client address from, with code (none: "").
func buyerSignInFrom(t testing.TB, handler http.Handler, from, email, password, code string) *http.Response {
	t.Helper()
	body := map[string]any{"identity": email, "password": password}
	if code != "" {
		body["code"] = code
	}
	return sendAs(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password", "", from, jsonBodyOf(body),
		map[string]string{"Content-Type": "application/json"})
}

// buyerAnswer is a sign-in's status, body and whether it asks for the code.
func buyerAnswer(t testing.TB, res *http.Response) (int, string, bool) {
	t.Helper()
	body := readAll(t, res)
	var answer struct {
		TOTPRequired bool `json:"totpRequired"`
	}
	json.Unmarshal([]byte(body), &answer)
	return res.StatusCode, body, answer.TOTPRequired
}

// enrolBuyer sets up two-factor for the buyer of token through the portal's routes, with
// a code of now; it answers the secret, the recovery codes and every answer's body.
func enrolBuyer(t testing.TB, handler http.Handler, token string, now time.Time) (secret string, codes []string, bodies []string) {
	t.Helper()
	res := send(t, handler, http.MethodPost, "/api/wholesale/me/totp", nil, asBuyer(token))
	mustEqual(t, "the start's Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	started := readAll(t, res)
	mustEqual(t, "set-up started", res.StatusCode, http.StatusOK)
	var enrolment catalog.TwoFactorEnrolment
	json.Unmarshal([]byte(started), &enrolment)
	if enrolment.Secret == "" || !strings.HasPrefix(enrolment.QRCode, "data:image/png;base64,") || !strings.Contains(enrolment.OtpauthURL, "secret="+enrolment.Secret) {
		t.Fatalf("enrolment %s", started)
	}
	res = send(t, handler, http.MethodPost, "/api/wholesale/me/totp/confirm", jsonBodyOf(map[string]any{"code": wrongCodeAt(t, enrolment.Secret, now)}), asBuyer(token))
	refused := readAll(t, res)
	mustEqual(t, "a wrong code does not confirm", res.StatusCode, http.StatusBadRequest)
	res = send(t, handler, http.MethodPost, "/api/wholesale/me/totp/confirm", jsonBodyOf(map[string]any{"code": codeAt(t, enrolment.Secret, now)}), asBuyer(token))
	mustEqual(t, "the confirmation's Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	confirmed := readAll(t, res)
	mustEqual(t, "set-up confirmed", res.StatusCode, http.StatusOK)
	var recovery catalog.RecoveryCodes
	json.Unmarshal([]byte(confirmed), &recovery)
	mustEqual(t, "recovery codes", len(recovery.RecoveryCodes), catalog.RecoveryCodeCount)
	return enrolment.Secret, recovery.RecoveryCodes, []string{started, refused, confirmed}
}

func buyerRecord(t testing.TB, app core.App, id string) *core.Record {
	t.Helper()
	rec, err := app.FindRecordById(catalog.BuyersCollection, id)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func TestABuyerTurnsOnTwoFactorAndThenSignsInWithTheCode(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	_, buyer := approvedAccount(t, app, "OCM-RETL-24-000601", "tia@shop-t.example.com", catalog.BuyerAdmin, "2027-06-30")
	token := signIn(t, handler, "tia@shop-t.example.com", nil)
	secret, recoveryCodes, setUp := enrolBuyer(t, handler, token, clock.Now())
	mustEqual(t, "two-factor on", staffauth.Enrolled(buyerRecord(t, app, buyer.Id)), true)
	mustEqual(t, "the set-up logged", countRecords(t, app, catalog.ActivityCollection, "action = 'totp.enrolled' && actorKind = 'buyer'"), 1)
	var answers []string
	keep := func(status int, body string, _ bool) int { answers = append(answers, body); return status }

	res := send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token))
	var me catalog.WholesaleMe
	meBody := readAll(t, res)
	answers = append(answers, meBody)
	json.Unmarshal([]byte(meBody), &me)
	mustEqual(t, "me says two-factor is on", me.Buyer.TwoFactor, true)

	sessions := countRecords(t, app, catalog.BuyerSessionsCollection, "")
	status, body, asked := buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, ""))
	answers = append(answers, body)
	if status != http.StatusUnauthorized || !asked || strings.Contains(body, `"token"`) {
		t.Fatalf("the password alone: %d %s", status, body)
	}
	mustEqual(t, "the password alone starts no session", countRecords(t, app, catalog.BuyerSessionsCollection, ""), sessions)

	// The confirmation used the code of its time step: it signs in no one.
	status, _, asked = buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, codeAt(t, secret, clock.Now())))
	mustEqual(t, "the set-up's code replayed", status, http.StatusUnauthorized)
	mustEqual(t, "the replay asks for a code", asked, true)

	clock.Advance(30 * time.Second)
	code := codeAt(t, secret, clock.Now())
	mustEqual(t, "the password and the app's code", keep(buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, code))), http.StatusOK)
	mustEqual(t, "a session", countRecords(t, app, catalog.BuyerSessionsCollection, ""), sessions+1)
	mustEqual(t, "the same code again", keep(buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, code))), http.StatusUnauthorized)
	mustEqual(t, "a code with the wrong password", keep(buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", "not-the-password", codeAt(t, secret, clock.Now().Add(30*time.Second))))), http.StatusBadRequest)

	mustEqual(t, "a recovery code", keep(buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, strings.ToUpper(recoveryCodes[0])))), http.StatusOK)
	mustEqual(t, "the recovery code again", keep(buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, recoveryCodes[0]))), http.StatusUnauthorized)
	mustEqual(t, "recovery codes left", len(catalog.AsBuyer(buyerRecord(t, app, buyer.Id)).RecoveryCodes()), catalog.RecoveryCodeCount-1)
	mustEqual(t, "the recovery code's use logged", countRecords(t, app, catalog.ActivityCollection, "action = 'totp.recovery_used' && actorKind = 'buyer'"), 1)

	res = send(t, handler, http.MethodGet, "/api/wholesale/users", nil, asBuyer(token))
	answers = append(answers, readAll(t, res))

	// The secret is in the set-up's first answer only, the recovery codes in its
	// confirmation only; no other answer, log entry or revision holds either.
	rec := buyerRecord(t, app, buyer.Id)
	hashes := catalog.AsBuyer(rec).RecoveryCodes()
	for i, body := range append(answers, setUp[1]) {
		for _, secretText := range append([]string{secret, "totpSecret", "recoveryCodes", hashes[0]}, recoveryCodes[1:]...) {
			if strings.Contains(body, secretText) {
				t.Errorf("answer %d holds %q: %.300s", i, secretText, body)
			}
		}
	}
	if strings.Contains(setUp[0], recoveryCodes[1]) || strings.Contains(setUp[2], secret) {
		t.Error("the set-up's answers hold each other's secrets")
	}
	stored := storedRows(t, app, catalog.ActivityCollection) + storedRows(t, app, "_logs")
	if collection, err := app.FindCollectionByNameOrId("revisions"); err == nil {
		stored += storedRows(t, app, collection.Name)
	}
	for _, secretText := range []string{secret, recoveryCodes[1], hashes[0]} {
		if strings.Contains(stored, secretText) {
			t.Errorf("a log entry or revision holds %q", secretText)
		}
	}
}

// storedRows is every row of table as text.
func storedRows(t testing.TB, app core.App, table string) string {
	t.Helper()
	var rows []dbx.NullStringMap
	db := app.NonconcurrentDB()
	if table == "_logs" {
		db = app.AuxNonconcurrentDB()
	}
	if err := db.Select("*").From(table).All(&rows); err != nil {
		t.Fatal(err)
	}
	text, _ := json.Marshal(rows)
	return string(text)
}

func TestWrongBuyerCodesCountAsFailedSignInsAndLockTheCodeStep(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	_, buyer := approvedAccount(t, app, "OCM-RETL-24-000602", "uma@shop-u.example.com", catalog.BuyerAdmin, "2027-06-30")
	secret, recoveryCodes, _ := enrolBuyer(t, handler, signIn(t, handler, "uma@shop-u.example.com", nil), clock.Now())
	clock.Advance(time.Minute)
	wrong := wrongCodeAt(t, secret, clock.Now())

	// From one network, wrong codes lock it as wrong passwords do.
	for try := range signin.FreeLoginFailures {
		status, _, asked := buyerAnswer(t, buyerSignInFrom(t, handler, "203.0.113.9", "uma@shop-u.example.com", buyerPassword, wrong))
		if status != http.StatusUnauthorized || !asked {
			t.Fatalf("wrong code %d: %d", try+1, status)
		}
	}
	res := buyerSignInFrom(t, handler, "203.0.113.9", "uma@shop-u.example.com", buyerPassword, wrong)
	mustEqual(t, "one wrong code more locks the network", res.StatusCode, http.StatusTooManyRequests)
	res = buyerSignInFrom(t, handler, "203.0.113.9", "uma@shop-u.example.com", buyerPassword, codeAt(t, secret, clock.Now()))
	mustEqual(t, "the right code from the network the wrong ones locked", res.StatusCode, http.StatusTooManyRequests)
	if res.Header.Get("Retry-After") == "" {
		t.Error("no Retry-After")
	}
	mustEqual(t, "failed sign-ins logged", countRecords(t, app, catalog.ActivityCollection, "action = 'login.failed' && recordId = {:id}", map[string]any{"id": buyer.Id}), signin.FreeLoginFailures)

	// From many networks, the buyer's wrong codes lock the code step itself.
	for n := signin.FreeLoginFailures + 1; n < staffauth.MaxWrongCodes; n++ {
		status, _, _ := buyerAnswer(t, buyerSignInFrom(t, handler, fmt.Sprintf("198.51.100.%d", n), "uma@shop-u.example.com", buyerPassword, wrong))
		if status == http.StatusOK {
			t.Fatalf("a wrong code from network %d signed in", n)
		}
	}
	mustEqual(t, "wrong codes counted", buyerRecord(t, app, buyer.Id).GetInt(catalog.FieldTOTPWrongCodes), staffauth.MaxWrongCodes)
	clock.Advance(30 * time.Second)
	status, body, asked := buyerAnswer(t, buyerSignInFrom(t, handler, "198.51.100.200", "uma@shop-u.example.com", buyerPassword, codeAt(t, secret, clock.Now())))
	if status != http.StatusTooManyRequests || !asked || !strings.Contains(body, catalog.MsgBuyerCodeStepLocked) {
		t.Fatalf("the right code once the code step is locked: %d %s", status, body)
	}
	mustEqual(t, "a recovery code gets in", buyerSignInFrom(t, handler, "198.51.100.201", "uma@shop-u.example.com", buyerPassword, recoveryCodes[0]).StatusCode, http.StatusOK)
	mustEqual(t, "and clears the lock", buyerRecord(t, app, buyer.Id).GetInt(catalog.FieldTOTPWrongCodes), 0)
	clock.Advance(30 * time.Second)
	mustEqual(t, "the app's code works again", buyerSignInFrom(t, handler, "198.51.100.202", "uma@shop-u.example.com", buyerPassword, codeAt(t, secret, clock.Now())).StatusCode, http.StatusOK)
}

func TestABuyerTurnsTwoFactorOffWithACodeOrThePassword(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	_, buyer := approvedAccount(t, app, "OCM-RETL-24-000603", "val@shop-v.example.com", catalog.BuyerAdmin, "2027-06-30")
	token := signIn(t, handler, "val@shop-v.example.com", nil)
	turnOff := func(body map[string]any) (int, string) {
		res := send(t, handler, http.MethodDelete, "/api/wholesale/me/totp", jsonBodyOf(body), asBuyer(token))
		mustEqual(t, "turning off's Cache-Control", res.Header.Get("Cache-Control"), "no-store")
		return res.StatusCode, readAll(t, res)
	}
	status, _ := turnOff(map[string]any{"password": buyerPassword})
	mustEqual(t, "turning off what is off", status, http.StatusBadRequest)

	secret, _, _ := enrolBuyer(t, handler, token, clock.Now())
	clock.Advance(30 * time.Second)
	for _, c := range []struct {
		name string
		body map[string]any
	}{
		{"nothing", map[string]any{}},
		{"a wrong password", map[string]any{"password": "not-the-password"}},
		{"a wrong code", map[string]any{"code": wrongCodeAt(t, secret, clock.Now())}},
		{"the set-up's used code", map[string]any{"code": codeAt(t, secret, clock.Now().Add(-30*time.Second))}},
	} {
		if status, body := turnOff(c.body); status != http.StatusBadRequest {
			t.Errorf("%s: %d %s", c.name, status, body)
		}
	}
	mustEqual(t, "still on", staffauth.Enrolled(buyerRecord(t, app, buyer.Id)), true)
	status, body := turnOff(map[string]any{"code": codeAt(t, secret, clock.Now())})
	mustEqual(t, "a current code turns it off", status, http.StatusOK)
	if strings.Contains(body, secret) || !strings.Contains(body, `"twoFactor":false`) {
		t.Errorf("turned off: %s", body)
	}
	rec := buyerRecord(t, app, buyer.Id)
	if staffauth.Enrolled(rec) || len(catalog.AsBuyer(rec).RecoveryCodes()) != 0 {
		t.Error("the secret or recovery codes are left")
	}
	mustEqual(t, "the password alone signs in again", buyerSignInFrom(t, handler, "", "val@shop-v.example.com", buyerPassword, "").StatusCode, http.StatusOK)

	clock.Advance(time.Minute)
	enrolBuyer(t, handler, token, clock.Now())
	status, _ = turnOff(map[string]any{"password": buyerPassword})
	mustEqual(t, "the password turns it off", status, http.StatusOK)
	mustEqual(t, "each turning off logged", countRecords(t, app, catalog.ActivityCollection, "action = 'totp.disabled' && actorKind = 'buyer'"), 2)
}

func TestTheOwnerResetsABuyersTwoFactorAndEndsTheirSessions(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	account, buyer := approvedAccount(t, app, "OCM-RETL-24-000604", "uma@shop-u.example.com", catalog.BuyerAdmin, "2027-06-30")
	token := signIn(t, handler, "uma@shop-u.example.com", nil)
	enrolBuyer(t, handler, token, clock.Now())
	path := "/api/admin/buyer-accounts/" + account.Id + "/buyers/" + buyer.Id + "/reset-two-factor"

	res := send(t, handler, http.MethodPost, "/api/admin/buyer-accounts/"+account.Id+"/buyers/"+account.Id+"/reset-two-factor", nil, staffHeaders())
	mustEqual(t, "no user of this account", res.StatusCode, http.StatusNotFound)

	res = send(t, handler, http.MethodPost, path, nil, staffHeaders())
	body := readAll(t, res)
	mustEqual(t, "the owner resets it", res.StatusCode, http.StatusOK)
	if !strings.Contains(body, `"twoFactor":false`) {
		t.Errorf("the account's answer: %s", body)
	}
	mustEqual(t, "off", staffauth.Enrolled(buyerRecord(t, app, buyer.Id)), false)
	mustEqual(t, "the buyer's sessions ended (a lost phone's too)", countRecords(t, app, catalog.BuyerSessionsCollection, "buyer = {:id}", dbx.Params{"id": buyer.Id}), 0)
	res = send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token))
	mustEqual(t, "the old session's token", res.StatusCode, http.StatusUnauthorized)
	mustEqual(t, "logged", countRecords(t, app, catalog.ActivityCollection, "action = 'totp.reset' && recordId = {:id}", dbx.Params{"id": buyer.Id}), 1)
	status, _, asked := buyerAnswer(t, buyerSignInFrom(t, handler, "", "uma@shop-u.example.com", buyerPassword, ""))
	if status != http.StatusOK || asked {
		t.Errorf("the password alone signs in again: %d %v", status, asked)
	}

	// Only the owner may.
	staff, _ := app.FindCollectionByNameOrId(catalog.StaffCollection)
	riley := core.NewRecord(staff)
	riley.Set("username", "riley")
	riley.SetPassword("long-enough-1")
	if err := app.Save(riley); err != nil {
		t.Fatal(err)
	}
	res = send(t, handler, http.MethodPost, path, nil, map[string]string{"Cookie": sessionOf(t, app, riley)})
	if body := readAll(t, res); res.StatusCode != http.StatusForbidden || !strings.Contains(body, catalog.MsgOnlyOwnerResetsBuyerTwoFactor) {
		t.Fatalf("a staff member who is not the owner: %d %s", res.StatusCode, body)
	}
}
