package catalog

// The collections, by name. Migrations keep their own literal names: a migration must do
// the same thing forever, whatever this file becomes.
const (
	ProductsCollection        = "products"
	VariantsCollection        = "product_variants"
	ReviewsCollection         = "reviews"
	BlogPostsCollection       = "blog_posts"
	LocationsCollection       = "locations"
	HeroVideosCollection      = "hero_videos"
	ContactMessagesCollection = "contact_messages"
	OrdersCollection          = "orders"
	StaffCollection           = "staff"
	StaffSessionsCollection   = "staff_sessions"
	SiteSettingsCollection    = "site_settings"
	PrivateSettingsCollection = "site_private_settings"
	BatchesCollection         = "batches"
	RedirectsCollection       = "redirects"
	FileUploadsCollection     = "file_uploads"
	OutboxCollection          = "outbox"
)

// The accountability collections: the append-only activity log and the revisions kept
// of what staff edit (issue 27).
const (
	ActivityCollection  = "activity"
	RevisionsCollection = "revisions"
)
