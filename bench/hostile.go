package main

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// The hostile-traffic test (issue 11): its limits, and the load that meets them.
const (
	hostileMaxRSSMB        = 96
	hostileMinReadsShare   = 0.5
	hostileVisitors        = 32 // keep-alive connections of legitimate reads
	hostileStaffSessions   = 3  // each saving a product every 3 s (soakPace)
	hostileConnsPerAttack  = 2  // per attack kind: 10 attacking connections in all
	hostilePhotos          = 10
	hostileUnknownPaths    = 10000
	hostileWarmup          = 3 * time.Second
	hostileHostHeaderBytes = 1 << 20
)

// hostileFigures is everything the test measured.
type hostileFigures struct {
	photoBytes                  []int
	visitorPaths                int
	alone, attacked             readResult
	writes                      writeResult
	attacks                     []attack
	answers                     []*attackResult
	uploadMB, aloneMB, attackMB float64 // sampled peaks of each phase
	hwmMB                       float64 // the kernel's peak over the server's life
	serverAlive                 bool
	attackFor                   time.Duration
	elapsed                     time.Duration
}

// hostileOptions are the -hostile mode's flags.
type hostileOptions struct {
	binary              string
	attackFor, aloneFor time.Duration
	only                string // attack kinds to send, comma-separated; "" for all
	out                 string
}

// hostile seeds a server with the large catalogue and ten large photos, measures the
// visitors' reads alone, then again while staff write and bots attack; it writes the
// report and tells whether the three limits held.
func hostile(o hostileOptions) (bool, error) {
	started := time.Now()
	dir := tempDir("bench-hostile-")
	defer os.RemoveAll(dir)
	type drawn struct {
		photos [][]byte
		err    error
	}
	drawing := make(chan drawn, 1)
	go func() {
		photos, err := largePhotos(hostilePhotos)
		drawing <- drawn{photos, err}
	}()
	log.Printf("seeding %s; drawing %d photos of 4000x3000...", largeCatalogue, hostilePhotos)
	tokens, err := seed(dir, largeCatalogue, hostileStaffSessions)
	if err != nil {
		return false, err
	}
	srv, err := startServer(o.binary, dir)
	if err != nil {
		return false, err
	}
	defer srv.stop()
	f := &hostileFigures{attackFor: o.attackFor}
	d := <-drawing
	if d.err != nil {
		return false, d.err
	}
	log.Printf("seeded, drawn and started in %s", time.Since(started).Round(100*time.Millisecond))

	log.Printf("uploading the photos through the staff API...")
	sampler := startRSSSampler(srv.pid())
	var photos []string
	for i, photo := range d.photos {
		url, err := uploadPhoto(srv.baseURL, tokens[0], fmt.Sprintf("field-%d.jpg", i+1), photo)
		if err != nil {
			sampler.stop()
			return false, err
		}
		photos = append(photos, url)
		f.photoBytes = append(f.photoBytes, len(photo))
	}
	f.uploadMB = sampler.stop()

	paths := visitorPaths(firstUploadImage(srv.baseURL))
	f.visitorPaths = len(paths)
	log.Printf("visitors alone: %s warm-up, then %s on %d connections...", hostileWarmup, o.aloneFor, hostileVisitors)
	if warm := visitorReads(srv.baseURL, paths, hostileVisitors, hostileWarmup); warm.Errors > 0 {
		return false, fmt.Errorf("the warm-up's reads failed (%d errors): %s", warm.Errors, warm.FirstError)
	}
	sampler = startRSSSampler(srv.pid())
	f.alone = visitorReads(srv.baseURL, paths, hostileVisitors, o.aloneFor)
	f.aloneMB = sampler.stop()

	for _, a := range hostileAttacks(photos) {
		if o.only == "" || slices.Contains(strings.Split(o.only, ","), a.key) {
			f.attacks = append(f.attacks, a)
		}
	}
	if len(f.attacks) == 0 {
		return false, fmt.Errorf("-hostile-only=%s names no attack (host, paths, category, meta, photos)", o.only)
	}
	log.Printf("attack for %s: %d kinds x %d connections, while the visitors read and %d staff sessions write...", o.attackFor, len(f.attacks), hostileConnsPerAttack, hostileStaffSessions)
	sampler = startRSSSampler(srv.pid())
	ctx, cancel := context.WithTimeout(context.Background(), o.attackFor)
	defer cancel()
	f.answers = make([]*attackResult, len(f.attacks))
	var wg sync.WaitGroup
	for i, a := range f.attacks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Each kind from its own address, like bots on other machines.
			f.answers[i] = a.run(ctx, srv.baseURL, fmt.Sprintf("127.0.0.%d", 11+i))
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		f.writes = staffWrites(srv.baseURL, tokens, o.attackFor, soakPace)
	}()
	f.attacked = visitorReads(srv.baseURL, paths, hostileVisitors, o.attackFor)
	wg.Wait()
	f.attackMB = sampler.stop()
	f.hwmMB = residentMB(srv.pid(), "VmHWM")
	f.serverAlive = residentMB(srv.pid(), "VmRSS") > 0
	f.elapsed = time.Since(started)

	passed, text := f.report()
	fmt.Print(text)
	if err := os.MkdirAll(filepath.Dir(o.out), 0o755); err != nil {
		return passed, err
	}
	return passed, os.WriteFile(o.out, []byte(text), 0o644)
}

// hostileAttacks are the five kinds of hostile request.
func hostileAttacks(photos []string) []attack {
	padding := strings.Repeat("a", hostileHostHeaderBytes)
	pages := []string{"/", "/products", "/blog", "/about", "/products/strain-3"}
	unknown := []string{"/no-such-page-%d", "/products/no-such-strain-%d", "/blog/no-such-post-%d",
		"/api/no-such-route-%d", "/uploads/no-such-file-%d.jpg", "/wp-admin/setup-config-%d.php"}
	var variants []string // every ?rotate= and ?w= pair of every photo, even those no page asks for
	for _, photo := range photos {
		for _, rotate := range []string{"0", "90", "180", "270"} {
			for _, w := range []string{"", "&w=320", "&w=640", "&w=960", "&w=1280", "&w=1920"} {
				variants = append(variants, photo+"?rotate="+rotate+w)
			}
		}
	}
	get := func(u string) *http.Request {
		req, _ := http.NewRequest(http.MethodGet, u, nil)
		req.Header.Set("Accept-Encoding", "gzip, br")
		return req
	}
	return []attack{
		{"host", "1 MB `Host` header, " + strings.Join(pages, " "), hostileConnsPerAttack, func(base string, n int) *http.Request {
			req := get(base + pages[n%len(pages)])
			unique := fmt.Sprintf("bot-%d.", n)
			req.Host = unique + padding[len(unique):]
			return req
		}},
		{"paths", fmt.Sprintf("%d unique unknown paths, round robin", hostileUnknownPaths), hostileConnsPerAttack, func(base string, n int) *http.Request {
			n %= hostileUnknownPaths
			return get(base + fmt.Sprintf(unknown[n%len(unknown)], n))
		}},
		{"category", "`/products?category=` unique junk", hostileConnsPerAttack, func(base string, n int) *http.Request {
			return get(base + "/products?category=" + url.QueryEscape(junk(n)))
		}},
		{"meta", "`/api/page-meta?path=` unique junk", hostileConnsPerAttack, func(base string, n int) *http.Request {
			path := junk(n)
			if n%3 != 0 {
				path = "/" + path // shaped like a site path
			}
			return get(base + "/api/page-meta?path=" + url.QueryEscape(path))
		}},
		{"photos", fmt.Sprintf("%d variants of %d large photos, round robin", len(variants)/max(len(photos), 1), len(photos)), hostileConnsPerAttack, func(base string, n int) *http.Request {
			return get(base + variants[n%len(variants)])
		}},
	}
}

// junk is the n-th unique value a scanner sends: odd characters, every fourth one 7 KB
// long (15 KB in the URL).
func junk(n int) string {
	s := fmt.Sprintf("%d<script>'\"ü%%00;../", n)
	if n%4 == 0 {
		s += strings.Repeat("x/../é", 8<<10/8)
	}
	return s
}

// report is the Markdown table of the figures, and whether the limits held.
func (f *hostileFigures) report() (bool, string) {
	var b strings.Builder
	peak := max(f.hwmMB, f.uploadMB, f.aloneMB, f.attackMB)
	share := f.attacked.ReqPerSec / max(f.alone.ReqPerSec, 1)
	legitErrors := f.alone.Errors + f.attacked.Errors + f.writes.Errors
	verdict := func(ok bool) string {
		if ok {
			return "ok"
		}
		return "**FAIL**"
	}
	sizes := slices.Clone(f.photoBytes)
	slices.Sort(sizes)
	attackConns := 0
	for _, a := range f.attacks {
		attackConns += a.connections
	}

	fmt.Fprintf(&b, "## Hostile traffic of %s on %s\n\n", time.Now().UTC().Format("2006-01-02"), machineLine())
	fmt.Fprintf(&b, "Catalogue: %s, and %d photos of 4000x3000 (JPEG, %.1f-%.1f MB) uploaded through the staff API.  \n",
		largeCatalogue, len(sizes), float64(sizes[0])/(1<<20), float64(sizes[len(sizes)-1])/(1<<20))
	fmt.Fprintf(&b, "Visitors: %d keep-alive connections reading %d public paths round robin (`Accept-Encoding: gzip, br`), alone for %.0f s after a %.0f s warm-up, then for the %.0f s of the attack, while %d staff sessions each create, update and delete a product every %.0f s.  \n",
		f.alone.Connections, f.visitorPaths, f.alone.Seconds, hostileWarmup.Seconds(), f.attackFor.Seconds(), f.writes.Sessions, soakPace.every.Seconds())
	fmt.Fprintf(&b, "Attack: %d connections (%d per kind, each kind from its own loopback address), each sending its next request when the last is answered and reading at most 64 KB of an answer. The load generator shares the machine's cores with the server.\n\n",
		attackConns, hostileConnsPerAttack)

	b.WriteString("| check | figure | limit | result |\n|---|---|---|---|\n")
	fmt.Fprintf(&b, "| server's peak resident memory | %.1f MB (VmHWM); sampled every 50 ms: %.1f MB uploading, %.1f MB visitors alone, %.1f MB attacked | < %d MB | %s |\n",
		f.hwmMB, f.uploadMB, f.aloneMB, f.attackMB, hostileMaxRSSMB, verdict(peak < hostileMaxRSSMB))
	fmt.Fprintf(&b, "| visitors' reads attacked vs alone | %.0f vs %.0f req/s: %.0f%% | >= %.0f%% | %s |\n",
		f.attacked.ReqPerSec, f.alone.ReqPerSec, 100*share, 100*hostileMinReadsShare, verdict(share >= hostileMinReadsShare))
	fmt.Fprintf(&b, "| errors on legitimate traffic | reads: %d of %d alone, %d of %d attacked; staff writes: %d of %d | 0 | %s |\n",
		f.alone.Errors, f.alone.Requests, f.attacked.Errors, f.attacked.Requests, f.writes.Errors, f.writes.Requests, verdict(legitErrors == 0))
	if !f.serverAlive {
		b.WriteString("| server still running at the end | no | yes | **FAIL** |\n")
	}

	b.WriteString("\n| visitors' reads | seconds | requests | req/s | p50 | p99 | errors |\n|---|---:|---:|---:|---:|---:|---:|\n")
	for _, r := range []struct {
		name string
		r    readResult
	}{{"alone", f.alone}, {"attacked", f.attacked}} {
		fmt.Fprintf(&b, "| %s | %.1f | %d | %.0f | %s | %s | %d |\n", r.name, r.r.Seconds, r.r.Requests, r.r.ReqPerSec, ms(r.r.P50), ms(r.r.P99), r.r.Errors)
	}
	fmt.Fprintf(&b, "\nStaff writes while attacked: %d requests, %d errors, p50 %s, p99 %s.\n", f.writes.Requests, f.writes.Errors, ms(f.writes.P50), ms(f.writes.P99))
	for _, e := range []string{f.alone.FirstError, f.attacked.FirstError, f.writes.FirstError} {
		if e != "" {
			fmt.Fprintf(&b, "First error: %.300s  \n", e)
		}
	}

	b.WriteString("\n| attack | connections | requests | answers |\n|---|---:|---:|---|\n")
	for i, a := range f.attacks {
		res := f.answers[i]
		var answers []string
		for answer, count := range res.Answers {
			answers = append(answers, fmt.Sprintf("%s: %d", answer, count))
		}
		slices.Sort(answers)
		fmt.Fprintf(&b, "| %s | %d | %d | %s |\n", a.name, a.connections, res.Sent, strings.Join(answers, ", "))
	}
	for i, a := range f.attacks {
		if f.answers[i].FirstOther != "" {
			fmt.Fprintf(&b, "\nFirst other error of %q: %.300s\n", a.name, f.answers[i].FirstOther)
		}
	}

	passed := peak < hostileMaxRSSMB && share >= hostileMinReadsShare && legitErrors == 0 && f.serverAlive
	fmt.Fprintf(&b, "\nThe whole run took %s. ", f.elapsed.Round(time.Second))
	if passed {
		b.WriteString("Hostile test passed.\n")
	} else {
		b.WriteString("HOSTILE TEST FAILED.\n")
	}
	return passed, b.String()
}

// runHostile is the -hostile mode of the command: its exit status is the verdict.
func runHostile(o hostileOptions) {
	passed, err := hostile(o)
	if err != nil {
		log.Printf("hostile test: %v", err)
		os.Exit(2)
	}
	if !passed {
		os.Exit(1)
	}
}
