package seo

import "github.com/hudsonvalley/farmsite/backend/catalog"

// PostDescription is a post's description where staff wrote none: the first 160
// characters of what a reader reads of its content (the spec's rule), its Markdown's
// syntax left out, so "**Sun**-grown" describes it as "Sun-grown".
func PostDescription(content string) string {
	return FirstChars(catalog.MarkdownText(content), 160)
}
