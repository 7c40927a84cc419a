package mail

import (
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	netmail "net/mail"
	"net/smtp"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/domodwyer/mailyak/v3"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/security"
)

// The SMTP deadlines unless the operator sets others (--smtpDialTimeout, --smtpSendTimeout).
const (
	DefaultDialTimeout = 10 * time.Second
	DefaultSendTimeout = 60 * time.Second
)

// Timeouts bound one send: Dial the connection (TCP), Send the whole of it, from the
// dial to the server's answer to the message (TLS, greeting, login, envelope, data).
type Timeouts struct {
	Dial, Send time.Duration
}

// OrDefaults fills the zero durations with the defaults.
func (t Timeouts) OrDefaults() Timeouts {
	if t.Dial <= 0 {
		t.Dial = DefaultDialTimeout
	}
	if t.Send <= 0 {
		t.Send = DefaultSendTimeout
	}
	return t
}

// ErrNotConfigured is Send's answer while SMTP is off: the site never falls back to a
// local sendmail, which could wait as long as it likes.
var ErrNotConfigured = errors.New("mail is not configured: SMTP is off in the settings")

// SMTP sends a message as PocketBase's SMTPClient does (plain SMTP upgraded by STARTTLS
// when the server offers it, or implicit TLS; PLAIN or LOGIN auth; the EHLO name; the
// same message fields), but within deadlines: PocketBase's client (mailyak) dials with
// net.Dial and sets none, so a server that accepts the connection and then says
// nothing holds the sender forever. Unlike it, it refuses to send in the clear when
// RequireTLS says so (catalog.SMTPRequireTLSModes; "" is the default, unlessLoopback).
type SMTP struct {
	Config     core.SMTPConfig
	Timeouts   Timeouts
	RequireTLS string
}

var _ mailer.Mailer = (*SMTP)(nil)

// UseSMTPWithDeadlines makes every mail app sends (the outbox's, and PocketBase's own:
// verification, password reset, OTP, login alerts) go through SMTP with timeouts, in
// place of PocketBase's SMTP or sendmail client, requiring TLS as requireTLS (the
// private setting) says at each send. A mailer some other hook set first (the tests'
// TestMailer) is left alone.
func UseSMTPWithDeadlines(app core.App, timeouts Timeouts, requireTLS func(core.App) string) {
	app.OnMailerSend().Bind(&hook.Handler[*core.MailerEvent]{
		Id: "farmsiteSMTPWithDeadlines",
		Func: func(e *core.MailerEvent) error {
			switch e.Mailer.(type) {
			case *mailer.SMTPClient, *mailer.Sendmail:
				e.Mailer = &SMTP{Config: e.App.Settings().SMTP, Timeouts: timeouts, RequireTLS: requireTLS(e.App)}
			}
			return e.Next()
		},
	})
}

// TimeoutError is a send the server did not let finish in time.
type TimeoutError struct {
	After  time.Duration
	Server string
	// Connecting tells that the connection itself was not made in time.
	Connecting bool
	Err        error
}

func (e *TimeoutError) Error() string {
	if e.Connecting {
		return fmt.Sprintf("timed out after %s connecting to the mail server at %s", Seconds(e.After), e.Server)
	}
	return fmt.Sprintf("timed out after %s: the mail server at %s did not answer in time", Seconds(e.After), e.Server)
}

func (e *TimeoutError) Unwrap() error { return e.Err }

// Seconds writes a duration as the README and the outbox's lastError say it: "60 s", "0.2 s".
func Seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + " s"
}

// Send implements mailer.Mailer.
func (c *SMTP) Send(m *mailer.Message) error {
	if !c.Config.Enabled || c.Config.Host == "" {
		return ErrNotConfigured
	}
	raw, err := mimeOf(m)
	if err != nil {
		return err
	}
	timeouts := c.Timeouts.OrDefaults()
	server := net.JoinHostPort(c.Config.Host, strconv.Itoa(c.Config.Port))
	deadline := time.Now().Add(timeouts.Send)
	dialer := net.Dialer{Timeout: timeouts.Dial, Deadline: deadline}
	conn, err := dialer.Dial("tcp", server)
	if err != nil {
		if isTimeout(err) {
			return &TimeoutError{After: min(timeouts.Dial, timeouts.Send), Server: server, Connecting: true, Err: err}
		}
		return err
	}
	defer conn.Close()
	if err := conn.SetDeadline(deadline); err != nil {
		return err
	}
	err = c.converse(conn, server, m.From.Address, recipients(m), raw)
	if isTimeout(err) {
		return &TimeoutError{After: timeouts.Send, Server: server, Err: err}
	}
	return err
}

// TLSRequiredError is a send refused before anything was said in the clear: the server
// offers no STARTTLS, and the connection to it must be encrypted.
type TLSRequiredError struct{ Server string }

func (e *TLSRequiredError) Error() string {
	return fmt.Sprintf("not sent: the mail server at %s does not offer STARTTLS, and the site requires an encrypted connection to it "+
		"(turn on TLS in the superuser UI's mail settings, use a server that offers STARTTLS, "+
		"or change \"Require an encrypted connection to the mail server\" under Notifications)", e.Server)
}

// requiresTLS tells whether mode (the private setting) requires TLS with host: by
// default, unless host is loopback by its name or address. Only the name is judged,
// never what DNS answers for it, which a man in the middle may answer too.
func requiresTLS(mode, host string) bool {
	switch mode {
	case catalog.TLSAlways:
		return true
	case catalog.TLSNever:
		return false
	}
	if strings.EqualFold(host, "localhost") {
		return false
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip == nil || !ip.IsLoopback()
}

func isTimeout(err error) bool {
	var netErr net.Error
	return errors.Is(err, os.ErrDeadlineExceeded) || (errors.As(err, &netErr) && netErr.Timeout())
}

// converse is mailyak's SMTP exchange (PocketBase's client) on a connection whose
// deadline is set.
func (c *SMTP) converse(conn net.Conn, server, from string, to []string, raw []byte) error {
	host := c.Config.Host
	if c.Config.TLS {
		conn = tls.Client(conn, &tls.Config{ServerName: host}) // the handshake runs within the deadline too
	}
	client, err := smtp.NewClient(conn, host)
	if err != nil {
		return err
	}
	defer client.Close()
	if c.Config.LocalName != "" {
		if err := client.Hello(c.Config.LocalName); err != nil {
			return err
		}
	}
	if !c.Config.TLS {
		if ok, _ := client.Extension("STARTTLS"); ok {
			if err := client.StartTLS(&tls.Config{ServerName: host}); err != nil {
				return err
			}
		} else if requiresTLS(c.RequireTLS, host) {
			return &TLSRequiredError{Server: server}
		}
	}
	if auth := c.auth(); auth != nil {
		if err := client.Auth(auth); err != nil {
			return err
		}
	}
	if err := client.Mail(from); err != nil {
		return err
	}
	for _, address := range to {
		if err := client.Rcpt(address); err != nil {
			return err
		}
	}
	data, err := client.Data()
	if err != nil {
		return err
	}
	if _, err := data.Write(raw); err != nil {
		return err
	}
	if err := data.Close(); err != nil {
		return err
	}
	_ = client.Quit() // the message is accepted; a server slow to say goodbye changes nothing
	return nil
}

func (c *SMTP) auth() smtp.Auth {
	if c.Config.Username == "" && c.Config.Password == "" {
		return nil
	}
	if c.Config.AuthMethod == mailer.SMTPAuthLogin {
		return &loginAuth{username: c.Config.Username, password: c.Config.Password}
	}
	return smtp.PlainAuth("", c.Config.Username, c.Config.Password, c.Config.Host)
}

// recipients are the envelope's: To, Cc and Bcc, addresses only.
func recipients(m *mailer.Message) []string {
	var out []string
	for _, list := range [][]netmail.Address{m.To, m.Cc, m.Bcc} {
		for _, a := range list {
			out = append(out, a.Address)
		}
	}
	return out
}

// mimeOf writes m as PocketBase's SMTPClient does, with mailyak: the same headers
// (a Message-ID on the sender's domain unless m has one; Bcc not written), parts and
// attachments. PocketBase also makes a text part from an HTML-only message; without
// one, the message has its HTML part only.
func mimeOf(m *mailer.Message) ([]byte, error) {
	yak := mailyak.New("", nil)
	if m.From.Name != "" {
		yak.FromName(m.From.Name)
	}
	yak.From(m.From.Address)
	yak.Subject(m.Subject)
	yak.HTML().Set(m.HTML)
	yak.Plain().Set(m.Text)
	yak.To(addressStrings(m.To)...)
	yak.Cc(addressStrings(m.Cc)...)
	yak.Bcc(addressStrings(m.Bcc)...)
	for name, data := range m.Attachments {
		yak.Attach(name, data)
	}
	for name, data := range m.InlineAttachments {
		yak.AttachInline(name, data)
	}
	hasMessageID := false
	for name, value := range m.Headers {
		hasMessageID = hasMessageID || strings.EqualFold(name, "Message-ID")
		yak.AddHeader(name, value)
	}
	if _, domain, ok := strings.Cut(m.From.Address, "@"); ok && !hasMessageID {
		yak.AddHeader("Message-ID", fmt.Sprintf("<%s@%s>", security.PseudorandomString(15), domain))
	}
	buf, err := yak.MimeBuf()
	if err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// addressStrings are the header forms of addresses (with their names).
func addressStrings(addresses []netmail.Address) []string {
	out := make([]string, len(addresses))
	for i, a := range addresses {
		if a.Name != "" {
			out[i] = a.String()
		} else {
			out[i] = a.Address
		}
	}
	return out
}

// loginAuth is AUTH LOGIN, as PocketBase's client has it (Outlook wants it): credentials
// go only over TLS or to localhost.
type loginAuth struct {
	username, password string
}

func (a *loginAuth) Start(server *smtp.ServerInfo) (string, []byte, error) {
	if !server.TLS && server.Name != "localhost" && server.Name != "127.0.0.1" && server.Name != "::1" {
		return "", nil, errors.New("unencrypted connection")
	}
	return "LOGIN", nil, nil
}

func (a *loginAuth) Next(fromServer []byte, more bool) ([]byte, error) {
	if more {
		switch strings.ToLower(string(fromServer)) {
		case "username:":
			return []byte(a.username), nil
		case "password:":
			return []byte(a.password), nil
		}
	}
	return nil, nil
}
