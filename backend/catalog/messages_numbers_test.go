package catalog

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// messageName matches the declarations of messages: MsgNameTooShort, msgNotLicenses,
// HeroPositionMessage, QuantityProblem, TagListProblem (a function), MsgImageSizeHint.
var messageName = regexp.MustCompile(`^(Msg|msg)[A-Z]|(Message|Problem|Hint)$`)

// examples are the texts in messages that show a value's form, not a limit (a ZIP code's
// digits are the USPS's, not the site's).
var examples = []string{"10.0.0.0/8", "OCM-AUCC-22-000001", "MP4", "5 digits, or ZIP+4 such as 12401-1234"}

// textBuilders put a number into a message's text.
var textBuilders = map[string]bool{
	"strconv.Itoa": true, "strconv.FormatFloat": true, "fmt.Sprintf": true, "fmt.Sprint": true,
	"charactersAtLeast": true, "charactersAtMost": true, "between": true, "decimalsAtMost": true, "megabytes": true,
}

// Every message of catalog that says a number (a limit, a range, a size) makes it from
// the number's named constant, never a digit written in its text or a number literal
// put into it: a limit changed in one place changes what the forms say (and the
// TypeScript the apps get from the same values).
func TestMessagesSayTheirConstants(t *testing.T) {
	fset := token.NewFileSet()
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") || path == "records_gen.go" {
			continue
		}
		file, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range file.Decls {
			switch d := decl.(type) {
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					vs, ok := spec.(*ast.ValueSpec)
					if !ok {
						continue
					}
					for i, name := range vs.Names {
						if messageName.MatchString(name.Name) && i < len(vs.Values) {
							checked++
							checkMessageExpr(t, fset, name.Name, vs.Values[i])
						}
					}
				}
			case *ast.FuncDecl:
				if messageName.MatchString(d.Name.Name) && d.Body != nil {
					checked++
					checkMessageExpr(t, fset, d.Name.Name, d.Body)
				}
			}
		}
	}
	if checked < 60 {
		t.Fatalf("checked %d messages: the scan misses them", checked)
	}
}

func checkMessageExpr(t *testing.T, fset *token.FileSet, name string, node ast.Node) {
	t.Helper()
	ast.Inspect(node, func(n ast.Node) bool {
		switch v := n.(type) {
		case *ast.BasicLit:
			if v.Kind != token.STRING {
				return true
			}
			text, _ := strconv.Unquote(v.Value)
			for _, e := range examples {
				text = strings.ReplaceAll(text, e, "")
			}
			if strings.ContainsFunc(text, unicode.IsDigit) {
				t.Errorf("%s: %s writes a number in its text (%s): make it from the number's constant", fset.Position(v.Pos()), name, v.Value)
			}
		case *ast.CallExpr:
			if !textBuilders[callee(v)] {
				return true
			}
			for i, arg := range v.Args {
				if callee(v) == "strconv.FormatFloat" && i > 0 {
					continue // the format, precision and bit size say no number
				}
				ast.Inspect(arg, func(a ast.Node) bool {
					if lit, ok := a.(*ast.BasicLit); ok && (lit.Kind == token.INT || lit.Kind == token.FLOAT) {
						t.Errorf("%s: %s puts the number %s into its text: name it as a constant", fset.Position(lit.Pos()), name, lit.Value)
					}
					return true
				})
			}
		}
		return true
	})
}

func callee(call *ast.CallExpr) string {
	switch f := call.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if pkg, ok := f.X.(*ast.Ident); ok {
			return pkg.Name + "." + f.Sel.Name
		}
	}
	return ""
}

// The phrases follow their number: a changed constant changes the message.
func TestMessagePhrasesFollowTheirNumber(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{charactersAtLeast("Name", 3), "Name must be at least 3 characters"},
		{charactersAtMost("Note", 2500), "Note must be at most 2500 characters"},
		{between("Rating", 0, 10), "Rating must be between 0 and 10"},
		{decimalsAtMost("Price", 3), "Price must have at most 3 decimal places"},
		{decimalsAtMost("Rating", 1), "Rating must have at most 1 decimal place"},
		{megabytes(8 * 1024 * 1024), "8MB"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

// The spec's messages that say a number are still its texts, word for word.
func TestNumberedSpecMessagesAreVerbatim(t *testing.T) {
	for got, want := range map[string]string{
		MsgNameTooShort:     "Name must be at least 2 characters",
		MsgMessageTooShort:  "Message must be at least 10 characters",
		MsgPasswordTooShort: "Password must be at least 8 characters",
		MsgPriceDecimals:    "Price must have at most 2 decimal places",
		MsgImageSizeHint:    "Please select an image less than 5MB",
		MsgPriceTooHigh:     "Price must be at most 99999999.99",
		MsgRatingRange:      "Rating must be between 1 and 5",
		MsgTHCRange:         "THC must be between 0 and 100",
		MsgCOATooLarge:      "File too large. Maximum size is 10MB.",
		HeroPositionMessage: "Position must be between 1 and 6",
	} {
		if got != want {
			t.Errorf("%q, want the spec's %q", got, want)
		}
	}
}
