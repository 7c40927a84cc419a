package activitylog_test

import (
	"bytes"
	"errors"
	"io"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/media/mediatest"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// watchedReader is a file's bytes whose every opening first runs check.
type watchedReader struct {
	data  []byte
	check func()
}

func (r watchedReader) Open() (io.ReadSeekCloser, error) {
	r.check()
	return nopSeekCloser{bytes.NewReader(r.data)}, nil
}

type nopSeekCloser struct{ *bytes.Reader }

func (nopSeekCloser) Close() error { return nil }

// writerFree tells whether the database's one writer connection can be had within a
// deadline a free writer meets at once (a transaction holding it would keep it till its end).
func writerFree(app core.App) bool {
	done := make(chan error, 1)
	go func() { _, err := app.NonconcurrentDB().NewQuery("SELECT 1").Execute(); done <- err }()
	select {
	case err := <-done:
		return err == nil
	case <-time.After(5 * time.Second):
		return false
	}
}

func TestALoggedSavesFilesAreStoredBeforeItsTransaction(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	data := mediatest.JPEG(t, 8, 8)
	var opens, heldOpens int
	file := &filesystem.File{Name: "held_0123456789.jpg", OriginalName: "held.jpg", Size: int64(len(data))}
	file.Reader = watchedReader{data: data, check: func() {
		opens++
		if !writerFree(app) {
			heldOpens++
		}
	}}
	rec, err := media.Save(app, file, media.JPEG)
	if err != nil {
		t.Fatal(err)
	}
	if opens == 0 {
		t.Fatal("the file was never read")
	}
	hookstest.MustEqual(t, "readings of the file while a transaction held the writer", heldOpens, 0)

	// Stored, named in the record, and the save logged.
	saved, err := app.FindRecordById(catalog.FileUploadsCollection, rec.Id)
	if err != nil {
		t.Fatal(err)
	}
	name := saved.GetString(catalog.FileUploadFieldFile)
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	if exists, err := fsys.Exists(saved.BaseFilesPath() + "/" + name); err != nil || !exists {
		t.Fatalf("the stored file %q: %v %v", name, exists, err)
	}
	hookstest.MustEqual(t, "the save's entry", hookstest.CountRecords(t, app, catalog.ActivityCollection, "recordId = {:id}", map[string]any{"id": rec.Id}), 1)
}

func TestAFailedLoggedSaveLeavesNoFileBehind(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	refused := errors.New("refused after the insert")
	app.OnRecordCreateExecute(catalog.FileUploadsCollection).BindFunc(func(e *core.RecordEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		return refused // the transaction rolls the insert back
	})
	f, err := filesystem.NewFileFromBytes(mediatest.JPEG(t, 8, 8), "failed.jpg")
	if err != nil {
		t.Fatal(err)
	}
	collection, err := app.FindCachedCollectionByNameOrId(catalog.FileUploadsCollection)
	if err != nil {
		t.Fatal(err)
	}
	rec := core.NewRecord(collection)
	rec.Set(catalog.FileUploadFieldOriginalName, "failed.jpg")
	rec.Set(catalog.FileUploadFieldStoragePath, "failed.jpg")
	rec.Set(catalog.FileUploadFieldFile, f)
	if err := app.Save(rec); !errors.Is(err, refused) {
		t.Fatalf("save: %v", err)
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	if exists, _ := fsys.Exists(rec.BaseFilesPath() + "/" + f.Name); exists {
		t.Error("the failed save's file was left in storage")
	}
	if _, isFile := rec.GetRaw(catalog.FileUploadFieldFile).(*filesystem.File); !isFile {
		t.Errorf("the record keeps its new file to try again: %#v", rec.GetRaw(catalog.FileUploadFieldFile))
	}
	hookstest.MustEqual(t, "no record", hookstest.CountRecords(t, app, catalog.FileUploadsCollection, "originalName = 'failed.jpg'"), 0)
}
