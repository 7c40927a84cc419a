package catalog

import (
	"regexp"
	"strconv"

	"github.com/pocketbase/pocketbase/core"
)

var _ = Register(Collection{
	Schema: &StaffSchema, Record: "Staff", Dates: CreatedAndUpdated, Forms: StaffForms(),
	// Two-factor sign-in (backend/staffauth): the secrets are never answered.
	Internal: twoFactorInternal(),
	Label:    labelOf(StaffFieldUsername), Log: Logged(),
	Revisions: NoRevisions("an account changes through its own events (password, two-factor, sessions), which the log records: a revision would bring back a secret"),
	Public:    NotPublic("staff accounts are private"),
	Rules:     &Rules{Prepare: prepareStaff},
})

// prepareStaff makes the first account the owner, and ends a disabled account's
// sessions (its token key renewed).
func prepareStaff(app core.App, r *core.Record) {
	staff := &StaffRecord{r}
	if r.IsNew() {
		if total, err := app.CountRecords(StaffCollection); err == nil && total == 0 {
			staff.SetOwner(true)
		}
		return
	}
	if staff.Disabled() && !(&StaffRecord{r.Original()}).Disabled() {
		r.RefreshTokenKey()
	}
}

// MaxUsernameLength bounds a staff account's username.
const MaxUsernameLength = 100

var usernameFormat = regexp.MustCompile(`^[A-Za-z0-9_.@-]{1,` + strconv.Itoa(MaxUsernameLength) + `}$`)

// StaffSchema declares a staff account's fields, in the order its rules check them (the
// password's are PasswordProblems, since a saved record holds only its hash). The owner
// is the first account; it manages the others.
var StaffSchema = Schema{Collection: StaffCollection, Fields: []Field{
	{Name: "username", Kind: TextKind, Label: "Username", Required: MsgUsernameRequired, TypeMessage: MsgUsernameRequired, Check: checkUsername},
	{Name: "email", Kind: TextKind, Label: "Email", TypeMessage: MsgInvalidEmail, Check: checkOptionalEmail},
	{Name: "notifyContact", Kind: BoolKind, Label: "Notify of new messages", TypeMessage: "Must be true or false"},
	{Name: "notifyOrders", Kind: BoolKind, Label: "Notify of new orders", TypeMessage: "Must be true or false"},
	{Name: "owner", Kind: BoolKind, Label: "Owner", Fixed: true},
	{Name: "disabled", Kind: BoolKind, Label: "Disabled", TypeMessage: "Must be true or false", Check: checkOwnerEnabled},
}}

// CheckStaff applies the rules of a staff account.
func CheckStaff(r Record) *Problems { return StaffSchema.Check(r) }

func checkUsername(r Record, p *Problems, field string) {
	if !usernameFormat.MatchString(r.GetString(field)) {
		p.Add(field, "Username may only contain letters, digits and . _ @ - (at most "+strconv.Itoa(MaxUsernameLength)+")")
	}
}

func checkOptionalEmail(r Record, p *Problems, field string) {
	if email := r.GetString(field); email != "" && !IsValidEmail(email) {
		p.Add(field, MsgInvalidEmail)
	}
}

func checkOwnerEnabled(r Record, p *Problems, field string) {
	if r.GetBool(StaffFieldOwner) && r.GetBool(field) {
		p.Add(field, "The owner's account cannot be disabled")
	}
}

// PasswordProblems applies the spec's admin user rules: at least 8 characters, and the
// confirmation equal to it.
func PasswordProblems(password, confirmPassword string) *Problems {
	p := &Problems{}
	if len([]rune(password)) < StaffPasswordMin {
		p.Add("password", MsgPasswordTooShort)
	}
	if password != confirmPassword {
		p.Add("confirmPassword", MsgPasswordsDontMatch)
	}
	return p
}
