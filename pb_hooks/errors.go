package hooks

import (
	"database/sql"
	"errors"
	"net/http"
	"sort"

	"github.com/pocketbase/ozzo-validation/v4"
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

func badRequest(message string) *router.ApiError   { return apiError(http.StatusBadRequest, message, nil) }
func notFound(message string) *router.ApiError     { return apiError(http.StatusNotFound, message, nil) }
func unauthorized(message string) *router.ApiError { return apiError(http.StatusUnauthorized, message, nil) }
func forbidden(message string) *router.ApiError    { return apiError(http.StatusForbidden, message, nil) }

// fieldErrors collects per-field validation messages (the spec's texts).
type fieldErrors map[string]string

func (f fieldErrors) add(field, message string) {
	if _, exists := f[field]; !exists {
		f[field] = message
	}
}

// validationError renders 400 {message, data: {field: {code, message}}}; the top-level
// message repeats the first field's text so that clients reading only `message` show it.
func validationError(f fieldErrors) *router.ApiError {
	fields := make([]string, 0, len(f))
	for k := range f {
		fields = append(fields, k)
	}
	sort.Strings(fields)
	data := make(map[string]any, len(f))
	for _, k := range fields {
		data[k] = map[string]string{"code": "validation_invalid", "message": f[k]}
	}
	return apiError(http.StatusBadRequest, f[fields[0]], data)
}

// saveError turns a failed record save into a 400 with the record's field errors, so that
// database-level rules (unique slug, select values, lengths) reach the client as messages.
// uniqueMessages maps a field to the text shown when its unique index refuses a value.
func saveError(err error, uniqueMessages map[string]string) error {
	var verrs validation.Errors
	if errors.As(err, &verrs) {
		f := fieldErrors{}
		for field, e := range verrs {
			msg := e.Error()
			var ve validation.Error
			if errors.As(e, &ve) && ve.Code() == "validation_not_unique" {
				if m, ok := uniqueMessages[field]; ok {
					msg = m
				}
			}
			f.add(field, msg)
		}
		if len(f) > 0 {
			return validationError(f)
		}
	}
	return err
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
