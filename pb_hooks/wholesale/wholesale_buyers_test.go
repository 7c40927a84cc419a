package wholesale_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/buyerauth"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

const buyerPassword = "a-long-buyer-password"

// buyerApp is a test app whose forms (sessions, limits) count by clock.
func buyerApp(t *testing.T, clock *hookstest.Clock) (*tests.TestApp, http.Handler) {
	t.Helper()
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	hookstest.Register(t, app, hooks.Options{FormsClock: clock.Now})
	return app, hookstest.AppHandler(t, app)
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
	res := hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password",
		strings.NewReader(`{"identity":"`+email+`","password":"`+buyerPassword+`"}`), headers)
	body := hookstest.BodyOf(res)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("sign-in of %s: %d %s", email, res.StatusCode, body)
	}
	var answer struct{ Token string }
	json.Unmarshal([]byte(body), &answer)
	return answer.Token
}

func asBuyer(token string) map[string]string { return map[string]string{"Authorization": token} }

func TestABuyerSignsInToASessionItsTokenNames(t *testing.T) {
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, handler := buyerApp(t, clock)
	account, buyer := approvedAccount(t, app, "OCM-RETL-24-000501", "ana@shop-a.example.com", catalog.BuyerAdmin, "2027-06-30")

	token := signIn(t, handler, "ana@shop-a.example.com", map[string]string{"User-Agent": strings.Repeat("Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0 ", 20)})
	sessions, _ := app.FindAllRecords(catalog.BuyerSessionsCollection)
	hookstest.MustEqual(t, "sessions after a sign-in", len(sessions), 1)
	session := catalog.AsBuyerSession(sessions[0])
	hookstest.MustEqual(t, "the token names the session", buyerauth.SessionIDOf(token), session.Id)
	hookstest.MustEqual(t, "the session's buyer", session.Buyer(), buyer.Id)
	hookstest.MustEqual(t, "the user agent is bounded", len(session.UserAgent()), catalog.MaxBuyerUserAgent)
	hookstest.MustEqual(t, "the session's network", session.Network(), hookstest.ClientAddress)

	res := hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token))
	body := hookstest.BodyOf(res)
	hookstest.MustEqual(t, "me", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "me's Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	var me catalog.WholesaleMe
	json.Unmarshal([]byte(body), &me)
	hookstest.MustEqual(t, "me's account", me.Account.ID, account.Id)
	hookstest.MustEqual(t, "me's role", me.Buyer.Role, catalog.BuyerAdmin)
	hookstest.MustEqual(t, "me's licence", me.Account.LicenceNumber, "OCM-RETL-24-000501")

	// PocketBase's own token (no session) opens nothing of the portal.
	plain, _ := buyer.NewAuthToken()
	res = hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(plain))
	hookstest.MustEqual(t, "a token without a session", res.StatusCode, http.StatusUnauthorized)

	res = hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/auth-refresh", nil, asBuyer(token))
	refreshed := hookstest.BodyOf(res)
	hookstest.MustEqual(t, "refresh", res.StatusCode, http.StatusOK)
	var answer struct{ Token string }
	json.Unmarshal([]byte(refreshed), &answer)
	hookstest.MustEqual(t, "the refreshed token names the same session", buyerauth.SessionIDOf(answer.Token), session.Id)

	res = hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/sessions", nil, asBuyer(token))
	var listed []catalog.WholesaleSession
	json.Unmarshal([]byte(hookstest.BodyOf(res)), &listed)
	if len(listed) != 1 || !listed[0].Current || listed[0].Device != "Firefox on Linux" {
		t.Fatalf("sessions %+v", listed)
	}
	res = hookstest.Send(t, handler, http.MethodDelete, "/api/wholesale/sessions/"+session.Id, nil, asBuyer(token))
	hookstest.MustEqual(t, "end the session", res.StatusCode, http.StatusOK)
	res = hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(answer.Token))
	hookstest.MustEqual(t, "an ended session's token", res.StatusCode, http.StatusUnauthorized)
	res = hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/auth-refresh", nil, asBuyer(token))
	hookstest.MustEqual(t, "an ended session cannot be refreshed", res.StatusCode, http.StatusUnauthorized)
	hookstest.MustEqual(t, "ends logged", hookstest.CountRecords(t, app, catalog.ActivityCollection, "action = 'session.ended' && actorKind = 'buyer'"), 1)
	hookstest.MustEqual(t, "sign-ins logged", hookstest.CountRecords(t, app, catalog.ActivityCollection, "action = 'login.succeeded' && actorKind = 'buyer'"), 1)
}

func TestABuyerSessionEndsWhenIdleOrItsAccountIsSuspended(t *testing.T) {
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, handler := buyerApp(t, clock)
	account, _ := approvedAccount(t, app, "OCM-RETL-24-000502", "bo@shop-b.example.com", catalog.BuyerAdmin, "2027-06-30")

	token := signIn(t, handler, "bo@shop-b.example.com", nil)
	clock.Advance(buyerauth.IdleTimeout - time.Minute)
	hookstest.MustEqual(t, "a session used within its idle time", hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token)).StatusCode, http.StatusOK)
	clock.Advance(buyerauth.IdleTimeout - time.Minute)
	hookstest.MustEqual(t, "a call keeps it alive", hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token)).StatusCode, http.StatusOK)
	clock.Advance(buyerauth.IdleTimeout + time.Second)
	res := hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token))
	hookstest.MustEqual(t, "an idle session", res.StatusCode, http.StatusUnauthorized)
	if body := hookstest.BodyOf(res); !strings.Contains(body, catalog.MsgBuyerSessionEnded) {
		t.Errorf("idle answer %s", body)
	}

	token = signIn(t, handler, "bo@shop-b.example.com", nil)
	// The account's state is read on every call, whatever happened to its sessions.
	account.SetStatus(catalog.AccountSuspended)
	if err := app.Save(account); err != nil {
		t.Fatal(err)
	}
	res = hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token))
	hookstest.MustEqual(t, "a suspended account's session", res.StatusCode, http.StatusUnauthorized)
	if body := hookstest.BodyOf(res); !strings.Contains(body, catalog.MsgBuyerAccountSuspended) {
		t.Errorf("suspended answer %s", body)
	}
	res = hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password",
		strings.NewReader(`{"identity":"bo@shop-b.example.com","password":"`+buyerPassword+`"}`), nil)
	hookstest.MustEqual(t, "a suspended account's sign-in", res.StatusCode, http.StatusForbidden)
	if body := hookstest.BodyOf(res); !strings.Contains(body, catalog.MsgBuyerAccountSuspended) {
		t.Errorf("sign-in answer %s", body)
	}
	res = hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password",
		strings.NewReader(`{"identity":"bo@shop-b.example.com","password":"not-the-password"}`), nil)
	if body := hookstest.BodyOf(res); res.StatusCode != http.StatusBadRequest || strings.Contains(body, "suspended") {
		t.Errorf("a wrong password told the account's state: %d %s", res.StatusCode, body)
	}
}

func TestStaffSuspensionSignsTheBuyersOut(t *testing.T) {
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, handler := buyerApp(t, clock)
	account, _ := approvedAccount(t, app, "OCM-RETL-24-000503", "cy@shop-c.example.com", catalog.BuyerAdmin, "2027-06-30")
	token := signIn(t, handler, "cy@shop-c.example.com", nil)
	res := hookstest.StaffSend(t, handler, http.MethodPost, "/api/admin/buyer-accounts/"+account.Id+"/suspend", `{"reason":"Licence under review"}`)
	hookstest.MustEqual(t, "suspend", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "sessions left", hookstest.CountRecords(t, app, catalog.BuyerSessionsCollection, ""), 0)
	hookstest.MustEqual(t, "the suspended buyer's call", hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(token)).StatusCode, http.StatusUnauthorized)
}

func TestABuyerKeepsAtMostTheCapOfSessions(t *testing.T) {
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, handler := buyerApp(t, clock)
	approvedAccount(t, app, "OCM-RETL-24-000504", "di@shop-d.example.com", catalog.BuyerAdmin, "2027-06-30")
	first := signIn(t, handler, "di@shop-d.example.com", nil)
	for range catalog.MaxBuyerSessions {
		clock.Advance(2 * time.Minute)
		signIn(t, handler, "di@shop-d.example.com", nil)
	}
	hookstest.MustEqual(t, "sessions", hookstest.CountRecords(t, app, catalog.BuyerSessionsCollection, ""), catalog.MaxBuyerSessions)
	hookstest.MustEqual(t, "the least recently used one ended", hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(first)).StatusCode, http.StatusUnauthorized)
}

func TestBuyerSignInIsLockedAndItsOtherRoutesClosed(t *testing.T) {
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, handler := buyerApp(t, clock)
	approvedAccount(t, app, "OCM-RETL-24-000505", "ed@shop-e.example.com", catalog.BuyerAdmin, "2027-06-30")
	wrong := `{"identity":"ed@shop-e.example.com","password":"wrong-password"}`
	for range signin.FreeLoginFailures {
		res := hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password", strings.NewReader(wrong), nil)
		hookstest.MustEqual(t, "wrong password", res.StatusCode, http.StatusBadRequest)
	}
	res := hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password", strings.NewReader(wrong), nil)
	hookstest.MustEqual(t, "the sixth failure locks the network", res.StatusCode, http.StatusTooManyRequests)
	res = hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/auth-with-password",
		strings.NewReader(`{"identity":"ed@shop-e.example.com","password":"`+buyerPassword+`"}`), nil)
	hookstest.MustEqual(t, "the right password from the locked network", res.StatusCode, http.StatusTooManyRequests)
	if res.Header.Get("Retry-After") == "" {
		t.Error("no Retry-After")
	}
	hookstest.MustEqual(t, "no session", hookstest.CountRecords(t, app, catalog.BuyerSessionsCollection, ""), 0)

	for _, action := range []string{"request-otp", "auth-with-otp", "auth-with-oauth2", "request-email-change", "confirm-email-change", "impersonate/x"} {
		res := hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/"+action, strings.NewReader(`{}`), nil)
		if body := hookstest.BodyOf(res); res.StatusCode != http.StatusForbidden || !strings.Contains(body, catalog.MsgBuyerAuthRouteClosed) {
			t.Errorf("%s answered %d %s", action, res.StatusCode, body)
		}
	}
}

func TestBuyersPasswordResetAndVerificationGoThroughTheOutbox(t *testing.T) {
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, handler := buyerApp(t, clock)
	_, buyer := approvedAccount(t, app, "OCM-RETL-24-000506", "fy@shop-f.example.com", catalog.BuyerAdmin, "2027-06-30")
	ask := func(action, email string) int {
		return hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/"+action, strings.NewReader(`{"email":"`+email+`"}`), nil).StatusCode
	}
	hookstest.MustEqual(t, "reset", ask("request-password-reset", "fy@shop-f.example.com"), http.StatusNoContent)
	hookstest.MustEqual(t, "reset again at once", ask("request-password-reset", "fy@shop-f.example.com"), http.StatusNoContent)
	hookstest.MustEqual(t, "reset of nobody", ask("request-password-reset", "nobody@example.com"), http.StatusNoContent)
	hookstest.MustEqual(t, "reset emails queued", hookstest.CountRecords(t, app, catalog.OutboxCollection, "kind = 'wholesale_password_reset'"), 1)
	hookstest.MustEqual(t, "a fourth email request in the minute", ask("request-password-reset", "fy@shop-f.example.com"), http.StatusTooManyRequests)
	clock.Advance(time.Minute)

	buyer.SetVerified(false)
	if err := app.Save(buyer); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "verification", ask("request-verification", "fy@shop-f.example.com"), http.StatusNoContent)
	hookstest.MustEqual(t, "verification emails queued", hookstest.CountRecords(t, app, catalog.OutboxCollection, "kind = 'wholesale_verification'"), 1)

	emails, _ := app.FindRecordsByFilter(catalog.OutboxCollection, "kind = 'wholesale_password_reset'", "", 1, 0)
	_, token, found := strings.Cut(catalog.AsOutboxEmail(emails[0]).Text(), "/wholesale/reset-password?token=")
	if !found {
		t.Fatal("no link")
	}
	res := hookstest.Send(t, handler, http.MethodPost, "/api/collections/buyers/confirm-password-reset",
		strings.NewReader(`{"token":"`+strings.Fields(token)[0]+`","password":"another-long-password","passwordConfirm":"another-long-password"}`), nil)
	hookstest.MustEqual(t, "the emailed link resets the password", res.StatusCode, http.StatusNoContent)
}

func TestAnAccountAdminInvitesAndRemovesColleagues(t *testing.T) {
	clock := hookstest.ClockAt(hookstest.StoppedClock())
	app, handler := buyerApp(t, clock)
	account, admin := approvedAccount(t, app, "OCM-RETL-24-000507", "gus@shop-g.example.com", catalog.BuyerAdmin, "2027-06-30")
	orderer := addBuyer(t, app, account, "hal@shop-g.example.com", catalog.BuyerOrderer)
	adminToken := signIn(t, handler, "gus@shop-g.example.com", nil)
	ordererToken := signIn(t, handler, "hal@shop-g.example.com", nil)

	res := hookstest.Send(t, handler, http.MethodPost, "/api/wholesale/users", strings.NewReader(`{"email":"not-an-email","name":"Ivy"}`), asBuyer(adminToken))
	hookstest.MustEqual(t, "an invalid invitation", res.StatusCode, http.StatusBadRequest)
	res = hookstest.Send(t, handler, http.MethodPost, "/api/wholesale/users", strings.NewReader(`{"email":"Ivy@Shop-G.example.com","name":"Ivy Green","role":"orderer"}`), asBuyer(adminToken))
	body := hookstest.BodyOf(res)
	hookstest.MustEqual(t, "invite", res.StatusCode, http.StatusCreated)
	var invited catalog.WholesaleBuyer
	json.Unmarshal([]byte(body), &invited)
	hookstest.MustEqual(t, "the invited email", invited.Email, "ivy@shop-g.example.com")
	emails, _ := app.FindRecordsByFilter(catalog.OutboxCollection, "kind = 'wholesale_invitation'", "", 0, 0)
	if len(emails) != 1 || !strings.Contains(catalog.AsOutboxEmail(emails[0]).Text(), "/wholesale/reset-password?token=") {
		t.Fatalf("invitation emails %d", len(emails))
	}
	res = hookstest.Send(t, handler, http.MethodPost, "/api/wholesale/users", strings.NewReader(`{"email":"ivy@shop-g.example.com","name":"Ivy Green"}`), asBuyer(adminToken))
	hookstest.MustEqual(t, "an email already a buyer's", res.StatusCode, http.StatusBadRequest)

	for _, c := range []struct{ method, url, body string }{
		{http.MethodGet, "/api/wholesale/users", ""},
		{http.MethodPost, "/api/wholesale/users", `{"email":"joe@shop-g.example.com","name":"Joe Green"}`},
		{http.MethodDelete, "/api/wholesale/users/" + admin.Id, ""},
	} {
		res := hookstest.Send(t, handler, c.method, c.url, strings.NewReader(c.body), asBuyer(ordererToken))
		if body := hookstest.BodyOf(res); res.StatusCode != http.StatusForbidden || !strings.Contains(body, catalog.MsgBuyerAdminOnly) {
			t.Errorf("an orderer's %s %s: %d %s", c.method, c.url, res.StatusCode, body)
		}
	}

	res = hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/users", nil, asBuyer(adminToken))
	var users []catalog.WholesaleBuyer
	json.Unmarshal([]byte(hookstest.BodyOf(res)), &users)
	hookstest.MustEqual(t, "users", len(users), 3)
	res = hookstest.Send(t, handler, http.MethodDelete, "/api/wholesale/users/"+admin.Id, nil, asBuyer(adminToken))
	hookstest.MustEqual(t, "remove oneself", res.StatusCode, http.StatusConflict)
	res = hookstest.Send(t, handler, http.MethodDelete, "/api/wholesale/users/"+orderer.Id, nil, asBuyer(adminToken))
	hookstest.MustEqual(t, "remove a colleague", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "the removed colleague's session", hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(ordererToken)).StatusCode, http.StatusUnauthorized)
	hookstest.MustEqual(t, "the removal logged, by the buyer", hookstest.CountRecords(t, app, catalog.ActivityCollection,
		"action = 'delete' && recordId = {:id} && actorKind = 'buyer'", map[string]any{"id": orderer.Id}), 1)
}

// A buyer of account A gets 404 for every id of account B on every route that takes
// one; staff and buyer sessions do not open each other's routes.
func TestABuyerReachesNothingOfAnotherAccount(t *testing.T) {
	clock := hookstest.ClockAt(hookstest.StoppedClock())
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
		res := hookstest.Send(t, handler, c.method, c.url, nil, asBuyer(tokenA))
		body := hookstest.BodyOf(res)
		if res.StatusCode != http.StatusNotFound || strings.Contains(body, "lou@") {
			t.Errorf("%s: %d %s", c.name, res.StatusCode, body)
		}
	}
	hookstest.MustEqual(t, "B still signed in", hookstest.Send(t, handler, http.MethodGet, "/api/wholesale/me", nil, asBuyer(tokenB)).StatusCode, http.StatusOK)
	for _, url := range []string{"/api/wholesale/users", "/api/wholesale/sessions", "/api/wholesale/me"} {
		body := hookstest.BodyOf(hookstest.Send(t, handler, http.MethodGet, url, nil, asBuyer(tokenA)))
		if strings.Contains(body, "lou@") || strings.Contains(body, sessionB) || strings.Contains(body, "000509") {
			t.Errorf("%s shows account B: %s", url, body)
		}
	}

	// A staff session is no buyer's, and a buyer's token is no staff session.
	res := hookstest.StaffSend(t, handler, http.MethodGet, "/api/wholesale/me", "")
	hookstest.MustEqual(t, "staff on a buyer route", res.StatusCode, http.StatusUnauthorized)
	res = hookstest.Send(t, handler, http.MethodGet, "/api/admin/me", nil, asBuyer(tokenA))
	hookstest.MustEqual(t, "a buyer on a staff route", res.StatusCode, http.StatusUnauthorized)
	res = hookstest.Send(t, handler, http.MethodGet, "/api/admin/buyer-accounts", nil, map[string]string{"Authorization": "Bearer " + tokenA})
	hookstest.MustEqual(t, "a buyer on staff's accounts", res.StatusCode, http.StatusUnauthorized)

	// PocketBase's collection API gives a buyer and a visitor nothing of the portal's collections.
	for _, collection := range []string{catalog.BuyersCollection, catalog.BuyerAccountsCollection, catalog.BuyerSessionsCollection,
		catalog.LicenceDocumentsCollection, catalog.LicenceChecksCollection} {
		for _, who := range []map[string]string{asBuyer(tokenA), nil} {
			for _, url := range []string{"/api/collections/" + collection + "/records", "/api/collections/" + collection + "/records/" + adminA.Id} {
				res := hookstest.Send(t, handler, http.MethodGet, url, nil, who)
				body := hookstest.BodyOf(res)
				if (res.StatusCode == http.StatusOK && !strings.Contains(body, `"items":[]`)) || strings.Contains(body, "kim@") {
					t.Errorf("%s (auth %v): %d %.200s", url, who != nil, res.StatusCode, body)
				}
			}
		}
	}
	for _, url := range []string{"/api/wholesale/me", "/api/wholesale/users", "/api/wholesale/sessions"} {
		hookstest.MustEqual(t, "a visitor on "+url, hookstest.Send(t, handler, http.MethodGet, url, nil, nil).StatusCode, http.StatusUnauthorized)
	}
}
