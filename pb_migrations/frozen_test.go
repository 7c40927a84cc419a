package migrations

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A migration must do the same thing forever, so it may not import the project's live
// code (whose rules and constants change); it copies the literal values it needs.
func TestMigrationsImportNoLiveCode(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range f.Imports {
			path, _ := strconv.Unquote(spec.Path.Value)
			if strings.HasPrefix(path, "github.com/hudsonvalley/farmsite/") {
				t.Errorf("%s imports %s", name, path)
			}
		}
	}
}
