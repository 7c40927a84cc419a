package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
)

// writeResult is the staff-writes phase's outcome.
type writeResult struct {
	Sessions, Requests, Errors, Locked int
	FirstError                         string
	P50, P99                           time.Duration
	ReqPerSec                          float64
}

// writePace shapes each session's loop: unpaced create-and-update for the benchmark; for
// the soak, a create-update-delete cycle (the catalogue keeps its size) started every
// `every`, so the soak measures steady use rather than a catalogue that grows by the
// thousand.
type writePace struct {
	every       time.Duration
	deleteAfter bool
}

// staffWrites runs one goroutine per session token, each creating a product and then
// updating it (and deleting it, if the pace says so), over and over, for d.
func staffWrites(baseURL string, tokens []string, d time.Duration, pace writePace) writeResult {
	var mu sync.Mutex
	var latencies []time.Duration
	res := writeResult{Sessions: len(tokens)}
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: len(tokens)}}
	deadline := time.Now().Add(d)
	var wg sync.WaitGroup
	for w, token := range tokens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; time.Now().Before(deadline); n++ {
				started := time.Now()
				id, created := call(client, baseURL, token, http.MethodPost, "/api/admin/products", map[string]any{
					"name": fmt.Sprintf("Bench Strain %d-%d", w, n), "price": 40, "images": []string{"/uploads/bench.jpg"}, "thc": 21.5,
				})
				updated, deleted := callResult{}, callResult{}
				if created.err == "" {
					_, updated = call(client, baseURL, token, http.MethodPatch, "/api/admin/products/"+id, map[string]any{"price": 41.5, "featured": n%2 == 0})
					if pace.deleteAfter {
						_, deleted = call(client, baseURL, token, http.MethodDelete, "/api/admin/products/"+id, nil)
					}
				}
				mu.Lock()
				for _, r := range []callResult{created, updated, deleted} {
					if r.latency == 0 && r.err == "" {
						continue
					}
					res.Requests++
					latencies = append(latencies, r.latency)
					if r.err != "" {
						if res.Errors == 0 {
							res.FirstError = r.err
						}
						res.Errors++
						if strings.Contains(r.err, "locked") {
							res.Locked++
						}
					}
				}
				mu.Unlock()
				time.Sleep(time.Until(started.Add(pace.every)))
			}
		}()
	}
	wg.Wait()
	slices.Sort(latencies)
	if len(latencies) > 0 {
		res.P50 = latencies[len(latencies)/2]
		res.P99 = latencies[len(latencies)*99/100]
	}
	res.ReqPerSec = float64(res.Requests) / d.Seconds()
	return res
}

type callResult struct {
	latency time.Duration
	err     string
}

func call(client *http.Client, baseURL, token, method, path string, body any) (string, callResult) {
	raw, _ := json.Marshal(body)
	req, _ := http.NewRequest(method, baseURL+path, bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	asTheBackOffice(req, baseURL, token)
	start := time.Now()
	res, err := client.Do(req)
	if err != nil {
		return "", callResult{time.Since(start), err.Error()}
	}
	defer res.Body.Close()
	answer, _ := io.ReadAll(res.Body)
	latency := time.Since(start)
	if res.StatusCode >= 300 {
		return "", callResult{latency, fmt.Sprintf("%d %s", res.StatusCode, answer)}
	}
	var rec struct{ ID string }
	_ = json.Unmarshal(answer, &rec)
	return rec.ID, callResult{latency, ""}
}

// asTheBackOffice makes req as the back office's pages do: the session cookie, and the
// site's own Origin (on a loopback server without siteUrl, its address is the canonical
// origin), which the server asks of every staff write.
func asTheBackOffice(req *http.Request, baseURL, token string) {
	req.AddCookie(&http.Cookie{Name: signin.SessionCookie, Value: token})
	req.Header.Set("Origin", baseURL)
}

// staffLogin logs a staff account in as the back office's login page does and returns
// its session token.
func staffLogin(client *http.Client, baseURL, username, password string) (string, error) {
	raw, _ := json.Marshal(map[string]string{"username": username, "password": password})
	req, _ := http.NewRequest(http.MethodPost, baseURL+"/api/admin/login", bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", baseURL)
	res, err := client.Do(req)
	if err != nil {
		return "", fmt.Errorf("logging %s in: %w", username, err)
	}
	defer res.Body.Close()
	answer, _ := io.ReadAll(res.Body)
	for _, c := range res.Cookies() {
		if c.Name == signin.SessionCookie && c.Value != "" && res.StatusCode == http.StatusOK {
			return c.Value, nil
		}
	}
	return "", fmt.Errorf("logging %s in: %s %s", username, res.Status, answer)
}
