package web

import (
	"fmt"
	"sync"
	"time"
)

// logBudget is the request log's byte allowance for the current UTC day, and the
// counters of what was not written row by row.
type logBudget struct {
	mu          sync.Mutex
	bytesPerDay int
	day         string // UTC date the allowance is for
	used        int
	dropped     int  // rows refused today past the allowance
	noticed     bool // the row saying so is written
	// Successful public reads counted since summaryFrom, per route group.
	summaryFrom time.Time
	reads       map[string]int
	// Errors not logged because they came faster than ErrorLogsPerSecond.
	unloggedErrors int
}

// budgetNoticeBytes is kept back from each day's allowance for the rows that report on
// the log itself: the day's notice that rows are being dropped, and the summaries.
const budgetNoticeBytes = 64 << 10

// dayOf is the UTC date of t.
func dayOf(t time.Time) string { return t.UTC().Format(time.DateOnly) }

// turnDay starts now's day when it is a new one, returning the past day's count of
// dropped rows (0 when nothing was dropped or the day has not changed).
func (b *logBudget) turnDay(now time.Time) (pastDay string, dropped int) {
	day := dayOf(now)
	if day == b.day {
		return "", 0
	}
	pastDay, dropped = b.day, b.dropped
	b.day, b.used, b.dropped, b.noticed = day, 0, 0, false
	return pastDay, dropped
}

// admit takes size bytes of today's allowance for a request's row. When it is spent,
// the row is counted as dropped, and the first time notice is true: write the one row
// that says so (it has the bytes kept back for it).
func (b *logBudget) admit(size int) (ok, notice bool) {
	if b.used+size <= b.bytesPerDay-budgetNoticeBytes {
		b.used += size
		return true, false
	}
	b.dropped++
	if b.noticed {
		return false, false
	}
	b.noticed = true
	return false, true
}

// admitReport takes size bytes for a row about the log itself, from the whole allowance.
func (b *logBudget) admitReport(size int) bool {
	if b.used+size > b.bytesPerDay {
		return false
	}
	b.used += size
	return true
}

// maxReadGroups bounds the summary: route groups past it count under "other".
const maxReadGroups = 64

func (b *logBudget) countRead(group string) {
	if _, known := b.reads[group]; !known && len(b.reads) >= maxReadGroups {
		group = "other"
	}
	b.reads[group]++
}

// takeSummary returns the counts since the summary began and starts the next one at
// now, when every has passed (nil otherwise, or when there is nothing to report).
func (b *logBudget) takeSummary(now time.Time, every time.Duration) (from time.Time, reads map[string]int, unloggedErrors int) {
	if b.summaryFrom.IsZero() {
		b.summaryFrom = now.Truncate(every)
	}
	if now.Before(b.summaryFrom.Add(every)) {
		return time.Time{}, nil, 0
	}
	from, reads, unloggedErrors = b.summaryFrom, b.reads, b.unloggedErrors
	b.summaryFrom, b.reads, b.unloggedErrors = now.Truncate(every), map[string]int{}, 0
	if len(reads) == 0 && unloggedErrors == 0 {
		return time.Time{}, nil, 0
	}
	return from, reads, unloggedErrors
}

// budgetNotice is the message of the day's row saying its rows are being dropped.
func budgetNotice(bytesPerDay int) string {
	return fmt.Sprintf("Request log: today's %d KB are written; further requests today are counted, not logged", bytesPerDay>>10)
}
