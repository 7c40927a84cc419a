package hooks

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"

	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// imageFields are the fields that hold image references: lists and single paths.
var imageFields = []struct {
	collection, field string
	isList            bool
}{
	{catalog.ProductsCollection, "images", true},
	{catalog.VariantsCollection, "images", true},
	{catalog.BlogPostsCollection, "image", false},
	{catalog.LocationsCollection, "image", false},
	{catalog.SiteSettingsCollection, "heroImages", true},
}

func verifyImagesRoute(e *core.RequestEvent) error {
	var body struct {
		Force bool `json:"force"`
	}
	_ = e.BindBody(&body)
	if e.Request.URL.Query().Get("force") == "true" {
		body.Force = true
	}
	stats, err := verifyImages(e.App, body.Force)
	if err != nil {
		return err
	}
	message := fmt.Sprintf("Checked %d images: %d missing, %d recovered, %d could not be recovered.", stats.TotalImages, stats.MissingImages, stats.RecoveredImages, stats.FailedRecovery)
	if !body.Force && stats.MissingImages > 0 {
		message += " Nothing was changed: send force=true to repair the references that can be."
	}
	return e.JSON(http.StatusOK, map[string]any{"success": true, "message": message, "stats": stats})
}

// verifyImages checks that every /uploads/ image a product, variant, blog post,
// location or the home page shows is in storage. A missing one is recovered when
// another upload still holds the same picture (the reference names a record's stored
// file under another name, or an upload of the same original name and size has its
// bytes): with force, the reference is rewritten to it. Outside URLs are not counted.
func verifyImages(app core.App, force bool) (catalog.ImageStats, error) {
	var stats catalog.ImageStats
	fsys, err := app.NewFilesystem()
	if err != nil {
		return stats, err
	}
	defer fsys.Close()
	check := &imageChecker{app: app, fsys: fsys}

	for _, f := range imageFields {
		records, err := app.FindAllRecords(f.collection)
		if err != nil {
			return stats, err
		}
		for _, rec := range records {
			refs := []string{rec.GetString(f.field)}
			if f.isList {
				refs = stringList(rec, f.field)
			}
			changed := false
			for i, ref := range refs {
				name, local := media.StoragePathOf(ref)
				if !local {
					continue
				}
				stats.TotalImages++
				if check.present(name) {
					continue
				}
				stats.MissingImages++
				replacement := check.recover(name)
				if replacement == "" {
					stats.FailedRecovery++
					continue
				}
				if force {
					refs[i] = media.URLPrefix + replacement + querySuffix(ref)
					changed = true
					stats.RecoveredImages++
				}
			}
			if !changed {
				continue
			}
			if f.isList {
				rec.Set(f.field, refs)
			} else {
				rec.Set(f.field, refs[0])
			}
			if err := app.Save(rec); err != nil {
				return stats, err
			}
		}
	}
	return stats, nil
}

type imageChecker struct {
	app  core.App
	fsys *filesystem.System
}

func (c *imageChecker) hasBytes(rec *core.Record) bool {
	exists, err := c.fsys.Exists(media.FileKey(rec))
	return err == nil && exists
}

func (c *imageChecker) present(storagePath string) bool {
	rec, err := findUploadByStoragePath(c.app, storagePath)
	return err == nil && c.hasBytes(rec)
}

// recover names the stored file that holds the picture name was meant to show, or "".
func (c *imageChecker) recover(name string) string {
	// The file is in storage under this name but its record says otherwise.
	var byFile []*core.Record
	_ = c.app.RecordQuery(media.UploadsCollection).AndWhere(dbx.HashExp{"file": name}).All(&byFile)
	for _, rec := range byFile {
		if c.hasBytes(rec) {
			return rec.GetString("storagePath")
		}
	}
	// Another upload of the same original (same name and size) still has its bytes.
	original := originalNameOf(name)
	var size int
	if rec, err := findUploadByStoragePath(c.app, name); err == nil {
		original, size = rec.GetString("originalName"), rec.GetInt("size")
	}
	var candidates []*core.Record
	_ = c.app.RecordQuery(media.UploadsCollection).AndWhere(dbx.HashExp{"originalName": original}).OrderBy("createdAt DESC").All(&candidates)
	for _, rec := range candidates {
		if rec.GetString("storagePath") != name && (size == 0 || rec.GetInt("size") == size) && c.hasBytes(rec) {
			return rec.GetString("storagePath")
		}
	}
	return ""
}

// originalNameOf undoes PocketBase's stored-name pattern "name_abcdefghij.ext" to
// "name.ext", the best guess of what was uploaded when the record itself is gone.
func originalNameOf(stored string) string {
	dot := strings.LastIndex(stored, ".")
	base, ext := stored, ""
	if dot > 0 {
		base, ext = stored[:dot], stored[dot:]
	}
	if i := strings.LastIndex(base, "_"); i > 0 && len(base)-i-1 == 10 {
		base = base[:i]
	}
	return base + ext
}

func querySuffix(ref string) string {
	if i := strings.Index(ref, "?"); i >= 0 {
		return ref[i:]
	}
	return ""
}
