package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// readResult is what the visitors' reads got over one phase.
type readResult struct {
	Connections, Requests, Errors int
	FirstError                    string
	Seconds, ReqPerSec            float64
	P50, P99                      time.Duration
}

// visitorReads sends paths round robin from connections keep-alive clients, as browsers
// do (`Accept-Encoding: gzip, br`), for d. Any answer but 200 or 304, or no answer
// within 10 s, is an error.
func visitorReads(baseURL string, paths []string, connections int, d time.Duration) readResult {
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: connections, DisableCompression: true}}
	res := readResult{Connections: connections}
	var latencies []time.Duration
	var mu sync.Mutex
	started := time.Now()
	deadline := started.Add(d)
	var wg sync.WaitGroup
	for w := range connections {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			errs, firstError := 0, ""
			for n := w; time.Now().Before(deadline); n++ {
				path := paths[n%len(paths)]
				sent := time.Now()
				if err := visit(client, baseURL+path); err != nil {
					if errs == 0 {
						firstError = fmt.Sprintf("GET %s: %v", path, err)
					}
					errs++
				}
				mine = append(mine, time.Since(sent))
			}
			mu.Lock()
			latencies = append(latencies, mine...)
			res.Errors += errs
			if res.FirstError == "" {
				res.FirstError = firstError
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	res.Seconds = time.Since(started).Seconds()
	res.Requests = len(latencies)
	res.ReqPerSec = float64(res.Requests) / res.Seconds
	slices.Sort(latencies)
	if len(latencies) > 0 {
		res.P50, res.P99 = latencies[len(latencies)/2], latencies[len(latencies)*99/100]
	}
	return res
}

func visit(client *http.Client, url string) error {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept-Encoding", "gzip, br")
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if _, err := io.Copy(io.Discard, res.Body); err != nil {
		return err
	}
	if res.StatusCode != http.StatusOK && res.StatusCode != http.StatusNotModified {
		return errors.New(res.Status)
	}
	return nil
}

// attack is one kind of hostile request, sent by a few clients of one address at once,
// each taking the next request of the kind as soon as its last one is answered.
type attack struct {
	key         string // for -hostile-only
	name        string
	connections int
	// request is the kind's n-th request (n counts from 0 across its clients); raw,
	// instead, is its bytes, sent on a connection of its own.
	request func(baseURL string, n int) *http.Request
	raw     func(n int) net.Buffers
	// hold, instead, makes one connection to addr and keeps it as long as it can.
	hold func(ctx context.Context, dialer *net.Dialer, addr string) (answer, example string)
}

// attackResult counts a kind's requests by what came back: the status code,
// "connection closed", "unanswered at the end" (cut off when the attack stopped), ...
type attackResult struct {
	Sent     int
	Answers  map[string]int
	Examples map[string]string // the first error of each kind of failure
}

// run sends the kind's requests from the loopback address from until ctx ends. Like a
// bot, each client reads at most 64 KB of an answer and hangs up on longer ones: it
// wants the server's work, not its bytes.
func (a attack) run(ctx context.Context, baseURL, from string) *attackResult {
	dialer := &net.Dialer{Timeout: 5 * time.Second, LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	client := &http.Client{Transport: &http.Transport{DialContext: dialer.DialContext, MaxIdleConnsPerHost: a.connections, DisableCompression: true}}
	res := &attackResult{Answers: map[string]int{}, Examples: map[string]string{}}
	var next atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range a.connections {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				n := int(next.Add(1) - 1)
				var answer, example string
				if a.hold != nil {
					answer, example = a.hold(ctx, dialer, strings.TrimPrefix(baseURL, "http://"))
				} else if a.raw != nil {
					answer, example = sendRaw(ctx, dialer, strings.TrimPrefix(baseURL, "http://"), a.raw(n))
				} else {
					answer, example = send(client, a.request(baseURL, n).WithContext(ctx))
				}
				mu.Lock()
				res.Sent++
				res.Answers[answer]++
				if _, seen := res.Examples[answer]; example != "" && !seen {
					res.Examples[answer] = example
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	client.CloseIdleConnections()
	return res
}

func send(client *http.Client, req *http.Request) (answer, example string) {
	res, err := client.Do(req)
	if err != nil {
		return failure(req.Context(), err)
	}
	io.CopyN(io.Discard, res.Body, 64<<10)
	res.Body.Close()
	return strconv.Itoa(res.StatusCode), ""
}

// sendRaw writes request on a new connection to addr while it reads the answer's head:
// a server may answer (and hang up) before it has read all of a long request. Writing
// the bytes itself spares the load generator, which shares the server's cores, Go's
// client's copies and checks of a megabyte header.
func sendRaw(ctx context.Context, dialer *net.Dialer, addr string, request net.Buffers) (answer, example string) {
	conn, err := dialer.DialContext(ctx, "tcp", addr)
	if err != nil {
		return failure(ctx, err)
	}
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	stop := context.AfterFunc(ctx, func() { conn.SetDeadline(time.Now()) })
	written := make(chan struct{})
	go func() {
		request.WriteTo(conn) // a refused request's write ends when the connection does
		close(written)
	}()
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	conn.Close() // the answer's head is all a bot wants
	<-written
	stop()
	if err != nil {
		return failure(ctx, err)
	}
	return strconv.Itoa(res.StatusCode), ""
}

// failure names why a request got no answer, with the error as its example.
func failure(ctx context.Context, err error) (answer, example string) {
	var netErr net.Error
	switch {
	case ctx.Err() != nil:
		return "unanswered at the end", ""
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE), errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "connection closed", err.Error()
	case errors.As(err, &netErr) && netErr.Timeout():
		return "timeout", err.Error()
	}
	return "other error", err.Error()
}
