package catalog

// ActivityLogSchema declares an entry of the activity log (backend/activity), as its
// own code writes it: who acted, from where, what they did to which record, and the
// fields' before and after.
var ActivityLogSchema = Schema{Collection: ActivityCollection, Fields: []Field{
	{Name: "actorKind", Kind: TextKind},
	{Name: "actorId", Kind: TextKind},
	{Name: "actorName", Kind: TextKind},
	{Name: "address", Kind: TextKind},
	{Name: "action", Kind: TextKind},
	{Name: "collection", Kind: TextKind, GoName: "CollectionName"},
	{Name: "recordId", Kind: TextKind},
	{Name: "label", Kind: TextKind},
	{Name: "parentId", Kind: TextKind},
	{Name: "changes", Kind: JSONKind},
	{Name: "details", Kind: JSONKind},
}}

var _ = Register(Collection{
	Schema: &ActivityLogSchema, Record: "ActivityEntry", Dates: CreatedOnly,
	Forms:     NoForms("the log is written by its own code and only read"),
	Log:       NotLogged("it is the log"),
	Revisions: NoRevisions("append-only: an entry is never changed"),
	Public:    NotPublic("staff read it"),
})

// RevisionSchema declares a revision (backend/revisions): the state of a record that a
// save or delete replaced, who replaced it and how.
var RevisionSchema = Schema{Collection: RevisionsCollection, Fields: []Field{
	{Name: "collection", Kind: TextKind, GoName: "CollectionName"},
	{Name: "recordId", Kind: TextKind},
	{Name: "label", Kind: TextKind},
	{Name: "action", Kind: TextKind},
	{Name: "actorName", Kind: TextKind},
	{Name: "data", Kind: JSONKind},
}}

var _ = Register(Collection{
	Schema: &RevisionSchema, Record: "Revision", Dates: CreatedOnly,
	Forms:     NoForms("revisions are kept by the log's hook and only read or restored"),
	Log:       NotLogged("a revision is kept with the log's entry of the change that replaced it"),
	Revisions: NoRevisions("a revision is never changed"),
	Public:    NotPublic("staff read them"),
})
