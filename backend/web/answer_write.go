package web

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// An answer's encodings: each is a representation of its own, with its own strong ETag
// (RFC 9110 8.8.3), so a cache that revalidates one copy is never told "304" for a
// client that would be sent another.
const (
	identityEncoding = ""
	gzipEncoding     = "gzip"
	brotliEncoding   = "br"
)

// etagSuffixes mark the compressed bodies' ETags: "X" is the identity body's, "X-gz" and
// "X-br" the compressed ones'.
var etagSuffixes = map[string]string{gzipEncoding: "-gz", brotliEncoding: "-br"}

// Write sends the answer: 304 when the client has the very body it would be sent, else
// the smallest encoding the client accepts. Browsers revalidate every time (max-age=0),
// which costs a 304.
func (a *Answer) Write(e *core.RequestEvent) error {
	return a.write(e, a.cacheControl, a.shared)
}

func (a *Answer) write(e *core.RequestEvent, cacheControl string, shared bool) error {
	encoding := a.encodingFor(e.Request.Header.Get("Accept-Encoding"))
	etag := a.etagOf(encoding)
	h := e.Response.Header()
	h.Set("ETag", etag)
	h.Set("Cache-Control", cacheControl)
	if shared {
		h.Set("CDN-Cache-Control", CDNCacheControl)
	} else {
		h.Del("CDN-Cache-Control")
	}
	h.Add("Vary", "Accept-Encoding")
	if a.status == http.StatusOK && etagMatches(e.Request.Header.Get("If-None-Match"), etag) {
		e.Response.WriteHeader(http.StatusNotModified)
		return nil
	}
	body := a.identity
	switch encoding {
	case brotliEncoding:
		body = a.brotlied()
	case gzipEncoding:
		body = a.gzipped()
	}
	if encoding != identityEncoding {
		h.Set("Content-Encoding", encoding)
	}
	h.Set("Content-Type", a.contentType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	e.Response.WriteHeader(a.status)
	if e.Request.Method == http.MethodHead {
		return nil
	}
	_, err := e.Response.Write(body)
	return err
}

// encodingFor is the encoding sent to a client whose Accept-Encoding is accepted: the
// smallest it takes, identity for an answer not worth compressing.
func (a *Answer) encodingFor(accepted string) string {
	switch {
	case !a.Compressible():
		return identityEncoding
	case acceptsEncoding(accepted, brotliEncoding):
		return brotliEncoding
	case acceptsEncoding(accepted, gzipEncoding):
		return gzipEncoding
	}
	return identityEncoding
}

// etagOf is the ETag of the answer's body in encoding.
func (a *Answer) etagOf(encoding string) string {
	suffix := etagSuffixes[encoding]
	if suffix == "" {
		return a.etag
	}
	return strings.TrimSuffix(a.etag, `"`) + suffix + `"`
}

// etagMatches reads If-None-Match, which compares weakly (RFC 9110 13.1.2): W/"x"
// matches "x".
func etagMatches(header, etag string) bool {
	for _, candidate := range strings.Split(header, ",") {
		candidate = strings.TrimPrefix(strings.TrimSpace(candidate), "W/")
		if candidate == etag || candidate == "*" {
			return true
		}
	}
	return false
}

// acceptsEncoding reads an Accept-Encoding header ("gzip, deflate, br;q=0.5"), treating
// q=0 as a refusal.
func acceptsEncoding(header, encoding string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), encoding) {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
