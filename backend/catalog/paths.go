package catalog

import (
	"errors"
	"net/url"
	"strings"
)

// ErrInvalidImagePath is returned for image references that are neither our uploads,
// a site path, nor an http(s) URL.
var ErrInvalidImagePath = errors.New("invalid image path")

// NormalizeImagePath turns any reference to one of our uploads ("uploads/x.jpg",
// "/public/uploads/x.jpg", "x.jpg") into "/uploads/x.jpg", keeping a query such as
// ?rotate=90; other site paths and http(s) URLs pass unchanged.
func NormalizeImagePath(p string) (string, error) {
	p = strings.TrimSpace(p)
	if p == "" {
		return "", ErrInvalidImagePath
	}
	if strings.HasPrefix(p, "http://") || strings.HasPrefix(p, "https://") {
		if !IsValidURL(p) {
			return "", ErrInvalidImagePath
		}
		return p, nil
	}
	if strings.ContainsAny(p, "\\<>\"") || strings.Contains(p, "..") {
		return "", ErrInvalidImagePath
	}
	if i := strings.LastIndex(p, "uploads/"); i >= 0 {
		rest := p[i+len("uploads/"):]
		if rest == "" || strings.HasPrefix(rest, "/") {
			return "", ErrInvalidImagePath
		}
		return "/uploads/" + rest, nil
	}
	if strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "//") {
		return p, nil
	}
	if !strings.Contains(p, "/") && !strings.Contains(p, ":") {
		return "/uploads/" + p, nil
	}
	return "", ErrInvalidImagePath
}

// NormalizeImagePaths normalises a list, failing on the first bad entry.
func NormalizeImagePaths(paths []string) ([]string, error) {
	out := make([]string, 0, len(paths))
	for _, p := range paths {
		n, err := NormalizeImagePath(p)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// IsValidURL accepts absolute http(s) URLs with a host.
func IsValidURL(s string) bool {
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil {
		return false
	}
	return (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && !strings.ContainsAny(s, " \t\n")
}

// IsValidLink accepts an absolute http(s) URL or a path on this site (lab results
// may be uploaded documents).
func IsValidLink(s string) bool {
	if strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//") {
		return !strings.ContainsAny(s, " \t\n<>\"")
	}
	return IsValidURL(s)
}
