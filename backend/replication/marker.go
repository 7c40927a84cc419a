package replication

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/benbjohnson/litestream"
	"github.com/superfly/ltx"
)

// markerLevel is where the start-up check and the heartbeat write their marker: past
// Litestream's levels (0-8, snapshots at 9), the only ones restore and compaction read,
// so a marker is never taken for data. One file, overwritten each time.
const markerLevel = litestream.SnapshotLevel + 1

// markerPageSize is the smallest page an LTX file may have.
const markerPageSize = 512

// proveReplica writes a marker through client and reads it back: the replica accepts
// writes and returns what it holds. Litestream's clients accept only LTX files, so the
// marker is one: a single page holding a random nonce.
func proveReplica(ctx context.Context, client litestream.ReplicaClient, now time.Time) error {
	marker, err := encodeMarker(now)
	if err != nil {
		return err
	}
	if _, err := client.WriteLTXFile(ctx, markerLevel, 1, 1, bytes.NewReader(marker)); err != nil {
		return fmt.Errorf("writing a test file: %w", err)
	}
	rc, err := client.OpenLTXFile(ctx, markerLevel, 1, 1, 0, 0)
	if err != nil {
		return fmt.Errorf("reading the test file back: %w", err)
	}
	defer rc.Close()
	back, err := io.ReadAll(io.LimitReader(rc, int64(len(marker))+1))
	if err != nil {
		return fmt.Errorf("reading the test file back: %w", err)
	}
	if !bytes.Equal(back, marker) {
		return errors.New("the test file read back differs from the one written")
	}
	return nil
}

func encodeMarker(now time.Time) ([]byte, error) {
	page := make([]byte, markerPageSize)
	if _, err := rand.Read(page[:32]); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc, err := ltx.NewEncoder(&buf)
	if err != nil {
		return nil, err
	}
	if err := enc.EncodeHeader(ltx.Header{
		Version: ltx.Version, Flags: ltx.HeaderFlagNoChecksum, PageSize: markerPageSize, Commit: 1,
		MinTXID: 1, MaxTXID: 1, Timestamp: now.UnixMilli(),
	}); err != nil {
		return nil, err
	}
	if err := enc.EncodePage(ltx.PageHeader{Pgno: 1}, page); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
