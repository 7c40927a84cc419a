package web

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"testing"
	"time"
)

// limitedLoopback listens on loopback behind LimitConnections (127.0.0.1 exempt, as a
// trusted proxy) and hands each accepted connection to the channel.
func limitedLoopback(t *testing.T, total, perNetwork int) (addr string, accepted chan net.Conn, l net.Listener) {
	t.Helper()
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	proxy := netip.MustParseAddr("127.0.0.1")
	l = LimitConnections(inner, ConnectionLimits{Total: total, PerNetwork: perNetwork, Exempt: func(a netip.Addr) bool { return a == proxy }})
	t.Cleanup(func() { l.Close() })
	accepted = make(chan net.Conn, total+1)
	go func() {
		for {
			conn, err := l.Accept()
			if err != nil {
				close(accepted)
				return
			}
			accepted <- conn
		}
	}()
	return inner.Addr().String(), accepted, l
}

// dialFrom connects to addr from the loopback address from.
func dialFrom(t *testing.T, addr, from string) net.Conn {
	t.Helper()
	dialer := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 10 * time.Second}
	conn, err := dialer.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return conn
}

func mustAccept(t *testing.T, accepted chan net.Conn, what string) net.Conn {
	t.Helper()
	select {
	case conn := <-accepted:
		return conn
	case <-time.After(10 * time.Second):
		t.Fatalf("%s was never accepted", what)
		return nil
	}
}

// mustBeClosedByTheServer waits for conn's end: the server closed it unanswered.
func mustBeClosedByTheServer(t *testing.T, conn net.Conn, what string) {
	t.Helper()
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	n, err := conn.Read(make([]byte, 1))
	var netErr net.Error
	if n > 0 || (errors.As(err, &netErr) && netErr.Timeout()) {
		t.Fatalf("%s is still open (read %d bytes, %v)", what, n, err)
	}
}

func TestConnectionsPastANetworksShareAreClosedAtOnce(t *testing.T) {
	addr, accepted, _ := limitedLoopback(t, 10, 2)
	dialFrom(t, addr, "127.0.0.2")
	dialFrom(t, addr, "127.0.0.3")
	mustAccept(t, accepted, "the network's first")
	mustAccept(t, accepted, "the network's second")

	third := dialFrom(t, addr, "127.0.0.4") // the same /24
	mustBeClosedByTheServer(t, third, "a third connection from 127.0.0.0/24")

	dialFrom(t, addr, "127.0.1.2")
	mustAccept(t, accepted, "another network's first")
	for i := range 3 { // the trusted proxy, though in 127.0.0.0/24, is held to the total only
		dialFrom(t, addr, "127.0.0.1")
		mustAccept(t, accepted, fmt.Sprintf("the proxy's connection #%d", i+1))
	}
}

func TestAClosedConnectionGivesItsNetworkItsShareBack(t *testing.T) {
	addr, accepted, _ := limitedLoopback(t, 10, 1)
	dialFrom(t, addr, "127.0.0.2")
	first := mustAccept(t, accepted, "the first")
	mustBeClosedByTheServer(t, dialFrom(t, addr, "127.0.0.2"), "a second while the first is open")
	first.Close()
	first.Close() // twice gives back one share
	dialFrom(t, addr, "127.0.0.2")
	mustAccept(t, accepted, "a second once the first is closed")
	mustBeClosedByTheServer(t, dialFrom(t, addr, "127.0.0.2"), "a third while the second is open")
}

func TestPastTheTotalConnectionsWaitUntilOneCloses(t *testing.T) {
	addr, accepted, l := limitedLoopback(t, 2, 5)
	dialFrom(t, addr, "127.0.0.1")
	first := mustAccept(t, accepted, "the first")
	dialFrom(t, addr, "127.0.1.2")
	mustAccept(t, accepted, "the second")

	waiting := dialFrom(t, addr, "127.0.2.2") // the kernel takes it; the server does not yet
	select {
	case <-accepted:
		t.Fatal("a connection past the total was accepted")
	case <-time.After(200 * time.Millisecond):
	}
	first.Close()
	third := mustAccept(t, accepted, "the waiting one, once the first closed")
	if third.RemoteAddr().String() != waiting.LocalAddr().String() {
		t.Errorf("accepted %s, want the waiting %s", third.RemoteAddr(), waiting.LocalAddr())
	}

	dialFrom(t, addr, "127.0.3.2")
	l.Close() // a server shutting down while Accept waits for a slot
	select {
	case _, open := <-accepted:
		for open {
			_, open = <-accepted
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Accept still waits after Close")
	}
	if _, err := l.Accept(); !errors.Is(err, net.ErrClosed) {
		t.Errorf("Accept after Close: %v, want net.ErrClosed", err)
	}
}
