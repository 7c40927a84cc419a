package notifications_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/mail/smtptest"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/mailer"
)

// With the owner's "always" TLS rule, an email to an SMTP server that offers no STARTTLS
// is not sent and the outbox (and the mail status staff see) says why; back on the
// default, the same server on loopback gets it.
func TestAnEmailIsNotSentInTheClearWhenTLSIsRequired(t *testing.T) {
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	hookstest.Register(t, app, hooks.Options{})
	server := hookstest.AppHandler(t, app)
	worker := hookstest.SiteOf(app).Mail().Worker
	settings, err := app.FindFirstRecordByFilter("site_private_settings", "")
	if err != nil {
		t.Fatal(err)
	}
	settings.Set("notifyEmails", []string{"staff@farm.example"})
	if err := app.Save(settings); err != nil {
		t.Fatal(err)
	}
	plain, heard := smtptest.Start(t)
	app.Settings().SMTP.Enabled, app.Settings().SMTP.Host, app.Settings().SMTP.Port = true, plain.IP.String(), plain.Port
	// The site's SMTP client sends, as outside tests (the test app's recording mailer
	// has replaced PocketBase's by then).
	app.OnMailerSend().Bind(&hook.Handler[*core.MailerEvent]{
		Priority: -1,
		Func: func(e *core.MailerEvent) error {
			s := e.App.Settings().SMTP
			e.Mailer = &mailer.SMTPClient{Host: s.Host, Port: s.Port}
			return e.Next()
		},
	})
	requireTLS := func(mode string) {
		t.Helper()
		res := hookstest.Send(t, server, http.MethodPatch, "/api/admin/notification-settings", hookstest.JSONBody(map[string]any{"smtpRequireTLS": mode}), hookstest.StaffHeaders())
		if body := hookstest.ReadAll(t, res); res.StatusCode != 200 || !strings.Contains(body, `"smtpRequireTLS":"`+mode+`"`) {
			t.Fatalf("setting %s: %d %s", mode, res.StatusCode, body)
		}
	}

	requireTLS("always")
	sendContact(t, server, "Plain Buyer")
	now := time.Now()
	within(t, "the pass", func() { _ = worker.SendDue(now) })
	email := outboxEmail(t, app, "New message from Plain Buyer")
	if email.GetString("status") != outbox.Pending {
		t.Fatalf("the email is %s, want it waiting", email.GetString("status"))
	}
	why := "not sent: the mail server at " + plain.String() + " does not offer STARTTLS, and the site requires an encrypted connection to it"
	if !strings.HasPrefix(email.GetString("lastError"), why) {
		t.Errorf("last error %q, want it to start %q", email.GetString("lastError"), why)
	}
	if s := next(t, heard); s.SaidVerb("MAIL") || s.Data != "" {
		t.Errorf("the server heard the email in the clear: %q", s.Lines)
	}
	if body := hookstest.ReadAll(t, hookstest.Send(t, server, http.MethodGet, "/api/admin/mail-status", nil, hookstest.StaffHeaders())); !strings.Contains(body, why) {
		t.Errorf("the mail status does not say why: %s", body)
	}

	requireTLS("unlessLoopback")
	within(t, "the retry", func() { _ = worker.SendDue(now.Add(outbox.Backoff(1) + time.Second)) })
	hookstest.MustEqual(t, "status once the rule allows it", outboxEmail(t, app, "New message from Plain Buyer").GetString("status"), outbox.Sent)
	if s := next(t, heard); !strings.Contains(s.Data, "Plain Buyer") {
		t.Errorf("the loopback server did not get the email: %q", s.Lines)
	}
}

// next is the mail server's next conversation, or the test fails (its safety net
// against a wait without end).
func next(t *testing.T, heard <-chan smtptest.Session) smtptest.Session {
	t.Helper()
	select {
	case s := <-heard:
		return s
	case <-time.After(30 * time.Second):
		t.Fatal("the mail server heard from no one")
		return smtptest.Session{}
	}
}
