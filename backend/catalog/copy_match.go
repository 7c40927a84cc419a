package catalog

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// How a term matches a text (packages/domain's copyCheck.ts does the same, and
// testdata/rule_cases.json's copyMatches hold both to it):
//
//   - ignoring case, and only as whole words: "pot" finds "Pot" and "pot's" but not
//     "potato" or "spot" (a term's end that is a letter or digit must meet a character
//     that is neither, or the text's end);
//   - a word's plural too: "coupon" finds "coupons", "kiss" "kisses", "candy" "candies";
//     other forms are terms of their own ("heals", "healing"), or a term ends in "*" to
//     find every word it begins ("therap*": therapy, therapeutic);
//   - the spaces and hyphens between a term's words match any run of spaces, hyphens or
//     line breaks: "sticky buds" finds "sticky-buds" and "Sticky\nbuds";
//   - an apostrophe matches ' or ’.
//
// Texts are checked as staff wrote them; nothing is rewritten.
//
// The matcher reads a text once, left to right, whatever its length and its terms (issue
// 35: regular expressions restarted one character after each near miss, and a prefix
// term's tail was read again from each of its starts, so 200 KB took a minute). The
// terms' stems make one automaton (Aho-Corasick) over the text's characters folded to one
// case, a run of separators read as one character; where a stem ends, its plural ending is
// read from the next characters, and a prefix term's tail from the end of the word run,
// known ahead for every position. Each term keeps the old rules' choice among overlapping
// finds: the leftmost, then the next one after its end.

// CopyMatch is where a term was found in a text: its rule, the term as listed, and the
// byte offsets of what matched.
type CopyMatch struct {
	Rule       string
	Term       string
	Start, End int
}

// CopyMatcher finds the terms of a term list in texts.
type CopyMatcher struct {
	terms []compiledTerm
	// symbols numbers the folded characters the stems hold (0: any other), ascii those
	// below 128 again, for speed; root holds the automaton's first step by symbol, nodes
	// the rest.
	symbols map[rune]int32
	ascii   [utf8.RuneSelf]int32
	root    []int32
	nodes   []matchNode
}

// termEnding is what a term's stem may be followed by.
type termEnding int

const (
	noEnding    termEnding = iota // a last word that does not end in a letter
	pluralS                       // "s" or "es", if there
	pluralY                       // "y" or "ies", one of them (the stem lacks the "y")
	wordRunTail                   // a prefix term: the rest of the word run
)

type compiledTerm struct {
	rule, term         string
	stemLength         int // in folded characters
	ending             termEnding
	wordStart, wordEnd bool // the term begins (ends) with a letter or digit
}

// separatorRune is a run of separators in a text, and what stands between a term's words.
const separatorRune rune = -1

// NewCopyMatcher compiles terms (unusable ones are skipped: the setting's rule refuses them).
func NewCopyMatcher(terms CopyTerms) *CopyMatcher {
	m := &CopyMatcher{symbols: map[rune]int32{}, nodes: []matchNode{{more: -1}}}
	for _, rule := range CopyRules {
		for _, term := range terms[rule.ID] {
			if !usableTerm(term) {
				continue
			}
			stem, compiled := compileTerm(rule.ID, term)
			m.insert(stem, int32(len(m.terms)))
			m.terms = append(m.terms, compiled)
		}
	}
	m.link()
	return m
}

// compileTerm is term's stem as folded characters, and how it matches around them.
func compileTerm(rule, term string) ([]rune, compiledTerm) {
	prefix := strings.HasSuffix(term, "*")
	words := strings.FieldsFunc(strings.ToLower(strings.TrimSuffix(term, "*")), isTermSeparator)
	c := compiledTerm{rule: rule, term: term}
	var stem []rune
	for i, w := range words {
		if i > 0 {
			stem = append(stem, separatorRune)
		}
		if last := i == len(words)-1; last && !prefix {
			c.ending = endingOf(w)
			if c.ending == pluralY {
				w = w[:len(w)-1]
			}
		}
		for _, r := range w {
			stem = append(stem, foldRune(r))
		}
	}
	if prefix {
		c.ending = wordRunTail
	}
	joined := strings.Join(words, "")
	first, _ := utf8.DecodeRuneInString(joined)
	final, _ := utf8.DecodeLastRuneInString(joined)
	c.stemLength = len(stem)
	c.wordStart, c.wordEnd = isWordRune(first), !prefix && isWordRune(final)
	return stem, c
}

// endingOf is the plural a term's last word takes: "candy" → candies (a consonant before
// the "y"), a word ending in a letter takes "s" or "es", others none.
func endingOf(word string) termEnding {
	if n := len(word); n > 1 && word[n-1] == 'y' && !strings.ContainsRune("aeiou", rune(word[n-2])) {
		return pluralY
	}
	if final, _ := utf8.DecodeLastRuneInString(word); unicode.IsLetter(final) {
		return pluralS
	}
	return noEnding
}

// textChar is a character of a text as the matcher reads it: folded, where it starts,
// and whether a prefix term's tail runs on through it.
type textChar struct {
	folded rune
	start  int32
	tail   bool
}

// readText is text as folded characters, a run of separators as one, with the text's
// end as a last entry.
func readText(text string) []textChar {
	chars := make([]textChar, 0, len(text)+1)
	for i, r := range text {
		if isTextSeparator(r) {
			if n := len(chars); n > 0 && chars[n-1].folded == separatorRune {
				continue
			}
			chars = append(chars, textChar{folded: separatorRune, start: int32(i)})
			continue
		}
		chars = append(chars, textChar{folded: foldRune(r), start: int32(i), tail: isTailRune(r)})
	}
	return append(chars, textChar{folded: separatorRune, start: int32(len(text))})
}

// Find lists every term found in text, by position (then by the term list's order).
func (m *CopyMatcher) Find(text string) []CopyMatch {
	chars := readText(text)
	n := len(chars) - 1
	// runEnd[i] is where the run of word characters from i ends.
	var runEnd []int32
	nextFrom := make([]int, len(m.terms)) // where each term may next be found
	type found struct {
		CopyMatch
		term int32
	}
	var out []found
	node := int32(0)
	for i := range n {
		node = m.step(node, m.symbolOf(chars[i].folded))
		for at := node; at > 0; at = m.nodes[at].more {
			for _, t := range m.nodes[at].ends {
				term := &m.terms[t]
				begin, end := i+1-term.stemLength, i+1
				start := int(chars[begin].start)
				if start < nextFrom[t] || term.wordStart && endsWithWordRune(text[:start]) {
					continue
				}
				if term.ending == wordRunTail && runEnd == nil {
					runEnd = wordRuns(chars)
				}
				end, ok := term.ends(chars, end, runEnd)
				if !ok || term.wordEnd && startsWithWordRune(text[chars[end].start:]) {
					continue
				}
				nextFrom[t] = int(chars[end].start)
				out = append(out, found{CopyMatch{Rule: term.rule, Term: term.term, Start: start, End: nextFrom[t]}, t})
			}
		}
	}
	slices.SortFunc(out, func(a, b found) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return int(a.term - b.term)
	})
	matches := make([]CopyMatch, len(out))
	for i, f := range out {
		matches[i] = f.CopyMatch
	}
	return matches
}

// ends is where a find of t whose stem ends at end ends, with its ending (false: the
// ending it needs is not there).
func (t *compiledTerm) ends(chars []textChar, end int, runEnd []int32) (int, bool) {
	at := func(i int, r rune) bool { return i < len(chars)-1 && chars[i].folded == r }
	switch t.ending {
	case pluralS:
		if at(end, 'E') && at(end+1, 'S') {
			return end + 2, true
		}
		if at(end, 'S') {
			return end + 1, true
		}
	case pluralY:
		if at(end, 'Y') {
			return end + 1, true
		}
		if at(end, 'I') && at(end+1, 'E') && at(end+2, 'S') {
			return end + 3, true
		}
		return 0, false
	case wordRunTail:
		return int(runEnd[end]), true
	}
	return end, true
}

// wordRuns is, for each character, where the run of letters and numbers from it ends.
func wordRuns(chars []textChar) []int32 {
	runEnd := make([]int32, len(chars))
	last := len(chars) - 1
	runEnd[last] = int32(last)
	for i := last - 1; i >= 0; i-- {
		runEnd[i] = int32(i)
		if chars[i].tail {
			runEnd[i] = runEnd[i+1]
		}
	}
	return runEnd
}

// foldRune is r as the matcher compares it: one character for each set that differs
// only in case (the smallest of its simple case folds: "K" for k, K and the kelvin sign),
// and ' for ’.
func foldRune(r rune) rune {
	switch {
	case r == '’':
		return '\''
	case r < utf8.RuneSelf:
		if 'a' <= r && r <= 'z' {
			return r - 'a' + 'A'
		}
		return r
	}
	least := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		least = min(least, f)
	}
	return least
}

// isTextSeparator: what stands between a term's words in a text: spaces (no-break ones
// too), line breaks and hyphens.
func isTextSeparator(r rune) bool {
	switch r {
	case '\t', '\n', '\f', '\r', ' ', '\u00a0', '-', '\u2010', '\u2011', '\u2013':
		return true
	}
	return false
}

func isTermSeparator(r rune) bool {
	return unicode.IsSpace(r) || r == '-' || r == '\u2010' || r == '\u2011' || r == '\u2013'
}

// isTailRune: a prefix term's tail runs on through letters and numbers.
func isTailRune(r rune) bool {
	if r < utf8.RuneSelf {
		return '0' <= r && r <= '9' || 'a' <= r|0x20 && r|0x20 <= 'z'
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r)
}

// isWordRune: letters and digits make words.
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func endsWithWordRune(s string) bool {
	r, size := utf8.DecodeLastRuneInString(s)
	return size > 0 && isWordRune(r)
}

func startsWithWordRune(s string) bool {
	r, size := utf8.DecodeRuneInString(s)
	return size > 0 && isWordRune(r)
}
