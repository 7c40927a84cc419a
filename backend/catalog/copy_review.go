package catalog

import (
	"slices"
	"strings"
	"time"
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

// CopySchemas are the collections whose public texts the copy check reads.
var CopySchemas = map[string]*Schema{
	ProductsCollection:     &ProductSchema,
	VariantsCollection:     &VariantSchema,
	BlogPostsCollection:    &BlogPostSchema,
	LocationsCollection:    &LocationSchema,
	HeroVideosCollection:   &HeroVideoSchema,
	SiteSettingsCollection: &SiteSettingsSchema,
}

// CopyIsPublic tells whether r, a record of collection as it is being saved, shows its
// texts to visitors, so that its findings need a review first: a product published, a
// post published or scheduled (the server publishes it at its time, unattended), a hero
// video active, a location and the site settings always. A variant is public with its
// product: its caller tells (the product is another record).
func CopyIsPublic(collection string, r Reader) bool {
	switch collection {
	case ProductsCollection:
		return IsVisible(r.GetString(StatusField))
	case BlogPostsCollection:
		status := r.GetString(StatusField)
		return IsVisible(status) || status == StatusScheduled
	case HeroVideosCollection:
		return r.GetBool("active")
	}
	return true
}

// FindCopy lists what m finds in r's public texts (the schema's Copy fields), field by
// field in the schema's order.
func (s *Schema) FindCopy(r Reader, m *CopyMatcher) []CopyFinding {
	var out []CopyFinding
	for _, f := range s.Fields {
		if !f.Copy {
			continue
		}
		for _, text := range copyTexts(r, f) {
			for _, match := range m.Find(text) {
				out = append(out, CopyFinding{
					ReviewedFinding: ReviewedFinding{Field: f.Name, Rule: match.Rule, Term: strings.ToLower(match.Term), Context: MatchContext(text, match.Start, match.End)},
					Text:            text[match.Start:match.End],
				})
			}
		}
	}
	return out
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
	var out []CopyFinding
	for _, f := range findings {
		if review == nil || !slices.Contains(review.Findings, f.ReviewedFinding) {
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
	for _, f := range findings {
		if !slices.Contains(review.Findings, f.ReviewedFinding) {
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
	for _, f := range unreviewed {
		rule, _ := CopyRuleOf(f.Rule)
		what := "\u201c" + f.Text + "\u201d (" + rule.Label + ", " + rule.Citation + ")"
		if !slices.Contains(said[f.Field], what) {
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
