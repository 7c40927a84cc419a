// Package publishing is drafts, previews and scheduled posts: what visitors may see of
// products and posts, and the job that publishes posts when their time comes.
package publishing

import (
	"errors"
	"github.com/hudsonvalley/farmsite/backend/activity"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// VisibleToVisitors is catalog's visibility rule as a condition on products or posts;
// every public query of them adds it (the collections' API rules are its filter form).
var VisibleToVisitors = dbx.HashExp{catalog.StatusField: catalog.VisibleStatus}

// ContentFilter is the condition on what an answer may show: published content for
// visitors, anything for a staff preview (nil).
func ContentFilter(preview bool) dbx.Expression {
	if preview {
		return nil
	}
	return VisibleToVisitors
}

// ServePreview answers a staff preview: built for this request, never kept by the
// public cache, a browser or a proxy, and kept out of search engines.
func ServePreview(e *core.RequestEvent, build web.Builder) error {
	status, contentType, body, err := build()
	if err != nil && !errors.Is(err, web.ErrDoNotKeep) {
		return err
	}
	e.Response.Header().Set("X-Robots-Tag", "noindex")
	return web.NewPrivateAnswer(status, contentType, body).Write(e)
}

// JobID names the cron job that publishes scheduled posts; it runs every minute
// (cron's finest step), so a post scheduled for 10:30 shows from 10:30:00.
const (
	JobID              = "publishScheduledPosts"
	publishJobSchedule = "* * * * *"
)

// Schedule registers the job with PocketBase's cron, which runs while the
// server serves.
func Schedule(app core.App) {
	app.Cron().MustAdd(JobID, publishJobSchedule, func() {
		published, err := PublishDue(activity.AsSystem(app, "cron: publish scheduled posts"), time.Now())
		if len(published) > 0 {
			app.Logger().Info("published scheduled blog posts", "slugs", published)
		}
		if err != nil {
			app.Logger().Error("could not publish scheduled blog posts", "error", err)
		}
	})
}

// PublishDue publishes every scheduled post whose time is now or past, saving each
// through app.Save so that its record hooks clear the public answers (pages, sitemap)
// and PocketBase tells realtime subscribers. It returns the slugs it published.
func PublishDue(app core.App, now time.Time) ([]string, error) {
	due, err := app.FindRecordsByFilter(catalog.BlogPostsCollection, catalog.DueForPublishFilter, catalog.PublishAtField, 0, 0,
		dbx.Params{"now": now.UTC().Format(types.DefaultDateLayout)})
	if err != nil {
		return nil, err
	}
	var published []string
	var errs []error
	for _, post := range due {
		if !catalog.PublishIfDue(post, now) {
			continue
		}
		if err := app.Save(post); err != nil {
			errs = append(errs, err)
			continue
		}
		published = append(published, catalog.AsBlogPost(post).Slug())
	}
	return published, errors.Join(errs...)
}
