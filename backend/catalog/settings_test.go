package catalog

import "testing"

func TestParseSiteAddress(t *testing.T) {
	for in, want := range map[string]string{
		"https://Example.com/":       "https://example.com",
		"http://127.0.0.1:8090":      "http://127.0.0.1:8090",
		" https://farm.example:8443": "https://farm.example:8443",
	} {
		if got, err := ParseSiteAddress(in); err != nil || got != want {
			t.Errorf("ParseSiteAddress(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "example.com", "ftp://example.com", "https://example.com/shop", "https://u:p@example.com", "https://example.com?x=1", "https://"} {
		if got, err := ParseSiteAddress(bad); err == nil {
			t.Errorf("ParseSiteAddress(%q) = %q, want an error", bad, got)
		}
	}
}

func TestParseNetworks(t *testing.T) {
	prefixes, err := ParseNetworks([]string{"127.0.0.0/8", "::1", "10.1.2.3"})
	if err != nil || len(prefixes) != 3 || prefixes[2].Bits() != 32 {
		t.Fatalf("ParseNetworks = %v, %v", prefixes, err)
	}
	if _, err := ParseNetworks([]string{"10.0.0.0/33"}); err == nil {
		t.Error("a bad network was accepted")
	}
}
