package catalog

import (
	"math"
	"strings"
	"testing"
)

func TestVariantWeightInGrams(t *testing.T) {
	for _, c := range []struct {
		weight string
		grams  float64
		ok     bool
	}{
		{"3.5g", 3.5, true}, {"3.5 g", 3.5, true}, {"7 grams", 7, true}, {"1 oz", 28.35, true},
		{"1/8 oz", 28.35 / 8, true}, {"0.5 ounce", 14.175, true}, {"500mg", 0.5, true}, {"1 lb", 453.6, true},
		{"5 pack", 0, false}, {"single", 0, false}, {"", 0, false}, {"0g", 0, false}, {"1/0 oz", 0, false},
	} {
		grams, ok := VariantWeightInGrams(c.weight)
		if ok != c.ok || math.Abs(grams-c.grams) > 1e-9 {
			t.Errorf("VariantWeightInGrams(%q) = %v, %v; want %v, %v", c.weight, grams, ok, c.grams, c.ok)
		}
	}
}

type testVariant struct {
	name, weight string
	price        float64
	sortOrder    int
}

func (v testVariant) VariantWeight() string { return v.weight }
func (v testVariant) VariantPrice() float64 { return v.price }
func (v testVariant) VariantSortOrder() int { return v.sortOrder }
func (v testVariant) VariantName() string   { return v.name }

func TestSortVariants(t *testing.T) {
	variants := []testVariant{
		{"Single", "single", 12, 0},
		{"Ounce", "1 oz", 300, 0},
		{"Eighth", "3.5g", 45, 0},
		{"Pack", "5 pack", 35, 0},
		{"Half", "14 g", 160, 0},
		{"Quarter", "7g", 85, 0},
		{"Gift box", "box", 35, 1},
	}
	SortVariants(variants)
	var names []string
	for _, v := range variants {
		names = append(names, v.name)
	}
	want := "Eighth,Quarter,Half,Ounce,Pack,Gift box,Single"
	if got := strings.Join(names, ","); got != want {
		t.Errorf("order = %s, want %s", got, want)
	}
}
