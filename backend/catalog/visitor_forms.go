package catalog

import (
	"regexp"
	"slices"
	"strconv"

	"github.com/asaskevich/govalidator"
	"github.com/pocketbase/pocketbase/core"
)

var _ = Register(Collection{
	Schema: &ContactMessageSchema, Record: "ContactMessage", Dates: CreatedAndUpdated, Forms: VisitorForms(),
	Internal: visitorFormInternal,
	// The sender's name is theirs: the log names no message.
	Label: func(*core.Record) string { return "" }, Log: Logged(),
	Revisions: NoRevisions("a message is the visitor's words; staff only mark it read or handled"),
	Public:    NotPublic("visitors' messages reach staff only"),
	Rules:     &Rules{Prepare: func(_ core.App, r *core.Record) { PrepareContactMessage(r) }},
})

var _ = Register(Collection{
	Schema: &OrderSchema, Record: "Order", Dates: CreatedAndUpdated, Forms: VisitorForms(),
	Internal: append([]Field{{Name: "customerEmailed", Kind: BoolKind}}, visitorFormInternal...),
	Label:    func(r *core.Record) string { return "Order " + strconv.Itoa((&OrderRecord{r}).Number()) }, Log: Logged(),
	Revisions: NoRevisions("an order request is the visitor's; staff move its status, which the log records"),
	Public:    NotPublic("order requests reach staff only"),
	Rules:     &Rules{Prepare: func(_ core.App, r *core.Record) { PrepareOrder(r) }},
	Status:    StatusOfOrder,
})

// visitorFormInternal are what the server keeps of a message or an order request: when
// it arrived, and how staff heard of it.
var visitorFormInternal = []Field{
	{Name: "receivedAt", Kind: DateTimeKind},
	{Name: "staffNotice", Kind: TextKind},
}

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

// ContactMessageSchema declares a contact message's fields, in the order its rules check
// them (spec section 5): what the visitor wrote, and the marks staff set.
var ContactMessageSchema = Schema{Collection: ContactMessagesCollection, Fields: []Field{
	personNameField,
	emailField,
	{Name: "message", Kind: TextKind, Label: "Message", Visitor: true, Personal: true, Min: ContactMessageMin, TooShort: MsgMessageTooShort,
		Max: MaxMessage, TooLong: MsgMessageTooLong, TypeMessage: MsgMessageTooShort},
	{Name: "read", Kind: BoolKind, Label: "Read", TypeMessage: "Must be true or false"},
	{Name: "handled", Kind: BoolKind, Label: "Handled", TypeMessage: "Must be true or false"},
}}

// OrderSchema declares a merchandise order request's fields, in the order its rules
// check them: what the visitor wrote (with how the order is delivered and where:
// shipping.go), the status staff move it through, and what the server made of the cart
// (its lines are checked against the catalogue when it is placed).
var OrderSchema = Schema{Collection: OrdersCollection, Fields: slices.Concat([]Field{
	personNameField,
	emailField,
	{Name: "phone", Kind: TextKind, Label: "Phone", Visitor: true, Personal: true, TypeMessage: MsgInvalidPhone, Check: checkPhone},
	fulfillmentField,
}, shippingFields, []Field{
	{Name: "note", Kind: TextKind, Label: "Note", Visitor: true, Personal: true, Max: MaxOrderNote, TooLong: MsgNoteTooLong, TypeMessage: MsgNoteTooLong},
	{Name: "status", Kind: TextKind, Label: "Status", TypeMessage: OrderStatusProblem(""), Default: OrderStatuses[0], Check: checkOrderStatus},
	{Name: "number", Kind: WholeKind, Label: "Number", Fixed: true},
	{Name: "items", Kind: JSONKind, Label: "Items", Fixed: true, Personal: true},
	{Name: "total", Kind: PriceKind, Label: "Total", Fixed: true},
})}

// The visitor's name and email address, as both forms take them.
var (
	personNameField = Field{Name: "name", Kind: TextKind, Label: "Name", Visitor: true, Personal: true, Min: ContactNameMin, TooShort: MsgNameTooShort,
		Max: MaxPersonName, TooLong: MsgNameTooLong, TypeMessage: MsgNameTooShort}
	emailField = Field{Name: "email", Kind: TextKind, Label: "Email", Visitor: true, Personal: true, TypeMessage: MsgInvalidEmail, Check: checkEmail}
)

// PrepareContactMessage trims what the visitor wrote.
func PrepareContactMessage(r Record) { ContactMessageSchema.trimTexts(r) }

// CheckContactMessage applies the contact form's rules of spec section 5.
func CheckContactMessage(r Record) *Problems { return ContactMessageSchema.Check(r) }

// PrepareOrder trims what the visitor wrote, and keeps a shipping address only for an
// order to be shipped.
func PrepareOrder(r Record) {
	OrderSchema.trimTexts(r)
	prepareShippingAddress(r)
}

// CheckOrder applies the rules of a merchandise order request.
func CheckOrder(r Record) *Problems { return OrderSchema.Check(r) }

// OrderStatusProblem is the message for a status not in OrderStatuses, or "".
func OrderStatusProblem(status string) string {
	if slices.Contains(OrderStatuses, status) {
		return ""
	}
	return "Status must be new, confirmed, fulfilled or cancelled"
}

func checkOrderStatus(r Record, p *Problems, field string) {
	if problem := OrderStatusProblem(r.GetString(field)); problem != "" {
		p.Add(field, problem)
	}
}

func checkPhone(r Record, p *Problems, field string) {
	if phone := r.GetString(field); phone != "" && !phoneFormat.MatchString(phone) {
		p.Add(field, MsgInvalidPhone)
	}
}

func checkEmail(r Record, p *Problems, field string) {
	if !IsValidEmail(r.GetString(field)) {
		p.Add(field, MsgInvalidEmail)
	}
}
