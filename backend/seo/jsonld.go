package seo

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	farmsite "github.com/hudsonvalley/farmsite"
)

// Site is what the structured data says about the business (from site settings).
type Site struct {
	Name, Tagline, Origin, Email, Phone, Address, City, State, Zip string
	Logo                                                           string // absolute URL, or ""
	PriceValidMonths, HandlingDaysMin, HandlingDaysMax             int
	TransitDaysMin, TransitDaysMax, ReturnDays                     int
}

// Abs makes a site path absolute; outside URLs pass unchanged.
func (s Site) Abs(path string) string {
	if path == "" || strings.HasPrefix(path, "http://") || strings.HasPrefix(path, "https://") {
		return path
	}
	return s.Origin + path
}

const schemaContext = "https://schema.org"

func (s Site) postalAddress(street, city, region, zip string) map[string]any {
	return map[string]any{"@type": "PostalAddress", "streetAddress": street, "addressLocality": city, "addressRegion": region, "postalCode": zip, "addressCountry": "US"}
}

// Organization describes the farm. It carries no ratings: none are real for it.
func (s Site) Organization() map[string]any {
	org := map[string]any{
		"@context": schemaContext, "@type": "Organization", "@id": s.Origin + "/#organization",
		"name": s.Name, "url": s.Origin + "/", "description": s.Tagline,
		"address":    s.postalAddress(s.Address, s.City, s.State, s.Zip),
		"areaServed": []string{"Hudson Valley, NY", "Capital District, NY", "New York City metro area, NY"},
	}
	if s.Email != "" {
		org["email"] = s.Email
	}
	if s.Phone != "" {
		org["telephone"] = s.Phone
	}
	if s.Logo != "" {
		org["logo"] = s.Logo
	}
	return org
}

// WebSite describes the site itself.
func (s Site) WebSite() map[string]any {
	return map[string]any{
		"@context": schemaContext, "@type": "WebSite", "@id": s.Origin + "/#website",
		"name": s.Name, "url": s.Origin + "/", "publisher": map[string]any{"@id": s.Origin + "/#organization"},
	}
}

// BreadcrumbLabel is the spec's breadcrumb label of a path segment: capitalised, and
// "FAQ" for faq.
func BreadcrumbLabel(segment string) string {
	if strings.EqualFold(segment, "faq") {
		return "FAQ"
	}
	if segment == "" {
		return ""
	}
	return strings.ToUpper(segment[:1]) + segment[1:]
}

// Breadcrumbs is the BreadcrumbList of a path: Home, then one entry per segment.
func (s Site) Breadcrumbs(path string) map[string]any {
	items := []map[string]any{{"@type": "ListItem", "position": 1, "name": "Home", "item": s.Origin + "/"}}
	prefix := ""
	for _, segment := range strings.Split(strings.Trim(path, "/"), "/") {
		if segment == "" {
			continue
		}
		prefix += "/" + segment
		items = append(items, map[string]any{"@type": "ListItem", "position": len(items) + 1, "name": BreadcrumbLabel(segment), "item": s.Origin + prefix})
	}
	return map[string]any{"@context": schemaContext, "@type": "BreadcrumbList", "itemListElement": items}
}

// Review is a real review record of a product.
type Review struct {
	Author, Comment string
	Rating          float64
	Date            string // yyyy-MM-dd
}

// Offer is one way to buy a product: the product itself or one of its variants.
type Offer struct {
	Name    string
	Price   float64
	InStock bool
}

// Product is what a product page shows.
type Product struct {
	Name, Slug, Description, Category string
	Images                            []string
	Offers                            []Offer
	Reviews                           []Review
}

func price(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }

func days(min, max int) map[string]any {
	return map[string]any{"@type": "QuantitativeValue", "minValue": min, "maxValue": max, "unitCode": "DAY"}
}

// ProductLD is the Product entity with one Offer per variant (in USD, with the site's
// shipping and return terms and a price-valid date in the future), and ratings only
// from real reviews.
func (s Site) ProductLD(p Product, now time.Time) map[string]any {
	url := s.Origin + "/products/" + p.Slug
	images := make([]string, len(p.Images))
	for i, img := range p.Images {
		images[i] = s.Abs(img)
	}
	validUntil := now.AddDate(0, max(s.PriceValidMonths, 1), 0).Format("2006-01-02")
	offers := make([]map[string]any, len(p.Offers))
	for i, o := range p.Offers {
		availability := "https://schema.org/OutOfStock"
		if o.InStock {
			availability = "https://schema.org/InStock"
		}
		offers[i] = map[string]any{
			"@type": "Offer", "name": o.Name, "url": url, "priceCurrency": "USD", "price": price(o.Price),
			"priceValidUntil": validUntil, "availability": availability, "itemCondition": "https://schema.org/NewCondition",
			"seller": map[string]any{"@type": "Organization", "name": s.Name},
			"shippingDetails": map[string]any{
				"@type":               "OfferShippingDetails",
				"shippingRate":        map[string]any{"@type": "MonetaryAmount", "value": "0.00", "currency": "USD"},
				"shippingDestination": map[string]any{"@type": "DefinedRegion", "addressCountry": "US", "addressRegion": "NY"},
				"deliveryTime": map[string]any{
					"@type":        "ShippingDeliveryTime",
					"handlingTime": days(s.HandlingDaysMin, s.HandlingDaysMax),
					"transitTime":  days(s.TransitDaysMin, s.TransitDaysMax),
				},
			},
			"hasMerchantReturnPolicy": map[string]any{
				"@type": "MerchantReturnPolicy", "applicableCountry": "US",
				"returnPolicyCategory": "https://schema.org/MerchantReturnFiniteReturnWindow",
				"merchantReturnDays":   s.ReturnDays, "returnMethod": "https://schema.org/ReturnByMail",
				"returnFees": "https://schema.org/FreeReturn",
			},
		}
	}
	ld := map[string]any{
		"@context": schemaContext, "@type": "Product", "@id": url + "#product",
		"name": p.Name, "description": Excerpt(p.Description, 5000), "image": images, "sku": p.Slug,
		"category": p.Category, "url": url,
		"brand":  map[string]any{"@type": "Brand", "name": s.Name},
		"offers": offers,
	}
	if len(p.Reviews) > 0 {
		var sum float64
		reviews := make([]map[string]any, len(p.Reviews))
		for i, r := range p.Reviews {
			sum += r.Rating
			reviews[i] = map[string]any{
				"@type": "Review", "author": map[string]any{"@type": "Person", "name": r.Author}, "reviewBody": r.Comment,
				"datePublished": r.Date,
				"reviewRating":  map[string]any{"@type": "Rating", "ratingValue": r.Rating, "bestRating": 5, "worstRating": 0},
			}
		}
		ld["review"] = reviews
		ld["aggregateRating"] = map[string]any{
			"@type": "AggregateRating", "ratingValue": strconv.FormatFloat(sum/float64(len(p.Reviews)), 'f', 1, 64),
			"reviewCount": len(p.Reviews), "bestRating": 5, "worstRating": 0,
		}
	}
	return ld
}

// Post is what a blog post page shows.
type Post struct {
	Title, Slug, Content, Author, Image, PublishedAt, UpdatedAt string
}

// BlogPostingLD is the BlogPosting entity of a post.
func (s Site) BlogPostingLD(p Post) map[string]any {
	url := s.Origin + "/blog/" + p.Slug
	ld := map[string]any{
		"@context": schemaContext, "@type": "BlogPosting", "@id": url + "#post",
		"headline": p.Title, "description": FirstChars(p.Content, 160), "url": url, "mainEntityOfPage": url,
		"author":    map[string]any{"@type": "Person", "name": p.Author},
		"publisher": map[string]any{"@type": "Organization", "name": s.Name, "@id": s.Origin + "/#organization"},
	}
	if p.PublishedAt != "" {
		ld["datePublished"] = p.PublishedAt
	}
	if p.UpdatedAt != "" {
		ld["dateModified"] = p.UpdatedAt
	}
	if p.Image != "" {
		ld["image"] = s.Abs(p.Image)
	}
	return ld
}

// Location is a partner dispensary.
type Location struct {
	Name, Description, Address, City, State, Zip, Phone, Hours, MapURL, WebsiteURL, Image string
}

// LocalBusinessLD describes a partner dispensary (no ratings: none are real for it).
func (s Site) LocalBusinessLD(l Location) map[string]any {
	ld := map[string]any{
		"@context": schemaContext, "@type": "LocalBusiness", "name": l.Name, "description": l.Description,
		"address": s.postalAddress(l.Address, l.City, l.State, l.Zip),
	}
	if l.Phone != "" {
		ld["telephone"] = l.Phone
	}
	if l.WebsiteURL != "" {
		ld["url"] = l.WebsiteURL
	}
	if l.MapURL != "" {
		ld["hasMap"] = l.MapURL
	}
	if l.Image != "" {
		ld["image"] = s.Abs(l.Image)
	}
	if hours := OpeningHours(l.Hours); len(hours) > 0 {
		ld["openingHoursSpecification"] = hours
	}
	return ld
}

// Question is one entry of the legal page's FAQ.
type Question struct {
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// LegalFAQ is the legal page's questions (spec section 1), from the storefront's own
// content file, so the page and its structured data say the same.
var LegalFAQ = func() []Question {
	var faq []Question
	if err := json.Unmarshal(farmsite.LegalFAQ(), &faq); err != nil || len(faq) == 0 {
		panic("storefront/src/content/legal-faq.json: " + fmt.Sprint(err))
	}
	return faq
}()

// FAQPageLD is the FAQPage entity of the legal page.
func (s Site) FAQPageLD() map[string]any {
	entities := make([]map[string]any, len(LegalFAQ))
	for i, q := range LegalFAQ {
		entities[i] = map[string]any{"@type": "Question", "name": q.Question, "acceptedAnswer": map[string]any{"@type": "Answer", "text": q.Answer}}
	}
	return map[string]any{"@context": schemaContext, "@type": "FAQPage", "mainEntity": entities}
}

// WebPageLD is a plain WebPage entity.
func (s Site) WebPageLD(path, name, description string) map[string]any {
	return map[string]any{
		"@context": schemaContext, "@type": "WebPage", "@id": s.Origin + path + "#webpage", "url": s.Origin + path,
		"name": name, "description": description, "isPartOf": map[string]any{"@id": s.Origin + "/#website"},
		"publisher": map[string]any{"@id": s.Origin + "/#organization"},
	}
}
