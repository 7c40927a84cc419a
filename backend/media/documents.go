package media

import (
	"cmp"
	"net/http"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// SaveBytes stores data as a new upload whose stored name starts from name (PocketBase
// makes it safe and adds a random part).
func SaveBytes(app core.App, data []byte, name, mimeType string) (*core.Record, error) {
	f, err := filesystem.NewFileFromBytes(data, name)
	if err != nil {
		return nil, err
	}
	f.OriginalName = name
	return Save(app, f, mimeType)
}

// documentPolicy runs a served document in a sandbox of its own: no script, no form, no
// plugin, no same-origin access to the site, whatever the file holds.
const documentPolicy = "sandbox; default-src 'none'; frame-ancestors 'none'"

// SetDocumentHeaders makes a served document (a PDF) safe to open: sandboxed, and saved
// under a name the server builds from the stored one (letters, digits, dots, hyphens and
// underscores only), never one an uploader chose.
func SetDocumentHeaders(h http.Header, storedName string) {
	h.Set("Content-Security-Policy", documentPolicy)
	h.Set("Content-Disposition", `attachment; filename="`+safeFileName(storedName)+`"`)
}

// inlineTypes are the uploads a browser shows as media, on the site's pages.
var inlineTypes = []string{JPEG, PNG, WebP, GIF, MP4, QuickTime, WebM}

// IsDocument tells the uploads served as documents: all but images and videos (a
// certificate, or whatever the superuser UI stored).
func IsDocument(mimeType string) bool { return !slices.Contains(inlineTypes, mimeType) }

// SetFileHeaders sets what every route serving an upload sends (/uploads, and
// PocketBase's /api/files): the type judged when it was stored, no sniffing, and for a
// document the sandbox and the download (media are shown in the page, inline).
func SetFileHeaders(h http.Header, storedName, mimeType string) {
	h.Set("Content-Type", cmp.Or(mimeType, "application/octet-stream"))
	h.Set("X-Content-Type-Options", "nosniff")
	if IsDocument(mimeType) {
		SetDocumentHeaders(h, storedName)
	} else {
		h.Set("Content-Disposition", "inline")
	}
}

// safeFileName keeps name's ASCII letters, digits, dots, hyphens and underscores.
func safeFileName(name string) string {
	safe := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '-', r == '_':
			return r
		}
		return -1
	}, name)
	if strings.Trim(safe, ".") == "" {
		return "document"
	}
	return safe
}
