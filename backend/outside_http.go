package main

import (
	"net/http"
	"time"
)

// outsideAnswerTimeout bounds the wait for an outside HTTP server's answer once the
// request is sent.
const outsideAnswerTimeout = 60 * time.Second

// boundOutsideHTTPCalls gives Go's default HTTP transport a deadline for the answer's
// headers. PocketBase's S3 storage sends every request with http.DefaultClient (its
// client is internal; NewS3 takes no other) under a context with no deadline, so a
// storage server that accepted the connection and stayed silent held the request, and
// whatever waited on it, forever. Long uploads and downloads are not cut: the wait runs
// from the end of the request's body to the start of the answer.
func boundOutsideHTTPCalls(timeout time.Duration) {
	if t, ok := http.DefaultTransport.(*http.Transport); ok {
		t.ResponseHeaderTimeout = timeout
	}
}
