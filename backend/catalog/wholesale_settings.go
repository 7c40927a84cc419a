package catalog

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"
)

// The wholesale portal's private settings of issue 39 (docs/wholesale.md, Settings), with
// their bounds and defaults: the payment term (Net 30, the same for every licensed buyer:
// 9 NYCRR 124.2), when reminders go and an account becomes delinquent, the excise rates
// with their source (Tax Law §493: counsel confirms).
const (
	MinPaymentTermDays     = 1
	MaxPaymentTermDays     = 120
	MinReminderDaysBefore  = 1
	MaxReminderDaysBefore  = 30
	MinDelinquentAfterDays = 1
	MaxDelinquentAfterDays = 365
	MaxExciseSource        = 200
	// MaxExciseCentsPerMg bounds a category's rate.
	MaxExciseCentsPerMg = 100
	// DefaultReminderDaysBefore and DefaultDelinquentAfterDays are the settings' first
	// values (PaymentTermDays is the term's).
	DefaultReminderDaysBefore  = 5
	DefaultDelinquentAfterDays = 30
)

// The settings' messages.
var (
	MsgPaymentTermDays     = fmt.Sprintf("Must be a whole number of days from %d to %d", MinPaymentTermDays, MaxPaymentTermDays)
	MsgReminderDaysBefore  = fmt.Sprintf("Must be a whole number of days from %d to %d", MinReminderDaysBefore, MaxReminderDaysBefore)
	MsgDelinquentAfterDays = fmt.Sprintf("Must be a whole number of days from %d to %d", MinDelinquentAfterDays, MaxDelinquentAfterDays)
	MsgExciseRates         = fmt.Sprintf("Must give product categories rates in cents per mg of THC, none below nothing or above %d, in thousandths of a cent at most", MaxExciseCentsPerMg)
	MsgExciseSource        = fmt.Sprintf("The rates' source is required (at most %d characters)", MaxExciseSource)
)

// WholesaleSettings are the wholesale portal's settings staff read and the owner
// changes (GET, PATCH /api/admin/wholesale-settings).
type WholesaleSettings struct {
	DeliveryDays        []string           `json:"deliveryDays"`
	PaymentTermDays     int                `json:"paymentTermDays"`
	ReminderDaysBefore  int                `json:"reminderDaysBefore"`
	DelinquentAfterDays int                `json:"delinquentAfterDays"`
	ExciseRates         map[string]float64 `json:"exciseRates"`
	ExciseSource        string             `json:"exciseSource"`
	LicenceWarningDays  []int              `json:"licenceWarningDays"`
	// RejectedApplicationRetentionDays is how long a rejected application is kept.
	RejectedApplicationRetentionDays int `json:"rejectedApplicationRetentionDays"`
}

// WholesaleSettingsOf are the private settings' wholesale ones, each default where the
// setting is missing.
func WholesaleSettingsOf(p PrivateSettings) WholesaleSettings {
	out := WholesaleSettings{
		DeliveryDays: DeliveryDaysOf(p.DeliveryDays), PaymentTermDays: p.PaymentTermDays, ReminderDaysBefore: p.ReminderDaysBefore,
		DelinquentAfterDays: p.DelinquentAfterDays, ExciseRates: p.ExciseRates, ExciseSource: p.ExciseSource,
		LicenceWarningDays: LicenceWarningDaysOf(p.LicenceWarningDays), RejectedApplicationRetentionDays: p.RejectedApplicationRetentionDays,
	}
	if out.PaymentTermDays == 0 {
		out.PaymentTermDays = PaymentTermDays
	}
	if out.ReminderDaysBefore == 0 {
		out.ReminderDaysBefore = DefaultReminderDaysBefore
	}
	if out.DelinquentAfterDays == 0 {
		out.DelinquentAfterDays = DefaultDelinquentAfterDays
	}
	if len(out.ExciseRates) == 0 {
		out.ExciseRates = DefaultExciseRates
	}
	if out.ExciseSource == "" {
		out.ExciseSource = ExciseSource
	}
	return out
}

func checkExciseRates(r Record, p *Problems, field string) {
	var rates map[string]float64
	if err := r.UnmarshalJSONField(field, &rates); err != nil || len(rates) > len(ProductCategories) {
		p.Add(field, MsgExciseRates)
		return
	}
	for category, rate := range rates {
		if !isProductCategory(category) || rate < 0 || rate > MaxExciseCentsPerMg || math.Round(rate*1000) != rate*1000 {
			p.Add(field, MsgExciseRates)
			return
		}
	}
}

func isProductCategory(c string) bool { return slices.Contains(ProductCategories, c) }

// wholeDaysCheck: a whole number of days from min to max.
func wholeDaysCheck(min, max int, message string) func(r Record, p *Problems, field string) {
	return func(r Record, p *Problems, field string) {
		if n := r.GetFloat(field); n < float64(min) || n > float64(max) || n != math.Trunc(n) {
			p.Add(field, message)
		}
	}
}

func checkExciseSource(r Record, p *Problems, field string) {
	if s := strings.TrimSpace(r.GetString(field)); s == "" || utf8.RuneCountInString(s) > MaxExciseSource {
		p.Add(field, MsgExciseSource)
	}
}
