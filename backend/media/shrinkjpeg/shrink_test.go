package shrinkjpeg

import (
	"bytes"
	"errors"
	"image"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"
)

// A shrunk decode is exactly image/jpeg's decode with each n x n square of pixels
// (MCU padding included) replaced by its rounded mean, plane by plane.
func TestShrinkIsTheMeanOfTheFullDecode(t *testing.T) {
	for _, name := range []string{
		"video-001.jpeg", "video-001.progressive.jpeg", "video-001.q50.444.jpeg",
		"video-001.q50.422.progressive.jpeg", "video-001.q50.440.jpeg", "video-001.q50.411.jpeg",
		"video-001.q50.410.progressive.jpeg", "video-001.restart2.jpeg",
		"video-001.separate.dc.progression.progressive.jpeg", "video-005.gray.jpeg",
		"video-005.gray.q50.2x2.progressive.jpeg", "video-001.221212.jpeg",
	} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		full, err := jpeg.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		for shift := uint(0); shift <= 3; shift++ {
			shrunk, err := Decode(bytes.NewReader(data), shift)
			if err != nil {
				t.Fatalf("%s at 1/%d: %v", name, 1<<shift, err)
			}
			n := 1 << shift
			b := full.Bounds()
			want := image.Rect(0, 0, (b.Dx()+n-1)/n, (b.Dy()+n-1)/n)
			if shrunk.Bounds() != want {
				t.Fatalf("%s at 1/%d: bounds %v, want %v", name, n, shrunk.Bounds(), want)
			}
			switch f := full.(type) {
			case *image.YCbCr:
				s := shrunk.(*image.YCbCr)
				if s.SubsampleRatio != f.SubsampleRatio {
					t.Fatalf("%s: subsampling %v, want %v", name, s.SubsampleRatio, f.SubsampleRatio)
				}
				checkPlane(t, name+" Y", n, f.Y, f.YStride, s.Y, s.YStride)
				checkPlane(t, name+" Cb", n, f.Cb, f.CStride, s.Cb, s.CStride)
				checkPlane(t, name+" Cr", n, f.Cr, f.CStride, s.Cr, s.CStride)
			case *image.Gray:
				s := shrunk.(*image.Gray)
				checkPlane(t, name, n, f.Pix, f.Stride, s.Pix, s.Stride)
			default:
				t.Fatalf("%s: image/jpeg decoded a %T", name, full)
			}
		}
	}
}

func checkPlane(t *testing.T, name string, n int, full []byte, fullStride int, shrunk []byte, stride int) {
	t.Helper()
	if fullStride != n*stride || len(full) < n*n*len(shrunk) {
		t.Fatalf("%s at 1/%d: planes of %d (stride %d) and %d (stride %d) bytes", name, n, len(full), fullStride, len(shrunk), stride)
	}
	for y := 0; y < len(shrunk)/stride; y++ {
		for x := 0; x < stride; x++ {
			sum := 0
			for yy := y * n; yy < (y+1)*n; yy++ {
				for xx := x * n; xx < (x+1)*n; xx++ {
					sum += int(full[yy*fullStride+xx])
				}
			}
			if want := byte((sum + n*n/2) / (n * n)); shrunk[y*stride+x] != want {
				t.Fatalf("%s at 1/%d: pixel (%d, %d) is %d, want %d", name, n, x, y, shrunk[y*stride+x], want)
			}
		}
	}
}

// What would need a whole-size copy to convert is refused, for image/jpeg to decode.
func TestCMYKRGBAndUnusualSubsamplingAreRefused(t *testing.T) {
	for _, name := range []string{"video-001.cmyk.jpeg", "video-001.rgb.jpeg", "video-001.q50.121121.jpeg"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		var unsupported UnsupportedError
		if _, err := Decode(bytes.NewReader(data), 1); !errors.As(err, &unsupported) {
			t.Errorf("%s: %v, want an UnsupportedError", name, err)
		}
	}
}
