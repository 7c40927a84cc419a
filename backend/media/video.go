package media

import (
	"bufio"
	"context"
	"errors"
	"io"
	"path"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem/blob"
	"github.com/pocketbase/pocketbase/tools/inflector"
	"github.com/pocketbase/pocketbase/tools/security"
)

// MaxVideoBytes is the largest hero video (the spec's 500MB).
const MaxVideoBytes = 500 * 1024 * 1024

var (
	ErrInvalidVideoType = errors.New("invalid video type")
	ErrVideoTooLarge    = errors.New("video too large")
)

// StreamedVideo is a video written to storage but not yet recorded: Commit makes it a
// file_uploads record, Discard removes the bytes.
type StreamedVideo struct {
	ID, Name, OriginalName, VideoType string
	Size                              int64
	key                               string
}

// StreamVideo copies a video from r straight into storage, never holding it in memory
// or in a temporary file of its own: the type is sniffed from the first bytes (and must
// fit the file name's extension), and the size (at most maxBytes) is checked while
// copying. On any failure the partial file is removed.
func StreamVideo(ctx context.Context, app core.App, r io.Reader, originalName string, maxBytes int64) (*StreamedVideo, error) {
	br := bufio.NewReaderSize(r, 256<<10)
	head, _ := br.Peek(SniffLen)
	videoType := SniffVideo(head)
	if videoType == "" || !VideoExtensionMatches(originalName, videoType) {
		return nil, ErrInvalidVideoType
	}
	collection, err := app.FindCachedCollectionByNameOrId(catalog.FileUploadsCollection)
	if err != nil {
		return nil, err
	}
	v := &StreamedVideo{
		ID:           core.GenerateDefaultRandomId(),
		Name:         storedName(originalName),
		OriginalName: fitOriginalName(collection, originalName),
		VideoType:    videoType,
	}
	v.key = collection.Id + "/" + v.ID + "/" + v.Name

	fsys, err := app.NewFilesystem()
	if err != nil {
		return nil, err
	}
	defer fsys.Close()
	writeCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	fsys.SetContext(writeCtx)
	w, err := fsys.NewWriter(v.key, &blob.WriterOptions{ContentType: videoType})
	if err != nil {
		return nil, err
	}
	v.Size, err = io.Copy(w, io.LimitReader(br, maxBytes+1))
	if err == nil && v.Size > maxBytes {
		err = ErrVideoTooLarge
	}
	if err != nil {
		cancel() // a cancelled writer drops what it wrote on Close
		_ = w.Close()
		return nil, err
	}
	if err := w.Close(); err != nil {
		_ = deleteKey(app, v.key)
		return nil, err
	}
	return v, nil
}

// Commit records the streamed video as a file_uploads record (its bytes are already
// in place, under the record's own files path).
func (v *StreamedVideo) Commit(app core.App) (*core.Record, error) {
	upload, err := catalog.NewFileUploadRecord(app)
	if err != nil {
		return nil, err
	}
	upload.Id = v.ID
	// PocketBase's file field takes a new record's files only as uploads that it copies
	// itself, and refuses a plain name the record did not have before. The bytes are
	// in place already, so the record starts as if loaded with its file's name, then
	// is saved as a new one: validated like any other record.
	upload.SetFile(v.Name)
	if err := upload.PostScan(); err != nil {
		return nil, err
	}
	upload.MarkAsNew()
	upload.SetOriginalName(v.OriginalName)
	upload.SetStoragePath(v.Name)
	upload.SetMimeType(v.VideoType)
	upload.SetSize(int(v.Size))
	if err := app.Save(upload); err != nil {
		return nil, err
	}
	return upload.Record, nil
}

// Discard removes the streamed bytes of a video that will not be recorded.
func (v *StreamedVideo) Discard(app core.App) error {
	return deleteKey(app, v.key)
}

func deleteKey(app core.App, key string) error {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	return fsys.Delete(key)
}

// storedName is a safe, unique file name in PocketBase's style: the original name in
// snake case, a random part, and the original (lowercased) extension.
func storedName(original string) string {
	ext := strings.ToLower(path.Ext(original))
	base := inflector.Snakecase(strings.TrimSuffix(path.Base(original), path.Ext(original)))
	if len(base) > 100 {
		base = base[:100]
	}
	if len(base) < 3 {
		base = "video"
	}
	return base + "_" + security.RandomStringWithAlphabet(10, core.DefaultIdAlphabet) + ext
}
