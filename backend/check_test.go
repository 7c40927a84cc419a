package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/demo"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/pocketbase/tests"
)

// demoUploads are the demo content's files: 34 pictures and 10 certificates of analysis.
const demoUploads = 44

// withDemo is a new data dir with the demo content loaded.
func withDemo(t *testing.T) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	if err := demo.Load(app); err != nil {
		t.Fatal(err)
	}
	return app
}

func TestCheckFindsMissingAndUnrecordedFiles(t *testing.T) {
	app := withDemo(t) // the demo's pictures and certificates are its uploads

	report, err := runCheck(app)
	if err != nil {
		t.Fatal(err)
	}
	if !report.ok() || report.Uploads != demoUploads || report.Database != "ok" {
		t.Fatalf("a fresh data dir: %+v", report)
	}

	upload, err := app.FindFirstRecordByFilter(catalog.FileUploadsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	fsys, _ := app.NewFilesystem()
	defer fsys.Close()
	if err := fsys.Delete(media.FileKey(upload)); err != nil {
		t.Fatal(err)
	}
	stray := filepath.Join(app.DataDir(), "storage", upload.Collection().Id, "norecordhere", "half.mp4")
	os.MkdirAll(filepath.Dir(stray), 0o755)
	os.WriteFile(stray, []byte("partial"), 0o644)

	report, err = runCheck(app)
	if err != nil {
		t.Fatal(err)
	}
	if report.ok() || len(report.MissingFiles) != 1 || report.MissingFiles[0] != media.URL(upload) {
		t.Errorf("missing files: %v", report.MissingFiles)
	}
	if len(report.UnrecordedFiles) != 1 || report.UnrecordedFiles[0] != filepath.Join("norecordhere", "half.mp4") {
		t.Errorf("unrecorded files: %v", report.UnrecordedFiles)
	}
}

func TestSweepRemovesWhatACrashLeft(t *testing.T) {
	app := withDemo(t)
	upload, _ := app.FindFirstRecordByFilter(catalog.FileUploadsCollection, "")
	storage := filepath.Join(app.DataDir(), "storage", upload.Collection().Id)
	temp := filepath.Join(storage, upload.Id, "clip.mp4.18ea85c3cc8c75f2.tmp")
	os.WriteFile(temp, []byte("cut short"), 0o644)
	attrs := filepath.Join(storage, upload.Id, "clip.mp4.attrs")
	os.WriteFile(attrs, []byte("{}"), 0o644)
	fsys, _ := app.NewFilesystem()
	defer fsys.Close()
	orphan := upload.Collection().Id + "/neverrecorded12/clip_abcdefghij.mp4"
	if err := fsys.Upload([]byte("uncommitted"), orphan); err != nil {
		t.Fatal(err)
	}

	removed, err := media.SweepUnfinished(app)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 3 {
		t.Errorf("removed %v, want the temporary file, its attributes and the orphan", removed)
	}
	if _, err := os.Stat(attrs); !os.IsNotExist(err) {
		t.Error("the attributes file of the cut write is still there")
	}
	if _, err := os.Stat(temp); !os.IsNotExist(err) {
		t.Error("the temporary file is still there")
	}
	if ok, _ := fsys.Exists(orphan); ok {
		t.Error("the orphan is still there")
	}
	report, _ := runCheck(app)
	if !report.ok() || report.Uploads != demoUploads {
		t.Errorf("after the sweep: %+v", report)
	}
}
