package seo

import (
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// A post's description, in its page's metadata and its structured data, is what a reader
// reads: no Markdown syntax, no link addresses (issue 40).
func TestPostDescriptionLeavesTheMarkdownOut(t *testing.T) {
	content := "## How to read a COA\n\nEvery lot has **its own** [certificate](/coa/HVSF-26-HH01): _read it_ before you buy.\n\n- THC\n- CBD"
	want := "How to read a COA Every lot has its own certificate: read it before you buy. THC CBD"
	if got := PostDescription(content); got != want {
		t.Errorf("PostDescription = %q, want %q", got, want)
	}
	post := catalog.BlogPost{Title: "COA", Slug: "coa", Content: content}
	s := Site{Origin: "https://farm.example"}
	if got := s.BlogPostPage(post).Description; got != want {
		t.Errorf("the page's description = %q", got)
	}
	if got := s.BlogPostingLD(post)["description"]; got != want {
		t.Errorf("BlogPosting's description = %q", got)
	}
	long := strings.Repeat("**word** ", 100)
	if got := PostDescription(long); len(got) < 155 || len(got) > 160 || strings.Contains(got, "*") {
		t.Errorf("a long post's description: %q", got)
	}
}
