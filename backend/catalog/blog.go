package catalog

import "time"

// BlogPostSchema declares a post's fields, in the order its rules check them (spec
// section 5); its rules fill a blank author and, on a new post, a blank date (today) and
// status (published).
var BlogPostSchema = Schema{Collection: BlogPostsCollection, Fields: []Field{
	{Name: "title", Kind: TextKind, Label: "Title", Max: 300, Required: MsgTitleRequired, TypeMessage: MsgTitleRequired, Copy: true},
	{Name: "slug", Kind: TextKind, Label: "Slug", TypeMessage: "Slug must be text", Check: checkSlug},
	{Name: "content", Kind: TextKind, Label: "Content", Max: 200000, Required: MsgContentRequired, TypeMessage: MsgContentRequired, Copy: true, Markdown: true},
	metaTitleField,
	metaDescriptionField,
	{Name: "author", Kind: TextKind, Label: "Author", Max: 200, TypeMessage: "Must be text"},
	{Name: "image", Kind: TextKind, Nullable: true, Label: "Image", TypeMessage: "Invalid image path", Check: checkImage},
	imageAltsField,
	{Name: "publishedAt", Kind: TextKind, Nullable: true, Label: "Date", TypeMessage: publishDateMessage, Check: checkPublishDate},
	{Name: StatusField, Kind: TextKind, Label: "Status", TypeMessage: StatusProblem(BlogPostStatuses), Check: checkBlogPostStatus},
	{Name: PublishAtField, Kind: DateTimeKind, Nullable: true, Label: "Publish at", TypeMessage: "Publish time must be a date and time", Check: checkSchedule},
	copyReviewField,
}}

const publishDateMessage = MsgInvalidDate

func checkPublishDate(r Record, p *Problems, field string) {
	if !IsValidPublishDate(r.GetString(field)) {
		p.Add(field, publishDateMessage)
	}
}

func checkBlogPostStatus(r Record, p *Problems, _ string) { checkStatus(r, p, BlogPostStatuses) }

// PrepareBlogPost makes what the rules derive: trimmed texts, the slug from the title
// when blank, a file-sharing link turned into the file's own, the author (defaultAuthor
// when blank), for a new post without one today's date (UTC) and the published status;
// a scheduled post is dated by its publish time, and published when that time is past.
func PrepareBlogPost(r Record, defaultAuthor string, now time.Time) {
	BlogPostSchema.trimTexts(r)
	preparePublishing(r)
	deriveSlug(r, "title")
	if r.GetString("author") == "" {
		r.Set("author", defaultAuthor)
	}
	if image := r.GetString("image"); image != "" {
		r.Set("image", RawFileSharingURL(image))
		normalizeImage(r, "image")
	}
	prepareImageAlts(r, postImages(r))
	if r.IsNew() && r.GetString("publishedAt") == "" {
		r.Set("publishedAt", now.UTC().Format(PublishDateLayout))
	}
	prepareSchedule(r, now)
}

// CheckBlogPost applies the blog rules of spec section 5.
func CheckBlogPost(r Record) *Problems { return BlogPostSchema.Check(r) }

// postImages is a post's one image as a list (empty without one), for its alt text.
func postImages(r Record) []string {
	if image := r.GetString("image"); image != "" {
		return []string{image}
	}
	return nil
}
