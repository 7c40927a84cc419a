package catalog

import "time"

// PrepareBlogPost makes what the rules derive: trimmed texts, the slug from the title
// when blank, a file-sharing link turned into the file's own, the author (defaultAuthor
// when blank), for a new post without one today's date (UTC) and the published status;
// a scheduled post is dated by its publish time, and published when that time is past.
func PrepareBlogPost(r Record, defaultAuthor string, now time.Time) {
	trim(r, "title", "slug", "content", "author", "image", "publishedAt")
	preparePublishing(r)
	deriveSlug(r, "title")
	if r.GetString("author") == "" {
		r.Set("author", defaultAuthor)
	}
	if image := r.GetString("image"); image != "" {
		r.Set("image", RawFileSharingURL(image))
		normalizeImage(r, "image")
	}
	if r.IsNew() && r.GetString("publishedAt") == "" {
		r.Set("publishedAt", now.UTC().Format(PublishDateLayout))
	}
	prepareSchedule(r, now)
}

// CheckBlogPost applies the blog rules of spec section 5.
func CheckBlogPost(r Record) *Problems {
	p := &Problems{}
	requiredText(r, p, "title", "Title is required", 300)
	checkSlug(r, p)
	requiredText(r, p, "content", "Content is required", 200000)
	optionalText(r, p, "author", 200)
	checkImage(r, p, "image")
	if !IsValidPublishDate(r.GetString("publishedAt")) {
		p.Add("publishedAt", "Date must be in YYYY-MM-DD format")
	}
	checkStatus(r, p, BlogPostStatuses)
	checkSchedule(r, p)
	return p
}
