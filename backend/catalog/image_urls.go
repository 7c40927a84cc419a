package catalog

import (
	"strconv"
	"strings"
)

// WidthVariant is the URL of an image's width variant (?w=, see ImageWidths): w set in
// the URL's query, replacing any w it had, the other parameters (a stored ?rotate=90)
// kept as they are, a fragment dropped. packages/domain's widthVariant is the same rule
// (rule_cases.json): the server's preloads and the storefront's srcset must name the
// same URLs, or the browser fetches the photo twice.
func WidthVariant(src string, w int) string {
	base, _, _ := strings.Cut(src, "#")
	path, query, hasQuery := strings.Cut(base, "?")
	width := "w=" + strconv.Itoa(w)
	if !hasQuery {
		return path + "?" + width
	}
	pairs := []string{}
	placed := false
	for _, pair := range strings.Split(query, "&") {
		switch key, _, _ := strings.Cut(pair, "="); {
		case pair == "":
		case key == "w":
			if !placed {
				pairs = append(pairs, width)
				placed = true
			}
		default:
			pairs = append(pairs, pair)
		}
	}
	if !placed {
		pairs = append(pairs, width)
	}
	return path + "?" + strings.Join(pairs, "&")
}
