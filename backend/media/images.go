package media

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"slices"

	"github.com/disintegration/imaging"
	_ "golang.org/x/image/webp" // decoding WebP uploads
)

const (
	// MaxImageBytes is the largest image upload (the spec's 5MB).
	MaxImageBytes = 5 * 1024 * 1024
	// MaxImagePixels refuses images whose decoded size would exhaust memory (a 5 MB
	// file can declare 65535x65535 pixels); 40 megapixels covers any camera photo.
	MaxImagePixels = 40_000_000
	jpegQuality    = 85
)

// VariantWidths are the widths served for srcset (?w=); other values are refused.
var VariantWidths = []int{320, 640, 960, 1280, 1920}

// ErrTooManyPixels is returned for images larger than MaxImagePixels.
var ErrTooManyPixels = errors.New("image has too many pixels")

// CheckImage reads only the image's header: its type must be one of allowed (judged by
// content) and its pixel count at most MaxImagePixels.
func CheckImage(data []byte, allowed ...string) (mime string, err error) {
	mime = SniffImage(data)
	if mime == "" || !slices.Contains(allowed, mime) {
		return "", fmt.Errorf("unsupported image type %q", mime)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return "", fmt.Errorf("unreadable image: %w", err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return "", errors.New("image has no pixels")
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels {
		return "", ErrTooManyPixels
	}
	return mime, nil
}

// Upright applies a JPEG's EXIF orientation to its pixels, so every browser and every
// derived image shows it the right way up; other images come back unchanged.
func Upright(data []byte, mime string) ([]byte, error) {
	if mime != JPEG || jpegOrientation(data) == 1 {
		return data, nil
	}
	img, err := decode(data)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, img, &jpeg.Options{Quality: jpegQuality}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// NormalizeRotation turns any multiple of 90 degrees (negative too) into 0, 90, 180
// or 270; ok is false for other angles.
func NormalizeRotation(degrees int) (int, bool) {
	if degrees%90 != 0 {
		return 0, false
	}
	return ((degrees % 360) + 360) % 360, true
}

// Transform rotates the image clockwise by rotate degrees (0, 90, 180, 270) and, when
// width is smaller than the image, scales it to that width. It returns the encoded
// result and its type: JPEG, or PNG for images with transparency. GIFs are not
// transformed (frames would be lost) and come back as they are.
func Transform(data []byte, mime string, rotate, width int) ([]byte, string, error) {
	if mime == GIF {
		return data, mime, nil
	}
	if _, err := CheckImage(data, JPEG, PNG, WebP); err != nil {
		return nil, "", err
	}
	img, err := decode(data)
	if err != nil {
		return nil, "", err
	}
	switch rotate {
	case 90:
		img = imaging.Rotate270(img) // imaging turns counter-clockwise
	case 180:
		img = imaging.Rotate180(img)
	case 270:
		img = imaging.Rotate90(img)
	}
	if width > 0 && width < img.Bounds().Dx() {
		img = imaging.Resize(img, width, 0, imaging.Lanczos)
	}
	var out bytes.Buffer
	if isOpaque(img) {
		err = jpeg.Encode(&out, img, &jpeg.Options{Quality: jpegQuality})
		return out.Bytes(), JPEG, err
	}
	err = (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&out, img)
	return out.Bytes(), PNG, err
}

func decode(data []byte) (image.Image, error) {
	return imaging.Decode(bytes.NewReader(data), imaging.AutoOrientation(true))
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
