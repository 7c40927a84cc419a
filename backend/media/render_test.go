package media

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/disintegration/imaging"
)

// photoLike is a w x h 4:2:0 image of smooth gradients, as JPEG photos decode.
func photoLike(w, h int) *image.YCbCr {
	img := image.NewYCbCr(image.Rect(0, 0, w, h), image.YCbCrSubsampleRatio420)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Y[img.YOffset(x, y)] = uint8(40 + 150*x/w + 40*y/h + int(20*math.Sin(float64(x+y)/9)))
			ci := img.COffset(x, y)
			img.Cb[ci] = uint8(90 + 80*y/h)
			img.Cr[ci] = uint8(170 - 90*x/w)
		}
	}
	return img
}

// meanDifference is the mean absolute difference of two images' RGB channels.
func meanDifference(a, b image.Image) float64 {
	var sum float64
	bounds := a.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			c1 := color.NRGBAModel.Convert(a.At(x, y)).(color.NRGBA)
			c2 := color.NRGBAModel.Convert(b.At(x, y)).(color.NRGBA)
			sum += math.Abs(float64(c1.R)-float64(c2.R)) + math.Abs(float64(c1.G)-float64(c2.G)) + math.Abs(float64(c1.B)-float64(c2.B))
		}
	}
	return sum / float64(3*bounds.Dx()*bounds.Dy())
}

// TestRenderMatchesImaging: scaling before turning, one row at a time into 4:2:0,
// gives what imaging's turn-then-resize gave, for every rotation and odd sizes.
func TestRenderMatchesImaging(t *testing.T) {
	sources := map[string]image.Image{
		"ycbcr 301x203": photoLike(301, 203),
		"ycbcr 64x33":   photoLike(64, 33),
		"nrgba 121x90":  imaging.Clone(photoLike(121, 90)),
		"gray 90x61":    imaging.Grayscale(photoLike(90, 61)),
	}
	for name, src := range sources {
		for _, rotate := range []int{0, 90, 180, 270} {
			for _, width := range []int{0, 1000, 150, 57, 31} {
				t.Run(fmt.Sprintf("%s r%d w%d", name, rotate, width), func(t *testing.T) {
					want := image.Image(src)
					switch rotate {
					case 90:
						want = imaging.Rotate270(want)
					case 180:
						want = imaging.Rotate180(want)
					case 270:
						want = imaging.Rotate90(want)
					}
					if width > 0 && width < want.Bounds().Dx() {
						want = imaging.Resize(want, width, 0, imaging.Lanczos)
					}
					got := render(src, rotate, width)
					if got.Bounds().Size() != want.Bounds().Size() {
						t.Fatalf("size %v, want %v", got.Bounds().Size(), want.Bounds().Size())
					}
					if d := meanDifference(got, want); d > 3 {
						t.Errorf("differs from imaging by %.2f levels on average", d)
					}
				})
			}
		}
	}
}

func TestScaledSize(t *testing.T) {
	for _, c := range []struct{ w, h, rotate, width, wantW, wantH int }{
		{400, 200, 0, 320, 320, 160},
		{400, 200, 90, 320, 400, 200},    // 200 wide once turned: not scaled up
		{400, 200, 90, 100, 200, 100},    // turned, it is 100x200
		{1920, 1080, 270, 320, 569, 320}, // 320x569 once turned
		{400, 200, 180, 0, 400, 200},
		{3, 1000, 0, 2, 2, 667},
		{1000, 3, 0, 2, 2, 1},
	} {
		if w, h := scaledSize(c.w, c.h, c.rotate, c.width); w != c.wantW || h != c.wantH {
			t.Errorf("scaledSize(%d, %d, %d, %d) = %dx%d, want %dx%d", c.w, c.h, c.rotate, c.width, w, h, c.wantW, c.wantH)
		}
	}
}
