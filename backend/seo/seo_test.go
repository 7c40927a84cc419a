package seo

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

func TestScriptSafeJSON(t *testing.T) {
	got := string(ScriptSafeJSON(map[string]any{"name": "</script><script>alert(1)</script> & \u2028\u2029"}))
	for _, bad := range []string{"<", ">", "&", "\u2028", "\u2029"} {
		if strings.Contains(got, bad) {
			t.Errorf("%q left in %s", bad, got)
		}
	}
	if !strings.Contains(got, `\u003c/script\u003e`) || !strings.Contains(got, `\u2028`) {
		t.Errorf("unexpected encoding: %s", got)
	}
}

func TestExcerptAndFirstChars(t *testing.T) {
	text := "Our flagship cultivar and the plant that put the farm on the map.   It grows tall."
	if got := Excerpt(text, 40); got != "Our flagship cultivar and the plant…" {
		t.Errorf("Excerpt = %q", got)
	}
	if got := Excerpt("short", 40); got != "short" {
		t.Errorf("Excerpt(short) = %q", got)
	}
	if got := FirstChars("a\n\nb  c", 160); got != "a b c" {
		t.Errorf("FirstChars folds whitespace: %q", got)
	}
	if got := FirstChars(strings.Repeat("x", 200), 160); len(got) != 160 {
		t.Errorf("FirstChars length %d", len(got))
	}
}

func TestOpeningHours(t *testing.T) {
	got := OpeningHours("Monday: 10:00 AM - 8:00 PM\nTuesday: Closed\nsaturday: 9 am – 11:30 pm\nnonsense")
	if len(got) != 2 {
		t.Fatalf("got %d entries: %v", len(got), got)
	}
	if got[0]["dayOfWeek"] != "https://schema.org/Monday" || got[0]["opens"] != "10:00" || got[0]["closes"] != "20:00" {
		t.Errorf("monday: %v", got[0])
	}
	if got[1]["dayOfWeek"] != "https://schema.org/Saturday" || got[1]["opens"] != "09:00" || got[1]["closes"] != "23:30" {
		t.Errorf("saturday: %v", got[1])
	}
}

func TestBreadcrumbs(t *testing.T) {
	s := Site{Origin: "https://farm.example"}
	items := s.Breadcrumbs("/products/headhunter/")["itemListElement"].([]map[string]any)
	if len(items) != 3 || items[0]["name"] != "Home" || items[1]["name"] != "Products" || items[2]["name"] != "Headhunter" || items[2]["item"] != "https://farm.example/products/headhunter" {
		t.Errorf("breadcrumbs: %v", items)
	}
}

// The labels are the storefront's visible ones: both test the cases of one file, which
// packages/domain's Vitest reads too.
func TestBreadcrumbLabelsAreTheVisibleOnes(t *testing.T) {
	raw, err := os.ReadFile("../catalog/testdata/rule_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases struct {
		Labels []struct{ Segment, Label string } `json:"breadcrumbLabels"`
	}
	if err := json.Unmarshal(raw, &cases); err != nil || len(cases.Labels) == 0 {
		t.Fatalf("cases: %v", err)
	}
	for _, c := range cases.Labels {
		if got := BreadcrumbLabel(c.Segment); got != c.Label {
			t.Errorf("BreadcrumbLabel(%q) = %q, want %q", c.Segment, got, c.Label)
		}
	}
}

// siteNamed is a site of that brand name on https://farm.example.
func siteNamed(name string) Site {
	return Site{SiteSettings: catalog.SiteSettings{Site: catalog.Site{BrandName: name}}, Origin: "https://farm.example"}
}

func testSite() Site {
	settings := catalog.SiteSettings{Site: catalog.Site{BrandName: "Farm"}, PriceValidMonths: 12, ReturnDays: 30, DefaultBlogAuthor: "Farm Team"}
	return Site{SiteSettings: settings, Origin: "https://farm.example", Logo: "https://farm.example/images/logo.png"}
}

func TestMerchandiseHasOffersWithShippingAndReturns(t *testing.T) {
	s := testSite()
	now := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	tee := catalog.ProductDetail{ProductWithVariants: catalog.ProductWithVariants{Product: catalog.Product{Name: "Tee", Slug: "tee", Category: "Swag", Images: []string{"/uploads/tee.jpg"}, Price: "28.00", InStock: true}}}
	ld := s.ProductLD(tee, now)
	offers, _ := ld["offers"].([]map[string]any)
	if len(offers) != 1 {
		t.Fatalf("offers: %v", ld["offers"])
	}
	offer := offers[0]
	if offer["priceValidUntil"] != "2027-11-22" || offer["price"] != "28.00" || offer["priceCurrency"] != "USD" || offer["availability"] != "https://schema.org/InStock" {
		t.Errorf("offer: %v", offer)
	}
	if offer["shippingDetails"] == nil || offer["hasMerchantReturnPolicy"] == nil {
		t.Errorf("the offer has no shipping or return terms: %v", offer)
	}
	if image := ld["image"].([]map[string]any)[0]; image["url"] != "https://farm.example/uploads/tee.jpg" || image["caption"] != "Tee" {
		t.Errorf("image: %v", ld["image"])
	}
}

// Issue 29: an image's alt text describes it in the page's metadata and its structured
// data (an ImageObject's caption); an image staff did not describe is described by the name.
func TestImagesCarryTheirAltText(t *testing.T) {
	s := testSite()
	product := catalog.ProductDetail{ProductWithVariants: catalog.ProductWithVariants{Product: catalog.Product{
		Name: "Headhunter", Slug: "headhunter", Category: "Flower", Images: []string{"/uploads/jar.jpg", "/uploads/bud.jpg"},
		ImageAlts: map[string]string{"/uploads/jar.jpg": "A glass jar of Headhunter buds"},
	}}}
	page := s.ProductPage(product, time.Now())
	if page.ImageAlt != "A glass jar of Headhunter buds" {
		t.Errorf("og:image:alt: %q", page.ImageAlt)
	}
	images := s.ProductLD(product, time.Now())["image"].([]map[string]any)
	want := []map[string]any{
		{"@type": "ImageObject", "url": "https://farm.example/uploads/jar.jpg", "caption": "A glass jar of Headhunter buds"},
		{"@type": "ImageObject", "url": "https://farm.example/uploads/bud.jpg", "caption": "Headhunter"},
	}
	if !reflect.DeepEqual(images, want) {
		t.Errorf("images: %v", images)
	}
	image := "/uploads/field.jpg"
	post := s.BlogPostingLD(catalog.BlogPost{Title: "Harvest", Slug: "harvest", Image: &image, ImageAlts: map[string]string{image: "The field at dawn"}})
	if image := post["image"].(map[string]any); image["caption"] != "The field at dawn" || image["url"] != "https://farm.example/uploads/field.jpg" {
		t.Errorf("post image: %v", image)
	}
}

func TestCannabisProductsAreDescribedButNotOffered(t *testing.T) {
	s := testSite()
	thc, cbd := 27.4, 0.08
	flower := catalog.ProductDetail{ProductWithVariants: catalog.ProductWithVariants{
		Product: catalog.Product{
			Name: "Headhunter", Slug: "headhunter", Category: "Flower", Description: "Gassy.", Images: []string{"/uploads/hh.jpg"},
			THC: &thc, CBD: &cbd, InStock: true,
		},
		Variants: []catalog.Variant{{Name: "Eighth", Price: "45.00", InStock: true}},
	}}
	ld := s.ProductLD(flower, time.Now())
	raw, _ := json.Marshal(ld)
	for _, claim := range []string{"offers", "Offer", "shippingDetails", "hasMerchantReturnPolicy", "price"} {
		if strings.Contains(string(raw), claim) {
			t.Errorf("a cannabis product claims %s: %s", claim, raw)
		}
	}
	if ld["@type"] != "Product" || ld["category"] != "Flower" || ld["description"] != "Gassy." || ld["brand"].(map[string]any)["name"] != "Farm" {
		t.Errorf("product: %v", ld)
	}
	props := ld["additionalProperty"].([]map[string]any)
	if len(props) != 2 || props[0]["name"] != "THC" || props[0]["value"] != 27.4 || props[0]["unitText"] != "%" || props[1]["name"] != "CBD" {
		t.Errorf("additionalProperty: %v", props)
	}
}

func TestRatingsOnlyFromTheReviewsGiven(t *testing.T) {
	s := testSite()
	p := catalog.ProductDetail{ProductWithVariants: catalog.ProductWithVariants{Product: catalog.Product{Name: "Tee", Slug: "tee", Category: "Swag", Price: "28.00"}}}
	ld := s.ProductLD(p, time.Now())
	if _, rated := ld["aggregateRating"]; rated {
		t.Error("a product without reviews has a rating")
	}
	if _, reviewed := ld["review"]; reviewed {
		t.Error("a product without reviews has reviews")
	}
	p.Reviews = []catalog.Review{{Author: "Rondout Wellness (buyer)", Rating: 4}, {Author: "Ann Lee", Rating: 5}}
	ld = s.ProductLD(p, time.Now())
	rating := ld["aggregateRating"].(map[string]any)
	if rating["ratingValue"] != "4.5" || rating["reviewCount"] != 2 || rating["worstRating"] != 1 {
		t.Errorf("rating: %v", rating)
	}
	if reviews := ld["review"].([]map[string]any); len(reviews) != 2 || reviews[1]["author"].(map[string]any)["name"] != "Ann Lee" {
		t.Errorf("reviews: %v", reviews)
	}
}

func TestBlogPostingAuthorAndPublisher(t *testing.T) {
	s := testSite()
	for byline, want := range map[string]map[string]any{
		"Maya Okafor, Head Grower": {"@type": "Person", "name": "Maya Okafor", "jobTitle": "Head Grower"},
		"Luis Romero":              {"@type": "Person", "name": "Luis Romero"},
		"Farm Team":                {"@type": "Organization", "name": "Farm Team"},
		"farm team":                {"@type": "Organization", "name": "farm team"},
		"Farm":                     {"@type": "Organization", "name": "Farm"},
		"":                         {"@type": "Organization", "name": "Farm"},
	} {
		author := s.BlogPostingLD(catalog.BlogPost{Title: "T", Slug: "t", Author: byline})["author"].(map[string]any)
		for k, v := range want {
			if author[k] != v {
				t.Errorf("author of %q: %v, want %s=%v", byline, author, k, v)
			}
		}
		if want["@type"] == "Organization" && author["jobTitle"] != nil {
			t.Errorf("an organization with a job title: %v", author)
		}
	}
	publisher := s.BlogPostingLD(catalog.BlogPost{Title: "T", Slug: "t"})["publisher"].(map[string]any)
	logo, _ := publisher["logo"].(map[string]any)
	if publisher["@type"] != "Organization" || publisher["name"] != "Farm" || logo["@type"] != "ImageObject" || logo["url"] != "https://farm.example/images/logo.png" {
		t.Errorf("publisher: %v", publisher)
	}
}

func TestTheLegalFAQNamesTheSitesLicenses(t *testing.T) {
	s := testSite()
	s.Licenses = []string{"Cultivator license", "Wholesale permit"}
	raw, _ := json.Marshal(s.FAQPageLD())
	if !strings.Contains(string(raw), "Cultivator license, Wholesale permit") || strings.Contains(string(raw), LicensesPlaceholder) {
		t.Errorf("FAQ: %s", raw)
	}
}

func TestHeadHTML(t *testing.T) {
	s := siteNamed("Farm & Co")
	bad := catalog.Product{Name: `Bad "</title>`, Slug: "bad", Description: "d", Images: []string{"/uploads/a.jpg?rotate=90"}}
	html := s.ProductPage(catalog.ProductDetail{ProductWithVariants: catalog.ProductWithVariants{Product: bad}}, time.Now()).HeadHTML()
	for _, want := range []string{
		`<meta data-page-meta name="twitter:image:alt" content="Bad &#34;&lt;/title&gt;">`,
		`<meta data-page-meta property="og:image:alt" content="Bad &#34;&lt;/title&gt;">`,
		`<meta data-page-meta property="og:locale" content="en_US">`,
		`<title data-page-meta>Bad &#34;&lt;/title&gt; | Farm &amp; Co</title>`,
		`property="og:image" content="https://farm.example/uploads/a.jpg?rotate=90&amp;w=1280"`,
		`<link data-page-meta rel="canonical" href="https://farm.example/products/bad">`,
		`imagesrcset="/uploads/a.jpg?rotate=90&amp;w=160 160w`,
		`<script data-page-meta type="application/ld+json">{"@context"`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("head lacks %s\n%s", want, html)
		}
	}
	if strings.Index(html, "og:title") > strings.Index(html, "ld+json") {
		t.Error("Open Graph tags come after the JSON-LD")
	}
}

// A product's search title and description replace the page's own when set (issue 29).
func TestProductPageUsesTheSearchOverrides(t *testing.T) {
	s := siteNamed("Farm")
	p := catalog.ProductDetail{ProductWithVariants: catalog.ProductWithVariants{Product: catalog.Product{Name: "Headhunter", Slug: "headhunter", Description: "A heavy hitter."}}}
	if m := s.ProductPage(p, time.Now()); m.Title != "Headhunter | Farm" || m.Description != "A heavy hitter." {
		t.Errorf("without overrides: %q, %q", m.Title, m.Description)
	}
	title, description := "Headhunter OG flower, sun-grown", "Sun-grown Headhunter from the Hudson Valley."
	p.MetaTitle, p.MetaDescription = &title, &description
	html := s.ProductPage(p, time.Now()).HeadHTML()
	for _, want := range []string{
		`<title data-page-meta>Headhunter OG flower, sun-grown</title>`,
		`<meta data-page-meta name="description" content="Sun-grown Headhunter from the Hudson Valley.">`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("head lacks %s", want)
		}
	}
}
