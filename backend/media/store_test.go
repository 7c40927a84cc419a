package media

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestShortenNameKeepsTheStartAndTheExtension(t *testing.T) {
	long := strings.Repeat("harvest day ", 50) + ".mp4" // 604 characters
	for _, c := range []struct{ name, want string }{
		{"harvest.mp4", "harvest.mp4"},
		{strings.Repeat("a", 500) + ".mp4", strings.Repeat("a", 495) + "….mp4"},
		{long, strings.TrimSpace(long[:495]) + "….mp4"},
		{strings.Repeat("é", 600) + ".MOV", strings.Repeat("é", 495) + "….MOV"},
		{strings.Repeat("b", 600) + "." + strings.Repeat("x", 30), strings.Repeat("b", 499) + "…"},
	} {
		got := shortenName(c.name, 500)
		if got != c.want {
			t.Errorf("shortenName(%.20q...) = %.30q..., want %.30q...", c.name, got, c.want)
		}
		if n := utf8.RuneCountInString(got); n > 500 {
			t.Errorf("%d characters", n)
		}
	}
}
