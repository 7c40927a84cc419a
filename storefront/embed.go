// Package storefront embeds the built storefront app (dist/, made by `npm run build -w storefront`).
package storefront

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist is the built app's files, rooted at dist/.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err)
	}
	return sub
}

// legalFAQ is the legal page's questions and answers, which the page shows and the
// server's FAQPage structured data repeats: one text for both.
//
//go:embed src/content/legal-faq.json
var legalFAQ []byte

// LegalFAQ is src/content/legal-faq.json: [{question, answer}].
func LegalFAQ() []byte { return legalFAQ }
