package leads_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

// The contact page's form sent by the browser itself (no script ran): stored as the
// app's JSON is, answered with a page.
func TestContactFormPostedByThePage(t *testing.T) {
	typed := url.Values{"name": {"Jo Buyer"}, "email": {"jo@dispensary.example.com"}, "message": {"We would like to carry <your> flower."}}
	formBody := func(v url.Values) *strings.Reader { return strings.NewReader(v.Encode()) }
	formHeaders := map[string]string{"Content-Type": "application/x-www-form-urlencoded"}
	stored := func(n int) func(t testing.TB, app *tests.TestApp, res *http.Response) {
		return func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "stored messages", hookstest.CountRecords(t, app, "contact_messages", ""), n)
			hookstest.MustEqual(t, "content type", res.Header.Get("Content-Type"), "text/html; charset=utf-8")
		}
	}
	changed := func(changes url.Values) url.Values {
		out := url.Values{}
		for k, v := range typed {
			out[k] = v
		}
		for k, v := range changes {
			out[k] = v
		}
		return out
	}
	scenarios := []tests.ApiScenario{
		{
			Name: "a message is stored and the page thanks the visitor", Method: http.MethodPost, URL: "/contact",
			Body: formBody(typed), Headers: formHeaders,
			ExpectedStatus:     200,
			ExpectedContent:    []string{"Your message has been sent! We'll get back to you soon.", `role="status"`},
			NotExpectedContent: []string{"<form", "<script"},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				rec, err := app.FindFirstRecordByData("contact_messages", "email", "jo@dispensary.example.com")
				if err != nil {
					t.Fatal(err)
				}
				hookstest.MustEqual(t, "message", rec.GetString("message"), "We would like to carry <your> flower.")
			},
		},
		{
			Name: "problems are shown under their fields, with what was typed", Method: http.MethodPost, URL: "/contact",
			Body: formBody(changed(url.Values{"name": {"J"}, "message": {"Hi there"}})), Headers: formHeaders,
			ExpectedStatus: 400,
			ExpectedContent: []string{
				`-error" class="field-error">Name must be at least 2 characters</p>`,
				`-error" class="field-error">Message must be at least 10 characters</p>`,
				`value="J"`, `value="jo@dispensary.example.com"`, `>Hi there</textarea>`,
				`<form method="post" action="/contact"`,
			},
			NotExpectedContent: []string{catalog.MsgInvalidEmail, "Your message has been sent", "<script"},
			AfterTestFunc:      stored(0),
		},
		{
			Name: "what was typed is escaped in the page", Method: http.MethodPost, URL: "/contact",
			Body: formBody(changed(url.Values{"name": {`"><script>x</script>`}, "message": {"</textarea><b>"}, "email": {"jo at example"}})), Headers: formHeaders,
			ExpectedStatus:     400,
			ExpectedContent:    []string{`value="&quot;>&lt;script>x&lt;/script>"`, "&lt;/textarea>&lt;b></textarea>"},
			NotExpectedContent: []string{"<script>x", "<b>"},
			AfterTestFunc:      stored(0),
		},
		{
			Name:   "the app's messages and the page's share one allowance: the 6th in a minute is refused, typed text kept",
			Method: http.MethodPost, URL: "/contact", Body: formBody(typed), Headers: formHeaders,
			BeforeTestFunc: hookstest.SendBefore(5, http.MethodPost, "/api/contact", `{"name":"Jo Buyer","email":"jo@example.com","message":"We would like to carry your flower."}`, 201),
			ExpectedStatus: 429,
			ExpectedContent: []string{
				`<p role="alert" class="field-error">Too many requests. Please try again in`,
				`value="Jo Buyer"`, "We would like to carry &lt;your> flower.</textarea>",
			},
			AfterTestFunc: stored(5),
		},
		{
			Name: "a form sent from another site is refused and nothing is kept", Method: http.MethodPost, URL: "/contact",
			Body: formBody(typed), Headers: map[string]string{"Content-Type": "application/x-www-form-urlencoded", "Origin": "https://elsewhere.example"},
			ExpectedStatus: 403, ExpectedContent: []string{"Cross-origin request refused"},
			AfterTestFunc: stored(0),
		},
		{
			Name: "a bot filling the hidden field is thanked but not stored", Method: http.MethodPost, URL: "/contact",
			Body: formBody(changed(url.Values{"website": {"http://spam.example"}})), Headers: formHeaders,
			ExpectedStatus: 200, ExpectedContent: []string{"Your message has been sent!"},
			AfterTestFunc: stored(0),
		},
		{
			Name: "a body over 64 KB is refused and nothing is kept", Method: http.MethodPost, URL: "/contact",
			Body: formBody(changed(url.Values{"message": {strings.Repeat("a", forms.MaxBytes)}})), Headers: formHeaders,
			ExpectedStatus: 413, ExpectedContent: []string{"Request body too large"},
			AfterTestFunc: stored(0),
		},
		{
			Name: "only a form's encoding is read", Method: http.MethodPost, URL: "/contact",
			Body: hookstest.JSONBody(map[string]string{"name": "Jo Buyer"}), Headers: map[string]string{"Content-Type": "application/json"},
			ExpectedStatus: 415, ExpectedContent: []string{"The form could not be read. Please try again."},
			AfterTestFunc: stored(0),
		},
	}
	// The answer is the storefront's contact page rendered by its server entry.
	for i := range scenarios {
		scenarios[i].TestAppFactory = hookstest.NewRenderingApp
	}
	hookstest.RunScenarios(t, scenarios)
}
