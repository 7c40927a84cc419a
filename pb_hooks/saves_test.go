package hooks

import (
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

var updateSaves = flag.Bool("update-saves", false, "rewrite testdata/saves.txt from saveSteps")

// savesTable is each collection's list of what runs on its save, in order.
func savesTable() string {
	var b strings.Builder
	b.WriteString("# What runs on a save of each collection, in order (pb_hooks/saves.go).\n")
	b.WriteString("# Rewrite: go test ./pb_hooks -run TestWhatRunsOnASaveIsDeclared -update-saves\n")
	names := []string{}
	for _, c := range catalog.Collections() {
		names = append(names, c.Name())
	}
	slices.Sort(names)
	for _, name := range names {
		b.WriteString("\n" + name + "\n")
		for i, step := range savesOf(name) {
			b.WriteString("  " + string(rune('1'+i)) + ". " + step + "\n")
		}
	}
	return b.String()
}

// Each collection's list of what runs on its save is written out, and every step the
// binding binds is in it: the list changes with the steps' order or the registry.
func TestWhatRunsOnASaveIsDeclared(t *testing.T) {
	const path = "testdata/saves.txt"
	want := savesTable()
	if *updateSaves {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("%s is not what saveSteps bind (run with -update-saves and read the change):\n%s", path, want)
	}
	for _, c := range catalog.Collections() {
		if len(savesOf(c.Name())) == 0 {
			t.Errorf("nothing runs on a save of %s: not even realtime", c.Name())
		}
	}
}

// saveBinders are the files whose functions saveSteps call to bind record hooks.
var saveBinders = []string{
	"pb_hooks/rules/record_rules.go", "pb_hooks/copycheck/copy_check.go", "pb_hooks/activitylog/activity.go",
	"pb_hooks/signin/staff.go", "pb_hooks/sitesettings/redirects.go", "pb_hooks/wholesale/checks.go",
	"backend/settings/settings.go", "pb_hooks/notifications/mail.go", "backend/pages/public_cache.go",
	"backend/media/upload_index.go", "pb_hooks/realtime/realtime.go",
}

// isAuthFlowRequest tells PocketBase's hooks of an auth flow's request (sign-in, password
// reset, verification, email change, one-time codes): requests, not saves.
func isAuthFlowRequest(hook string) bool {
	if strings.HasPrefix(hook, "OnRecordAuth") {
		return true
	}
	for _, flow := range []string{"PasswordReset", "Verification", "EmailChange", "OTP"} {
		if strings.Contains(hook, flow) && strings.HasSuffix(hook, "Request") {
			return true
		}
	}
	return false
}

// A record hook bound anywhere but by a step of saveSteps would run in an order no list
// declares: the Go code binds them only in the steps' binders. (Auth flows' requests are
// not saves: a superuser's password login is guarded in signin, buyers' reset and
// verification emails go through the outbox in wholesale.)
func TestRecordHooksAreBoundOnlyBySaveSteps(t *testing.T) {
	root := ".."
	for _, dir := range []string{"backend", "pb_hooks"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			rel = filepath.ToSlash(rel)
			file, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(file, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok || !strings.HasPrefix(sel.Sel.Name, "OnRecord") || isAuthFlowRequest(sel.Sel.Name) || sel.Sel.Name == "OnRecordEnrich" {
					return true
				}
				if !slices.Contains(saveBinders, rel) {
					t.Errorf("%s binds %s outside the save steps: add it to saveSteps (pb_hooks/saves.go)", rel, sel.Sel.Name)
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range saveBinders {
		if _, err := os.Stat(filepath.Join(root, f)); err != nil {
			t.Errorf("a save step's binder is gone: %v", err)
		}
	}
}
