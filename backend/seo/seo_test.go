package seo

import (
	"strings"
	"testing"
	"time"
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
	if BreadcrumbLabel("faq") != "FAQ" {
		t.Error("faq label")
	}
}

func TestProductLDHasNoMadeUpRatingsAndAFuturePriceDate(t *testing.T) {
	s := Site{Name: "Farm", Origin: "https://farm.example", PriceValidMonths: 12, ReturnDays: 30}
	now := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	p := Product{Name: "Tee", Slug: "tee", Images: []string{"/uploads/tee.jpg"}, Offers: []Offer{{Name: "Tee", Price: 28, InStock: true}}}
	ld := s.ProductLD(p, now)
	if _, rated := ld["aggregateRating"]; rated {
		t.Error("a product without reviews has a rating")
	}
	offer := ld["offers"].([]map[string]any)[0]
	if offer["priceValidUntil"] != "2027-11-22" || offer["price"] != "28.00" || offer["priceCurrency"] != "USD" {
		t.Errorf("offer: %v", offer)
	}
	if ld["image"].([]string)[0] != "https://farm.example/uploads/tee.jpg" {
		t.Errorf("image: %v", ld["image"])
	}
	p.Reviews = []Review{{Author: "A", Rating: 4}, {Author: "B", Rating: 5}}
	rating := s.ProductLD(p, now)["aggregateRating"].(map[string]any)
	if rating["ratingValue"] != "4.5" || rating["reviewCount"] != 2 {
		t.Errorf("rating: %v", rating)
	}
}

func TestHeadHTML(t *testing.T) {
	s := Site{Name: "Farm & Co", Origin: "https://farm.example"}
	html := s.ProductPage(Product{Name: `Bad "</title>`, Slug: "bad", Description: "d", Images: []string{"/uploads/a.jpg?rotate=90"}}, time.Now()).HeadHTML()
	for _, want := range []string{
		`<title data-page-meta>Bad &#34;&lt;/title&gt; | Farm &amp; Co</title>`,
		`property="og:image" content="https://farm.example/uploads/a.jpg?rotate=90&amp;w=1280"`,
		`<link data-page-meta rel="canonical" href="https://farm.example/products/bad">`,
		`imagesrcset="/uploads/a.jpg?rotate=90&amp;w=320 320w`,
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
