// Package smtptest is, for tests, an SMTP server on loopback that speaks plain SMTP
// only: it offers AUTH PLAIN and LOGIN and no STARTTLS, accepts every message, and
// reports each conversation it had, so a test sees what a client said in the clear.
package smtptest

import (
	"bufio"
	"encoding/base64"
	"net"
	"strings"
	"testing"
)

// Session is what the server heard on one connection.
type Session struct {
	Lines []string // commands, in order (AUTH's answers decoded)
	Data  string   // the message, if one was sent
}

// Said tells whether a command line was heard (case aside).
func (s Session) Said(line string) bool {
	for _, l := range s.Lines {
		if strings.EqualFold(l, line) {
			return true
		}
	}
	return false
}

// SaidVerb tells whether a command of that verb was heard (MAIL, RCPT, DATA, AUTH...).
func (s Session) SaidVerb(verb string) bool {
	for _, l := range s.Lines {
		if fields := strings.Fields(l); len(fields) > 0 && strings.EqualFold(fields[0], verb) {
			return true
		}
	}
	return false
}

// Start runs one until the test ends; each connection's Session arrives on sessions
// when it closes.
func Start(t testing.TB) (addr *net.TCPAddr, sessions <-chan Session) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	heard := make(chan Session, 16)
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go func() { heard <- converse(c) }()
		}
	}()
	return l.Addr().(*net.TCPAddr), heard
}

func converse(c net.Conn) (s Session) {
	defer c.Close()
	r, w := bufio.NewReader(c), bufio.NewWriter(c)
	say := func(line string) { w.WriteString(line + "\r\n"); w.Flush() }
	closed := false
	read := func() string {
		line, err := r.ReadString('\n')
		closed = closed || err != nil
		return strings.TrimRight(line, "\r\n")
	}
	say("220 smtptest ESMTP")
	for {
		line := read()
		if closed || line == "" {
			return s
		}
		s.Lines = append(s.Lines, line)
		fields := strings.Fields(line)
		switch strings.ToUpper(fields[0]) {
		case "EHLO":
			say("250-smtptest")
			say("250 AUTH PLAIN LOGIN")
		case "AUTH":
			if len(fields) > 1 && strings.EqualFold(fields[1], "LOGIN") {
				say("334 " + base64.StdEncoding.EncodeToString([]byte("Username:")))
				user, _ := base64.StdEncoding.DecodeString(read())
				say("334 " + base64.StdEncoding.EncodeToString([]byte("Password:")))
				pass, _ := base64.StdEncoding.DecodeString(read())
				s.Lines = append(s.Lines, "LOGIN "+string(user)+" "+string(pass))
			} else if len(fields) > 2 {
				plain, _ := base64.StdEncoding.DecodeString(fields[2])
				s.Lines = append(s.Lines, "PLAIN "+strings.ReplaceAll(string(plain), "\x00", " "))
			}
			say("235 ok")
		case "DATA":
			say("354 go on")
			var data strings.Builder
			for line := read(); line != "." && !closed; line = read() {
				data.WriteString(line + "\n")
			}
			s.Data = data.String()
			say("250 queued")
		case "QUIT":
			say("221 bye")
			return s
		default:
			say("250 ok")
		}
	}
}
