package catalog

import (
	"regexp"
	"slices"
	"unicode/utf8"

	"github.com/pocketbase/ozzo-validation/v4/is"
)

// Limits of what visitors write, beyond the spec's minimums (ContactNameMin, ContactMessageMin).
const (
	maxPersonName = 200
	maxEmail      = 320
	maxMessage    = 10000
	maxOrderNote  = 2000
)

var phonePattern = regexp.MustCompile(`^[0-9+()\-. ]{7,30}$`)

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
		p.Add("message", "Message must be at least 10 characters")
	case n > maxMessage:
		p.Add("message", "Message must be at most 10000 characters")
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
	if phone := r.GetString("phone"); phone != "" && !phonePattern.MatchString(phone) {
		p.Add("phone", "Please enter a valid phone number")
	}
	if utf8.RuneCountInString(r.GetString("note")) > maxOrderNote {
		p.Add("note", "Note must be at most 2000 characters")
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
		p.Add("name", "Name must be at least 2 characters")
	case n > maxPersonName:
		p.Add("name", "Name must be at most 200 characters")
	}
}

func checkEmail(r Record, p *Problems) {
	if email := r.GetString("email"); email == "" || len(email) > maxEmail || is.EmailFormat.Validate(email) != nil {
		p.Add("email", "Please enter a valid email address")
	}
}
