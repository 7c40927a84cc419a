package media

import (
	"image"
	"slices"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/media/mediatest"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// A large JPEG is decoded at the smallest power-of-two shrink still as wide and as tall
// as the widest image made of it (1920 wide, 1920 x h/w tall), and what is made of it has
// the sizes of what is made of the whole decode.
func TestALargeJPEGIsShrunkOnLoadNoSmallerThanTheWidestImageMadeOfIt(t *testing.T) {
	fsys, err := filesystem.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	d := NewDerived(DerivedConfig{MasterSide: 100, OnDemandPixels: 100 * 100})
	small := NewDerived(DerivedConfig{})
	for _, c := range []struct {
		d       *Derived
		w, h    int
		decoded image.Point
	}{
		{d, 3900, 400, image.Pt(1950, 200)},     // a half is 1950 x 200, the widest 1920 x 197
		{d, 8000, 800, image.Pt(2000, 200)},     // a quarter is 2000 x 200, the widest 1920 x 192
		{d, 3000, 2000, image.Pt(3000, 2000)},   // a half would be narrower than 1920
		{small, 3900, 400, image.Pt(3900, 400)}, // at most 4 megapixels: made as a visitor's request makes it
	} {
		key := "photo.jpg"
		if err := fsys.Upload(mediatest.JPEG(t, c.w, c.h), key); err != nil {
			t.Fatal(err)
		}
		img, size, err := c.d.decodeOriginal(fsys, key)
		if err != nil {
			t.Fatal(err)
		}
		if size != image.Pt(c.w, c.h) || img.Bounds().Size() != c.decoded {
			t.Errorf("%dx%d: decoded %v of an original of %v, want %v of %dx%d", c.w, c.h, img.Bounds().Size(), size, c.decoded, c.w, c.h)
			continue
		}
		whole, err := decodeImage(inMemory(mediatest.JPEG(t, c.w, c.h)), MaxImagePixels)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := storedBy(t, c.d, img, size), storedBy(t, c.d, whole, size); !slices.Equal(got, want) {
			t.Errorf("%dx%d: made %v, want %v", c.w, c.h, got, want)
		}
	}
}
