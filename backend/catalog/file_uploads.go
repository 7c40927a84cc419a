package catalog

// FileUploadSchema declares an uploaded file: the file itself (PocketBase's file field,
// local disk or S3), the name it is served under (/uploads/{storagePath}), what it is
// and the name it came with. Only the upload routes make them.
var FileUploadSchema = Schema{Collection: FileUploadsCollection, Fields: []Field{
	{Name: "originalName", Kind: TextKind},
	{Name: "file", Kind: FileKind},
	{Name: "storagePath", Kind: TextKind},
	{Name: "mimeType", Kind: TextKind},
	{Name: "size", Kind: WholeKind},
}}

var _ = Register(Collection{
	Schema: &FileUploadSchema, Record: "FileUpload", Dates: CreatedAndUpdated,
	Forms: NoForms("files are sent to the upload routes, not typed in a form"),
	Label: labelOf(FileUploadFieldOriginalName), Log: Logged(),
	Revisions: NoRevisions("an upload is its file: deleting one deletes the file, which no revision could bring back"),
	Public:    NotPublic("/uploads/ serves files through its own index (media.UploadIndex); pages show the addresses other collections hold"),
})
