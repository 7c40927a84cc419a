package catalog

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// referenceMatcher is the copy check as regular expressions, as it was before the
// matcher read each text once (issue 35): slow on long texts, plain to read. The tests
// hold the matcher to it on short ones.
type referenceMatcher struct{ patterns []referencePattern }

type referencePattern struct {
	rule, term         string
	re                 *regexp.Regexp
	wordStart, wordEnd bool
}

func newReferenceMatcher(terms CopyTerms) *referenceMatcher {
	m := &referenceMatcher{}
	for _, rule := range CopyRules {
		for _, term := range terms[rule.ID] {
			if !usableTerm(term) {
				continue
			}
			re, start, end := referenceExpression(term)
			m.patterns = append(m.patterns, referencePattern{rule: rule.ID, term: term, re: regexp.MustCompile(re), wordStart: start, wordEnd: end})
		}
	}
	return m
}

const referenceSeparators = `[\t\n\f\r \x{00A0}\-\x{2010}\x{2011}\x{2013}]+`

func referenceExpression(term string) (expr string, wordStart, wordEnd bool) {
	prefix := strings.HasSuffix(term, "*")
	words := strings.FieldsFunc(strings.ToLower(strings.TrimSuffix(term, "*")), isTermSeparator)
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = strings.NewReplacer("'", `['’]`, "’", `['’]`).Replace(regexp.QuoteMeta(w))
	}
	if last := len(words) - 1; !prefix && last >= 0 {
		quoted[last] = referencePlural(words[last], quoted[last])
	}
	expr = "(?i)" + strings.Join(quoted, referenceSeparators)
	if prefix {
		expr += `[\p{L}\p{N}]*`
	}
	joined := strings.Join(words, "")
	first, _ := utf8.DecodeRuneInString(joined)
	final, _ := utf8.DecodeLastRuneInString(joined)
	return expr, isWordRune(first), !prefix && isWordRune(final)
}

func referencePlural(word, quoted string) string {
	if n := len(word); n > 1 && word[n-1] == 'y' && !strings.ContainsRune("aeiou", rune(word[n-2])) {
		return quoted[:len(quoted)-1] + "(?:y|ies)"
	}
	if final, _ := utf8.DecodeLastRuneInString(word); !unicode.IsLetter(final) {
		return quoted
	}
	return quoted + "(?:e?s)?"
}

func (m *referenceMatcher) Find(text string) []CopyMatch {
	var out []CopyMatch
	for _, p := range m.patterns {
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

func (p referencePattern) bounded(text string, start, end int) bool {
	if before, _ := utf8.DecodeLastRuneInString(text[:start]); p.wordStart && start > 0 && isWordRune(before) {
		return false
	}
	if after, _ := utf8.DecodeRuneInString(text[end:]); p.wordEnd && end < len(text) && isWordRune(after) {
		return false
	}
	return true
}
