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
// findings on the record first. A save that leaves its record unpublished (a draft) is
// not checked. The texts are read by copyChecker: a staff route reads them before its
// transaction (checkCopyFirst), and the hook, inside it, only decides.
func (s *site) bindCopyCheck(app core.App) {
	c := newCopyChecker(s)
	app.Store().Set(copyCheckerKey, c)
	for collection, schema := range catalog.CopySchemas() {
		app.OnRecordValidate(collection).BindFunc(func(e *core.RecordEvent) error {
			if err := s.checkCopy(e, c, collection, schema); err != nil {
				return err
			}
			return e.Next()
		})
	}
}

func (s *site) checkCopy(e *core.RecordEvent, c *copyChecker, collection string, schema *catalog.Schema) error {
	reviewing := isCopyReview(e)
	public := copyIsPublic(e.App, collection, e.Record)
	if !public && !reviewing {
		return nil
	}
	find := c.finder(c.matcherOf(e.App))
	texts, problems := schema.CopyTexts(e.Record)
	var findings []catalog.CopyFinding
	if !problems.Any() {
		findings, problems = catalog.FindCopy(texts, find)
	}
	if problems.Any() {
		return ruleErrors(problems, "validation_invalid")
	}
	if reviewing {
		actor := activity.ActorOf(e.Context, "")
		e.Record.Set(catalog.CopyReviewField, catalog.NewCopyReview(findings, actor.Name, actor.ID, s.clock()))
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
		unreviewed, err := unreviewedVariants(e.App, e.Record.Id, find)
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

// copyIsPublic is catalog.CopyIsPublic, with a variant public as its product is.
func copyIsPublic(app core.App, collection string, rec *core.Record) bool {
	if collection == catalog.VariantsCollection {
		return productIsPublic(app, rec.GetString("productId"))
	}
	return catalog.CopyIsPublic(collection, rec)
}

// isCopyReview tells whether the save is the owner's review with counsel: a save as
// one, or a restore with one (restoreRevision).
func isCopyReview(e *core.RecordEvent) bool {
	action, details := activity.Action(e.Context)
	return action == catalog.ActionCopyReviewed || action == catalog.ActionRestore && details[reviewedWithCounselField] == true
}

func productIsPublic(app core.App, productID string) bool {
	product, err := app.FindRecordById(catalog.ProductsCollection, productID)
	return err == nil && catalog.CopyIsPublic(catalog.ProductsCollection, product)
}

// unreviewedVariants are the findings in a product's variants that their reviews do not cover.
func unreviewedVariants(app core.App, productID string, find copyFind) ([]catalog.CopyFinding, error) {
	variants, err := app.FindAllRecords(catalog.VariantsCollection, dbx.HashExp{"productId": productID})
	if err != nil {
		return nil, err
	}
	var out []catalog.CopyFinding
	for _, v := range variants {
		findings, err := variantFindings(v, find)
		if err != nil {
			return nil, err
		}
		out = append(out, catalog.Unreviewed(findings, catalog.CopyReviewOf(v))...)
	}
	return out, nil
}

// variantFindings are the findings in a variant's name.
func variantFindings(v *core.Record, find copyFind) ([]catalog.CopyFinding, error) {
	texts, problems := catalog.VariantSchema.CopyTexts(v)
	if !problems.Any() {
		var findings []catalog.CopyFinding
		if findings, problems = catalog.FindCopy(texts, find); !problems.Any() {
			return findings, nil
		}
	}
	return nil, ruleErrors(problems, "validation_invalid")
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
	find := copyFinderOf(tx)
	variants, err := tx.FindAllRecords(catalog.VariantsCollection, dbx.HashExp{"productId": product.Id})
	if err != nil {
		return err
	}
	for _, v := range variants {
		findings, err := variantFindings(v, find)
		if err != nil {
			return err
		}
		if len(catalog.Unreviewed(findings, catalog.CopyReviewOf(v))) == 0 {
			continue
		}
		if err := tx.Save(v); err != nil {
			return err
		}
	}
	return nil
}
