package catalog

import (
	"math"

	"github.com/pocketbase/pocketbase/core"
)

var _ = Register(Collection{
	Schema: &ReviewSchema, Record: "Review", Dates: CreatedAndUpdated, Forms: StaffForms(),
	// A review is named by its product (Parent), whose History lists it.
	Label: func(*core.Record) string { return "" }, Parent: ReviewFieldProductID, Log: Logged(),
	Revisions: NoRevisions("a review is the reviewer's words: staff approve or hide it, they do not edit it back and forth"),
	Public:    FeedsPublic("the approved reviews on product pages"),
	Rules: &Rules{
		Prepare: func(_ core.App, r *core.Record) { PrepareReview(r) },
		Missing: map[string]string{ReviewFieldProductID: "Product not found"},
	},
})

// Review ratings are stars from 1 to 5 in steps of 0.1 (the spec's decimal 3,1).
const (
	MinReviewRating = 1
	MaxReviewRating = 5
)

// ReviewSchema declares a review's fields, in the order its rules check them: a
// product, a rating of 1 to 5 with at most one decimal, an author and a comment. A review
// staff add is hidden until someone approves it.
var ReviewSchema = Schema{Collection: ReviewsCollection, Fields: []Field{
	{Name: "productId", Kind: TextKind, Label: "Product", Required: MsgProductRequired, TypeMessage: MsgProductRequired},
	{Name: "rating", Kind: NumberKind, Label: "Rating", TypeMessage: MsgRatingNotNumber, NullMessage: MsgRatingRequired, Check: checkRating},
	{Name: "author", Kind: TextKind, Label: "Author", Max: 200, Required: MsgAuthorRequired, TypeMessage: MsgAuthorRequired},
	{Name: "comment", Kind: TextKind, Label: "Comment", Max: 5000, Required: MsgCommentRequired, TypeMessage: MsgCommentRequired},
	{Name: "approved", Kind: BoolKind, Label: "Approved", TypeMessage: "Must be true or false", Default: false},
}}

// PrepareReview trims the texts and rounds away binary noise in the rating.
func PrepareReview(r Record) {
	ReviewSchema.trimTexts(r)
	if v := r.GetFloat(ReviewFieldRating); v != roundTenths(v) && hasAtMostOneDecimal(v) {
		r.Set(ReviewFieldRating, roundTenths(v))
	}
}

// CheckReview applies the review rules.
func CheckReview(r Record) *Problems { return ReviewSchema.Check(r) }

func checkRating(r Record, p *Problems, field string) {
	if problem := RatingProblem(r.GetFloat(field)); problem != "" {
		p.Add(field, problem)
	}
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
