package wholesale

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// msgOwnerOnlySettings refuses a change to the wholesale settings by staff who are not
// the owner.
const msgOwnerOnlySettings = "Only the owner can change the wholesale settings"

// wholesaleSettingsBody are the private settings' fields staff send on the wholesale
// settings' screen (the schema's rules check them on save).
var wholesaleSettingsBody = []web.BodyField{
	{Name: "deliveryDays", Kind: web.TextListValue, TypeMessage: catalog.MsgDeliveryDaysValue},
	{Name: "paymentTermDays", Kind: web.WholeNumberValue, TypeMessage: catalog.MsgPaymentTermDays},
	{Name: "reminderDaysBefore", Kind: web.WholeNumberValue, TypeMessage: catalog.MsgReminderDaysBefore},
	{Name: "delinquentAfterDays", Kind: web.WholeNumberValue, TypeMessage: catalog.MsgDelinquentAfterDays},
	{Name: "exciseRates", Kind: web.JSONValue, TypeMessage: catalog.MsgExciseRates},
	{Name: "exciseSource", Kind: web.TextValue, TypeMessage: catalog.MsgExciseSource},
	{Name: "licenceWarningDays", Kind: web.JSONValue, TypeMessage: catalog.MsgLicenceWarningDaysValue},
	{Name: "rejectedApplicationRetentionDays", Kind: web.WholeNumberValue, TypeMessage: catalog.MsgRejectedRetention},
}

// wholesaleSettings are the portal's settings, defaults filled in.
func (a *area) wholesaleSettings(app core.App) (catalog.WholesaleSettings, error) {
	p, err := a.deps.Private(app)
	if err != nil {
		return catalog.WholesaleSettings{}, err
	}
	return catalog.WholesaleSettingsOf(p), nil
}

// registerSettings binds GET /api/admin/wholesale-settings (every staff member) and its
// PATCH (the owner, as the other private settings): each field staff send is checked by
// the private settings' rules, and nothing is saved while one is refused.
func (a *area) registerSettings(staff *router.RouterGroup[*core.RequestEvent]) {
	staff.GET(api.StaffWholesaleSettings, func(e *core.RequestEvent) error {
		out, err := a.wholesaleSettings(e.App)
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, out)
	})
	staff.PATCH(api.StaffWholesaleSettings, func(e *core.RequestEvent) error {
		if !catalog.AsStaff(e.Auth).Owner() {
			return web.Forbidden(msgOwnerOnlySettings)
		}
		body, err := web.ReadJSONBody(e)
		if err != nil {
			return err
		}
		rec, err := e.App.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
		if err != nil {
			return err
		}
		if problems := web.ApplyBody(rec, body, wholesaleSettingsBody); problems.Any() {
			return validationError(problems)
		}
		if err := e.App.Save(rec); err != nil {
			return a.deps.SaveError(err)
		}
		out, err := a.wholesaleSettings(e.App)
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, out)
	})
}
