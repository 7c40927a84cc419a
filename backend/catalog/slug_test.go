package catalog

import "testing"

func TestSlugify(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"Headhunter", "headhunter"},
		{"Apple Fritters", "apple-fritters"},
		{"  Grape   Gas  ", "grape-gas"},
		{"Sun-Grown Dad Hat!", "sun-grown-dad-hat"},
		{"Mimosa -- (2024)", "mimosa-2024"},
		{"--Lime--Street--", "lime-street"},
		{"Crème Brûlée", "crme-brle"},
		{"!!!", ""},
	} {
		if got := Slugify(c.name); got != c.want {
			t.Errorf("Slugify(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

func TestIsValidSlug(t *testing.T) {
	for s, want := range map[string]bool{"headhunter": true, "grape-gas-2": true, "": false, "Grape": false, "a--b": false, "-a": false, "a b": false} {
		if got := IsValidSlug(s); got != want {
			t.Errorf("IsValidSlug(%q) = %v, want %v", s, got, want)
		}
	}
}
