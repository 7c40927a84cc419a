package hooks

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/buyerauth"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

const buyerPassword = "a-long-buyer-password"

// buyerApp is a test app whose forms (sessions, limits) count by clock.
func buyerApp(t *testing.T, clock *testClock) (*tests.TestApp, http.Handler) {
	t.Helper()
	app, err := tests.NewTestApp(templateDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	mustRegister(t, app, Options{FormsClock: clock.Now})
	return app, appHandler(t, app)
}

// approvedAccount makes an approved account with licence (active, expiring on expiry)
// and one buyer of role at email, whose password is buyerPassword.
func approvedAccount(t testing.TB, app core.App, licence, email, role, expiry string) (*catalog.BuyerAccountRecord, *catalog.BuyerRecord) {
	t.Helper()
	account, _ := catalog.NewBuyerAccountRecord(app)
	for k, v := range withField(withField(application(), "licenceNumber", licence), "contactEmail", email) {
		account.Set(k, v)
	}
	account.SetLicenceExpiry(expiry)
	account.SetStatus(catalog.AccountApproved)
	account.SetLicenceStatus(catalog.LicenceActive)
	if err := app.Save(account); err != nil {
		t.Fatal(err)
	}
	return account, addBuyer(t, app, account, email, role)
}

func addBuyer(t testing.TB, app core.App, account *catalog.BuyerAccountRecord, email, role string) *catalog.BuyerRecord {
	t.Helper()
	buyer, _ := catalog.NewBuyerRecord(app)
	buyer.SetEmail(email)
	buyer.SetName("A Buyer")
	buyer.SetAccount(account.Id)
	buyer.SetRole(role)
	buyer.SetVerified(true)
	buyer.SetPassword(buyerPassword)
	if err := app.Save(buyer); err != nil {
		t.Fatal(err)
	}
	return buyer
}

// signIn signs email in through PocketBase's route and returns the answer's token.
func signIn(t testing.TB, handler http.Handler, email string, headers map[string]string) string {
	t.Helper()
	res := send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password",
		strings.NewReader(`{"identity":"`+email+`","password":"`+buyerPassword+`"}`), headers)
	body := bodyOf(res)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("sign-in of %s: %d %s", email, res.StatusCode, body)
	}
	var answer struct{ Token string }
	json.Unmarshal([]byte(body), &answer)
	return answer.Token
}

func asBuyer(token string) map[string]string { return map[string]string{"Authorization": token} }

func TestABuyerSignsInToASessionItsTokenNames(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	account, buyer := approvedAccount(t, app, "OCM-RETL-24-000501", "ana@shop-a.example.com", catalog.BuyerAdmin, "2027-06-30")

	token := signIn(t, handler, "ana@shop-a.example.com", map[string]string{"User-Agent": strings.Repeat("Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0 ", 20)})
	sessions, _ := app.FindAllRecords(catalog.BuyerSessionsCollection)
	mustEqual(t, "sessions after a sign-in", len(sessions), 1)
	session := catalog.AsBuyerSession(sessions[0])
	mustEqual(t, "the token names the session", buyerauth.SessionIDOf(token), session.Id)
	mustEqual(t, "the session's buyer", session.Buyer(), buyer.Id)
	mustEqual(t, "the user agent is bounded", len(session.UserAgent()), catalog.MaxBuyerUserAgent)
	mustEqual(t, "the session's network", session.Network(), testClientAddress)

	res := send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token))
	body := bodyOf(res)
	mustEqual(t, "me", res.StatusCode, http.StatusOK)
	mustEqual(t, "me's Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	var me catalog.WholesaleMe
	json.Unmarshal([]byte(body), &me)
	mustEqual(t, "me's account", me.Account.ID, account.Id)
	mustEqual(t, "me's role", me.Buyer.Role, catalog.BuyerAdmin)
	mustEqual(t, "me's licence", me.Account.LicenceNumber, "OCM-RETL-24-000501")

	// PocketBase's own token (no session) opens nothing of the portal.
	plain, _ := buyer.NewAuthToken()
	res = send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(plain))
	mustEqual(t, "a token without a session", res.StatusCode, http.StatusUnauthorized)

	res = send(t, handler, http.MethodPost, "/api/collections/buyers/auth-refresh", nil, asBuyer(token))
	refreshed := bodyOf(res)
	mustEqual(t, "refresh", res.StatusCode, http.StatusOK)
	var answer struct{ Token string }
	json.Unmarshal([]byte(refreshed), &answer)
	mustEqual(t, "the refreshed token names the same session", buyerauth.SessionIDOf(answer.Token), session.Id)

	res = send(t, handler, http.MethodGet, "/api/wholesale/sessions", nil, asBuyer(token))
	var listed []catalog.WholesaleSession
	json.Unmarshal([]byte(bodyOf(res)), &listed)
	if len(listed) != 1 || !listed[0].Current || listed[0].Device != "Firefox on Linux" {
		t.Fatalf("sessions %+v", listed)
	}
	res = send(t, handler, http.MethodDelete, "/api/wholesale/sessions/"+session.Id, nil, asBuyer(token))
	mustEqual(t, "end the session", res.StatusCode, http.StatusOK)
	res = send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(answer.Token))
	mustEqual(t, "an ended session's token", res.StatusCode, http.StatusUnauthorized)
	res = send(t, handler, http.MethodPost, "/api/collections/buyers/auth-refresh", nil, asBuyer(token))
	mustEqual(t, "an ended session cannot be refreshed", res.StatusCode, http.StatusUnauthorized)
	mustEqual(t, "ends logged", countRecords(t, app, catalog.ActivityCollection, "action = 'session.ended' && actorKind = 'buyer'"), 1)
	mustEqual(t, "sign-ins logged", countRecords(t, app, catalog.ActivityCollection, "action = 'login.succeeded' && actorKind = 'buyer'"), 1)
}

func TestABuyerSessionEndsWhenIdleOrItsAccountIsSuspended(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	account, _ := approvedAccount(t, app, "OCM-RETL-24-000502", "bo@shop-b.example.com", catalog.BuyerAdmin, "2027-06-30")

	token := signIn(t, handler, "bo@shop-b.example.com", nil)
	clock.Advance(buyerauth.IdleTimeout - time.Minute)
	mustEqual(t, "a session used within its idle time", send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token)).StatusCode, http.StatusOK)
	clock.Advance(buyerauth.IdleTimeout - time.Minute)
	mustEqual(t, "a call keeps it alive", send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token)).StatusCode, http.StatusOK)
	clock.Advance(buyerauth.IdleTimeout + time.Second)
	res := send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token))
	mustEqual(t, "an idle session", res.StatusCode, http.StatusUnauthorized)
	if body := bodyOf(res); !strings.Contains(body, catalog.MsgBuyerSessionEnded) {
		t.Errorf("idle answer %s", body)
	}

	token = signIn(t, handler, "bo@shop-b.example.com", nil)
	// The account's state is read on every call, whatever happened to its sessions.
	account.SetStatus(catalog.AccountSuspended)
	if err := app.Save(account); err != nil {
		t.Fatal(err)
	}
	res = send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token))
	mustEqual(t, "a suspended account's session", res.StatusCode, http.StatusUnauthorized)
	if body := bodyOf(res); !strings.Contains(body, catalog.MsgBuyerAccountSuspended) {
		t.Errorf("suspended answer %s", body)
	}
	res = send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password",
		strings.NewReader(`{"identity":"bo@shop-b.example.com","password":"`+buyerPassword+`"}`), nil)
	mustEqual(t, "a suspended account's sign-in", res.StatusCode, http.StatusForbidden)
	if body := bodyOf(res); !strings.Contains(body, catalog.MsgBuyerAccountSuspended) {
		t.Errorf("sign-in answer %s", body)
	}
	res = send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password",
		strings.NewReader(`{"identity":"bo@shop-b.example.com","password":"not-the-password"}`), nil)
	if body := bodyOf(res); res.StatusCode != http.StatusBadRequest || strings.Contains(body, "suspended") {
		t.Errorf("a wrong password told the account's state: %d %s", res.StatusCode, body)
	}
}

func TestStaffSuspensionSignsTheBuyersOut(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	account, _ := approvedAccount(t, app, "OCM-RETL-24-000503", "cy@shop-c.example.com", catalog.BuyerAdmin, "2027-06-30")
	token := signIn(t, handler, "cy@shop-c.example.com", nil)
	res := staffSend(t, handler, http.MethodPost, "/api/admin/buyer-accounts/"+account.Id+"/suspend", `{"reason":"Licence under review"}`)
	mustEqual(t, "suspend", res.StatusCode, http.StatusOK)
	mustEqual(t, "sessions left", countRecords(t, app, catalog.BuyerSessionsCollection, ""), 0)
	mustEqual(t, "the suspended buyer's call", send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token)).StatusCode, http.StatusUnauthorized)
}

func TestABuyerKeepsAtMostTheCapOfSessions(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	approvedAccount(t, app, "OCM-RETL-24-000504", "di@shop-d.example.com", catalog.BuyerAdmin, "2027-06-30")
	first := signIn(t, handler, "di@shop-d.example.com", nil)
	for range catalog.MaxBuyerSessions {
		clock.Advance(2 * time.Minute)
		signIn(t, handler, "di@shop-d.example.com", nil)
	}
	mustEqual(t, "sessions", countRecords(t, app, catalog.BuyerSessionsCollection, ""), catalog.MaxBuyerSessions)
	mustEqual(t, "the least recently used one ended", send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(first)).StatusCode, http.StatusUnauthorized)
}

func TestBuyerSignInIsLockedAndItsOtherRoutesClosed(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	approvedAccount(t, app, "OCM-RETL-24-000505", "ed@shop-e.example.com", catalog.BuyerAdmin, "2027-06-30")
	wrong := `{"identity":"ed@shop-e.example.com","password":"wrong-password"}`
	for range signin.FreeLoginFailures {
		res := send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password", strings.NewReader(wrong), nil)
		mustEqual(t, "wrong password", res.StatusCode, http.StatusBadRequest)
	}
	res := send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password", strings.NewReader(wrong), nil)
	mustEqual(t, "the sixth failure locks the network", res.StatusCode, http.StatusTooManyRequests)
	res = send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password",
		strings.NewReader(`{"identity":"ed@shop-e.example.com","password":"`+buyerPassword+`"}`), nil)
	mustEqual(t, "the right password from the locked network", res.StatusCode, http.StatusTooManyRequests)
	if res.Header.Get("Retry-After") == "" {
		t.Error("no Retry-After")
	}
	mustEqual(t, "no session", countRecords(t, app, catalog.BuyerSessionsCollection, ""), 0)

	for _, action := range []string{"request-otp", "auth-with-otp", "auth-with-oauth2", "request-email-change", "confirm-email-change", "impersonate/x"} {
		res := send(t, handler, http.MethodPost, "/api/collections/buyers/"+action, strings.NewReader(`{}`), nil)
		if body := bodyOf(res); res.StatusCode != http.StatusForbidden || !strings.Contains(body, catalog.MsgBuyerAuthRouteClosed) {
			t.Errorf("%s answered %d %s", action, res.StatusCode, body)
		}
	}
}

func TestBuyersPasswordResetAndVerificationGoThroughTheOutbox(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	_, buyer := approvedAccount(t, app, "OCM-RETL-24-000506", "fy@shop-f.example.com", catalog.BuyerAdmin, "2027-06-30")
	ask := func(action, email string) int {
		return send(t, handler, http.MethodPost, "/api/collections/buyers/"+action, strings.NewReader(`{"email":"`+email+`"}`), nil).StatusCode
	}
	mustEqual(t, "reset", ask("request-password-reset", "fy@shop-f.example.com"), http.StatusNoContent)
	mustEqual(t, "reset again at once", ask("request-password-reset", "fy@shop-f.example.com"), http.StatusNoContent)
	mustEqual(t, "reset of nobody", ask("request-password-reset", "nobody@example.com"), http.StatusNoContent)
	mustEqual(t, "reset emails queued", countRecords(t, app, catalog.OutboxCollection, "kind = 'wholesale_password_reset'"), 1)
	mustEqual(t, "a fourth email request in the minute", ask("request-password-reset", "fy@shop-f.example.com"), http.StatusTooManyRequests)
	clock.Advance(time.Minute)

	buyer.SetVerified(false)
	if err := app.Save(buyer); err != nil {
		t.Fatal(err)
	}
	mustEqual(t, "verification", ask("request-verification", "fy@shop-f.example.com"), http.StatusNoContent)
	mustEqual(t, "verification emails queued", countRecords(t, app, catalog.OutboxCollection, "kind = 'wholesale_verification'"), 1)

	emails, _ := app.FindRecordsByFilter(catalog.OutboxCollection, "kind = 'wholesale_password_reset'", "", 1, 0)
	_, token, found := strings.Cut(catalog.AsOutboxEmail(emails[0]).Text(), "/wholesale/reset-password?token=")
	if !found {
		t.Fatal("no link")
	}
	res := send(t, handler, http.MethodPost, "/api/collections/buyers/confirm-password-reset",
		strings.NewReader(`{"token":"`+strings.Fields(token)[0]+`","password":"another-long-password","passwordConfirm":"another-long-password"}`), nil)
	mustEqual(t, "the emailed link resets the password", res.StatusCode, http.StatusNoContent)
}

func TestAnAccountAdminInvitesAndRemovesColleagues(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	account, admin := approvedAccount(t, app, "OCM-RETL-24-000507", "gus@shop-g.example.com", catalog.BuyerAdmin, "2027-06-30")
	orderer := addBuyer(t, app, account, "hal@shop-g.example.com", catalog.BuyerOrderer)
	adminToken := signIn(t, handler, "gus@shop-g.example.com", nil)
	ordererToken := signIn(t, handler, "hal@shop-g.example.com", nil)

	res := send(t, handler, http.MethodPost, "/api/wholesale/users", strings.NewReader(`{"email":"not-an-email","name":"Ivy"}`), asBuyer(adminToken))
	mustEqual(t, "an invalid invitation", res.StatusCode, http.StatusBadRequest)
	res = send(t, handler, http.MethodPost, "/api/wholesale/users", strings.NewReader(`{"email":"Ivy@Shop-G.example.com","name":"Ivy Green","role":"orderer"}`), asBuyer(adminToken))
	body := bodyOf(res)
	mustEqual(t, "invite", res.StatusCode, http.StatusCreated)
	var invited catalog.WholesaleBuyer
	json.Unmarshal([]byte(body), &invited)
	mustEqual(t, "the invited email", invited.Email, "ivy@shop-g.example.com")
	emails, _ := app.FindRecordsByFilter(catalog.OutboxCollection, "kind = 'wholesale_invitation'", "", 0, 0)
	if len(emails) != 1 || !strings.Contains(catalog.AsOutboxEmail(emails[0]).Text(), "/wholesale/reset-password?token=") {
		t.Fatalf("invitation emails %d", len(emails))
	}
	res = send(t, handler, http.MethodPost, "/api/wholesale/users", strings.NewReader(`{"email":"ivy@shop-g.example.com","name":"Ivy Green"}`), asBuyer(adminToken))
	mustEqual(t, "an email already a buyer's", res.StatusCode, http.StatusBadRequest)

	for _, c := range []struct{ method, url, body string }{
		{http.MethodGet, "/api/wholesale/users", ""},
		{http.MethodPost, "/api/wholesale/users", `{"email":"joe@shop-g.example.com","name":"Joe Green"}`},
		{http.MethodDelete, "/api/wholesale/users/" + admin.Id, ""},
	} {
		res := send(t, handler, c.method, c.url, strings.NewReader(c.body), asBuyer(ordererToken))
		if body := bodyOf(res); res.StatusCode != http.StatusForbidden || !strings.Contains(body, catalog.MsgBuyerAdminOnly) {
			t.Errorf("an orderer's %s %s: %d %s", c.method, c.url, res.StatusCode, body)
		}
	}

	res = send(t, handler, http.MethodGet, "/api/wholesale/users", nil, asBuyer(adminToken))
	var users []catalog.WholesaleBuyer
	json.Unmarshal([]byte(bodyOf(res)), &users)
	mustEqual(t, "users", len(users), 3)
	res = send(t, handler, http.MethodDelete, "/api/wholesale/users/"+admin.Id, nil, asBuyer(adminToken))
	mustEqual(t, "remove oneself", res.StatusCode, http.StatusConflict)
	res = send(t, handler, http.MethodDelete, "/api/wholesale/users/"+orderer.Id, nil, asBuyer(adminToken))
	mustEqual(t, "remove a colleague", res.StatusCode, http.StatusOK)
	mustEqual(t, "the removed colleague's session", send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(ordererToken)).StatusCode, http.StatusUnauthorized)
	mustEqual(t, "the removal logged, by the buyer", countRecords(t, app, catalog.ActivityCollection,
		"action = 'delete' && recordId = {:id} && actorKind = 'buyer'", map[string]any{"id": orderer.Id}), 1)
}

// A buyer of account A gets 404 for every id of account B on every route that takes
// one; staff and buyer sessions do not open each other's routes.
func TestABuyerReachesNothingOfAnotherAccount(t *testing.T) {
	clock := &testClock{now: stoppedClock()}
	app, handler := buyerApp(t, clock)
	_, adminA := approvedAccount(t, app, "OCM-RETL-24-000508", "kim@shop-a.example.com", catalog.BuyerAdmin, "2027-06-30")
	_, adminB := approvedAccount(t, app, "OCM-RETL-24-000509", "lou@shop-b.example.com", catalog.BuyerAdmin, "2027-06-30")
	tokenA := signIn(t, handler, "kim@shop-a.example.com", nil)
	tokenB := signIn(t, handler, "lou@shop-b.example.com", nil)
	sessionB := buyerauth.SessionIDOf(tokenB)

	for _, c := range []struct{ name, method, url string }{
		{"B's user", http.MethodDelete, "/api/wholesale/users/" + adminB.Id},
		{"B's session", http.MethodDelete, "/api/wholesale/sessions/" + sessionB},
		{"B's buyer id as a session", http.MethodDelete, "/api/wholesale/sessions/" + adminB.Id},
		{"an unknown user", http.MethodDelete, "/api/wholesale/users/nosuchid123456"},
	} {
		res := send(t, handler, c.method, c.url, nil, asBuyer(tokenA))
		body := bodyOf(res)
		if res.StatusCode != http.StatusNotFound || strings.Contains(body, "lou@") {
			t.Errorf("%s: %d %s", c.name, res.StatusCode, body)
		}
	}
	mustEqual(t, "B still signed in", send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(tokenB)).StatusCode, http.StatusOK)
	for _, url := range []string{"/api/wholesale/users", "/api/wholesale/sessions", "/api/wholesale/me"} {
		body := bodyOf(send(t, handler, http.MethodGet, url, nil, asBuyer(tokenA)))
		if strings.Contains(body, "lou@") || strings.Contains(body, sessionB) || strings.Contains(body, "000509") {
			t.Errorf("%s shows account B: %s", url, body)
		}
	}

	// A staff session is no buyer's, and a buyer's token is no staff session.
	res := staffSend(t, handler, http.MethodGet, "/api/wholesale/me", "")
	mustEqual(t, "staff on a buyer route", res.StatusCode, http.StatusUnauthorized)
	res = send(t, handler, http.MethodGet, "/api/admin/me", nil, asBuyer(tokenA))
	mustEqual(t, "a buyer on a staff route", res.StatusCode, http.StatusUnauthorized)
	res = send(t, handler, http.MethodGet, "/api/admin/buyer-accounts", nil, map[string]string{"Authorization": "Bearer " + tokenA})
	mustEqual(t, "a buyer on staff's accounts", res.StatusCode, http.StatusUnauthorized)

	// PocketBase's collection API gives a buyer and a visitor nothing of the portal's collections.
	for _, collection := range []string{catalog.BuyersCollection, catalog.BuyerAccountsCollection, catalog.BuyerSessionsCollection,
		catalog.LicenceDocumentsCollection, catalog.LicenceChecksCollection} {
		for _, who := range []map[string]string{asBuyer(tokenA), nil} {
			for _, url := range []string{"/api/collections/" + collection + "/records", "/api/collections/" + collection + "/records/" + adminA.Id} {
				res := send(t, handler, http.MethodGet, url, nil, who)
				body := bodyOf(res)
				if (res.StatusCode == http.StatusOK && !strings.Contains(body, `"items":[]`)) || strings.Contains(body, "kim@") {
					t.Errorf("%s (auth %v): %d %.200s", url, who != nil, res.StatusCode, body)
				}
			}
		}
	}
	for _, url := range []string{"/api/wholesale/me", "/api/wholesale/users", "/api/wholesale/sessions"} {
		mustEqual(t, "a visitor on "+url, send(t, handler, http.MethodGet, url, nil, nil).StatusCode, http.StatusUnauthorized)
	}
}
