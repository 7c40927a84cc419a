package hookstest

import (
	"bytes"
	_ "image/jpeg"
	"io/fs"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/pocketbase/core"
)

// StoredFiles lists the files under the data dir's storage, temporary ones included.
func StoredFiles(t testing.TB, app core.App) []string {
	t.Helper()
	var files []string
	root := filepath.Join(app.DataDir(), "storage")
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !strings.HasSuffix(p, ".attrs") {
			files = append(files, strings.TrimPrefix(p, root+"/"))
		}
		return nil
	})
	return files
}

// FilesGone waits (PocketBase deletes a record's files in the background, after the
// delete commits) until no stored file path contains any of parts.
func FilesGone(t testing.TB, app core.App, parts ...string) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for {
		var left []string
		for _, f := range StoredFiles(t, app) {
			for _, p := range parts {
				if strings.Contains(f, p) {
					left = append(left, f)
				}
			}
		}
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("still stored: %v", left)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// FilesFiltered is the staff files list's address with filter.
func FilesFiltered(filter string) string {
	return "/api/admin/files?range=[0,999]&filter=" + url.QueryEscape(filter)
}

// MP4 is a small file that opens like an MP4 (an ftyp box), padded to size.
func MP4(size int) []byte {
	head := []byte("\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2")
	return append(head, bytes.Repeat([]byte{0x42}, size-len(head))...)
}

// AddHeroVideo stores a video at position as if uploaded, returning the hero record.
func AddHeroVideo(t testing.TB, app core.App, position int, title string, active bool) *core.Record {
	t.Helper()
	video, err := media.StreamVideo(t.Context(), app, bytes.NewReader(MP4(4096)), title+".mp4", media.MaxVideoBytes)
	if err != nil {
		t.Fatal(err)
	}
	upload, err := video.Commit(app)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := app.FindCollectionByNameOrId(catalog.HeroVideosCollection)
	hero := core.NewRecord(c)
	hero.Load(map[string]any{"title": title, "upload": upload.Id, "videoType": media.MP4, "position": position, "active": active})
	if err := app.Save(hero); err != nil {
		t.Fatal(err)
	}
	return hero
}

// HeroCount counts the hero videos.
func HeroCount(t testing.TB, app core.App) int {
	return CountRecords(t, app, catalog.HeroVideosCollection, "")
}

// UploadedURL reads {url} from an upload answer.
func UploadedURL(t testing.TB, res *http.Response) string {
	t.Helper()
	var body struct{ URL string }
	DecodeResponse(t, res, &body)
	return body.URL
}
