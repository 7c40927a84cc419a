package pages

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/seo"
	"github.com/hudsonvalley/farmsite/backend/ssr"
	"github.com/hudsonvalley/farmsite/content"
)

// pageDepsOf is the collections route's page shows (the page table's `shows`): a change to
// one of them, and only that, makes the page again. A render that reads an answer showing
// another collection fails (see render), so a page that starts showing more cannot go
// stale unnoticed.
func pageDepsOf(route storefrontRoute) []string {
	path := "*"
	switch {
	case route.found():
		path = route.page.Path
	case route.missing.Path != "":
		path = route.missing.Path
	}
	if page, ok := content.PageAt(path); ok {
		return page.Shows
	}
	return []string{catalog.SiteSettingsCollection}
}

// notFoundLocation is where the not-found page is rendered: one page for every unknown
// address (the browser puts the address's own breadcrumbs in after hydrating).
const notFoundLocation = "/page-not-found"

// renderLocation is the address the server renders route's page at, with the query the
// page reads; "" when the page is sent as its shell for the browser to render: an
// unknown category, a name search too long to render, or a product's chosen variant
// (states of the visitor's own making).
func renderLocation(route storefrontRoute, query url.Values) string {
	switch {
	case route.missing.Path != "":
		// An unknown product or post: its page's own not-found state, the same for every
		// address (the page shows nothing of it).
		return route.missingPath
	case !route.found():
		return notFoundLocation
	case route.private:
		// Built for its request alone (never kept): rendered at its whole address, whose
		// query (a link's token) the page reads in its first render.
		if len(query) > 0 {
			return route.path + "?" + query.Encode()
		}
		return route.path
	case route.category == "-", route.page.Path == "/products/:slug" && query.Has("variant"):
		return ""
	case route.page.Path == "/products":
		return productListLocation(route)
	case route.product != "":
		return route.path + "?product=" + url.QueryEscape(route.product)
	}
	return route.path
}

// productListLocation is the products page's address with the list's state: category,
// name search and order, in the order the storefront writes them (none: /products).
func productListLocation(route storefrontRoute) string {
	if !catalog.IsRenderedSearch(route.search) {
		return ""
	}
	query := url.Values{}
	if route.category != "" {
		query.Set("category", route.category)
	}
	if route.search != "" {
		query.Set("q", route.search)
	}
	if route.sort != "" && route.sort != catalog.SortByName {
		query.Set("sort", route.sort)
	}
	if len(query) == 0 {
		return route.path
	}
	return route.path + "?" + query.Encode()
}

// render fills shell (index.html with the page's head) with the page rendered at
// location, reading through read. It fails, leaving the shell to be sent, when there is
// no renderer, every engine is busy, or the render throws or takes too long.
func (p *Pages) render(read *pageRead, route storefrontRoute, location string, meta seo.PageMeta, shell []byte) ([]byte, error) {
	if p.ssr == nil {
		return nil, errors.New("no server entry in this build")
	}
	var preloads []ssr.ImagePreload
	if strings.HasPrefix(meta.PreloadImage, "/uploads/") {
		preloads = append(preloads, ssr.ImagePreload{Srcset: seo.Srcset(meta.PreloadImage), Sizes: meta.PreloadSizes})
	}
	p.Renders.Add(1)
	page, err := p.ssr.Render(location, preloads, func(path string) (int, string) { return p.Sources.fetch(read, path) })
	if err != nil {
		return nil, err
	}
	if missing, ok := read.shownBy(pageDepsOf(route)); !ok {
		return nil, fmt.Errorf("the page read %s, which its page table entry (shows) does not name: it would go stale", missing)
	}
	return fillShell(shell, page, meta.Status == http.StatusNotFound)
}

const appRoot = `<div id="root"></div>`

// noscriptNote is the shell's note for browsers without JavaScript, which a rendered page
// does not need.
var noscriptNote = regexp.MustCompile(`(?s)\s*<noscript>.*?</noscript>`)

// scriptJSON makes JSON safe inside a <script> element: no "</script>", "<!--" or line
// separators can appear; it stays the same JSON.
var scriptJSON = strings.NewReplacer("<", `\u003c`, ">", `\u003e`, "&", `\u0026`, "\u2028", `\u2028`, "\u2029", `\u2029`)

// notFoundRoot marks a root holding a page sent with 404: for an unknown product or post,
// its page's not-found state, which the browser then renders too (src/serverNotFound.ts)
// rather than fetching what the server already found missing.
const notFoundRoot = `<div id="root" data-not-found>`

// fillShell puts the page's HTML in the shell's root element and its data after it, in
// the script the browser's entry (main.tsx) hydrates from.
func fillShell(shell []byte, page ssr.Page, notFound bool) ([]byte, error) {
	at := bytes.Index(shell, []byte(appRoot))
	if at < 0 {
		return nil, errors.New("index.html has no empty root element")
	}
	var b bytes.Buffer
	b.Grow(len(shell) + len(page.HTML) + len(page.State) + 128)
	b.Write(shell[:at])
	if notFound {
		b.WriteString(notFoundRoot)
	} else {
		b.WriteString(`<div id="root">`)
	}
	b.WriteString(page.HTML)
	b.WriteString(`</div><script type="application/json" id="page-data">`)
	b.WriteString(scriptJSON.Replace(string(page.State)))
	b.WriteString(`</script>`)
	b.Write(noscriptNote.ReplaceAll(shell[at+len(appRoot):], nil))
	return b.Bytes(), nil
}
