package catalog

// OutboxSchema declares an email waiting in the outbox (backend/outbox): what it says,
// to whom, and its sending's state; the message or order it is about.
var OutboxSchema = Schema{Collection: OutboxCollection, Fields: []Field{
	{Name: "kind", Kind: TextKind},
	{Name: "to", Kind: TextListKind},
	{Name: "replyTo", Kind: TextKind},
	{Name: "subject", Kind: TextKind},
	{Name: "text", Kind: TextKind},
	{Name: "html", Kind: TextKind},
	{Name: "reply", Kind: TextKind},
	{Name: "status", Kind: TextKind},
	{Name: "attempts", Kind: WholeKind},
	{Name: "nextAttemptAt", Kind: DateTimeKind},
	{Name: "lastError", Kind: TextKind},
	{Name: "sentAt", Kind: DateTimeKind},
	{Name: "contactMessage", Kind: TextKind},
	{Name: "order", Kind: TextKind},
}}

var _ = Register(Collection{
	Schema: &OutboxSchema, Record: "OutboxEmail", Dates: CreatedAndUpdated,
	Forms:     NoForms("the server writes emails; staff only resend or discard them"),
	Log:       NotLogged("the mail queue's rows are the emails of changes the log records, and the worker's retries are no one's change"),
	Revisions: NoRevisions("not logged, and an email is never edited back"),
	Public:    NotPublic("emails reach their addressees only"),
})
