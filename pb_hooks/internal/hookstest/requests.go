package hookstest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/realtime"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// JSONBody is v as a JSON request body.
func JSONBody(v any) io.Reader {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return strings.NewReader(string(raw))
}

// DecodeResponse reads a JSON answer into v.
func DecodeResponse(t testing.TB, res *http.Response, v any) {
	t.Helper()
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		t.Fatalf("decoding the answer: %v", err)
	}
}

// Quoted is s in Go's quotes.
func Quoted(s string) string { return fmt.Sprintf("%q", s) }

// MultipartBody builds a multipart/form-data body: fields first (in the order given
// as name, value pairs), then one file part. It returns the body and its content type.
func MultipartBody(t testing.TB, fileField, fileName string, content []byte, fields ...string) (io.Reader, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for i := 0; i+1 < len(fields); i += 2 {
		if err := w.WriteField(fields[i], fields[i+1]); err != nil {
			t.Fatal(err)
		}
	}
	if fileField != "" {
		part, err := w.CreateFormFile(fileField, fileName)
		if err != nil {
			t.Fatal(err)
		}
		part.Write(content)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return &buf, w.FormDataContentType()
}

// AppHandler serves app's routes as the real server would, for tests that send
// several requests to one app.
func AppHandler(t testing.TB, app *tests.TestApp) http.Handler {
	return ServingOn(t, app, "")
}

// ServingOn is app's router as a server listening on addr builds it ("": a test
// router, with no server).
func ServingOn(t testing.TB, app *tests.TestApp, addr string) http.Handler {
	t.Helper()
	baseRouter, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	se := &core.ServeEvent{App: app, Router: baseRouter}
	if addr != "" {
		se.Server = &http.Server{Addr: addr}
		se.Listener = LoopbackListener(t)
	}
	var mux http.Handler
	err = app.OnServe().Trigger(se, func(e *core.ServeEvent) error {
		mux, err = e.Router.BuildMux()
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return mux
}

// LoopbackListener stands in for the listener of a server that the test does not run
// (the site wraps it in its connection caps), closed when the test ends.
func LoopbackListener(t testing.TB) net.Listener {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// Send makes one JSON request to handler.
func Send(t testing.TB, handler http.Handler, method, url string, body io.Reader, headers map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, url, body)
	req.Header.Set("Content-Type", "application/json")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, req)
	return rec.Result()
}

// SendAs sends a request as the real server would receive it: host is the Host header,
// from the client's address ("" for httptest's 192.0.2.1).
func SendAs(t testing.TB, handler http.Handler, method, url, host, from string, body io.Reader, headers map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, url, body)
	if host != "" {
		req.Host = host
	}
	if from != "" {
		req.RemoteAddr = from + ":40000"
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, req)
	return rec.Result()
}

// ReadAll is the response's body.
func ReadAll(t testing.TB, res *http.Response) string {
	t.Helper()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(body)
}

// VisitorClient is a connected visitor subscribed to topics, as the connect hook makes one.
func VisitorClient(app core.App, topics ...string) *realtime.Client {
	c := realtime.NewClient(subscriptions.NewDefaultClient())
	c.Subscribe(topics...)
	app.SubscriptionsBroker().Register(c)
	return c
}

// StaffSend sends body to handler with the staff session.
func StaffSend(t testing.TB, handler http.Handler, method, url, body string) *http.Response {
	t.Helper()
	return Send(t, handler, method, url, strings.NewReader(body), StaffHeaders())
}

// BodyOf is the response's body, read errors ignored.
func BodyOf(res *http.Response) string {
	b, _ := io.ReadAll(res.Body)
	return string(b)
}
