package hooks

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/catalog"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// contactHoneypotField is a form field hidden from people; only bots fill it in.
const contactHoneypotField = "website"

// contactsPerMinute is how many messages one client may send a minute.
const contactsPerMinute = 5

func contactMessageToJSON(rec *core.Record) catalog.ContactMessage {
	return catalog.ContactMessage{
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
		collection:   catalog.ContactMessagesCollection,
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
		body:     []bodyField{{name: "read", kind: boolValue, typeMessage: "Must be true or false"}},
		readOnly: true,
	}
	messages.register(staff)
}

// sendContactMessage stores a visitor's message; its rules are the collection's.
func sendContactMessage(e *core.RequestEvent) error {
	body, err := readJSONBody(e)
	if err != nil {
		return err
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(catalog.ContactMessagesCollection)
	if err != nil {
		return err
	}
	rec := core.NewRecord(collection)
	problems := applyBody(rec, body, contactBody)
	if problems.Any() {
		return validationError(problems)
	}
	if trap, _ := body.text(contactHoneypotField); trap != "" {
		// A bot: answer as a person is answered (refused or thanked), keep nothing.
		if err := e.App.Validate(rec); err != nil {
			return saveError(err)
		}
		return e.JSON(http.StatusCreated, catalog.ContactResult{Success: true, Message: contactThanks})
	}
	if err := e.App.Save(rec); err != nil {
		return saveError(err)
	}
	return e.JSON(http.StatusCreated, catalog.ContactResult{Success: true, ID: rec.Id, Message: contactThanks})
}

// contactThanks is the spec's success text.
const contactThanks = "Your message has been sent! We'll get back to you soon."

// contactBody are the fields of the contact form.
var contactBody = []bodyField{
	{name: "name", kind: textValue, typeMessage: "Name must be at least 2 characters"},
	{name: "email", kind: textValue, typeMessage: "Please enter a valid email address"},
	{name: "message", kind: textValue, typeMessage: "Message must be at least 10 characters"},
}
