package catalog

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A post's content is the spec's paragraphs on blank lines with a small Markdown in them
// (issue 40): headings, lists, bold, italics and links. packages/domain's markdown.ts
// parses it for the storefront, which renders it; this is its twin for what a reader
// reads of it, without the syntax: the copy check reads that, and the description, the
// structured data and the blog card's excerpt show it. testdata/markdown_cases.json holds
// both to the same cases. Linear in the text, as the TypeScript.

// MarkdownText is what a reader reads of content: each block's text without the syntax,
// lines joined by "\n", blocks by "\n\n" (a list's items are lines).
func MarkdownText(content string) string {
	var out []string
	for _, b := range markdownBlocks(content) {
		if b.kind == blockList {
			items := make([]string, len(b.items))
			for i, item := range b.items {
				items[i] = inlineText(item, nil)
			}
			out = append(out, strings.Join(items, "\n"))
		} else {
			out = append(out, inlineText(b.text, nil))
		}
	}
	return strings.Join(out, "\n\n")
}

// MarkdownLinks are the addresses content links to, in order (the refused ones are no links).
func MarkdownLinks(content string) []string {
	links := []string{}
	for _, b := range markdownBlocks(content) {
		if b.kind == blockList {
			for _, item := range b.items {
				inlineText(item, &links)
			}
		} else {
			inlineText(b.text, &links)
		}
	}
	return links
}

type blockKind int

const (
	blockParagraph blockKind = iota
	blockHeading
	blockList
)

// markdownBlock is a block before its inline parse: a paragraph's or an item's lines joined by "\n".
type markdownBlock struct {
	kind    blockKind
	ordered bool
	text    string
	items   []string
}

var (
	headingLine  = regexp.MustCompile(`^#{1,6}[ \t]+((?s).+)$`)
	bulletLine   = regexp.MustCompile(`^[-*+][ \t]+((?s).+)$`)
	numberedLine = regexp.MustCompile(`^(\d{1,9})[.)][ \t]+((?s).+)$`)
)

// isMarkdownSpace is white space as markdown.ts spells it out: ASCII's, the no-break
// space and Unicode's other spaces and separators.
func isMarkdownSpace(r rune) bool {
	switch {
	case r == '\t', r == '\n', r == '\v', r == '\f', r == '\r', r == ' ', r == '\u00a0', r == '\u1680':
		return true
	case r >= '\u2000' && r <= '\u200a', r == '\u2028', r == '\u2029', r == '\u202f', r == '\u205f', r == '\u3000':
		return true
	}
	return false
}

func trimMarkdownSpace(s string) string { return strings.TrimFunc(s, isMarkdownSpace) }

// markdownBlocks are content's blocks, as markdown.ts's rawBlocks reads them: blank lines
// separate paragraphs; a heading line stands alone; item lines make a list (a numbered
// one interrupts a paragraph only from 1); other lines continue the open list's last item
// or the paragraph; a list that follows one of its kind across a blank line goes on.
func markdownBlocks(content string) []*markdownBlock {
	var out []*markdownBlock
	var open *markdownBlock
	for _, raw := range strings.Split(content, "\n") {
		line := trimMarkdownSpace(raw)
		if line == "" {
			open = nil
			continue
		}
		var previous *markdownBlock
		if len(out) > 0 {
			previous = out[len(out)-1]
		}
		if m := headingLine.FindStringSubmatch(line); m != nil {
			out = append(out, &markdownBlock{kind: blockHeading, text: trimMarkdownSpace(m[1])})
			open = nil
			continue
		}
		item, ordered, isItem := "", false, false
		if m := bulletLine.FindStringSubmatch(line); m != nil {
			item, isItem = trimMarkdownSpace(m[1]), true
		} else if m := numberedLine.FindStringSubmatch(line); m != nil {
			fromOne := strings.TrimLeft(m[1], "0") == "1"
			item, ordered, isItem = trimMarkdownSpace(m[2]), true, fromOne || open == nil || open.kind != blockParagraph
		}
		switch {
		case isItem && open != nil && open.kind == blockList && open.ordered == ordered:
			open.items = append(open.items, item)
		case isItem && open == nil && previous != nil && previous.kind == blockList && previous.ordered == ordered:
			previous.items = append(previous.items, item)
			open = previous
		case isItem:
			open = &markdownBlock{kind: blockList, ordered: ordered, items: []string{item}}
			out = append(out, open)
		case open != nil && open.kind == blockList:
			open.items[len(open.items)-1] += "\n" + line
		case open != nil:
			open.text += "\n" + line
		default:
			open = &markdownBlock{kind: blockParagraph, text: line}
			out = append(out, open)
		}
	}
	return out
}

// LinkTarget tells whether a link may lead to address: one of ours ("/...", "#..."), the
// web's (http, https), mailto: or tel:. "//host" and "/\host" are other sites to a browser.
func LinkTarget(address string) bool {
	lower := strings.ToLower(address)
	switch {
	case strings.HasPrefix(address, "#"):
		return true
	case strings.HasPrefix(address, "/"):
		return len(address) == 1 || (address[1] != '/' && address[1] != '\\')
	case strings.HasPrefix(lower, "http://"), strings.HasPrefix(lower, "https://"):
		rest := address[strings.Index(address, "//")+2:]
		return rest != "" && rest[0] != '/' && rest[0] != '\\'
	case strings.HasPrefix(lower, "mailto:"), strings.HasPrefix(lower, "tel:"):
		return len(address) > strings.Index(address, ":")+1
	}
	return false
}

// markdownEscapable are what a backslash makes plain.
const markdownEscapable = "\\`*_{}[]()#+-.!>~|"

type tokenKind int

const (
	tokenText tokenKind = iota
	tokenLink
	tokenDelimiter
)

type markdownToken struct {
	kind              tokenKind
	text              string // text; a link's label; a delimiter's run
	href              string
	canOpen, canClose bool
	pair              int // the partner delimiter's index, -1 while unpaired
}

func isMarkdownWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) }

// markdownTokens are text's tokens: plain text, links (whole: a label holds no bracket)
// and runs of * or _ that may mark emphasis; a refused link gives its label's tokens.
func markdownTokens(text string, links bool) []markdownToken {
	var tokens []markdownToken
	var plain strings.Builder
	flush := func() {
		if plain.Len() > 0 {
			tokens = append(tokens, markdownToken{kind: tokenText, text: plain.String(), pair: -1})
			plain.Reset()
		}
	}
	noAddressBefore := 0
	for i := 0; i < len(text); {
		c := text[i]
		if c == '\\' && i+1 < len(text) && strings.IndexByte(markdownEscapable, text[i+1]) >= 0 {
			plain.WriteByte(text[i+1])
			i += 2
			continue
		}
		if c == '[' && links {
			end, label, address, failedAt := readMarkdownLink(text, i, noAddressBefore)
			if end > 0 {
				flush()
				if LinkTarget(address) {
					tokens = append(tokens, markdownToken{kind: tokenLink, text: label, href: address, pair: -1})
				} else {
					tokens = append(tokens, markdownTokens(label, false)...)
				}
				i = end
				continue
			}
			noAddressBefore = max(noAddressBefore, failedAt)
		}
		if c == '*' || c == '_' {
			j := i
			for j < len(text) && text[j] == c {
				j++
			}
			before, after := rune(-1), rune(-1)
			if i > 0 {
				before, _ = utf8.DecodeLastRuneInString(text[:i])
			}
			if j < len(text) {
				after, _ = utf8.DecodeRuneInString(text[j:])
			}
			canOpen := after >= 0 && !isMarkdownSpace(after)
			canClose := before >= 0 && !isMarkdownSpace(before)
			if c == '_' {
				canOpen = canOpen && !(before >= 0 && isMarkdownWordRune(before))
				canClose = canClose && !(after >= 0 && isMarkdownWordRune(after))
			}
			if j-i <= 2 && (canOpen || canClose) {
				flush()
				tokens = append(tokens, markdownToken{kind: tokenDelimiter, text: text[i:j], canOpen: canOpen, canClose: canClose, pair: -1})
			} else {
				plain.WriteString(text[i:j])
			}
			i = j
			continue
		}
		plain.WriteByte(c)
		i++
	}
	flush()
	return tokens
}

// readMarkdownLink reads "[label](address)" at text[start]: its end, or 0 when there is
// none, then with failedAt, where its address ran into a space or the text's end.
func readMarkdownLink(text string, start, noAddressBefore int) (end int, label, address string, failedAt int) {
	closing := start + 1
	for closing < len(text) && text[closing] != ']' && text[closing] != '[' {
		closing++
	}
	if closing+1 >= len(text) || text[closing] != ']' || text[closing+1] != '(' {
		return 0, "", "", 0
	}
	from := closing + 2
	if from < noAddressBefore {
		return 0, "", "", 0
	}
	depth := 0
	for j := from; j < len(text); {
		r, size := utf8.DecodeRuneInString(text[j:])
		switch {
		case isMarkdownSpace(r) || r < 0x20 || r == 0x7f:
			return 0, "", "", j
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case r == ')':
			if j == from {
				return 0, "", "", 0
			}
			return j + 1, text[start+1 : closing], text[from:j], 0
		}
		j += size
	}
	return 0, "", "", len(text)
}

// pairMarkdownDelimiters pairs a closer with the nearest open opener of its kind (same
// character, same length); openers opened after that one stay plain text.
func pairMarkdownDelimiters(tokens []markdownToken) {
	openers := map[string][]int{}
	for i := range tokens {
		t := &tokens[i]
		if t.kind != tokenDelimiter {
			continue
		}
		stack := openers[t.text]
		if t.canClose && len(stack) > 0 {
			opener := stack[len(stack)-1]
			openers[t.text] = stack[:len(stack)-1]
			tokens[opener].pair, t.pair = i, opener
			for key, other := range openers {
				for len(other) > 0 && other[len(other)-1] > opener {
					other = other[:len(other)-1]
				}
				openers[key] = other
			}
		} else if t.canOpen {
			openers[t.text] = append(stack, i)
		}
	}
}

// inlineText is the text of an inline run without its syntax; links, when not nil, gets
// the addresses of its links.
func inlineText(text string, links *[]string) string {
	tokens := markdownTokens(text, true)
	pairMarkdownDelimiters(tokens)
	var out strings.Builder
	for _, t := range tokens {
		switch {
		case t.kind == tokenText:
			out.WriteString(t.text)
		case t.kind == tokenLink:
			if links != nil {
				*links = append(*links, t.href)
			}
			out.WriteString(labelText(t.text))
		case t.pair < 0:
			out.WriteString(t.text)
		}
	}
	return out.String()
}

// labelText is a link's words without their marks (a label holds no link).
func labelText(label string) string {
	tokens := markdownTokens(label, false)
	pairMarkdownDelimiters(tokens)
	var out strings.Builder
	for _, t := range tokens {
		if t.kind == tokenText || t.pair < 0 {
			out.WriteString(t.text)
		}
	}
	return out.String()
}
