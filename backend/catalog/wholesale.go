package catalog

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// The wholesale portal's collections (issue 38; docs/wholesale.md). None is public: a
// dispensary's account, its buyers, its licence and its checks reach staff and that
// account only.
const (
	BuyerAccountsCollection    = "buyer_accounts"
	BuyersCollection           = "buyers"
	BuyerSessionsCollection    = "buyer_sessions"
	LicenceDocumentsCollection = "licence_documents"
	LicenceChecksCollection    = "licence_checks"
)

// The licence types that may buy from a distributor (most likely 9 NYCRR 123.7(c):
// counsel confirms), with the labels the forms show.
const (
	LicenceRetailDispensary  = "retail-dispensary"
	LicenceRODDispensing     = "rod-dispensing"
	LicenceOnSiteConsumption = "on-site-consumption"
)

// LicenceTypes are the types a buyer's licence may be, in the forms' order.
var LicenceTypes = []string{LicenceRetailDispensary, LicenceRODDispensing, LicenceOnSiteConsumption}

// LicenceTypeLabels name each licence type as the forms and emails show it.
var LicenceTypeLabels = map[string]string{
	LicenceRetailDispensary:  "Adult-use retail dispensary (incl. CAURD)",
	LicenceRODDispensing:     "Registered organization with dispensing (ROD)",
	LicenceOnSiteConsumption: "On-site consumption",
}

// An account's states: an application waits for staff, who approve or reject it; an
// approved account may be suspended and reinstated.
const (
	AccountApplied   = "applied"
	AccountApproved  = "approved"
	AccountRejected  = "rejected"
	AccountSuspended = "suspended"
)

// AccountStatuses are an account's states, in the queue's order.
var AccountStatuses = []string{AccountApplied, AccountApproved, AccountRejected, AccountSuspended}

// What the latest check of a licence found (an account's licenceStatus, a check's result).
const (
	LicenceUnverified = "unverified"
	LicenceActive     = "active"
	LicenceInactive   = "inactive"
	LicenceExpired    = "expired"
	LicenceMismatch   = "mismatch"
	LicenceNotFound   = "not-found"
)

// LicenceStatuses are every result of a check.
var LicenceStatuses = []string{LicenceUnverified, LicenceActive, LicenceInactive, LicenceExpired, LicenceMismatch, LicenceNotFound}

// Where a licence check came from.
const (
	CheckFromImport      = "import"
	CheckFromManual      = "manual"
	CheckFromApplication = "application"
)

// A buyer's roles: the account's admin invites and removes colleagues; orderers order.
const (
	BuyerAdmin   = "admin"
	BuyerOrderer = "orderer"
)

// Limits of what an application holds.
const (
	MaxBusinessName      = 200
	MaxLicenceNumber     = 40
	MaxStatusReason      = 1000
	MaxCheckNote         = 1000
	MaxLicenceDocumentMB = 10
	MaxLicenceDocument   = MaxLicenceDocumentMB << 20 // bytes
	LicenceDocumentName  = "licence"
)

// licenceNumberFormat is OCM's licence number, loosely: OCM-, the type's letters, a 2 or
// 4 digit year, digits, and an optional suffix ("OCM-RETL-24-000123", "OCM-CAURD-22-000045").
var licenceNumberFormat = regexp.MustCompile(`^OCM-[A-Z]{2,10}-([0-9]{2}|[0-9]{4})-[0-9]{1,10}(-[A-Z0-9]{1,10})?$`)

// NormalizeLicenceNumber is a licence number as stored and matched: trimmed, upper case.
func NormalizeLicenceNumber(s string) string { return strings.ToUpper(strings.TrimSpace(s)) }

// IsLicenceNumber tells a normalised licence number of OCM's form.
func IsLicenceNumber(s string) bool {
	return len(s) <= MaxLicenceNumber && licenceNumberFormat.MatchString(s)
}

// ParseDay reads a calendar day written YYYY-MM-DD.
func ParseDay(s string) (time.Time, bool) {
	if len(s) != len(time.DateOnly) {
		return time.Time{}, false
	}
	d, err := time.Parse(time.DateOnly, s)
	return d, err == nil
}

// LicenceExpiredOn tells whether a licence expiring on expiry (YYYY-MM-DD) has expired on
// the day now is in New York: it holds through its expiry day.
func LicenceExpiredOn(expiry string, now time.Time) bool {
	day, ok := ParseDay(expiry)
	return !ok || Today(now) > day.Format(time.DateOnly)
}

// Today is now's day in New York, YYYY-MM-DD.
func Today(now time.Time) string { return now.In(businessLocation).Format(time.DateOnly) }

// BuyerAccountSchema declares a dispensary's account, in the order the application's
// rules check it: what the applicant writes (Visitor), then what staff and checks set.
var BuyerAccountSchema = Schema{Collection: BuyerAccountsCollection, Fields: []Field{
	{Name: "legalName", Kind: TextKind, Label: "Legal business name", Visitor: true, Required: MsgLegalNameRequired,
		Max: MaxBusinessName, TypeMessage: MsgLegalNameRequired},
	{Name: "dba", Kind: TextKind, Label: "DBA (doing business as)", Visitor: true, Max: MaxBusinessName},
	{Name: "licenceNumber", Kind: TextKind, Label: "OCM licence number", Visitor: true, TypeMessage: MsgLicenceNumberInvalid, Check: checkLicenceNumber},
	{Name: "licenceType", Kind: TextKind, Label: "Licence type", Visitor: true, TypeMessage: MsgLicenceTypeInvalid, Check: checkOneOf(LicenceTypes, MsgLicenceTypeInvalid)},
	{Name: "licenceExpiry", Kind: TextKind, Label: "Licence expiry", Visitor: true, TypeMessage: MsgLicenceExpiryInvalid, Check: checkDay(MsgLicenceExpiryInvalid)},
	{Name: "premisesStreet", Kind: TextKind, Label: "Street address", Visitor: true, Required: MsgPremisesStreetRequired, Max: MaxStreetLine, TypeMessage: MsgPremisesStreetRequired},
	{Name: "premisesCity", Kind: TextKind, Label: "City", Visitor: true, Required: MsgPremisesCityRequired, Max: MaxCity, TypeMessage: MsgPremisesCityRequired, Check: checkPattern(cityFormat, MsgPremisesCityRequired)},
	{Name: "premisesState", Kind: TextKind, Label: "State", Visitor: true, TypeMessage: MsgPremisesNotInNewYork, Check: checkOneOf([]string{"NY"}, MsgPremisesNotInNewYork)},
	{Name: "premisesZip", Kind: TextKind, Label: "ZIP code", Visitor: true, TypeMessage: MsgPremisesZipInvalid, Check: checkPattern(zipFormat, MsgPremisesZipInvalid)},
	{Name: "contactName", Kind: TextKind, Label: "Contact name", Visitor: true, Personal: true, Min: ContactNameMin, TooShort: MsgContactNameTooShort,
		Max: MaxPersonName, TypeMessage: MsgContactNameTooShort},
	{Name: "contactEmail", Kind: TextKind, Label: "Contact email", Visitor: true, Personal: true, TypeMessage: MsgInvalidEmail, Check: checkEmail},
	{Name: "contactPhone", Kind: TextKind, Label: "Contact phone", Visitor: true, Personal: true, Required: MsgInvalidPhone, TypeMessage: MsgInvalidPhone, Check: checkPhone},
	{Name: "status", Kind: TextKind, Label: "Status", Fixed: true, Default: AccountApplied, Check: checkOneOf(AccountStatuses, "Unknown account status")},
	{Name: "statusReason", Kind: TextKind, Label: "Reason", Fixed: true, Max: MaxStatusReason},
	{Name: "licenceStatus", Kind: TextKind, Label: "Licence status", Fixed: true, Default: LicenceUnverified, Check: checkOneOf(LicenceStatuses, "Unknown licence status")},
	{Name: "licenceCheckedAt", Kind: DateTimeKind, Label: "Licence checked", Fixed: true, Nullable: true},
	{Name: "expiryWarnedDays", Kind: WholeKind, Label: "Expiry warning sent", Fixed: true},
	{Name: "delinquent", Kind: BoolKind, Label: "Delinquent", Fixed: true},
	{Name: "codOnly", Kind: BoolKind, Label: "Cash on delivery allowed", TypeMessage: "Must be true or false"},
}}

// PrepareBuyerAccount trims what was written and puts the licence number and state in
// the form they are matched in; a new expiry clears the warning sent for the old one, and
// a new licence number or type is unverified until checked.
func PrepareBuyerAccount(r *core.Record) {
	BuyerAccountSchema.trimTexts(r)
	a := AsBuyerAccount(r)
	a.SetLicenceNumber(NormalizeLicenceNumber(a.LicenceNumber()))
	a.SetPremisesState(strings.ToUpper(a.PremisesState()))
	if r.IsNew() {
		return
	}
	before := AsBuyerAccount(r.Original())
	if a.LicenceExpiry() != before.LicenceExpiry() {
		a.SetExpiryWarnedDays(0)
	}
	if a.LicenceNumber() != before.LicenceNumber() || a.LicenceType() != before.LicenceType() {
		// Another licence: no check has seen it yet.
		a.SetLicenceStatus(LicenceUnverified)
	}
}

// CheckBuyerAccount applies an account's rules in its schema's order.
func CheckBuyerAccount(r Record) *Problems { return BuyerAccountSchema.Check(r) }

var _ = Register(Collection{
	Schema: &BuyerAccountSchema, Record: "BuyerAccount", Dates: CreatedAndUpdated, Forms: VisitorForms(),
	// An application is a visitor's lead: when it came, how staff heard of it, whether
	// the applicant got a receipt (the visitor forms' hourly bounds and email budget).
	Internal: append([]Field{{Name: "applicantEmailed", Kind: BoolKind}}, visitorFormInternal...),
	Label:    labelOf(BuyerAccountFieldLegalName), Log: Logged(),
	Revisions: NoRevisions("an account changes through staff's decisions, each guarded (the licence checked) and emailed; a restored revision would skip both. The log keeps each change's before and after"),
	Public:    NotPublic("a dispensary's account and licence reach staff and its own buyers only"),
	Rules:     &Rules{Prepare: func(_ core.App, r *core.Record) { PrepareBuyerAccount(r) }},
})

// BuyerSchema declares a dispensary's user (a PocketBase auth record, apart from staff):
// the email is the identity; the password, verification and token key are PocketBase's.
var BuyerSchema = Schema{Collection: BuyersCollection, Fields: []Field{
	{Name: "email", Kind: TextKind, Label: "Email", Personal: true, TypeMessage: MsgInvalidEmail, Check: checkEmail},
	{Name: "name", Kind: TextKind, Label: "Name", Personal: true, Min: ContactNameMin, TooShort: MsgNameTooShort, Max: MaxPersonName, TypeMessage: MsgNameTooShort},
	{Name: "phone", Kind: TextKind, Label: "Phone", Personal: true, TypeMessage: MsgInvalidPhone, Check: checkPhone},
	{Name: "account", Kind: TextKind, Label: "Account", Fixed: true},
	{Name: "role", Kind: TextKind, Label: "Role", Check: checkOneOf([]string{BuyerAdmin, BuyerOrderer}, "Role must be admin or orderer")},
}}

var _ = Register(Collection{
	Schema: &BuyerSchema, Record: "Buyer", Dates: CreatedAndUpdated,
	Forms: NoForms("buyers are made by an application and by their account's admin through the site's routes"),
	// Two-factor sign-in (backend/staffauth), as staff's: the secrets are never answered.
	Internal: twoFactorInternal(),
	Label:    func(r *core.Record) string { return "Buyer of account " + AsBuyer(r).Account() }, Log: Logged(),
	Revisions: NoRevisions("a buyer changes through its own events (password, verification, role): a revision would bring back a secret"),
	Public:    NotPublic("buyers are private"),
	Rules: &Rules{
		Prepare: func(_ core.App, r *core.Record) { BuyerSchema.trimTexts(r) },
		Missing: map[string]string{BuyerFieldAccount: MsgBuyerAccountNotFound},
	},
})

// BuyerSessionSchema declares a buyer's sign-in: whose, when it was last used, from
// which browser (bounded) and client network.
var BuyerSessionSchema = Schema{Collection: BuyerSessionsCollection, Fields: []Field{
	{Name: "buyer", Kind: TextKind},
	{Name: "lastSeenAt", Kind: DateTimeKind},
	{Name: "userAgent", Kind: TextKind},
	{Name: "network", Kind: TextKind},
}}

var _ = Register(Collection{
	Schema: &BuyerSessionSchema, Record: "BuyerSession", Dates: CreatedOnly,
	Forms:     NoForms("a sign-in makes a session; buyers only end them"),
	Log:       NotLogged("every request a session serves would be an entry; sign-ins are the log's own events"),
	Revisions: NoRevisions("not logged, and an ended session never comes back"),
	Public:    NotPublic("sessions are buyers' secrets"),
})

// LicenceDocumentSchema declares a licence certificate an applicant or staff uploaded:
// a protected file no API rule opens, served only to staff.
var LicenceDocumentSchema = Schema{Collection: LicenceDocumentsCollection, Fields: []Field{
	{Name: "account", Kind: TextKind},
	{Name: "file", Kind: FileKind},
	{Name: "uploadedBy", Kind: TextKind},
}}

var _ = Register(Collection{
	Schema: &LicenceDocumentSchema, Record: "LicenceDocument", Dates: CreatedOnly,
	Forms: NoForms("the application's form and staff's upload send the file"),
	Label: fixedLabel("Licence document"), Log: Logged(),
	Revisions: NoRevisions("a document is never edited: another is uploaded"),
	Public:    NotPublic("licence documents are private files: staff only, each access logged"),
})

// LicenceCheckSchema declares one check of an account's licence: append-only (hooks
// and the database's triggers refuse changing or deleting one while its account is not
// a rejected application).
var LicenceCheckSchema = Schema{Collection: LicenceChecksCollection, Fields: []Field{
	{Name: "account", Kind: TextKind},
	{Name: "source", Kind: TextKind, Check: checkOneOf([]string{CheckFromImport, CheckFromManual, CheckFromApplication}, "Unknown source of a check")},
	{Name: "result", Kind: TextKind, Label: "Result", TypeMessage: MsgCheckResultInvalid, Check: checkOneOf(LicenceStatuses, MsgCheckResultInvalid)},
	{Name: "details", Kind: JSONKind},
	{Name: "note", Kind: TextKind, Label: "Note", Max: MaxCheckNote},
	{Name: "actor", Kind: TextKind},
	{Name: "fileName", Kind: TextKind},
}}

var _ = Register(Collection{
	Schema: &LicenceCheckSchema, Record: "LicenceCheck", Dates: CreatedOnly,
	Forms:     NoForms("a manual check is a result and a note, sent by the account's screen"),
	Log:       NotLogged("a check is itself an append-only entry with its actor and time"),
	Revisions: NoRevisions("a check is never changed"),
	Public:    NotPublic("licence checks reach staff only"),
})

// LicenceChecksAppendOnly is what refusing a change to a licence check says.
const LicenceChecksAppendOnly = "Licence checks cannot be changed or deleted"

func checkLicenceNumber(r Record, p *Problems, field string) {
	if !IsLicenceNumber(r.GetString(field)) {
		p.Add(field, MsgLicenceNumberInvalid)
	}
}

func checkOneOf(values []string, message string) func(r Record, p *Problems, field string) {
	return func(r Record, p *Problems, field string) {
		if !slices.Contains(values, r.GetString(field)) {
			p.Add(field, message)
		}
	}
}

func checkDay(message string) func(r Record, p *Problems, field string) {
	return func(r Record, p *Problems, field string) {
		if _, ok := ParseDay(r.GetString(field)); !ok {
			p.Add(field, message)
		}
	}
}

func checkPattern(format *regexp.Regexp, message string) func(r Record, p *Problems, field string) {
	return func(r Record, p *Problems, field string) {
		if !format.MatchString(r.GetString(field)) {
			p.Add(field, message)
		}
	}
}
