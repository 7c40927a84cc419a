package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// checkReport is what `check` found.
type checkReport struct {
	Database        string   `json:"database"`        // PRAGMA integrity_check of data.db
	AuxDatabase     string   `json:"auxDatabase"`     // the same of auxiliary.db (logs)
	Uploads         int      `json:"uploads"`         // file_uploads records
	MissingFiles    []string `json:"missingFiles"`    // records whose bytes are not in storage
	UnrecordedFiles []string `json:"unrecordedFiles"` // stored upload files no record lists (local storage only)
}

func (r checkReport) ok() bool {
	return r.Database == "ok" && r.AuxDatabase == "ok" && len(r.MissingFiles) == 0 && len(r.UnrecordedFiles) == 0
}

// newCheckCommand adds `check`: the database's integrity and every upload's bytes.
func newCheckCommand(app core.App) *cobra.Command {
	return &cobra.Command{
		Use:          "check",
		Short:        "Check the databases' integrity and that every upload is stored whole (exit status 1 if not)",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			report, err := runCheck(app)
			if err != nil {
				return err
			}
			out, _ := json.MarshalIndent(report, "", "  ")
			fmt.Println(string(out))
			if !report.ok() {
				return errors.New("check found problems")
			}
			return nil
		},
	}
}

func runCheck(app core.App) (checkReport, error) {
	report := checkReport{MissingFiles: []string{}, UnrecordedFiles: []string{}}
	if err := app.DB().NewQuery("PRAGMA integrity_check").Row(&report.Database); err != nil {
		return report, err
	}
	if err := app.AuxDB().NewQuery("PRAGMA integrity_check").Row(&report.AuxDatabase); err != nil {
		return report, err
	}
	uploads, err := app.FindAllRecords(catalog.FileUploadsCollection)
	if err != nil {
		return report, err
	}
	report.Uploads = len(uploads)
	fsys, err := app.NewFilesystem()
	if err != nil {
		return report, err
	}
	defer fsys.Close()
	for _, rec := range uploads {
		attrs, err := fsys.Attributes(media.FileKey(rec))
		if err != nil || attrs.Size != int64(catalog.AsFileUpload(rec).Size()) {
			report.MissingFiles = append(report.MissingFiles, media.URL(rec))
		}
	}
	if app.Settings().S3.Enabled {
		return report, nil
	}
	// On local storage, anything under the uploads collection's folder must belong to
	// a record: a half-written or orphaned file would show up here.
	collection, err := app.FindCollectionByNameOrId(catalog.FileUploadsCollection)
	if err != nil {
		return report, err
	}
	recorded, err := media.RecordedUploadIDs(app)
	if err != nil {
		return report, err
	}
	root := media.LocalUploadsDir(app, collection)
	err = filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			if errors.Is(err, os.ErrNotExist) {
				return nil
			}
			return err
		}
		rel, _ := filepath.Rel(root, path)
		recordID, _, _ := strings.Cut(rel, string(filepath.Separator))
		if !recorded[recordID] || strings.HasSuffix(path, ".tmp") {
			report.UnrecordedFiles = append(report.UnrecordedFiles, rel)
		}
		return nil
	})
	return report, err
}
