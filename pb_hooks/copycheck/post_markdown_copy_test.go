package copycheck_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

// A post's Markdown hides no term from the copy check (issue 40): it reads what a reader
// reads, the words without their marks ("or**gan**ic" is "organic" on the page) and the
// addresses of the links; marks around innocent words change nothing.
func TestTheCopyCheckReadsAPostAsItsReaderDoes(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	post := hookstest.FindBySlug(t, f.App, catalog.BlogPostsCollection, "why-we-grow-under-the-sun")
	url := "/api/admin/blog/" + post.Id
	for _, hidden := range []string{
		"Our flower is or**gan**ic, from the sun.",
		"Our flower is **organic**, from the sun.",
		"Our flower is _organic_, from the sun.",
		"Read [our story](https://example.com/organic-farming) first.",
	} {
		refused := f.Send(f.Editor, http.MethodPatch, url, map[string]any{"content": hidden}, http.StatusBadRequest)
		if !strings.Contains(refused, catalog.CopyNeedsReview) || !strings.Contains(refused, "organic") {
			t.Errorf("%q: %s", hidden, refused)
		}
	}
	f.Send(f.Editor, http.MethodPatch, url, map[string]any{"content": "## Sun-grown\n\nOur flower is **sun-grown**, [see how](/about)."}, http.StatusOK)
	// The review covers the finding as the reader reads it: the words around it, no marks.
	f.Send(f.Owner, http.MethodPatch, url, map[string]any{"content": "Our flower is or**gan**ic.", "reviewedWithCounsel": true}, http.StatusOK)
	if review := hookstest.FindBySlug(t, f.App, catalog.BlogPostsCollection, "why-we-grow-under-the-sun").GetString(catalog.CopyReviewField); !strings.Contains(review, `"context":"our flower is organic"`) {
		t.Errorf("the review: %s", review)
	}
}
