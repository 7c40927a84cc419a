package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// wrkReport is printed by the Lua script at the end of a wrk run.
const wrkReport = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRKJSON {"requests":%d,"duration_us":%d,"bytes":%d,"errors":%d,"p50_us":%d,"p99_us":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`

// result is one measured target.
type result struct {
	Name        string
	Connections int
	Seconds     float64
	ReqPerSec   float64
	P50, P99    time.Duration
	Errors      int
	BytesPerRes float64
	PeakRSSMB   float64
}

type wrkOutput struct {
	Requests   int64 `json:"requests"`
	DurationUS int64 `json:"duration_us"`
	Bytes      int64 `json:"bytes"`
	Errors     int   `json:"errors"`
	P50US      int64 `json:"p50_us"`
	P99US      int64 `json:"p99_us"`
}

// loadRun drives url with wrk (warm-up first, which also fills the server's caches)
// while sampling the server's resident memory.
type loadRun struct {
	script      string
	pid         int
	warmup, run time.Duration
}

func (l *loadRun) measure(name, url string, connections int, headers ...string) (result, error) {
	return l.measureFor(l.run, name, url, connections, headers...)
}

// measureFor is measure with its own measuring time.
func (l *loadRun) measureFor(d time.Duration, name, url string, connections int, headers ...string) (result, error) {
	if l.warmup > 0 {
		if _, err := l.wrk(url, connections, l.warmup, headers); err != nil {
			return result{}, err
		}
	}
	sampler := startRSSSampler(l.pid)
	out, err := l.wrk(url, connections, d, headers)
	peak := sampler.stop()
	if err != nil {
		return result{}, err
	}
	seconds := float64(out.DurationUS) / 1e6
	return result{
		Name: name, Connections: connections, Seconds: seconds, ReqPerSec: float64(out.Requests) / seconds,
		P50: time.Duration(out.P50US) * time.Microsecond, P99: time.Duration(out.P99US) * time.Microsecond,
		Errors: out.Errors, BytesPerRes: float64(out.Bytes) / float64(max(out.Requests, 1)), PeakRSSMB: peak,
	}, nil
}

func (l *loadRun) wrk(url string, connections int, d time.Duration, headers []string) (wrkOutput, error) {
	args := []string{"-t2", "-c" + strconv.Itoa(connections), "-d" + strconv.Itoa(int(d.Seconds())) + "s", "--timeout", "10s", "-s", l.script}
	for _, h := range headers {
		args = append(args, "-H", h)
	}
	cmd := exec.Command("wrk", append(args, url)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return wrkOutput{}, fmt.Errorf("wrk %s: %v: %s", url, err, stderr.String())
	}
	for _, line := range strings.Split(stdout.String(), "\n") {
		if raw, ok := strings.CutPrefix(line, "WRKJSON "); ok {
			var out wrkOutput
			return out, json.Unmarshal([]byte(raw), &out)
		}
	}
	return wrkOutput{}, fmt.Errorf("wrk printed no report: %s", stdout.String())
}

// rssSampler records the highest VmRSS of a process, sampled every 50 ms.
type rssSampler struct {
	done chan struct{}
	wg   sync.WaitGroup
	peak float64
}

func startRSSSampler(pid int) *rssSampler {
	s := &rssSampler{done: make(chan struct{})}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			if mb := residentMB(pid, "VmRSS"); mb > s.peak {
				s.peak = mb
			}
			select {
			case <-s.done:
				return
			case <-tick.C:
			}
		}
	}()
	return s
}

func (s *rssSampler) stop() float64 {
	close(s.done)
	s.wg.Wait()
	return s.peak
}

// resetPeakRSS starts pid's VmHWM again from its resident memory now (Linux's
// clear_refs 5), so VmHWM read later is the peak since this moment.
func resetPeakRSS(pid int) {
	check(os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", pid), []byte("5"), 0))
}

// residentMB reads a memory line (VmRSS, VmHWM) of /proc/PID/status in MB.
func residentMB(pid int, field string) float64 {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 64)
			return kb / 1024
		}
	}
	return 0
}

// cpuSeconds is the user and system time a process has used, from /proc/PID/stat.
func cpuSeconds(pid int) float64 {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The fields after the command's name, which is in parentheses and may hold spaces.
	fields := strings.Fields(string(raw[bytes.LastIndexByte(raw, ')')+1:]))
	utime, _ := strconv.ParseFloat(fields[11], 64)
	stime, _ := strconv.ParseFloat(fields[12], 64)
	return (utime + stime) / 100 // USER_HZ is 100 on Linux
}
