package hooks

import (
	"encoding/json"
	"errors"
	"html/template"
	"io"
	"mime"
	"net/http"
	"net/url"
	"regexp"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
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
// at most maxPublicFormBytes (read here, so that a body too large is answered with the
// page too), counted against limits (shared with the app's JSON route).
func (s *site) bindPageForm(r *router.Router[*core.RequestEvent], path string, handler pageFormHandler, limits ...formLimit) {
	r.POST(path, func(e *core.RequestEvent) error {
		if mediaType, _, err := mime.ParseMediaType(e.Request.Header.Get("Content-Type")); err != nil || mediaType != "application/x-www-form-urlencoded" {
			return handler(e, url.Values{}, web.APIError(http.StatusUnsupportedMediaType, "The form could not be read. Please try again.", nil))
		}
		if !web.CameFromTheSite(e) {
			return handler(e, url.Values{}, web.Forbidden("Cross-origin request refused"))
		}
		raw, err := io.ReadAll(io.LimitReader(e.Request.Body, maxPublicFormBytes+1))
		if err != nil || len(raw) > maxPublicFormBytes {
			return handler(e, url.Values{}, web.APIError(http.StatusRequestEntityTooLarge, "Request body too large", nil))
		}
		form, err := url.ParseQuery(string(raw))
		if err != nil {
			return handler(e, url.Values{}, web.BadRequest("The form could not be read. Please try again."))
		}
		now := s.now()
		for _, l := range limits {
			if ok, wait := l.limiter.Allow(l.key(e.RealIP()), now); !ok {
				var refusal *router.ApiError
				errors.As(tooManyRequests(e, wait, l.refusal), &refusal)
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

// contactFormPage stores a message sent by the page's own form and answers with a page.
func (s *site) contactFormPage(pages *web.AppFiles) pageFormHandler {
	return func(e *core.RequestEvent, form url.Values, refusal *router.ApiError) error {
		answer := contactAnswer{Stylesheets: stylesheetsOf(pages), Values: map[string]string{}, Errors: map[string]string{}}
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
			answer.Values = nil
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
		e.Response.Header().Set("Content-Type", "text/html; charset=utf-8")
		e.Response.Header().Set("Cache-Control", "no-store")
		e.Response.WriteHeader(status)
		return contactAnswerPage.Execute(e.Response, answer)
	}
}

// contactAnswer is what the answer page shows.
type contactAnswer struct {
	Stylesheets []string
	Sent        bool
	Problem     string            // a refusal that is not about one field
	Values      map[string]string // what was typed, by field
	Errors      map[string]string // the spec's text of each field's problem
}

// stylesheetPattern finds the built index.html's stylesheets, so the answer looks like the site.
var stylesheetPattern = regexp.MustCompile(`<link rel="stylesheet"[^>]*href="(/[^"]+)"`)

func stylesheetsOf(pages *web.AppFiles) []string {
	if pages == nil {
		return nil
	}
	index, err := pages.IndexHTML()
	if err != nil {
		return nil
	}
	var hrefs []string
	for _, m := range stylesheetPattern.FindAllSubmatch(index, -1) {
		hrefs = append(hrefs, string(m[1]))
	}
	return hrefs
}

var contactAnswerPage = template.Must(template.New("contact").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="robots" content="noindex">
<title>Contact Us</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
{{range .Stylesheets}}<link rel="stylesheet" href="{{.}}">
{{end}}</head>
<body>
<main class="container-page space-y-6 py-12">
<p><a href="/" class="underline underline-offset-4">Home</a></p>
<h1 class="text-4xl font-semibold">Contact Us</h1>
{{if .Sent}}<p role="status" class="card p-6">Your message has been sent! We'll get back to you soon.</p>
<p><a href="/contact" class="btn-primary">Send another message</a></p>
{{else}}{{with .Problem}}<p role="alert" class="field-error">{{.}}</p>
{{end}}<form method="post" action="/contact" novalidate class="card relative space-y-5 p-6 sm:p-8" aria-label="Contact form">
<div><label for="contact-name" class="field-label">Name</label>
<input id="contact-name" name="name" autocomplete="name" required class="field" value="{{.Values.name}}"{{with .Errors.name}} aria-invalid="true" aria-describedby="contact-name-error"{{end}}>
{{with .Errors.name}}<p id="contact-name-error" class="field-error">{{.}}</p>{{end}}</div>
<div><label for="contact-email" class="field-label">Email</label>
<input id="contact-email" name="email" type="email" autocomplete="email" required class="field" value="{{.Values.email}}"{{with .Errors.email}} aria-invalid="true" aria-describedby="contact-email-error"{{end}}>
{{with .Errors.email}}<p id="contact-email-error" class="field-error">{{.}}</p>{{end}}</div>
<div><label for="contact-message" class="field-label">Message</label>
<textarea id="contact-message" name="message" rows="6" required class="field"{{with .Errors.message}} aria-invalid="true" aria-describedby="contact-message-error"{{end}}>{{.Values.message}}</textarea>
{{with .Errors.message}}<p id="contact-message-error" class="field-error">{{.}}</p>{{end}}</div>
<div aria-hidden="true" class="absolute -left-[10000px] h-px w-px overflow-hidden"><label>Website <input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>
<button type="submit" class="btn-primary w-full text-base sm:w-auto sm:px-10">Send Message</button>
</form>
{{end}}</main>
</body>
</html>
`))
