package catalog

import "regexp"

var usernameFormat = regexp.MustCompile(`^[A-Za-z0-9_.@-]{1,100}$`)

// CheckStaff applies the rules of a staff account (the password's are PasswordProblems,
// since a saved record holds only its hash).
func CheckStaff(r Record) *Problems {
	p := &Problems{}
	switch username := r.GetString("username"); {
	case username == "":
		p.Add("username", MsgUsernameRequired)
	case !usernameFormat.MatchString(username):
		p.Add("username", "Username may only contain letters, digits and . _ @ - (at most 100)")
	}
	if email := r.GetString("email"); email != "" && !IsValidEmail(email) {
		p.Add("email", MsgInvalidEmail)
	}
	if r.GetBool("owner") && r.GetBool("disabled") {
		p.Add("disabled", "The owner's account cannot be disabled")
	}
	return p
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
