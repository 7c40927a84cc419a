package catalog

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

type copyMatchCase struct {
	About string
	Terms CopyTerms
	Text  string
	Found []struct{ Rule, Term, Text, Context string }
}

// The matcher finds the shared cases' terms (packages/domain's copyCheck.ts passes them too).
func TestCopyMatchesOfTheSharedCases(t *testing.T) {
	raw, err := os.ReadFile("testdata/rule_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases struct{ CopyMatches []copyMatchCase }
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases.CopyMatches) == 0 {
		t.Fatal("no copy cases")
	}
	for _, c := range cases.CopyMatches {
		var got []struct{ Rule, Term, Text, Context string }
		for _, m := range NewCopyMatcher(c.Terms).Find(c.Text) {
			got = append(got, struct{ Rule, Term, Text, Context string }{m.Rule, m.Term, c.Text[m.Start:m.End], MatchContext(c.Text, m.Start, m.End)})
		}
		if !slices.Equal(got, c.Found) {
			t.Errorf("%s:\n got %q\nwant %q", c.About, got, c.Found)
		}
	}
}

// Each rule's terms are found, whatever the case, and only as whole words.
func TestEachRuleFindsItsTermsAsWholeWordsInAnyCase(t *testing.T) {
	terms := CopyTerms{}
	examples := map[string][2]string{ // rule: a term, and a word that only contains it
		"colloquial":      {"pot", "potato"},
		"health":          {"cure", "secure"},
		"overconsumption": {"binge", "bingeworthy"},
		"potency":         {"potent", "impotent"},
		"discounts":       {"coupon", "couponless"},
		"organic":         {"organic", "inorganic"},
		"minors":          {"toy", "toyota"},
	}
	for _, rule := range CopyRules {
		terms[rule.ID] = []string{examples[rule.ID][0]}
	}
	m := NewCopyMatcher(terms)
	for _, rule := range CopyRules {
		term, inside := examples[rule.ID][0], examples[rule.ID][1]
		for _, text := range []string{term, strings.ToUpper(term), "Our " + strings.ToUpper(term[:1]) + term[1:] + "."} {
			if found := m.Find(text); len(found) != 1 || found[0].Rule != rule.ID {
				t.Errorf("%s: %q found %+v", rule.ID, text, found)
			}
		}
		if found := m.Find("A " + inside + " here."); len(found) != 0 {
			t.Errorf("%s: %q found %+v", rule.ID, inside, found)
		}
	}
}

func TestCopyTermsProblem(t *testing.T) {
	for _, ok := range []CopyTerms{{}, {"colloquial": {"weed", "sticky buds"}}, {"health": {"therap*"}}, {"discounts": {"% off"}}} {
		if problem := CopyTermsProblem(ok); problem != "" {
			t.Errorf("%v refused: %s", ok, problem)
		}
	}
	long := strings.Repeat("a", MaxCopyTermLength+1)
	many := make([]string, MaxCopyTermsPerRule+1)
	for i := range many {
		many[i] = "term"
	}
	for _, bad := range []CopyTerms{{"nonsense": {"x"}}, {"colloquial": {""}}, {"colloquial": {"*"}}, {"colloquial": {"we*ed"}}, {"colloquial": {long}}, {"colloquial": many}, {"colloquial": {"%"}}} {
		if CopyTermsProblem(bad) == "" {
			t.Errorf("%v accepted", bad)
		}
	}
}

// fields is a record of field values for the rules (a stand-in for *core.Record).
type fields map[string]any

func (f fields) GetString(k string) string {
	switch v := f[k].(type) {
	case string:
		return v
	case nil:
		return ""
	default:
		raw, _ := json.Marshal(v)
		return string(raw)
	}
}
func (f fields) GetFloat(string) float64        { return 0 }
func (f fields) GetInt(string) int              { return 0 }
func (f fields) GetBool(k string) bool          { b, _ := f[k].(bool); return b }
func (f fields) GetStringSlice(string) []string { return nil }
func (f fields) Set(k string, v any)            { f[k] = v }
func (f fields) IsNew() bool                    { return false }
func (f fields) UnmarshalJSONField(k string, v any) error {
	return json.Unmarshal([]byte(cmpOr(f.GetString(k), "null")), v)
}

func cmpOr(a, b string) string {
	if a == "" {
		return b
	}
	return a
}

// A product's public texts are its name, description, search texts, size, effects,
// terpenes and image descriptions; a review covers the findings it lists, and a finding
// whose words around it changed is a new one.
func TestAReviewCoversTheFindingsItListedOnly(t *testing.T) {
	m := NewCopyMatcher(CopyTerms{"organic": {"organic*"}, "health": {"relief"}, "colloquial": {"weed"}})
	product := fields{
		"name": "Harvest Tincture", "description": "A tincture in organic MCT oil. Bottled by hand.",
		"effects": []string{"Relief"}, "imageAlts": map[string]string{"/uploads/a.jpg": "A weed field"},
		"slug": "organic-tincture", // not public copy
	}
	findings := findCopy(t, &ProductSchema, product, m)
	var where []string
	for _, f := range findings {
		where = append(where, f.Field+":"+f.Text)
	}
	if want := []string{"description:organic", "imageAlts:weed", "effects:Relief"}; !slices.Equal(where, want) {
		// The schema's order: description, images' descriptions, then the tag lists.
		t.Fatalf("findings %v, want %v", where, want)
	}
	if problems := CopyProblems(Unreviewed(findings, nil)); !strings.HasPrefix(problems.Message("description"), CopyNeedsReview+"\u201corganic\u201d (\u201cOrganic\u201d outside the USDA's rules, 9 NYCRR 129.3(a)(12))") {
		t.Errorf("message: %q", problems.Message("description"))
	}

	review := NewCopyReview(findings, "owner", "o1", time.Date(2026, 11, 27, 15, 0, 0, 0, time.UTC))
	if review.By != "owner" || review.At != "2026-11-27T15:00:00.000Z" || len(review.Findings) != 3 {
		t.Fatalf("review: %+v", review)
	}
	if left := Unreviewed(findings, review); len(left) != 0 {
		t.Errorf("reviewed findings still need review: %+v", left)
	}
	// Another sentence changed: the review still holds.
	product["description"] = "A tincture in organic MCT oil. Bottled by hand in Hudson."
	if left := Unreviewed(findCopy(t, &ProductSchema, product, m), review); len(left) != 0 {
		t.Errorf("a change elsewhere undid the review: %+v", left)
	}
	// The words around the term changed: a new finding.
	product["description"] = "Made with organic cannabis. Bottled by hand in Hudson."
	left := Unreviewed(findCopy(t, &ProductSchema, product, m), review)
	if len(left) != 1 || left[0].Field != "description" || left[0].Context != "made with organic cannabis" {
		t.Errorf("a changed sentence kept its review: %+v", left)
	}
	if NewCopyReview(nil, "owner", "o1", time.Now()) != nil {
		t.Error("a review of no findings")
	}
}

// findCopy is what m finds in r's public texts, which must be within the check's bounds.
func findCopy(t *testing.T, s *Schema, r Reader, m *CopyMatcher) []CopyFinding {
	t.Helper()
	findings, problems := s.FindCopy(r, m)
	if problems.Any() {
		t.Fatalf("problems: %s", problems.Error())
	}
	return findings
}

func TestWhatMakesCopyPublic(t *testing.T) {
	for _, c := range []struct {
		collection string
		record     fields
		public     bool
	}{
		{ProductsCollection, fields{"status": StatusPublished}, true},
		{ProductsCollection, fields{"status": StatusDraft}, false},
		{BlogPostsCollection, fields{"status": StatusScheduled}, true},
		{BlogPostsCollection, fields{"status": StatusDraft}, false},
		{HeroVideosCollection, fields{"active": true}, true},
		{HeroVideosCollection, fields{"active": false}, false},
		{LocationsCollection, fields{}, true},
		{SiteSettingsCollection, fields{}, true},
	} {
		if got := CopyIsPublic(c.collection, c.record); got != c.public {
			t.Errorf("%s %v: public %v, want %v", c.collection, c.record, got, c.public)
		}
	}
}

// The warning of the day changes at midnight in New York (not UTC), in winter and
// summer, and goes round the list.
func TestTheWarningOfTheDayTurnsAtMidnightInNewYork(t *testing.T) {
	warnings := []string{"A", "B", "C", "D"}
	ny, _ := time.LoadLocation(BusinessTimeZone)
	for _, day := range []time.Time{time.Date(2026, 1, 15, 0, 0, 0, 0, ny), time.Date(2026, 7, 15, 0, 0, 0, 0, ny), time.Date(2026, 3, 8, 0, 0, 0, 0, ny)} {
		before, after := day.Add(-time.Millisecond), day
		if WarningOfTheDay(warnings, before) == WarningOfTheDay(warnings, after) {
			t.Errorf("%v: the same warning either side of midnight", day)
		}
		if WarningOfTheDay(warnings, after) != WarningOfTheDay(warnings, day.Add(22*time.Hour)) {
			t.Errorf("%v: the warning changed within the day", day)
		}
		if !NextBusinessDay(before).Equal(day) {
			t.Errorf("next day after %v: %v", before, NextBusinessDay(before))
		}
	}
	// 03:00 UTC is still the evening before in New York.
	utcMidnight := time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC)
	if BusinessDay(utcMidnight) != BusinessDay(time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)) {
		t.Error("the day turned at midnight UTC")
	}
	seen := map[string]bool{}
	start := time.Date(2026, 11, 1, 12, 0, 0, 0, ny)
	for i := range len(warnings) {
		seen[WarningOfTheDay(warnings, start.AddDate(0, 0, i))] = true
	}
	if len(seen) != len(warnings) {
		t.Errorf("four days showed %d warnings", len(seen))
	}
	if WarningOfTheDay(nil, start) != "" {
		t.Error("a warning out of none")
	}
}

func TestLicenseNumbers(t *testing.T) {
	for _, c := range []struct {
		numbers []string
		ok      bool
	}{
		{[]string{}, true},
		{[]string{"OCM-AUCC-22-000001", "OCM-PROC-24-000002"}, true},
		{[]string{"12345"}, false},
		{[]string{""}, false},
		{slices.Repeat([]string{"OCM-A-1"}, MaxLicenseNumbers+1), false},
	} {
		p := &Problems{}
		checkLicenseNumbers(fields{"licenseNumbers": c.numbers}, p, "licenseNumbers")
		if p.Any() == c.ok {
			t.Errorf("%v: problems %v", c.numbers, p.Error())
		}
	}
	r := fields{"licenseNumbers": []string{" ocm-aucc-22-000001 "}}
	prepareLicenseNumbers(r, "licenseNumbers")
	if got := r["licenseNumbers"].([]string); got[0] != "OCM-AUCC-22-000001" {
		t.Errorf("prepared %v", got)
	}
}

// The check reads at most MaxCopyFieldRunes characters of a field (a list's entries
// together) and MaxCopyRecordRunes of a record; past them, the field where the count
// passes the bound is refused with the check's message, and nothing is read.
func TestCopyTextsAreBounded(t *testing.T) {
	long := strings.Repeat("é", MaxCopyFieldRunes)
	if _, problems := ProductSchema.CopyTexts(fields{"description": long}); problems.Any() {
		t.Errorf("a field at the bound: %s", problems.Error())
	}
	if _, problems := ProductSchema.CopyTexts(fields{"description": long + "é"}); problems.Message("description") != MsgCopyFieldTooLong {
		t.Errorf("a field past the bound: %q", problems.Error())
	}
	tags := []string{strings.Repeat("a", MaxCopyFieldRunes/2), strings.Repeat("b", MaxCopyFieldRunes/2+1)}
	if _, problems := ProductSchema.CopyTexts(fields{"effects": tags}); problems.Message("effects") != MsgCopyFieldTooLong {
		t.Errorf("a list past the bound: %q", problems.Error())
	}
	over := fields{"description": long, "metaDescription": strings.Repeat("c", MaxCopyRecordRunes-MaxCopyFieldRunes+1)}
	if texts, problems := ProductSchema.CopyTexts(over); problems.Message("metaDescription") != MsgCopyRecordTooLong || texts != nil {
		t.Errorf("a record past the bound: %q", problems.Error())
	}
	if _, problems := ProductSchema.FindCopy(over, NewCopyMatcher(CopyTerms{"colloquial": {"pot"}})); !problems.Any() {
		t.Error("FindCopy read a record past the bound")
	}
}
