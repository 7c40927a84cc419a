// Package metrics holds the site's Prometheus metrics, in the default registry beside the
// Go runtime's, the process's and Litestream's own, and serves them on their own address.
// Instrumented code calls the package's counters in one line; figures that are read, not
// counted (the outbox, the disk, replication), come from Observe.
package metrics

import (
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
)

const namespace = "farmsite"

var (
	// Requests counts answered requests by route group and status class (2xx...5xx).
	Requests = promauto.NewCounterVec(prometheus.CounterOpts{
		Namespace: namespace, Name: "http_requests_total", Help: "Answered requests by route group and status class.",
	}, []string{"group", "status"})
	// Latency is the time to answer, by route group.
	Latency = promauto.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: namespace, Name: "http_request_duration_seconds", Help: "Time to answer a request, by route group.",
		Buckets: []float64{.001, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
	}, []string{"group"})
	// AnswerCache counts public answers served from the answer cache (hit) or built (miss).
	AnswerCache = promauto.NewCounterVec(prometheus.CounterOpts{
		Namespace: namespace, Name: "answer_cache_requests_total", Help: "Public answers served from the answer cache (hit) or built (miss).",
	}, []string{"result"})
	// AnswerCacheBytes is the size of the answers the cache holds.
	AnswerCacheBytes = promauto.NewGauge(prometheus.GaugeOpts{
		Namespace: namespace, Name: "answer_cache_bytes", Help: "Bytes of answers the answer cache holds.",
	})
	// Renders counts server renders of pages by result (ok, error).
	Renders = promauto.NewCounterVec(prometheus.CounterOpts{
		Namespace: namespace, Name: "renders_total", Help: "Server renders of pages, by result (ok, error).",
	}, []string{"result"})
	// RenderEnginesBusy is how many JavaScript engines are rendering now.
	RenderEnginesBusy = promauto.NewGauge(prometheus.GaugeOpts{
		Namespace: namespace, Name: "render_engines_busy", Help: "Page renderers (JavaScript engines) rendering now.",
	})
	// RenderEngines is how many may render at once.
	RenderEngines = promauto.NewGauge(prometheus.GaugeOpts{
		Namespace: namespace, Name: "render_engines", Help: "Page renderers that may render at once.",
	})
	// ImageWorkQueued is image work running or waiting for a slot.
	ImageWorkQueued = promauto.NewGauge(prometheus.GaugeOpts{
		Namespace: namespace, Name: "image_work_queued", Help: "Image work (derived widths, uploads) running or waiting.",
	})
	// ImageWorkRefused counts image work refused because too much was waiting (a 503).
	ImageWorkRefused = promauto.NewCounter(prometheus.CounterOpts{
		Namespace: namespace, Name: "image_work_refused_total", Help: "Image work refused with 503 because too much was waiting.",
	})
	// Connections is the open connections to the site's server.
	Connections = promauto.NewGauge(prometheus.GaugeOpts{
		Namespace: namespace, Name: "connections", Help: "Open connections to the site's server.",
	})
	// ConnectionsRefused counts connections closed unanswered because their client
	// network held its share already.
	ConnectionsRefused = promauto.NewCounter(prometheus.CounterOpts{
		Namespace: namespace, Name: "connections_refused_total", Help: "Connections closed unanswered because their client network held its share.",
	})
	// RealtimeConnections is the open realtime (server-sent events) connections.
	RealtimeConnections = promauto.NewGauge(prometheus.GaugeOpts{
		Namespace: namespace, Name: "realtime_connections", Help: "Open realtime (server-sent events) connections.",
	})
)

// Health is the figures read from the app when metrics are scraped.
type Health struct {
	Ready                 bool
	OutboxPending         int
	OutboxFailed          int
	OutboxOldestAgeSecs   float64
	ReplicationOn         bool
	ReplicationLagSeconds float64
	BackupAgeSeconds      float64 // -1: no backup
	DiskFreeBytes         uint64
}

var healthSource atomic.Pointer[func() Health]

// Observe makes read the source of the health figures (the latest app's wins).
func Observe(read func() Health) { healthSource.Store(&read) }

func readHealth() Health {
	if read := healthSource.Load(); read != nil {
		return (*read)()
	}
	return Health{BackupAgeSeconds: -1}
}

func healthGauge(name, help string, value func(Health) float64) {
	promauto.NewGaugeFunc(prometheus.GaugeOpts{Namespace: namespace, Name: name, Help: help},
		func() float64 { return value(readHealth()) })
}

func boolValue(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func init() {
	// Series that exist before their first event, so alerts and the names test see them.
	for _, result := range []string{"hit", "miss"} {
		AnswerCache.WithLabelValues(result)
	}
	for _, result := range []string{"ok", "error"} {
		Renders.WithLabelValues(result)
	}
	healthGauge("ready", "1 when /api/ready answers 200.", func(h Health) float64 { return boolValue(h.Ready) })
	healthGauge("outbox_pending", "Emails waiting to be sent.", func(h Health) float64 { return float64(h.OutboxPending) })
	healthGauge("outbox_failed", "Emails given up on after every retry.", func(h Health) float64 { return float64(h.OutboxFailed) })
	healthGauge("outbox_oldest_pending_age_seconds", "Age of the oldest email waiting (0: none).", func(h Health) float64 { return h.OutboxOldestAgeSecs })
	healthGauge("replication_enabled", "1 when the database streams to a replica.", func(h Health) float64 { return boolValue(h.ReplicationOn) })
	healthGauge("replication_lag_seconds", "How long the replica has been behind the database.", func(h Health) float64 { return h.ReplicationLagSeconds })
	healthGauge("backup_age_seconds", "Age of the newest backup: the replica's state or a backup zip (-1: none).", func(h Health) float64 { return h.BackupAgeSeconds })
	healthGauge("disk_free_bytes", "Free bytes on the data dir's filesystem.", func(h Health) float64 { return float64(h.DiskFreeBytes) })
}

// StatusClass is "2xx" for 200 and so on.
func StatusClass(status int) string {
	if status < 100 || status > 599 {
		return "other"
	}
	return strconv.Itoa(status/100) + "xx"
}

// RouteGroup names the part of the site a path belongs to (a bounded set of labels).
func RouteGroup(path string) string {
	switch {
	case strings.HasPrefix(path, "/api/admin/"), strings.HasPrefix(path, "/api/system/"):
		return "staff-api"
	case strings.HasPrefix(path, "/api/realtime"):
		return "realtime"
	case strings.HasPrefix(path, "/api/ready"), strings.HasPrefix(path, "/api/health"):
		return "health"
	case strings.HasPrefix(path, "/api/"):
		return "public-api"
	case strings.HasPrefix(path, "/uploads/"):
		return "uploads"
	case strings.HasPrefix(path, "/assets/"):
		return "assets"
	case strings.HasPrefix(path, "/admin"), strings.HasPrefix(path, "/_/"):
		return "admin-app"
	default:
		return "pages"
	}
}
