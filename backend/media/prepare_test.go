package media

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media/mediatest"
	"github.com/pocketbase/pocketbase/core"
)

func uploadRecord(file string) *core.Record {
	rec := core.NewRecord(core.NewBaseCollection(catalog.FileUploadsCollection))
	rec.Id = "rec123456789012"
	rec.Set("file", file)
	return rec
}

// storedBy records what makeCommon stores of img (an original of size): each file's
// name (without the record's path) and size, in order.
func storedBy(t *testing.T, d *Derived, img image.Image, size image.Point) []string {
	t.Helper()
	rec := uploadRecord("photo.jpg")
	var stored []string
	err := d.makeCommon(img, size, rec, func(key string, data []byte) error {
		w, h := dimensions(t, data)
		name := key[strings.LastIndex(key, "/")+1:]
		stored = append(stored, fmt.Sprintf("%s %dx%d", strings.TrimSuffix(name, "_photo.jpg"), w, h))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return stored
}

func TestMakeCommonOfASmallImage(t *testing.T) {
	d := NewDerived(DerivedConfig{})
	img, err := decodeImage(inMemory(mediatest.JPEG(t, 700, 400)), MaxImagePixels)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(storedBy(t, d, img, img.Bounds().Size()), ", ")
	want := "r0_w768 700x400, r0_w960 700x400, r0_w1280 700x400, r0_w1920 700x400, r0_w640 640x366, r0_w320 320x183, r0_w160 160x91"
	if got != want {
		t.Errorf("stored %s\nwant   %s", got, want)
	}
}

func TestMakeCommonOfALargeImageStoresItsMasterLast(t *testing.T) {
	d := NewDerived(DerivedConfig{MasterSide: 100, OnDemandPixels: 100 * 100})
	for _, c := range []struct {
		w, h int
		want string
	}{
		{700, 400, "r0_w768 700x400, r0_w960 700x400, r0_w1280 700x400, r0_w1920 700x400, r0_w640 640x366, r0_w320 320x183, r0_w160 160x91, master 100x57"},
		{300, 700, "r0_w320 300x700, r0_w640 300x700, r0_w768 300x700, r0_w960 300x700, r0_w1280 300x700, r0_w1920 300x700, r0_w160 160x373, master 43x100"},
	} {
		img, err := decodeImage(inMemory(mediatest.JPEG(t, c.w, c.h)), MaxImagePixels)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(storedBy(t, d, img, img.Bounds().Size()), ", "); got != c.want {
			t.Errorf("%dx%d stored %s\nwant   %s", c.w, c.h, got, c.want)
		}
	}
}

func TestFitWidth(t *testing.T) {
	for _, c := range []struct{ w, h, side, want int }{
		{4000, 3000, 1920, 1920}, {3000, 4000, 1920, 1440}, {1000, 800, 1920, 1000}, {100, 20000, 1920, 10},
	} {
		if got := fitWidth(c.w, c.h, c.side); got != c.want {
			t.Errorf("fitWidth(%d, %d, %d) = %d, want %d", c.w, c.h, c.side, got, c.want)
		}
	}
}
