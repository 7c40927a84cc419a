package catalog

import (
	"math"
	"strconv"
)

// FormatPercent is a lab figure (THC, CBD, terpenes) as visitors read it: one decimal
// with % (spec section 9), never more than the certificate says. The figure is cut to
// one decimal, never rounded up (0.96 shows "0.9%", as 0.08 must not show "0.1%"); a
// figure above 0 that one decimal would show as "0.0%" shows "<0.1%". Structured data
// keeps the exact figure. packages/domain's formatPercent is the same rule:
// rule_cases.json.
func FormatPercent(value float64) string {
	// Figures carry at most 2 decimals (the schema's 0.01 step); the small allowance keeps
	// a figure such as 2.3 (2.2999… in binary) at 2.3.
	tenths := math.Floor(value*10 + 1e-9)
	if value > 0 && tenths == 0 {
		return "<0.1%"
	}
	return strconv.FormatFloat(tenths/10, 'f', 1, 64) + "%"
}
