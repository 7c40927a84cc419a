package catalog

import (
	"strings"
	"testing"
)

func TestSitemapXML(t *testing.T) {
	body, err := SitemapXML([]SitemapURL{{Loc: "https://farm.example/products/a&b", LastMod: "2024-10-28"}, {Loc: "https://farm.example/"}})
	if err != nil {
		t.Fatal(err)
	}
	s := string(body)
	for _, want := range []string{
		`<?xml version="1.0" encoding="UTF-8"?>`,
		`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
		`<loc>https://farm.example/products/a&amp;b</loc>`,
		`<lastmod>2024-10-28</lastmod>`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("sitemap lacks %s:\n%s", want, s)
		}
	}
	if strings.Count(s, "<lastmod>") != 1 {
		t.Error("an empty lastmod was written")
	}
}

func TestIsExcludedRoute(t *testing.T) {
	excluded := []string{"/admin", "/adminlogin", "/drafts/*"}
	for path, want := range map[string]bool{"/admin": true, "/admin/products": true, "/adminlogin": true, "/drafts/x": true, "/administrators": false, "/products": false, "/": false} {
		if got := IsExcludedRoute(path, excluded); got != want {
			t.Errorf("IsExcludedRoute(%q) = %v, want %v", path, got, want)
		}
	}
}
