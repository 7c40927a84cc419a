package media

import (
	"bytes"
	"image"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/media/mediatest"
)

// FuzzImageChecks feeds arbitrary bytes to the upload checks: they must never panic,
// and whatever they accept must decode, rotate and resize without panicking.
func FuzzImageChecks(f *testing.F) {
	f.Add(mediatest.JPEG(f, 8, 4))
	f.Add(mediatest.WithOrientation(mediatest.JPEG(f, 6, 3), 6))
	f.Add(mediatest.PixelBombPNG(60000, 60000))
	f.Add([]byte("GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"))
	f.Add([]byte("RIFF\x10\x00\x00\x00WEBPVP8 "))
	f.Add([]byte("plain text pretending to be a photo"))
	f.Fuzz(func(t *testing.T, data []byte) {
		mime, err := CheckImage(data, JPEG, PNG, WebP, GIF)
		if err != nil {
			return
		}
		if SniffImage(data) != mime {
			t.Fatalf("CheckImage says %s, SniffImage disagrees", mime)
		}
		cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil || cfg.Width*cfg.Height > 1_000_000 {
			return // large images are fine but slow to fuzz
		}
		if _, err := Upright(data, mime); err != nil {
			return
		}
		if mime != GIF { // GIFs are served as they are
			_, _, _ = transform(data, 90, 320)
		}
	})
}

// FuzzSniffVideo: arbitrary leading bytes never panic the video sniffer, and a type it
// names always has extensions to match.
func FuzzSniffVideo(f *testing.F) {
	f.Add([]byte("\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2"), "clip.mp4")
	f.Add([]byte("\x1a\x45\xdf\xa3\x9f\x42\x82\x84webm"), "clip.webm")
	f.Add([]byte("\x00\x00\x00\x08wide"), "clip.mov")
	f.Add([]byte("nothing"), "clip.avi")
	f.Fuzz(func(t *testing.T, head []byte, name string) {
		typ := SniffVideo(head)
		if typ != "" && len(videoExtensions[typ]) == 0 {
			t.Fatalf("sniffed %q, which has no extensions", typ)
		}
		_ = VideoExtensionMatches(name, typ)
	})
}
