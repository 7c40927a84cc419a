package catalog

import "fmt"

// The activity log's retention, in days: a private setting (activityRetentionDays) within
// these bounds. The least is a month, so that lowering the setting cannot wipe out what
// was just done (the database itself refuses to delete younger entries).
const (
	DefaultActivityRetentionDays = 400
	MinActivityRetentionDays     = 30
	MaxActivityRetentionDays     = 3650
)

// The actions of the activity log: a record's create, update and delete, the named
// changes of a record (publishing, an order's status, a reply, a restore, the owner's
// review of its copy with counsel), the staff
// events that are no save (logins, passwords, two-factor, sessions), and the retention
// sweep.
const (
	ActionCreate           = "create"
	ActionUpdate           = "update"
	ActionDelete           = "delete"
	ActionPublish          = "publish"
	ActionUnpublish        = "unpublish"
	ActionOrderStatus      = "order.status"
	ActionReplySent        = "reply.sent"
	ActionRestore          = "restore"
	ActionCopyReviewed     = "copy.reviewed"
	ActionLoginSucceeded   = "login.succeeded"
	ActionLoginFailed      = "login.failed"
	ActionLoginLocked      = "login.locked"
	ActionPasswordChanged  = "password.changed"
	ActionTOTPEnrolled     = "totp.enrolled"
	ActionTOTPDisabled     = "totp.disabled"
	ActionTOTPReset        = "totp.reset"
	ActionTOTPRecoveryUsed = "totp.recovery_used"
	ActionSessionEnded     = "session.ended"
	ActionSessionsEndedAll = "sessions.ended_all"
	ActionLogSwept         = "log.swept"
	// The wholesale portal's (issue 38): staff's decisions on an account, a licence
	// document opened, a licence checked by hand or by an import.
	ActionAccountApproved       = "account.approved"
	ActionAccountRejected       = "account.rejected"
	ActionAccountSuspended      = "account.suspended"
	ActionAccountReinstated     = "account.reinstated"
	ActionLicenceDocumentViewed = "licence_document.viewed"
	ActionLicenceChecked        = "licence.checked"
	ActionLicencesImported      = "licences.imported"
	// A wholesale order's transition (issue 39): its details name the states and reason.
	ActionWholesaleOrderTransition = "wholesale_order.transition"
)

// ActivityActions are every action, in the order the Activity screen offers them.
var ActivityActions = []string{
	ActionCreate, ActionUpdate, ActionDelete, ActionPublish, ActionUnpublish, ActionOrderStatus,
	ActionReplySent, ActionRestore, ActionCopyReviewed, ActionLoginSucceeded, ActionLoginFailed, ActionLoginLocked,
	ActionPasswordChanged, ActionTOTPEnrolled, ActionTOTPDisabled, ActionTOTPReset,
	ActionTOTPRecoveryUsed, ActionSessionEnded, ActionSessionsEndedAll, ActionLogSwept,
	ActionAccountApproved, ActionAccountRejected, ActionAccountSuspended, ActionAccountReinstated,
	ActionLicenceDocumentViewed, ActionLicenceChecked, ActionLicencesImported, ActionWholesaleOrderTransition,
}

// ActorKinds are who may act: a staff account, a superuser (PocketBase's UI and API), a
// visitor (the site's forms), the system (cron, migrations, the command line) or a
// wholesale buyer (the portal).
var ActorKinds = []string{"staff", "superuser", "visitor", "system", "buyer"}

// ActivityRetentionProblem is the message of a retention outside its bounds.
var ActivityRetentionProblem = fmt.Sprintf("Must be a whole number of days from %d to %d", MinActivityRetentionDays, MaxActivityRetentionDays)

// ActivityEntry is one entry of the activity log, as staff read it. ActorKind is
// staff, superuser, visitor or system; ActorName the username, the superuser's email or
// the system's task. Collection and RecordID name the record changed (empty for a staff
// event that is no save), ParentID the product of a variant. Changes lists the fields
// changed, Details what else the action says.
type ActivityEntry struct {
	ID         string                 `json:"id"`
	CreatedAt  string                 `json:"createdAt"`
	ActorKind  string                 `json:"actorKind" ts:"ActorKind"`
	ActorID    string                 `json:"actorId"`
	ActorName  string                 `json:"actorName"`
	Address    string                 `json:"address"`
	Action     string                 `json:"action" ts:"ActivityAction"`
	Collection string                 `json:"collection"`
	RecordID   string                 `json:"recordId"`
	Label      string                 `json:"label"`
	ParentID   string                 `json:"parentId"`
	Changes    map[string]FieldChange `json:"changes"`
	Details    map[string]any         `json:"details"`
}

// FieldChange is a field's value before and after a change. Hidden, when set, says why
// the values are not recorded ("secret" or "personal"); Truncated, that a value was cut
// to its first characters or replaced by its size.
type FieldChange struct {
	Before    any    `json:"before"`
	After     any    `json:"after"`
	Hidden    string `json:"hidden,omitempty"`
	Truncated bool   `json:"truncated,omitempty"`
	// Related is the collection a relation field's ids are records of, and Names those
	// records' names by id, as they were when the change was recorded (an id missing
	// from Names is a record deleted before the entry was read).
	Related string            `json:"related,omitempty"`
	Names   map[string]string `json:"names,omitempty"`
}

// Revision is a record's state kept when a save or delete replaced it. Action is what
// replaced it (update, publish, restore, delete...); Differences compare it with the
// record as it is now, field by field (a product's variants are fields "variant:{id}").
type Revision struct {
	ID        string `json:"id"`
	CreatedAt string `json:"createdAt"`
	Action    string `json:"action" ts:"ActivityAction"`
	// ActorKind is the kind of whoever replaced it, as the log's entry of that change
	// says ("" when the log no longer holds it); ActorName their name or task.
	ActorKind   string       `json:"actorKind"`
	ActorName   string       `json:"actorName"`
	Label       string       `json:"label"`
	Differences []Difference `json:"differences"`
}

// Difference is one field whose value in a revision is not the current one (Current is
// null for a deleted record's fields, Revision null for a variant added since).
type Difference struct {
	Field    string `json:"field"`
	Label    string `json:"label"`
	Revision any    `json:"revision"`
	Current  any    `json:"current"`
	// Related and Names name a relation's records, as FieldChange's do (from the records
	// there now).
	Related string            `json:"related,omitempty"`
	Names   map[string]string `json:"names,omitempty"`
}

// Revisions are a record's revisions, newest first, at most MaxRevisionsListed.
type Revisions struct {
	RecordID  string     `json:"recordId"`
	Label     string     `json:"label"`
	Revisions []Revision `json:"revisions"`
}

// MaxRevisionsListed bounds the revisions one answer lists.
const MaxRevisionsListed = 100

// DeletedRecord is a product, post or location deleted within the retention period,
// restorable from its last revision.
type DeletedRecord struct {
	Revision  string `json:"revision"`
	ID        string `json:"id"`
	Label     string `json:"label"`
	DeletedAt string `json:"deletedAt"`
	DeletedBy string `json:"deletedBy"`
}

// ActivityLogSize is what the dashboard shows of the log: its entries, its bytes on
// disk (table and indexes) and since when it holds entries.
type ActivityLogSize struct {
	Entries       int    `json:"entries"`
	Bytes         int64  `json:"bytes"`
	RetentionDays int    `json:"retentionDays"`
	Oldest        string `json:"oldest"`
}
