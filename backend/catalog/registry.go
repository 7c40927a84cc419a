package catalog

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// A Collection is one collection of the database, declared once, beside its schema, by
// Register: its fields and every trait the rest of the program reads of it. Nothing
// else keeps a list of collections: the activity log (Log), the revisions (Revisions),
// the public cache (Public), file usage (Uploads), the record rules (Rules), the copy
// check and the dashboard (the schema's Copy rows, Copy), the sitemap (Sitemap), the
// log's names of status changes (Status) and the generators (Record, Forms: the typed records
// in records_gen.go and packages/domain's TypeScript) all read the registry. A test
// compares it with the database that the migrations make: every collection but
// PocketBase's own is here, with every field.
//
// Each trait is an explicit choice: leaving one out (Log, Revisions, Public, Dates,
// Forms) stops the program at its start with the collection's name, and a "no" carries
// its reason (NotLogged("...")).
type Collection struct {
	// Schema declares the fields forms and staff requests see: kind, nullability,
	// limits, label and the spec's messages (a collection without forms declares only
	// kinds). Schema.Collection is the collection's name.
	Schema *Schema
	// Internal are the fields only the server reads and writes (two-factor secrets, a
	// message's notice state): kinds only, never in a form, a staff body or TypeScript.
	Internal []Field
	// Dates are its automatic dates.
	Dates Dates
	// Record names its typed record: "Batch" gives BatchRecord and the constants
	// BatchFieldLot..., and TypeScript's batchFields/batchDefaults when Forms says so.
	Record string
	// Forms says whether, and where, the apps get its fields (labels, limits, messages).
	Forms Forms
	// Label names a record in the activity log and the revisions ("Order 12", a
	// product's name); nil for a collection that is not logged.
	Label func(r *core.Record) string
	// Parent is the field naming the product a record belongs to (a variant's, a
	// batch's): the product's History lists its changes. "" for none.
	Parent string
	// Log says whether every create, update and delete is in the activity log.
	Log Logging
	// Revisions says whether the states its saves and deletes replace are kept.
	Revisions RevisionKeeping
	// Public says whether public answers and pages show it: its changes clear them.
	Public Public
	// Uploads are its fields that hold uploaded files: what uses a file, deleting one,
	// and Verify & Recover Images read them.
	Uploads []Upload
	// Rules run on every validated save of its records (nil: none of the site's own).
	Rules *Rules
	// Copy says where staff review the copy check's findings in its texts (the schema's
	// Copy rows) and when those texts are public: declared exactly when it has Copy rows.
	Copy *CopyReading
	// Sitemap lists the pages of its records visitors see in /sitemap.xml (nil: none).
	Sitemap *SitemapPages
	// Status is what the activity log calls a change of its status field (zero: an update).
	Status StatusChange
}

// Name is the collection's name.
func (c *Collection) Name() string { return c.Schema.Collection }

// Fields are all its declared fields: the schema's, then the internal ones.
func (c *Collection) Fields() []Field {
	return append(append([]Field{}, c.Schema.Fields...), c.Internal...)
}

// Logging is a collection's choice about the activity log.
type Logging struct {
	logged bool
	why    string
}

// Logged records every create, update and delete with its author and its before and after.
func Logged() Logging { return Logging{logged: true} }

// NotLogged leaves a collection out of the activity log, for the reason why.
func NotLogged(why string) Logging { return Logging{why: why} }

// RevisionKeeping is a collection's choice about keeping the states its saves replace.
type RevisionKeeping struct {
	kept bool
	why  string
	// resource is the staff resource whose revision routes restore it; settingsID, for
	// a settings record, its id in the settings resource's routes.
	resource, settingsID string
}

// KeepsRevisions keeps every state a save or delete replaces, restorable through the
// staff resource's routes: /api/admin/{resource}/{id}/revisions, and once deleted
// /api/admin/deleted?resource={resource}.
func KeepsRevisions(resource string) RevisionKeeping {
	return RevisionKeeping{kept: true, resource: resource}
}

// KeepsSettingsRevisions keeps a settings record's (one record, never deleted),
// restorable at /api/admin/settings/{id}/revisions.
func KeepsSettingsRevisions(id string) RevisionKeeping {
	return RevisionKeeping{kept: true, resource: "settings", settingsID: id}
}

// NoRevisions keeps none, for the reason why.
func NoRevisions(why string) RevisionKeeping { return RevisionKeeping{why: why} }

// Public is a collection's choice about the public answers and pages.
type Public struct {
	feeds string
	why   string
}

// FeedsPublic says what public answers or pages show of it (what): its changes clear
// the public cache's answers that depend on it.
func FeedsPublic(what string) Public { return Public{feeds: what} }

// NotPublic says no public answer shows it, for the reason why.
func NotPublic(why string) Public { return Public{why: why} }

// Dates are a collection's automatic dates.
type Dates int

const (
	datesUndeclared Dates = iota
	// CreatedAndUpdated: createdAt and updatedAt.
	CreatedAndUpdated
	// CreatedOnly: createdAt alone (rows never changed: the log, revisions).
	CreatedOnly
	// NoDates: none (the record keeps its own times: a session's sign-in).
	NoDates
)

// Forms says whether the apps get a collection's fields in TypeScript, and where.
type Forms struct {
	out int
	why string
}

const (
	formsUndeclared = iota
	formsNone
	formsStaff
	formsVisitor
)

// StaffForms: the back office's forms read its fields (packages/domain's generated.ts).
func StaffForms() Forms { return Forms{out: formsStaff} }

// VisitorForms: visitors' forms read its fields (generatedMessages.ts, out of the
// storefront's first script).
func VisitorForms() Forms { return Forms{out: formsVisitor} }

// NoForms: no form shows its fields, for the reason why.
func NoForms(why string) Forms { return Forms{out: formsNone, why: why} }

// Rules are a collection's own rules, run on every validated write of a record whoever
// makes it (the staff API, PocketBase's API and superuser UI, the CLI): Prepare, then
// the schema's Check, then the database rules in their order; the first that refuses
// answers.
type Rules struct {
	// Prepare makes what the rules derive (trimmed texts, a slug from the name).
	Prepare func(app core.App, r *core.Record)
	// Database are the rules that need the database (another record's state).
	Database []DatabaseRule
	// Unique are the messages of the fields whose value is unique, when it is taken.
	Unique map[string]string
	// Missing are the messages of relation fields naming no record.
	Missing map[string]string
}

// A DatabaseRule checks what a record alone cannot show; its problems refuse the save.
type DatabaseRule func(app core.App, r *core.Record) (*Problems, error)

// Holding is how a field holds uploads.
type Holding int

const (
	// UploadAddresses: a JSON list of /uploads/ addresses.
	UploadAddresses Holding = iota
	// UploadAddress: one /uploads/ address (or an outside link).
	UploadAddress
	// UploadRecord: a file_uploads record's id.
	UploadRecord
)

// Upload is a field that holds uploaded files, and how staff read where a file is used:
// What, then the record's NameField in quotes, its product's name (Parent) and Note:
// `Variant “1g” of “Mimosa” (lab results)`.
type Upload struct {
	Field string
	Holds Holding
	// Image: pages show it as an image (Verify & Recover Images checks those).
	Image bool
	// KeepOne: the list may not become empty (a product needs a photo).
	KeepOne bool
	// Place is the kind of place the file manager names (FilePlace.Kind).
	Place     string
	What      string
	NameField string
	Note      string
}

// registry holds every collection, in the order they were registered, and by name
// with the names of its personal fields (IsPersonal).
var (
	registry   []*Collection
	registered = map[string]*Collection{}
	personal   = map[string]map[string]bool{}
)

// Register declares a collection; it is the only way one enters the program. A trait
// left undeclared is a programming error, reported at once.
func Register(c Collection) *Collection {
	if err := c.validate(); err != nil {
		panic("catalog: " + err.Error())
	}
	if _, taken := Registered(c.Name()); taken {
		panic("catalog: " + c.Name() + " is registered twice")
	}
	registry = append(registry, &c)
	registered[c.Name()] = &c
	for _, f := range c.Fields() {
		if f.Personal {
			if personal[c.Name()] == nil {
				personal[c.Name()] = map[string]bool{}
			}
			personal[c.Name()][f.Name] = true
		}
	}
	return &c
}

func (c Collection) validate() error {
	name := "a collection"
	if c.Schema != nil && c.Schema.Collection != "" {
		name = c.Schema.Collection
	}
	var missing []string
	switch {
	case c.Schema == nil || c.Schema.Collection == "":
		missing = append(missing, "Schema (with its Collection name)")
	case c.Record == "":
		missing = append(missing, "Record (its Go and TypeScript name)")
	}
	if !c.Log.logged && c.Log.why == "" {
		missing = append(missing, "Log (Logged() or NotLogged(why))")
	}
	if c.Log.logged && c.Label == nil {
		missing = append(missing, "Label (what names a record in the log)")
	}
	if !c.Revisions.kept && c.Revisions.why == "" {
		missing = append(missing, "Revisions (KeepsRevisions(resource) or NoRevisions(why))")
	}
	if c.Revisions.kept && !c.Log.logged {
		missing = append(missing, "Log: revisions are kept by the log's hook, so a collection keeping them is logged")
	}
	if c.Public.feeds == "" && c.Public.why == "" {
		missing = append(missing, "Public (FeedsPublic(what) or NotPublic(why))")
	}
	if c.Dates == datesUndeclared {
		missing = append(missing, "Dates (CreatedAndUpdated, CreatedOnly or NoDates)")
	}
	if c.Forms.out == formsUndeclared || (c.Forms.out == formsNone && c.Forms.why == "") {
		missing = append(missing, "Forms (StaffForms(), VisitorForms() or NoForms(why))")
	}
	if hasCopy := c.Schema != nil && slices.ContainsFunc(c.Schema.Fields, func(f Field) bool { return f.Copy }); hasCopy != (c.Copy != nil) {
		missing = append(missing, "Copy (declared exactly when the schema has Copy rows: where staff review them)")
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s declares no %s", name, strings.Join(missing, "; no "))
	}
	return nil
}

// Collections are every registered collection, by name.
func Collections() []*Collection {
	out := slices.Clone(registry)
	slices.SortFunc(out, func(a, b *Collection) int { return strings.Compare(a.Name(), b.Name()) })
	return out
}

// Registered is the collection named name.
func Registered(name string) (*Collection, bool) {
	c, ok := registered[name]
	return c, ok
}

// IsPersonal tells whether field of collection holds what a visitor wrote (Field.Personal).
func IsPersonal(collection, field string) bool { return personal[collection][field] }

// IsLogged tells whether the activity log records the changes of collection.
func IsLogged(collection string) bool {
	c, ok := Registered(collection)
	return ok && c.Log.logged
}

// KeepsRevisionsOf tells whether the states collection's saves replace are kept.
func KeepsRevisionsOf(collection string) bool {
	c, ok := Registered(collection)
	return ok && c.Revisions.kept
}

// RevisionResources are the staff resources whose records keep revisions and may be
// restored once deleted, with the collection each one is.
func RevisionResources() map[string]string {
	out := map[string]string{}
	for _, c := range registry {
		if c.Revisions.kept && c.Revisions.settingsID == "" {
			out[c.Revisions.resource] = c.Name()
		}
	}
	return out
}

// SettingsRevisionIDs name the settings records in the settings resource's revision
// routes (/api/admin/settings/{private|site}/revisions), with their collections.
func SettingsRevisionIDs() map[string]string {
	out := map[string]string{}
	for _, c := range registry {
		if c.Revisions.settingsID != "" {
			out[c.Revisions.settingsID] = c.Name()
		}
	}
	return out
}

// PublicCollections are the collections public answers show: a change to one clears
// the answers that show it.
func PublicCollections() []string {
	var out []string
	for _, c := range Collections() {
		if c.Public.feeds != "" {
			out = append(out, c.Name())
		}
	}
	return out
}

// IsPublic tells whether public answers show collection.
func IsPublic(collection string) bool {
	c, ok := Registered(collection)
	return ok && c.Public.feeds != ""
}

// CopySchemas are the schemas of the collections whose public texts the copy check
// reads: those with Copy rows.
func CopySchemas() map[string]*Schema {
	out := map[string]*Schema{}
	for _, c := range registry {
		if s := CopySchemaOf(c.Name()); s != nil {
			out[c.Name()] = s
		}
	}
	return out
}

// CopySchemaOf is collection's schema when the copy check reads its texts, else nil.
func CopySchemaOf(collection string) *Schema {
	c, ok := Registered(collection)
	if !ok || !slices.ContainsFunc(c.Schema.Fields, func(f Field) bool { return f.Copy }) {
		return nil
	}
	return c.Schema
}

// StaffFormSchemas and VisitorFormSchemas are the schemas the apps' forms read, by
// collection name.
func StaffFormSchemas() []*Collection   { return withForms(formsStaff) }
func VisitorFormSchemas() []*Collection { return withForms(formsVisitor) }

func withForms(out int) []*Collection {
	var list []*Collection
	for _, c := range Collections() {
		if c.Forms.out == out {
			list = append(list, c)
		}
	}
	return list
}

// TypeScriptName is the name the apps know a collection's fields by ("blogPost").
func (c *Collection) TypeScriptName() string {
	return strings.ToLower(c.Record[:1]) + c.Record[1:]
}

// labelOf names a record by one of its text fields.
func labelOf(field string) func(r *core.Record) string {
	return func(r *core.Record) string { return r.GetString(field) }
}

// fixedLabel names the one record of a collection (the settings).
func fixedLabel(label string) func(r *core.Record) string {
	return func(*core.Record) string { return label }
}
