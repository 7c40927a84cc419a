package catalog

import (
	"strings"
	"unicode/utf8"
)

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
