package catalog

import (
	"regexp"
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

// CopyMatch is where a term was found in a text: its rule, the term as listed, and the
// byte offsets of what matched.
type CopyMatch struct {
	Rule       string
	Term       string
	Start, End int
}

// CopyMatcher finds the terms of a term list in texts.
type CopyMatcher struct {
	patterns []termPattern
}

type termPattern struct {
	rule, term         string
	re                 *regexp.Regexp
	wordStart, wordEnd bool // the term begins (ends) with a letter or digit
	// stem is what every match holds, lowercased: a text without it is not searched
	// (most texts hold few terms, and a case-insensitive expression reads every byte).
	stem string
}

// NewCopyMatcher compiles terms (unusable ones are skipped: the setting's rule refuses them).
func NewCopyMatcher(terms CopyTerms) *CopyMatcher {
	m := &CopyMatcher{}
	for _, rule := range CopyRules {
		for _, term := range terms[rule.ID] {
			if !usableTerm(term) {
				continue
			}
			re, start, end := termExpression(term)
			m.patterns = append(m.patterns, termPattern{rule: rule.ID, term: term, re: regexp.MustCompile(re), wordStart: start, wordEnd: end, stem: termStem(term)})
		}
	}
	return m
}

// separatorClass is what stands between a term's words in a text: spaces (no-break ones
// too), line breaks and hyphens.
const separatorClass = `[\t\n\f\r \x{00A0}\-\x{2010}\x{2011}\x{2013}]+`

// termExpression is term as a regular expression, and whether its first and last
// characters are letters or digits (whose neighbours must not be).
func termExpression(term string) (expr string, wordStart, wordEnd bool) {
	prefix := strings.HasSuffix(term, "*")
	words := strings.FieldsFunc(strings.ToLower(strings.TrimSuffix(term, "*")), isTermSeparator)
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = strings.ReplaceAll(regexp.QuoteMeta(w), "'", `['’]`)
	}
	if last := len(words) - 1; !prefix && last >= 0 {
		quoted[last] = pluralOf(words[last], quoted[last])
	}
	expr = "(?i)" + strings.Join(quoted, separatorClass)
	if prefix {
		expr += `[\p{L}\p{N}]*`
	}
	joined := strings.Join(words, "")
	first, _ := utf8.DecodeRuneInString(joined)
	final, _ := utf8.DecodeLastRuneInString(joined)
	return expr, isWordRune(first), !prefix && isWordRune(final)
}

// pluralOf is a word's expression (quoted) with its plural: "candy" → cand(?:y|ies),
// others take an optional "s" or "es".
func pluralOf(word, quoted string) string {
	if n := len(word); n > 1 && word[n-1] == 'y' && !strings.ContainsRune("aeiou", rune(word[n-2])) {
		return quoted[:len(quoted)-1] + "(?:y|ies)"
	}
	if final, _ := utf8.DecodeLastRuneInString(word); !unicode.IsLetter(final) {
		return quoted
	}
	return quoted + "(?:e?s)?"
}

// termStem is the start of a term's first word that every match holds, lowercased: up
// to an apostrophe, without the "y" a plural turns into "ies".
func termStem(term string) string {
	words := strings.FieldsFunc(strings.ToLower(strings.TrimSuffix(term, "*")), isTermSeparator)
	if len(words) == 0 {
		return ""
	}
	stem, _, _ := strings.Cut(strings.ReplaceAll(words[0], "’", "'"), "'")
	if len(words) == 1 && !strings.HasSuffix(term, "*") && stem == words[0] {
		if plural := pluralOf(stem, stem); strings.HasSuffix(plural, "(?:y|ies)") {
			stem = strings.TrimSuffix(stem, "y")
		}
	}
	return stem
}

func isTermSeparator(r rune) bool {
	return unicode.IsSpace(r) || r == '-' || r == '\u2010' || r == '\u2011' || r == '\u2013'
}

// isWordRune: letters and digits make words.
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// Find lists every term found in text, by position (then by the term list's order).
func (m *CopyMatcher) Find(text string) []CopyMatch {
	var out []CopyMatch
	lower := strings.ToLower(text)
	for _, p := range m.patterns {
		if !strings.Contains(lower, p.stem) {
			continue
		}
		for pos := 0; pos < len(text); {
			loc := p.re.FindStringIndex(text[pos:])
			if loc == nil {
				break
			}
			start, end := pos+loc[0], pos+loc[1]
			if end > start && p.bounded(text, start, end) {
				out = append(out, CopyMatch{Rule: p.rule, Term: p.term, Start: start, End: end})
				pos = end
				continue
			}
			_, size := utf8.DecodeRuneInString(text[start:])
			pos = start + max(size, 1)
		}
	}
	slices.SortStableFunc(out, func(a, b CopyMatch) int { return a.Start - b.Start })
	return out
}

// bounded tells whether text[start:end] stands as whole words.
func (p termPattern) bounded(text string, start, end int) bool {
	if before, _ := utf8.DecodeLastRuneInString(text[:start]); p.wordStart && start > 0 && isWordRune(before) {
		return false
	}
	if after, _ := utf8.DecodeRuneInString(text[end:]); p.wordEnd && end < len(text) && isWordRune(after) {
		return false
	}
	return true
}

// CopyContextRunes is how many characters on each side of a found term its context keeps.
const CopyContextRunes = 80

// MatchContext is what a match stands in, which a review with counsel covers: its
// sentence (up to a line break, or a full stop, "!" or "?" followed by a space) cut at
// CopyContextRunes characters each side of the term, lowercased, spaces collapsed. A review
// holds for a term found again in the same context, not for one whose words around it
// changed.
func MatchContext(text string, start, end int) string {
	begin, finish := start, end
	for n := 0; begin > 0 && n < CopyContextRunes; n++ {
		r, size := utf8.DecodeLastRuneInString(text[:begin])
		if r == '\n' || (strings.ContainsRune(".!?", r) && isContextSpace(text, begin)) {
			break
		}
		begin -= size
	}
	for n := 0; finish < len(text) && n < CopyContextRunes; n++ {
		r, size := utf8.DecodeRuneInString(text[finish:])
		if r == '\n' || (strings.ContainsRune(".!?", r) && (finish+size == len(text) || isContextSpace(text, finish+size))) {
			break
		}
		finish += size
	}
	return strings.ToLower(strings.Join(strings.Fields(text[begin:finish]), " "))
}

// isContextSpace tells whether text at i begins with a space or line break.
func isContextSpace(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' || r == '\u00a0'
}
