package leads_test

import (
	"net/http"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestContact(t *testing.T) {
	message := map[string]any{"name": "Jo Buyer", "email": "jo@dispensary.example.com", "message": "We would like to carry your flower."}
	stored := func(n int) func(t testing.TB, app *tests.TestApp, res *http.Response) {
		return func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "stored messages", hookstest.CountRecords(t, app, "contact_messages", ""), n)
		}
	}
	invalid := func(name string, body map[string]any, message string) tests.ApiScenario {
		return tests.ApiScenario{
			Name: name, Method: http.MethodPost, URL: "/api/contact", Body: hookstest.JSONBody(body),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":` + hookstest.Quoted(message)},
			ExpectedEvents: hookstest.WriteRefused("Create"), AfterTestFunc: stored(0),
		}
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{
			Name: "a message is stored", Method: http.MethodPost, URL: "/api/contact", Body: hookstest.JSONBody(message),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"success":true`},
			ExpectedEvents:  hookstest.RecordsWritten("Create", 1),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				rec, err := app.FindFirstRecordByData("contact_messages", "email", "jo@dispensary.example.com")
				if err != nil {
					t.Fatal(err)
				}
				hookstest.MustEqual(t, "message", rec.GetString("message"), "We would like to carry your flower.")
				hookstest.MustEqual(t, "read", rec.GetBool("read"), false)
			},
		},
		invalid("name too short", hookstest.Merged(message, map[string]any{"name": "J"}), "Name must be at least 2 characters"),
		invalid("email invalid", hookstest.Merged(message, map[string]any{"email": "jo at example"}), "Please enter a valid email address"),
		invalid("email missing", hookstest.Merged(message, map[string]any{"email": hookstest.DeleteField}), "Please enter a valid email address"),
		invalid("message too short", hookstest.Merged(message, map[string]any{"message": "Hi there"}), "Message must be at least 10 characters"),
		{
			Name: "all problems at once, each under its field", Method: http.MethodPost, URL: "/api/contact", Body: hookstest.JSONBody(map[string]any{}),
			ExpectedStatus: 400,
			ExpectedContent: []string{
				`"name":{"code":"validation_invalid","message":"Name must be at least 2 characters"}`,
				`"email":{"code":"validation_invalid","message":"Please enter a valid email address"}`,
				`"message":{"code":"validation_invalid","message":"Message must be at least 10 characters"}`,
			},
			AfterTestFunc: stored(0),
		},
		{
			Name: "a bot filling the hidden field is answered but not stored", Method: http.MethodPost, URL: "/api/contact",
			Body:           hookstest.JSONBody(hookstest.Merged(message, map[string]any{"website": "http://spam.example"})),
			ExpectedStatus: 201, ExpectedContent: []string{`"success":true`},
			ExpectedEvents: hookstest.OnlyValidated, AfterTestFunc: stored(0),
		},
		{
			Name: "the 6th message within a minute is refused, the first 5 are kept", Method: http.MethodPost, URL: "/api/contact", Body: hookstest.JSONBody(message),
			BeforeTestFunc: hookstest.SendBefore(5, http.MethodPost, "/api/contact", `{"name":"Jo Buyer","email":"jo@example.com","message":"We would like to carry your flower."}`, 201),
			ExpectedStatus: 429, ExpectedContent: []string{`"message"`},
			AfterTestFunc: stored(5),
		},
		hookstest.AsStaff(tests.ApiScenario{
			Name: "staff list messages with Content-Range", Method: http.MethodGet, URL: "/api/admin/contact-messages",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				c, _ := app.FindCollectionByNameOrId("contact_messages")
				rec := core.NewRecord(c)
				rec.Load(message)
				if err := app.Save(rec); err != nil {
					t.Fatal(err)
				}
			},
			ExpectedStatus:  200,
			ExpectedContent: []string{`"email":"jo@dispensary.example.com"`, `"read":false`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "Content-Range", res.Header.Get("Content-Range"), "contact-messages 0-0/1")
			},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "staff cannot write messages in a visitor's name", Method: http.MethodPost, URL: "/api/admin/contact-messages", Body: hookstest.JSONBody(message),
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Not found"`}, AfterTestFunc: stored(0),
		}),
		{
			Name: "messages are not for visitors", Method: http.MethodGet, URL: "/api/admin/contact-messages",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
	})

	onMessage := func(s tests.ApiScenario) {
		hookstest.RunPrepared(t, hookstest.AsStaff(s), func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			c, _ := app.FindCollectionByNameOrId("contact_messages")
			rec := core.NewRecord(c)
			rec.Load(message)
			if err := app.Save(rec); err != nil {
				t.Fatal(err)
			}
			return "/api/admin/contact-messages/" + rec.Id
		})
	}
	onMessage(tests.ApiScenario{
		Name: "staff mark a message read; the visitor's text is kept", Method: http.MethodPatch,
		Body:           hookstest.JSONBody(map[string]any{"read": true, "message": "rewritten"}),
		ExpectedStatus: 200, ExpectedContent: []string{`"read":true`, `"message":"We would like to carry your flower."`},
		ExpectedEvents: hookstest.RecordsWritten("Update", 1),
	})
	onMessage(tests.ApiScenario{
		Name: "staff delete a message", Method: http.MethodDelete,
		ExpectedStatus: 200, ExpectedContent: []string{`"email":"jo@dispensary.example.com"`}, ExpectedEvents: hookstest.RecordsWritten("Delete", 1), AfterTestFunc: stored(0),
	})
}
