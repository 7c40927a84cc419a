package main

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// hostileAttacks are the kinds of hostile request: issue 11's five, and issue 35's
// large bodies and slow connections.
func hostileAttacks(photos []string) []attack {
	padding := bytes.Repeat([]byte("a"), hostileHostHeaderBytes)
	pages := []string{"/", "/products", "/blog", "/about", "/products/strain-3"}
	unknown := []string{"/no-such-page-%d", "/products/no-such-strain-%d", "/blog/no-such-post-%d",
		"/api/no-such-route-%d", "/uploads/no-such-file-%d.jpg", "/wp-admin/setup-config-%d.php"}
	var variants []string // every ?rotate= and ?w= pair of every photo, even those no page asks for
	for _, photo := range photos {
		for _, rotate := range []string{"0", "90", "180", "270"} {
			variants = append(variants, photo+"?rotate="+rotate)
			for _, w := range catalog.ImageWidths {
				variants = append(variants, fmt.Sprintf("%s?rotate=%s&w=%d", photo, rotate, w))
			}
		}
	}
	get := func(u string) *http.Request {
		req, _ := http.NewRequest(http.MethodGet, u, nil)
		req.Header.Set("Accept-Encoding", "gzip, br")
		return req
	}
	return []attack{
		{key: "host", name: "1 MB `Host` header, " + strings.Join(pages, " "), connections: hostileConnsPerAttack, raw: func(n int) net.Buffers {
			unique := fmt.Sprintf("bot-%d.", n)
			head := "GET " + pages[n%len(pages)] + " HTTP/1.1\r\nHost: " + unique
			return net.Buffers{[]byte(head), padding[len(unique):], []byte("\r\n\r\n")}
		}},
		{key: "paths", name: fmt.Sprintf("%d unique unknown paths, round robin", hostileUnknownPaths), connections: hostileConnsPerAttack, request: func(base string, n int) *http.Request {
			n %= hostileUnknownPaths
			return get(base + fmt.Sprintf(unknown[n%len(unknown)], n))
		}},
		{key: "category", name: "`/products?category=` unique junk", connections: hostileConnsPerAttack, request: func(base string, n int) *http.Request {
			return get(base + "/products?category=" + url.QueryEscape(junk(n)))
		}},
		{key: "meta", name: "`/api/page-meta?path=` unique junk", connections: hostileConnsPerAttack, request: func(base string, n int) *http.Request {
			path := junk(n)
			if n%3 != 0 {
				path = "/" + path // shaped like a site path
			}
			return get(base + "/api/page-meta?path=" + url.QueryEscape(path))
		}},
		{key: "photos", name: fmt.Sprintf("%d variants of %d large photos, round robin", len(variants)/max(len(photos), 1), len(photos)), connections: hostileConnsPerAttack, request: func(base string, n int) *http.Request {
			return get(base + variants[n%len(variants)])
		}},
		bodiesAttack(),
		slowAttack(),
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
