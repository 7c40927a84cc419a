package media

import (
	"context"
	"errors"
	"image"
	"math"
	"slices"

	"github.com/hudsonvalley/farmsite/backend/catalog"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/filesystem/blob"
)

// IsTransformable tells whether variants are made of an upload of this type (GIFs are
// served as they are: their frames would be lost).
func IsTransformable(mime string) bool {
	return mime == JPEG || mime == PNG || mime == WebP
}

// Prepared tells whether rec's image has what Prepare makes: the common widths and,
// for a large image, its master (written last).
func (d *Derived) Prepared(fsys *filesystem.System, rec *core.Record) (bool, error) {
	if !IsTransformable(catalog.AsFileUpload(rec).MimeType()) {
		return true, nil
	}
	if exists, err := fsys.Exists(d.MasterKey(rec)); err != nil || exists {
		return exists, err
	}
	if exists, err := fsys.Exists(d.Key(rec, 0, catalog.ImageWidths[0])); err != nil || !exists {
		return false, err
	}
	return d.isSmall(fsys, rec)
}

// Prepare decodes rec's original once, waiting for a slot as long as ctx allows, and
// stores its common widths at rotation 0 and, when it is larger than OnDemandPixels,
// its master; files already stored are kept, and a prepared image is left alone.
func (d *Derived) Prepare(ctx context.Context, fsys *filesystem.System, rec *core.Record) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if prepared, err := d.Prepared(fsys, rec); err != nil || prepared {
		return err
	}
	return d.limiter.RunPatiently(ctx, Job{Key: FileKey(rec), Background: true}, func() error {
		img, size, err := d.decodeOriginal(fsys, FileKey(rec))
		if err != nil {
			return err
		}
		d.sizes.put(FileKey(rec), size)
		store := func(key string, data []byte) error {
			if err := ctx.Err(); err != nil {
				return err
			}
			if exists, err := fsys.Exists(key); err != nil || exists {
				return err
			}
			return fsys.Upload(data, key)
		}
		return d.makeCommon(img, size, rec, store)
	})
}

// makeCommon makes the common widths of img (the decoded original of rec, of size, or
// of a large one a copy shrunk on load) and, for a large image, its master, handing each
// to store; the master comes last, so that a stored master means everything is there.
// A small image's widths are each made from the original, exactly as a visitor's
// request would make them; a large image's from the next larger one, so the original
// is released after the first.
func (d *Derived) makeCommon(img image.Image, size image.Point, rec *core.Record, store func(key string, data []byte) error) error {
	large := size.X*size.Y > d.onDemandPixels

	// Widths not narrower than the image are the image itself, re-encoded.
	var whole []byte
	for _, v := range catalog.ImageWidths {
		if v < size.X {
			continue
		}
		if whole == nil {
			out, _, err := encodeServed(render(img, 0, 0))
			if err != nil {
				return err
			}
			whole = out
		}
		if err := store(d.Key(rec, 0, v), whole); err != nil {
			return err
		}
	}

	widths, masterWidth := d.scaledWidths(size)
	var master []byte
	source := img
	for _, w := range widths {
		_, h := scaledWidth(size.X, size.Y, w)
		scaled := renderAt(source, w, h, 0)
		if large {
			source = scaled
		}
		if slices.Contains(catalog.ImageWidths, w) {
			out, _, err := encodeServed(scaled)
			if err != nil {
				return err
			}
			if err := store(d.Key(rec, 0, w), out); err != nil {
				return err
			}
		}
		if w == masterWidth {
			out, _, err := encode(scaled)
			if err != nil {
				return err
			}
			master = out
		}
	}
	if master != nil {
		return store(d.MasterKey(rec), master)
	}
	return nil
}

// scaledWidths are the widths makeCommon scales an original of size to, widest first:
// the common ones narrower than it and, for a large image, its master's (masterWidth;
// 0 for a small image).
func (d *Derived) scaledWidths(size image.Point) (widths []int, masterWidth int) {
	for _, v := range catalog.ImageWidths {
		if v < size.X {
			widths = append(widths, v)
		}
	}
	if size.X*size.Y > d.onDemandPixels {
		masterWidth = fitWidth(size.X, size.Y, d.masterSide)
		if !slices.Contains(widths, masterWidth) {
			widths = append(widths, masterWidth)
		}
	}
	slices.Sort(widths)
	slices.Reverse(widths)
	return widths, masterWidth
}

// fitWidth is the width of a w x h image scaled to fit within side x side.
func fitWidth(w, h, side int) int {
	if w >= h {
		return min(w, side)
	}
	return min(w, max(1, int(math.Floor(float64(w)*float64(side)/float64(h)+0.5))))
}

// Upright is media.Upright in a slot of the limiter, waiting for one as long as ctx
// allows (a staff upload: it decodes a photo taken sideways).
func (d *Derived) Upright(ctx context.Context, data []byte, mime string) ([]byte, error) {
	if mime != JPEG || jpegOrientation(data) == 1 {
		return data, nil
	}
	var out []byte
	err := d.limiter.RunPatiently(ctx, Job{Key: "upload", Background: true}, func() error {
		var err error
		out, err = Upright(data, mime)
		return err
	})
	return out, err
}

// removeIfGone deletes what was stored for rec if the record was deleted meanwhile
// (its files went with it, but a job may have written some after).
func removeIfGone(app core.App, fsys *filesystem.System, rec *core.Record) {
	if _, err := app.FindRecordById(catalog.FileUploadsCollection, rec.Id); err == nil {
		return
	}
	for _, err := range fsys.DeletePrefix(rec.BaseFilesPath() + "/") {
		if !errors.Is(err, blob.ErrNotFound) {
			app.Logger().Warn("could not remove the derived images of a deleted upload", "record", rec.Id, "error", err)
		}
	}
}
