package catalog

import (
	"encoding/json"
	"math"
	"os"
	"slices"
	"testing"
)

// ruleCases are the cases every implementation of these rules passes: these in Go, and
// packages/domain's in TypeScript (its Vitest reads the same file).
type ruleCases struct {
	Slugs []struct {
		In, Out string
	}
	Weights []struct {
		In    string
		Grams *float64
	}
	VariantOrder []struct {
		Variants []Variant
		Order    []string
	}
	Prices []struct {
		In                 float64
		Problem, Formatted string
	}
	Percentages []struct {
		Label, Problem string
		In             float64
	}
	Links []struct {
		In    string
		Valid bool
	}
}

func loadRuleCases(t *testing.T) ruleCases {
	t.Helper()
	raw, err := os.ReadFile("testdata/rule_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases ruleCases
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	return cases
}

func TestSharedRuleCases(t *testing.T) {
	cases := loadRuleCases(t)
	for _, c := range cases.Slugs {
		if got := Slugify(c.In); got != c.Out {
			t.Errorf("Slugify(%q) = %q, want %q", c.In, got, c.Out)
		}
	}
	for _, c := range cases.Weights {
		grams, ok := VariantWeightInGrams(c.In)
		switch {
		case c.Grams == nil && ok:
			t.Errorf("VariantWeightInGrams(%q) = %v, want no weight", c.In, grams)
		case c.Grams != nil && (!ok || math.Abs(grams-*c.Grams) > 1e-9):
			t.Errorf("VariantWeightInGrams(%q) = %v, %v; want %v", c.In, grams, ok, *c.Grams)
		}
	}
	for _, c := range cases.VariantOrder {
		variants := slices.Clone(c.Variants)
		SortVariants(variants)
		var names []string
		for _, v := range variants {
			names = append(names, v.Name)
		}
		if !slices.Equal(names, c.Order) {
			t.Errorf("SortVariants = %v, want %v", names, c.Order)
		}
	}
	for _, c := range cases.Prices {
		if got := PriceProblem(c.In); got != c.Problem {
			t.Errorf("PriceProblem(%v) = %q, want %q", c.In, got, c.Problem)
		}
		if got := FormatPrice(c.In); got != c.Formatted {
			t.Errorf("FormatPrice(%v) = %q, want %q", c.In, got, c.Formatted)
		}
	}
	for _, c := range cases.Percentages {
		if got := PercentageProblem(c.Label, c.In); got != c.Problem {
			t.Errorf("PercentageProblem(%s, %v) = %q, want %q", c.Label, c.In, got, c.Problem)
		}
	}
	for _, c := range cases.Links {
		if got := IsValidLink(c.In); got != c.Valid {
			t.Errorf("IsValidLink(%q) = %v, want %v", c.In, got, c.Valid)
		}
	}
}
