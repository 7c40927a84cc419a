package hooks

import (
	"net/http"
	"unicode/utf8"

	"github.com/pocketbase/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// contactHoneypotField is a form field hidden from people; only bots fill it in.
const contactHoneypotField = "website"

// contactsPerMinute is how many messages one client may send a minute.
const contactsPerMinute = 5

type contactMessageJSON struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Email     string `json:"email"`
	Message   string `json:"message"`
	Read      bool   `json:"read"`
	CreatedAt string `json:"createdAt"`
}

func contactMessageToJSON(rec *core.Record) contactMessageJSON {
	return contactMessageJSON{
		ID:        rec.Id,
		Name:      rec.GetString("name"),
		Email:     rec.GetString("email"),
		Message:   rec.GetString("message"),
		Read:      rec.GetBool("read"),
		CreatedAt: isoTime(rec, "createdAt"),
	}
}

func registerContact(app core.App, r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent]) {
	publicForm(r, "/api/contact", contactsPerMinute, sendContactMessage)

	messages := &adminResource{
		name:         "contact-messages",
		collection:   "contact_messages",
		what:         "Message",
		searchFields: []string{"name", "email", "message"},
		defaultSort:  "createdAt DESC",
		toJSON: func(_ core.App, records []*core.Record) ([]any, error) {
			out := make([]any, len(records))
			for i, rec := range records {
				out[i] = contactMessageToJSON(rec)
			}
			return out, nil
		},
		// Staff only mark messages read; what a visitor wrote is kept as sent.
		apply: func(_ core.App, rec *core.Record, body jsonBody, _ bool) *fieldErrors {
			errs := &fieldErrors{}
			applyBool(rec, body, errs, "read")
			return errs
		},
		readOnly: true,
	}
	messages.register(staff)
}

func sendContactMessage(e *core.RequestEvent) error {
	body, err := readJSONBody(e)
	if err != nil {
		return err
	}
	collection, err := e.App.FindCachedCollectionByNameOrId("contact_messages")
	if err != nil {
		return err
	}
	rec := core.NewRecord(collection)
	errs := &fieldErrors{}
	name, _ := body.text("name")
	email, _ := body.text("email")
	message, _ := body.text("message")
	switch {
	case utf8.RuneCountInString(name) < 2:
		errs.add("name", "Name must be at least 2 characters")
	case utf8.RuneCountInString(name) > 200:
		errs.add("name", "Name must be at most 200 characters")
	}
	if email == "" || len(email) > 320 || is.EmailFormat.Validate(email) != nil {
		errs.add("email", "Please enter a valid email address")
	}
	switch {
	case utf8.RuneCountInString(message) < 10:
		errs.add("message", "Message must be at least 10 characters")
	case utf8.RuneCountInString(message) > 10000:
		errs.add("message", "Message must be at most 10000 characters")
	}
	if errs.any() {
		return validationError(errs)
	}
	rec.Set("name", name)
	rec.Set("email", email)
	rec.Set("message", message)
	if trap, _ := body.text(contactHoneypotField); trap != "" {
		// A bot: answer as if stored so it learns nothing, keep nothing.
		return e.JSON(http.StatusCreated, map[string]any{"success": true, "message": "Your message has been sent! We'll get back to you soon."})
	}
	if err := e.App.Save(rec); err != nil {
		return saveError(err, nil)
	}
	return e.JSON(http.StatusCreated, map[string]any{"success": true, "id": rec.Id, "message": "Your message has been sent! We'll get back to you soon."})
}
