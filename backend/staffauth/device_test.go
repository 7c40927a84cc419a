package staffauth

import (
	"strings"
	"testing"
)

func TestDeviceOf(t *testing.T) {
	for _, c := range []struct{ userAgent, want string }{
		{"Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on Linux"},
		{"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0", "Edge on Windows"},
		{"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15", "Safari on macOS"},
		{"Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1", "Safari on iPhone"},
		{"Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36", "Chrome on Android"},
		{"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36", "Chrome on Linux"},
		{"Go-http-client/1.1", "Go-http-client/1.1"},
		{"", "Unknown device"},
		{"\x00\x01", "Unknown device"},
		{strings.Repeat("é-bot ", 100), strings.Repeat("-bot ", 12)},
	} {
		if got := DeviceOf(c.userAgent); got != c.want {
			t.Errorf("DeviceOf(%q) = %q, want %q", c.userAgent, got, c.want)
		}
	}
}
