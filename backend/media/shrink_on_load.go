package media

import (
	"bufio"
	"errors"
	"image"

	"github.com/hudsonvalley/farmsite/backend/media/shrinkjpeg"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// headBytes is how much of a JPEG is read for its EXIF orientation and its size.
const headBytes = 64 << 10

// decodeOriginal decodes the original stored at key for Prepare, and tells its size. A
// large upright JPEG is shrunk on load (shrinkjpeg) by the largest power of two that
// leaves it at least as wide and as tall as the widest image made of it: a 12-megapixel
// photo is decoded into 4.5 MB of pixels instead of 18. Anything else (a small image,
// whose widths are made exactly as a visitor's request makes them; a turned, CMYK or
// RGB JPEG; PNG, WebP) is decoded whole.
func (d *Derived) decodeOriginal(fsys *filesystem.System, key string) (image.Image, image.Point, error) {
	shift, size, err := d.shrinkOnLoad(fsys, key)
	if err != nil {
		return nil, image.Point{}, err
	}
	if shift > 0 {
		img, err := decodeShrunk(fsys, key, shift)
		var unsupported shrinkjpeg.UnsupportedError
		if !errors.As(err, &unsupported) {
			return img, size, err
		}
	}
	img, err := decodeStored(fsys, key, MaxImagePixels)
	if err != nil {
		return nil, image.Point{}, err
	}
	return img, img.Bounds().Size(), nil
}

// shrinkOnLoad reads the head of the original at key: the power of two its decode may be
// shrunk by (0: none), and its size when it is a JPEG of at most MaxImagePixels.
func (d *Derived) shrinkOnLoad(fsys *filesystem.System, key string) (uint, image.Point, error) {
	r, err := fsys.GetReader(key)
	if err != nil {
		return 0, image.Point{}, err
	}
	defer r.Close()
	head := bufio.NewReaderSize(r, headBytes)
	start, _ := head.Peek(headBytes)
	if SniffImage(start) != JPEG || jpegOrientation(start) != 1 {
		return 0, image.Point{}, nil
	}
	cfg, _, err := image.DecodeConfig(head)
	if err != nil || cfg.Width*cfg.Height > MaxImagePixels {
		return 0, image.Point{}, nil // decodeStored gives the reason
	}
	size := image.Pt(cfg.Width, cfg.Height)
	widths, _ := d.scaledWidths(size)
	if size.X*size.Y <= d.onDemandPixels || len(widths) == 0 {
		return 0, size, nil
	}
	w, h := scaledWidth(size.X, size.Y, widths[0])
	shift := uint(0)
	for shift < 3 && size.X>>(shift+1) >= w && size.Y>>(shift+1) >= h {
		shift++
	}
	return shift, size, nil
}

func decodeShrunk(fsys *filesystem.System, key string, shift uint) (image.Image, error) {
	r, err := fsys.GetReader(key)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return shrinkjpeg.Decode(bufio.NewReader(yieldingReader{r}), shift)
}
