package web

import "testing"

func TestIsPublicOrigin(t *testing.T) {
	if isPublicOrigin("http://127.0.0.1:8090") || isPublicOrigin("http://localhost:8090") || !isPublicOrigin("https://farm.example") {
		t.Error("isPublicOrigin mistakes loopback for a public address or the reverse")
	}
}
