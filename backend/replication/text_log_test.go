package replication

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/logger"
)

// Litestream's sync errors reach PocketBase's log as text: the record PocketBase stores
// (its values as JSON) keeps the error and the backoff, where a time.Duration used to
// make the whole record fail with "json: cannot marshal".
func TestLitestreamRecordsReachPocketBasesLogAsText(t *testing.T) {
	var stored []*logger.Log
	handler := logger.NewBatchHandler(logger.BatchOptions{
		BatchSize: 1,
		WriteFunc: func(_ context.Context, logs []*logger.Log) error { stored = append(stored, logs...); return nil },
	})
	litestreamLogger(slog.New(handler)).Error("monitor error",
		"error", errors.New("s3: put object: api error SignatureDoesNotMatch"),
		"consecutive_errors", 3, "backoff", 1600*time.Millisecond,
		slog.Group("txid", "replica", time.Second))
	if len(stored) != 1 {
		t.Fatalf("%d records stored, want 1", len(stored))
	}
	data, err := stored[0].Data.MarshalJSON()
	if err != nil {
		t.Fatalf("the record cannot be stored: %v", err)
	}
	for _, want := range []string{`"error":"s3: put object: api error SignatureDoesNotMatch"`, `"backoff":"1.6s"`, `"consecutive_errors":3`, `"replica":"1s"`, `"system":"litestream"`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("stored %s, want %s", data, want)
		}
	}
}
