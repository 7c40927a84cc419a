package seo

import "github.com/hudsonvalley/farmsite/backend/catalog"

// LotPage is a lot's certificate of analysis page (/coa/{lot}), the address printed on
// its labels, from the lot's public answer. It stays out of search results and the
// sitemap: it is for the person holding the package, and the product's page is what a
// search should find (it links the current lot).
func (s Site) LotPage(l catalog.LotPage) PageMeta {
	path := "/coa/" + l.Lot
	title := "Certificate of analysis: " + l.ProductName + ", lot " + l.Lot
	description := Excerpt("Lab results of "+l.ProductName+" lot "+l.Lot+", tested by "+l.LabName+" on "+l.TestDate+
		": THC, CBD and terpenes, with the laboratory's certificate (PDF).", 155)
	m := s.base(path, title+" | "+s.BrandName, description, "website")
	m.Robots = "noindex, follow"
	m.JSONLD = append(m.JSONLD, s.WebPageLD(path, title, description))
	return m
}
