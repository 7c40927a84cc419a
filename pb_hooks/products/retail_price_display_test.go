package products_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

// TestTheRetailPriceSettingReachesThePages: the setting starts as the spec's behaviour,
// the owner sets it on the Compliance screen (an unknown value is refused and changes
// nothing), and the site's answer, which the storefront's price display reads, carries it.
func TestTheRetailPriceSettingReachesThePages(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	handler := hookstest.AppHandler(t, app)
	site := func() catalog.Site {
		var s catalog.Site
		hookstest.DecodeResponse(t, hookstest.Send(t, handler, http.MethodGet, "/api/site", nil, nil), &s)
		return s
	}
	hookstest.MustEqual(t, "default", site().RetailPriceDisplay, catalog.RetailPriceShow)

	res := hookstest.StaffSend(t, handler, http.MethodPatch, "/api/admin/compliance", `{"retailPriceDisplay":"invisible"}`)
	hookstest.MustEqual(t, "an unknown value", res.StatusCode, http.StatusBadRequest)
	if body := hookstest.BodyOf(res); !strings.Contains(body, "Must be show, suggested-retail or hidden") {
		t.Errorf("answer %s", body)
	}
	hookstest.MustEqual(t, "unchanged", site().RetailPriceDisplay, catalog.RetailPriceShow)

	res = hookstest.StaffSend(t, handler, http.MethodPatch, "/api/admin/compliance", `{"retailPriceDisplay":"suggested-retail"}`)
	hookstest.MustEqual(t, "set", res.StatusCode, http.StatusOK)
	var compliance catalog.ComplianceSettings
	hookstest.DecodeResponse(t, res, &compliance)
	hookstest.MustEqual(t, "the screen's answer", compliance.RetailPriceDisplay, catalog.RetailPriceSuggestedRetail)
	hookstest.MustEqual(t, "the site's answer", site().RetailPriceDisplay, catalog.RetailPriceSuggestedRetail)
}
