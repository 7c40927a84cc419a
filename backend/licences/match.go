package licences

import (
	"regexp"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// Account is what a match compares of a buyer's account.
type Account struct {
	ID, LegalName, DBA, Number, Type, Expiry string
	Street, City, Zip                        string
}

// Match is an account found in the file, what the file says, and what disagrees.
type Match struct {
	Account       string            `json:"account"`
	LegalName     string            `json:"legalName"`
	LicenceNumber string            `json:"licenceNumber"`
	Line          int               `json:"line"`
	Result        string            `json:"result" ts:"LicenceStatus"`
	Status        string            `json:"status"`
	Type          string            `json:"type"`
	Expiry        string            `json:"expiry"`
	Premises      string            `json:"premises"`
	Mismatches    []string          `json:"mismatches"`
	Values        map[string]string `json:"values"`
}

// MatchAccounts finds each account's licence in the file's rows by number (exactly,
// normalised) and judges it on the day now is in New York: matches, and the accounts
// whose number the file lacks.
func MatchAccounts(f *File, accounts []Account, now time.Time) (matches []Match, notFound []Account) {
	byNumber := make(map[string]*Row, len(f.Rows))
	for i := range f.Rows {
		if _, seen := byNumber[f.Rows[i].Number]; !seen {
			byNumber[f.Rows[i].Number] = &f.Rows[i]
		}
	}
	for _, a := range accounts {
		row, ok := byNumber[catalog.NormalizeLicenceNumber(a.Number)]
		if !ok {
			notFound = append(notFound, a)
			continue
		}
		matches = append(matches, judge(a, row, now))
	}
	return matches, notFound
}

// judge compares a row with its account: inactive or expired by the file's status or
// date, else a mismatch of type, premises or name, else active.
func judge(a Account, row *Row, now time.Time) Match {
	m := Match{
		Account: a.ID, LegalName: a.LegalName, LicenceNumber: row.Number, Line: row.Line,
		Status: row.Status, Type: row.Type, Expiry: row.Expiry, Values: row.Values, Mismatches: []string{},
		Premises: strings.TrimSpace(strings.Join([]string{row.Street, row.City, row.State, row.Zip}, " ")),
	}
	if t := TypeOf(row.Type, row.Number); t != "" && t != a.Type {
		m.Mismatches = append(m.Mismatches, "type")
	}
	if (row.Street != "" && Words(row.Street) != Words(a.Street)) || (row.Zip != "" && zip5(row.Zip) != zip5(a.Zip)) ||
		(row.City != "" && Words(row.City) != Words(a.City)) {
		m.Mismatches = append(m.Mismatches, "premises")
	}
	if (row.Name != "" || row.DBA != "") && !sameName(row, a) {
		m.Mismatches = append(m.Mismatches, "name")
	}
	switch {
	case row.Expiry != "" && catalog.LicenceExpiredOn(row.Expiry, now):
		m.Result = catalog.LicenceExpired
	case !isActive(row.Status):
		m.Result = catalog.LicenceInactive
	case len(m.Mismatches) > 0:
		m.Result = catalog.LicenceMismatch
	default:
		m.Result = catalog.LicenceActive
	}
	return m
}

// isActive reads a status column: "Active" (any case, "ACTIVE", "A") is active; an
// empty or other status (expired, surrendered, revoked, suspended) is not.
func isActive(status string) bool {
	s := strings.ToUpper(strings.TrimSpace(status))
	return s == "ACTIVE" || s == "A"
}

// TypeOf is the licence type a row's type code or its number names, "" when neither is
// known: OCM's retail dispensary (RETL, and CAURD), registered organisation with
// dispensing (ROD, ROND), on-site consumption (OSC). Codes NOT confirmed.
func TypeOf(code, number string) string {
	for _, s := range []string{strings.ToUpper(code), typeLetters(number)} {
		switch {
		case strings.Contains(s, "CAURD"), strings.Contains(s, "RETL"), strings.Contains(s, "RETAIL"):
			return catalog.LicenceRetailDispensary
		case strings.Contains(s, "ROD"), strings.Contains(s, "ROND"), strings.Contains(s, "REGISTERED ORG"):
			return catalog.LicenceRODDispensing
		case strings.Contains(s, "OSC"), strings.Contains(s, "ON-SITE"), strings.Contains(s, "ON SITE"):
			return catalog.LicenceOnSiteConsumption
		}
	}
	return ""
}

// typeLetters are the letters of a licence number's type part ("RETL" of OCM-RETL-24-1).
func typeLetters(number string) string {
	parts := strings.Split(number, "-")
	if len(parts) < 2 {
		return ""
	}
	return parts[1]
}

var notWord = regexp.MustCompile(`[^a-z0-9]+`)

// suffixes are the words a business's name may carry or drop ("Green Leaf LLC").
var suffixes = map[string]bool{"llc": true, "inc": true, "corp": true, "co": true, "ltd": true, "the": true, "pllc": true, "lp": true, "llp": true}

// streetWords are a street's spellings made one ("Street" and "St").
var streetWords = map[string]string{"street": "st", "avenue": "ave", "road": "rd", "boulevard": "blvd", "drive": "dr", "lane": "ln", "place": "pl", "suite": "ste", "north": "n", "south": "s", "east": "e", "west": "w"}

// Words is text compared loosely: lower case, letters and digits, the usual
// abbreviations of streets, without business suffixes.
func Words(s string) string {
	fields := strings.Fields(notWord.ReplaceAllString(strings.ToLower(s), " "))
	out := fields[:0]
	for _, w := range fields {
		if suffixes[w] {
			continue
		}
		if short, ok := streetWords[w]; ok {
			w = short
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

func zip5(zip string) string {
	if len(zip) >= 5 {
		return zip[:5]
	}
	return zip
}

// sameName tells whether the row's legal name or DBA is the account's legal name or DBA.
func sameName(row *Row, a Account) bool {
	for _, theirs := range []string{row.Name, row.DBA} {
		for _, ours := range []string{a.LegalName, a.DBA} {
			if theirs != "" && ours != "" && Words(theirs) == Words(ours) {
				return true
			}
		}
	}
	return false
}
