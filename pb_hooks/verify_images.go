package hooks

import (
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"

	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

func verifyImagesRoute(e *core.RequestEvent) error {
	var body struct {
		Force bool `json:"force"`
	}
	_ = e.BindBody(&body)
	if e.Request.URL.Query().Get("force") == "true" {
		body.Force = true
	}
	result, err := verifyImagesOf(e.App, requestSiteHosts(e.App, e), body.Force)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, result)
}

// verifyImages checks that every /uploads/ image a page shows (uploadFields' images)
// is in storage. A missing one is recovered when another upload still holds the same
// picture (the reference names a record's stored file under another name, or an
// upload of the same original name and size has its bytes): with force, the reference
// is rewritten to it. It succeeds only when no page is left showing a missing image;
// each one still missing is listed with its place. Outside URLs are not counted; the
// site's own absolute /uploads/ addresses are.
func verifyImages(app core.App, force bool) (catalog.ImageVerification, error) {
	return verifyImagesOf(app, siteHostsOf(app), force)
}

func verifyImagesOf(app core.App, site siteHosts, force bool) (catalog.ImageVerification, error) {
	result := catalog.ImageVerification{Missing: []catalog.MissingImage{}}
	refs, err := findUploadRefs(app, site, "")
	if err != nil {
		return result, err
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		return result, err
	}
	defer fsys.Close()
	check := &imageChecker{app: app, fsys: fsys, present: map[string]bool{}}
	stats := &result.Stats

	for _, ref := range refs {
		if !ref.field.image {
			continue
		}
		replaced := map[string]string{} // a missing value -> the address of its recovered copy
		for _, v := range ref.values {
			name := ref.storedName(v)
			if name == "" && !strings.HasPrefix(v, media.URLPrefix) {
				continue
			}
			stats.TotalImages++
			if name != "" && check.isPresent(name) {
				continue
			}
			stats.MissingImages++
			replacement := ""
			if name != "" {
				replacement = check.recover(name)
			}
			switch {
			case replacement == "":
				stats.FailedRecovery++
			case force:
				replaced[v] = media.URLPrefix + replacement + querySuffix(v)
				stats.RecoveredImages++
				continue
			}
			result.Missing = append(result.Missing, catalog.MissingImage{URL: v, Place: ref.place})
		}
		if len(replaced) > 0 {
			if err := rewriteUploadRef(app, ref, replaced); err != nil {
				return result, err
			}
		}
	}
	result.Success = len(result.Missing) == 0
	result.Message = verificationMessage(result, force)
	return result, nil
}

// verificationMessage sums the check up, naming the places still showing a missing image.
func verificationMessage(r catalog.ImageVerification, force bool) string {
	s := r.Stats
	message := fmt.Sprintf("Checked %d images: %d missing, %d recovered, %d could not be recovered.", s.TotalImages, s.MissingImages, s.RecoveredImages, s.FailedRecovery)
	if len(r.Missing) > 0 {
		var places []catalog.FilePlace
		for _, m := range r.Missing {
			if !slices.ContainsFunc(places, func(p catalog.FilePlace) bool { return p.Label == m.Place.Label }) {
				places = append(places, m.Place)
			}
		}
		count := "1 image is"
		if len(r.Missing) != 1 {
			count = fmt.Sprintf("%d images are", len(r.Missing))
		}
		message += fmt.Sprintf(" %s missing where pages show them: %s.", count, placesText(places))
	}
	if !force && s.MissingImages > 0 {
		message += " Nothing was changed: send force=true to repair the references that can be."
	}
	return message
}

// rewriteUploadRef points ref's field at the recovered copies.
func rewriteUploadRef(app core.App, ref uploadRef, replaced map[string]string) error {
	rec, err := app.FindRecordById(ref.field.collection, ref.place.ID)
	if err != nil {
		return err
	}
	if ref.field.kind == listOfAddresses {
		list := stringList(rec, ref.field.field)
		for i, v := range list {
			if to, ok := replaced[v]; ok {
				list[i] = to
			}
		}
		rec.Set(ref.field.field, list)
	} else if to, ok := replaced[rec.GetString(ref.field.field)]; ok {
		rec.Set(ref.field.field, to)
	}
	catalog.MoveImageAlts(rec, replaced)
	return app.Save(rec)
}

type imageChecker struct {
	app     core.App
	fsys    *filesystem.System
	present map[string]bool // stored names checked, many pages share a photo
}

func (c *imageChecker) hasBytes(rec *core.Record) bool {
	exists, err := c.fsys.Exists(media.FileKey(rec))
	return err == nil && exists
}

func (c *imageChecker) isPresent(storagePath string) bool {
	if present, checked := c.present[storagePath]; checked {
		return present
	}
	rec, err := findUploadByStoragePath(c.app, storagePath)
	present := err == nil && c.hasBytes(rec)
	c.present[storagePath] = present
	return present
}

// recover names the stored file that holds the picture name was meant to show, or "".
func (c *imageChecker) recover(name string) string {
	// The file is in storage under this name but its record says otherwise.
	var byFile []*core.Record
	_ = c.app.RecordQuery(catalog.FileUploadsCollection).AndWhere(dbx.HashExp{"file": name}).All(&byFile)
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
	_ = c.app.RecordQuery(catalog.FileUploadsCollection).AndWhere(dbx.HashExp{"originalName": original}).OrderBy("createdAt DESC").All(&candidates)
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
