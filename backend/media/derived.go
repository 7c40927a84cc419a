package media

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"slices"
	"sync"

	"github.com/hudsonvalley/farmsite/backend/catalog"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/filesystem/blob"
	"golang.org/x/sync/singleflight"
)

const (
	// DefaultMasterSide bounds the longest side of the master kept of a large image:
	// as wide as the widest variant, and small enough (at most 3.7 megapixels) that a
	// visitor's variant made from it costs about 10 MB.
	DefaultMasterSide = 1920
	// DefaultOnDemandPixels is the largest image decoded for a visitor's request:
	// larger originals are served through their master.
	DefaultOnDemandPixels = 4_000_000
)

// ErrNotPrepared is returned for a variant of a large image whose master is not made
// yet: visitors never decode the original, so the caller queues the upload for
// Preparer and asks the visitor to come back.
var ErrNotPrepared = errors.New("the image's master is not made yet")

// DerivedConfig bounds the work of derived images. Zero values take the defaults.
type DerivedConfig struct {
	Limiter        *Limiter // shared by all image work; default NewLimiter(LimiterConfig{})
	MasterSide     int      // default DefaultMasterSide
	OnDemandPixels int      // default DefaultOnDemandPixels; at least MasterSide²
}

// Derived makes rotated and resized copies of uploaded images, once: each is stored
// beside its original (under the record's files path, so deleting the record deletes
// them too) and read from storage afterwards. A visitor's request decodes at most
// OnDemandPixels: an image up to that size itself, a larger one through its master,
// a copy at most MasterSide pixels on its longest side made in the background
// (Preparer) with the common widths.
type Derived struct {
	limiter        *Limiter
	masterSide     int
	onDemandPixels int
	inFlight       singleflight.Group
	sizes          sizeCache
}

// NewDerived makes a Derived; share one for the whole process.
func NewDerived(cfg DerivedConfig) *Derived {
	if cfg.Limiter == nil {
		cfg.Limiter = NewLimiter(LimiterConfig{})
	}
	if cfg.MasterSide <= 0 {
		cfg.MasterSide = DefaultMasterSide
	}
	if cfg.OnDemandPixels <= 0 {
		cfg.OnDemandPixels = DefaultOnDemandPixels
	}
	cfg.OnDemandPixels = max(cfg.OnDemandPixels, cfg.MasterSide*cfg.MasterSide)
	return &Derived{limiter: cfg.Limiter, masterSide: cfg.MasterSide, onDemandPixels: cfg.OnDemandPixels}
}

// SnapWidth maps a requested width to the smallest variant width at least as wide (the
// largest when none is), so any ?w= lands on one of a few cached files.
func SnapWidth(w int) int {
	for _, v := range catalog.ImageWidths {
		if w <= v {
			return v
		}
	}
	return catalog.ImageWidths[len(catalog.ImageWidths)-1]
}

// Key is where the variant of rec's file lives in storage.
func (d *Derived) Key(rec *core.Record, rotate, width int) string {
	file := catalog.AsFileUpload(rec).File()
	return fmt.Sprintf("%s/thumbs_%s/r%d_w%d_%s", rec.BaseFilesPath(), file, rotate, width, file)
}

// MasterKey is where the master of rec's file lives in storage (large images only).
func (d *Derived) MasterKey(rec *core.Record) string {
	file := catalog.AsFileUpload(rec).File()
	return fmt.Sprintf("%s/thumbs_%s/master_%s", rec.BaseFilesPath(), file, file)
}

// Open returns a reader of the variant, making it first if it does not exist yet; the
// wait for a slot to make it in ends with ctx (ErrBusy). ErrNotPrepared means the
// image's master is missing.
func (d *Derived) Open(ctx context.Context, fsys *filesystem.System, rec *core.Record, rotate, width int) (*blob.Reader, error) {
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
		return nil, d.makeOnDemand(ctx, fsys, rec, key, rotate, width)
	})
	if err != nil {
		return nil, err
	}
	return fsys.GetReader(key)
}

func (d *Derived) makeOnDemand(ctx context.Context, fsys *filesystem.System, rec *core.Record, key string, rotate, width int) error {
	if exists, _ := fsys.Exists(key); exists {
		return nil // made by a request that finished just before this one started
	}
	source, err := d.onDemandSource(fsys, rec)
	if err != nil {
		return err
	}
	// The source is read inside the slot: a request that has to wait holds nothing.
	return d.limiter.Run(ctx, Job{Key: key}, func() error {
		img, err := decodeStored(fsys, source, d.onDemandPixels)
		if err != nil {
			return err
		}
		out, _, err := encodeServed(render(img, rotate, width))
		if err != nil {
			return err
		}
		return fsys.Upload(out, key)
	})
}

// onDemandSource is the stored file a visitor's variant is made from: the original
// when it is small enough, else its master (ErrNotPrepared when there is none yet).
func (d *Derived) onDemandSource(fsys *filesystem.System, rec *core.Record) (string, error) {
	small, err := d.isSmall(fsys, rec)
	if err != nil {
		return "", err
	}
	if small {
		return FileKey(rec), nil
	}
	master := d.MasterKey(rec)
	if exists, err := fsys.Exists(master); err != nil {
		return "", err
	} else if !exists {
		return "", ErrNotPrepared
	}
	return master, nil
}

// isSmall tells whether rec's image is its own master (at most OnDemandPixels), from
// its header.
func (d *Derived) isSmall(fsys *filesystem.System, rec *core.Record) (bool, error) {
	size, err := d.originalSize(fsys, rec)
	if err != nil {
		return false, err
	}
	return size.X*size.Y <= d.onDemandPixels, nil
}

func (d *Derived) originalSize(fsys *filesystem.System, rec *core.Record) (image.Point, error) {
	key := FileKey(rec)
	if size, ok := d.sizes.get(key); ok {
		return size, nil
	}
	r, err := fsys.GetReader(key)
	if err != nil {
		return image.Point{}, err
	}
	defer r.Close()
	cfg, _, err := image.DecodeConfig(bufio.NewReader(r))
	if err != nil {
		return image.Point{}, fmt.Errorf("unreadable image: %w", err)
	}
	size := image.Pt(cfg.Width, cfg.Height)
	d.sizes.put(key, size)
	return size, nil
}

// decodeStored decodes the stored image at key, of at most maxPixels, straight from
// storage.
func decodeStored(fsys *filesystem.System, key string, maxPixels int) (image.Image, error) {
	img, err := decodeImage(func() (io.ReadCloser, error) { return fsys.GetReader(key) }, maxPixels)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", key, err)
	}
	return img, nil
}

// sizeCache keeps the sizes of originals (stored names never change content), so
// that refusing a visitor's variant of a large image reads nothing.
type sizeCache struct {
	mu    sync.Mutex
	sizes map[string]image.Point
}

const maxCachedSizes = 10000

func (c *sizeCache) get(key string) (image.Point, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	size, ok := c.sizes[key]
	return size, ok
}

func (c *sizeCache) put(key string, size image.Point) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sizes == nil || len(c.sizes) >= maxCachedSizes {
		c.sizes = map[string]image.Point{}
	}
	c.sizes[key] = size
}

// WhileIdle runs work with no image work running: it waits for the running jobs to end
// and holds new ones off meanwhile (a visitor's for at most MaxWait, then ErrBusy), as
// a background job does.
func (d *Derived) WhileIdle(ctx context.Context, work func() error) error {
	return d.limiter.RunPatiently(ctx, Job{Key: "(image work paused)", Background: true}, work)
}
