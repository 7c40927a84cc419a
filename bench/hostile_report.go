package main

import (
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strings"
	"time"
)

// report is the Markdown of the figures, and whether the limits held.
func (f *hostileFigures) report() (bool, string) {
	var b strings.Builder
	peak := max(f.hwmMB, f.uploadMB, f.unattacked.peakMB, f.attacked.peakMB)
	share := f.attacked.reads.ReqPerSec / max(f.unattacked.reads.ReqPerSec, 1)
	legitErrors := 0
	for _, l := range []legitimate{f.unattacked, f.attacked} {
		legitErrors += l.reads.Errors + l.writes.Errors
	}
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
	fmt.Fprintf(&b, "Legitimate traffic: %d keep-alive visitor connections reading %d public paths round robin (`Accept-Encoding: gzip, br`), and %d staff sessions (logged in through the login form, with the site's Origin) each creating, updating and deleting a product every %.0f s; %.0f s unattacked after a %.0f s warm-up, then %.0f s attacked.  \n",
		hostileVisitors, f.visitorPaths, f.unattacked.writes.Sessions, soakPace.every.Seconds(), f.unattacked.reads.Seconds, hostileWarmup.Seconds(), f.attacked.reads.Seconds)
	fmt.Fprintf(&b, "Attack: %d connections (each kind from its own loopback /24 network), each sending its next request when the last is answered and reading at most 64 KB of an answer; slow connections open again 10 s after the server closes them. The load generator shares the machine's cores with the server.\n\n",
		attackConns)

	b.WriteString("| check | figure | limit | result |\n|---|---|---|---|\n")
	fmt.Fprintf(&b, "| server's peak resident memory | %.1f MB (VmHWM); sampled every 50 ms: %.1f MB uploading, %.1f MB unattacked, %.1f MB attacked | < %d MB | %s |\n",
		f.hwmMB, f.uploadMB, f.unattacked.peakMB, f.attacked.peakMB, hostileMaxRSSMB, verdict(peak < hostileMaxRSSMB))
	throughputResult := verdict(share >= hostileMinReadsShare)
	if !f.checkThroughput {
		throughputResult = "reported (checked by make perf)"
	}
	fmt.Fprintf(&b, "| visitors' reads attacked vs unattacked | %.0f vs %.0f req/s: %.0f%% | >= %.0f%% | %s |\n",
		f.attacked.reads.ReqPerSec, f.unattacked.reads.ReqPerSec, 100*share, 100*hostileMinReadsShare, throughputResult)
	fmt.Fprintf(&b, "| errors on legitimate traffic | reads: %d of %d unattacked, %d of %d attacked; staff writes: %d of %d, %d of %d | 0 | %s |\n",
		f.unattacked.reads.Errors, f.unattacked.reads.Requests, f.attacked.reads.Errors, f.attacked.reads.Requests,
		f.unattacked.writes.Errors, f.unattacked.writes.Requests, f.attacked.writes.Errors, f.attacked.writes.Requests, verdict(legitErrors == 0))
	if !f.serverAlive {
		b.WriteString("| server still running at the end | no | yes | **FAIL** |\n")
	}

	fmt.Fprintf(&b, "\n| legitimate traffic | seconds | requests | req/s | p50 | p99 | errors | CPU s: server, load generator (of %d cores) |\n|---|---:|---:|---:|---:|---:|---:|---|\n", runtime.NumCPU())
	for _, phase := range []struct {
		name string
		l    legitimate
	}{{"unattacked", f.unattacked}, {"attacked", f.attacked}} {
		r, w := phase.l.reads, phase.l.writes
		fmt.Fprintf(&b, "| reads, %s | %.1f | %d | %.0f | %s | %s | %d | %.1f, %.1f |\n", phase.name, r.Seconds, r.Requests, r.ReqPerSec, ms(r.P50), ms(r.P99), r.Errors, phase.l.cpu.server, phase.l.cpu.bench)
		fmt.Fprintf(&b, "| staff writes, %s | | %d | | %s | %s | %d | |\n", phase.name, w.Requests, ms(w.P50), ms(w.P99), w.Errors)
	}
	for _, l := range []legitimate{f.unattacked, f.attacked} {
		for _, e := range []string{l.reads.FirstError, l.writes.FirstError} {
			if e != "" {
				fmt.Fprintf(&b, "\nFirst error: %.300s\n", e)
			}
		}
	}

	b.WriteString("\n| attack | connections | requests | answers |\n|---|---:|---:|---|\n")
	for i, a := range f.attacks {
		var answers []string
		for answer, count := range f.answers[i].Answers {
			answers = append(answers, fmt.Sprintf("%s: %d", answer, count))
		}
		slices.Sort(answers)
		fmt.Fprintf(&b, "| %s | %d | %d | %s |\n", a.name, a.connections, f.answers[i].Sent, strings.Join(answers, ", "))
	}
	for i, a := range f.attacks {
		for _, failure := range slices.Sorted(maps.Keys(f.answers[i].Examples)) {
			fmt.Fprintf(&b, "\nFirst %s of %q: %.300s\n", failure, a.key, f.answers[i].Examples[failure])
		}
	}

	throughputHeld := share >= hostileMinReadsShare || !f.checkThroughput
	passed := peak < hostileMaxRSSMB && throughputHeld && legitErrors == 0 && f.serverAlive
	fmt.Fprintf(&b, "\nThe whole run took %s. ", f.elapsed.Round(time.Second))
	if passed {
		b.WriteString("Hostile test passed.\n")
	} else {
		b.WriteString("HOSTILE TEST FAILED.\n")
	}
	return passed, b.String()
}
