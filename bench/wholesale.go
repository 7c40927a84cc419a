package main

import (
	"encoding/json"
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

// The wholesale section (issue 38): the buyers' menu on the large catalogue with every
// variant priced and stocked from wholesaleLotsEach lots.
const (
	wholesaleMenuPath  = "/api/wholesale/menu"
	wholesalePDFPath   = "/api/wholesale/menu.pdf"
	wholesalePDFRuns   = 5
	wholesaleAloneRuns = 11
)

// wholesalePDFQuery asks for one lot per variant: 2,000 lines on the large catalogue.
var wholesalePDFQuery = fmt.Sprintf("?thcMax=%d", wholesalePDFTHCMax)

// pdfRun is one PDF menu made: how long to its last byte, its size, the server's peak
// resident memory (VmHWM) from just before it.
type pdfRun struct {
	took   time.Duration
	bytes  int
	peakMB float64
}

// wholesaleFigures is what the wholesale section measured.
type wholesaleFigures struct {
	menuLines, pdfLines int
	idleAfter           time.Duration // from the server's start until its background work (the photos' widths) was done
	startMB             float64       // the server's RSS then, before any menu
	menuAlone           time.Duration // median of wholesaleAloneRuns menus asked one after another
	menuBytes           int
	pdfs                []pdfRun
	pdfBeforeMB         float64 // RSS before the first PDF
	twoPDFs             pdfRun  // MaxMenuPDFsAtOnce (2) made at once: the wall time of both
	menu                result  // wrk, 64 connections
	menuPeakMB          float64 // VmHWM over the menu's reads
	wholePeakMB         float64
	orders              orderFigures
}

// measureWholesale seeds its own server (the large catalogue and the wholesale data),
// waits for its start's background work, then makes the PDF menu (one at a time, then two
// at once) and reads the menu's JSON, one request at a time and with wrk.
func measureWholesale(binary string, load loadRun) wholesaleFigures {
	dir := tempDir("bench-wholesale-")
	defer os.RemoveAll(dir)
	log.Printf("wholesale: seeding %s, %d lots of each product, every variant priced and stocked...", largeCatalogue, wholesaleLotsEach)
	_, err := seed(dir, largeCatalogue, 1)
	check(err)
	tokens, err := seedWholesale(dir, wholesaleLotsEach, wholesaleBuyers)
	check(err)
	token := tokens[0]
	check(os.MkdirAll(filepath.Join(dir, "public"), 0o755))
	started := time.Now()
	srv, err := startServer(binary, dir)
	check(err)
	defer srv.stop()
	base, pid := srv.baseURL, srv.pid()
	log.Print("wholesale: waiting for the server's background work (the demo photos' widths)...")
	waitIdle(pid, 2*time.Minute)
	f := wholesaleFigures{idleAfter: time.Since(started), startMB: residentMB(pid, "VmRSS")}
	f.menuLines = menuLines(base+wholesaleMenuPath, token)
	f.pdfLines = menuLines(base+wholesaleMenuPath+wholesalePDFQuery, token)
	if want := largeCatalogue.products * largeCatalogue.variantsEach * wholesaleLotsEach; f.menuLines != want || f.pdfLines != want/wholesaleLotsEach {
		log.Fatalf("wholesale: the menu has %d lines and the PDF's query %d, want %d and %d", f.menuLines, f.pdfLines, want, want/wholesaleLotsEach)
	}

	log.Printf("wholesale: making the %d-line PDF menu...", f.pdfLines)
	f.pdfBeforeMB = residentMB(pid, "VmRSS")
	for range wholesalePDFRuns {
		resetPeakRSS(pid)
		run := getPDF(base+wholesalePDFPath+wholesalePDFQuery, token)
		run.peakMB = residentMB(pid, "VmHWM")
		f.pdfs = append(f.pdfs, run)
	}
	resetPeakRSS(pid)
	twoStarted := time.Now()
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() { defer wg.Done(); getPDF(base+wholesalePDFPath+wholesalePDFQuery, token) }()
	}
	wg.Wait()
	f.twoPDFs = pdfRun{took: time.Since(twoStarted), peakMB: residentMB(pid, "VmHWM")}

	log.Print("wholesale: measuring the buyers' menu (JSON)...")
	var alone []time.Duration
	for range wholesaleAloneRuns {
		body, took := buyerGet(base+wholesaleMenuPath, token)
		alone = append(alone, took)
		f.menuBytes = len(body)
	}
	slices.Sort(alone)
	f.menuAlone = alone[len(alone)/2]
	load.pid = pid
	resetPeakRSS(pid)
	f.menu, err = load.measure("GET /api/wholesale/menu (buyer's token)", base+wholesaleMenuPath, 64, "Accept-Encoding: gzip, br", "Authorization: "+token)
	check(err)
	f.menuPeakMB = residentMB(pid, "VmHWM")
	username, password := staffAccount(0)
	staffToken, err := staffLogin(&http.Client{Timeout: time.Minute}, base, username, password)
	check(err)
	f.orders = measureOrders(base, pid, tokens, staffToken)
	f.wholePeakMB = max(f.menuPeakMB, f.menu.PeakRSSMB, f.twoPDFs.peakMB, f.orders.wholeSectionPeakMB)
	for _, r := range f.pdfs {
		f.wholePeakMB = max(f.wholePeakMB, r.peakMB)
	}
	return f
}

// waitIdle waits until pid has used under a tenth of a core over two half seconds in a
// row (a fresh server prepares the demo content's photos in the background first), at
// most for limit.
func waitIdle(pid int, limit time.Duration) {
	deadline := time.Now().Add(limit)
	quiet := 0
	last := processCPU(pid)
	for quiet < 2 && time.Now().Before(deadline) {
		time.Sleep(500 * time.Millisecond)
		now := processCPU(pid)
		if now-last < 50*time.Millisecond {
			quiet++
		} else {
			quiet = 0
		}
		last = now
	}
	if quiet < 2 {
		log.Printf("wholesale: the server was still busy after %s; measuring anyway", limit)
	}
}

// buyerGet is a GET of url as the buyer whose token is given; it stops the run unless
// the answer is 200.
func buyerGet(url, token string) ([]byte, time.Duration) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	check(err)
	req.Header.Set("Authorization", token)
	client := &http.Client{Timeout: 5 * time.Minute}
	started := time.Now()
	res, err := client.Do(req)
	check(err)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	check(err)
	took := time.Since(started)
	if res.StatusCode != http.StatusOK {
		log.Fatalf("%s answered %s: %.300s", url, res.Status, body)
	}
	return body, took
}

// menuLines counts the lines of the menu's JSON at url.
func menuLines(url, token string) int {
	body, _ := buyerGet(url, token)
	var menu struct{ Lines []json.RawMessage }
	check(json.Unmarshal(body, &menu))
	return len(menu.Lines)
}

func getPDF(url, token string) pdfRun {
	body, took := buyerGet(url, token)
	if !strings.HasPrefix(string(body), "%PDF-") {
		log.Fatalf("%s answered no PDF: %.100q", url, body)
	}
	return pdfRun{took: took, bytes: len(body)}
}

func (f wholesaleFigures) markdown() string {
	var b strings.Builder
	m := f.menu
	fmt.Fprintf(&b, "\nWholesale (issue 38), a server of its own: the same catalogue, every product with %d lots (certificate figures), every variant priced (a case of 6, two volume breaks) and stocked from each lot: a menu of %d lines; an approved dispensary's buyer, signed in (the token in `Authorization`). Measured once the server's start-up work was done (%s after its start: it prepares the demo photos' widths), at %.1f MB RSS.\n\n",
		wholesaleLotsEach, f.menuLines, f.idleAfter.Round(time.Second), f.startMB)
	b.WriteString("| target | connections | seconds | req/s | p50 | p99 | errors | bytes/response | peak RSS |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	fmt.Fprintf(&b, "| %s | %d | %.0f | %.0f | %s | %s | %d | %.0f | %.1f MB |\n", m.Name, m.Connections, m.Seconds, m.ReqPerSec, ms(m.P50), ms(m.P99), m.Errors, m.BytesPerRes, m.PeakRSSMB)
	fmt.Fprintf(&b, "\nThe menu asked for one request at a time: %s (median of %d), %.0f KB.\n", ms(f.menuAlone), wholesaleAloneRuns, float64(f.menuBytes)/1024)
	took := make([]time.Duration, 0, len(f.pdfs))
	pdfPeak := 0.0
	for _, r := range f.pdfs {
		took = append(took, r.took)
		pdfPeak = max(pdfPeak, r.peakMB)
	}
	slices.Sort(took)
	if len(f.pdfs) > 0 {
		fmt.Fprintf(&b, "\nThe PDF menu of %d lines (`%s%s`: the first lot of each of the %d variants), %d made one after another: %s median (%s to %s), %.0f KB; the server's RSS %.1f MB before the first, peak %.1f MB (VmHWM) while one is made. Two asked at once (one is made at a time, `MaxMenuPDFsAtOnce`; the menu's turns are one per client network): both in %s, peak %.1f MB.\n",
			f.pdfLines, wholesalePDFPath, wholesalePDFQuery, f.pdfLines, len(f.pdfs), ms(took[len(took)/2]), ms(took[0]), ms(took[len(took)-1]),
			float64(f.pdfs[0].bytes)/1024, f.pdfBeforeMB, pdfPeak, ms(f.twoPDFs.took), f.twoPDFs.peakMB)
	}
	b.WriteString(f.orders.markdown())
	verdict := "within it"
	if f.wholePeakMB >= hostileMaxRSSMB {
		verdict = "**OVER IT**"
	}
	fmt.Fprintf(&b, "\nServer resident memory against the hostile-traffic budget (%d MB): peak %.1f MB making PDFs, %.1f MB over the menu's reads at 64 connections, %.1f MB over the orders and the invoice's PDF: %s.\n",
		hostileMaxRSSMB, max(pdfPeak, f.twoPDFs.peakMB), max(f.menuPeakMB, m.PeakRSSMB), f.orders.wholeSectionPeakMB, verdict)
	return b.String()
}
