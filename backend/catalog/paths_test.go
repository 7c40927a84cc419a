package catalog

import "testing"

func TestNormalizeImagePath(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"/uploads/a.jpg", "/uploads/a.jpg"},
		{"uploads/a.jpg", "/uploads/a.jpg"},
		{"/public/uploads/a.jpg", "/uploads/a.jpg"},
		{"a.jpg", "/uploads/a.jpg"},
		{"/uploads/a.jpg?rotate=90", "/uploads/a.jpg?rotate=90"},
		{"https://cdn.example.com/x.png", "https://cdn.example.com/x.png"},
		{"/images/fallback-blog-1.jpg", "/images/fallback-blog-1.jpg"},
	} {
		got, err := NormalizeImagePath(c.in)
		if err != nil || got != c.want {
			t.Errorf("NormalizeImagePath(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "javascript:alert(1)", "//evil.example/x.jpg", "/uploads/../pb_data/data.db", "uploads/", "a<b>.jpg", "ftp://x/y"} {
		if got, err := NormalizeImagePath(bad); err == nil {
			t.Errorf("NormalizeImagePath(%q) = %q, want an error", bad, got)
		}
	}
}

func TestIsValidURLAndLink(t *testing.T) {
	for s, want := range map[string]bool{"https://example.com": true, "http://a.b/c?d=e": true, "example.com": false, "javascript:alert(1)": false, "https://": false, "https://a b.com": false} {
		if got := IsValidURL(s); got != want {
			t.Errorf("IsValidURL(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{"/uploads/coa.pdf": true, "//evil.example": false, "https://lab.example.com/coa.pdf": true, "coa.pdf": false} {
		if got := IsValidLink(s); got != want {
			t.Errorf("IsValidLink(%q) = %v, want %v", s, got, want)
		}
	}
}
