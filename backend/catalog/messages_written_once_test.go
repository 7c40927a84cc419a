package catalog

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Every spec message the Go code answers is a constant in messages.go: a literal copy
// elsewhere, whole or inside a longer text (a page's template), could drift from it (and
// from the apps, which get the same constants).
// ESLint's domain/no-spec-message-literal holds the apps to the same rule.
func TestSpecMessagesAreWrittenOnce(t *testing.T) {
	messages := map[string]string{}
	file, err := parser.ParseFile(token.NewFileSet(), "messages.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	ast.Inspect(file, func(n ast.Node) bool {
		if spec, ok := n.(*ast.ValueSpec); ok {
			for i, name := range spec.Names {
				if lit, ok := spec.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					value, _ := strconv.Unquote(lit.Value)
					messages[value] = name.Name
				}
			}
		}
		return true
	})
	// Those made from their constants (TestMessagesSayTheirConstants), by their values.
	for name, value := range Messages {
		messages[value] = "Messages[" + strconv.Quote(name) + "]"
	}
	for _, m := range PercentageMessagesOf {
		messages[m.Range], messages[m.Decimals] = "PercentageMessagesOf's Range", "PercentageMessagesOf's Decimals"
	}
	if len(messages) < 30 {
		t.Fatalf("read %d messages from messages.go", len(messages))
	}
	for _, root := range []string{"../../backend", "../../pb_hooks", "../../content"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || strings.HasSuffix(path, "catalog/messages.go") {
				return err
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if value, err := strconv.Unquote(lit.Value); err == nil {
						if message, name := containedMessage(value, messages); name != "" {
							t.Errorf("%s: %q retypes catalog.%s", fset.Position(lit.Pos()), message, name)
						}
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// containedMessage is the message value is or holds, and its constant's name ("" for
// none). Messages shorter than a sentence are matched whole only: "Name" is in many texts.
func containedMessage(value string, messages map[string]string) (message, name string) {
	if name := messages[value]; name != "" {
		return value, name
	}
	for message, name := range messages {
		if len(message) >= 20 && strings.Contains(value, message) {
			return message, name
		}
	}
	return "", ""
}
