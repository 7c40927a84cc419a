package web

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/routine"
	"golang.org/x/time/rate"
)

// PocketBase logs every request to auxiliary.db, about 7 KB a row for a visitor's read
// (it keeps up to 3,000 bytes of address, 2,000 of referer and of user agent), with no
// bound on a day's bytes: at the rate limit that was 18 GB a day for one address. Its
// activity logger is replaced (same id and place) by one that
//   - counts visitors' successful reads (GET and HEAD without a session) per route
//     instead of writing a row each, and writes the counts as one row an interval;
//   - always logs errors (up to ErrorLogsPerSecond, with a burst; more are counted)
//     and everything done with a session (staff, superusers) or that changes something;
//   - cuts each field a visitor controls, so a row is at most MaxRequestLogRowBytes;
//   - writes at most RequestLogBytesPerDay a UTC day; past it rows are counted, one row
//     says so, and the next day's first row reports how many were dropped.
//
// A scanner's 15,000 404s a second once grew the server past a gigabyte in 30 s, as
// PocketBase's log writer fell behind: hence the rate on errors too.
const (
	RequestLogBytesPerDay  = 64 << 20
	MaxRequestLogRowBytes  = 4 << 10
	RequestLogSummaryEvery = time.Hour
	ErrorLogsPerSecond     = 20
	ErrorLogBurst          = 200
)

// The most kept of each field a client controls (bytes; longer ones are cut with "...").
const (
	maxLoggedURL       = 512
	maxLoggedReferer   = 256
	maxLoggedUserAgent = 256
	maxLoggedError     = 512
	maxLoggedDetails   = 1024 // error details and log meta, as JSON
	// rowOverheadBytes stands for what a row holds beside its attributes (id, level,
	// timestamps, JSON punctuation).
	rowOverheadBytes = 200
)

// skipActivityLogKey is the request store key PocketBase's apis.SkipSuccessActivityLog
// sets (it is not exported); TestSkippedSuccessesAreNotLogged fails if it changes.
const skipActivityLogKey = "__skipSuccessActivityLogger"

// LogWriter writes one log row.
type LogWriter func(app core.App, level slog.Level, message string, attrs []any)

// RequestLogOptions are the request log's budget, clock and writer; zero values are the
// defaults (RequestLogBytesPerDay, the wall clock, PocketBase's logger in the background).
type RequestLogOptions struct {
	BytesPerDay int
	Now         func() time.Time
	Write       LogWriter
}

func writeToAppLog(app core.App, level slog.Level, message string, attrs []any) {
	routine.FireAndForget(func() { app.Logger().Log(context.Background(), level, message, attrs...) })
}

// BoundRequestLog replaces PocketBase's activity logger.
func BoundRequestLog(opts RequestLogOptions) *hook.Handler[*core.RequestEvent] {
	if opts.BytesPerDay == 0 {
		opts.BytesPerDay = RequestLogBytesPerDay
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Write == nil {
		opts.Write = writeToAppLog
	}
	l := &requestLog{opts: opts, errorRate: rate.NewLimiter(ErrorLogsPerSecond, ErrorLogBurst),
		budget: logBudget{bytesPerDay: opts.BytesPerDay, reads: map[string]int{}}}
	return &hook.Handler[*core.RequestEvent]{
		Id:       apis.DefaultActivityLoggerMiddlewareId,
		Priority: apis.DefaultActivityLoggerMiddlewarePriority,
		Func: func(e *core.RequestEvent) error {
			started := opts.Now()
			err := e.Next()
			l.record(e, err, started)
			return err
		},
	}
}

type requestLog struct {
	opts      RequestLogOptions
	errorRate *rate.Limiter
	budget    logBudget
}

// row is one log row to write.
type row struct {
	level   slog.Level
	message string
	attrs   []any
}

func (l *requestLog) record(e *core.RequestEvent, err error, started time.Time) {
	if e.App.Settings().Logs.MaxDays == 0 {
		return
	}
	if err == nil && e.Get(skipActivityLogKey) != nil {
		return
	}
	now := l.opts.Now()
	status := e.Status()
	var apiErr *router.ApiError
	if err != nil && errors.As(err, &apiErr) && status == 0 {
		status = apiErr.Status
	}
	failed := err != nil || status >= 400
	method := e.Request.Method

	var rows []row
	l.budget.mu.Lock()
	if pastDay, dropped := l.budget.turnDay(now); dropped > 0 {
		rows = l.report(rows, slog.LevelWarn, "Request log: rows dropped past the day's budget",
			[]any{"type", "requestLogBudget", "day", pastDay, "droppedRows", dropped, "bytesPerDay", l.opts.BytesPerDay})
	}
	if from, reads, unlogged := l.budget.takeSummary(now, RequestLogSummaryEvery); reads != nil {
		rows = l.report(rows, slog.LevelInfo, "Public reads and unlogged errors, counted",
			[]any{"type", "requestSummary", "from", from.UTC().Format(time.RFC3339), "to", now.UTC().Format(time.RFC3339),
				"reads", reads, "unloggedErrors", unlogged})
	}
	switch {
	case !failed && e.Auth == nil && (method == http.MethodGet || method == http.MethodHead):
		l.budget.countRead(routeGroup(e))
	case failed && !l.errorRate.AllowN(now, 1):
		l.budget.unloggedErrors++
	default:
		r := requestRow(e, err, apiErr, status, now.Sub(started))
		switch ok, notice := l.budget.admit(rowBytes(r)); {
		case ok:
			rows = append(rows, r)
		case notice:
			rows = l.report(rows, slog.LevelWarn, budgetNotice(l.opts.BytesPerDay),
				[]any{"type", "requestLogBudget", "day", l.budget.day, "bytesPerDay", l.opts.BytesPerDay})
		}
	}
	l.budget.mu.Unlock()
	for _, r := range rows {
		l.opts.Write(e.App, r.level, r.message, r.attrs)
	}
}

// report adds a row about the log itself, within the day's whole allowance.
func (l *requestLog) report(rows []row, level slog.Level, message string, attrs []any) []row {
	r := row{level: level, message: message, attrs: attrs}
	if l.budget.admitReport(rowBytes(r)) {
		rows = append(rows, r)
	}
	return rows
}

// routeGroup is what a read is counted under: its route's pattern, and for
// PocketBase's record API the collection (an existing one: the read succeeded).
func routeGroup(e *core.RequestEvent) string {
	group := e.Request.Pattern
	if group == "" {
		group = "unrouted"
	}
	if c := e.Request.PathValue("collection"); c != "" {
		group += " " + c
	}
	return cut(group, 120)
}

// requestRow is PocketBase's request row, with every field a client controls cut.
func requestRow(e *core.RequestEvent, err error, apiErr *router.ApiError, status int, took time.Duration) row {
	uri := cut(e.Request.URL.RequestURI(), maxLoggedURL)
	method := cut(strings.ToUpper(e.Request.Method), 16)
	attrs := []any{"type", "request", "execTime", float64(took) / float64(time.Millisecond)}
	if meta := e.Get(apis.RequestEventKeyLogMeta); meta != nil {
		attrs = append(attrs, "meta", cutJSON(meta))
	}
	if err != nil {
		message := err.Error()
		if apiErr != nil && err == error(apiErr) {
			message = apiErr.Message
		}
		attrs = append(attrs, "error", cut(message, maxLoggedError))
		if apiErr != nil {
			attrs = append(attrs, "details", cutJSON(apiErr.RawData()))
		}
	}
	attrs = append(attrs, "url", uri, "method", method, "status", status,
		"referer", cut(e.Request.Referer(), maxLoggedReferer), "userAgent", cut(e.Request.UserAgent(), maxLoggedUserAgent))
	auth := ""
	if e.Auth != nil {
		auth = e.Auth.Collection().Name
	}
	attrs = append(attrs, "auth", auth)
	if e.Auth != nil && e.App.Settings().Logs.LogAuthId {
		attrs = append(attrs, "authId", e.Auth.Id)
	}
	if e.App.Settings().Logs.LogIP {
		attrs = append(attrs, "userIP", cut(e.RealIP(), 64), "remoteIP", cut(e.RemoteIP(), 64))
	}
	level := slog.LevelInfo
	if err != nil {
		level = slog.LevelError
	}
	message := method + " "
	if unescaped, err := url.PathUnescape(uri); err == nil {
		message += unescaped
	} else {
		message += uri
	}
	return row{level: level, message: message, attrs: attrs}
}

// rowBytes is what a row takes in the log: its message and attributes as JSON.
func rowBytes(r row) int {
	data := make(map[string]any, len(r.attrs)/2)
	for i := 0; i+1 < len(r.attrs); i += 2 {
		data[r.attrs[i].(string)] = r.attrs[i+1]
	}
	encoded, _ := json.Marshal(data)
	return rowOverheadBytes + len(r.message) + len(encoded)
}

// cut keeps at most max bytes of s, at a character boundary, marking a cut with "...".
func cut(s string, max int) string {
	if len(s) <= max {
		return s
	}
	s = s[:max]
	for len(s) > 0 && !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s + "..."
}

// cutJSON is v as JSON when short enough, else its first maxLoggedDetails bytes as text.
func cutJSON(v any) any {
	encoded, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	if len(encoded) <= maxLoggedDetails {
		return json.RawMessage(encoded)
	}
	return cut(string(encoded), maxLoggedDetails)
}
