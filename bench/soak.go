package main

import (
	"fmt"
	"log"
	"os"
	"strings"
	"sync"
	"time"
)

// wrkMixedPaths makes wrk spread its requests over the public reads a visitor makes.
const wrkMixedPaths = `
local paths = {%s}
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i %% #paths) + 1])
end
`

// soakPace: each staff session creates, updates and deletes a product every 3 s, so five
// sessions make 5 writes a second (far busier than a real back office) and the catalogue
// keeps its size.
var soakPace = writePace{every: 3 * time.Second, deleteAfter: true}

// visitorPaths are the public reads of visitors browsing the seeded catalogue; image
// is a product photo's /uploads/ URL.
func visitorPaths(image string) []string {
	return []string{"/", "/products", "/products/strain-7", "/blog/notes-from-the-field-3", "/api/products/with-variants",
		"/api/products/featured", "/api/products/slug/strain-7", "/api/products/categories/active", "/api/blog",
		"/api/locations", "/api/site", "/api/hero-videos", "/api/page-meta?path=/products/strain-9", "/sitemap.xml",
		image + "?w=640", image + "?w=320", "/robots.txt"}
}

// soak runs mixed public traffic and staff writes against a server for d, sampling its
// memory, and reports errors and whether memory stayed flat.
func soak(binary string, d time.Duration) {
	dir := tempDir("bench-soak-")
	defer os.RemoveAll(dir)
	log.Printf("seeding %s...", largeCatalogue)
	tokens, err := seed(dir, largeCatalogue, 5)
	check(err)
	srv, err := startServer(binary, dir)
	check(err)
	defer srv.stop()
	paths := visitorPaths(firstUploadImage(srv.baseURL))
	quoted := make([]string, len(paths))
	for i, p := range paths {
		quoted[i] = fmt.Sprintf("%q", p)
	}
	script, err := os.CreateTemp("", "soak-*.lua")
	check(err)
	defer os.Remove(script.Name())
	fmt.Fprintf(script, wrkMixedPaths, strings.Join(quoted, ", "))
	script.WriteString(wrkReport)
	script.Close()

	var samples []float64
	var mu sync.Mutex
	stopSampling := make(chan struct{})
	go func() {
		tick := time.NewTicker(5 * time.Second)
		defer tick.Stop()
		for {
			select {
			case <-stopSampling:
				return
			case <-tick.C:
				mu.Lock()
				samples = append(samples, residentMB(srv.pid(), "VmRSS"))
				mu.Unlock()
			}
		}
	}()

	log.Printf("soaking for %s: mixed public reads (32 connections) and %d staff sessions, each saving a product (create, update, delete) every %s...", d, len(tokens), soakPace.every)
	var writes writeResult
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		writes = staffWrites(srv.baseURL, tokens, d, soakPace)
	}()
	load := &loadRun{script: script.Name(), pid: srv.pid(), run: d}
	reads, err := load.measure("mixed public reads", srv.baseURL, 32, "Accept-Encoding: gzip, br")
	check(err)
	wg.Wait()
	close(stopSampling)

	mu.Lock()
	defer mu.Unlock()
	fmt.Printf("\n## Soak of %s on %s\n\n", time.Now().UTC().Format("2006-01-02"), machineLine())
	fmt.Printf("Mixed public reads (%d paths, 32 connections): %.0f req/s, p50 %s, p99 %s, %d errors.\n", len(paths), reads.ReqPerSec, ms(reads.P50), ms(reads.P99), reads.Errors)
	fmt.Printf("Staff writes (%d sessions, a create-update-delete cycle every %s each): %d requests, %d errors, %d \"database is locked\", p99 %s.\n", writes.Sessions, soakPace.every, writes.Requests, writes.Errors, writes.Locked, ms(writes.P99))
	flat, summary := memoryIsFlat(samples)
	fmt.Printf("Server resident memory, sampled every 5 s: %s\n", summary)
	if reads.Errors > 0 || writes.Errors > 0 || !flat {
		fmt.Println("SOAK FAILED")
		os.Exit(1)
	}
	fmt.Println("Soak passed: zero errors, flat memory.")
}

// memoryIsFlat compares the second half's peak with the first half's: growth of more
// than 20% (and 10 MB) after the warm-up means memory is not flat.
func memoryIsFlat(samples []float64) (bool, string) {
	if len(samples) < 4 {
		return true, "too few samples"
	}
	half := len(samples) / 2
	peak := func(xs []float64) float64 {
		m := 0.0
		for _, x := range xs {
			m = max(m, x)
		}
		return m
	}
	first, second := peak(samples[1:half]), peak(samples[half:])
	summary := fmt.Sprintf("first half peak %.1f MB, second half peak %.1f MB, last %.1f MB", first, second, samples[len(samples)-1])
	return second <= first*1.2 || second-first < 10, summary
}
