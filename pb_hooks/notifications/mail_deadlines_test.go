package notifications_test

import (
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/silentserver"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/mailer"
)

// within runs f and fails the test if it has not returned within a generous bound: the
// test's safety net against a wait without end, not a measure of speed.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatalf("%s is still waiting", what)
	}
}

// holdSends makes every send of an email whose subject has prefix wait until release
// (or the end of the test); entered receives each such send as it starts. Others go to
// the test mailer.
func holdSends(t *testing.T, app *tests.TestApp, prefix string) (entered <-chan string, release func()) {
	held, started := make(chan struct{}), make(chan string, 16)
	var once sync.Once
	release = func() { once.Do(func() { close(held) }) }
	t.Cleanup(release) // before the app's cleanup, registered earlier
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		if !strings.HasPrefix(e.Message.Subject, prefix) {
			return e.Next()
		}
		started <- e.Message.Subject
		<-held
		return e.Next()
	})
	return started, release
}

func outboxEmail(t *testing.T, app core.App, subject string) *core.Record {
	t.Helper()
	rec, err := app.FindFirstRecordByData(catalog.OutboxCollection, "subject", subject)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func TestAnAttemptIsRecordedBeforeTheSend(t *testing.T) {
	app, server, worker := mailApp(t)
	entered, release := holdSends(t, app, "New message from Held")
	sendContact(t, server, "Held Buyer")
	now := time.Now()
	passEnded := make(chan error, 1)
	go func() { passEnded <- worker.SendDue(now) }()
	<-entered

	// The send has not returned: its attempt is on record already.
	email := outboxEmail(t, app, "New message from Held Buyer")
	hookstest.MustEqual(t, "attempts while sending", email.GetInt("attempts"), 1)
	hookstest.MustEqual(t, "status while sending", email.GetString("status"), outbox.Pending)
	hookstest.MustEqual(t, "next attempt while sending", email.GetDateTime("nextAttemptAt").Time().Sub(now).Round(time.Second), outbox.FirstRetry)
	hookstest.MustEqual(t, "last error while sending", email.GetString("lastError"), "attempt 1 under way, or cut short when the site stopped")

	release()
	within(t, "the pass", func() {
		if err := <-passEnded; err != nil {
			t.Error(err)
		}
	})
	email = outboxEmail(t, app, "New message from Held Buyer")
	hookstest.MustEqual(t, "status once sent", email.GetString("status"), outbox.Sent)
	hookstest.MustEqual(t, "attempts once sent", email.GetInt("attempts"), 1)
	hookstest.MustEqual(t, "last error once sent", email.GetString("lastError"), "")
}

func TestAHungSendDoesNotHoldUpTheOthers(t *testing.T) {
	app, server, _ := mailApp(t)
	// A worker that waits for a send 100 ms at most.
	worker := outbox.NewWorker(app, func() netmail.Address { return hookstest.SiteOf(app).Mail().Sender(app) }, outbox.Options{SendTimeout: 100 * time.Millisecond})
	entered, _ := holdSends(t, app, "New message from Hung")
	sendContact(t, server, "Hung Buyer")
	sendContact(t, server, "Second Buyer")
	now := time.Now()
	within(t, "the first pass", func() { _ = worker.SendDue(now) })
	<-entered

	hung := outboxEmail(t, app, "New message from Hung Buyer")
	hookstest.MustEqual(t, "hung email's attempts", hung.GetInt("attempts"), 1)
	hookstest.MustEqual(t, "hung email's status", hung.GetString("status"), outbox.Pending)
	hookstest.MustEqual(t, "hung email's last error", hung.GetString("lastError"), "timed out after 0.1 s: the mailer did not return")
	hookstest.MustEqual(t, "the email behind it", outboxEmail(t, app, "New message from Second Buyer").GetString("status"), outbox.Sent)

	// The next pass sends what came since, and not the hung one again while its send
	// still runs, even once its retry is due.
	sendContact(t, server, "Third Buyer")
	within(t, "the next pass", func() { _ = worker.SendDue(now.Add(time.Hour)) })
	hookstest.MustEqual(t, "an email queued later", outboxEmail(t, app, "New message from Third Buyer").GetString("status"), outbox.Sent)
	hookstest.MustEqual(t, "hung email's attempts after the next pass", outboxEmail(t, app, "New message from Hung Buyer").GetInt("attempts"), 1)
	hookstest.MustEqual(t, "emails sent", app.TestMailer.TotalSend(), 2)
}

func TestAnEmailToAServerThatNeverAnswersEndsFailed(t *testing.T) {
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	hookstest.Register(t, app, hooks.Options{MailTimeouts: mail.Timeouts{Dial: time.Second, Send: 100 * time.Millisecond}})
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
	silent := silentserver.Start(t)
	app.Settings().SMTP.Enabled, app.Settings().SMTP.Host, app.Settings().SMTP.Port = true, silent.IP.String(), silent.Port
	// The email to the silent server gets PocketBase's own SMTP client, as outside
	// tests (the test app's recording mailer has replaced it by then); others keep the
	// recording one.
	app.OnMailerSend().Bind(&hook.Handler[*core.MailerEvent]{
		Priority: -1,
		Func: func(e *core.MailerEvent) error {
			if strings.HasPrefix(e.Message.Subject, "New message from Silent") {
				s := e.App.Settings().SMTP
				e.Mailer = &mailer.SMTPClient{Host: s.Host, Port: s.Port}
			}
			return e.Next()
		},
	})

	sendContact(t, server, "Silent Buyer")
	sendContact(t, server, "Patient Buyer")
	at := time.Now()
	within(t, "the first pass", func() { _ = worker.SendDue(at) })
	hookstest.MustEqual(t, "the email behind it", outboxEmail(t, app, "New message from Patient Buyer").GetString("status"), outbox.Sent)
	for attempt := 2; attempt <= outbox.MaxAttempts; attempt++ {
		at = at.Add(outbox.Backoff(attempt-1) + time.Second)
		within(t, "a retry", func() { _ = worker.SendDue(at) })
	}
	email := outboxEmail(t, app, "New message from Silent Buyer")
	hookstest.MustEqual(t, "attempts", email.GetInt("attempts"), outbox.MaxAttempts)
	hookstest.MustEqual(t, "status", email.GetString("status"), outbox.Failed)
	want := "timed out after 0.1 s: the mail server at " + silent.String() + " did not answer in time"
	hookstest.MustEqual(t, "last error", email.GetString("lastError"), want)
	hookstest.MustEqual(t, "emails the recording mailer got", app.TestMailer.TotalSend(), 1)
}

func TestASendThatReturnsLateIsRecordedAsSentAndNotSentAgain(t *testing.T) {
	app, server, _ := mailApp(t)
	worker := outbox.NewWorker(app, func() netmail.Address { return hookstest.SiteOf(app).Mail().Sender(app) }, outbox.Options{SendTimeout: 100 * time.Millisecond})
	entered, release := holdSends(t, app, "New message from Slow")
	recorded := make(chan string, 8)
	app.OnRecordAfterUpdateSuccess(catalog.OutboxCollection).BindFunc(func(e *core.RecordEvent) error {
		recorded <- e.Record.GetString("status")
		return e.Next()
	})
	sendContact(t, server, "Slow Buyer")
	now := time.Now()
	within(t, "the pass", func() { _ = worker.SendDue(now) })
	<-entered
	hookstest.MustEqual(t, "status once the wait ended", outboxEmail(t, app, "New message from Slow Buyer").GetString("status"), outbox.Pending)

	// The mail server takes the email after the worker stopped waiting: it is sent.
	release()
	within(t, "the late send's record", func() {
		for status := range recorded {
			if status == outbox.Sent {
				return
			}
		}
	})
	email := outboxEmail(t, app, "New message from Slow Buyer")
	hookstest.MustEqual(t, "status after the late send", email.GetString("status"), outbox.Sent)
	hookstest.MustEqual(t, "last error after the late send", email.GetString("lastError"), "")
	hookstest.MustEqual(t, "attempts", email.GetInt("attempts"), 1)

	// Its retry, once due, sends nothing twice.
	within(t, "the next pass", func() { _ = worker.SendDue(now.Add(time.Hour)) })
	hookstest.MustEqual(t, "emails sent", app.TestMailer.TotalSend(), 1)
}

// A send that returns after its worker stopped (its app terminating: the worker is
// stopped first, then the database closes) touches the app no more. Recording it as sent
// then could crash the process on a closed database.
func TestASendThatReturnsAfterTheWorkerStoppedTouchesNothing(t *testing.T) {
	app, server, _ := mailApp(t)
	worker := outbox.NewWorker(app, func() netmail.Address { return hookstest.SiteOf(app).Mail().Sender(app) },
		outbox.Options{SendTimeout: 100 * time.Millisecond, StopTimeout: 100 * time.Millisecond})
	entered, release := holdSends(t, app, "New message from Late")
	sendContact(t, server, "Late Buyer")
	within(t, "the pass", func() { _ = worker.SendDue(time.Now()) })
	<-entered
	hookstest.MustEqual(t, "sends still running", worker.UnfinishedSends(), 1)

	within(t, "the worker's stop", worker.Stop) // waits 0.1 s for the send, then lets go
	release()
	within(t, "the late send's end", func() {
		for worker.UnfinishedSends() > 0 {
			time.Sleep(10 * time.Millisecond)
		}
	})
	email := outboxEmail(t, app, "New message from Late Buyer")
	hookstest.MustEqual(t, "status", email.GetString("status"), outbox.Pending)
	hookstest.MustEqual(t, "last error", email.GetString("lastError"), "timed out after 0.1 s: the mailer did not return")
}
