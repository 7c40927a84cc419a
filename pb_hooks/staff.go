package hooks

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func staffToJSON(rec *core.Record) catalog.Staff {
	return catalog.Staff{
		ID: rec.Id, Username: rec.GetString("username"), Email: rec.Email(),
		NotifyContact: rec.GetBool("notifyContact"), NotifyOrders: rec.GetBool("notifyOrders"),
		Owner: rec.GetBool("owner"), Disabled: rec.GetBool("disabled"), CreatedAt: isoTime(rec, "createdAt"),
	}
}

// prepareStaff makes the first account the owner, and ends every session of an account
// the moment it is disabled.
func prepareStaff(app core.App, r *core.Record) {
	if r.IsNew() {
		if total, err := app.CountRecords(catalog.StaffCollection); err == nil && total == 0 {
			r.Set("owner", true)
		}
		return
	}
	if r.GetBool("disabled") && !r.Original().GetBool("disabled") {
		r.RefreshTokenKey()
	}
}

// staffBody are the fields of a staff account staff set; the owner sets them for any
// account (and disables accounts), others only their own email and notifications.
var staffBody = []web.BodyField{
	{Name: "username", Kind: web.TextValue, TypeMessage: "Username is required"},
	{Name: "email", Kind: web.TextValue, TypeMessage: "Please enter a valid email address"},
	{Name: "notifyContact", Kind: web.BoolValue, TypeMessage: "Must be true or false"},
	{Name: "notifyOrders", Kind: web.BoolValue, TypeMessage: "Must be true or false"},
	{Name: "disabled", Kind: web.BoolValue, TypeMessage: "Must be true or false"},
}

const onlyTheOwner = "Only the owner can manage other staff accounts"

// registerStaffAccounts binds the Staff screen's calls and the change of one's own
// password.
func registerStaffAccounts(staff *router.RouterGroup[*core.RequestEvent]) {
	accounts := &adminResource{
		name:         "staff",
		collection:   catalog.StaffCollection,
		what:         "Staff account",
		searchFields: []string{"username", "email"},
		defaultSort:  "createdAt ASC",
		toJSON: func(_ core.App, records []*core.Record) ([]any, error) {
			out := make([]any, len(records))
			for i, rec := range records {
				out[i] = staffToJSON(rec)
			}
			return out, nil
		},
		body:      staffBody,
		authorize: authorizeStaffChange,
	}
	accounts.register(staff)
	staff.POST("/me/password", changeOwnPassword)
}

// authorizeStaffChange lets the owner create, change and delete other accounts, and
// every member change their own email and notifications; a new account's password is
// checked here (the record keeps only its hash).
func authorizeStaffChange(e *core.RequestEvent, rec *core.Record, body web.JSONBody) error {
	self, isOwner := rec.Id == e.Auth.Id, e.Auth.GetBool("owner")
	switch {
	case e.Request.Method == http.MethodDelete && self:
		return web.Forbidden("You cannot delete your own account")
	case !isOwner && (!self || body.Has("username") || body.Has("disabled")):
		return web.Forbidden(onlyTheOwner)
	case self && body.Has("disabled"):
		return web.Forbidden("You cannot disable your own account")
	}
	if rec.IsNew() {
		password, _ := body.Text("password")
		confirm, _ := body.Text("confirmPassword")
		if problems := catalog.PasswordProblems(password, confirm); problems.Any() {
			return validationError(problems)
		}
		rec.SetPassword(password)
	}
	return nil
}

// changeOwnPassword sets a new password after checking the current one; every other
// session of the account ends, and this one gets a new cookie.
func changeOwnPassword(e *core.RequestEvent) error {
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	current, _ := body.Text("oldPassword")
	password, _ := body.Text("password")
	confirm, _ := body.Text("confirmPassword")
	problems := &catalog.Problems{}
	if current == "" || !e.Auth.ValidatePassword(current) {
		problems.Add("oldPassword", "Current password is incorrect")
	}
	for _, field := range catalog.PasswordProblems(password, confirm).Fields() {
		problems.Add(field, catalog.PasswordProblems(password, confirm).Message(field))
	}
	if problems.Any() {
		return validationError(problems)
	}
	e.Auth.SetPassword(password) // a new password also renews the token key: all sessions end
	if err := e.App.Save(e.Auth); err != nil {
		return saveError(err)
	}
	token, err := e.Auth.NewAuthToken()
	if err != nil {
		return err
	}
	setSessionCookie(e, token, int(e.Auth.Collection().AuthToken.Duration))
	return e.JSON(http.StatusOK, staffToJSON(e.Auth))
}
