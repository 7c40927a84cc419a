package catalog

import "testing"

func TestIsValidPublishDate(t *testing.T) {
	for s, want := range map[string]bool{"2024-10-28": true, "2024-02-29": true, "2023-02-29": false, "2024-13-01": false, "24-10-28": false, "2024-10-28T00:00:00Z": false, "": false} {
		if got := IsValidPublishDate(s); got != want {
			t.Errorf("IsValidPublishDate(%q) = %v, want %v", s, got, want)
		}
	}
}
