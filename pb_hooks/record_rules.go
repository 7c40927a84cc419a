package hooks

import (
	"errors"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
)

// bindRecordRules runs each collection's rules of the registry (catalog.Rules) on every
// validated write of a record, whoever makes it: the staff API, PocketBase's superuser
// UI and API, the CLI, the demo loader. (A save without validation, SaveNoValidate,
// skips them by definition.) Prepare, the schema's check and the rules that need the
// database run in that order; the first that refuses answers, with the schema's
// messages, and PocketBase's messages of a taken value or a missing relation are
// replaced by the collection's own.
func bindRecordRules(app core.App) {
	for _, c := range catalog.Collections() {
		if c.Rules == nil {
			continue
		}
		rules, schema := c.Rules, c.Schema
		app.OnRecordValidate(c.Name()).BindFunc(func(e *core.RecordEvent) error {
			if rules.Prepare != nil {
				rules.Prepare(e.App, e.Record)
			}
			if problems := schema.Check(e.Record); problems.Any() {
				return ruleErrors(problems, "validation_invalid")
			}
			for _, rule := range rules.Database {
				problems, err := rule(e.App, e.Record)
				if err != nil {
					return err
				}
				if problems.Any() {
					return ruleErrors(problems, problemsCode(problems))
				}
			}
			return withFieldMessages(e.Next(), "validation_missing_rel_records", rules.Missing)
		})
		if len(rules.Unique) == 0 {
			continue
		}
		nameTakenValues := func(e *core.RecordEvent) error {
			return withFieldMessages(e.Next(), "validation_not_unique", rules.Unique)
		}
		app.OnRecordCreateExecute(c.Name()).BindFunc(nameTakenValues)
		app.OnRecordUpdateExecute(c.Name()).BindFunc(nameTakenValues)
	}
}

// problemsCode is PocketBase's error code of a database rule's problems.
func problemsCode(problems *catalog.Problems) string {
	if problems.Taken() {
		return "validation_not_unique"
	}
	return "validation_invalid"
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
