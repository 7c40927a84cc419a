package media

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"

	"github.com/boombuler/barcode/qr"
)

// A QR code for a label: the modules with the standard quiet zone of 4 around them, at
// error correction level Q (a quarter of the code may be smudged or torn and it still
// reads), as a PNG of whole pixels per module or as an SVG that prints at any size.

const qrQuietZone = 4

// qrModules are text's QR code modules, dark[y][x], quiet zone included. The encoder is
// boombuler/barcode's, the one pquerna/otp (two-factor) links in already.
func qrModules(text string) ([][]bool, error) {
	code, err := qr.Encode(text, qr.Q, qr.Auto)
	if err != nil {
		return nil, err
	}
	width := code.Bounds().Dx()
	dark := make([][]bool, width+2*qrQuietZone)
	for y := range dark {
		dark[y] = make([]bool, len(dark))
	}
	for y := range width {
		for x := range width {
			if lightness, _, _, _ := code.At(x, y).RGBA(); lightness == 0 {
				dark[y+qrQuietZone][x+qrQuietZone] = true
			}
		}
	}
	return dark, nil
}

// QRCodePNG is text's QR code as a black and white PNG, scale pixels a module.
func QRCodePNG(text string, scale int) ([]byte, error) {
	modules, err := qrModules(text)
	if err != nil {
		return nil, err
	}
	size := len(modules) * scale
	img := image.NewPaletted(image.Rect(0, 0, size, size), color.Palette{color.White, color.Black})
	for y, row := range modules {
		for x, dark := range row {
			if !dark {
				continue
			}
			for dy := range scale {
				for dx := range scale {
					img.SetColorIndex(x*scale+dx, y*scale+dy, 1)
				}
			}
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// QRCodeSVG is text's QR code as an SVG: one path of unit squares on a white square,
// with crisp edges at any print size; title names it for screen readers.
func QRCodeSVG(text, title string) ([]byte, error) {
	modules, err := qrModules(text)
	if err != nil {
		return nil, err
	}
	var path strings.Builder
	for y, row := range modules {
		for x, dark := range row {
			if dark {
				fmt.Fprintf(&path, "M%d %dh1v1h-1z", x, y)
			}
		}
	}
	size := len(modules)
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" shape-rendering="crispEdges" role="img">`, size, size, size*8, size*8)
	fmt.Fprintf(&b, `<title>%s</title><rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="%s"/></svg>`, xmlText(title), size, size, path.String())
	return b.Bytes(), nil
}

// xmlText escapes text for an XML element's content.
func xmlText(s string) string {
	var b bytes.Buffer
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

// QRModules are text's QR code modules, dark[y][x], quiet zone included: for a document
// that draws them itself (the wholesale menu's PDF draws each lot's as squares).
func QRModules(text string) ([][]bool, error) { return qrModules(text) }
