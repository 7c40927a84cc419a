// Command bench measures the server on loopback with a large catalogue and prints one
// table: requests per second, p50/p99 latency, errors, bytes per response and the
// server's peak resident memory for each public read, PocketBase's generic list on the
// same data as the reference, growth with the catalogue's size, concurrent staff
// writes, and the front-end figures. Run it with `make bench`. With -soak it soaks the
// server instead (`make soak`); with -hostile it runs the hostile-traffic test
// (`make hostile`, and a short one in `make test`).
package main

import (
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

func main() {
	binary := flag.String("server", "bin/server", "the built server")
	duration := flag.Duration("duration", 30*time.Second, "measuring time per target")
	compareDuration := flag.Duration("compare-duration", 10*time.Second, "measuring time of the side comparisons (no compression, static file, 256 connections)")
	warmup := flag.Duration("warmup", time.Second, "warm-up per target (fills the caches)")
	growthDuration := flag.Duration("growth-duration", 3*time.Second, "measuring time per growth target")
	frontend := flag.Bool("frontend", true, "also report bundle sizes and Lighthouse scores (node bench/frontend.mjs)")
	lighthouseRuns := flag.Int("lighthouse-runs", 3, "Lighthouse runs per page (the median is reported)")
	out := flag.String("out", "", "where to write the report (also printed; default bench/results/latest.md, or hostile.md with -hostile)")
	soakFor := flag.Duration("soak", 0, "instead of the benchmark, soak the server with mixed reads and writes for this long")
	hostileFor := flag.Duration("hostile", 0, "instead of the benchmark, the hostile-traffic test: attack the server for this long while visitors read and staff write")
	unattackedFor := flag.Duration("hostile-baseline", 15*time.Second, "the hostile test's measure of the legitimate traffic alone, before the attack")
	hostileOnly := flag.String("hostile-only", "", "the hostile test's attacks to send, comma-separated: host,paths,category,meta,photos,bodies,slow (default all)")
	hostileThroughput := flag.Bool("hostile-throughput", true, "the hostile test also fails when the attacked reads keep less than half their throughput (make test's short run only reports it: a loaded machine can fail it)")
	writesOnlyFlag := flag.Bool("writes-only", false, "instead of the benchmark, only its 20 staff sessions writing for -duration (on the large catalogue)")
	wholesale := flag.Bool("wholesale", true, "also measure the buyers' wholesale menu: its JSON at 64 connections, the 2,000-line PDF, the server's memory")
	wholesaleOnly := flag.Bool("wholesale-only", false, "instead of the benchmark, only its wholesale section (report in bench/results/wholesale.md unless -out)")
	flag.Parse()
	log.SetFlags(log.Ltime)
	started := time.Now()

	if *hostileFor > 0 {
		runHostile(hostileOptions{binary: *binary, attackFor: *hostileFor, unattackedFor: *unattackedFor, only: *hostileOnly, checkThroughput: *hostileThroughput, out: cmp.Or(*out, "bench/results/hostile.md")})
		return
	}
	if *writesOnlyFlag {
		writesOnly(*binary, *duration)
		return
	}
	if _, err := exec.LookPath("wrk"); err != nil {
		log.Fatal("wrk is missing: install Debian's wrk package (make bench does)")
	}
	if *soakFor > 0 {
		soak(*binary, *soakFor)
		return
	}
	script, err := os.CreateTemp("", "bench-*.lua")
	if err != nil {
		log.Fatal(err)
	}
	defer os.Remove(script.Name())
	script.WriteString(wrkReport)
	script.Close()

	report := &report{machine: machineLine(), date: time.Now().UTC().Format("2006-01-02")}
	if *wholesaleOnly {
		f := measureWholesale(*binary, loadRun{script: script.Name(), warmup: *warmup, run: *duration})
		text := fmt.Sprintf("## Wholesale benchmark of %s on %s\n", report.date, report.machine) + f.markdown()
		fmt.Print(text)
		*out = cmp.Or(*out, "bench/results/wholesale.md")
		check(os.MkdirAll(filepath.Dir(*out), 0o755))
		check(os.WriteFile(*out, []byte(text), 0o644))
		return
	}

	// Reads on the large catalogue, and the reference points on the same data.
	dir := tempDir("bench-reads-")
	defer os.RemoveAll(dir)
	log.Printf("seeding %s...", largeCatalogue)
	tokens, err := seed(dir, largeCatalogue, 20)
	check(err)
	check(os.MkdirAll(filepath.Join(dir, "public"), 0o755))
	srv, err := startServer(*binary, dir)
	check(err)
	load := &loadRun{script: script.Name(), pid: srv.pid(), warmup: *warmup, run: *duration}
	base := srv.baseURL
	image := firstUploadImage(base)
	withVariants := fetchBody(base + "/api/products/with-variants")
	check(os.WriteFile(filepath.Join(dir, "public", "with-variants.json"), withVariants, 0o644))

	log.Print("measuring page renders...")
	report.renders = measureRenders(base, srv.pid())

	browser := "Accept-Encoding: gzip, br"
	targets := []struct {
		name, path string
		d          time.Duration
		headers    []string
	}{
		{"GET /api/products/with-variants", "/api/products/with-variants", *duration, []string{browser}},
		{"GET /api/products/slug/{slug}", "/api/products/slug/strain-42", *duration, []string{browser}},
		{"GET /api/blog", "/api/blog", *duration, []string{browser}},
		{"GET /api/locations", "/api/locations", *duration, []string{browser}},
		{"GET / (HTML, rendered)", "/", *duration, []string{browser}},
		{"GET /products/{slug} (HTML, rendered)", "/products/strain-42", *duration, []string{browser}},
		{"GET /products (HTML, rendered: 24 cards and their data)", "/products", *duration, []string{browser}},
		{"GET /uploads/{image}?w=640", image + "?w=640", *duration, []string{browser}},
		{"GET /sitemap.xml", "/sitemap.xml", *duration, []string{browser}},
		{"with-variants, no compression", "/api/products/with-variants", *compareDuration, nil},
		{"static file of the same bytes", "/with-variants.json", *compareDuration, nil},
	}
	for _, t := range targets {
		fetchBody(base + t.path) // a target that does not answer 200 stops the run here
	}
	resetPeakRSS(srv.pid()) // the reads' own peak, not the renders' above
	for _, t := range targets {
		log.Printf("measuring %s...", t.name)
		r, err := load.measureFor(t.d, t.name, base+t.path, 64, t.headers...)
		check(err)
		report.reads = append(report.reads, r)
	}
	readsPeak := residentMB(srv.pid(), "VmHWM")
	log.Print("measuring with-variants at 256 connections...")
	r, err := load.measureFor(*compareDuration, "GET /api/products/with-variants", base+"/api/products/with-variants", 256, browser)
	check(err)
	report.reads = append(report.reads, r)
	report.readsPeakMB = readsPeak

	log.Print("measuring a page through the caching proxy...")
	for _, t := range []struct{ name, path string }{
		{"GET /products/{slug} (HTML) through nginx-cache.conf", "/products/strain-42"},
		{"GET /api/products/slug/{slug} through nginx-cache.conf", "/api/products/slug/strain-42"},
	} {
		row, err := measureThroughCache(load, base, t.name, t.path, *duration, browser)
		check(err)
		report.throughCache = append(report.throughCache, row)
	}

	log.Print("rendering every product's page once...")
	report.renders.renderAllProducts(base, srv.pid(), largeCatalogue.products)

	log.Print("measuring 20 concurrent staff sessions writing...")
	report.writes = staffWrites(base, tokens, *duration, writePace{})
	report.writesSeconds = duration.Seconds()

	// PocketBase's generic list runs last: its requests are slow enough to go on after
	// the load generator gives up on them.
	log.Print("measuring PocketBase's generic list on the same data (the reference)...")
	r, err = load.measure("PocketBase generic list (reference)", base+"/api/collections/products/records?perPage=500&expand=product_variants_via_productId", 64, browser)
	check(err)
	report.reads = append(report.reads, r)
	report.wholePeakMB = residentMB(srv.pid(), "VmHWM")
	srv.stop()

	// Growth with the catalogue's size.
	growthLoad := &loadRun{script: script.Name(), warmup: *warmup, run: *growthDuration}
	for _, size := range []int{50, 500, 5000} {
		log.Printf("growth: %d products...", size)
		gdir := tempDir("bench-growth-")
		_, err := seed(gdir, catalogue{products: size, variantsEach: 4, posts: 10, locations: 5}, 0)
		check(err)
		gsrv, err := startServer(*binary, gdir)
		check(err)
		growthLoad.pid = gsrv.pid()
		for _, t := range []struct{ name, path string }{{"with-variants", "/api/products/with-variants"}, {"HTML /products/{slug}", "/products/strain-1"}} {
			r, err := growthLoad.measure(t.name, gsrv.baseURL+t.path, 64, browser)
			check(err)
			report.growth = append(report.growth, growthRow{size: size, result: r})
		}
		gsrv.stop()
		os.RemoveAll(gdir)
	}

	if *wholesale {
		f := measureWholesale(*binary, loadRun{script: script.Name(), warmup: *warmup, run: *duration})
		report.wholesale = &f
	}

	if *frontend {
		log.Print("front end: bundle sizes and Lighthouse...")
		report.frontend = frontendReport(*lighthouseRuns)
	}
	report.elapsed = time.Since(started)
	text := report.markdown()
	fmt.Print(text)
	*out = cmp.Or(*out, "bench/results/latest.md")
	check(os.MkdirAll(filepath.Dir(*out), 0o755))
	check(os.WriteFile(*out, []byte(text), 0o644))
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}

func tempDir(prefix string) string {
	dir, err := os.MkdirTemp("", prefix)
	check(err)
	return dir
}

func fetchBody(url string) []byte {
	res, err := http.Get(url)
	check(err)
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		log.Fatalf("%s answered %s: is the build complete (make build)?", url, res.Status)
	}
	body, err := io.ReadAll(res.Body)
	check(err)
	return body
}

// firstUploadImage is a product photo's /uploads/ URL.
func firstUploadImage(base string) string {
	var product struct{ Images []string }
	check(json.Unmarshal(fetchBody(base+"/api/products/slug/strain-1"), &product))
	if len(product.Images) == 0 {
		log.Fatal("the seeded product has no image")
	}
	return strings.SplitN(product.Images[0], "?", 2)[0]
}

// frontendReport runs bench/frontend.mjs (bundle sizes and Lighthouse scores of bin/server).
func frontendReport(runs int) string {
	cmd := exec.Command("node", "bench/frontend.mjs", fmt.Sprintf("--runs=%d", runs))
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Sprintf("bench/frontend.mjs failed: %v\n%s", err, out)
	}
	return string(out)
}

func machineLine() string {
	cpu := "unknown CPU"
	if raw, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(raw), "\n") {
			if name, ok := strings.CutPrefix(line, "model name"); ok {
				cpu = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(name), ":"))
				break
			}
		}
	}
	cores := 0
	if raw, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		cores = strings.Count(string(raw), "processor\t:")
	}
	return fmt.Sprintf("%d cores (%s)", cores, cpu)
}
