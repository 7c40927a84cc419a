package hooks

import (
	"fmt"
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func notificationSettingsToJSON(s *core.Record) catalog.NotificationSettings {
	return catalog.NotificationSettings{
		NotifyEmails:             stringList(s, "notifyEmails"),
		MailSenderName:           s.GetString("mailSenderName"),
		MailSenderAddress:        s.GetString("mailSenderAddress"),
		NotifyOnContact:          s.GetBool("notifyOnContact"),
		NotifyOnOrder:            s.GetBool("notifyOnOrder"),
		ConfirmOrdersToCustomers: s.GetBool("confirmOrdersToCustomers"),
		VisitorEmailsPerHour:     s.GetInt("visitorEmailsPerHour"),
	}
}

// notificationSettingsBody are the private settings' fields of the site's emails.
var notificationSettingsBody = []web.BodyField{
	{Name: "notifyEmails", Kind: web.TextListValue, TypeMessage: "Must be a list of email addresses"},
	{Name: "mailSenderName", Kind: web.TextValue, TypeMessage: "Must be text"},
	{Name: "mailSenderAddress", Kind: web.TextValue, TypeMessage: catalog.MsgInvalidEmail},
	{Name: "notifyOnContact", Kind: web.BoolValue, TypeMessage: "Must be true or false"},
	{Name: "notifyOnOrder", Kind: web.BoolValue, TypeMessage: "Must be true or false"},
	{Name: "confirmOrdersToCustomers", Kind: web.BoolValue, TypeMessage: "Must be true or false"},
	{Name: "visitorEmailsPerHour", Kind: web.WholeNumberValue, TypeMessage: fmt.Sprintf("Must be a whole number from 0 to %d", catalog.MaxVisitorEmailsPerHour)},
}

// registerNotificationSettings binds the back office's Notifications screen: every
// staff member reads who hears of new leads; the owner changes it, as they manage the
// accounts (the addresses decide where every lead goes).
func registerNotificationSettings(staff *router.RouterGroup[*core.RequestEvent]) {
	staff.GET("/notification-settings", func(e *core.RequestEvent) error {
		s, err := privateSettings(e.App)
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, notificationSettingsToJSON(s))
	})
	staff.PATCH("/notification-settings", func(e *core.RequestEvent) error {
		if !e.Auth.GetBool("owner") {
			return web.Forbidden("Only the owner can change the notification settings")
		}
		body, err := web.ReadJSONBody(e)
		if err != nil {
			return err
		}
		// Read afresh: the record privateSettings keeps is shared and must not change.
		s, err := e.App.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
		if err != nil {
			return err
		}
		if problems := web.ApplyBody(s, body, notificationSettingsBody); problems.Any() {
			return validationError(problems)
		}
		if err := e.App.Save(s); err != nil {
			return saveError(err)
		}
		return e.JSON(http.StatusOK, notificationSettingsToJSON(s))
	})
}
