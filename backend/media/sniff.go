package media

import (
	"bytes"
	"path"
	"strings"
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

// SniffVideo names the video type of data's first bytes, or "": ISO base media files
// (an ftyp box; brand "qt  " is QuickTime), old QuickTime files that open with another
// atom, and Matroska files whose doctype is webm.
func SniffVideo(head []byte) string {
	if len(head) >= 12 {
		box := string(head[4:8])
		switch {
		case box == "ftyp" && string(head[8:12]) == "qt  ":
			return QuickTime
		case box == "ftyp":
			return MP4
		case box == "moov" || box == "mdat" || box == "wide" || box == "free" || box == "skip" || box == "pnot":
			return QuickTime
		}
	}
	if bytes.HasPrefix(head, []byte{0x1A, 0x45, 0xDF, 0xA3}) && bytes.Contains(head, []byte("webm")) {
		return WebM
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
