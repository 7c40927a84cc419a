package mail

import (
	"bufio"
	"encoding/base64"
	"errors"
	"net"
	netmail "net/mail"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

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

// session is what a scripted SMTP server heard.
type session struct {
	lines []string // commands, in order (AUTH's answers decoded)
	data  string
}

// scriptedServer answers a plain SMTP conversation (offering AUTH PLAIN and LOGIN, no
// STARTTLS) and reports what it heard.
func scriptedServer(t *testing.T) (string, int, <-chan session) {
	heard := make(chan session, 1)
	host, port := listen(t, func(c net.Conn) {
		defer c.Close()
		r, w := bufio.NewReader(c), bufio.NewWriter(c)
		say := func(line string) { w.WriteString(line + "\r\n"); w.Flush() }
		read := func() string { line, _ := r.ReadString('\n'); return strings.TrimRight(line, "\r\n") }
		var s session
		say("220 test ESMTP")
		for {
			line := read()
			if line == "" {
				return
			}
			s.lines = append(s.lines, line)
			switch verb := strings.ToUpper(strings.Fields(line)[0]); verb {
			case "EHLO":
				say("250-test")
				say("250 AUTH PLAIN LOGIN")
			case "AUTH":
				fields := strings.Fields(line)
				if fields[1] == "LOGIN" {
					say("334 " + base64.StdEncoding.EncodeToString([]byte("Username:")))
					user, _ := base64.StdEncoding.DecodeString(read())
					say("334 " + base64.StdEncoding.EncodeToString([]byte("Password:")))
					pass, _ := base64.StdEncoding.DecodeString(read())
					s.lines = append(s.lines, "LOGIN "+string(user)+" "+string(pass))
				} else {
					plain, _ := base64.StdEncoding.DecodeString(fields[2])
					s.lines = append(s.lines, "PLAIN "+strings.ReplaceAll(string(plain), "\x00", " "))
				}
				say("235 ok")
			case "DATA":
				say("354 go on")
				var data strings.Builder
				for line := read(); line != "."; line = read() {
					data.WriteString(line + "\n")
				}
				s.data = data.String()
				say("250 queued")
			case "QUIT":
				say("221 bye")
				heard <- s
				return
			default:
				say("250 ok")
			}
		}
	})
	return host, port, heard
}

func TestSendSpeaksSMTPAsPocketBasesClientDoes(t *testing.T) {
	for _, method := range []string{mailer.SMTPAuthPlain, mailer.SMTPAuthLogin} {
		t.Run(method, func(t *testing.T) {
			host, port, heard := scriptedServer(t)
			client := &SMTP{Config: core.SMTPConfig{
				Enabled: true, Host: host, Port: port, Username: "mailer", Password: "secret", AuthMethod: method, LocalName: "farm.example",
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
				if !contains(s.lines, want) {
					t.Errorf("the server did not hear %q in %q", want, s.lines)
				}
			}
			for _, want := range []string{"From: Hudson Valley Farm <shop@farm.example>", "To: owner@farm.example", `CC: "Sales" <sales@farm.example>`, "Subject: New message from Dana", "Reply-To: dana@riverside.example", "Message-ID: <", "@farm.example>", "Hello from the farm.", "<p>Hello from the farm.</p>"} {
				if !strings.Contains(s.data, want) {
					t.Errorf("the message lacks %q:\n%s", want, s.data)
				}
			}
			if strings.Contains(strings.ToLower(s.data), "audit@farm.example") {
				t.Error("the Bcc address is written in the message")
			}
		})
	}
}

func contains(lines []string, want string) bool {
	for _, l := range lines {
		if strings.EqualFold(l, want) || l == want {
			return true
		}
	}
	return false
}
