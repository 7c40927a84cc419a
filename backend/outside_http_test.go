package main

import (
	"errors"
	"net"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/silentserver"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

func TestS3StorageThatNeverAnswersTimesOut(t *testing.T) {
	addr := silentserver.Start(t)
	fsys, err := filesystem.NewS3("uploads", "us-east-1", "http://"+addr.String(), "key", "secret", true)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { fsys.Close() }) // before the connections are cut: the request has timed out by then
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
