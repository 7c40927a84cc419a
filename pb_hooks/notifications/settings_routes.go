package notifications

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func notificationSettingsToJSON(rec *core.Record) catalog.NotificationSettings {
	return catalog.Answer[catalog.NotificationSettings](&catalog.PrivateSettingsSchema, rec)
}

// notificationSettingsBody are the private settings' fields of the site's emails (the
// trusted proxies are the operators', in the superuser UI).
var notificationSettingsBody = web.SchemaBody(&catalog.PrivateSettingsSchema)

// registerNotificationSettings binds the back office's Notifications screen: every
// staff member reads who hears of new leads; the owner changes it, as they manage the
// accounts (the addresses decide where every lead goes).
func (s *Mail) registerSettings(staff *router.RouterGroup[*core.RequestEvent]) {
	staff.GET(api.StaffNotificationSetting, func(e *core.RequestEvent) error {
		settings, err := s.settings.Private(e.App)
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, settings.NotificationSettings)
	})
	staff.PATCH(api.StaffNotificationSetting, func(e *core.RequestEvent) error {
		if !catalog.AsStaff(e.Auth).Owner() {
			return web.Forbidden("Only the owner can change the notification settings")
		}
		body, err := web.ReadJSONBody(e)
		if err != nil {
			return err
		}
		rec, err := e.App.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
		if err != nil {
			return err
		}
		if problems := web.ApplyBody(rec, body, notificationSettingsBody); problems.Any() {
			return rules.ValidationError(problems)
		}
		if err := e.App.Save(rec); err != nil {
			return rules.SaveError(err)
		}
		return e.JSON(http.StatusOK, notificationSettingsToJSON(rec))
	})
}
