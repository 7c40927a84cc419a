//go:build perf

package signin_test

import (
	"fmt"
	"net/http"
	"sort"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

// Wall-clock checks run by make perf (not make test: a loaded machine can fail them).
// make test checks the same without a clock: TestAnUnknownUsernameCostsWhatAKnownOneCosts.

func TestPerfAnUnknownUsernameAnswersAsSlowlyAsAKnownOne(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	timeLogin := func(username string) time.Duration {
		started := time.Now()
		res := hookstest.Send(t, server, http.MethodPost, "/api/admin/login", hookstest.JSONBody(map[string]any{"username": username, "password": "wrong-password"}), nil)
		hookstest.MustEqual(t, "status", res.StatusCode, 401)
		return time.Since(started)
	}
	median := func(ds []time.Duration) time.Duration {
		sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
		return ds[len(ds)/2]
	}
	var known, unknown []time.Duration
	for i := range 4 {
		known = append(known, timeLogin(hookstest.StaffUsername))
		unknown = append(unknown, timeLogin(fmt.Sprintf("nobody-%d", i)))
	}
	k, u := median(known), median(unknown)
	t.Logf("login medians: known account %v, unknown name %v", k, u)
	if u < k/2 {
		t.Errorf("an unknown username answers in %v, a known one in %v: the time tells which exist", u, k)
	}
}
