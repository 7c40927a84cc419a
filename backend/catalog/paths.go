package catalog

import (
	"errors"
	"net/url"
	"regexp"
	"slices"
	"strings"

	whatwg "github.com/nlnwa/whatwg-url/url"
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
	if hasSpaceOrControl(s) {
		return false
	}
	u, err := url.Parse(s)
	if err != nil {
		return false
	}
	return (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// IsValidLink accepts an absolute http(s) URL or a path on this site (lab results
// may be uploaded documents). Browsers read a backslash as a slash and drop tabs and
// newlines inside a URL, so "/\evil.example" or "/<tab>/evil.example" would lead off
// the site: a site path holds neither.
func IsValidLink(s string) bool {
	if strings.HasPrefix(s, "/") {
		return !strings.HasPrefix(s, "//") && !strings.ContainsAny(s, "\\<>\"") && !hasSpaceOrControl(s)
	}
	return IsValidURL(s)
}

// hasSpaceOrControl tells whether s holds a space or an ASCII control character.
func hasSpaceOrControl(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r <= ' ' || r == 0x7f })
}

var (
	googleDriveFileID  = regexp.MustCompile(`^/file/d/([A-Za-z0-9_-]+)`)
	googleDriveQueryID = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)
	gitHubBlobPath     = regexp.MustCompile(`^/([^/]+)/([^/]+)/blob/(.+)$`)
)

// RawFileSharingURL turns a file-sharing page link into a link to the file itself:
// Dropbox (?dl=0 to ?raw=1, the other parameters kept in their order), Google Drive
// (/file/d/ID/view, /open?id=ID or /uc?id=ID to uc?export=view&id=ID) and GitHub
// (/owner/repo/blob/path to raw.githubusercontent.com). Other values are returned
// unchanged. packages/domain's rawFileSharingUrl is the same rule (rule_cases.json).
func RawFileSharingURL(link string) string {
	u, err := whatwg.Parse(strings.TrimSpace(link)) // as the browser's URL reads it
	if err != nil || (u.Scheme() != "http" && u.Scheme() != "https") || u.Host() == "" {
		return link
	}
	switch strings.TrimPrefix(u.Hostname(), "www.") {
	case "dropbox.com":
		query := []string{}
		for _, pair := range strings.Split(u.Query(), "&") {
			if key, _, _ := strings.Cut(pair, "="); pair != "" && key != "dl" && key != "raw" {
				query = append(query, pair)
			}
		}
		return u.Protocol() + "//" + u.Host() + u.Pathname() + "?" + strings.Join(append(query, "raw=1"), "&")
	case "drive.google.com":
		if m := googleDriveFileID.FindStringSubmatch(u.Pathname()); m != nil {
			return "https://drive.google.com/uc?export=view&id=" + m[1]
		}
		if id := u.SearchParams().Get("id"); (u.Pathname() == "/open" || u.Pathname() == "/uc") && googleDriveQueryID.MatchString(id) {
			return "https://drive.google.com/uc?export=view&id=" + id
		}
	case "github.com":
		if m := gitHubBlobPath.FindStringSubmatch(u.Pathname()); m != nil {
			return "https://raw.githubusercontent.com/" + m[1] + "/" + m[2] + "/" + m[3]
		}
	}
	return link
}

// maxLinkLength bounds a stored URL.
const maxLinkLength = 2000

// normalizeImages puts a list of image references in their one form where it can; the
// check refuses what it could not.
func normalizeImages(r Record, field string) {
	list, ok := textList(r, field)
	if !ok {
		return
	}
	out := make([]string, 0, len(list))
	for _, v := range list {
		if v = strings.TrimSpace(v); v == "" {
			continue
		}
		if n, err := NormalizeImagePath(v); err == nil {
			v = n
		}
		out = append(out, v)
	}
	r.Set(field, out)
}

// normalizeImage is normalizeImages for one optional image.
func normalizeImage(r Record, field string) {
	if v := strings.TrimSpace(r.GetString(field)); v != "" {
		if n, err := NormalizeImagePath(v); err == nil {
			r.Set(field, n)
		}
	}
}

// isCanonicalImage tells an image reference already in its one form.
func isCanonicalImage(v string) bool {
	n, err := NormalizeImagePath(v)
	return err == nil && n == v && len(v) <= maxLinkLength
}

func checkImages(r Record, p *Problems, field string, requireOne bool) {
	list, ok := textList(r, field)
	switch {
	case !ok:
		p.Add(field, "Images must be a list of image paths")
	case requireOne && len(list) == 0:
		p.Add(field, MsgImagesRequired)
	case slices.ContainsFunc(list, func(v string) bool { return !isCanonicalImage(v) }):
		p.Add(field, "Invalid image path")
	}
}

func checkImage(r Record, p *Problems, field string) {
	if v := r.GetString(field); v != "" && !isCanonicalImage(v) {
		p.Add(field, "Invalid image path")
	}
}

// checkLink accepts an empty value or one valid accepts.
func checkLink(r Record, p *Problems, field string, valid func(string) bool) {
	if v := r.GetString(field); v != "" && (!valid(v) || len(v) > maxLinkLength) {
		p.Add(field, MsgInvalidURL)
	}
}
