package catalog

import (
	"slices"
	"testing"
	"time"
)

func TestCancelledIsAnOrderStatus(t *testing.T) {
	if !slices.Contains(OrderStatuses, OrderStatusCancelled) {
		t.Errorf("%q is not one of %v", OrderStatusCancelled, OrderStatuses)
	}
}

func TestBusinessWeeksAreMondaysInNewYork(t *testing.T) {
	ny, _ := time.LoadLocation(BusinessTimeZone)
	cases := []struct {
		name      string
		now       time.Time
		thisWeek  string
		firstWeek string
	}{
		// Sunday 11 pm in New York is already Monday in UTC: still the week before.
		{"a Sunday night", time.Date(2026, 11, 30, 3, 30, 0, 0, time.UTC), "2026-11-23", "2026-08-31"},
		{"a Monday at midnight", time.Date(2026, 11, 23, 0, 0, 0, 0, ny), "2026-11-23", "2026-08-31"},
		// The clocks went back on November 1 and forward on March 8.
		{"across the autumn change", time.Date(2026, 11, 4, 12, 0, 0, 0, ny), "2026-11-02", "2026-08-10"},
		{"across the spring change", time.Date(2027, 3, 10, 12, 0, 0, 0, ny), "2027-03-08", "2026-12-14"},
	}
	for _, c := range cases {
		starts := BusinessWeeks(c.now, DashboardWeeks)
		if len(starts) != DashboardWeeks+1 {
			t.Fatalf("%s: %d starts", c.name, len(starts))
		}
		for i, s := range starts {
			local := s.In(ny)
			if local.Weekday() != time.Monday || local.Hour() != 0 || local.Minute() != 0 {
				t.Errorf("%s: start %d is %v", c.name, i, local)
			}
			if i > 0 && local.Sub(starts[i-1].In(ny)) < 167*time.Hour {
				t.Errorf("%s: week %d is %v long", c.name, i-1, local.Sub(starts[i-1]))
			}
		}
		if got := starts[DashboardWeeks-1].In(ny).Format(time.DateOnly); got != c.thisWeek {
			t.Errorf("%s: this week starts %s, want %s", c.name, got, c.thisWeek)
		}
		if got := starts[0].In(ny).Format(time.DateOnly); got != c.firstWeek {
			t.Errorf("%s: the first week starts %s, want %s", c.name, got, c.firstWeek)
		}
		if !starts[DashboardWeeks].After(c.now) || starts[DashboardWeeks-1].After(c.now) {
			t.Errorf("%s: now is not in the last week", c.name)
		}
	}
}
