package catalog

import "math"

// Review ratings are stars from 1 to 5 in steps of 0.1 (the spec's decimal 3,1).
const (
	MinReviewRating = 1
	MaxReviewRating = 5
)

// ReviewCreateDefaults: a review staff add is hidden until someone approves it.
var ReviewCreateDefaults = map[string]any{"approved": false}

// PrepareReview trims the texts and rounds away binary noise in the rating.
func PrepareReview(r Record) {
	trim(r, "author", "comment")
	if v := r.GetFloat("rating"); v != roundTenths(v) && hasAtMostOneDecimal(v) {
		r.Set("rating", roundTenths(v))
	}
}

// CheckReview applies the review rules: a product, a rating of 1 to 5 with at most one
// decimal, an author and a comment.
func CheckReview(r Record) *Problems {
	p := &Problems{}
	if r.GetString("productId") == "" {
		p.Add("productId", MsgProductRequired)
	}
	if problem := RatingProblem(r.GetFloat("rating")); problem != "" {
		p.Add("rating", problem)
	}
	requiredText(r, p, "author", MsgAuthorRequired, 200)
	requiredText(r, p, "comment", MsgCommentRequired, 5000)
	return p
}

// RatingProblem is the message for a rating outside 1-5 in steps of 0.1, or "".
func RatingProblem(v float64) string {
	switch {
	case v < MinReviewRating || v > MaxReviewRating:
		return MsgRatingRange
	case !hasAtMostOneDecimal(v):
		return MsgRatingDecimals
	}
	return ""
}

func roundTenths(v float64) float64 { return math.Round(v*10) / 10 }

func hasAtMostOneDecimal(v float64) bool {
	tenths := v * 10
	return math.Abs(tenths-math.Round(tenths)) < 1e-6
}
