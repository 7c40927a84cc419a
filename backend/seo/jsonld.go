package seo

import (
	"cmp"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/content"
)

// Site is the business as the metadata and structured data describe it: its settings
// (catalog's typed site settings) on the site's origin.
type Site struct {
	catalog.SiteSettings
	Origin string
	Logo   string // absolute URL of a square PNG, or ""
}

// organizationAuthors are the bylines that name the business rather than a person: the
// default blog author, the site's and the catalogue's (the brand name is always one).
func (s Site) organizationAuthors() []string {
	return []string{cmp.Or(s.DefaultBlogAuthor, catalog.DefaultBlogAuthor), catalog.DefaultBlogAuthor}
}

// LogoSize is the width and height of the site's logo in pixels.
const LogoSize = 512

func (s Site) logoLD() map[string]any {
	return map[string]any{"@type": "ImageObject", "url": s.Logo, "width": LogoSize, "height": LogoSize}
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
		"name": s.BrandName, "url": s.Origin + "/", "description": s.Tagline,
		"address":    s.postalAddress(s.Address, s.City, s.State, s.Zip),
		"areaServed": []string{"Hudson Valley, NY", "Capital District, NY", "New York City metro area, NY"},
	}
	if s.ContactEmail != "" {
		org["email"] = s.ContactEmail
	}
	if s.ContactPhone != "" {
		org["telephone"] = s.ContactPhone
	}
	if s.Logo != "" {
		org["logo"] = s.logoLD()
	}
	if s.LegalName != "" {
		org["legalName"] = s.LegalName
	}
	if credentials := s.licenseCredentials(); len(credentials) > 0 {
		org["hasCredential"] = credentials
	}
	return org
}

// ocm is the regulator that issues the licensee's licenses.
var ocm = map[string]any{"@type": "GovernmentOrganization", "name": "New York State Office of Cannabis Management", "url": "https://cannabis.ny.gov/"}

// licenseCredentials are the licensee's OCM licenses as schema.org credentials
// (hasCredential), each identified by its number.
func (s Site) licenseCredentials() []map[string]any {
	out := make([]map[string]any, 0, len(s.LicenseNumbers))
	for _, number := range s.LicenseNumbers {
		out = append(out, map[string]any{
			"@type": "EducationalOccupationalCredential", "credentialCategory": "license",
			"name": "New York State adult-use cannabis license " + number, "identifier": number, "recognizedBy": ocm,
		})
	}
	return out
}

// WebSite describes the site itself.
func (s Site) WebSite() map[string]any {
	return map[string]any{
		"@context": schemaContext, "@type": "WebSite", "@id": s.Origin + "/#website",
		"name": s.BrandName, "url": s.Origin + "/", "publisher": map[string]any{"@id": s.Origin + "/#organization"},
	}
}

// BreadcrumbLabel is the spec's breadcrumb label of a path segment, exactly as the
// storefront shows it (packages/domain crumbLabel, rule_cases.json): the segment
// URL-decoded, split into words at hyphens, underscores and spaces, each word
// capitalised; "FAQ" for faq. A segment in a lot number's form (capitals, digits and
// single hyphens: HVSF-26-HH01) is a code, shown as written.
func BreadcrumbLabel(segment string) string {
	text, err := url.PathUnescape(segment)
	if err != nil {
		text = segment
	}
	if strings.EqualFold(text, "faq") {
		return "FAQ"
	}
	if catalog.IsValidLot(text) {
		return text
	}
	words := strings.FieldsFunc(text, func(r rune) bool { return r == '-' || r == '_' || unicode.IsSpace(r) })
	for i, w := range words {
		first, size := utf8.DecodeRuneInString(w)
		words[i] = string(unicode.ToUpper(first)) + w[size:]
	}
	return strings.Join(words, " ")
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

// offer is one way to buy a product: the product itself or one of its sizes, at the
// price the API answers ("45.00").
type offer struct {
	name, price string
	inStock     bool
}

// productOffers are a product's offers: one per size (variant), else the product's own.
func productOffers(p catalog.ProductDetail) []offer {
	if len(p.Variants) == 0 {
		return []offer{{name: p.Name, price: p.Price, inStock: p.InStock}}
	}
	offers := make([]offer, len(p.Variants))
	for i, v := range p.Variants {
		offers[i] = offer{name: p.Name + " " + v.Name, price: v.Price, inStock: v.InStock && p.InStock}
	}
	return offers
}

// productProperties are the product's known percentages (THC, CBD, terpenes) as
// PropertyValues, named by the schema's labels; an unknown one is left out, not given as 0.
func productProperties(p catalog.Product) []map[string]any {
	var props []map[string]any
	for _, v := range []struct {
		field string
		value *float64
	}{{"thc", p.THC}, {"cbd", p.CBD}, {"terps", p.Terps}} {
		if v.value != nil {
			props = append(props, map[string]any{
				"@type": "PropertyValue", "name": catalog.PercentageLabel(v.field), "value": *v.value, "unitText": "%",
				"unitCode": "P1", // UN/CEFACT: percent
			})
		}
	}
	return props
}

func days(min, max int) map[string]any {
	return map[string]any{"@type": "QuantitativeValue", "minValue": min, "maxValue": max, "unitCode": "DAY"}
}

// ProductLD is the Product entity: its real properties (brand, category, images,
// THC/CBD/terpenes as additionalProperty), ratings only from approved reviews, and,
// for merchandise visitors can order only, one Offer per size (in USD, with the site's
// shipping and return terms and a price-valid date in the future). The farm sells
// cannabis only to licensed businesses, so cannabis products carry no offer. p is the
// product page's answer, the one its render reads.
func (s Site) ProductLD(p catalog.ProductDetail, now time.Time) map[string]any {
	url := s.Origin + "/products/" + p.Slug
	images := make([]map[string]any, len(p.Images))
	for i, img := range p.Images {
		images[i] = s.imageLD(img, catalog.ImageAlt(p.ImageAlts, img, p.Name))
	}
	ld := map[string]any{
		"@context": schemaContext, "@type": "Product", "@id": url + "#product",
		"name": p.Name, "description": Excerpt(p.Description, 5000), "image": images, "sku": p.Slug,
		"category": p.Category, "url": url,
		"brand": map[string]any{"@type": "Brand", "name": s.BrandName},
	}
	if props := productProperties(p.Product); len(props) > 0 {
		ld["additionalProperty"] = props
	}
	if p.Category == catalog.OrderableCategory {
		ld["offers"] = s.offers(url, productOffers(p), now)
	}
	if len(p.Reviews) > 0 {
		var sum float64
		reviews := make([]map[string]any, len(p.Reviews))
		for i, r := range p.Reviews {
			sum += r.Rating
			reviews[i] = map[string]any{
				"@type": "Review", "author": s.authorLD(r.Author), "reviewBody": r.Comment,
				"datePublished": dateOnly(r.CreatedAt),
				"reviewRating":  map[string]any{"@type": "Rating", "ratingValue": r.Rating, "bestRating": 5, "worstRating": 1},
			}
		}
		ld["review"] = reviews
		ld["aggregateRating"] = map[string]any{
			"@type": "AggregateRating", "ratingValue": strconv.FormatFloat(sum/float64(len(p.Reviews)), 'f', 1, 64),
			"reviewCount": len(p.Reviews), "bestRating": 5, "worstRating": 1,
		}
	}
	return ld
}

// dateOnly keeps the yyyy-MM-dd of an ISO 8601 time ("" when there is none).
func dateOnly(datetime string) string {
	if len(datetime) >= 10 {
		return datetime[:10]
	}
	return ""
}

func (s Site) offers(url string, offers []offer, now time.Time) []map[string]any {
	validUntil := now.AddDate(0, max(s.PriceValidMonths, 1), 0).Format("2006-01-02")
	out := make([]map[string]any, len(offers))
	for i, o := range offers {
		availability := "https://schema.org/OutOfStock"
		if o.inStock {
			availability = "https://schema.org/InStock"
		}
		out[i] = map[string]any{
			"@type": "Offer", "name": o.name, "url": url, "priceCurrency": "USD", "price": o.price,
			"priceValidUntil": validUntil, "availability": availability, "itemCondition": "https://schema.org/NewCondition",
			"seller": map[string]any{"@type": "Organization", "name": s.BrandName},
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
	return out
}

// authorLD is who wrote a post or a review: the business (an Organization) when the
// byline is its name or its default byline, otherwise a Person. "Maya Okafor, Head
// Grower" is the person Maya Okafor with that job title.
func (s Site) authorLD(byline string) map[string]any {
	byline = strings.TrimSpace(byline)
	if byline == "" || strings.EqualFold(byline, s.BrandName) {
		return s.organizationRef()
	}
	for _, org := range s.organizationAuthors() {
		if strings.EqualFold(byline, strings.TrimSpace(org)) {
			return map[string]any{"@type": "Organization", "name": byline, "url": s.Origin + "/about"}
		}
	}
	person := map[string]any{"@type": "Person", "name": byline}
	if name, title, ok := strings.Cut(byline, ","); ok && strings.TrimSpace(name) != "" && strings.TrimSpace(title) != "" {
		person["name"], person["jobTitle"] = strings.TrimSpace(name), strings.TrimSpace(title)
	}
	return person
}

// organizationRef names the business, with its logo, where an entity needs it whole.
func (s Site) organizationRef() map[string]any {
	org := map[string]any{"@type": "Organization", "@id": s.Origin + "/#organization", "name": s.BrandName, "url": s.Origin + "/"}
	if s.Logo != "" {
		org["logo"] = s.logoLD()
	}
	return org
}

// BlogPostingLD is the BlogPosting entity of a post (its page's answer).
func (s Site) BlogPostingLD(p catalog.BlogPost) map[string]any {
	url := s.Origin + "/blog/" + p.Slug
	ld := map[string]any{
		"@context": schemaContext, "@type": "BlogPosting", "@id": url + "#post",
		"headline": p.Title, "description": PostDescription(p.Content), "url": url, "mainEntityOfPage": url,
		"author":    s.authorLD(p.Author),
		"publisher": s.organizationRef(),
	}
	if p.PublishedAt != nil {
		ld["datePublished"] = *p.PublishedAt
	}
	if updated := dateOnly(p.UpdatedAt); updated != "" {
		ld["dateModified"] = updated
	}
	if p.Image != nil {
		ld["image"] = s.imageLD(*p.Image, catalog.ImageAlt(p.ImageAlts, *p.Image, p.Title))
	}
	return ld
}

// imageLD is an image as an ImageObject (Google takes an ImageObject or a URL for a
// Product's or an Article's image) carrying its alt text as its caption. It gives url, not
// contentUrl: Google reads an ImageObject with contentUrl as image license metadata,
// which asks for a creator or a license this site does not state.
func (s Site) imageLD(image, alt string) map[string]any {
	ld := map[string]any{"@type": "ImageObject", "url": s.Abs(image)}
	if alt != "" {
		ld["caption"] = alt
	}
	return ld
}

// LocalBusinessLD describes a partner dispensary (no ratings: none are real for it).
func (s Site) LocalBusinessLD(l catalog.Location) map[string]any {
	ld := map[string]any{
		"@context": schemaContext, "@type": "LocalBusiness", "name": l.Name, "description": l.Description,
		"address": s.postalAddress(l.Address, l.City, l.State, l.Zip),
	}
	if l.Phone != "" {
		ld["telephone"] = l.Phone
	}
	if l.WebsiteURL != nil {
		ld["url"] = *l.WebsiteURL
	}
	if l.MapURL != "" {
		ld["hasMap"] = l.MapURL
	}
	if l.Latitude != nil && l.Longitude != nil {
		ld["geo"] = map[string]any{"@type": "GeoCoordinates", "latitude": *l.Latitude, "longitude": *l.Longitude}
	}
	if l.Image != nil {
		ld["image"] = s.Abs(*l.Image)
	}
	if hours := OpeningHours(l.Hours); len(hours) > 0 {
		ld["openingHoursSpecification"] = hours
	}
	return ld
}

// LicensesPlaceholder in a legal FAQ answer stands for the site's list of licenses
// (the storefront's LegalPage fills it in the same way).
const LicensesPlaceholder = "{licenses}"

// FAQPageLD is the FAQPage entity of the legal page.
func (s Site) FAQPageLD() map[string]any {
	entities := make([]map[string]any, len(content.LegalFAQ))
	for i, q := range content.LegalFAQ {
		answer := strings.ReplaceAll(q.Answer, LicensesPlaceholder, strings.Join(s.Licenses, ", "))
		entities[i] = map[string]any{"@type": "Question", "name": q.Question, "acceptedAnswer": map[string]any{"@type": "Answer", "text": answer}}
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
