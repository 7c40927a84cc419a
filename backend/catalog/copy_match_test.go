package catalog

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
)

// differentialTerms exercise every way a term matches: plurals of both kinds, a prefix,
// several words, a leading symbol, digits, apostrophes, stems inside other stems.
var differentialTerms = CopyTerms{
	"organic":    {"organic*", "or*"},
	"minors":     {"candy", "toy", "kid", "a", "aa"},
	"discounts":  {"coupon", "% off", "kiss"},
	"colloquial": {"sticky buds", "420", "mary jane", "weed's", "pot", "pot's"},
	"health":     {"sore", "ie", "yes"},
}

// The matcher finds what the regular expressions it replaced found (referenceMatcher), on
// many short texts made of the characters terms are made of.
func TestTheMatcherFindsWhatTheRegularExpressionsFound(t *testing.T) {
	m, reference := NewCopyMatcher(differentialTerms), newReferenceMatcher(differentialTerms)
	pieces := []string{"organic", "or", "candy", "candies", "toys", "kid", "a", "coupon", "%", " off", "kiss", "es",
		"sticky", "buds", "420", "0", "mary", "jane", "weed", "'s", "’s", "pot", "sore", "ie", "yes", "x", "s", "y",
		" ", "-", "\n", "  ", "\u00a0", "\u2013", ".", "É", "é", "KISS", "ſ", "\u212a", "🌿", "ally", "\xff"}
	r := rand.New(rand.NewPCG(35, 3))
	for i := range 20000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		text := b.String()
		if got, want := m.Find(text), reference.Find(text); !slices.Equal(got, want) {
			t.Fatalf("text %d %q:\n got %+v\nwant %+v", i, text, got, want)
		}
	}
}

// FuzzCopyMatcher: on any text, the matcher finds what the regular expressions found.
func FuzzCopyMatcher(f *testing.F) {
	for _, seed := range []string{"xorganic organic", "Candies, candys and toys", "sticky-\n buds", "20% off", "Mary-Jane’s weed's", "aaa a-a", "organicorganic"} {
		f.Add(seed)
	}
	m, reference := NewCopyMatcher(differentialTerms), newReferenceMatcher(differentialTerms)
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 4096 {
			return // the reference is slow on long texts
		}
		if got, want := m.Find(text), reference.Find(text); !slices.Equal(got, want) {
			t.Fatalf("%q:\n got %+v\nwant %+v", text, got, want)
		}
	})
}

// The texts that made the check quadratic (issue 35: a prefix term's tail read again
// from each of its starts, each near miss restarting one character later; 200 KB took a
// minute) are each read in a moment. The deadline is a wide margin: make perf measures.
func TestLongTextsAreReadOnce(t *testing.T) {
	terms := CopyTerms{"organic": {"organic*"}, "colloquial": {"pot", "sticky buds", "a", "aa", "aaa"}, "minors": {"candy"}}
	m := NewCopyMatcher(terms)
	texts := map[string]string{
		"a near miss of a prefix term, again and again": strings.Repeat("xorganic", 25000),
		"one long word a prefix term begins":            "organic" + strings.Repeat("x", 200000),
		"near misses of a plural":                       strings.Repeat("candie", 33000),
		"a term's first word without its second":        strings.Repeat("sticky ", 28000),
		"terms inside terms":                            strings.Repeat("a", 200000),
		"apostrophes and separators":                    strings.Repeat("pot'- \n", 28000),
	}
	for about, text := range texts {
		done := make(chan struct{})
		go func() {
			m.Find(text)
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatalf("%s: 200 KB still being read after 20 s", about)
		}
	}
	if found := m.Find(strings.Repeat("xorganic ", 1000) + "organic"); len(found) != 1 || found[0].Start != 9000 {
		t.Errorf("the find after a thousand near misses: %+v", found)
	}
}

func BenchmarkCopyMatcherOf200KB(b *testing.B) {
	m := NewCopyMatcher(differentialTerms)
	text := strings.Repeat("xorganic", 25000)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		m.Find(text)
	}
}
