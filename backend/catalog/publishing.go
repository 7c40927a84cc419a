package catalog

import (
	"slices"
	"strings"
	"time"
	_ "time/tzdata" // the business's time zone, whatever the host has installed
)

// A product or blog post is a draft (staff only), published (everyone), or, for a blog
// post, scheduled: hidden until its publish time, when the server publishes it.
const (
	StatusDraft     = "draft"
	StatusScheduled = "scheduled"
	StatusPublished = "published"
)

// ProductStatuses and BlogPostStatuses are the states each may be in.
var (
	ProductStatuses  = []string{StatusDraft, StatusPublished}
	BlogPostStatuses = []string{StatusDraft, StatusScheduled, StatusPublished}
)

// The rule of what visitors see, in its three forms: as Go, as a PocketBase filter (the
// collections' API rules, which realtime applies too) and as its column and value for
// the site's own queries. A variant or review shows only with its product, a review
// only once staff approve it.
const (
	StatusField         = "status"
	VisibleFilter       = StatusField + " = '" + StatusPublished + "'"
	VisibleByProduct    = "productId." + VisibleFilter
	VisibleReviewFilter = "approved = true && " + VisibleByProduct
	VisibleStatus       = StatusPublished
	PublishAtField      = "publishAt"
	DueForPublishFilter = StatusField + " = '" + StatusScheduled + "' && " + PublishAtField + " <= {:now}"
)

// IsVisible tells whether visitors may see a record in status.
func IsVisible(status string) bool { return status == VisibleStatus }

// BusinessTimeZone is where the farm is: a scheduled post is dated the day it goes live
// there.
const BusinessTimeZone = "America/New_York"

var businessLocation = func() *time.Location {
	loc, err := time.LoadLocation(BusinessTimeZone)
	if err != nil {
		return time.UTC
	}
	return loc
}()

// storedDateTimeLayout is how PocketBase stores a date field.
const storedDateTimeLayout = "2006-01-02 15:04:05.000Z"

// PublishTime reads a record's publish time (zero when unset).
func PublishTime(r Record) time.Time {
	t, err := time.Parse(storedDateTimeLayout, r.GetString(PublishAtField))
	if err != nil {
		return time.Time{}
	}
	return t
}

// preparePublishing gives a new record without a status the published one (the spec's
// create calls send none, and their records show at once).
func preparePublishing(r Record) {
	r.Set(StatusField, strings.ToLower(strings.TrimSpace(r.GetString(StatusField))))
	if r.IsNew() && r.GetString(StatusField) == "" {
		r.Set(StatusField, StatusPublished)
	}
}

// PublishIfDue publishes a scheduled post whose time has come (now or earlier), and
// tells whether it did.
func PublishIfDue(r Record, now time.Time) bool {
	if r.GetString(StatusField) != StatusScheduled {
		return false
	}
	at := PublishTime(r)
	if at.IsZero() || at.After(now) {
		return false
	}
	r.Set(StatusField, StatusPublished)
	return true
}

// prepareSchedule dates a scheduled post by its publish time, and publishes it now when
// that time has already come.
func prepareSchedule(r Record, now time.Time) {
	if r.GetString(StatusField) != StatusScheduled {
		return
	}
	if at := PublishTime(r); !at.IsZero() {
		r.Set(BlogPostFieldPublishedAt, at.In(businessLocation).Format(PublishDateLayout))
	}
	PublishIfDue(r, now)
}

// StatusProblem is the message for a status not in allowed.
func StatusProblem(allowed []string) string {
	return "Status must be one of " + strings.Join(allowed, ", ")
}

func checkStatus(r Record, p *Problems, allowed []string) {
	if !slices.Contains(allowed, r.GetString(StatusField)) {
		p.Add(StatusField, StatusProblem(allowed))
	}
}

func checkSchedule(r Record, p *Problems, _ string) {
	if r.GetString(StatusField) == StatusScheduled && PublishTime(r).IsZero() {
		p.Add(PublishAtField, "Choose when to publish the post")
	}
}
