package catalog

import (
	"fmt"
	"strings"
	"time"
)

// What every public page says of who is responsible for it and of cannabis's risks, from
// the site settings (the business and its counsel decide the words):
//
//   - the licensee's legal name and its OCM license numbers (Cannabis Law §86(4)(a): an
//     advertisement identifies the party responsible for it);
//   - the fixed warning (9 NYCRR 129.2(c)), healthWarning;
//   - one of OCM's rotating warnings (9 NYCRR 129.2(d)), a different one each day.
//
// The license numbers are a list of their own beside licenses: licenses says in words
// which licenses and permits the business holds (About and Legal list them, as the spec
// words them), the numbers are what OCM issued, and one license may cover more than one
// of those activities, so the two lists need not pair up.

// The bounds of the settings above.
const (
	MaxLegalName       = 200
	MaxLicenseNumbers  = 10
	MaxRotatingWarning = 500
	MaxRotatingCount   = 20
)

var (
	msgNotLicenseNumbers  = fmt.Sprintf("Must be at most %d OCM license numbers, each like OCM-AUCC-22-000001", MaxLicenseNumbers)
	msgNotRotatingWarning = fmt.Sprintf("Must be at most %d warnings, each %d to %d characters", MaxRotatingCount, MinEntryLength, MaxRotatingWarning)
)

var (
	legalNameField        = Field{Name: "legalName", Kind: TextKind, Label: "Licensee's legal name", Max: MaxLegalName, TypeMessage: "Must be text"}
	licenseNumbersField   = Field{Name: "licenseNumbers", Kind: TextListKind, Label: "OCM license numbers", TypeMessage: msgNotLicenseNumbers, Check: checkLicenseNumbers}
	rotatingWarningsField = Field{Name: "rotatingWarnings", Kind: TextListKind, Label: "Rotating warnings", TypeMessage: msgNotRotatingWarning, Check: checkRotatingWarnings}
)

func checkLicenseNumbers(r Record, p *Problems, field string) {
	numbers, ok := textList(r, field)
	if !ok || len(numbers) > MaxLicenseNumbers {
		p.Add(field, msgNotLicenseNumbers)
		return
	}
	for _, n := range numbers {
		if n == "" || LicenseNumberProblem(n) != "" {
			p.Add(field, msgNotLicenseNumbers)
			return
		}
	}
}

// prepareLicenseNumbers writes the numbers as OCM does, in capitals.
func prepareLicenseNumbers(r Record, field string) {
	if numbers, ok := textList(r, field); ok {
		for i, n := range numbers {
			numbers[i] = strings.ToUpper(strings.TrimSpace(n))
		}
		r.Set(field, numbers)
	}
}

func checkRotatingWarnings(r Record, p *Problems, field string) {
	if warnings, ok := textList(r, field); !ok || len(warnings) > MaxRotatingCount || !allShortTexts(warnings, MaxRotatingWarning) {
		p.Add(field, msgNotRotatingWarning)
	}
}

// PrepareSiteSettings makes what the settings' rules derive: trimmed texts, license
// numbers in capitals, the slideshow's addresses in their one form with the alt text of
// its photos only.
func PrepareSiteSettings(r Record) {
	SiteSettingsSchema.trimTexts(r)
	prepareLicenseNumbers(r, licenseNumbersField.Name)
	prepareSlideshow(r)
}

// PreparePrivateSettings trims the copy check's terms.
func PreparePrivateSettings(r Record) { prepareCopyTerms(r, CopyTermsField) }

// BusinessDay numbers now's calendar day where the farm is (New York): the days since
// January 1, 1970 there. It changes at midnight in New York, daylight saving or not.
func BusinessDay(now time.Time) int {
	y, m, d := now.In(businessLocation).Date()
	return int(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

// BusinessYear is now's year in New York (the footer's copyright year).
func BusinessYear(now time.Time) int { return now.In(businessLocation).Year() }

// NextBusinessDay is when the day after now's begins in New York.
func NextBusinessDay(now time.Time) time.Time {
	y, m, d := now.In(businessLocation).Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, businessLocation)
}

// WarningOfTheDay is the rotating warning of now's day in New York: the warnings in
// turn, one a day, the same for every request and every page that day ("" for none).
func WarningOfTheDay(warnings []string, now time.Time) string {
	if len(warnings) == 0 {
		return ""
	}
	return warnings[BusinessDay(now)%len(warnings)]
}
