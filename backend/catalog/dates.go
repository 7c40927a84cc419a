package catalog

import (
	"regexp"
	"time"
)

// PublishDateLayout is the blog's yyyy-MM-dd date.
const PublishDateLayout = "2006-01-02"

var publishDateFormat = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// IsValidPublishDate accepts a real calendar date written YYYY-MM-DD ("2024-02-30" is
// refused: the storefront could not format it).
func IsValidPublishDate(s string) bool {
	if !publishDateFormat.MatchString(s) {
		return false
	}
	_, err := time.Parse(PublishDateLayout, s)
	return err == nil
}
