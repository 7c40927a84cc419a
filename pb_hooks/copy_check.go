package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// reviewedWithCounselField is what a staff save sends to give the owner's review with
// counsel of the record's copy as it is saved (catalog.CopyReview).
const reviewedWithCounselField = "reviewedWithCounsel"

// bindCopyCheck checks the public texts of every validated save of the collections the
// copy check reads (catalog.CopySchemas: the registry's schemas with Copy rows), whoever makes it: a save that leaves them
// public with findings no review with counsel covers is refused, with each finding's
// rule (catalog.CopyIsPublic says what public is). A save made as
// catalog.ActionCopyReviewed (the owner's, see withCopyReview) records the review of its
// findings on the record first.
func (s *site) bindCopyCheck(app core.App) {
	for collection, schema := range catalog.CopySchemas() {
		app.OnRecordValidate(collection).BindFunc(func(e *core.RecordEvent) error {
			if err := s.checkCopy(e, collection, schema); err != nil {
				return err
			}
			return e.Next()
		})
	}
}

func (s *site) checkCopy(e *core.RecordEvent, collection string, schema *catalog.Schema) error {
	matcher := copyMatcherOf(e.App)
	findings := schema.FindCopy(e.Record, matcher)
	reviewing := isCopyReview(e)
	if reviewing {
		actor := activity.ActorOf(e.Context, "")
		e.Record.Set(catalog.CopyReviewField, catalog.NewCopyReview(findings, actor.Name, actor.ID, s.clock()))
	}
	public := catalog.CopyIsPublic(collection, e.Record)
	if collection == catalog.VariantsCollection {
		public = productIsPublic(e.App, e.Record.GetString("productId"))
	}
	if !public {
		return nil
	}
	if unreviewed := catalog.Unreviewed(findings, catalog.CopyReviewOf(e.Record)); len(unreviewed) > 0 {
		return ruleErrors(catalog.CopyProblems(unreviewed), "validation_invalid")
	}
	if collection == catalog.ProductsCollection && !reviewing && !e.Record.IsNew() {
		// Publishing a product publishes its variants' names: those need their reviews too
		// (a review of the product reviews them: reviewVariants).
		unreviewed, err := unreviewedVariants(e.App, e.Record.Id, matcher)
		if err != nil {
			return err
		}
		if len(unreviewed) > 0 {
			problems := &catalog.Problems{}
			problems.Add(catalog.StatusField, catalog.CopyProblems(unreviewed).Error()+" (in a variant's name)")
			return ruleErrors(problems, "validation_invalid")
		}
	}
	return nil
}

// copyMatcherOf is the copy check of the terms in the private settings as app reads them
// now (a save's transaction sees a change it made); none while they cannot be read (a
// migration before they existed).
func copyMatcherOf(app core.App) *catalog.CopyMatcher {
	private, err := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		return catalog.NewCopyMatcher(nil)
	}
	return catalog.NewCopyMatcher(catalog.Answer[catalog.PrivateSettings](&catalog.PrivateSettingsSchema, private).CopyTerms)
}

// isCopyReview tells whether the save is the owner's review with counsel.
func isCopyReview(e *core.RecordEvent) bool {
	action, _ := activity.Action(e.Context)
	return action == catalog.ActionCopyReviewed
}

func productIsPublic(app core.App, productID string) bool {
	product, err := app.FindRecordById(catalog.ProductsCollection, productID)
	return err == nil && catalog.CopyIsPublic(catalog.ProductsCollection, product)
}

// unreviewedVariants are the findings in a product's variants that their reviews do not cover.
func unreviewedVariants(app core.App, productID string, matcher *catalog.CopyMatcher) ([]catalog.CopyFinding, error) {
	variants, err := app.FindAllRecords(catalog.VariantsCollection, dbx.HashExp{"productId": productID})
	if err != nil {
		return nil, err
	}
	var out []catalog.CopyFinding
	for _, v := range variants {
		out = append(out, catalog.Unreviewed(catalog.VariantSchema.FindCopy(v, matcher), catalog.CopyReviewOf(v))...)
	}
	return out, nil
}

// isReviewedWithCounsel tells whether a staff save's body gives the owner's review with
// counsel of the record's copy as saved ("reviewedWithCounsel": true), which anyone but
// the owner is refused.
func isReviewedWithCounsel(e *core.RequestEvent, body web.JSONBody) (bool, error) {
	if !body.Has(reviewedWithCounselField) {
		return false, nil
	}
	reviewed, ok := body.Boolean(reviewedWithCounselField)
	switch {
	case !ok:
		return false, web.BadRequest("reviewedWithCounsel must be true or false")
	case reviewed && (e.Auth == nil || !e.Auth.GetBool("owner")):
		return false, web.Forbidden(catalog.MsgCopyReviewOwnerOnly)
	}
	return reviewed, nil
}

// asCopyReview is app saving as the owner's review with counsel when reviewing.
func asCopyReview(app core.App, reviewing bool) core.App {
	if !reviewing {
		return app
	}
	return activity.Doing(app, catalog.ActionCopyReviewed, nil)
}

// reviewVariants gives a product's review to those of its variants with findings their
// reviews do not cover: the owner reviewed the product with its variants' names (tx
// acts as the review, so each variant's save records its own).
func reviewVariants(tx core.App, product *core.Record) error {
	matcher := copyMatcherOf(tx)
	variants, err := tx.FindAllRecords(catalog.VariantsCollection, dbx.HashExp{"productId": product.Id})
	if err != nil {
		return err
	}
	for _, v := range variants {
		if len(catalog.Unreviewed(catalog.VariantSchema.FindCopy(v, matcher), catalog.CopyReviewOf(v))) == 0 {
			continue
		}
		if err := tx.Save(v); err != nil {
			return err
		}
	}
	return nil
}
