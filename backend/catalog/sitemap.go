package catalog

import (
	"encoding/xml"
	"strings"
)

// SitemapURL is one <url> of a sitemap.
type SitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

type urlSet struct {
	XMLName xml.Name     `xml:"urlset"`
	Xmlns   string       `xml:"xmlns,attr"`
	URLs    []SitemapURL `xml:"url"`
}

// SitemapXML renders urls as a sitemaps.org 0.9 document.
func SitemapXML(urls []SitemapURL) ([]byte, error) {
	body, err := xml.MarshalIndent(urlSet{Xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9", URLs: urls}, "", "  ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), append(body, '\n')...), nil
}

// IsExcludedRoute reports whether path is one of the excluded routes or below one.
func IsExcludedRoute(path string, excluded []string) bool {
	for _, route := range excluded {
		route = strings.TrimSuffix(strings.TrimSuffix(route, "*"), "/")
		if route == "" {
			if path == "/" {
				return true
			}
			continue
		}
		if path == route || strings.HasPrefix(path, route+"/") {
			return true
		}
	}
	return false
}
