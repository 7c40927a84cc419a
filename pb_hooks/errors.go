package hooks

import (
	"database/sql"
	"errors"
	"net/http"
	"sort"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// apiError builds the JSON error answer {message, data} with message kept verbatim
// (PocketBase's own constructors append a period, which would change the spec's texts).
func apiError(status int, message string, data map[string]any) *router.ApiError {
	if data == nil {
		data = map[string]any{}
	}
	return &router.ApiError{Status: status, Message: message, Data: data}
}

func badRequest(message string) *router.ApiError {
	return apiError(http.StatusBadRequest, message, nil)
}
func notFound(message string) *router.ApiError { return apiError(http.StatusNotFound, message, nil) }
func unauthorized(message string) *router.ApiError {
	return apiError(http.StatusUnauthorized, message, nil)
}
func forbidden(message string) *router.ApiError { return apiError(http.StatusForbidden, message, nil) }

// fieldErrors collects per-field validation messages (the spec's texts) in the order
// the fields were checked, so the first problem a form shows is the top-level message.
type fieldErrors struct {
	fields   []string
	messages map[string]string
}

func (f *fieldErrors) add(field, message string) {
	if f.messages == nil {
		f.messages = map[string]string{}
	}
	if _, exists := f.messages[field]; !exists {
		f.fields = append(f.fields, field)
		f.messages[field] = message
	}
}

func (f *fieldErrors) has(field string) bool {
	_, exists := f.messages[field]
	return exists
}

func (f *fieldErrors) any() bool { return len(f.fields) > 0 }

// validationError renders 400 {message, data: {field: {code, message}}}; the top-level
// message repeats the first field's text so that clients reading only `message` show it.
func validationError(f *fieldErrors) *router.ApiError {
	data := make(map[string]any, len(f.fields))
	for _, k := range f.fields {
		data[k] = map[string]string{"code": "validation_invalid", "message": f.messages[k]}
	}
	return apiError(http.StatusBadRequest, f.messages[f.fields[0]], data)
}

// saveError turns a failed record save into a 400 with the record's field errors, so that
// database-level rules (unique slug, select values, lengths) reach the client as messages.
// uniqueMessages maps a field to the text shown when its unique index refuses a value.
func saveError(err error, uniqueMessages map[string]string) error {
	var verrs validation.Errors
	if errors.As(err, &verrs) {
		f := &fieldErrors{}
		fields := make([]string, 0, len(verrs))
		for field := range verrs {
			fields = append(fields, field)
		}
		sort.Strings(fields)
		for _, field := range fields {
			e := verrs[field]
			msg := e.Error()
			var ve validation.Error
			if errors.As(e, &ve) && ve.Code() == "validation_not_unique" {
				if m, ok := uniqueMessages[field]; ok {
					msg = m
				}
			}
			f.add(field, msg)
		}
		if f.any() {
			return validationError(f)
		}
	}
	return err
}

// isNotUniqueError tells whether a save failed because field's value is taken.
func isNotUniqueError(err error, field string) bool {
	var verrs validation.Errors
	if !errors.As(err, &verrs) {
		return false
	}
	var ve validation.Error
	return errors.As(verrs[field], &ve) && ve.Code() == "validation_not_unique"
}

func isNotFound(err error) bool {
	return errors.Is(err, sql.ErrNoRows)
}

// findRecordOr404 loads a record by id or answers 404 {message: "<what> not found"}.
func findRecordOr404(app core.App, collection, id, what string) (*core.Record, error) {
	rec, err := app.FindRecordById(collection, id)
	if err != nil {
		if isNotFound(err) {
			return nil, notFound(what + " not found")
		}
		return nil, err
	}
	return rec, nil
}
