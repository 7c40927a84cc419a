package media

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// SweepUnfinished removes what uploads cut short by a crash left in storage: temporary
// files of writes that never finished (and their attribute files), and files whose
// record was never committed.
// It runs before the server takes requests, when no upload can be under way.
func SweepUnfinished(app core.App) (removed []string, err error) {
	collection, err := app.FindCollectionByNameOrId(catalog.FileUploadsCollection)
	if err != nil {
		return nil, err
	}
	recorded, err := RecordedUploadIDs(app)
	if err != nil {
		return nil, err
	}

	if !app.Settings().S3.Enabled {
		err = filepath.WalkDir(LocalUploadsDir(app, collection), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					return nil
				}
				return err
			}
			if d.IsDir() {
				return nil
			}
			// A write cut short leaves its temporary file, or the attributes file that
			// is written just before the final rename, without the file itself.
			orphanAttrs := false
			if main, isAttrs := strings.CutSuffix(path, ".attrs"); isAttrs {
				_, statErr := os.Stat(main)
				orphanAttrs = errors.Is(statErr, fs.ErrNotExist)
			}
			if !strings.HasSuffix(path, ".tmp") && !orphanAttrs {
				return nil
			}
			if err := os.Remove(path); err == nil {
				removed = append(removed, path)
			}
			return nil
		})
		if err != nil {
			return removed, err
		}
	}

	fsys, err := app.NewFilesystem()
	if err != nil {
		return removed, err
	}
	defer fsys.Close()
	objects, err := fsys.List(collection.Id + "/")
	if err != nil {
		return removed, err
	}
	for _, obj := range objects {
		recordID, _, _ := strings.Cut(strings.TrimPrefix(obj.Key, collection.Id+"/"), "/")
		if recorded[recordID] {
			continue
		}
		// A record may have been committed since the ids were read.
		var found int
		if err := app.DB().Select("count(*)").From(catalog.FileUploadsCollection).Where(dbx.HashExp{catalog.IDField: recordID}).Row(&found); err != nil || found > 0 {
			continue
		}
		if err := fsys.Delete(obj.Key); err == nil {
			removed = append(removed, obj.Key)
		}
	}
	return removed, nil
}

// RecordedUploadIDs is the set of file_uploads record ids.
func RecordedUploadIDs(app core.App) (map[string]bool, error) {
	var ids []string
	if err := app.DB().Select(catalog.IDField).From(catalog.FileUploadsCollection).Column(&ids); err != nil {
		return nil, err
	}
	recorded := make(map[string]bool, len(ids))
	for _, id := range ids {
		recorded[id] = true
	}
	return recorded, nil
}

// LocalUploadsDir is where local storage keeps the uploads' files, a folder per record.
func LocalUploadsDir(app core.App, uploads *core.Collection) string {
	return filepath.Join(app.DataDir(), "storage", uploads.Id)
}
