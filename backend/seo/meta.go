// Package seo builds each storefront page's metadata: title, description, canonical
// URL, Open Graph and Twitter tags and JSON-LD, as JSON for the app and as <head> tags
// for the HTML the server sends, from one source.
package seo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// PageMeta is what a page says about itself to browsers, crawlers and link previews.
type PageMeta struct {
	Status      int              `json:"status"`
	Title       string           `json:"title"`
	Description string           `json:"description"`
	Canonical   string           `json:"canonical"`
	Image       string           `json:"image"`
	ImageAlt    string           `json:"imageAlt"`
	Type        string           `json:"type"` // Open Graph type: website, product, article
	Robots      string           `json:"robots"`
	SiteName    string           `json:"siteName"`
	Locale      string           `json:"locale"` // Open Graph's language and region, en_US
	JSONLD      []map[string]any `json:"jsonLd"`
	// PreloadImage is the page's largest image (an /uploads/ URL), preloaded so the
	// browser fetches it before the app runs; PreloadSizes is its img sizes attribute.
	PreloadImage string `json:"preloadImage"`
	PreloadSizes string `json:"-"`
	// ModulePreloads are the page's own script files and DataPreload the API answer it
	// starts with, fetched alongside the app's entry instead of after it (for the shell,
	// which the app renders).
	ModulePreloads []string `json:"-"`
	DataPreload    string   `json:"-"`
	// PageModules are the page's own script files when the server rendered the page: it
	// paints without them, so the storefront's first script fetches them with the app,
	// after the first paint, rather than alongside the page's largest photo.
	PageModules []string `json:"-"`
}

// Srcset lists an /uploads/ image's width variants, keeping its query (?rotate=).
func Srcset(src string) string {
	parts := make([]string, len(catalog.ImageWidths))
	for i, w := range catalog.ImageWidths {
		parts[i] = WithWidth(src, w) + " " + strconv.Itoa(w) + "w"
	}
	return strings.Join(parts, ", ")
}

// WithWidth is the URL of an image's width variant (catalog.WidthVariant).
func WithWidth(src string, w int) string {
	return catalog.WidthVariant(src, w)
}

// HeadHTML renders the metadata as <head> tags, each marked data-page-meta so the app
// can replace them when the visitor moves to another page. Open Graph comes first
// after the title, since some scrapers read only the start of the document.
func (m PageMeta) HeadHTML() string {
	var b strings.Builder
	tag := func(format string, args ...string) {
		escaped := make([]any, len(args))
		for i, a := range args {
			escaped[i] = html.EscapeString(a)
		}
		fmt.Fprintf(&b, format, escaped...)
		b.WriteByte('\n')
	}
	tag(`<title data-page-meta>%s</title>`, m.Title)
	tag(`<meta data-page-meta property="og:title" content="%s">`, m.Title)
	tag(`<meta data-page-meta property="og:description" content="%s">`, m.Description)
	tag(`<meta data-page-meta property="og:type" content="%s">`, m.Type)
	if m.Canonical != "" {
		tag(`<meta data-page-meta property="og:url" content="%s">`, m.Canonical)
	}
	tag(`<meta data-page-meta property="og:site_name" content="%s">`, m.SiteName)
	if m.Locale != "" {
		tag(`<meta data-page-meta property="og:locale" content="%s">`, m.Locale)
	}
	if m.Image != "" {
		tag(`<meta data-page-meta property="og:image" content="%s">`, m.Image)
		tag(`<meta data-page-meta property="og:image:alt" content="%s">`, m.ImageAlt)
	}
	tag(`<meta data-page-meta name="description" content="%s">`, m.Description)
	if m.Canonical != "" {
		tag(`<link data-page-meta rel="canonical" href="%s">`, m.Canonical)
	}
	tag(`<meta data-page-meta name="robots" content="%s">`, m.Robots)
	card := "summary"
	if m.Image != "" {
		card = "summary_large_image"
	}
	tag(`<meta data-page-meta name="twitter:card" content="%s">`, card)
	tag(`<meta data-page-meta name="twitter:title" content="%s">`, m.Title)
	tag(`<meta data-page-meta name="twitter:description" content="%s">`, m.Description)
	if m.Image != "" {
		tag(`<meta data-page-meta name="twitter:image" content="%s">`, m.Image)
		tag(`<meta data-page-meta name="twitter:image:alt" content="%s">`, m.ImageAlt)
	}
	if strings.HasPrefix(m.PreloadImage, "/uploads/") {
		tag(`<link data-page-meta rel="preload" as="image" href="%s" imagesrcset="%s" imagesizes="%s" fetchpriority="high">`,
			WithWidth(m.PreloadImage, 960), Srcset(m.PreloadImage), m.PreloadSizes)
	} else if m.PreloadImage != "" {
		tag(`<link data-page-meta rel="preload" as="image" href="%s" fetchpriority="high">`, m.PreloadImage)
	}
	for _, module := range m.ModulePreloads {
		tag(`<link data-page-meta rel="modulepreload" href="%s">`, module)
	}
	if len(m.PageModules) > 0 {
		tag(`<meta data-page-meta name="page-modules" content="%s">`, strings.Join(m.PageModules, " "))
	}
	if m.DataPreload != "" {
		// use-credentials matches the app's own fetch, so the browser reuses this answer.
		tag(`<link data-page-meta rel="preload" as="fetch" crossorigin="use-credentials" href="%s">`, m.DataPreload)
	}
	for _, entity := range m.JSONLD {
		b.WriteString(`<script data-page-meta type="application/ld+json">`)
		b.Write(ScriptSafeJSON(entity))
		b.WriteString("</script>\n")
	}
	return b.String()
}

// ScriptSafeJSON encodes v for a <script> element: <, > and & are escaped (so no
// "</script>" can end it early) and so are U+2028 and U+2029.
func ScriptSafeJSON(v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf) // escapes <, >, &, U+2028 and U+2029
	if err := enc.Encode(v); err != nil {
		return []byte("{}")
	}
	return bytes.TrimRight(buf.Bytes(), "\n")
}

// Excerpt shortens text to at most max characters at a word boundary, adding "…".
func Excerpt(text string, max int) string {
	text = strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(text) <= max {
		return text
	}
	runes := []rune(text)[:max-1]
	cut := string(runes)
	if i := strings.LastIndex(cut, " "); i > max/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "…"
}

// FirstChars is the first n characters of text with whitespace folded, as the spec
// asks for blog descriptions (no ellipsis).
func FirstChars(text string, n int) string {
	runes := []rune(strings.Join(strings.Fields(text), " "))
	if len(runes) > n {
		runes = runes[:n]
	}
	return strings.TrimSpace(string(runes))
}
