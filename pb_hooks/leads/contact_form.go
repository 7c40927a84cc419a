package leads

import (
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// The contact page's form posts to its own address (method="post"): where the app never
// runs (no JavaScript, or its code never arrived), the browser sends the form itself, and
// the server stores the message through the same rules and allowances as the app's
// POST /api/contact and answers with a page: the thanks, or the form again with the
// problems under their fields and what the visitor typed. The page needs no script.

// pageFormFields are the contact form's fields the page reads (the rest is ignored): what
// the visitor writes, and the honeypot.
var pageFormFields = append(bodyFieldNames(contactBody), contactHoneypotField)

func bodyFieldNames(fields []web.BodyField) []string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.Name
	}
	return names
}

// pageFormHandler answers a page's form: refusal, when not nil, is why it was not read
// (too many requests), and form may then be empty.
type pageFormHandler func(e *core.RequestEvent, form url.Values, refusal *router.ApiError) error

// bindPageForm binds a page's native form POST: urlencoded, from the site's own pages,
// at most forms.MaxBytes (read here, so that a body too large is answered with the
// page too), counted against limits (shared with the app's JSON route).
func bindPageForm(r *router.Router[*core.RequestEvent], path string, now func() time.Time, handler pageFormHandler, limits ...forms.Limit) {
	r.POST(path, func(e *core.RequestEvent) error {
		if mediaType, _, err := mime.ParseMediaType(e.Request.Header.Get("Content-Type")); err != nil || mediaType != "application/x-www-form-urlencoded" {
			return handler(e, url.Values{}, web.APIError(http.StatusUnsupportedMediaType, "The form could not be read. Please try again.", nil))
		}
		if !web.CameFromTheSite(e) {
			return handler(e, url.Values{}, web.Forbidden("Cross-origin request refused"))
		}
		raw, err := io.ReadAll(io.LimitReader(e.Request.Body, forms.MaxBytes+1))
		if err != nil || len(raw) > forms.MaxBytes {
			return handler(e, url.Values{}, web.APIError(http.StatusRequestEntityTooLarge, "Request body too large", nil))
		}
		form, err := url.ParseQuery(string(raw))
		if err != nil {
			return handler(e, url.Values{}, web.BadRequest("The form could not be read. Please try again."))
		}
		now := now()
		for _, l := range limits {
			if ok, wait := l.Limiter.Allow(l.Key(e.RealIP()), now); !ok {
				var refusal *router.ApiError
				errors.As(forms.TooManyRequests(e, wait, l.Refusal), &refusal)
				return handler(e, form, refusal)
			}
		}
		return handler(e, form, nil)
	}).Bind(web.RouteBoundsBody())
}

// formAsJSON is the form's fields as the JSON route reads them (the first value of each).
func formAsJSON(form url.Values, fields []string) web.JSONBody {
	body := web.JSONBody{}
	for _, name := range fields {
		if form.Has(name) {
			body[name], _ = json.Marshal(form.Get(name))
		}
	}
	return body
}

// contactFormPage stores a message sent by the page's own form and answers with the
// contact page rendered with the result (backend/pages' FormAnswer); where the page cannot
// be rendered (every engine busy), with the result as plain text.
func (s *Leads) contactFormPage(pages *web.AppFiles, routes web.PageRoutes) pageFormHandler {
	return func(e *core.RequestEvent, form url.Values, refusal *router.ApiError) error {
		answer := catalog.ContactFormAnswer{Values: map[string]string{}, Errors: map[string]string{}}
		for _, f := range contactBody {
			answer.Values[f.Name] = form.Get(f.Name)
		}
		status := http.StatusOK
		err := error(refusal)
		if refusal == nil {
			_, err = s.storeContactMessage(e, formAsJSON(form, pageFormFields))
		}
		var apiErr *router.ApiError
		switch {
		case err == nil:
			answer.Sent = true
			answer.Values = map[string]string{}
		case errors.As(err, &apiErr):
			status = apiErr.Status
			answer.Problem = apiErr.Message
			for field, data := range apiErr.Data {
				if d, ok := data.(map[string]string); ok {
					answer.Errors[field] = d["message"]
				}
			}
			if len(answer.Errors) > 0 {
				answer.Problem = ""
			}
		default:
			e.App.Logger().Error("contact form: could not store a message", "error", err)
			status = http.StatusInternalServerError
			answer.Problem = catalog.MsgContactFailed
		}
		e.Response.Header().Set("Cache-Control", "no-store")
		page, err := s.Pages.FormAnswer(e, pages, routes, "/contact", answer)
		if err != nil {
			e.App.Logger().Warn("contact form: its answer page could not be rendered", "error", err)
			e.Response.Header().Set("Content-Type", "text/plain; charset=utf-8")
			e.Response.WriteHeader(status)
			_, err = io.WriteString(e.Response, plainAnswer(answer))
			return err
		}
		e.Response.Header().Set("Content-Type", "text/html; charset=utf-8")
		e.Response.WriteHeader(status)
		_, err = e.Response.Write(page)
		return err
	}
}

// plainAnswer is the answer in words, for when its page cannot be rendered.
func plainAnswer(answer catalog.ContactFormAnswer) string {
	if answer.Sent {
		return catalog.MsgContactSent + "\n"
	}
	lines := []string{}
	if answer.Problem != "" {
		lines = append(lines, answer.Problem)
	}
	for _, f := range contactBody {
		if message := answer.Errors[f.Name]; message != "" {
			lines = append(lines, message)
		}
	}
	return strings.Join(lines, "\n") + "\n"
}
