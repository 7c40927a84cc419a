package catalog

import (
	"slices"
	"strings"
	"time"
)

// DeliveryWeekdays are the days a delivery day setting may name, Monday first.
var DeliveryWeekdays = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

// DefaultDeliveryDays are the delivery days when the setting names none: every weekday.
var DefaultDeliveryDays = DeliveryWeekdays[:5]

// MsgDeliveryDaysValue refuses a deliveryDays setting that is not a list of weekday names.
const MsgDeliveryDaysValue = "Must be a list of days of the week (monday to sunday)"

// DeliveryDaysOf is the setting's weekdays, in the week's order (the default when none).
func DeliveryDaysOf(days []string) []string {
	var out []string
	for _, d := range DeliveryWeekdays {
		if slices.Contains(days, d) {
			out = append(out, d)
		}
	}
	if len(out) == 0 {
		return slices.Clone(DefaultDeliveryDays)
	}
	return out
}

// DeliveryDaysFrom are the days a buyer may ask for a delivery on, after now's day in New
// York and at most MaxDeliveryDaysAhead away, on the setting's weekdays.
func DeliveryDaysFrom(now time.Time, weekdays []string) []string {
	today, _ := ParseDay(Today(now))
	weekdays = DeliveryDaysOf(weekdays)
	var out []string
	for i := 1; i <= MaxDeliveryDaysAhead; i++ {
		d := today.AddDate(0, 0, i)
		if slices.Contains(weekdays, strings.ToLower(d.Weekday().String())) {
			out = append(out, d.Format(time.DateOnly))
		}
	}
	return out
}

func checkDeliveryDays(r Record, p *Problems, field string) {
	days, ok := textList(r, field)
	if !ok || len(days) > len(DeliveryWeekdays) {
		p.Add(field, MsgDeliveryDaysValue)
		return
	}
	for _, d := range days {
		if !slices.Contains(DeliveryWeekdays, d) {
			p.Add(field, MsgDeliveryDaysValue)
			return
		}
	}
}
