// Package media stores and serves uploaded files: images and hero videos kept as
// file_uploads records in PocketBase's filesystem (local disk or S3).
package media

import (
	"path"
	"strings"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// URLPrefix is where uploads are served: URLPrefix + storagePath. The uploads are
// catalog.FileUploadsCollection's records; a file field keeps each one's bytes.
const URLPrefix = "/uploads/"

// Save stores f as a new file_uploads record. The stored name (PocketBase's normalised
// name with a random part) becomes storagePath, unique across uploads.
func Save(app core.App, f *filesystem.File, mimeType string) (*core.Record, error) {
	upload, err := catalog.NewFileUploadRecord(app)
	if err != nil {
		return nil, err
	}
	upload.SetOriginalName(fitOriginalName(upload.Collection(), f.OriginalName))
	upload.SetFile(f)
	upload.SetStoragePath(f.Name)
	upload.SetMimeType(mimeType)
	upload.SetSize(int(f.Size))
	if err := app.Save(upload); err != nil {
		return nil, err
	}
	return upload.Record, nil
}

// fitOriginalName is an uploaded file's name (without any path) within the length
// the uploads' originalName field allows: an over-long name keeps its start and its
// extension, joined by an ellipsis, rather than failing the upload.
func fitOriginalName(collection *core.Collection, name string) string {
	limit := 5000 // PocketBase's limit for a text field without one
	if f, ok := collection.Fields.GetByName(catalog.FileUploadFieldOriginalName).(*core.TextField); ok && f.Max > 0 {
		limit = f.Max
	}
	return shortenName(path.Base(name), limit)
}

// shortenName cuts name to at most limit characters (limit > 21), keeping its
// extension when that is a short one.
func shortenName(name string, limit int) string {
	if utf8.RuneCountInString(name) <= limit {
		return name
	}
	const ellipsis = "…"
	ext := path.Ext(name)
	if utf8.RuneCountInString(ext) > 20 {
		ext = ""
	}
	keep := limit - utf8.RuneCountInString(ellipsis+ext)
	cut := 0
	for i := range name {
		if keep == 0 {
			cut = i
			break
		}
		keep--
	}
	return strings.TrimSpace(name[:cut]) + ellipsis + ext
}

// URL is the public address of a file_uploads record.
func URL(rec *core.Record) string {
	return URLPrefix + catalog.AsFileUpload(rec).StoragePath()
}

// FileKey is the record's file in PocketBase's filesystem.
func FileKey(rec *core.Record) string {
	return rec.BaseFilesPath() + "/" + catalog.AsFileUpload(rec).File()
}

// StoragePathOf returns the stored name an /uploads/ URL points to, without query
// ("/uploads/a.jpg?rotate=90" gives "a.jpg"); ok is false for other URLs.
func StoragePathOf(url string) (name string, ok bool) {
	rest, found := strings.CutPrefix(url, URLPrefix)
	if !found {
		return "", false
	}
	rest, _, _ = strings.Cut(rest, "?")
	if rest == "" || strings.ContainsAny(rest, "/\\") {
		return "", false
	}
	return rest, true
}
