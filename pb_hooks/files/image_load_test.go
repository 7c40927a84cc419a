package files_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/media/mediatest"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
)

// imageLoadBudgetMB bounds how much the resident memory of the test process may grow
// while every variant of two 12-megapixel photos is asked for at once, with two slots
// of image work (this machine's cores; pinned, so that the figure does not depend on
// the machine). The upload's background job holds a decoded original (18 MB) and the
// master made from it, alone; visitors' jobs, two at a time, a master (4 MB) each and
// what is made of it: about 22 MB at once, and the collector's slack on top (40-42 MB
// measured; 47-56 MB while a background job could run beside a visitor's). Decoding
// the original once per variant, as the server did before, takes gigabytes.
const imageLoadBudgetMB = 52

// residentMB reads a memory figure of this process (VmRSS, VmHWM) in MB.
func residentMB(t testing.TB, field string) float64 {
	t.Helper()
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(status)) {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			kb, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			if err != nil {
				t.Fatal(err)
			}
			return float64(kb) / 1024
		}
	}
	t.Fatalf("no %s in /proc/self/status", field)
	return 0
}

// halves reads the colours of the two halves of a left-red, right-blue test image
// turned by rotate: along the axis that the turn puts its left-to-right line on.
func halves(img image.Image, rotate int) (first, second color.Color) {
	b := img.Bounds()
	midX, midY := (b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2
	quarterX, quarterY := b.Dx()/4, b.Dy()/4
	if rotate == 90 || rotate == 270 {
		return img.At(midX, b.Min.Y+quarterY), img.At(midX, b.Max.Y-1-quarterY)
	}
	return img.At(b.Min.X+quarterX, midY), img.At(b.Max.X-1-quarterX, midY)
}

func isRed(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 > 150 && g>>8 < 100 && b>>8 < 100
}

func isBlue(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 < 100 && g>>8 < 100 && b>>8 > 150
}

// variantLooksRight checks that a variant of a left-red, right-blue image has its
// halves where rotate puts them: red first (top or left) for 0 and 90, last for 180
// and 270.
func variantLooksRight(img image.Image, rotate int) error {
	first, second := halves(img, rotate)
	if rotate == 180 || rotate == 270 {
		first, second = second, first
	}
	if !isRed(first) || !isBlue(second) {
		return fmt.Errorf("halves %v and %v, want red then blue", first, second)
	}
	return nil
}

// TestEveryVariantOfLargePhotosAtOnceStaysWithinMemory asks, all at once, for the 24
// ?rotate= and ?w= variants of two 12-megapixel photos right after their upload:
// past capacity the answer is 503 with Retry-After (asked again), the process grows by
// less than imageLoadBudgetMB, and each variant has the right size and orientation.
func TestEveryVariantOfLargePhotosAtOnceStaysWithinMemory(t *testing.T) {
	_, _, handler := newAppWithImages(t, media.DerivedConfig{Limiter: media.NewLimiter(media.LimiterConfig{Slots: 2})})
	landscape, portrait := mediatest.JPEG(t, 4000, 3000), mediatest.JPEG(t, 3000, 4000)
	photos := []struct {
		data          []byte
		width, height int
	}{{landscape, 4000, 3000}, {portrait, 3000, 4000}}

	// What making the photos freed goes back to the system, and writing 5 to clear_refs
	// resets the kernel's peak (VmHWM) of this process: growth is the variants' work.
	debug.FreeOSMemory()
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		t.Fatal(err)
	}
	idleMB := residentMB(t, "VmRSS")

	type variant struct {
		url                     string
		rotate, width           int
		photoWidth, photoHeight int
	}
	var variants []variant
	for i, photo := range photos {
		body, contentType := hookstest.MultipartBody(t, "image", fmt.Sprintf("field-%d.jpg", i), photo.data)
		res := hookstest.Send(t, handler, http.MethodPost, "/api/admin/upload", body, map[string]string{
			"Content-Type": contentType, "Cookie": signin.SessionCookie + "=" + hookstest.StaffToken,
		})
		hookstest.MustEqual(t, "upload status", res.StatusCode, http.StatusCreated)
		url := hookstest.UploadedURL(t, res)
		for _, rotate := range []int{0, 90, 180, 270} {
			for _, width := range append([]int{0}, catalog.ImageWidths...) {
				query := fmt.Sprintf("?rotate=%d", rotate)
				if width != 0 {
					query += fmt.Sprintf("&w=%d", width)
				}
				variants = append(variants, variant{
					url:    url + query,
					rotate: rotate, width: width, photoWidth: photo.width, photoHeight: photo.height,
				})
			}
		}
	}

	// The answers are checked once the peak is read: decoding them is the test's work. They
	// wait in files meanwhile, so that the peak is the server's (64 answers held in memory
	// were up to a fifth of it).
	var refused atomic.Int32
	problems := make([]string, len(variants))
	answers := make([]string, len(variants))
	answersDir := t.TempDir()
	var wg sync.WaitGroup
	for i, v := range variants {
		wg.Go(func() {
			for {
				res := hookstest.Send(t, handler, http.MethodGet, v.url, nil, nil)
				data, _ := io.ReadAll(res.Body)
				switch res.StatusCode {
				case http.StatusOK:
					answers[i] = filepath.Join(answersDir, strconv.Itoa(i))
					if err := os.WriteFile(answers[i], data, 0o600); err != nil {
						problems[i] = err.Error()
					}
					return
				case http.StatusServiceUnavailable:
					refused.Add(1)
					if seconds, err := strconv.Atoi(res.Header.Get("Retry-After")); err != nil || seconds < 1 {
						problems[i] = fmt.Sprintf("503 with Retry-After %q", res.Header.Get("Retry-After"))
						return
					}
					time.Sleep(200 * time.Millisecond) // a test need not wait the seconds it is told
				default:
					problems[i] = fmt.Sprintf("status %d", res.StatusCode)
					return
				}
			}
		})
	}
	wg.Wait()
	peakMB := residentMB(t, "VmHWM")
	t.Logf("%d variants of 2 photos of 12 MP: %.1f MB resident before, %.1f MB at the peak; %d answers 503",
		len(variants), idleMB, peakMB, refused.Load())
	if grew := peakMB - idleMB; grew > imageLoadBudgetMB {
		t.Errorf("resident memory grew by %.1f MB, more than %d MB", grew, imageLoadBudgetMB)
	}
	if refused.Load() == 0 {
		t.Error("no answer 503: every variant was made at once")
	}
	for i, v := range variants {
		if problems[i] != "" {
			t.Errorf("%s: %s", v.url, problems[i])
			continue
		}
		// Unturned, a photo is scaled from itself; turned, from its master, at most
		// 1920 pixels on its longest side.
		w, h := v.photoWidth, v.photoHeight
		if v.rotate != 0 {
			w, h = fitWithin(w, h, 1920)
			if v.rotate != 180 {
				w, h = h, w
			}
		}
		if v.width != 0 && v.width < w {
			w, h = v.width, int(float64(h)*float64(v.width)/float64(w)+0.5)
		}
		data, err := os.ReadFile(answers[i])
		if err != nil {
			t.Fatal(err)
		}
		img, _, err := image.Decode(bytes.NewReader(data))
		switch {
		case err != nil:
			t.Errorf("%s: %v", v.url, err)
		case img.Bounds().Size() != image.Pt(w, h):
			t.Errorf("%s is %v, want %dx%d", v.url, img.Bounds().Size(), w, h)
		default:
			if err := variantLooksRight(img, v.rotate); err != nil {
				t.Errorf("%s: %v", v.url, err)
			}
		}
	}
}

// fitWithin scales w x h down to fit within side x side.
func fitWithin(w, h, side int) (int, int) {
	if w >= h {
		return side, int(float64(h)*float64(side)/float64(w) + 0.5)
	}
	return int(float64(w)*float64(side)/float64(h) + 0.5), side
}
