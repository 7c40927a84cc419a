package catalog

// The search title and description a product or a post may set over its page's own
// (issue 29): Max bounds what is stored, Shown is about what search results show (the
// editor's counter). Empty, the page's title and description are made from its name or
// title and its text.
const (
	MaxMetaTitle         = 120
	MetaTitleShown       = 60
	MaxMetaDescription   = 320
	MetaDescriptionShown = 155
)

var (
	metaTitleField = Field{Name: "metaTitle", Kind: TextKind, Nullable: true, Label: "Search title",
		Max: MaxMetaTitle, Shown: MetaTitleShown, TypeMessage: "Must be text", Copy: true}
	metaDescriptionField = Field{Name: "metaDescription", Kind: TextKind, Nullable: true, Label: "Search description",
		Max: MaxMetaDescription, Shown: MetaDescriptionShown, TypeMessage: "Must be text", Copy: true}
)
