package metrics

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Server serves /metrics on its own address, away from the site's.
type Server struct {
	http *http.Server
	done chan error
}

// Handler answers /metrics from the default registry, one scrape at a time.
func Handler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.InstrumentMetricHandler(
		prometheus.DefaultRegisterer, promhttp.HandlerFor(prometheus.DefaultGatherer, promhttp.HandlerOpts{MaxRequestsInFlight: 1, Timeout: 10 * time.Second})))
	return mux
}

// Listen starts serving on addr (such as 127.0.0.1:9090).
func Listen(addr string) (*Server, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	s := &Server{
		http: &http.Server{Handler: Handler(), ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second, WriteTimeout: 15 * time.Second, MaxHeaderBytes: 8 << 10},
		done: make(chan error, 1),
	}
	go func() { s.done <- s.http.Serve(ln) }()
	return s, nil
}

// Close stops serving within ctx.
func (s *Server) Close(ctx context.Context) error {
	err := s.http.Shutdown(ctx)
	if served := <-s.done; !errors.Is(served, http.ErrServerClosed) && err == nil {
		err = served
	}
	return err
}
