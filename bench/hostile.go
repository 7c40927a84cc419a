package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"net/http"
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
	hostileConnsPerAttack  = 2  // per attack kind of issue 11: 10 attacking connections in all
	hostilePhotos          = 10
	hostileUnknownPaths    = 10000
	hostileWarmup          = 3 * time.Second
	hostileHostHeaderBytes = 1 << 20
)

// hostileOptions are the -hostile mode's flags.
type hostileOptions struct {
	binary                   string
	attackFor, unattackedFor time.Duration
	only                     string // attack kinds to send, comma-separated; "" for all
	checkThroughput          bool   // the reads' share under attack decides too (make perf, make hostile)
	out                      string
}

// legitimate is what one phase's legitimate traffic got, and what the server used meanwhile.
type legitimate struct {
	reads  readResult
	writes writeResult
	peakMB float64 // sampled every 50 ms
	cpu    cpuUse
}

// cpuUse is the CPU time the server and the load generator (this program) used.
type cpuUse struct{ server, bench float64 }

// hostileFigures is everything the test measured.
type hostileFigures struct {
	photoBytes           []int
	visitorPaths         int
	uploadMB             float64 // sampled peak while the photos were uploaded
	unattacked, attacked legitimate
	attacks              []attack
	answers              []*attackResult
	hwmMB                float64 // the kernel's peak over the server's life
	serverAlive          bool
	elapsed              time.Duration
	checkThroughput      bool
}

// hostile seeds a server with the large catalogue and ten large photos, measures the
// legitimate traffic (visitors' reads, staff's writes) alone, then again while bots
// attack; it writes the report and tells whether the three limits held.
func hostile(o hostileOptions) (bool, error) {
	started := time.Now()
	attacks, err := chosenAttacks(o.only)
	if err != nil {
		return false, err
	}
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
	if _, err := seed(dir, largeCatalogue, hostileStaffSessions); err != nil {
		return false, err
	}
	srv, err := startServer(o.binary, dir)
	if err != nil {
		return false, err
	}
	defer srv.stop()
	d := <-drawing
	if d.err != nil {
		return false, d.err
	}
	log.Printf("seeded, drawn and started in %s", time.Since(started).Round(100*time.Millisecond))

	tokens, err := staffLogins(srv.baseURL)
	if err != nil {
		return false, err
	}
	f := &hostileFigures{checkThroughput: o.checkThroughput}
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

	image := firstUploadImage(srv.baseURL)
	paths := visitorPaths(image)
	f.visitorPaths = len(paths)
	// The uploads' masters are made in the background, in every image slot; a visitor's
	// photo waits at most 3 s for one, so on a busy machine the first reads could meet
	// 503s that belong to the uploads, not to the attack. The visitors' photos are made
	// (and kept) first.
	for _, width := range []string{"?w=320", "?w=640"} {
		if err := waitForImageWork(srv.baseURL+image+width, time.Minute); err != nil {
			sampler.stop()
			return false, err
		}
	}
	f.uploadMB = sampler.stop()
	log.Printf("warm-up: visitors for %s...", hostileWarmup)
	if warm := visitorReads(srv.baseURL, paths, hostileVisitors, hostileWarmup); warm.Errors > 0 {
		return false, fmt.Errorf("the warm-up's reads failed (%d errors): %s", warm.Errors, warm.FirstError)
	}
	log.Printf("unattacked: %d visitor connections and %d staff sessions for %s...", hostileVisitors, len(tokens), o.unattackedFor)
	f.unattacked = legitimateTraffic(srv, paths, tokens, o.unattackedFor)

	f.attacks = attacks(photos)
	log.Printf("attacked: the same, and %d attack kinds, for %s...", len(f.attacks), o.attackFor)
	ctx, cancel := context.WithTimeout(context.Background(), o.attackFor)
	defer cancel()
	f.answers = make([]*attackResult, len(f.attacks))
	var wg sync.WaitGroup
	for i, a := range f.attacks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Each kind from its own network, like bots on other machines.
			f.answers[i] = a.run(ctx, srv.baseURL, attackAddress(i))
		}()
	}
	f.attacked = legitimateTraffic(srv, paths, tokens, o.attackFor)
	wg.Wait()
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

// attackAddress is the loopback address the i-th attack kind comes from: one of its own
// /24 network, a stranger to the server, which trusts only the visitors' 127.0.0.1 as a
// proxy (seedData).
func attackAddress(i int) string { return fmt.Sprintf("127.0.%d.1", 11+i) }

// chosenAttacks is the attacks -hostile-only names ("" for all), made for the photos.
func chosenAttacks(only string) (func(photos []string) []attack, error) {
	chosen := func(photos []string) []attack {
		return slices.DeleteFunc(hostileAttacks(photos), func(a attack) bool {
			return only != "" && !slices.Contains(strings.Split(only, ","), a.key)
		})
	}
	var known []string
	for _, a := range hostileAttacks(nil) {
		known = append(known, a.key)
	}
	for _, key := range strings.Split(only, ",") {
		if only != "" && !slices.Contains(known, key) {
			return nil, fmt.Errorf("-hostile-only: no attack is called %q (%s)", key, strings.Join(known, ", "))
		}
	}
	return chosen, nil
}

// staffLogins logs each seeded staff account in through the login form, as the back
// office does (its rate limit and Origin check), and returns their session tokens.
func staffLogins(baseURL string) ([]string, error) {
	client := &http.Client{Timeout: 10 * time.Second}
	var tokens []string
	for i := range hostileStaffSessions {
		username, password := staffAccount(i)
		token, err := staffLogin(client, baseURL, username, password)
		if err != nil {
			return nil, err
		}
		tokens = append(tokens, token)
	}
	return tokens, nil
}

// legitimateTraffic runs the visitors' reads and the staff's writes for d, measuring the
// server's memory and CPU meanwhile.
func legitimateTraffic(srv *server, paths, tokens []string, d time.Duration) legitimate {
	sampler := startRSSSampler(srv.pid())
	server, bench := cpuSeconds(srv.pid()), cpuSeconds(os.Getpid())
	var l legitimate
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		l.writes = staffWrites(srv.baseURL, tokens, d, soakPace)
	}()
	l.reads = visitorReads(srv.baseURL, paths, hostileVisitors, d)
	wg.Wait()
	l.peakMB = sampler.stop()
	l.cpu = cpuUse{cpuSeconds(srv.pid()) - server, cpuSeconds(os.Getpid()) - bench}
	return l
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

// waitForImageWork waits until url, a visitor's photo variant, answers 200 (made in a
// slot the uploads' work left free, and kept), for at most limit.
func waitForImageWork(url string, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for {
		res, err := http.Get(url)
		if err == nil {
			_, _ = io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the uploads' image work was not done after %s (%s: %v)", limit, url, err)
		}
		time.Sleep(250 * time.Millisecond)
	}
}
