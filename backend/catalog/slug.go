// Package catalog is the domain core: the registry of collections (registry.go), each
// declared once beside its schema, their typed records (records_gen.go), the API's
// answers and the catalogue's rules: slugs, prices and percentages, variant weights and
// their order, image paths and URLs. It imports nothing of the project.
package catalog

import (
	"regexp"
	"strings"
)

// SlugField holds a product's or a post's slug: its page's address.
const SlugField = "slug"

// asciiSpaces are the white space the rules know (what Go's \s means, spelled out so
// that JavaScript, whose \s also takes Unicode spaces, reads the same patterns alike).
const asciiSpaces = "\t\n\f\r "

// The slug rule's patterns, shared with the apps.
const (
	SlugDisallowedPattern = `[^a-z0-9\t\n\f\r -]`
	SlugSpacesPattern     = `[\t\n\f\r ]+`
	SlugFormatPattern     = `^[a-z0-9]+(?:-[a-z0-9]+)*$`
	MaxSlugLength         = 200
)

var (
	slugDisallowed  = regexp.MustCompile(SlugDisallowedPattern)
	slugSpaces      = regexp.MustCompile(SlugSpacesPattern)
	slugHyphenRuns  = regexp.MustCompile(`-+`)
	validSlugFormat = regexp.MustCompile(SlugFormatPattern)
)

// Slugify applies the spec's slug rule: lowercase, drop characters other than letters,
// digits, spaces and hyphens, spaces to hyphens, collapse hyphens, trim hyphens.
func Slugify(name string) string {
	s := strings.ToLower(name)
	s = slugDisallowed.ReplaceAllString(s, "")
	s = slugSpaces.ReplaceAllString(strings.Trim(s, asciiSpaces), "-")
	s = slugHyphenRuns.ReplaceAllString(s, "-")
	return strings.Trim(s, "-")
}

// IsValidSlug reports whether s is already in the form Slugify produces.
func IsValidSlug(s string) bool {
	return len(s) <= MaxSlugLength && validSlugFormat.MatchString(s)
}

// SlugMessage is the message of a slug not in Slugify's form.
const SlugMessage = "Slug may only contain lowercase letters, digits and hyphens"

// deriveSlug fills a blank slug from the source field by the spec's slug rule.
func deriveSlug(r Record, source string) {
	if r.GetString(SlugField) == "" {
		r.Set(SlugField, Slugify(r.GetString(source)))
	}
}

func checkSlug(r Record, p *Problems, field string) {
	if !IsValidSlug(r.GetString(field)) {
		p.Add(field, SlugMessage)
	}
}
