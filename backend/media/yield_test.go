//go:build perf

package media

import (
	"bytes"
	"io"
	"runtime"
	"slices"
	"testing"
	"time"
)

// TestImageWorkStepsAsideForRequests decodes, scales and encodes a 12-megapixel photo
// on one core while another goroutine (a request) asks for that core again and again:
// it gets it back within a few milliseconds, not only when the runtime preempts the
// image work (every 10 ms). A wall-clock median, so in make perf, not make test.
func TestPerfImageWorkStepsAsideForRequests(t *testing.T) {
	photo, _, err := encode(photoLike(4000, 3000))
	if err != nil {
		t.Fatal(err)
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	done := make(chan error)
	go func() {
		img, err := decodeImage(func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(photo)), nil }, MaxImagePixels)
		if err == nil {
			_, _, err = encode(render(img, 90, 1920))
		}
		done <- err
	}()
	var waits []time.Duration
	for {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			slices.Sort(waits)
			median := waits[len(waits)/2]
			t.Logf("%d turns while the photo was made; waits: median %v, 90th percentile %v", len(waits), median, waits[len(waits)*9/10])
			if median > 3*time.Millisecond {
				t.Errorf("a request waited %v (median) for the core", median)
			}
			return
		default:
		}
		asked := time.Now()
		runtime.Gosched()
		waits = append(waits, time.Since(asked))
	}
}
