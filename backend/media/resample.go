package media

import (
	"image"
	"image/color"
	"math"
	"runtime"
)

// A separable Lanczos-3 resampler for opaque images that works one output row at a
// time: it keeps only the few horizontally resampled source rows the current output
// row needs, so scaling costs the source and the result, not the dstW x srcH
// intermediate image that imaging.Resize allocates.

// rowSink receives the output rows in order, each as dstW RGB triples.
type rowSink func(y int, rgb []uint8)

// resample scales the opaque image src to dstW x dstH (dstW <= its width and dstH <=
// its height), handing each output row to put.
func resample(src image.Image, dstW, dstH int, put rowSink) {
	b := src.Bounds()
	srcW, srcH := b.Dx(), b.Dy()
	read := rgbRowReader(src)
	in := make([]uint8, 3*srcW)
	if dstW == srcW && dstH == srcH {
		for y := 0; y < srcH; y++ {
			read(y, in)
			put(y, in)
		}
		return
	}
	columns := lanczosTaps(dstW, srcW)
	rows := lanczosTaps(dstH, srcH)
	window := 0
	for _, t := range rows {
		window = max(window, len(t.weights))
	}
	ring := make([][]float32, window)
	ringRow := make([]int, window)
	for i := range ring {
		ring[i] = make([]float32, 3*dstW)
		ringRow[i] = -1
	}
	in32 := make([]float32, 3*srcW)
	sum := make([]float32, 3*dstW)
	out := make([]uint8, 3*dstW)
	for y, t := range rows {
		runtime.Gosched() // between rows, for requests (see yieldingReader)
		for i := range t.weights {
			r := t.first + i
			if slot := r % window; ringRow[slot] != r {
				read(r, in)
				for x, v := range in {
					in32[x] = float32(v)
				}
				resampleRow(in32, columns, ring[slot])
				ringRow[slot] = r
			}
		}
		clear(sum)
		for i, w := range t.weights {
			row := ring[(t.first+i)%window]
			for x, v := range row {
				sum[x] += w * v
			}
		}
		for x, v := range sum {
			out[x] = clampToByte(v)
		}
		put(y, out)
	}
}

// resampleRow resamples one row of RGB triples horizontally into dst.
func resampleRow(in []float32, columns []taps, dst []float32) {
	for x, t := range columns {
		var r, g, b float32
		px := in[3*t.first : 3*(t.first+len(t.weights))]
		for i, w := range t.weights {
			r += w * px[3*i]
			g += w * px[3*i+1]
			b += w * px[3*i+2]
		}
		dst[3*x], dst[3*x+1], dst[3*x+2] = r, g, b
	}
}

// taps are the source samples that make one output sample: weights for the
// consecutive samples from first on.
type taps struct {
	first   int
	weights []float32
}

// lanczosTaps computes, for each of dstSize output samples, the taps over srcSize
// input samples (downscaling: the kernel widens by the scale, as in imaging).
func lanczosTaps(dstSize, srcSize int) []taps {
	const support = 3.0
	scale := float64(srcSize) / float64(dstSize)
	widen := max(scale, 1)
	radius := math.Ceil(widen * support)
	out := make([]taps, dstSize)
	for v := range out {
		center := (float64(v)+0.5)*scale - 0.5
		first := max(int(math.Ceil(center-radius)), 0)
		last := min(int(math.Floor(center+radius)), srcSize-1)
		weights := make([]float32, last-first+1)
		var sum float64
		for u := first; u <= last; u++ {
			w := lanczos((float64(u) - center) / widen)
			weights[u-first] = float32(w)
			sum += w
		}
		if sum != 0 {
			for i := range weights {
				weights[i] = float32(float64(weights[i]) / sum)
			}
		}
		out[v] = taps{first: first, weights: weights}
	}
	return out
}

func lanczos(x float64) float64 {
	x = math.Abs(x)
	if x >= 3 {
		return 0
	}
	return sinc(x) * sinc(x/3)
}

func sinc(x float64) float64 {
	if x == 0 {
		return 1
	}
	return math.Sin(math.Pi*x) / (math.Pi * x)
}

func clampToByte(v float32) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= 255:
		return 255
	}
	return uint8(v + 0.5)
}

// rgbRowReader returns a function that fills dst with row y of img (0-based) as RGB
// triples, ignoring alpha (img is opaque).
func rgbRowReader(img image.Image) func(y int, dst []uint8) {
	b := img.Bounds()
	w := b.Dx()
	switch src := img.(type) {
	case *image.YCbCr:
		if src.SubsampleRatio == image.YCbCrSubsampleRatio420 {
			return ycbcr420Rows(src)
		}
		return func(y int, dst []uint8) {
			sy := b.Min.Y + y
			for x := 0; x < w; x++ {
				sx := b.Min.X + x
				ci := src.COffset(sx, sy)
				r, g, bl := color.YCbCrToRGB(src.Y[src.YOffset(sx, sy)], src.Cb[ci], src.Cr[ci])
				dst[3*x], dst[3*x+1], dst[3*x+2] = r, g, bl
			}
		}
	case *image.Gray:
		return func(y int, dst []uint8) {
			row := src.Pix[src.PixOffset(b.Min.X, b.Min.Y+y):]
			for x := 0; x < w; x++ {
				dst[3*x], dst[3*x+1], dst[3*x+2] = row[x], row[x], row[x]
			}
		}
	case *image.NRGBA:
		return fourChannelRows(src.Pix, src.PixOffset(b.Min.X, b.Min.Y), src.Stride, w)
	case *image.RGBA:
		return fourChannelRows(src.Pix, src.PixOffset(b.Min.X, b.Min.Y), src.Stride, w)
	}
	return func(y int, dst []uint8) {
		for x := 0; x < w; x++ {
			r, g, bl, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
			dst[3*x], dst[3*x+1], dst[3*x+2] = uint8(r>>8), uint8(g>>8), uint8(bl>>8)
		}
	}
}

// fourChannelRows reads RGBA or NRGBA pixels, which are the same for opaque images.
func fourChannelRows(pix []uint8, start, stride, w int) func(y int, dst []uint8) {
	return func(y int, dst []uint8) {
		row := pix[start+y*stride:]
		for x := 0; x < w; x++ {
			dst[3*x], dst[3*x+1], dst[3*x+2] = row[4*x], row[4*x+1], row[4*x+2]
		}
	}
}

// ycbcr420Rows reads 4:2:0 YCbCr (what JPEG photos decode to) without a call per
// pixel to find its samples.
func ycbcr420Rows(src *image.YCbCr) func(y int, dst []uint8) {
	b := src.Bounds()
	w := b.Dx()
	return func(y int, dst []uint8) {
		sy := b.Min.Y + y
		luma := src.Y[src.YOffset(b.Min.X, sy):]
		cStart := src.COffset(b.Min.X, sy)
		cb, cr := src.Cb[cStart:], src.Cr[cStart:]
		for x := 0; x < w; x++ {
			c := (b.Min.X+x)/2 - b.Min.X/2 // chroma columns are counted from x = 0
			r, g, bl := color.YCbCrToRGB(luma[x], cb[c], cr[c])
			dst[3*x], dst[3*x+1], dst[3*x+2] = r, g, bl
		}
	}
}
