package main

import (
	"fmt"
	"strings"
	"time"
)

type growthRow struct {
	size   int
	result result
}

type report struct {
	machine, date            string
	reads                    []result
	throughCache             []cacheRow
	readsPeakMB, wholePeakMB float64
	writes                   writeResult
	writesSeconds            float64
	growth                   []growthRow
	renders                  renderFigures
	wholesale                *wholesaleFigures
	frontend                 string
	elapsed                  time.Duration
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }

func (r *report) find(name string, connections int) *result {
	for i := range r.reads {
		if r.reads[i].Name == name && r.reads[i].Connections == connections {
			return &r.reads[i]
		}
	}
	return nil
}

func (r *report) markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "## Benchmark of %s on %s\n\n", r.date, r.machine)
	b.WriteString("Public reads, 500 products x 4 variants, 300 posts, 50 locations (wrk on loopback after a 1 s warm-up; `Accept-Encoding: gzip, br` unless noted):\n\n")
	b.WriteString("| target | connections | seconds | req/s | p50 | p99 | errors | bytes/response | peak RSS |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, t := range r.reads {
		fmt.Fprintf(&b, "| %s | %d | %.0f | %.0f | %s | %s | %d | %.0f | %.1f MB |\n", t.Name, t.Connections, t.Seconds, t.ReqPerSec, ms(t.P50), ms(t.P99), t.Errors, t.BytesPerRes, t.PeakRSSMB)
	}
	ours, generic := r.find("GET /api/products/with-variants", 64), r.find("PocketBase generic list (reference)", 64)
	plain, static := r.find("with-variants, no compression", 64), r.find("static file of the same bytes", 64)
	if ours != nil && generic != nil && plain != nil && static != nil {
		fmt.Fprintf(&b, "\nwith-variants vs PocketBase's generic list on the same data: **%.0fx** the requests per second.  \n", ours.ReqPerSec/generic.ReqPerSec)
		fmt.Fprintf(&b, "with-variants vs a static file of the same bytes, both uncompressed: **%.2fx**.  \n", plain.ReqPerSec/static.ReqPerSec)
	}
	fmt.Fprintf(&b, "Server peak resident memory: %.1f MB during the site's read targets, %.1f MB across the whole run (with the writes and PocketBase's generic list).\n\n", r.readsPeakMB, r.wholePeakMB)

	if len(r.throughCache) > 0 {
		b.WriteString("The same pages read through the caching proxy (deploy/nginx-cache.conf, 64 connections): what the proxy answered, and what of it reached the server:\n\n")
		b.WriteString("| target | seconds | proxy req/s | p50 | p99 | errors | proxy requests | reached the server | server req/s |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
		for _, c := range r.throughCache {
			fmt.Fprintf(&b, "| %s | %.0f | %.0f | %s | %s | %d | %d | %d | %.2f |\n", c.Name, c.Seconds, c.ReqPerSec, ms(c.P50), ms(c.P99), c.Errors, c.ProxyRequests, c.OriginRequests, c.OriginPerSecond)
		}
		b.WriteString("\n")
	}

	w := r.writes
	fmt.Fprintf(&b, "Staff writes: %d concurrent sessions creating and updating products for %.0f s: %d requests (%.0f/s), %d errors, %d \"database is locked\", p50 %s, p99 %s.\n\n",
		w.Sessions, r.writesSeconds, w.Requests, w.ReqPerSec, w.Errors, w.Locked, ms(w.P50), ms(w.P99))
	if w.FirstError != "" {
		fmt.Fprintf(&b, "First write error: %.300s\n\n", w.FirstError)
	}

	growthSeconds := 0.0
	if len(r.growth) > 0 {
		growthSeconds = r.growth[0].result.Seconds
	}
	fmt.Fprintf(&b, "Growth with the catalogue (64 connections, %.0f s each):\n\n", growthSeconds)
	b.WriteString("| products | target | req/s | time per request | p99 | bytes/response | time vs 50 | bytes vs 50 |\n|---:|---|---:|---:|---:|---:|---:|---:|\n")
	first := map[string]result{}
	for _, g := range r.growth {
		if _, ok := first[g.result.Name]; !ok {
			first[g.result.Name] = g.result
		}
		f := first[g.result.Name]
		perRequest := 1e6 / g.result.ReqPerSec
		fmt.Fprintf(&b, "| %d | %s | %.0f | %.1f µs | %s | %.0f | %.2fx | %.2fx |\n", g.size, g.result.Name, g.result.ReqPerSec, perRequest, ms(g.result.P99), g.result.BytesPerRes,
			f.ReqPerSec/g.result.ReqPerSec, g.result.BytesPerRes/f.BytesPerRes)
	}
	b.WriteString(r.renders.markdown())
	if r.wholesale != nil {
		b.WriteString(r.wholesale.markdown())
	}
	if r.frontend != "" {
		b.WriteString("\n" + r.frontend)
	}
	fmt.Fprintf(&b, "\nThe whole run took %s.\n", r.elapsed.Round(time.Second))
	return b.String()
}
