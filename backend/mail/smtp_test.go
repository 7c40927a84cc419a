package mail

import (
	"errors"
	"net"
	netmail "net/mail"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail/smtptest"
	"github.com/hudsonvalley/farmsite/backend/silentserver"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
)

// listen is a loopback TCP server whose connections serve runs; it ends with the test.
func listen(t *testing.T, serve func(net.Conn)) (host string, port int) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go func() {
		for {
			conn, err := l.Accept()
			if err != nil {
				return
			}
			go serve(conn)
		}
	}()
	addr := l.Addr().(*net.TCPAddr)
	return addr.IP.String(), addr.Port
}

// silentServer accepts connections and never says a word.
func silentServer(t *testing.T) (string, int) {
	addr := silentserver.Start(t)
	return addr.IP.String(), addr.Port
}

// sendWithin runs Send and fails the test if it has not returned within a generous
// bound (the test's own safety net, not a measure of speed).
func sendWithin(t *testing.T, client *SMTP, m *mailer.Message) error {
	t.Helper()
	result := make(chan error, 1)
	go func() { result <- client.Send(m) }()
	select {
	case err := <-result:
		return err
	case <-time.After(30 * time.Second):
		t.Fatal("Send is still waiting on a server that never answers")
		return nil
	}
}

func message() *mailer.Message {
	return &mailer.Message{
		From:    netmail.Address{Name: "Hudson Valley Farm", Address: "shop@farm.example"},
		To:      []netmail.Address{{Address: "owner@farm.example"}},
		Cc:      []netmail.Address{{Name: "Sales", Address: "sales@farm.example"}},
		Bcc:     []netmail.Address{{Address: "audit@farm.example"}},
		Subject: "New message from Dana",
		Text:    "Hello from the farm.",
		HTML:    "<p>Hello from the farm.</p>",
		Headers: map[string]string{"Reply-To": "dana@riverside.example"},
	}
}

func TestSendToAServerThatNeverAnswersTimesOut(t *testing.T) {
	host, port := silentServer(t)
	client := &SMTP{
		Config:   core.SMTPConfig{Enabled: true, Host: host, Port: port},
		Timeouts: Timeouts{Dial: time.Second, Send: 200 * time.Millisecond},
	}
	err := sendWithin(t, client, message())
	var timeout *TimeoutError
	if !errors.As(err, &timeout) || !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("want a timeout, got %v", err)
	}
	if want := "timed out after 0.2 s: the mail server at " + net.JoinHostPort(host, strconv.Itoa(port)); !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %q, want it to start %q", err, want)
	}
}

func TestSendOverImplicitTLSToAServerThatNeverAnswersTimesOut(t *testing.T) {
	host, port := silentServer(t) // the TLS handshake itself never gets an answer
	client := &SMTP{
		Config:   core.SMTPConfig{Enabled: true, Host: host, Port: port, TLS: true},
		Timeouts: Timeouts{Dial: time.Second, Send: 200 * time.Millisecond},
	}
	if err := sendWithin(t, client, message()); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("want a timeout, got %v", err)
	}
}

func TestSendWithSMTPOffSendsNothing(t *testing.T) {
	host, port := listen(t, func(c net.Conn) {
		t.Error("a connection was made with SMTP off")
		c.Close()
	})
	client := &SMTP{Config: core.SMTPConfig{Enabled: false, Host: host, Port: port}}
	if err := client.Send(message()); !errors.Is(err, ErrNotConfigured) {
		t.Fatalf("got %v", err)
	}
}

func TestSendSpeaksSMTPAsPocketBasesClientDoes(t *testing.T) {
	for _, method := range []string{mailer.SMTPAuthPlain, mailer.SMTPAuthLogin} {
		t.Run(method, func(t *testing.T) {
			addr, heard := smtptest.Start(t)
			client := &SMTP{Config: core.SMTPConfig{
				Enabled: true, Host: addr.IP.String(), Port: addr.Port, Username: "mailer", Password: "secret", AuthMethod: method, LocalName: "farm.example",
			}}
			if err := sendWithin(t, client, message()); err != nil {
				t.Fatal(err)
			}
			s := <-heard
			wantAuth := "PLAIN  mailer secret"
			if method == mailer.SMTPAuthLogin {
				wantAuth = "LOGIN mailer secret"
			}
			for _, want := range []string{"EHLO farm.example", wantAuth, "MAIL FROM:<shop@farm.example>", "RCPT TO:<owner@farm.example>", "RCPT TO:<sales@farm.example>", "RCPT TO:<audit@farm.example>"} {
				if !s.Said(want) {
					t.Errorf("the server did not hear %q in %q", want, s.Lines)
				}
			}
			for _, want := range []string{"From: Hudson Valley Farm <shop@farm.example>", "To: owner@farm.example", `CC: "Sales" <sales@farm.example>`, "Subject: New message from Dana", "Reply-To: dana@riverside.example", "Message-ID: <", "@farm.example>", "Hello from the farm.", "<p>Hello from the farm.</p>"} {
				if !strings.Contains(s.Data, want) {
					t.Errorf("the message lacks %q:\n%s", want, s.Data)
				}
			}
			if strings.Contains(strings.ToLower(s.Data), "audit@farm.example") {
				t.Error("the Bcc address is written in the message")
			}
		})
	}
}

// With TLS required, a server that offers no STARTTLS (as a man in the middle who strips
// the offer would have it) hears nothing past EHLO: no login, no envelope, no message.
func TestARequiredTLSSendsNothingToAServerWithoutSTARTTLS(t *testing.T) {
	addr, heard := smtptest.Start(t)
	client := &SMTP{
		Config:     core.SMTPConfig{Enabled: true, Host: addr.IP.String(), Port: addr.Port, Username: "mailer", Password: "secret"},
		RequireTLS: catalog.TLSAlways,
	}
	err := sendWithin(t, client, message())
	var refused *TLSRequiredError
	if !errors.As(err, &refused) {
		t.Fatalf("want the send refused for want of TLS, got %v", err)
	}
	want := "not sent: the mail server at " + addr.String() + " does not offer STARTTLS, and the site requires an encrypted connection to it"
	if !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %q, want it to start %q", err, want)
	}
	s := <-heard
	for _, verb := range []string{"AUTH", "PLAIN", "MAIL", "RCPT", "DATA"} {
		if s.SaidVerb(verb) {
			t.Errorf("the server heard %s in the clear: %q", verb, s.Lines)
		}
	}
	if s.Data != "" {
		t.Error("the message was sent in the clear")
	}
}

// By default a server on loopback (a relay on the same machine) needs no TLS: the mail
// goes, as it always has.
func TestByDefaultMailToALoopbackServerGoesWithoutTLS(t *testing.T) {
	addr, heard := smtptest.Start(t)
	client := &SMTP{Config: core.SMTPConfig{Enabled: true, Host: addr.IP.String(), Port: addr.Port}}
	if err := sendWithin(t, client, message()); err != nil {
		t.Fatal(err)
	}
	if s := <-heard; !strings.Contains(s.Data, "Hello from the farm.") {
		t.Errorf("the message did not arrive: %q", s.Lines)
	}
}

func TestWhenTLSIsRequired(t *testing.T) {
	for _, c := range []struct {
		mode, host string
		want       bool
	}{
		{"", "smtp.example.com", true},
		{catalog.TLSUnlessLoopback, "smtp.example.com", true},
		{catalog.TLSUnlessLoopback, "10.0.0.5", true},
		{catalog.TLSUnlessLoopback, "localhost.example.com", true},
		{catalog.TLSUnlessLoopback, "127.0.0.1", false},
		{catalog.TLSUnlessLoopback, "127.0.0.2", false},
		{catalog.TLSUnlessLoopback, "::1", false},
		{catalog.TLSUnlessLoopback, "[::1]", false},
		{"", "localhost", false},
		{catalog.TLSUnlessLoopback, "LocalHost", false},
		{catalog.TLSAlways, "127.0.0.1", true},
		{catalog.TLSNever, "smtp.example.com", false},
	} {
		if got := requiresTLS(c.mode, c.host); got != c.want {
			t.Errorf("requiresTLS(%q, %q) = %v, want %v", c.mode, c.host, got, c.want)
		}
	}
}
