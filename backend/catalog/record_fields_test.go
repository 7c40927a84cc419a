package catalog

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// recordAccessors are core.Record's methods that read or write a field by its name.
var recordAccessors = map[string]bool{
	"Get": true, "GetRaw": true, "GetString": true, "GetInt": true, "GetFloat": true, "GetBool": true,
	"GetDateTime": true, "GetStringSlice": true, "GetGeoPoint": true, "GetUnsavedFiles": true,
	"GetUploadedFiles": true, "Set": true, "SetRaw": true, "SetIfFieldExists": true,
}

// notRecords are receivers whose Get and Set take names that are not a record's fields:
// a URL's query, a struct tag, a header (headers are capitalised, so never match anyway).
var notRecords = regexp.MustCompile(`(Query\(\)|query|q|SearchParams\(\)|Tag|Header\(\)|Header|h)$`)

// fieldName is how a field's name looks: a lowercase word (headers and environment
// variables are not).
var fieldName = regexp.MustCompile(`^[a-z][a-zA-Z_]*$`)

// notFields are HashExp keys that are no record's field, with the reason.
var notFields = map[string]string{
	filepath.Join("backend", "activity", "triggers.go"): "sqlite_master's columns",
}

// Outside the typed records (records_gen.go) and the migrations, Go code reads and writes
// a record's fields through the typed records or the field-name constants beside them,
// never by a name written in a string: a renamed field is then a compile error, not a
// silent empty value. Tests may name fields in strings (they assert raw storage).
func TestRecordFieldsAreNeverNamedInStrings(t *testing.T) {
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	checked := 0
	for _, dir := range []string{"backend", "pb_hooks"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
				filepath.Base(path) == "records_gen.go" {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			file, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			checked++
			ast.Inspect(file, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					if name, ok := namedField(n); ok {
						t.Errorf("%s: %s names the field %q in a string: use its typed record or constant", fset.Position(n.Pos()), exprText(n.Fun), name)
					}
				case *ast.CompositeLit:
					if isHashExp(n.Type) && notFields[rel] == "" {
						for _, elt := range n.Elts {
							if kv, ok := elt.(*ast.KeyValueExpr); ok {
								if lit, ok := kv.Key.(*ast.BasicLit); ok && lit.Kind == token.STRING {
									t.Errorf("%s: dbx.HashExp names the column %s in a string: use the field's constant", fset.Position(lit.Pos()), lit.Value)
								}
							}
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
	if checked < 50 {
		t.Fatalf("checked only %d files: the scan lost its way", checked)
	}
}

// namedField tells whether call is a record accessor given a field's name as a literal.
func namedField(call *ast.CallExpr) (string, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || !recordAccessors[sel.Sel.Name] || len(call.Args) == 0 {
		return "", false
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	name, err := strconv.Unquote(lit.Value)
	if err != nil || !fieldName.MatchString(name) || notRecords.MatchString(exprText(sel.X)) {
		return "", false
	}
	return name, true
}

func isHashExp(typ ast.Expr) bool {
	sel, ok := typ.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "HashExp"
}

// exprText is a short form of a receiver expression: a.b.c, f().
func exprText(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return exprText(e.X) + "." + e.Sel.Name
	case *ast.CallExpr:
		return exprText(e.Fun) + "()"
	case *ast.IndexExpr:
		return exprText(e.X) + "[]"
	}
	return "?"
}
