package wholesale_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
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
	return hookstest.SendAs(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password", "", from, hookstest.JSONBody(body),
		map[string]string{"Content-Type": "application/json"})
}

// buyerAnswer is a sign-in's status, body and whether it asks for the code.
func buyerAnswer(t testing.TB, res *http.Response) (int, string, bool) {
	t.Helper()
	body := hookstest.ReadAll(t, res)
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
	res := hookstest.Send(t, handler, http.MethodPost, "/api/wholesale/me/totp", nil, asBuyer(token))
	hookstest.MustEqual(t, "the start's Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	started := hookstest.ReadAll(t, res)
	hookstest.MustEqual(t, "set-up started", res.StatusCode, http.StatusOK)
	var enrolment catalog.TwoFactorEnrolment
	json.Unmarshal([]byte(started), &enrolment)
	if enrolment.Secret == "" || !strings.HasPrefix(enrolment.QRCode, "data:image/png;base64,") || !strings.Contains(enrolment.OtpauthURL, "secret="+enrolment.Secret) {
		t.Fatalf("enrolment %s", started)
	}
	res = hookstest.Send(t, handler, http.MethodPost, "/api/wholesale/me/totp/confirm", hookstest.JSONBody(map[string]any{"code": hookstest.WrongCodeAt(t, enrolment.Secret, now)}), asBuyer(token))
	refused := hookstest.ReadAll(t, res)
	hookstest.MustEqual(t, "a wrong code does not confirm", res.StatusCode, http.StatusBadRequest)
	res = hookstest.Send(t, handler, http.MethodPost, "/api/wholesale/me/totp/confirm", hookstest.JSONBody(map[string]any{"code": hookstest.CodeAt(t, enrolment.Secret, now)}), asBuyer(token))
	hookstest.MustEqual(t, "the confirmation's Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	confirmed := hookstest.ReadAll(t, res)
	hookstest.MustEqual(t, "set-up confirmed", res.StatusCode, http.StatusOK)
	var recovery catalog.RecoveryCodes
	json.Unmarshal([]byte(confirmed), &recovery)
	hookstest.MustEqual(t, "recovery codes", len(recovery.RecoveryCodes), catalog.RecoveryCodeCount)
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
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, handler := buyerApp(t, clock)
	_, buyer := approvedAccount(t, app, "OCM-RETL-24-000601", "tia@shop-t.example.com", catalog.BuyerAdmin, "2027-06-30")
	token := signIn(t, handler, "tia@shop-t.example.com", nil)
	secret, recoveryCodes, setUp := enrolBuyer(t, handler, token, clock.Now())
	hookstest.MustEqual(t, "two-factor on", staffauth.Enrolled(buyerRecord(t, app, buyer.Id)), true)
	hookstest.MustEqual(t, "the set-up logged", hookstest.CountRecords(t, app, catalog.ActivityCollection, "action = 'totp.enrolled' && actorKind = 'buyer'"), 1)
	var answers []string
	keep := func(status int, body string, _ bool) int { answers = append(answers, body); return status }

	res := hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token))
	var me catalog.WholesaleMe
	meBody := hookstest.ReadAll(t, res)
	answers = append(answers, meBody)
	json.Unmarshal([]byte(meBody), &me)
	hookstest.MustEqual(t, "me says two-factor is on", me.Buyer.TwoFactor, true)

	sessions := hookstest.CountRecords(t, app, catalog.BuyerSessionsCollection, "")
	status, body, asked := buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, ""))
	answers = append(answers, body)
	if status != http.StatusUnauthorized || !asked || strings.Contains(body, `"token"`) {
		t.Fatalf("the password alone: %d %s", status, body)
	}
	hookstest.MustEqual(t, "the password alone starts no session", hookstest.CountRecords(t, app, catalog.BuyerSessionsCollection, ""), sessions)

	// The confirmation used the code of its time step: it signs in no one.
	status, _, asked = buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, hookstest.CodeAt(t, secret, clock.Now())))
	hookstest.MustEqual(t, "the set-up's code replayed", status, http.StatusUnauthorized)
	hookstest.MustEqual(t, "the replay asks for a code", asked, true)

	clock.Advance(30 * time.Second)
	code := hookstest.CodeAt(t, secret, clock.Now())
	hookstest.MustEqual(t, "the password and the app's code", keep(buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, code))), http.StatusOK)
	hookstest.MustEqual(t, "a session", hookstest.CountRecords(t, app, catalog.BuyerSessionsCollection, ""), sessions+1)
	hookstest.MustEqual(t, "the same code again", keep(buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, code))), http.StatusUnauthorized)
	hookstest.MustEqual(t, "a code with the wrong password", keep(buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", "not-the-password", hookstest.CodeAt(t, secret, clock.Now().Add(30*time.Second))))), http.StatusBadRequest)

	hookstest.MustEqual(t, "a recovery code", keep(buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, strings.ToUpper(recoveryCodes[0])))), http.StatusOK)
	hookstest.MustEqual(t, "the recovery code again", keep(buyerAnswer(t, buyerSignInFrom(t, handler, "", "tia@shop-t.example.com", buyerPassword, recoveryCodes[0]))), http.StatusUnauthorized)
	hookstest.MustEqual(t, "recovery codes left", len(catalog.AsBuyer(buyerRecord(t, app, buyer.Id)).RecoveryCodes()), catalog.RecoveryCodeCount-1)
	hookstest.MustEqual(t, "the recovery code's use logged", hookstest.CountRecords(t, app, catalog.ActivityCollection, "action = 'totp.recovery_used' && actorKind = 'buyer'"), 1)

	res = hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/users", nil, asBuyer(token))
	answers = append(answers, hookstest.ReadAll(t, res))

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
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, handler := buyerApp(t, clock)
	_, buyer := approvedAccount(t, app, "OCM-RETL-24-000602", "uma@shop-u.example.com", catalog.BuyerAdmin, "2027-06-30")
	secret, recoveryCodes, _ := enrolBuyer(t, handler, signIn(t, handler, "uma@shop-u.example.com", nil), clock.Now())
	clock.Advance(time.Minute)
	wrong := hookstest.WrongCodeAt(t, secret, clock.Now())

	// From one network, wrong codes lock it as wrong passwords do.
	for try := range signin.FreeLoginFailures {
		status, _, asked := buyerAnswer(t, buyerSignInFrom(t, handler, "203.0.113.9", "uma@shop-u.example.com", buyerPassword, wrong))
		if status != http.StatusUnauthorized || !asked {
			t.Fatalf("wrong code %d: %d", try+1, status)
		}
	}
	res := buyerSignInFrom(t, handler, "203.0.113.9", "uma@shop-u.example.com", buyerPassword, wrong)
	hookstest.MustEqual(t, "one wrong code more locks the network", res.StatusCode, http.StatusTooManyRequests)
	res = buyerSignInFrom(t, handler, "203.0.113.9", "uma@shop-u.example.com", buyerPassword, hookstest.CodeAt(t, secret, clock.Now()))
	hookstest.MustEqual(t, "the right code from the network the wrong ones locked", res.StatusCode, http.StatusTooManyRequests)
	if res.Header.Get("Retry-After") == "" {
		t.Error("no Retry-After")
	}
	hookstest.MustEqual(t, "failed sign-ins logged", hookstest.CountRecords(t, app, catalog.ActivityCollection, "action = 'login.failed' && recordId = {:id}", map[string]any{"id": buyer.Id}), signin.FreeLoginFailures)

	// From many networks, the buyer's wrong codes lock the code step itself.
	for n := signin.FreeLoginFailures + 1; n < staffauth.MaxWrongCodes; n++ {
		status, _, _ := buyerAnswer(t, buyerSignInFrom(t, handler, fmt.Sprintf("198.51.100.%d", n), "uma@shop-u.example.com", buyerPassword, wrong))
		if status == http.StatusOK {
			t.Fatalf("a wrong code from network %d signed in", n)
		}
	}
	hookstest.MustEqual(t, "wrong codes counted", buyerRecord(t, app, buyer.Id).GetInt(catalog.FieldTOTPWrongCodes), staffauth.MaxWrongCodes)
	clock.Advance(30 * time.Second)
	status, body, asked := buyerAnswer(t, buyerSignInFrom(t, handler, "198.51.100.200", "uma@shop-u.example.com", buyerPassword, hookstest.CodeAt(t, secret, clock.Now())))
	if status != http.StatusTooManyRequests || !asked || !strings.Contains(body, catalog.MsgBuyerCodeStepLocked) {
		t.Fatalf("the right code once the code step is locked: %d %s", status, body)
	}
	hookstest.MustEqual(t, "a recovery code gets in", buyerSignInFrom(t, handler, "198.51.100.201", "uma@shop-u.example.com", buyerPassword, recoveryCodes[0]).StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "and clears the lock", buyerRecord(t, app, buyer.Id).GetInt(catalog.FieldTOTPWrongCodes), 0)
	clock.Advance(30 * time.Second)
	hookstest.MustEqual(t, "the app's code works again", buyerSignInFrom(t, handler, "198.51.100.202", "uma@shop-u.example.com", buyerPassword, hookstest.CodeAt(t, secret, clock.Now())).StatusCode, http.StatusOK)
}

func TestABuyerTurnsTwoFactorOffWithACodeOrThePassword(t *testing.T) {
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, handler := buyerApp(t, clock)
	_, buyer := approvedAccount(t, app, "OCM-RETL-24-000603", "val@shop-v.example.com", catalog.BuyerAdmin, "2027-06-30")
	token := signIn(t, handler, "val@shop-v.example.com", nil)
	turnOff := func(body map[string]any) (int, string) {
		res := hookstest.Send(t, handler, http.MethodDelete, "/api/wholesale/me/totp", hookstest.JSONBody(body), asBuyer(token))
		hookstest.MustEqual(t, "turning off's Cache-Control", res.Header.Get("Cache-Control"), "no-store")
		return res.StatusCode, hookstest.ReadAll(t, res)
	}
	status, _ := turnOff(map[string]any{"password": buyerPassword})
	hookstest.MustEqual(t, "turning off what is off", status, http.StatusBadRequest)

	secret, _, _ := enrolBuyer(t, handler, token, clock.Now())
	clock.Advance(30 * time.Second)
	for _, c := range []struct {
		name string
		body map[string]any
	}{
		{"nothing", map[string]any{}},
		{"a wrong password", map[string]any{"password": "not-the-password"}},
		{"a wrong code", map[string]any{"code": hookstest.WrongCodeAt(t, secret, clock.Now())}},
		{"the set-up's used code", map[string]any{"code": hookstest.CodeAt(t, secret, clock.Now().Add(-30*time.Second))}},
	} {
		if status, body := turnOff(c.body); status != http.StatusBadRequest {
			t.Errorf("%s: %d %s", c.name, status, body)
		}
	}
	hookstest.MustEqual(t, "still on", staffauth.Enrolled(buyerRecord(t, app, buyer.Id)), true)
	status, body := turnOff(map[string]any{"code": hookstest.CodeAt(t, secret, clock.Now())})
	hookstest.MustEqual(t, "a current code turns it off", status, http.StatusOK)
	if strings.Contains(body, secret) || !strings.Contains(body, `"twoFactor":false`) {
		t.Errorf("turned off: %s", body)
	}
	rec := buyerRecord(t, app, buyer.Id)
	if staffauth.Enrolled(rec) || len(catalog.AsBuyer(rec).RecoveryCodes()) != 0 {
		t.Error("the secret or recovery codes are left")
	}
	hookstest.MustEqual(t, "the password alone signs in again", buyerSignInFrom(t, handler, "", "val@shop-v.example.com", buyerPassword, "").StatusCode, http.StatusOK)

	clock.Advance(time.Minute)
	enrolBuyer(t, handler, token, clock.Now())
	status, _ = turnOff(map[string]any{"password": buyerPassword})
	hookstest.MustEqual(t, "the password turns it off", status, http.StatusOK)
	hookstest.MustEqual(t, "each turning off logged", hookstest.CountRecords(t, app, catalog.ActivityCollection, "action = 'totp.disabled' && actorKind = 'buyer'"), 2)
}

func TestTheOwnerResetsABuyersTwoFactorAndEndsTheirSessions(t *testing.T) {
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, handler := buyerApp(t, clock)
	account, buyer := approvedAccount(t, app, "OCM-RETL-24-000604", "uma@shop-u.example.com", catalog.BuyerAdmin, "2027-06-30")
	token := signIn(t, handler, "uma@shop-u.example.com", nil)
	enrolBuyer(t, handler, token, clock.Now())
	path := "/api/admin/buyer-accounts/" + account.Id + "/buyers/" + buyer.Id + "/reset-two-factor"

	res := hookstest.Send(t, handler, http.MethodPost, "/api/admin/buyer-accounts/"+account.Id+"/buyers/"+account.Id+"/reset-two-factor", nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "no user of this account", res.StatusCode, http.StatusNotFound)

	res = hookstest.Send(t, handler, http.MethodPost, path, nil, hookstest.StaffHeaders())
	body := hookstest.ReadAll(t, res)
	hookstest.MustEqual(t, "the owner resets it", res.StatusCode, http.StatusOK)
	if !strings.Contains(body, `"twoFactor":false`) {
		t.Errorf("the account's answer: %s", body)
	}
	hookstest.MustEqual(t, "off", staffauth.Enrolled(buyerRecord(t, app, buyer.Id)), false)
	hookstest.MustEqual(t, "the buyer's sessions ended (a lost phone's too)", hookstest.CountRecords(t, app, catalog.BuyerSessionsCollection, "buyer = {:id}", dbx.Params{"id": buyer.Id}), 0)
	res = hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token))
	hookstest.MustEqual(t, "the old session's token", res.StatusCode, http.StatusUnauthorized)
	hookstest.MustEqual(t, "logged", hookstest.CountRecords(t, app, catalog.ActivityCollection, "action = 'totp.reset' && recordId = {:id}", dbx.Params{"id": buyer.Id}), 1)
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
	res = hookstest.Send(t, handler, http.MethodPost, path, nil, map[string]string{"Cookie": hookstest.SessionOf(t, app, riley)})
	if body := hookstest.ReadAll(t, res); res.StatusCode != http.StatusForbidden || !strings.Contains(body, catalog.MsgOnlyOwnerResetsBuyerTwoFactor) {
		t.Fatalf("a staff member who is not the owner: %d %s", res.StatusCode, body)
	}
}
