package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
)

// writesOnly runs only the benchmark's staff-writes phase on the large catalogue: seed,
// start the server, 20 sessions creating and updating products for d, then the report
// line and, when the server keeps an activity log, its entries and bytes.
func writesOnly(binary string, d time.Duration) {
	dir := tempDir("bench-writes-")
	defer os.RemoveAll(dir)
	log.Printf("seeding %s...", largeCatalogue)
	tokens, err := seed(dir, largeCatalogue, 20)
	check(err)
	check(os.MkdirAll(dir+"/public", 0o755))
	srv, err := startServer(binary, dir)
	check(err)
	defer srv.stop()
	before := activityLog(srv.baseURL, tokens[0])
	log.Printf("measuring 20 concurrent staff sessions writing for %s...", d)
	cpuBefore := processCPU(srv.pid())
	w := staffWrites(srv.baseURL, tokens, d, writePace{})
	cpu := processCPU(srv.pid()) - cpuBefore
	log.Printf("Staff writes: %d sessions, %d requests (%.0f/s), %d errors, %d \"database is locked\", p50 %s, p99 %s; server CPU %.2f ms a request",
		w.Sessions, w.Requests, w.ReqPerSec, w.Errors, w.Locked, ms(w.P50), ms(w.P99), float64(cpu.Microseconds())/1000/float64(max(w.Requests, 1)))
	if w.FirstError != "" {
		log.Printf("first error: %s", w.FirstError)
	}
	if after := activityLog(srv.baseURL, tokens[0]); after.Entries > before.Entries {
		log.Printf("activity log: %d entries written, %d bytes on disk (table and indexes) grown by %d: %.0f bytes per entry",
			after.Entries-before.Entries, after.Bytes, after.Bytes-before.Bytes, float64(after.Bytes-before.Bytes)/float64(after.Entries-before.Entries))
	}
}

// processCPU is the CPU time pid has used (user and system), from /proc: on a loaded
// machine a request's CPU cost is steadier than its wall-clock rate.
func processCPU(pid int) time.Duration {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The fields after the command name (which may hold spaces) end with ")".
	fields := strings.Fields(string(raw[bytes.LastIndexByte(raw, ')')+1:]))
	if len(fields) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(fields[11], 10, 64)
	stime, _ := strconv.ParseInt(fields[12], 10, 64)
	const ticksPerSecond = 100 // USER_HZ on Linux
	return time.Duration(utime+stime) * time.Second / ticksPerSecond
}

type activityLogSize struct {
	Entries int   `json:"entries"`
	Bytes   int64 `json:"bytes"`
}

// activityLog is the log's size as the dashboard reads it (zero for a server without one).
func activityLog(baseURL, token string) activityLogSize {
	req, _ := http.NewRequest(http.MethodGet, baseURL+"/api/admin/activity-log", nil)
	asTheBackOffice(req, baseURL, token)
	var out activityLogSize
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return out
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	_ = json.Unmarshal(body, &out)
	return out
}
