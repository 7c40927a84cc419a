// Package mediatest makes test media: plain JPEGs, JPEGs with an EXIF orientation, PNG
// headers that declare huge sizes, and ISO base media files of any brand.
package mediatest

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"testing"
)

// JPEG is a w x h JPEG whose left half is red and right half blue.
func JPEG(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.RGBA{220, 30, 30, 255}
			if x >= w/2 {
				c = color.RGBA{30, 30, 220, 255}
			}
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// WithOrientation inserts an EXIF APP1 segment holding orientation right after SOI.
func WithOrientation(data []byte, orientation uint16) []byte {
	tiff := []byte("MM\x00\x2a\x00\x00\x00\x08")
	tiff = binary.BigEndian.AppendUint16(tiff, 1) // one IFD entry
	tiff = binary.BigEndian.AppendUint16(tiff, 0x0112)
	tiff = binary.BigEndian.AppendUint16(tiff, 3) // SHORT
	tiff = binary.BigEndian.AppendUint32(tiff, 1)
	tiff = binary.BigEndian.AppendUint16(tiff, orientation)
	tiff = append(tiff, 0, 0, 0, 0, 0, 0)
	segment := append([]byte("Exif\x00\x00"), tiff...)
	app1 := []byte{0xFF, 0xE1}
	app1 = binary.BigEndian.AppendUint16(app1, uint16(len(segment)+2))
	app1 = append(app1, segment...)
	out := append([]byte{}, data[:2]...)
	out = append(out, app1...)
	return append(out, data[2:]...)
}

// PixelBombPNG is a tiny PNG whose header declares w x h pixels.
func PixelBombPNG(w, h uint32) []byte {
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 2, 0, 0, 0)
	chunk := binary.BigEndian.AppendUint32(nil, uint32(len(ihdr)))
	body := append([]byte("IHDR"), ihdr...)
	chunk = append(chunk, body...)
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(body))
	return append([]byte("\x89PNG\r\n\x1a\n"), chunk...)
}

// ISOMedia is a small ISO base media file (ISO/IEC 14496-12), as MP4, QuickTime, HEIC,
// AVIF, M4A and 3GP files all are: an ftyp box naming the major brand and the compatible
// ones, then an mdat box of size bytes. The brand alone tells what the file holds.
func ISOMedia(major string, compatible []string, size int) []byte {
	ftyp := []byte("ftyp" + major + "\x00\x00\x00\x00")
	for _, brand := range compatible {
		ftyp = append(ftyp, brand...)
	}
	out := binary.BigEndian.AppendUint32(nil, uint32(4+len(ftyp)))
	out = append(out, ftyp...)
	out = binary.BigEndian.AppendUint32(out, uint32(8+size))
	out = append(out, "mdat"...)
	return append(out, bytes.Repeat([]byte{0x42}, size)...)
}
