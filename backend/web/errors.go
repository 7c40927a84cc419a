package web

import (
	"net/http"

	"github.com/pocketbase/pocketbase/tools/router"
)

// APIError builds the JSON error answer {message, data} with message kept verbatim
// (PocketBase's own constructors append a period, which would change the spec's texts).
func APIError(status int, message string, data map[string]any) *router.ApiError {
	if data == nil {
		data = map[string]any{}
	}
	return &router.ApiError{Status: status, Message: message, Data: data}
}

// BadRequest is a 400 with message.
func BadRequest(message string) *router.ApiError {
	return APIError(http.StatusBadRequest, message, nil)
}

// NotFound is a 404 with message.
func NotFound(message string) *router.ApiError { return APIError(http.StatusNotFound, message, nil) }

// Unauthorized is a 401 with message.
func Unauthorized(message string) *router.ApiError {
	return APIError(http.StatusUnauthorized, message, nil)
}

// Forbidden is a 403 with message.
func Forbidden(message string) *router.ApiError {
	return APIError(http.StatusForbidden, message, nil)
}
