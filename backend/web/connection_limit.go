package web

import (
	"cmp"
	"net"
	"net/netip"
	"sync"
	"time"

	"github.com/hudsonvalley/farmsite/backend/metrics"
	"github.com/pocketbase/pocketbase/core"
)

// Each open connection costs the server memory before it has sent a byte (a goroutine
// and its read buffer: about 10 KB, and up to MaxHeaderBytes more while its headers
// arrive), and a file descriptor. 4,000 connections sending their headers slowly took
// the server from 49 to 110 MB. So connections are capped in total and per client
// network, and a request's headers must arrive within seconds.
const (
	// MaxConnections is how many connections may be open at once; past it, new ones wait
	// in the kernel's queue until one closes, as they would for a busier server.
	MaxConnections = 512
	// MaxConnectionsPerNetwork is how many of them one client network (NetworkKey) may
	// hold; one more is closed at once. Trusted proxies, which carry every client's
	// requests, count in the total only.
	MaxConnectionsPerNetwork = 64
	// ReadHeaderTimeout is how long a request's headers may take to arrive (PocketBase's
	// is a minute).
	ReadHeaderTimeout = 5 * time.Second
	// IdleTimeout is how long a kept-alive connection may wait for its next request
	// (PocketBase leaves it at its 5-minute read timeout).
	IdleTimeout = time.Minute
)

// ConnectionLimits are LimitConnections' caps, and the addresses counted in the total only.
type ConnectionLimits struct {
	Total, PerNetwork int
	// Exempt tells the addresses of trusted proxies (nil: none).
	Exempt func(addr netip.Addr) bool
}

// LimitConnections wraps l so that at most limits.Total of its connections are open at
// once, and at most limits.PerNetwork from one client network.
func LimitConnections(l net.Listener, limits ConnectionLimits) net.Listener {
	return &limitedListener{
		Listener: l,
		limits:   limits,
		slots:    make(chan struct{}, limits.Total),
		networks: newConnectionCounts(limits.Total, limits.PerNetwork),
		closed:   make(chan struct{}),
	}
}

type limitedListener struct {
	net.Listener
	limits    ConnectionLimits
	slots     chan struct{} // one per open connection
	networks  *connectionCounts
	closed    chan struct{}
	closeOnce sync.Once
}

// Accept waits for a free slot, then answers the next connection whose network is
// within its share; the others are closed unanswered.
func (l *limitedListener) Accept() (net.Conn, error) {
	for {
		select {
		case l.slots <- struct{}{}:
		case <-l.closed:
			return nil, net.ErrClosed
		}
		conn, err := l.Listener.Accept()
		if err != nil {
			<-l.slots
			return nil, err
		}
		network := l.networkOf(conn.RemoteAddr())
		if !l.networks.take(network) {
			conn.Close()
			<-l.slots
			metrics.ConnectionsRefused.Inc()
			continue
		}
		metrics.Connections.Inc()
		return &countedConn{Conn: conn, release: func() {
			metrics.Connections.Dec()
			l.networks.release(network)
			<-l.slots
		}}, nil
	}
}

// networkOf is the network addr is counted in: "" (the total only) for a trusted proxy.
func (l *limitedListener) networkOf(addr net.Addr) string {
	ap, err := netip.ParseAddrPort(addr.String())
	if err != nil {
		return addr.String()
	}
	ip := ap.Addr().Unmap()
	if l.limits.Exempt != nil && l.limits.Exempt(ip) {
		return ""
	}
	return NetworkKey(ip.String())
}

func (l *limitedListener) Close() error {
	l.closeOnce.Do(func() { close(l.closed) })
	return l.Listener.Close()
}

// countedConn gives its slot back when it is closed (once, however often it is closed).
type countedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *countedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}

// BoundServer sets the limits of se's server: header size and time, idle time, and the
// connection caps on its listener (made here on the server's address when no hook made
// one); exempt tells the trusted proxies' addresses.
func BoundServer(se *core.ServeEvent, exempt func(addr netip.Addr) bool) error {
	se.Server.MaxHeaderBytes = MaxHeaderBytes
	se.Server.ReadHeaderTimeout = ReadHeaderTimeout
	se.Server.IdleTimeout = IdleTimeout
	if se.Listener == nil {
		l, err := net.Listen("tcp", cmp.Or(se.Server.Addr, ":http"))
		if err != nil {
			return err
		}
		se.Listener = l
	}
	se.Listener = LimitConnections(se.Listener, ConnectionLimits{Total: MaxConnections, PerNetwork: MaxConnectionsPerNetwork, Exempt: exempt})
	return nil
}
