package media

import (
	"testing"

	"github.com/hudsonvalley/farmsite/backend/media/mediatest"
)

func TestSniffImage(t *testing.T) {
	for name, c := range map[string]struct {
		head []byte
		want string
	}{
		"jpeg":          {[]byte{0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 'J', 'F', 'I', 'F'}, JPEG},
		"png":           {[]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"), PNG},
		"webp":          {[]byte("RIFF\x10\x00\x00\x00WEBPVP8 "), WebP},
		"gif":           {[]byte("GIF89a\x01\x00"), GIF},
		"text as .jpg":  {[]byte("hello, I am not an image"), ""},
		"html":          {[]byte("<html><script>"), ""},
		"svg":           {[]byte(`<svg xmlns="http://www.w3.org/2000/svg">`), ""},
		"riff not webp": {[]byte("RIFF\x10\x00\x00\x00WAVEfmt "), ""},
		"empty":         {nil, ""},
	} {
		if got := SniffImage(c.head); got != c.want {
			t.Errorf("%s: SniffImage = %q, want %q", name, got, c.want)
		}
	}
}

func TestSniffVideo(t *testing.T) {
	for name, c := range map[string]struct {
		head []byte
		want string
	}{
		"mp4 isom":     {[]byte("\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2"), MP4},
		"mp4 mp42":     {[]byte("\x00\x00\x00\x1cftypmp42\x00\x00\x00\x00mp42isom"), MP4},
		"quicktime":    {[]byte("\x00\x00\x00\x14ftypqt  \x00\x00\x02\x00qt  "), QuickTime},
		"old mov":      {[]byte("\x00\x00\x00\x08wide\x00\x00\x00\x00mdat"), QuickTime},
		"webm":         {[]byte("\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\xf7\x81\x01\x42\xf2\x81\x04\x42\xf3\x81\x08\x42\x82\x84webm"), WebM},
		"matroska mkv": {[]byte("\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\x82\x88matroska"), ""},
		"jpeg":         {[]byte{0xFF, 0xD8, 0xFF, 0xE0, 0, 0, 0, 0, 0, 0, 0, 0}, ""},
		"text":         {[]byte("just some text, not a video"), ""},
	} {
		if got := SniffVideo(c.head); got != c.want {
			t.Errorf("%s: SniffVideo = %q, want %q", name, got, c.want)
		}
	}
}

// Pictures, audio and phone clips are ISO base media files too: their ftyp box's brand
// tells them from a video, and only MP4, QuickTime and WebM pass as one.
func TestSniffVideoTellsVideoFromOtherISOMediaFiles(t *testing.T) {
	const size = 200 // past SniffLen: the sniffer sees what an upload's first bytes show
	for name, c := range map[string]struct {
		major      string
		compatible []string
		want       string
	}{
		"mp4 isom":           {"isom", []string{"isom", "iso2", "avc1", "mp41"}, MP4},
		"mp4 mp42":           {"mp42", []string{"mp42", "isom"}, MP4},
		"apple m4v":          {"M4V ", []string{"M4V ", "M4A ", "mp42", "isom"}, MP4},
		"quicktime":          {"qt  ", []string{"qt  "}, QuickTime},
		"heic photo":         {"heic", []string{"mif1", "heic"}, ""},
		"heif photo":         {"mif1", []string{"mif1", "heic"}, ""},
		"heic burst":         {"hevc", []string{"msf1", "hevc"}, ""},
		"avif picture":       {"avif", []string{"avif", "mif1", "miaf", "MA1B"}, ""},
		"animated avif":      {"avis", []string{"avis", "msf1", "miaf"}, ""},
		"m4a audio":          {"M4A ", []string{"M4A ", "mp42", "isom"}, ""},
		"audiobook":          {"M4B ", []string{"M4B ", "mp42", "isom"}, ""},
		"3gp phone clip":     {"3gp4", []string{"3gp4", "isom"}, ""},
		"3gpp2 phone clip":   {"3g2a", []string{"3g2a"}, ""},
		"jpeg 2000 sequence": {"mjp2", []string{"mjp2"}, ""},
	} {
		if got := SniffVideo(mediatest.ISOMedia(c.major, c.compatible, size)[:SniffLen]); got != c.want {
			t.Errorf("%s: SniffVideo = %q, want %q", name, got, c.want)
		}
	}
	for name, head := range map[string][]byte{
		"an ftyp box in a text file": []byte("1234ftypisom, said the note, and then some more text"),
		"too short for a box":        []byte("\x00\x00\x00\x08ftyp"),
	} {
		if got := SniffVideo(head); got != "" {
			t.Errorf("%s: SniffVideo = %q, want none", name, got)
		}
	}
}

func TestVideoExtensionMatches(t *testing.T) {
	for _, c := range []struct {
		name, typ string
		want      bool
	}{
		{"clip.mp4", MP4, true}, {"CLIP.MP4", MP4, true}, {"clip.mov", MP4, true}, {"clip.mov", QuickTime, true},
		{"clip.webm", WebM, true}, {"clip.webm", MP4, false}, {"clip.avi", MP4, false}, {"clip", MP4, false}, {"clip.mp4", WebM, false},
	} {
		if got := VideoExtensionMatches(c.name, c.typ); got != c.want {
			t.Errorf("VideoExtensionMatches(%q, %q) = %v, want %v", c.name, c.typ, got, c.want)
		}
	}
}
