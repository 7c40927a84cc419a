package media

import (
	"bytes"
	"errors"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/media/mediatest"
)

func dimensions(t testing.TB, data []byte) (int, int) {
	t.Helper()
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return cfg.Width, cfg.Height
}

func TestCheckImage(t *testing.T) {
	photo := mediatest.JPEG(t, 40, 20)
	if mime, err := CheckImage(photo, JPEG, PNG); err != nil || mime != JPEG {
		t.Errorf("a JPEG: %q, %v", mime, err)
	}
	if _, err := CheckImage(photo, PNG, WebP); err == nil {
		t.Error("a JPEG passed where only PNG and WebP are allowed")
	}
	if _, err := CheckImage([]byte("plain text renamed to photo.jpg"), JPEG, PNG, WebP, GIF); err == nil {
		t.Error("a text file passed")
	}
	if _, err := CheckImage(photo[:30], JPEG); err == nil {
		t.Error("a truncated JPEG passed")
	}
	if _, err := CheckImage(mediatest.PixelBombPNG(60000, 60000), PNG); !errors.Is(err, ErrTooManyPixels) {
		t.Errorf("a 3.6-gigapixel PNG header: %v, want ErrTooManyPixels", err)
	}
}

func TestUprightAppliesExifOrientation(t *testing.T) {
	rotated := mediatest.WithOrientation(mediatest.JPEG(t, 40, 20), 6) // "rotate 90 CW to view"
	if got := jpegOrientation(rotated); got != 6 {
		t.Fatalf("orientation read back as %d", got)
	}
	out, err := Upright(rotated, JPEG)
	if err != nil {
		t.Fatal(err)
	}
	if w, h := dimensions(t, out); w != 20 || h != 40 {
		t.Errorf("upright size %dx%d, want 20x40", w, h)
	}
	plain := mediatest.JPEG(t, 40, 20)
	if out, _ := Upright(plain, JPEG); !bytes.Equal(out, plain) {
		t.Error("an upright JPEG was re-encoded")
	}
}

// inMemory opens data as storage would.
func inMemory(data []byte) func() (io.ReadCloser, error) {
	return func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(data)), nil }
}

// transform makes a variant of the image data the way the server makes one of a
// stored image, returning the result and its type.
func transform(data []byte, rotate, width int) ([]byte, string, error) {
	img, err := decodeImage(inMemory(data), MaxImagePixels)
	if err != nil {
		return nil, "", err
	}
	return encode(render(img, rotate, width))
}

func TestVariants(t *testing.T) {
	photo := mediatest.JPEG(t, 400, 200)
	out, mime, err := transform(photo, 90, 0)
	if err != nil || mime != JPEG {
		t.Fatalf("rotate: %q %v", mime, err)
	}
	if w, h := dimensions(t, out); w != 200 || h != 400 {
		t.Errorf("rotated 90: %dx%d, want 200x400", w, h)
	}
	// Clockwise: the left (red) half ends up on top.
	img, _ := jpeg.Decode(bytes.NewReader(out))
	if r, _, b, _ := img.At(100, 20).RGBA(); r < b {
		t.Error("rotate=90 did not turn the image clockwise")
	}

	out, _, _ = transform(photo, 0, 320)
	if w, h := dimensions(t, out); w != 320 || h != 160 {
		t.Errorf("w=320: %dx%d, want 320x160", w, h)
	}
	out, _, _ = transform(photo, 0, 1920)
	if w, _ := dimensions(t, out); w != 400 {
		t.Errorf("w=1920 upscaled to %d", w)
	}

	transparent := image.NewNRGBA(image.Rect(0, 0, 10, 10))
	var buf bytes.Buffer
	png.Encode(&buf, transparent)
	if _, mime, err := transform(buf.Bytes(), 180, 0); err != nil || mime != PNG {
		t.Errorf("a transparent PNG came back as %q (%v)", mime, err)
	}
}

func TestNormalizeRotation(t *testing.T) {
	for in, want := range map[int]int{0: 0, 90: 90, -90: 270, 450: 90, 360: 0, -180: 180} {
		if got, ok := NormalizeRotation(in); !ok || got != want {
			t.Errorf("NormalizeRotation(%d) = %d, %v", in, got, ok)
		}
	}
	if _, ok := NormalizeRotation(45); ok {
		t.Error("45 degrees accepted")
	}
}
