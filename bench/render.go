package main

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/content"
)

// renderRow is one page's server render: the first answer (rendered then, from the
// database) and the answers after it (from the public cache).
type renderRow struct {
	name, path   string
	cold, cached time.Duration
	bytes        int // sent, brotli
}

// renderFigures are the server's page renders on the large catalogue.
type renderFigures struct {
	rows []renderRow
	// The server's resident memory before any page was rendered, after each page of
	// rows once (the engines made, the pages kept), and after every product's page too.
	beforeMB, afterPagesMB, afterAllMB, peakMB float64
	products                                   int
	allProducts                                time.Duration
}

// seededRecordPages are a record's page of each kind at one record the bench seeds, by
// the collection whose slug the page's route names.
var seededRecordPages = map[string]struct{ name, slug string }{
	catalog.ProductsCollection:  {"a product", "strain-42"},
	catalog.BlogPostsCollection: {"a blog post", "notes-from-the-field-7"},
	catalog.BatchesCollection:   {"a lot's certificate", "STRAIN-42-01"},
}

type renderPage struct{ name, path string }

// renderPages is the pages a visitor can open, one of each kind: every public page of the
// page table (content/pages.json; the wholesale portal's private pages are built for each
// request, never kept), a record's page at a seeded record, the products page at one
// category too, and an unknown address for the not-found page.
func renderPages() []renderPage {
	var pages []renderPage
	for _, p := range content.Pages {
		switch {
		case p.Private:
			continue
		case p.Path == "*":
			pages = append(pages, renderPage{"not found (404)", "/no-such-page"})
		case p.SlugOf != "":
			record, ok := seededRecordPages[p.SlugOf]
			if !ok {
				panic("bench: no seeded record for the page " + p.Path)
			}
			pages = append(pages, renderPage{record.name, strings.Replace(p.Path, ":slug", record.slug, 1)})
		default:
			pages = append(pages, renderPage{strings.ToLower(p.Name), p.Path})
		}
		if p.Path == "/products" {
			pages = append(pages, renderPage{"products, one category", "/products?category=flower"})
		}
	}
	return pages
}

// measureRenders times each page's first answer (its render) and its cached answers, on
// a server that has rendered nothing yet.
func measureRenders(base string, pid int) renderFigures {
	f := renderFigures{beforeMB: residentMB(pid, "VmRSS")}
	client := &http.Client{Timeout: 30 * time.Second}
	for _, p := range renderPages() {
		row := renderRow{name: p.name, path: p.path}
		row.cold, row.bytes = timedGet(client, base+p.path)
		var times []time.Duration
		for range 21 {
			d, _ := timedGet(client, base+p.path)
			times = append(times, d)
		}
		slices.Sort(times)
		row.cached = times[len(times)/2]
		f.rows = append(f.rows, row)
	}
	f.afterPagesMB = residentMB(pid, "VmRSS")
	return f
}

// renderAllProducts renders every product's page once, then reads the server's memory.
func (f *renderFigures) renderAllProducts(base string, pid, products int) {
	client := &http.Client{Timeout: 30 * time.Second}
	f.products = products
	started := time.Now()
	for i := 1; i <= products; i++ {
		timedGet(client, fmt.Sprintf("%s/products/strain-%d", base, i))
	}
	f.allProducts = time.Since(started)
	f.afterAllMB = residentMB(pid, "VmRSS")
	f.peakMB = residentMB(pid, "VmHWM")
}

// timedGet is how long a browser-like GET of url takes to its last byte, and its size.
func timedGet(client *http.Client, url string) (time.Duration, int) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	check(err)
	req.Header.Set("Accept-Encoding", "gzip, br")
	started := time.Now()
	res, err := client.Do(req)
	check(err)
	defer res.Body.Close()
	var n int
	buf := make([]byte, 32<<10)
	for {
		k, err := res.Body.Read(buf)
		n += k
		if err != nil {
			break
		}
	}
	return time.Since(started), n
}

func (f renderFigures) markdown() string {
	var b strings.Builder
	b.WriteString("\nPages rendered on the server (React in QuickJS, backend/ssr), on the same catalogue: the first answer renders the page (as after a start or a content change; measured before the reads above), the ones after come from the public cache (median of 21):\n\n")
	b.WriteString("| page | path | first answer (render) | cached answer | sent (br) |\n|---|---|---:|---:|---:|\n")
	for _, r := range f.rows {
		fmt.Fprintf(&b, "| %s | `%s` | %s | %s | %.1f KB |\n", r.name, r.path, ms(r.cold), ms(r.cached), float64(r.bytes)/1024)
	}
	fmt.Fprintf(&b, "\nServer memory (RSS): %.0f MB before any render, %.0f MB after the pages above (the engine pool and the kept pages), %.0f MB after all %d product pages were rendered once (in %s), peak %.0f MB.\n",
		f.beforeMB, f.afterPagesMB, f.afterAllMB, f.products, f.allProducts.Round(100*time.Millisecond), f.peakMB)
	return b.String()
}
