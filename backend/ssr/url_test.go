package ssr

import (
	"encoding/json"
	"os"
	"testing"
)

// urlCase is one case of testdata/url_cases.json: what the browser's URL makes of input
// against base (nil: it throws).
type urlCase struct {
	About, Input, Base string
	URL                map[string]string
}

// urlParts are the parts of a URL the polyfill answers, as the browser names them.
var urlParts = []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash", "origin"}

// The server's URL reads every shared case as the browser does (the storefront's
// src/server/url.test.ts holds Node's URL to the same file).
func TestParseURLAgreesWithTheBrowser(t *testing.T) {
	raw, err := os.ReadFile("testdata/url_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct{ Cases []urlCase }
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Cases) < 40 || len(file.Cases[0].URL) != len(urlParts) {
		t.Fatalf("only %d cases read", len(file.Cases))
	}
	for _, c := range file.Cases {
		got := parseURL(c.Input, c.Base)
		if c.URL == nil {
			if got != "" {
				t.Errorf("%s: parseURL(%q, %q) = %s, want invalid", c.About, c.Input, c.Base, got)
			}
			continue
		}
		var parts map[string]string
		if err := json.Unmarshal([]byte(got), &parts); err != nil {
			t.Errorf("%s: parseURL(%q, %q) = %q, want %s", c.About, c.Input, c.Base, got, c.URL["href"])
			continue
		}
		for _, name := range urlParts {
			if want := c.URL[name]; parts[name] != want {
				t.Errorf("%s: parseURL(%q, %q).%s = %q, want %q", c.About, c.Input, c.Base, name, parts[name], want)
			}
		}
	}
}
