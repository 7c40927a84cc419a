package media

import (
	"net/http"
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

// IsDocument tells the uploads served as documents.
func IsDocument(mimeType string) bool { return mimeType == PDF }

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
