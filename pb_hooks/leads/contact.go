package leads

import (
	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/hudsonvalley/farmsite/pb_hooks/notifications"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"net/http"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/web"

	"github.com/hudsonvalley/farmsite/backend/catalog"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// contactHoneypotField is a form field hidden from people; only bots fill it in.
const contactHoneypotField = "website"

// contactsPerMinute is how many messages one client may send a minute.
const contactsPerMinute = 5

func contactMessageToJSON(rec *core.Record, emails []catalog.EmailStatus) catalog.ContactMessage {
	message := catalog.Answer[catalog.ContactMessage](&catalog.ContactMessageSchema, rec)
	message.Emails = notifications.EmailsOrNone(emails)
	return message
}

func (s *Leads) RegisterContact(r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent], pages *web.AppFiles, routes web.PageRoutes) {
	// The app's JSON and the page's own form count against the same allowances.
	limits := forms.VisitorLimits(contactsPerMinute, PerNetworkPerHour)
	s.Forms.Bind(r, api.Contact, s.sendContactMessage, limits...)
	bindPageForm(r, "/contact", s.Now, s.contactFormPage(pages, routes), limits...)

	messages := &adminapi.Resource{
		Name:         api.ContactMessagesResource,
		Collection:   catalog.ContactMessagesCollection,
		What:         "Message",
		SearchFields: []string{"name", "email", "message"},
		DefaultSort:  "createdAt DESC",
		ToJSON:       contactMessagesToJSON,
		// Staff mark messages read and handled; what a visitor wrote is kept as sent.
		Body:     web.SchemaBody(&catalog.ContactMessageSchema),
		ReadOnly: true,
	}
	messages.Register(staff)
	staff.POST(api.StaffMessageReply, s.replyToMessage)
}

func contactMessagesToJSON(app core.App, records []*core.Record) ([]any, error) {
	emails, err := notifications.EmailsAbout(app, "contactMessage", records)
	if err != nil {
		return nil, err
	}
	out := make([]any, len(records))
	for i, rec := range records {
		out[i] = contactMessageToJSON(rec, emails[rec.Id])
	}
	return out, nil
}

// replyMaxLength bounds a reply as a visitor's message is bounded.
var replyMaxLength = catalog.ContactMessageSchema.Field("message").Max

// replyToMessage sends staff's answer to the visitor through the outbox and marks the
// message handled; the reply stays with the message.
func (s *Leads) replyToMessage(e *core.RequestEvent) error {
	rec, err := rules.FindOr404(e.App, catalog.ContactMessagesCollection, e.Request.PathValue("id"), "Message")
	if err != nil {
		return err
	}
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	reply, ok := body.Text("message")
	switch {
	case !ok || reply == "":
		return rules.ValidationError(rules.ProblemOf("message", "Reply is required"))
	case utf8.RuneCountInString(reply) > replyMaxLength:
		return rules.ValidationError(rules.ProblemOf("message", catalog.TooLongMessage(replyMaxLength)))
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		if _, err := outbox.Queue(tx, mail.Reply(s.Mail.Site(e), contactMessageToJSON(rec, nil), reply), outbox.About{ContactMessage: rec.Id}); err != nil {
			return err
		}
		catalog.AsContactMessage(rec).SetRead(true)
		catalog.AsContactMessage(rec).SetHandled(true)
		return activity.Doing(tx, catalog.ActionReplySent, nil).Save(rec)
	})
	if err != nil {
		return rules.SaveError(err)
	}
	items, err := contactMessagesToJSON(e.App, []*core.Record{rec})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusCreated, items[0])
}

// sendContactMessage stores a visitor's message sent by the app (JSON).
func (s *Leads) sendContactMessage(e *core.RequestEvent) error {
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	id, err := s.storeContactMessage(e, body)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusCreated, catalog.ContactResult{Success: true, ID: id, Message: catalog.MsgContactSent})
}

// storeContactMessage keeps a visitor's message (its rules are the collection's) and
// queues staff's notice; the id is "" for a bot's, which is answered as a person's and
// kept nowhere. Both ways in use it: the app's JSON and the page's own form (contact_form.go).
func (s *Leads) storeContactMessage(e *core.RequestEvent, body web.JSONBody) (string, error) {
	collection, err := e.App.FindCachedCollectionByNameOrId(catalog.ContactMessagesCollection)
	if err != nil {
		return "", err
	}
	rec := core.NewRecord(collection)
	problems := web.ApplyBody(rec, body, contactBody)
	if problems.Any() {
		return "", rules.ValidationError(problems)
	}
	if trap, _ := body.Text(contactHoneypotField); trap != "" {
		// A bot: answer as a person is answered (refused or thanked), keep nothing.
		if err := e.App.Validate(rec); err != nil {
			return "", rules.SaveError(err)
		}
		return "", nil
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		now := s.Now()
		if err := s.RoomForLead(tx, e, catalog.ContactMessagesCollection, now); err != nil {
			return err
		}
		if err := s.planContactNotification(tx, rec, now); err != nil {
			return err
		}
		if err := tx.Save(rec); err != nil {
			return err
		}
		return s.queueContactNotification(tx, e, rec)
	})
	if err != nil {
		return "", rules.SaveError(err)
	}
	return rec.Id, nil
}

// contactBody are the fields of the contact form.
var contactBody = web.VisitorBody(&catalog.ContactMessageSchema)
