package hooks

import (
	"encoding/json"
	"io/fs"
	"sync"
)

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

// scripts lists the files a page module needs beyond the app's entry (which the page
// loads anyway), as site paths; none when the build has no manifest.
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
