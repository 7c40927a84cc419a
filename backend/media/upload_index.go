package media

import (
	"database/sql"
	"errors"
	"sync"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// ErrNoUpload is the answer of FindUpload for a name no upload has.
var ErrNoUpload = errors.New("no upload has this name")

// FindUpload is the file_uploads record stored under name (its storagePath).
func FindUpload(app core.App, name string) (*core.Record, error) {
	rec := &core.Record{}
	err := app.RecordQuery(catalog.FileUploadsCollection).AndWhere(dbx.HashExp{catalog.FileUploadFieldStoragePath: name}).Limit(1).One(rec)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNoUpload
	}
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// UploadIndex keeps the file_uploads records that /uploads/ names were found for, until
// any upload changes, so serving a file costs no database query. It holds at most
// maxIndexedUploads names (names that exist: a miss is not kept).
type UploadIndex struct {
	mu      sync.RWMutex
	records map[string]*core.Record
}

const maxIndexedUploads = 10000

// NewUploadIndex is an index that app's changes to uploads empty.
func NewUploadIndex(app core.App) *UploadIndex {
	u := &UploadIndex{records: map[string]*core.Record{}}
	forget := func(e *core.RecordEvent) error {
		u.mu.Lock()
		u.records = map[string]*core.Record{}
		u.mu.Unlock()
		return e.Next()
	}
	app.OnRecordAfterUpdateSuccess(catalog.FileUploadsCollection).BindFunc(forget)
	app.OnRecordAfterDeleteSuccess(catalog.FileUploadsCollection).BindFunc(forget)
	return u
}

// Find is FindUpload, from the index when it holds name.
func (u *UploadIndex) Find(app core.App, name string) (*core.Record, error) {
	u.mu.RLock()
	rec := u.records[name]
	u.mu.RUnlock()
	if rec != nil {
		return rec, nil
	}
	rec, err := FindUpload(app, name)
	if err != nil {
		return nil, err
	}
	u.mu.Lock()
	if len(u.records) >= maxIndexedUploads {
		u.records = map[string]*core.Record{}
	}
	u.records[name] = rec
	u.mu.Unlock()
	return rec, nil
}
