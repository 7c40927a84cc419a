package catalog

// PrepareBlogPost makes what the rules derive: trimmed texts, the slug from the title
// when blank, a file-sharing link turned into the file's own, the author (defaultAuthor
// when blank) and, for a new post without one, today's date.
func PrepareBlogPost(r Record, defaultAuthor, today string) {
	trim(r, "title", "slug", "content", "author", "image", "publishedAt")
	deriveSlug(r, "title")
	if r.GetString("author") == "" {
		r.Set("author", defaultAuthor)
	}
	if image := r.GetString("image"); image != "" {
		r.Set("image", RawFileSharingURL(image))
		normalizeImage(r, "image")
	}
	if r.IsNew() && r.GetString("publishedAt") == "" {
		r.Set("publishedAt", today)
	}
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
	return p
}
