package catalog

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// CopyRule is one of the prohibitions of 9 NYCRR 129.3(a) (and Cannabis Law §86(2))
// that the copy check looks for in public texts by a list of terms. The terms are a
// private setting (CopyTermsField), staff-editable; the business and its counsel decide
// them, the defaults are a migration's.
type CopyRule struct {
	ID       string `json:"id"`
	Label    string `json:"label"`
	Citation string `json:"citation"`
}

// CopyRules are the rules, in the order the back office lists them.
var CopyRules = []CopyRule{
	{ID: "colloquial", Label: "Colloquial term for cannabis", Citation: "9 NYCRR 129.3(a)(5)"},
	{ID: "health", Label: "Health or therapeutic claim", Citation: "9 NYCRR 129.3(a)(6); Cannabis Law §86(2)(i)"},
	{ID: "overconsumption", Label: "Promotes overconsumption", Citation: "9 NYCRR 129.3(a)(7); Cannabis Law §86(2)(b)"},
	{ID: "potency", Label: "Promotes potency", Citation: "9 NYCRR 129.3(a)(8)"},
	{ID: "discounts", Label: "Price reduction, discount or coupon", Citation: "9 NYCRR 129.3(a)(9); Cannabis Law §86(2)(j)"},
	{ID: "organic", Label: "\u201cOrganic\u201d outside the USDA's rules", Citation: "9 NYCRR 129.3(a)(12)"},
	{ID: "minors", Label: "Appeals to people under 21", Citation: "9 NYCRR 129.3(a)(2)-(3); Cannabis Law §86(2)(d)"},
}

// CopyRuleOf is the rule with id (ok false for none).
func CopyRuleOf(id string) (CopyRule, bool) {
	i := slices.IndexFunc(CopyRules, func(r CopyRule) bool { return r.ID == id })
	if i < 0 {
		return CopyRule{}, false
	}
	return CopyRules[i], true
}

// CopyTerms are the copy check's terms by rule id.
type CopyTerms map[string][]string

// CopyTermsField is the private setting holding the terms: a JSON object of lists by
// rule id.
const CopyTermsField = "copyTerms"

// The term list's bounds: plenty for any rule, small enough to check every save at once.
const (
	MaxCopyTermsPerRule = 200
	MaxCopyTermLength   = 60
)

// copyTermsProblem is the message of a term list the check could not use.
var copyTermsProblem = fmt.Sprintf("Must be lists of terms by rule, at most %d a rule, each %d to %d characters", MaxCopyTermsPerRule, MinEntryLength, MaxCopyTermLength)

// CopyTermsProblem is the message for terms the check cannot use, or "": known rules
// only, at most MaxCopyTermsPerRule terms a rule, each 1 to MaxCopyTermLength characters
// holding a letter or digit, a "*" only at the end.
func CopyTermsProblem(terms CopyTerms) string {
	for rule, list := range terms {
		if _, ok := CopyRuleOf(rule); !ok || len(list) > MaxCopyTermsPerRule {
			return copyTermsProblem
		}
		for _, term := range list {
			if !usableTerm(term) {
				return copyTermsProblem
			}
		}
	}
	return ""
}

func usableTerm(term string) bool {
	words := strings.TrimSuffix(term, "*")
	return utf8.RuneCountInString(term) <= MaxCopyTermLength && strings.TrimSpace(term) == term &&
		!strings.Contains(words, "*") && strings.IndexFunc(words, isWordRune) >= 0
}

// copyTermsOf reads the field; ok is false when it holds anything but lists by rule.
func copyTermsOf(r Record, field string) (terms CopyTerms, ok bool) {
	raw := strings.TrimSpace(r.GetString(field))
	if raw == "" || raw == "null" {
		return CopyTerms{}, true
	}
	if err := r.UnmarshalJSONField(field, &terms); err != nil {
		return nil, false
	}
	return terms, true
}

// prepareCopyTerms trims each term and drops blank ones and repeats (CleanCopyTerms).
func prepareCopyTerms(r Record, field string) {
	if terms, ok := copyTermsOf(r, field); ok {
		r.Set(field, CleanCopyTerms(terms))
	}
}

// CleanCopyTerms are terms as the setting keeps them: each term's spaces collapsed, blank
// ones and repeats (ignoring case) dropped, the order kept.
func CleanCopyTerms(terms CopyTerms) CopyTerms {
	clean := CopyTerms{}
	for rule, list := range terms {
		seen := map[string]bool{}
		kept := []string{}
		for _, term := range list {
			term = strings.Join(strings.Fields(term), " ")
			if key := strings.ToLower(term); term != "" && !seen[key] {
				seen[key] = true
				kept = append(kept, term)
			}
		}
		clean[rule] = kept
	}
	return clean
}

func checkCopyTerms(r Record, p *Problems, field string) {
	if terms, ok := copyTermsOf(r, field); !ok || CopyTermsProblem(terms) != "" {
		p.Add(field, copyTermsProblem)
	}
}
