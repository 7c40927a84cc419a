package catalog

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// markdownCases are the cases packages/domain's markdown.ts passes too (its Vitest reads
// the same file; the storefront's renders their html).
type markdownCase struct {
	About, Markdown, Text string
	Links                 []string
}

func readMarkdownCases(t testing.TB) []markdownCase {
	raw, err := os.ReadFile("testdata/markdown_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []markdownCase
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	return cases
}

func TestSharedMarkdownCases(t *testing.T) {
	for _, c := range readMarkdownCases(t) {
		t.Run(c.About, func(t *testing.T) {
			if got := MarkdownText(c.Markdown); got != c.Text {
				t.Errorf("MarkdownText(%q)\n got %q\nwant %q", c.Markdown, got, c.Text)
			}
			if got := MarkdownLinks(c.Markdown); !slices.Equal(got, c.Links) {
				t.Errorf("MarkdownLinks(%q) = %q, want %q", c.Markdown, got, c.Links)
			}
		})
	}
}

// A post of the largest size the schema allows, built to defeat a parser that looks ahead
// from every mark or bracket, is read at once (a quadratic one would take minutes).
func TestMarkdownTextIsLinear(t *testing.T) {
	for _, unit := range []string{"[a](x", "**a ", "_a ", "[", "*", "[a]", "(", `\`} {
		content := strings.Repeat(unit, 200_000/len(unit))
		if MarkdownText(content) == "" {
			t.Errorf("%q: no text", unit)
		}
	}
}

// FuzzMarkdownText: any content gives valid text no longer than itself, and links the
// rules allow.
func FuzzMarkdownText(f *testing.F) {
	for _, c := range readMarkdownCases(f) {
		f.Add(c.Markdown)
	}
	f.Fuzz(func(t *testing.T, content string) {
		if !utf8.ValidString(content) {
			return
		}
		text := MarkdownText(content)
		if len(text) > len(content) || !utf8.ValidString(text) {
			t.Fatalf("MarkdownText(%q) = %q", content, text)
		}
		for _, link := range MarkdownLinks(content) {
			if !LinkTarget(link) || !strings.Contains(content, link) {
				t.Fatalf("MarkdownLinks(%q) gave %q", content, link)
			}
		}
	})
}
