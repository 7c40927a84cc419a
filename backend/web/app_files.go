package web

import (
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/core"
)

// AppFiles serves one built Vite app's files from memory, with the compressed copies
// the build made.
type AppFiles struct {
	fsys  fs.FS
	files sync.Map // name -> *Answer (files of the build only, so it stays bounded)
}

// NewAppFiles serves the build in fsys (index.html, assets/...).
func NewAppFiles(fsys fs.FS) *AppFiles {
	return &AppFiles{fsys: fsys}
}

// IndexHTML is the app's page template.
func (s *AppFiles) IndexHTML() ([]byte, error) {
	return fs.ReadFile(s.fsys, "index.html")
}

// ServeIndex answers with index.html as built.
func (s *AppFiles) ServeIndex(e *core.RequestEvent) error {
	answer := s.load("index.html")
	if answer == nil {
		return NotFound("Not found")
	}
	return answer.Write(e)
}

// ServeFile answers with a real file of the build (not index.html); false when none.
func (s *AppFiles) ServeFile(e *core.RequestEvent, name string) bool {
	name = path.Clean(strings.TrimPrefix(name, "/"))
	if name == "." || name == "index.html" || strings.HasPrefix(name, "..") {
		return false
	}
	answer := s.load(name)
	if answer == nil {
		return false
	}
	_ = answer.Write(e)
	return true
}

// load reads and compresses a file of the build the first time it is asked for.
// Vite's hashed assets never change under the same name: they are cached for a year.
func (s *AppFiles) load(name string) *Answer {
	if v, ok := s.files.Load(name); ok {
		return v.(*Answer)
	}
	data, err := fs.ReadFile(s.fsys, name)
	if err != nil {
		return nil
	}
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = http.DetectContentType(data)
	}
	answer := NewAnswer(http.StatusOK, ctype, data)
	// The build writes FILE.br and FILE.gz beside text files (packages/vite-plugins).
	answer.brotli, _ = fs.ReadFile(s.fsys, name+".br")
	answer.gzip, _ = fs.ReadFile(s.fsys, name+".gz")
	switch {
	case strings.HasPrefix(name, "assets/"):
		answer.cacheControl = "public, max-age=31536000, immutable"
	case name != "index.html":
		answer.cacheControl = "public, max-age=3600"
	}
	kept, _ := s.files.LoadOrStore(name, answer)
	return kept.(*Answer)
}
