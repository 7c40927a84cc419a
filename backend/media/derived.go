package media

import (
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/filesystem/blob"
	"golang.org/x/sync/singleflight"
)

// Derived makes rotated and resized copies of uploaded images, once: each is stored
// beside its original (under the record's files path, so deleting the record deletes
// them too) and read from storage afterwards.
type Derived struct {
	inFlight singleflight.Group
}

// SnapWidth maps a requested width to the smallest variant width at least as wide (the
// largest when none is), so any ?w= lands on one of a few cached files.
func SnapWidth(w int) int {
	for _, v := range VariantWidths {
		if w <= v {
			return v
		}
	}
	return VariantWidths[len(VariantWidths)-1]
}

// Key is where the variant of rec's file lives in storage.
func (d *Derived) Key(rec *core.Record, rotate, width int) string {
	file := rec.GetString("file")
	return fmt.Sprintf("%s/thumbs_%s/r%d_w%d_%s", rec.BaseFilesPath(), file, rotate, width, file)
}

// Open returns a reader of the variant, making it first if it does not exist yet.
func (d *Derived) Open(fsys *filesystem.System, rec *core.Record, rotate, width int) (*blob.Reader, error) {
	if !slices.Contains([]int{0, 90, 180, 270}, rotate) {
		return nil, fmt.Errorf("unsupported rotation %d", rotate)
	}
	key := d.Key(rec, rotate, width)
	if r, err := fsys.GetReader(key); err == nil {
		return r, nil
	} else if !errors.Is(err, blob.ErrNotFound) {
		return nil, err
	}
	_, err, _ := d.inFlight.Do(key, func() (any, error) {
		return nil, d.make(fsys, rec, key, rotate, width)
	})
	if err != nil {
		return nil, err
	}
	return fsys.GetReader(key)
}

func (d *Derived) make(fsys *filesystem.System, rec *core.Record, key string, rotate, width int) error {
	if exists, _ := fsys.Exists(key); exists {
		return nil // made by a request that finished just before this one started
	}
	src, err := fsys.GetReader(FileKey(rec))
	if err != nil {
		return err
	}
	data, err := io.ReadAll(io.LimitReader(src, MaxImageBytes+1))
	src.Close()
	if err != nil {
		return err
	}
	out, _, err := Transform(data, rec.GetString("mimeType"), rotate, width)
	if err != nil {
		return err
	}
	return fsys.Upload(out, key)
}
