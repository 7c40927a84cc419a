// Package silentserver is, for tests, the outside service that hangs: a loopback TCP
// server that accepts every connection and never says a word (no greeting, no answer).
package silentserver

import (
	"net"
	"testing"
)

// Start runs one until the test ends, when its connections are cut.
func Start(t testing.TB) *net.TCPAddr {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	held := make(chan net.Conn, 64)
	t.Cleanup(func() {
		l.Close()
		close(held)
		for c := range held {
			c.Close()
		}
	})
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			held <- c // read nothing, answer nothing
		}
	}()
	return l.Addr().(*net.TCPAddr)
}
