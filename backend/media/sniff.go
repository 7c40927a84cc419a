package media

import (
	"bytes"
	"path"
	"strings"

	"github.com/gabriel-vasile/mimetype"
)

// Image and video types, judged by content (magic bytes), never by name or header.
const (
	JPEG      = "image/jpeg"
	PNG       = "image/png"
	WebP      = "image/webp"
	GIF       = "image/gif"
	MP4       = "video/mp4"
	QuickTime = "video/quicktime"
	WebM      = "video/webm"
)

// m4v is mimetype's name for Apple's MP4 video brand.
const m4v = "video/x-m4v"

// SniffLen is how many leading bytes the sniffers need.
const SniffLen = 64

// SniffImage names the image type of data's first bytes, or "".
func SniffImage(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte{0xFF, 0xD8, 0xFF}):
		return JPEG
	case bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n")):
		return PNG
	case len(head) >= 12 && bytes.Equal(head[0:4], []byte("RIFF")) && bytes.Equal(head[8:12], []byte("WEBP")):
		return WebP
	case bytes.HasPrefix(head, []byte("GIF87a")) || bytes.HasPrefix(head, []byte("GIF89a")):
		return GIF
	}
	return ""
}

// SniffVideo names the video type of data's first bytes, or "": MP4, QuickTime or
// WebM as mimetype names them. An ISO base media file is named by its ftyp box's brand,
// so HEIC and AVIF pictures, M4A audio and 3GP phone clips, which open with one too, are
// none of these; an Apple M4V (brand "M4V ") is an MP4 video and passes as one.
func SniffVideo(head []byte) string {
	switch detected := mimetype.Detect(head).String(); detected {
	case MP4, m4v:
		return MP4
	case QuickTime, WebM:
		return detected
	}
	return ""
}

// videoExtensions are the file name endings each video type may carry.
var videoExtensions = map[string][]string{
	MP4:       {".mp4", ".m4v"},
	QuickTime: {".mov", ".qt"},
	WebM:      {".webm"},
}

// VideoExtensionMatches reports whether name's extension fits the sniffed type. An MP4
// may also be saved as .mov (QuickTime plays it), so .mov is accepted for MP4 content.
func VideoExtensionMatches(name, videoType string) bool {
	ext := strings.ToLower(path.Ext(name))
	for _, e := range videoExtensions[videoType] {
		if ext == e {
			return true
		}
	}
	return videoType == MP4 && ext == ".mov"
}

// PDF is a certificate of analysis' type, judged by content as the others are.
const PDF = "application/pdf"

// IsPDF tells a PDF by its first bytes: every PDF opens with "%PDF-" (ISO 32000).
func IsPDF(head []byte) bool { return bytes.HasPrefix(head, []byte("%PDF-")) }
