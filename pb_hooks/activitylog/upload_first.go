package activitylog

import (
	"context"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// uploadFirst stores a save's new files before the log's transaction opens, and puts
// their names in their place: PocketBase would upload them inside the save, so the
// transaction that holds the save and its entry would hold the database's one writer
// while a photo or a licence document went to the disk or to S3. The save has been
// validated already (its files' sizes and types); undo deletes the stored files when the
// save then fails, and gives the record its new files back (as a failed save leaves it).
func uploadFirst(ctx context.Context, app core.App, rec *core.Record) (undo func(), err error) {
	type pending struct {
		field string
		value any // the field's value as the save was asked, its new files in it
		files []*filesystem.File
	}
	var uploads []pending
	for _, field := range rec.Collection().Fields {
		if _, ok := field.(*core.FileField); !ok {
			continue
		}
		value := rec.GetRaw(field.GetName())
		if files := newFiles(value); len(files) > 0 {
			uploads = append(uploads, pending{field.GetName(), value, files})
		}
	}
	if len(uploads) == 0 {
		return func() {}, nil
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		return nil, err
	}
	defer fsys.Close()
	fsys.SetContext(ctx)
	var stored []string
	undo = func() {
		for _, u := range uploads {
			rec.SetRaw(u.field, u.value)
		}
		fsys, err := app.NewFilesystem()
		if err != nil {
			app.Logger().Warn("could not remove the files of a failed save", "error", err)
			return
		}
		defer fsys.Close()
		for _, path := range stored {
			if err := fsys.Delete(path); err != nil {
				app.Logger().Warn("could not remove a file of a failed save", "path", path, "error", err)
			}
		}
	}
	for _, u := range uploads {
		for _, file := range u.files {
			path := rec.BaseFilesPath() + "/" + file.Name
			if err := fsys.UploadFile(file, path); err != nil {
				undo()
				return nil, err
			}
			stored = append(stored, path)
		}
		rec.SetRaw(u.field, withNames(rec.GetRaw(u.field)))
	}
	return undo, nil
}

// newFiles are the files a file field's value adds (the others are stored names).
func newFiles(value any) []*filesystem.File {
	var out []*filesystem.File
	switch v := value.(type) {
	case *filesystem.File:
		out = append(out, v)
	case []any:
		for _, item := range v {
			if file, ok := item.(*filesystem.File); ok {
				out = append(out, file)
			}
		}
	}
	return out
}

// withNames is a file field's value with each new file replaced by its stored name.
func withNames(value any) any {
	switch v := value.(type) {
	case *filesystem.File:
		return v.Name
	case []any:
		out := make([]any, len(v))
		for i, item := range v {
			if file, ok := item.(*filesystem.File); ok {
				out[i] = file.Name
			} else {
				out[i] = item
			}
		}
		return out
	}
	return value
}
