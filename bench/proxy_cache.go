package main

import (
	"crypto/rand"
	"fmt"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

const nginxBinary = "/usr/sbin/nginx"

// cacheRow is one page read through the caching proxy: what the proxy answered and how
// many of those requests reached the server.
type cacheRow struct {
	Name            string
	Seconds         float64
	ProxyRequests   int64
	ReqPerSec       float64
	P50, P99        time.Duration
	Errors          int
	OriginRequests  int64
	OriginPerSecond float64
}

// measureThroughCache reads path with wrk through nginx running deploy/nginx-cache.conf,
// with a relay between nginx and the server that counts what reaches the server.
func measureThroughCache(l *loadRun, base, name, path string, d time.Duration, headers ...string) (cacheRow, error) {
	var reached atomic.Int64
	target, err := url.Parse(base)
	if err != nil {
		return cacheRow{}, err
	}
	relay := httputil.NewSingleHostReverseProxy(target)
	relayListener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return cacheRow{}, err
	}
	relayServer := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reached.Add(1)
		relay.ServeHTTP(w, r)
	})}
	go relayServer.Serve(relayListener)
	defer relayServer.Close()

	proxyURL, stop, err := startNginxCache(relayListener.Addr().String())
	if err != nil {
		return cacheRow{}, err
	}
	defer stop()
	if _, err := l.wrk(proxyURL+path, 64, time.Second, headers); err != nil { // fills the cache
		return cacheRow{}, err
	}
	before := reached.Load()
	out, err := l.wrk(proxyURL+path, 64, d, headers)
	if err != nil {
		return cacheRow{}, err
	}
	seconds := float64(out.DurationUS) / 1e6
	origin := reached.Load() - before
	return cacheRow{
		Name: name, Seconds: seconds, ProxyRequests: out.Requests, ReqPerSec: float64(out.Requests) / seconds,
		P50: time.Duration(out.P50US) * time.Microsecond, P99: time.Duration(out.P99US) * time.Microsecond,
		Errors: out.Errors, OriginRequests: origin, OriginPerSecond: float64(origin) / seconds,
	}, nil
}

// startNginxCache runs deploy/nginx-cache.conf on a free loopback port towards upstream,
// as e2e/lib/proxy.mjs does; it returns the proxy's URL and how to stop it.
func startNginxCache(upstream string) (string, func(), error) {
	if _, err := os.Stat(nginxBinary); err != nil {
		return "", nil, fmt.Errorf("nginx is missing: install Debian's nginx package (make bench does)")
	}
	port, err := freePort()
	if err != nil {
		return "", nil, err
	}
	dir, err := os.MkdirTemp("", "bench-nginx-cache-")
	if err != nil {
		return "", nil, err
	}
	os.Chmod(dir, 0o755) // as root, nginx's workers run as nobody
	site, err := os.ReadFile("deploy/nginx-cache.conf")
	if err != nil {
		return "", nil, err
	}
	text := string(site)
	for _, r := range [][2]string{
		{"listen 8080;", fmt.Sprintf("listen 127.0.0.1:%d;", port)},
		{"server_name shop.example.com;", "server_name 127.0.0.1;"},
		{"/var/cache/nginx/farmsite", dir + "/cache"},
		{"/etc/nginx/farmsite-fresh-secret.conf", dir + "/fresh-secret.conf"},
		{"/run/nginx-farmsite-origin.sock", dir + "/origin.sock"},
		{"http://127.0.0.1:8090", "http://" + upstream},
	} {
		if !strings.Contains(text, r[0]) {
			return "", nil, fmt.Errorf("deploy/nginx-cache.conf no longer contains %q", r[0])
		}
		text = strings.ReplaceAll(text, r[0], r[1])
	}
	main := fmt.Sprintf(`daemon off;
pid %[1]s/nginx.pid;
error_log stderr warn;
worker_processes 1;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path %[1]s/client_body;
    proxy_temp_path %[1]s/proxy;
    fastcgi_temp_path %[1]s/fastcgi;
    uwsgi_temp_path %[1]s/uwsgi;
    scgi_temp_path %[1]s/scgi;
    include %[1]s/site.conf;
}
`, dir)
	// The bench's reads carry no fresh token: any secret does.
	secret := `map "" $farmsite_fresh_secret { default "` + rand.Text() + rand.Text() + `"; }` + "\n"
	if err := os.WriteFile(filepath.Join(dir, "fresh-secret.conf"), []byte(secret), 0o600); err != nil {
		return "", nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "site.conf"), []byte(text), 0o644); err != nil {
		return "", nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "nginx.conf"), []byte(main), 0o644); err != nil {
		return "", nil, err
	}
	cmd := exec.Command(nginxBinary, "-p", dir, "-c", filepath.Join(dir, "nginx.conf"), "-e", "stderr")
	cmd.Stderr = os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop := func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
		os.RemoveAll(dir)
	}
	proxyURL := fmt.Sprintf("http://127.0.0.1:%d", port)
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if res, err := http.Get(proxyURL + "/api/health"); err == nil {
			res.Body.Close()
			return proxyURL, stop, nil
		}
	}
	stop()
	return "", nil, fmt.Errorf("nginx did not answer within 15 s")
}
