package seo

import (
	"regexp"
	"strings"
	"time"
)

var hoursLine = regexp.MustCompile(`(?i)^\s*(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s*:\s*(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\s*[-–—to]+\s*(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\s*$`)

// OpeningHours turns a location's hours text ("Monday: 10:00 AM - 8:00 PM", one day a
// line) into schema.org OpeningHoursSpecification entries; closed days and lines it
// cannot read are left out.
func OpeningHours(text string) []map[string]any {
	var out []map[string]any
	for _, line := range strings.Split(text, "\n") {
		m := hoursLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		opens, okOpen := clock(m[2])
		closes, okClose := clock(m[3])
		if !okOpen || !okClose {
			continue
		}
		out = append(out, map[string]any{
			"@type":     "OpeningHoursSpecification",
			"dayOfWeek": "https://schema.org/" + strings.ToUpper(m[1][:1]) + strings.ToLower(m[1][1:]),
			"opens":     opens,
			"closes":    closes,
		})
	}
	return out
}

// clock reads "10:00 AM", "8 pm" or "9:30p.m." as 24-hour "HH:MM".
func clock(s string) (string, bool) {
	s = strings.ToUpper(strings.NewReplacer(".", "", " ", "").Replace(s))
	layout := "3:04PM"
	if !strings.Contains(s, ":") {
		layout = "3PM"
	}
	t, err := time.Parse(layout, s)
	if err != nil {
		return "", false
	}
	return t.Format("15:04"), true
}
