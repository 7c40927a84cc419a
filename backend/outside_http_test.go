package main

import (
	"errors"
	"net"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/filesystem"
)

func TestS3StorageThatNeverAnswersTimesOut(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	fsys, err := filesystem.NewS3("uploads", "us-east-1", "http://"+l.Addr().String(), "key", "secret", true)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { fsys.Close() }) // after the connections are cut: it waits for the request
	held := make(chan net.Conn, 16)
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
	boundOutsideHTTPCalls(200 * time.Millisecond)
	t.Cleanup(func() { boundOutsideHTTPCalls(0) })

	result := make(chan error, 1)
	go func() {
		_, err := fsys.Exists("photo.jpg")
		result <- err
	}()
	select {
	case err := <-result:
		var netErr net.Error
		if !errors.As(err, &netErr) || !netErr.Timeout() {
			t.Fatalf("want a timeout, got %v", err)
		}
	case <-time.After(30 * time.Second): // the test's safety net, not a measure of speed
		t.Fatal("the S3 request is still waiting on a server that never answers")
	}
}
