package catalog

import "testing"

// TestTheRetailPriceSettingAcceptsItsValuesAndUnset: a settings record saved before the
// setting existed (the first migration's, on a new database) passes the rules; an
// unknown value does not.
func TestTheRetailPriceSettingAcceptsItsValuesAndUnset(t *testing.T) {
	for value, ok := range map[string]bool{"": true, "show": true, "suggested-retail": true, "hidden": true, "invisible": false} {
		p := &Problems{}
		checkRetailPriceDisplay(fields{"retailPriceDisplay": value}, p, "retailPriceDisplay")
		if p.Any() == ok {
			t.Errorf("%q: problems %v", value, p.Any())
		}
	}
}
