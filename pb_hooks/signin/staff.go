package signin

import (
	"context"
	"net/http"
	"time"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// staffToJSON is rec as the back office sees it; locks are the login guard's
// lockedUntil (nil where the answer need not say).
func (s *Accounts) staffToJSON(app core.App, rec *core.Record, locks map[string]time.Time) catalog.Staff {
	staff := catalog.Answer[catalog.Staff](&catalog.StaffSchema, rec)
	staff.TwoFactor, staff.TwoFactorRequired = staffauth.Enrolled(rec), s.twoFactorRuleOf(app).requires(rec)
	staff.CodeLocked = staffauth.CodeStepLocked(rec)
	if until, ok := locks[rec.Id]; ok {
		at := until.UTC().Format("2006-01-02T15:04:05.000Z")
		staff.LockedUntil = &at
	}
	return staff
}

// KeepSessionsOnEmailChange undoes PocketBase's renewal of a staff account's token key
// when its email changes and its password does not (core's onRecordSaveExecute renews it
// on either, which ends every session of the account, the very one changing it too).
// Staff sign in by username and nothing of PocketBase's mails a staff account (its auth
// email routes are closed), so the email is only where notifications go: changing it is
// no reason to sign anyone out. The first handler runs before PocketBase's (priority 99)
// and notes the key; the second runs after it, before the row is written.
func KeepSessionsOnEmailChange(app core.App) {
	type keptTokenKey struct{}
	app.OnRecordUpdateExecute(catalog.StaffCollection).Bind(&hook.Handler[*core.RecordEvent]{
		Priority: 98,
		Func: func(e *core.RecordEvent) error {
			rec, original := e.Record, e.Record.Original()
			if rec.TokenKey() == original.TokenKey() && rec.Email() != original.Email() &&
				rec.Get(core.FieldNamePassword) == original.Get(core.FieldNamePassword) {
				e.Context = context.WithValue(e.Context, keptTokenKey{}, rec.TokenKey())
			}
			return e.Next()
		},
	})
	app.OnRecordUpdateExecute(catalog.StaffCollection).Bind(&hook.Handler[*core.RecordEvent]{
		Priority: 100,
		Func: func(e *core.RecordEvent) error {
			if key, ok := e.Context.Value(keptTokenKey{}).(string); ok {
				e.Record.SetTokenKey(key)
			}
			return e.Next()
		},
	})
}

// staffBody are the fields of a staff account staff set; the owner sets them for any
// account (and disables accounts), others only their own email and notifications.
var staffBody = web.SchemaBody(&catalog.StaffSchema)

const onlyTheOwner = "Only the owner can manage other staff accounts"

// RegisterStaffAccounts binds the Staff screen's calls and the change of one's own
// password, whose wrong current passwords count as failed logins.
func (s *Accounts) RegisterStaffAccounts(staff *router.RouterGroup[*core.RequestEvent], logins *loginGuard) {
	accounts := &adminapi.Resource{
		Name:         api.StaffResource,
		Collection:   catalog.StaffCollection,
		What:         "Staff account",
		SearchFields: []string{"username", "email"},
		DefaultSort:  "createdAt ASC",
		ToJSON: func(app core.App, records []*core.Record) ([]any, error) {
			locks := logins.lockedUntil(app, records)
			out := make([]any, len(records))
			for i, rec := range records {
				out[i] = s.staffToJSON(app, rec, locks)
			}
			return out, nil
		},
		Body:      staffBody,
		Authorize: authorizeStaffChange,
	}
	accounts.Register(staff)
	staff.POST(api.StaffClearLock, func(e *core.RequestEvent) error { return s.clearLock(e, logins) })
	staff.POST(api.StaffOwnPassword, func(e *core.RequestEvent) error { return s.changeOwnPassword(e, logins) })
}

// clearLock lets the owner end every login lock of an account (after a colleague's
// typos, or an attack from a network they share), its code step's too.
func (s *Accounts) clearLock(e *core.RequestEvent, logins *loginGuard) error {
	if !catalog.AsStaff(e.Auth).Owner() {
		return web.Forbidden(onlyTheOwner)
	}
	rec, err := rules.FindOr404(e.App, catalog.StaffCollection, e.Request.PathValue("id"), "Staff account")
	if err != nil {
		return err
	}
	logins.clear(rec)
	if err := staffauth.ForgetWrongCodes(e.App, rec); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, s.staffToJSON(e.App, rec, nil))
}

// authorizeStaffChange lets the owner create, change and delete other accounts, and
// every member change their own email and notifications; a new account's password is
// checked here (the record keeps only its hash).
func authorizeStaffChange(e *core.RequestEvent, rec *core.Record, body web.JSONBody) error {
	self, isOwner := rec.Id == e.Auth.Id, catalog.AsStaff(e.Auth).Owner()
	switch {
	case e.Request.Method == http.MethodDelete && self:
		return web.Forbidden("You cannot delete your own account")
	case !isOwner && (!self || body.Has("username") || body.Has("disabled")):
		return web.Forbidden(onlyTheOwner)
	case self && body.Has("disabled"):
		return web.Forbidden("You cannot disable your own account")
	}
	if rec.IsNew() && !staffauth.Enrolled(e.Auth) {
		// The owner's account must have two-factor once any other exists.
		return web.Forbidden("Set up two-factor sign-in on your own account before adding another account")
	}
	if rec.IsNew() {
		password, _ := body.Text("password")
		confirm, _ := body.Text("confirmPassword")
		if problems := catalog.PasswordProblems(password, confirm); problems.Any() {
			return rules.ValidationError(problems)
		}
		rec.SetPassword(password)
	}
	return nil
}

// changeOwnPassword sets a new password after checking the current one; every other
// session of the account ends, and this one gets a new cookie.
func (s *Accounts) changeOwnPassword(e *core.RequestEvent, logins *loginGuard) error {
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	current, _ := body.Text("oldPassword")
	password, _ := body.Text("password")
	confirm, _ := body.Text("confirmPassword")
	problems := catalog.PasswordProblems(password, confirm)
	attempt := logins.attempt(e, e.Auth, "")
	attempt.actor = e.Auth
	if err := attempt.admit(e); err != nil {
		return err
	}
	if current == "" || !e.Auth.ValidatePassword(current) {
		wrong := &catalog.Problems{}
		wrong.Add("oldPassword", "Current password is incorrect")
		for _, field := range problems.Fields() {
			wrong.Add(field, problems.Message(field))
		}
		return attempt.failed(e, rules.ValidationError(wrong))
	}
	if problems.Any() {
		return rules.ValidationError(problems)
	}
	e.Auth.SetPassword(password) // a new password also renews the token key: all sessions end
	if err := e.App.Save(e.Auth); err != nil {
		return rules.SaveError(err)
	}
	if err := s.startSession(e, e.Auth); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, s.staffToJSON(e.App, e.Auth, nil))
}
