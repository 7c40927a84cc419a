package catalog

import (
	"cmp"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

var _ = Register(Collection{
	Schema: &BlogPostSchema, Record: "BlogPost", Dates: CreatedAndUpdated, Forms: StaffForms(),
	Label: labelOf(BlogPostFieldTitle), Log: Logged(), Revisions: KeepsRevisions("blog"),
	Public:  FeedsPublic("the blog, its posts' pages, the home page's latest posts"),
	Uploads: []Upload{{Field: BlogPostFieldImage, Holds: UploadAddress, Image: true, Place: "blogPost", What: "Blog post", NameField: BlogPostFieldTitle}},
	Rules: &Rules{
		Prepare: func(app core.App, r *core.Record) { PrepareBlogPost(r, defaultBlogAuthorOf(app), time.Now()) },
		Unique:  map[string]string{BlogPostFieldSlug: "A blog post with this slug already exists"},
	},
	Copy: &CopyReading{Screen: "blog", Public: func(r Reader) bool {
		status := r.GetString(StatusField)
		return IsVisible(status) || status == StatusScheduled
	}},
	Sitemap: &SitemapPages{Prefix: "/blog/", Sort: "publishedAt DESC", Place: 2},
	Status:  StatusPublishes,
})

// defaultBlogAuthorOf is who signs a post whose author is blank: the site settings'
// default author, else DefaultBlogAuthor.
func defaultBlogAuthorOf(app core.App) string {
	var author string
	_ = app.DB().Select(SiteSettingsFieldDefaultBlogAuthor).From(SiteSettingsCollection).Limit(1).Row(&author)
	return cmp.Or(author, DefaultBlogAuthor)
}

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
	deriveSlug(r, BlogPostFieldTitle)
	if r.GetString(BlogPostFieldAuthor) == "" {
		r.Set(BlogPostFieldAuthor, defaultAuthor)
	}
	if image := r.GetString(BlogPostFieldImage); image != "" {
		r.Set(BlogPostFieldImage, RawFileSharingURL(image))
		normalizeImage(r, BlogPostFieldImage)
	}
	prepareImageAlts(r, postImages(r))
	if r.IsNew() && r.GetString(BlogPostFieldPublishedAt) == "" {
		r.Set(BlogPostFieldPublishedAt, now.UTC().Format(PublishDateLayout))
	}
	prepareSchedule(r, now)
}

// CheckBlogPost applies the blog rules of spec section 5.
func CheckBlogPost(r Record) *Problems { return BlogPostSchema.Check(r) }

// postImages is a post's one image as a list (empty without one), for its alt text.
func postImages(r Record) []string {
	if image := r.GetString(BlogPostFieldImage); image != "" {
		return []string{image}
	}
	return nil
}
