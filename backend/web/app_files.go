package web

import (
	"encoding/json"
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
	fsys     fs.FS
	manifest viteManifest
	files    sync.Map // name -> *Answer (files of the build only, so it stays bounded)
}

// NewAppFiles serves the build in fsys (index.html, assets/, .vite/manifest.json).
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
	// The build writes FILE.br and FILE.gz beside text files (scripts/vite-plugins.mjs).
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

// Scripts lists the files a source module needs beyond the app's entry (which every
// page loads anyway), as site paths; none when the build has no manifest.
func (s *AppFiles) Scripts(module string) []string {
	return s.manifest.scripts(s.fsys, module)
}

// viteManifest is the build's .vite/manifest.json: which files each source module became.
type viteManifest struct {
	once   sync.Once
	chunks map[string]viteChunk
}

type viteChunk struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
	IsEntry bool     `json:"isEntry"`
}

func (m *viteManifest) scripts(fsys fs.FS, module string) []string {
	m.once.Do(func() {
		raw, err := fs.ReadFile(fsys, ".vite/manifest.json")
		if err == nil {
			_ = json.Unmarshal(raw, &m.chunks)
		}
	})
	var files []string
	seen := map[string]bool{}
	var walk func(key string)
	walk = func(key string) {
		chunk, ok := m.chunks[key]
		if !ok || chunk.IsEntry || seen[key] {
			return
		}
		seen[key] = true
		files = append(files, "/"+chunk.File)
		for _, imported := range chunk.Imports {
			walk(imported)
		}
	}
	walk(module)
	return files
}
