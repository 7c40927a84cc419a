package replication

import (
	"context"
	"fmt"
	"log/slog"
)

// textValues hands Litestream's log records on with every value in words. PocketBase
// stores a record's values as JSON (encoding/json/v2), which refuses a time.Duration:
// Litestream's sync errors carry their backoff as one, and the whole record was lost,
// with "json: cannot marshal ... time.Duration" printed in its place.
type textValues struct{ next slog.Handler }

func (h textValues) Enabled(ctx context.Context, level slog.Level) bool {
	return h.next.Enabled(ctx, level)
}

func (h textValues) Handle(ctx context.Context, r slog.Record) error {
	out := slog.NewRecord(r.Time, r.Level, r.Message, r.PC)
	r.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(asText(a))
		return true
	})
	return h.next.Handle(ctx, out)
}

func (h textValues) WithAttrs(attrs []slog.Attr) slog.Handler {
	texts := make([]slog.Attr, len(attrs))
	for i, a := range attrs {
		texts[i] = asText(a)
	}
	return textValues{h.next.WithAttrs(texts)}
}

func (h textValues) WithGroup(name string) slog.Handler { return textValues{h.next.WithGroup(name)} }

func asText(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString, slog.KindInt64, slog.KindUint64, slog.KindFloat64, slog.KindBool, slog.KindTime:
		return slog.Attr{Key: a.Key, Value: v}
	case slog.KindGroup:
		group := v.Group()
		texts := make([]any, len(group))
		for i, g := range group {
			texts[i] = asText(g)
		}
		return slog.Group(a.Key, texts...)
	case slog.KindDuration:
		return slog.String(a.Key, v.Duration().String())
	default:
		if err, ok := v.Any().(error); ok {
			return slog.String(a.Key, err.Error())
		}
		return slog.String(a.Key, fmt.Sprint(v.Any()))
	}
}

// litestreamLogger is logger with Litestream's values in words (nil: discard).
func litestreamLogger(logger *slog.Logger) *slog.Logger {
	if logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return slog.New(textValues{logger.Handler()}).With("system", "litestream")
}
