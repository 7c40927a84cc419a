package media

import (
	"bytes"
	"image/png"
	"strings"
	"testing"
)

// The code's structure, read as a scanner reads it (ISO/IEC 18004): a light quiet zone,
// the three finder patterns, and format information that passes its BCH check and says
// error correction level Q. The e2e batch test decodes a whole code with jsQR.
func TestAQRCodeIsReadableAtLevelQ(t *testing.T) {
	for _, text := range []string{"http://127.0.0.1:8090/coa/HV-24-001", "https://farm.example/coa/" + strings.Repeat("LOT-", 20)} {
		dark, err := qrModules(text)
		if err != nil {
			t.Fatal(err)
		}
		n := len(dark)
		width := n - 2*qrQuietZone
		if width < 21 || (width-17)%4 != 0 {
			t.Fatalf("%q: %d modules a side is no QR version", text, width)
		}
		for y := range n {
			for x := range n {
				inside := x >= qrQuietZone && y >= qrQuietZone && x < n-qrQuietZone && y < n-qrQuietZone
				if !inside && dark[y][x] {
					t.Fatalf("%q: the quiet zone is dark at %d,%d", text, x, y)
				}
			}
		}
		q := qrQuietZone
		for _, corner := range [][2]int{{q, q}, {q + width - 7, q}, {q, q + width - 7}} {
			if !isFinderPattern(dark, corner[0], corner[1]) {
				t.Errorf("%q: no finder pattern at %v", text, corner)
			}
		}
		format := formatInformation(dark, q)
		if !validFormatInformation(format) {
			t.Fatalf("%q: format information %015b fails its check", text, format)
		}
		if level := format >> 13; level != 0b11 {
			t.Errorf("%q: error correction level bits %02b, want Q (11)", text, level)
		}
	}
}

func TestQRCodePNGAndSVGDrawTheSameModules(t *testing.T) {
	const text, scale = "http://127.0.0.1:8090/coa/HV-24-001", 3
	dark, err := qrModules(text)
	if err != nil {
		t.Fatal(err)
	}
	data, err := QRCodePNG(text, scale)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds().Dx() != len(dark)*scale {
		t.Fatalf("a %d px PNG for %d modules at %d px", img.Bounds().Dx(), len(dark), scale)
	}
	for y, row := range dark {
		for x, want := range row {
			if r, _, _, _ := img.At(x*scale+1, y*scale+1).RGBA(); (r == 0) != want {
				t.Fatalf("the PNG's module %d,%d is not as the code's", x, y)
			}
		}
	}
	svg, err := QRCodeSVG(text, `Lot <HV-24-001> & co`)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(svg), "<title>Lot &lt;HV-24-001&gt; &amp; co</title>") || !strings.Contains(string(svg), "M4 4h1v1h-1z") {
		t.Errorf("the SVG lacks its escaped title or its first finder module:\n%.300s", svg)
	}
}

// isFinderPattern: 7x7 modules, a dark ring, a light ring and a dark 3x3 centre.
func isFinderPattern(dark [][]bool, left, top int) bool {
	for dy := range 7 {
		for dx := range 7 {
			ring := min(dx, dy, 6-dx, 6-dy)
			if want := ring != 1; dark[top+dy][left+dx] != want {
				return false
			}
		}
	}
	return true
}

// formatInformation reads the 15 bits beside the top-left finder pattern, most
// significant first, unmasked (XOR 101010000010010).
func formatInformation(dark [][]bool, q int) int {
	var bits int
	read := func(x, y int) {
		bits <<= 1
		if dark[q+y][q+x] {
			bits |= 1
		}
	}
	for x := range 6 {
		read(x, 8)
	}
	read(7, 8)
	read(8, 8)
	read(8, 7)
	for y := 5; y >= 0; y-- {
		read(8, y)
	}
	return bits ^ 0b101010000010010
}

// validFormatInformation: the 10 check bits are the BCH(15,5) code of the 5 data bits.
func validFormatInformation(bits int) bool {
	const generator = 0b10100110111
	rest := bits
	for bit := 14; bit >= 10; bit-- {
		if rest&(1<<bit) != 0 {
			rest ^= generator << (bit - 10)
		}
	}
	return rest == 0
}
