package catalog

import (
	"math"
	"strconv"
)

// MaxPrice is the largest value a decimal(10,2) holds.
const MaxPrice = 99999999.99

// HasAtMostTwoDecimals reports whether v has no digits past the hundredths.
func HasAtMostTwoDecimals(v float64) bool {
	cents := v * 100
	return math.Abs(cents-math.Round(cents)) < 1e-6
}

// PriceProblem returns the spec's message for an invalid price, or "".
func PriceProblem(v float64) string {
	switch {
	case v < 0:
		return MsgPriceNegative
	case !HasAtMostTwoDecimals(v):
		return MsgPriceDecimals
	case v > MaxPrice:
		return MsgPriceTooHigh
	}
	return ""
}

// PercentageProblem returns a message for a THC/CBD/terpene value outside 0-100 in
// steps of 0.01, or "". label names the field in the message ("THC").
func PercentageProblem(label string, v float64) string {
	switch {
	case v < 0 || v > 100:
		return label + " must be between 0 and 100"
	case !HasAtMostTwoDecimals(v):
		return label + " must have at most 2 decimal places"
	}
	return ""
}

// DecimalPrice renders a price as the API delivers it: a string with 2 decimals ("45.00";
// the apps show it with @farmsite/domain's formatPrice, "$45.00").
func DecimalPrice(v float64) string {
	return strconv.FormatFloat(math.Round(v*100)/100, 'f', 2, 64)
}

// RoundCents rounds away binary noise so stored prices are exact to the cent.
func RoundCents(v float64) float64 {
	return math.Round(v*100) / 100
}
