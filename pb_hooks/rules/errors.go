package rules

import (
	"database/sql"
	"errors"
	"net/http"
	"sort"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// ValidationError renders 400 {message, data: {field: {code, message}}}; the top-level
// message repeats the first field's text so that clients reading only `message` show it.
func ValidationError(p *catalog.Problems) *router.ApiError {
	data := make(map[string]any, len(p.Fields()))
	for _, k := range p.Fields() {
		data[k] = map[string]string{"code": "validation_invalid", "message": p.Message(k)}
	}
	return web.APIError(http.StatusBadRequest, p.Error(), data)
}

// ProblemOf is one field's problem.
func ProblemOf(field, message string) *catalog.Problems {
	p := &catalog.Problems{}
	p.Add(field, message)
	return p
}

// SaveError turns a failed record save into a 400 with the record's field messages, in
// the order the rules checked them; other field errors (the database's) by field name.
func SaveError(err error) error {
	var ordered OrderedErrors
	if errors.As(err, &ordered) {
		return ValidationError(ordered.Problems)
	}
	var verrs validation.Errors
	if !errors.As(err, &verrs) || len(verrs) == 0 {
		return err
	}
	fields := make([]string, 0, len(verrs))
	for field := range verrs {
		fields = append(fields, field)
	}
	sort.Strings(fields)
	problems := &catalog.Problems{}
	for _, field := range fields {
		problems.Add(field, verrs[field].Error())
	}
	return ValidationError(problems)
}

// IsNotUnique tells whether a save failed because field's value is taken.
func IsNotUnique(err error, field string) bool {
	var verrs validation.Errors
	if !errors.As(err, &verrs) {
		return false
	}
	var ve validation.Error
	return errors.As(verrs[field], &ve) && ve.Code() == "validation_not_unique"
}

func IsNotFound(err error) bool {
	return errors.Is(err, sql.ErrNoRows)
}

// FindOr404 loads a record by id or answers 404 {message: "<what> not found"}.
func FindOr404(app core.App, collection, id, what string) (*core.Record, error) {
	rec, err := app.FindRecordById(collection, id)
	if err != nil {
		if IsNotFound(err) {
			return nil, web.NotFound(what + " not found")
		}
		return nil, err
	}
	return rec, nil
}
