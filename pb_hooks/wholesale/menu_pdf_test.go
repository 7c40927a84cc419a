package wholesale

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/router"
)

// TestAPDFAskedForWhileAllTurnsAreTakenIsRefused: with MaxMenuPDFsAtOnce PDFs being
// made, another is answered 503 with when to try again, before any work.
func TestAPDFAskedForWhileAllTurnsAreTakenIsRefused(t *testing.T) {
	a := &area{pdfTurns: make(chan struct{}, MaxMenuPDFsAtOnce)}
	for range MaxMenuPDFsAtOnce {
		a.pdfTurns <- struct{}{}
	}
	rec := httptest.NewRecorder()
	e := &core.RequestEvent{Event: router.Event{Response: rec, Request: httptest.NewRequest(http.MethodGet, "/api/wholesale/menu.pdf", nil)}}
	err := a.menuPDF(e, nil)
	apiErr, ok := err.(*router.ApiError)
	if !ok || apiErr.Status != http.StatusServiceUnavailable || !strings.Contains(apiErr.Message, "try again") {
		t.Fatalf("answered %v", err)
	}
	if rec.Header().Get("Retry-After") == "" {
		t.Error("no Retry-After")
	}
	if len(a.pdfTurns) != MaxMenuPDFsAtOnce {
		t.Error("a refused request took or gave back a turn")
	}
}

// TestAMenuAskedForWhileEveryTurnStaysTakenIsRefused: with MaxMenuReadsAtOnce menus
// being built, another that finds no turn within its wait is answered 503 with when to
// try again, and nothing is built.
func TestAMenuAskedForWhileEveryTurnStaysTakenIsRefused(t *testing.T) {
	app, a, held := everyMenuTurnTaken(t)
	built := false
	answer := a.inMenuTurn(func(*core.RequestEvent, *catalog.BuyerAccountRecord) error { built = true; return nil })
	e := buyerRequest(app, "10.0.9.1:5000")
	rec := e.Response.(*httptest.ResponseRecorder)
	err := answer(e, nil)
	apiErr, ok := err.(*router.ApiError)
	if !ok || apiErr.Status != http.StatusServiceUnavailable || apiErr.Message != MsgMenuBusy || rec.Header().Get("Retry-After") == "" {
		t.Fatalf("answered %v (Retry-After %q)", err, rec.Header().Get("Retry-After"))
	}
	if built {
		t.Error("the menu was built without a turn")
	}
	a.menuTurns.Release(held[0])
	if err := answer(e, nil); err != nil || !built {
		t.Fatalf("with a turn given back: %v, built %v", err, built)
	}
}

// TestAReorderAskedForWhileEveryMenuTurnIsTakenIsRefused: a reorder builds the whole
// menu, so it waits for a menu turn like the menu itself, and is refused 503 before any
// work (no order is looked up) when none comes.
func TestAReorderAskedForWhileEveryMenuTurnIsTakenIsRefused(t *testing.T) {
	app, a, _ := everyMenuTurnTaken(t)
	e := buyerRequest(app, "10.0.9.1:5000")
	err := a.reorder(e, nil)
	apiErr, ok := err.(*router.ApiError)
	if !ok || apiErr.Status != http.StatusServiceUnavailable || apiErr.Message != MsgMenuBusy || e.Response.(*httptest.ResponseRecorder).Header().Get("Retry-After") == "" {
		t.Fatalf("answered %v", err)
	}
}

// everyMenuTurnTaken: a test app, and an area whose MaxMenuReadsAtOnce menu turns are all
// held, by the requests returned.
func everyMenuTurnTaken(t *testing.T) (core.App, *area, []*core.RequestEvent) {
	t.Helper()
	// A new data dir: this binary also holds the site's migrations (for the external
	// tests' template), which PocketBase's own test data cannot take.
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	a := &area{menuTurns: web.NewTurns(MaxMenuReadsAtOnce, 1)}
	held := make([]*core.RequestEvent, MaxMenuReadsAtOnce)
	for i := range held {
		held[i] = buyerRequest(app, fmt.Sprintf("10.0.%d.1:5000", i))
		if !a.menuTurns.Take(held[i], 0) {
			t.Fatal("a free turn was not taken")
		}
	}
	return app, a, held
}

func buyerRequest(app core.App, remoteAddr string) *core.RequestEvent {
	req := httptest.NewRequest(http.MethodGet, "/api/wholesale/menu", nil)
	req.RemoteAddr = remoteAddr
	return &core.RequestEvent{App: app, Event: router.Event{Response: httptest.NewRecorder(), Request: req}}
}
