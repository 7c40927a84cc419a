package media

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"math"
	"slices"

	"github.com/disintegration/imaging"
	_ "golang.org/x/image/webp" // decoding WebP uploads
)

const (
	// MaxImagePixels refuses images whose decoded size would exhaust memory (a 5 MB
	// file can declare 65535x65535 pixels); 40 megapixels covers any camera photo.
	MaxImagePixels = 40_000_000
	// sourceQuality is that of the JPEGs later ones are made from (an upright original, a
	// master); servedQuality that of the widths visitors get. 75 (Next.js's default too)
	// makes a phone's 768-wide product photo about 45 KB instead of 59 at 85: on a slow
	// line, the page's largest photo paints about 70 ms sooner.
	sourceQuality = 85
	servedQuality = 75
)

// ErrTooManyPixels is returned for images larger than MaxImagePixels.
var ErrTooManyPixels = errors.New("image has too many pixels")

// CheckImage reads only the image's header: its type must be one of allowed (judged by
// content) and its pixel count at most MaxImagePixels.
func CheckImage(data []byte, allowed ...string) (mime string, err error) {
	return checkHeader(bytes.NewReader(data), MaxImagePixels, allowed...)
}

// checkHeader reads an image's header from r: its type must be one of allowed and its
// pixel count at most maxPixels.
func checkHeader(r io.Reader, maxPixels int, allowed ...string) (mime string, err error) {
	head := bufio.NewReader(r)
	magic, _ := head.Peek(SniffLen)
	mime = SniffImage(magic)
	if mime == "" || !slices.Contains(allowed, mime) {
		return "", fmt.Errorf("unsupported image type %q", mime)
	}
	cfg, _, err := image.DecodeConfig(head)
	if err != nil {
		return "", fmt.Errorf("unreadable image: %w", err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return "", errors.New("image has no pixels")
	}
	if int64(cfg.Width)*int64(cfg.Height) > int64(maxPixels) {
		return "", ErrTooManyPixels
	}
	return mime, nil
}

// decodeImage decodes the JPEG, PNG or WebP image that open reads, of at most maxPixels:
// its header is checked first, on a read of its own, so that the compressed bytes
// need not be held whole.
func decodeImage(open func() (io.ReadCloser, error), maxPixels int) (image.Image, error) {
	r, err := open()
	if err != nil {
		return nil, err
	}
	_, err = checkHeader(r, maxPixels, JPEG, PNG, WebP)
	r.Close()
	if err != nil {
		return nil, err
	}
	if r, err = open(); err != nil {
		return nil, err
	}
	defer r.Close()
	return imaging.Decode(bufio.NewReader(yieldingReader{r}), imaging.AutoOrientation(true))
}

// Upright applies a JPEG's EXIF orientation to its pixels, so every browser and every
// derived image shows it the right way up; other images come back unchanged.
func Upright(data []byte, mime string) ([]byte, error) {
	if mime != JPEG {
		return data, nil
	}
	orientation := jpegOrientation(data)
	turn, isTurn := map[int]int{3: 180, 6: 90, 8: 270}[orientation]
	switch {
	case orientation == 1:
		return data, nil
	case !isTurn: // a mirrored orientation: imaging flips it
		img, err := decode(data)
		if err != nil {
			return nil, err
		}
		out, _, err := encode(img)
		return out, err
	}
	img, _, err := image.Decode(yieldingReader{bytes.NewReader(data)})
	if err != nil {
		return nil, err
	}
	out, _, err := encode(render(img, turn, 0))
	return out, err
}

// NormalizeRotation turns any multiple of 90 degrees (negative too) into 0, 90, 180
// or 270; ok is false for other angles.
func NormalizeRotation(degrees int) (int, bool) {
	if degrees%90 != 0 {
		return 0, false
	}
	return ((degrees % 360) + 360) % 360, true
}

func decode(data []byte) (image.Image, error) {
	return imaging.Decode(yieldingReader{bytes.NewReader(data)}, imaging.AutoOrientation(true))
}

// render scales img (when width is smaller than it will be once rotated) and turns
// it clockwise, scaling first so that the rotation handles fewer pixels.
func render(img image.Image, rotate, width int) image.Image {
	b := img.Bounds()
	w, h := scaledSize(b.Dx(), b.Dy(), rotate, width)
	return renderAt(img, w, h, rotate)
}

// renderAt scales img to w x h (no larger than it) and turns it clockwise by rotate.
func renderAt(img image.Image, w, h, rotate int) image.Image {
	b := img.Bounds()
	if !isOpaque(img) {
		return renderWithAlpha(img, w, h, rotate)
	}
	if rotate == 0 && w == b.Dx() && h == b.Dy() {
		return img
	}
	out := newYCbCrWriter(w, h, rotate)
	resample(img, w, h, out.put)
	return out.image()
}

// scaledSize is the size, before rotating, of an image of w x h pixels that turned by
// rotate is at most width wide (width 0: any); it is never scaled up.
func scaledSize(w, h, rotate, width int) (int, int) {
	if rotate == 90 || rotate == 270 {
		h, w = scaledWidth(h, w, width)
		return w, h
	}
	return scaledWidth(w, h, width)
}

// scaledWidth is w x h scaled to width (rounding the height as imaging.Resize does),
// or w x h itself when width is 0 or not smaller than w.
func scaledWidth(w, h, width int) (int, int) {
	if width <= 0 || width >= w {
		return w, h
	}
	return width, max(1, int(math.Floor(float64(h)*float64(width)/float64(w)+0.5)))
}

// renderWithAlpha is render for images with transparency, through imaging (they are
// rare: logos and the like).
func renderWithAlpha(img image.Image, w, h, rotate int) image.Image {
	if b := img.Bounds(); w != b.Dx() || h != b.Dy() {
		img = imaging.Resize(img, w, h, imaging.Lanczos)
	}
	switch rotate {
	case 90:
		return imaging.Rotate270(img) // imaging turns counter-clockwise
	case 180:
		return imaging.Rotate180(img)
	case 270:
		return imaging.Rotate90(img)
	}
	return img
}

// encode writes img, a source of later images, as a JPEG, or as a PNG when it has transparency.
func encode(img image.Image) ([]byte, string, error) { return encodeAt(img, sourceQuality) }

// encodeServed writes img, an image visitors get, as a JPEG, or as a PNG when it has transparency.
func encodeServed(img image.Image) ([]byte, string, error) { return encodeAt(img, servedQuality) }

func encodeAt(img image.Image, quality int) ([]byte, string, error) {
	var out bytes.Buffer
	if isOpaque(img) {
		err := jpeg.Encode(yieldingWriter{&out}, fastJPEGSource(img), &jpeg.Options{Quality: quality})
		return out.Bytes(), JPEG, err
	}
	err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(yieldingWriter{&out}, img)
	return out.Bytes(), PNG, err
}

// fastJPEGSource shows an opaque NRGBA image as the RGBA image it equals (the same
// bytes when nothing is transparent), which the JPEG encoder reads without a call per
// pixel.
func fastJPEGSource(img image.Image) image.Image {
	if n, ok := img.(*image.NRGBA); ok {
		return &image.RGBA{Pix: n.Pix, Stride: n.Stride, Rect: n.Rect}
	}
	return img
}

func isOpaque(img image.Image) bool {
	if o, ok := img.(interface{ Opaque() bool }); ok {
		return o.Opaque()
	}
	return false
}

// ExtensionOf is the file extension for an image type.
func ExtensionOf(mime string) string {
	switch mime {
	case JPEG:
		return ".jpg"
	case PNG:
		return ".png"
	case WebP:
		return ".webp"
	case GIF:
		return ".gif"
	}
	return ""
}
