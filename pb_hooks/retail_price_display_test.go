package hooks

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// TestTheRetailPriceSettingReachesThePages: the setting starts as the spec's behaviour,
// the owner sets it on the Compliance screen (an unknown value is refused and changes
// nothing), and the site's answer, which the storefront's price display reads, carries it.
func TestTheRetailPriceSettingReachesThePages(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	handler := appHandler(t, app)
	site := func() catalog.Site {
		var s catalog.Site
		decodeResponse(t, send(t, handler, http.MethodGet, "/api/site", nil, nil), &s)
		return s
	}
	mustEqual(t, "default", site().RetailPriceDisplay, catalog.RetailPriceShow)

	res := staffSend(t, handler, http.MethodPatch, "/api/admin/compliance", `{"retailPriceDisplay":"invisible"}`)
	mustEqual(t, "an unknown value", res.StatusCode, http.StatusBadRequest)
	if body := bodyOf(res); !strings.Contains(body, "Must be show, suggested-retail or hidden") {
		t.Errorf("answer %s", body)
	}
	mustEqual(t, "unchanged", site().RetailPriceDisplay, catalog.RetailPriceShow)

	res = staffSend(t, handler, http.MethodPatch, "/api/admin/compliance", `{"retailPriceDisplay":"suggested-retail"}`)
	mustEqual(t, "set", res.StatusCode, http.StatusOK)
	var compliance catalog.ComplianceSettings
	decodeResponse(t, res, &compliance)
	mustEqual(t, "the screen's answer", compliance.RetailPriceDisplay, catalog.RetailPriceSuggestedRetail)
	mustEqual(t, "the site's answer", site().RetailPriceDisplay, catalog.RetailPriceSuggestedRetail)
}
