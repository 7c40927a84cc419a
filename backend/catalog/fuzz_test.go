package catalog

import (
	"math"
	"strings"
	"testing"
)

// FuzzSlugify: any name gives a valid slug (or nothing), and slugs are stable.
func FuzzSlugify(f *testing.F) {
	for _, seed := range []string{"Headhunter", "Apple Fritters!", "  --Lime  Street--", "Crème Brûlée", "../../etc/passwd", "<script>", "\u2028", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, name string) {
		slug := Slugify(name)
		if slug != "" && !IsValidSlug(slug) && len(slug) <= 200 {
			t.Fatalf("Slugify(%q) = %q, not a valid slug", name, slug)
		}
		if again := Slugify(slug); again != slug {
			t.Fatalf("Slugify is not stable: %q then %q", slug, again)
		}
		if strings.ContainsAny(slug, "/.<> ") {
			t.Fatalf("slug %q holds unsafe characters", slug)
		}
	})
}

// FuzzPricesAndPercentages: the checks never accept what cannot be stored exactly.
func FuzzPricesAndPercentages(f *testing.F) {
	for _, seed := range []float64{0, 39.99, -1, 1.234, 1e9, 100.01, math.Inf(1), math.NaN(), 0.1 + 0.2} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, v float64) {
		if PriceProblem(v) == "" {
			if v < 0 || v > MaxPrice || math.IsNaN(v) {
				t.Fatalf("price %v accepted", v)
			}
			if DecimalPrice(v) != DecimalPrice(RoundCents(v)) {
				t.Fatalf("price %v does not round-trip", v)
			}
		}
		if PercentageProblem("THC", v) == "" && (v < 0 || v > 100 || math.IsNaN(v)) {
			t.Fatalf("percentage %v accepted", v)
		}
	})
}

// FuzzWeightsAndImagePaths: parsing never panics; a weight is positive; a normalised
// image path never climbs out of the site.
func FuzzWeightsAndImagePaths(f *testing.F) {
	for _, seed := range []string{"3.5g", "1 oz", "1/8 oz", "1/0 oz", "5 pack", "uploads/a.jpg", "/uploads/../x", "https://cdn.example.com/a.png", "//evil.example/x", "javascript:alert(1)"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if grams, ok := VariantWeightInGrams(s); ok && (grams <= 0 || math.IsInf(grams, 0) || math.IsNaN(grams)) {
			t.Fatalf("weight %q parsed as %v grams", s, grams)
		}
		p, err := NormalizeImagePath(s)
		if err != nil {
			return
		}
		if strings.Contains(p, "..") || strings.HasPrefix(p, "//") {
			t.Fatalf("image path %q normalised to %q", s, p)
		}
		if !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "http://") && !strings.HasPrefix(p, "https://") {
			t.Fatalf("image path %q normalised to %q", s, p)
		}
	})
}
