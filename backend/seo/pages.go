package seo

import (
	"cmp"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/content"
)

func (s Site) base(path, title, description, ogType string) PageMeta {
	return PageMeta{
		Status: http.StatusOK, Title: title, Description: description, Canonical: s.Origin + path,
		Type: ogType, Robots: "index, follow", SiteName: s.BrandName, Locale: "en_US", JSONLD: []map[string]any{},
	}
}

func (s Site) withImage(m PageMeta, image, alt string) PageMeta {
	if image != "" {
		m.Image = s.Abs(WithWidth(image, 1280))
		m.ImageAlt = alt
	}
	return m
}

// Home is the home page; heroImage is the slideshow's first photo and alt the text staff
// wrote for it ("": a description of the farm's fields).
func (s Site) Home(heroImage, alt string) PageMeta {
	m := s.base("/", s.BrandName+" | Sun-Grown Hudson Valley Cannabis",
		Excerpt(s.Tagline+". A licensed New York cultivator and wholesaler: browse our strains, read the farm blog and find partner dispensaries.", 155), "website")
	m = s.withImage(m, heroImage, cmp.Or(alt, "Rows of cannabis plants on "+s.BrandName))
	m.PreloadImage, m.PreloadSizes = heroImage, "(max-width: 767px) 88vw, 100vw"
	m.JSONLD = append(m.JSONLD, s.Organization(), s.WebSite())
	return m
}

// Static is one of the fixed pages, with the title and description of the page table
// (content/pages.json); ok is false for other paths.
func (s Site) Static(path string) (PageMeta, bool) {
	page, ok := content.PageAt(path)
	if !ok || !page.IsStatic() || page.Title == "" {
		return PageMeta{}, false
	}
	description := fmt.Sprintf(page.Description, s.BrandName)
	m := s.base(path, page.Title+" | "+s.BrandName, description, "website")
	m.JSONLD = append(m.JSONLD, s.Breadcrumbs(path))
	if path == "/legal" {
		m.JSONLD = append(m.JSONLD, s.Organization(), s.WebPageLD(path, page.Title, description), s.FAQPageLD())
	}
	return m, true
}

// Private is a page of the wholesale portal at path, whose page table entry is route
// (such as "/wholesale/orders/:id"): its title and description are the table's.
func (s Site) Private(route, path string) (PageMeta, bool) {
	page, ok := content.PageAt(route)
	if !ok || !page.Private || page.Title == "" {
		return PageMeta{}, false
	}
	return s.base(path, page.Title+" | "+s.BrandName, fmt.Sprintf(page.Description, s.BrandName), "website"), true
}

// Locations is the partner list (its page's answer) with a LocalBusiness entity per location.
func (s Site) Locations(locations []catalog.Location) PageMeta {
	m, _ := s.Static("/locations")
	for _, l := range locations {
		m.JSONLD = append(m.JSONLD, s.LocalBusinessLD(l))
	}
	return m
}

// ProductPage is a product's detail page, from the answer its render reads.
func (s Site) ProductPage(p catalog.ProductDetail, now time.Time) PageMeta {
	path := "/products/" + p.Slug
	title := searchText(p.MetaTitle, p.Name+" | "+s.BrandName)
	description := searchText(p.MetaDescription, Excerpt(p.Description, 155))
	m := s.base(path, title, description, "product")
	if len(p.Images) > 0 {
		m = s.withImage(m, p.Images[0], catalog.ImageAlt(p.ImageAlts, p.Images[0], p.Name))
		m.PreloadImage, m.PreloadSizes = p.Images[0], "(min-width: 1024px) 50vw, 100vw"
	}
	m.JSONLD = append(m.JSONLD, s.Breadcrumbs(path), s.ProductLD(p, now))
	return m
}

// BlogPostPage is a post's page, from the answer its render reads; its description is
// the first 160 characters unless staff wrote one.
func (s Site) BlogPostPage(p catalog.BlogPost) PageMeta {
	path := "/blog/" + p.Slug
	title := searchText(p.MetaTitle, p.Title+" | "+s.BrandName)
	m := s.base(path, title, searchText(p.MetaDescription, PostDescription(p.Content)), "article")
	if p.Image != nil {
		m = s.withImage(m, *p.Image, catalog.ImageAlt(p.ImageAlts, *p.Image, p.Title))
		if strings.HasPrefix(*p.Image, "/uploads/") {
			m.PreloadImage, m.PreloadSizes = *p.Image, "(min-width: 768px) 768px, 100vw"
		}
	}
	m.JSONLD = append(m.JSONLD, s.Breadcrumbs(path), s.BlogPostingLD(p))
	return m
}

// searchText is the search title or description staff wrote, or the page's own.
func searchText(override *string, own string) string {
	if override != nil {
		return *override
	}
	return own
}

// NotFound is any other path: HTTP 404, kept out of search engines. It names no URL,
// so one answer serves every unknown path.
func (s Site) NotFound() PageMeta {
	m := s.base("", "404 Page Not Found | "+s.BrandName, "The page you are looking for does not exist. Browse our products or head back to the home page.", "website")
	m.Status = http.StatusNotFound
	m.Robots = "noindex, follow"
	m.Canonical = ""
	return m
}
