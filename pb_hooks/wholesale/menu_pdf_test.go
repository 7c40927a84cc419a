package wholesale

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
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
