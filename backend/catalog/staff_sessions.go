package catalog

// StaffSessionSchema declares a staff sign-in's session (backend/staffauth): whose it
// is, its token's hashes, where it came from and when it was last used.
var StaffSessionSchema = Schema{Collection: StaffSessionsCollection, Fields: []Field{
	{Name: "staff", Kind: TextKind},
	{Name: "tokenHash", Kind: TextKind},
	{Name: "tokenKeyHash", Kind: TextKind},
	{Name: "device", Kind: TextKind},
	{Name: "address", Kind: TextKind},
	{Name: "signedInAt", Kind: DateTimeKind},
	{Name: "lastSeenAt", Kind: DateTimeKind},
}}

var _ = Register(Collection{
	Schema: &StaffSessionSchema, Record: "StaffSession", Dates: NoDates,
	Forms:     NoForms("a sign-in makes a session; staff only end them"),
	Log:       NotLogged("sign-ins and their ends are the log's own staff events (login.succeeded, session.ended); every request a session serves would otherwise be an entry"),
	Revisions: NoRevisions("not logged, and an ended session never comes back"),
	Public:    NotPublic("sessions are staff's secrets"),
})
