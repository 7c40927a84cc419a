package media

import (
	"image"
	"image/color"
)

// ycbcrWriter turns the rows of a w x h RGB image into a 4:2:0 YCbCr image turned
// clockwise by rotate degrees: 1.5 bytes a pixel, the layout the JPEG encoder reads
// fastest, and no rotated copy of the image in between.
type ycbcrWriter struct {
	dst          *image.YCbCr
	rotate, w, h int
	// The chroma samples being summed: those of one chroma row (rotate 0 and 180) or
	// column (90 and 270) of dst, which every source row falls within.
	line               int
	sumCb, sumCr, used []uint16
}

func newYCbCrWriter(w, h, rotate int) *ycbcrWriter {
	dw, dh := w, h
	if rotate == 90 || rotate == 270 {
		dw, dh = h, w
	}
	dst := image.NewYCbCr(image.Rect(0, 0, dw, dh), image.YCbCrSubsampleRatio420)
	along := (dw + 1) / 2
	if rotate == 90 || rotate == 270 {
		along = (dh + 1) / 2
	}
	return &ycbcrWriter{
		dst: dst, rotate: rotate, w: w, h: h, line: -1,
		sumCb: make([]uint16, along), sumCr: make([]uint16, along), used: make([]uint16, along),
	}
}

// put takes source row y; rows must come in order.
func (c *ycbcrWriter) put(y int, rgb []uint8) {
	if line := c.chromaLine(y); line != c.line {
		c.flush()
		c.line = line
	}
	for x := 0; x < c.w; x++ {
		dx, dy := c.position(x, y)
		luma, cb, cr := color.RGBToYCbCr(rgb[3*x], rgb[3*x+1], rgb[3*x+2])
		c.dst.Y[dy*c.dst.YStride+dx] = luma
		p := dx / 2
		if c.rotate == 90 || c.rotate == 270 {
			p = dy / 2
		}
		c.sumCb[p] += uint16(cb)
		c.sumCr[p] += uint16(cr)
		c.used[p]++
	}
}

// image returns the finished image.
func (c *ycbcrWriter) image() *image.YCbCr {
	c.flush()
	return c.dst
}

// position is where source pixel (x, y) lands in dst.
func (c *ycbcrWriter) position(x, y int) (int, int) {
	switch c.rotate {
	case 90:
		return c.h - 1 - y, x
	case 180:
		return c.w - 1 - x, c.h - 1 - y
	case 270:
		return y, c.w - 1 - x
	}
	return x, y
}

// chromaLine is the chroma row or column of dst that source row y falls in.
func (c *ycbcrWriter) chromaLine(y int) int {
	dx, dy := c.position(0, y)
	if c.rotate == 90 || c.rotate == 270 {
		return dx / 2
	}
	return dy / 2
}

func (c *ycbcrWriter) flush() {
	if c.line < 0 {
		return
	}
	for p, n := range c.used {
		if n == 0 {
			continue
		}
		at := c.line*c.dst.CStride + p
		if c.rotate == 90 || c.rotate == 270 {
			at = p*c.dst.CStride + c.line
		}
		c.dst.Cb[at] = uint8((c.sumCb[p] + n/2) / n)
		c.dst.Cr[at] = uint8((c.sumCr[p] + n/2) / n)
		c.sumCb[p], c.sumCr[p], c.used[p] = 0, 0, 0
	}
}
