package main

import (
	"slices"
	"testing"
)

func TestTheBenchRendersEveryPageOfThePageTable(t *testing.T) {
	var paths []string
	for _, p := range renderPages() {
		paths = append(paths, p.path)
	}
	want := []string{"/", "/products", "/products?category=flower", "/products/strain-42", "/locations", "/about", "/blog",
		"/blog/notes-from-the-field-7", "/contact", "/wholesale", "/wholesale/apply", "/legal", "/coa/STRAIN-42-01", "/no-such-page"}
	if !slices.Equal(paths, want) {
		t.Errorf("render pages: %v, want %v", paths, want)
	}
}
