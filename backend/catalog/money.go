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

// PercentageMessages are the messages of one percentage (THC, CBD, terpenes).
type PercentageMessages struct {
	NotNumber string `json:"notNumber"`
	Range     string `json:"range"`
	Decimals  string `json:"decimals"`
}

// PercentageMessagesOf are each percentage's messages by its label ("THC").
var PercentageMessagesOf = map[string]PercentageMessages{
	"THC":      {MsgTHCNotNumber, MsgTHCRange, MsgTHCDecimals},
	"CBD":      {MsgCBDNotNumber, MsgCBDRange, MsgCBDDecimals},
	"Terpenes": {MsgTerpenesNotNumber, MsgTerpenesRange, MsgTerpenesDecimals},
}

// percentageMessages are label's messages; a label without any is a programming error.
func percentageMessages(label string) PercentageMessages {
	m, ok := PercentageMessagesOf[label]
	if !ok {
		panic("catalog: no percentage messages for " + label)
	}
	return m
}

// PercentageProblem returns a message for a THC/CBD/terpene value outside 0-100 in
// steps of 0.01, or "". label names the field ("THC").
func PercentageProblem(label string, v float64) string {
	switch {
	case v < MinPercentage || v > MaxPercentage:
		return percentageMessages(label).Range
	case !HasAtMostTwoDecimals(v):
		return percentageMessages(label).Decimals
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
