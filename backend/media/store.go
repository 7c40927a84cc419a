// Package media stores and serves uploaded files: images and hero videos kept as
// file_uploads records in PocketBase's filesystem (local disk or S3).
package media

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

const (
	// UploadsCollection holds every uploaded file; its file field keeps the bytes.
	UploadsCollection = "file_uploads"
	// URLPrefix is where uploads are served: URLPrefix + storagePath.
	URLPrefix = "/uploads/"
)

// Save stores f as a new file_uploads record. The stored name (PocketBase's normalised
// name with a random part) becomes storagePath, unique across uploads.
func Save(app core.App, f *filesystem.File, mimeType string) (*core.Record, error) {
	collection, err := app.FindCachedCollectionByNameOrId(UploadsCollection)
	if err != nil {
		return nil, err
	}
	rec := core.NewRecord(collection)
	rec.Set("originalName", f.OriginalName)
	rec.Set("file", f)
	rec.Set("storagePath", f.Name)
	rec.Set("mimeType", mimeType)
	rec.Set("size", f.Size)
	if err := app.Save(rec); err != nil {
		return nil, err
	}
	return rec, nil
}

// URL is the public address of a file_uploads record.
func URL(rec *core.Record) string {
	return URLPrefix + rec.GetString("storagePath")
}

// FileKey is the record's file in PocketBase's filesystem.
func FileKey(rec *core.Record) string {
	return rec.BaseFilesPath() + "/" + rec.GetString("file")
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
