package catalog

import (
	"regexp"
	"slices"
	"unicode/utf8"

	"github.com/asaskevich/govalidator"
)

// Limits of what visitors write, beyond the spec's minimums (ContactNameMin, ContactMessageMin).
const (
	MaxPersonName = 200
	MaxEmail      = 320 // bytes
	MaxMessage    = 10000
	MaxOrderNote  = 2000
)

// PhonePattern and EmailPattern are what a phone number and an email address look like;
// EmailPattern is govalidator's (the one PocketBase's own email checks use).
const (
	PhonePattern = `^[0-9+()\-. ]{7,30}$`
	EmailPattern = govalidator.Email
)

var (
	phoneFormat = regexp.MustCompile(PhonePattern)
	emailFormat = regexp.MustCompile(EmailPattern)
)

// IsValidEmail tells an address the forms accept: EmailPattern, at most MaxEmail bytes.
func IsValidEmail(email string) bool {
	return email != "" && len(email) <= MaxEmail && emailFormat.MatchString(email)
}

// PrepareContactMessage trims what the visitor wrote.
func PrepareContactMessage(r Record) {
	trim(r, "name", "email", "message")
}

// CheckContactMessage applies the contact form's rules of spec section 5.
func CheckContactMessage(r Record) *Problems {
	p := &Problems{}
	checkPersonName(r, p)
	checkEmail(r, p)
	switch n := utf8.RuneCountInString(r.GetString("message")); {
	case n < ContactMessageMin:
		p.Add("message", MsgMessageTooShort)
	case n > MaxMessage:
		p.Add("message", MsgMessageTooLong)
	}
	return p
}

// PrepareOrder trims what the visitor wrote.
func PrepareOrder(r Record) {
	trim(r, "name", "email", "phone", "note", "status")
}

// CheckOrder applies the rules of a merchandise order request; its lines are checked
// against the catalogue when it is placed.
func CheckOrder(r Record) *Problems {
	p := &Problems{}
	checkPersonName(r, p)
	checkEmail(r, p)
	if phone := r.GetString("phone"); phone != "" && !phoneFormat.MatchString(phone) {
		p.Add("phone", MsgInvalidPhone)
	}
	if utf8.RuneCountInString(r.GetString("note")) > MaxOrderNote {
		p.Add("note", MsgNoteTooLong)
	}
	if problem := OrderStatusProblem(r.GetString("status")); problem != "" {
		p.Add("status", problem)
	}
	return p
}

// OrderStatusProblem is the message for a status not in OrderStatuses, or "".
func OrderStatusProblem(status string) string {
	if slices.Contains(OrderStatuses, status) {
		return ""
	}
	return "Status must be new, confirmed, fulfilled or cancelled"
}

func checkPersonName(r Record, p *Problems) {
	switch n := utf8.RuneCountInString(r.GetString("name")); {
	case n < ContactNameMin:
		p.Add("name", MsgNameTooShort)
	case n > MaxPersonName:
		p.Add("name", MsgNameTooLong)
	}
}

func checkEmail(r Record, p *Problems) {
	if email := r.GetString("email"); !IsValidEmail(email) {
		p.Add("email", MsgInvalidEmail)
	}
}
