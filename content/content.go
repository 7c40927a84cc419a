// Package content is what both the storefront and the server read: the page table
// (pages.json) and the legal page's questions (legal-faq.json). The storefront imports the
// JSON files at build time; the server embeds them here.
package content

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
)

// Page is one storefront page of pages.json: its one declaration, which the route table,
// the server's metadata, the sitemap, Page Tools, the navigation, the footer, the public
// cache and the bench read.
type Page struct {
	// Path is a react-router path: static and `:name` segments, or `*` for the not-found page.
	Path string `json:"path"`
	// Module is the page's code, from the storefront's root.
	Module string `json:"module"`
	// Data is the API path the page's first screen reads, with the route's `:name` segments.
	Data string `json:"data,omitempty"`
	// Name is the page's short name: its link in the navigation and footer, its Page Tools entry.
	Name string `json:"name,omitempty"`
	// Title and Description are a fixed page's metadata; %s in Description is the brand.
	// Pages whose metadata comes from their content (home, a product, a post) have none.
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	// Sitemap, Nav and Footer say where the page is listed.
	Sitemap bool `json:"sitemap,omitempty"`
	Nav     bool `json:"nav,omitempty"`
	Footer  bool `json:"footer,omitempty"`
	// Private marks a page of the wholesale portal's buyers: the server renders it for each
	// request (the layout, the licensee's footer, nothing of a buyer's) and never keeps it
	// (Cache-Control: no-store, X-Robots-Tag: noindex); the app fills it in with the
	// buyer's data, from the session this browser holds. Its :name segments (an order's
	// id) are the browser's to read: the server only bounds them.
	Private bool `json:"private,omitempty"`
	// SlugOf is the collection whose record the `:slug` segment names.
	SlugOf string `json:"slugOf,omitempty"`
	// Shows are the collections the page shows (content, metadata and preloads): a change
	// to one of them, and only that, makes the page again.
	Shows []string `json:"shows"`
}

//go:embed pages.json
var pagesJSON []byte

//go:embed legal-faq.json
var legalFAQJSON []byte

// Pages is the page table, in its order (the navigation's and footer's).
var Pages = mustParse[[]Page]("pages.json", pagesJSON)

// Question is one entry of the legal page's FAQ; `{licenses}` in an answer stands for the
// site's licenses.
type Question struct {
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// LegalFAQ is the legal page's questions (spec section 1), which the page shows and its
// FAQPage structured data repeats.
var LegalFAQ = mustParse[[]Question]("legal-faq.json", legalFAQJSON)

// PageAt is the table's page of route path (a react-router path such as "/blog/:slug").
func PageAt(path string) (Page, bool) {
	for _, p := range Pages {
		if p.Path == path {
			return p, true
		}
	}
	return Page{}, false
}

// SitemapPaths are the paths of the pages the sitemap lists, in the table's order.
func SitemapPaths() []string {
	var paths []string
	for _, p := range Pages {
		if p.Sitemap {
			paths = append(paths, p.Path)
		}
	}
	return paths
}

// IsStatic reports whether the page is one address (no `:name` segment, not the not-found page).
func (p Page) IsStatic() bool { return p.Path != "*" && !strings.Contains(p.Path, ":") }

func mustParse[T any](name string, raw []byte) T {
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		panic(fmt.Sprintf("content/%s: %v", name, err))
	}
	return v
}
