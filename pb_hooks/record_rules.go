package hooks

import (
	"errors"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
)

// recordRules are a collection's rules from the domain core: prepare makes what they
// derive, check refuses what they do not allow, uniqueMessages say which value is taken
// and missingMessages which relation names no record.
type recordRules struct {
	prepare         func(app core.App, r *core.Record)
	check           func(r *core.Record) *catalog.Problems
	uniqueMessages  map[string]string
	missingMessages map[string]string
}

// collectionRules are each collection's rules.
func (s *site) collectionRules() map[string]recordRules {
	return map[string]recordRules{
		catalog.ProductsCollection: {
			prepare:        func(_ core.App, r *core.Record) { catalog.PrepareProduct(r) },
			check:          func(r *core.Record) *catalog.Problems { return catalog.CheckProduct(r) },
			uniqueMessages: map[string]string{"slug": "A product with this slug already exists"},
		},
		catalog.VariantsCollection: {
			prepare: func(app core.App, r *core.Record) { catalog.PrepareVariant(r, productCategoryOf(app, r)) },
			check:   func(r *core.Record) *catalog.Problems { return catalog.CheckVariant(r) },
		},
		catalog.BlogPostsCollection: {
			prepare: func(app core.App, r *core.Record) {
				catalog.PrepareBlogPost(r, s.defaultBlogAuthor(app), time.Now())
			},
			check:          func(r *core.Record) *catalog.Problems { return catalog.CheckBlogPost(r) },
			uniqueMessages: map[string]string{"slug": "A blog post with this slug already exists"},
		},
		catalog.ReviewsCollection: {
			prepare:         func(_ core.App, r *core.Record) { catalog.PrepareReview(r) },
			check:           func(r *core.Record) *catalog.Problems { return catalog.CheckReview(r) },
			missingMessages: map[string]string{"productId": "Product not found"},
		},
		catalog.BatchesCollection: {
			prepare:         func(_ core.App, r *core.Record) { catalog.PrepareBatch(r) },
			check:           func(r *core.Record) *catalog.Problems { return catalog.CheckBatch(r) },
			uniqueMessages:  map[string]string{"lot": catalog.MsgLotTaken},
			missingMessages: map[string]string{"productId": "Product not found"},
		},
		catalog.LocationsCollection: {
			prepare:         func(_ core.App, r *core.Record) { catalog.PrepareLocation(r) },
			check:           func(r *core.Record) *catalog.Problems { return catalog.CheckLocation(r) },
			missingMessages: map[string]string{catalog.CarriedProductsField: "A chosen product no longer exists"},
		},
		catalog.ContactMessagesCollection: {
			prepare: func(_ core.App, r *core.Record) { catalog.PrepareContactMessage(r) },
			check:   func(r *core.Record) *catalog.Problems { return catalog.CheckContactMessage(r) },
		},
		catalog.OrdersCollection: {
			prepare: func(_ core.App, r *core.Record) { catalog.PrepareOrder(r) },
			check:   func(r *core.Record) *catalog.Problems { return catalog.CheckOrder(r) },
		},
		catalog.HeroVideosCollection: {
			prepare: func(_ core.App, r *core.Record) { catalog.PrepareHeroVideo(r) },
			check:   func(r *core.Record) *catalog.Problems { return catalog.CheckHeroVideo(r) },
		},
		catalog.StaffCollection: {
			prepare: prepareStaff,
			check:   func(r *core.Record) *catalog.Problems { return catalog.CheckStaff(r) },
		},
		catalog.SiteSettingsCollection: {
			prepare: func(_ core.App, r *core.Record) { catalog.PrepareSiteSettings(r) },
			check:   func(r *core.Record) *catalog.Problems { return catalog.CheckSiteSettings(r) },
		},
		catalog.PrivateSettingsCollection: {
			prepare: func(_ core.App, r *core.Record) { catalog.PreparePrivateSettings(r) },
			check:   func(r *core.Record) *catalog.Problems { return catalog.CheckPrivateSettings(r) },
		},
		catalog.RedirectsCollection: {
			prepare:        func(_ core.App, r *core.Record) { catalog.PrepareRedirect(r) },
			check:          func(r *core.Record) *catalog.Problems { return catalog.CheckRedirect(r) },
			uniqueMessages: map[string]string{"fromPath": catalog.MsgRedirectFromExists},
		},
	}
}

// bindRecordRules runs the domain core's rules on every validated write of a record,
// whoever makes it: the staff API, PocketBase's superuser UI and API, the CLI, the demo
// loader. (A save without validation, SaveNoValidate, skips them by definition.)
func (s *site) bindRecordRules(app core.App) {
	for collection, rules := range s.collectionRules() {
		app.OnRecordValidate(collection).BindFunc(func(e *core.RecordEvent) error {
			if rules.prepare != nil {
				rules.prepare(e.App, e.Record)
			}
			if problems := rules.check(e.Record); problems.Any() {
				return ruleErrors(problems, "validation_invalid")
			}
			return withFieldMessages(e.Next(), "validation_missing_rel_records", rules.missingMessages)
		})
		if len(rules.uniqueMessages) == 0 {
			continue
		}
		nameTakenValues := func(e *core.RecordEvent) error {
			return withFieldMessages(e.Next(), "validation_not_unique", rules.uniqueMessages)
		}
		app.OnRecordCreateExecute(collection).BindFunc(nameTakenValues)
		app.OnRecordUpdateExecute(collection).BindFunc(nameTakenValues)
	}
}

// orderedErrors are a record's problems as PocketBase reports field errors
// (validation.Errors, which its UI and API show per field), keeping their order for the
// site's own answers, whose message is the first problem.
type orderedErrors struct {
	problems *catalog.Problems
	errs     validation.Errors
}

func (o orderedErrors) Error() string { return o.problems.Error() }
func (o orderedErrors) Unwrap() error { return o.errs }

func ruleErrors(problems *catalog.Problems, code string) error {
	errs := validation.Errors{}
	for _, field := range problems.Fields() {
		errs[field] = verbatimError{code: code, message: problems.Message(field)}
	}
	return orderedErrors{problems: problems, errs: errs}
}

// verbatimError keeps its message as written when PocketBase's API reports it (it would
// otherwise append a period to the spec's texts).
type verbatimError struct{ code, message string }

func (v verbatimError) Error() string { return v.message }
func (v verbatimError) Code() string  { return v.code }
func (v verbatimError) Resolve(data map[string]any) any {
	data["message"] = v.message
	return data
}

// withFieldMessages replaces PocketBase's messages of code ("Value must be unique") on
// fields with messages of their own with those.
func withFieldMessages(err error, code string, messages map[string]string) error {
	var errs validation.Errors
	if err == nil || len(messages) == 0 || !errors.As(err, &errs) {
		return err
	}
	problems := &catalog.Problems{}
	for field, message := range messages {
		var ve validation.Error
		if errors.As(errs[field], &ve) && ve.Code() == code {
			problems.Add(field, message)
		}
	}
	if !problems.Any() {
		return err
	}
	return ruleErrors(problems, code)
}
