package catalog

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// CopyReviewField holds, on each record whose texts the copy check reads, the owner's
// statement that its findings were reviewed with counsel (null when there is none).
// Only the owner gives it, by saving with "reviewedWithCounsel": the activity log
// records that save as ActionCopyReviewed, with the field's before and after.
const CopyReviewField = "copyReview"

// CopyReview is a review with counsel: the findings it covers, who gave it and when.
type CopyReview struct {
	Findings []ReviewedFinding `json:"findings"`
	By       string            `json:"by"`
	ByID     string            `json:"byId"`
	At       string            `json:"at"`
}

// ReviewedFinding names a finding the way a review covers it: the field, the rule, the
// term as listed and the words around it (MatchContext). Changing those words makes
// the finding a new one, which needs a review of its own.
type ReviewedFinding struct {
	Field   string `json:"field"`
	Rule    string `json:"rule"`
	Term    string `json:"term"`
	Context string `json:"context"`
}

// CopyFinding is a term found in a record's public text, with the text it matched.
type CopyFinding struct {
	ReviewedFinding
	Text string `json:"text"`
}

var copyReviewField = Field{Name: CopyReviewField, Kind: JSONKind, Label: "Reviewed with counsel", Fixed: true}

// The copy check's bounds: it reads at most MaxCopyFieldRunes characters of one field (a
// text, or a list's or a map's texts together; a post's content, the longest a schema
// allows, fits) and MaxCopyRecordRunes of one record's public texts, and lists at most
// MaxCopyFindings different findings of a record (a review of them all fits the record's
// copyReview, 1 MB). A save past them is refused when the check must read it, with the
// field's message; drafts save without it.
const (
	MaxCopyFieldRunes  = 200_000
	MaxCopyRecordRunes = 250_000
	MaxCopyFindings    = 1_000
)

// The copy check's messages for what it will not read.
var (
	MsgCopyFieldTooLong    = "Too long for the copy check: at most " + strconv.Itoa(MaxCopyFieldRunes) + " characters"
	MsgCopyRecordTooLong   = "Too long for the copy check: at most " + strconv.Itoa(MaxCopyRecordRunes) + " characters of public text in one record"
	MsgCopyTooManyFindings = "Too many findings for the copy check: at most " + strconv.Itoa(MaxCopyFindings) + " in one record"
)

// CopyText is one of a record's public texts: its field and the text.
type CopyText struct{ Field, Text string }

// CopyTexts are r's public texts (the schema's Copy fields), field by field in the
// schema's order, or the problem of texts longer than the check reads.
func (s *Schema) CopyTexts(r Reader) ([]CopyText, *Problems) {
	var out []CopyText
	p := &Problems{}
	total := 0
	for _, f := range s.Fields {
		if !f.Copy {
			continue
		}
		length := 0
		for _, text := range copyTexts(r, f) {
			length += utf8.RuneCountInString(text)
			out = append(out, CopyText{Field: f.Name, Text: text})
		}
		total += length
		switch {
		case length > MaxCopyFieldRunes:
			p.Add(f.Name, MsgCopyFieldTooLong)
		case total > MaxCopyRecordRunes:
			p.Add(f.Name, MsgCopyRecordTooLong)
		}
		if p.Any() {
			return nil, p
		}
	}
	return out, p
}

// FindCopy lists what find (a matcher's Find) finds in texts, each different finding once,
// in the texts' order; more than MaxCopyFindings is a problem on the field where the count
// passes it.
func FindCopy(texts []CopyText, find func(text string) []CopyMatch) ([]CopyFinding, *Problems) {
	var out []CopyFinding
	seen := map[CopyFinding]bool{}
	p := &Problems{}
	for _, t := range texts {
		for _, match := range find(t.Text) {
			f := CopyFinding{
				ReviewedFinding: ReviewedFinding{Field: t.Field, Rule: match.Rule, Term: strings.ToLower(match.Term), Context: MatchContext(t.Text, match.Start, match.End)},
				Text:            t.Text[match.Start:match.End],
			}
			if seen[f] {
				continue
			}
			if len(out) == MaxCopyFindings {
				p.Add(t.Field, MsgCopyTooManyFindings)
				return nil, p
			}
			seen[f] = true
			out = append(out, f)
		}
	}
	return out, p
}

// FindCopy lists what m finds in r's public texts, as FindCopy does.
func (s *Schema) FindCopy(r Reader, m *CopyMatcher) ([]CopyFinding, *Problems) {
	texts, problems := s.CopyTexts(r)
	if problems.Any() {
		return nil, problems
	}
	return FindCopy(texts, m.Find)
}

// copyTexts are a field's texts: a text, a list's entries, a map's values (by key); of a
// Markdown text, what a reader reads (its text without the syntax, so "**org**anic" is
// read as "organic") and its links' addresses.
func copyTexts(r Reader, f Field) []string {
	if f.Markdown {
		content := r.GetString(f.Name)
		return append([]string{MarkdownText(content)}, MarkdownLinks(content)...)
	}
	switch f.Kind {
	case TextListKind:
		var list []string
		_ = r.UnmarshalJSONField(f.Name, &list)
		return list
	case TextMapKind:
		var texts map[string]string
		_ = r.UnmarshalJSONField(f.Name, &texts)
		keys := make([]string, 0, len(texts))
		for k := range texts {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		out := make([]string, len(keys))
		for i, k := range keys {
			out[i] = texts[k]
		}
		return out
	}
	return []string{r.GetString(f.Name)}
}

// CopyReviewOf is r's review (nil: none, or none readable).
func CopyReviewOf(r Reader) *CopyReview {
	var review *CopyReview
	if r.UnmarshalJSONField(CopyReviewField, &review) != nil {
		return nil
	}
	return review
}

// Unreviewed are the findings review does not cover.
func Unreviewed(findings []CopyFinding, review *CopyReview) []CopyFinding {
	reviewed := map[ReviewedFinding]bool{}
	if review != nil {
		for _, f := range review.Findings {
			reviewed[f] = true
		}
	}
	var out []CopyFinding
	for _, f := range findings {
		if !reviewed[f.ReviewedFinding] {
			out = append(out, f)
		}
	}
	return out
}

// NewCopyReview is the owner's review of findings (nil when there are none: nothing
// was reviewed).
func NewCopyReview(findings []CopyFinding, by, byID string, at time.Time) *CopyReview {
	if len(findings) == 0 {
		return nil
	}
	review := &CopyReview{By: by, ByID: byID, At: at.UTC().Format("2006-01-02T15:04:05.000Z")}
	seen := map[ReviewedFinding]bool{}
	for _, f := range findings {
		if !seen[f.ReviewedFinding] {
			seen[f.ReviewedFinding] = true
			review.Findings = append(review.Findings, f.ReviewedFinding)
		}
	}
	return review
}

// MsgCopyReviewOwnerOnly refuses a review with counsel from anyone but the owner.
const MsgCopyReviewOwnerOnly = "Only the owner can confirm that copy was reviewed with counsel"

// CopyProblems are unreviewed findings as their fields' messages, each naming the terms
// and their rules: "Needs the owner's review with counsel before it is public:
// “organic” (“Organic” outside the USDA's rules, 9 NYCRR 129.3(a)(12))".
func CopyProblems(unreviewed []CopyFinding) *Problems {
	p := &Problems{}
	var fields []string
	said := map[string][]string{}
	saidOnce := map[[2]string]bool{}
	for _, f := range unreviewed {
		rule, _ := CopyRuleOf(f.Rule)
		what := "\u201c" + f.Text + "\u201d (" + rule.Label + ", " + rule.Citation + ")"
		if !saidOnce[[2]string{f.Field, what}] {
			saidOnce[[2]string{f.Field, what}] = true
			if len(said[f.Field]) == 0 {
				fields = append(fields, f.Field)
			}
			said[f.Field] = append(said[f.Field], what)
		}
	}
	for _, field := range fields {
		p.Add(field, CopyNeedsReview+strings.Join(said[field], "; "))
	}
	return p
}

// CopyNeedsReview begins the message of a public text with findings no review covers.
const CopyNeedsReview = "Needs the owner's review with counsel before it is public: "
