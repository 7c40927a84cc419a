package copycheck_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/revisions"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

// A restore is a save by the person who makes it (issue 35): a member's restore of the
// revision the owner reviewed with counsel does not bring the withdrawn review back, and
// is refused as the member's save of the same text is; only the owner may restore it
// with a review. A review is kept as it is now whichever revision is restored.
func TestARestoreDoesNotBringBackAWithdrawnReview(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	product := hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "headhunter")
	url := "/api/admin/products/" + product.Id
	organic, living := "Grown in organic soil on the upper field.", "Grown in living soil on the upper field."
	reviewed := f.Send(f.Owner, http.MethodPatch, url, map[string]any{"description": organic, "reviewedWithCounsel": true}, http.StatusOK)
	if !strings.Contains(reviewed, `"context":"grown in organic soil on the upper field"`) {
		t.Fatalf("the owner's review: %s", reviewed)
	}
	// The owner's new text, reviewed, has no findings: the review is withdrawn.
	if withdrawn := f.Send(f.Owner, http.MethodPatch, url, map[string]any{"description": living, "reviewedWithCounsel": true}, http.StatusOK); !strings.Contains(withdrawn, `"copyReview":null`) {
		t.Fatalf("the review was not withdrawn: %s", withdrawn)
	}
	saved := f.Send(f.Editor, http.MethodPatch, url, map[string]any{"description": organic}, http.StatusBadRequest)

	rev := f.RevisionWith(f.Editor, "products", product.Id, "description", organic)
	restore := url + "/revisions/" + rev.ID + "/restore"
	refused := f.Send(f.Editor, http.MethodPost, restore, map[string]any{}, http.StatusBadRequest)
	if !strings.Contains(refused, catalog.CopyNeedsReview) || between(refused, `"message":"`, `"`) != between(saved, `"message":"`, `"`) {
		t.Errorf("the member's restore is not refused as the member's save is:\nrestore %s\nsave    %s", refused, saved)
	}
	now := hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "headhunter")
	if now.GetString("description") != living || catalog.CopyReviewOf(now) != nil {
		t.Fatalf("the refused restore changed the product: %q, review %+v", now.GetString("description"), catalog.CopyReviewOf(now))
	}
	f.Send(f.Editor, http.MethodPost, restore, map[string]any{"reviewedWithCounsel": true}, http.StatusForbidden)

	f.Send(f.Owner, http.MethodPost, restore, map[string]any{"reviewedWithCounsel": true}, http.StatusOK)
	now = hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "headhunter")
	if review := catalog.CopyReviewOf(now); now.GetString("description") != organic || review == nil || review.By != hookstest.StaffUsername {
		t.Errorf("the owner's restore with a review: %q, review %+v", now.GetString("description"), review)
	}
	entry := hookstest.LastEntry(t, f.App)
	hookstest.MustEqual(t, "the log's action", entry.Action, catalog.ActionRestore)
	hookstest.MustEqual(t, "with the review", entry.Details[copycheck.ReviewedWithCounselField], any(true))

	// Restoring the text without findings keeps the review as it is now.
	back := f.RevisionWith(f.Editor, "products", product.Id, "description", living)
	f.Send(f.Editor, http.MethodPost, url+"/revisions/"+back.ID+"/restore", map[string]any{}, http.StatusOK)
	now = hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "headhunter")
	if review := catalog.CopyReviewOf(now); now.GetString("description") != living || review == nil || review.Findings[0].Context != "grown in organic soil on the upper field" {
		t.Errorf("the restore did not keep the review as it is: %q, review %+v", now.GetString("description"), review)
	}
}

// Recently deleted restores the same way: a post the owner reviewed, then deleted, comes
// back without the review, so a member's restore of it published is refused.
func TestARestoreOfADeletedRecordDoesNotBringBackItsReview(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	post := map[string]any{"title": "Compost notes", "content": "Our organic compost, turned weekly.", "status": catalog.StatusPublished, "reviewedWithCounsel": true}
	id := between(f.Send(f.Owner, http.MethodPost, "/api/admin/blog", post, http.StatusCreated), `"id":"`, `"`)
	f.Send(f.Owner, http.MethodDelete, "/api/admin/blog/"+id, nil, http.StatusOK)
	var deleted []catalog.DeletedRecord
	if err := json.Unmarshal([]byte(f.Send(f.Editor, http.MethodGet, "/api/admin/deleted?resource=blog", nil, http.StatusOK)), &deleted); err != nil || len(deleted) == 0 || deleted[0].ID != id {
		t.Fatalf("recently deleted: %+v %v", deleted, err)
	}
	restore := "/api/admin/deleted/" + deleted[0].Revision + "/restore"
	if refused := f.Send(f.Editor, http.MethodPost, restore, map[string]any{}, http.StatusBadRequest); !strings.Contains(refused, catalog.CopyNeedsReview) {
		t.Errorf("the member's restore: %s", refused)
	}
	hookstest.MustEqual(t, "posts restored by the refused restore", hookstest.CountRecords(t, f.App, catalog.BlogPostsCollection, "id = {:id}", map[string]any{"id": id}), 0)
	f.Send(f.Owner, http.MethodPost, restore, map[string]any{"reviewedWithCounsel": true}, http.StatusCreated)
}

// A restore brings back what a staff save sets and nothing else: the owner's review, the
// copy check's terms, the two-factor policy, the retention and the trusted proxies keep
// their values.
func TestWhatARestoreBringsBack(t *testing.T) {
	for _, c := range []struct {
		collection, field string
		restored          bool
	}{
		{catalog.ProductsCollection, "description", true},
		{catalog.ProductsCollection, catalog.StatusField, true},
		{catalog.ProductsCollection, catalog.CopyReviewField, false},
		{catalog.VariantsCollection, "name", true},
		{catalog.VariantsCollection, catalog.CopyReviewField, false},
		{catalog.BlogPostsCollection, catalog.CopyReviewField, false},
		{catalog.LocationsCollection, catalog.CopyReviewField, false},
		{catalog.SiteSettingsCollection, "tagline", true},
		{catalog.SiteSettingsCollection, catalog.CopyReviewField, false},
		{catalog.PrivateSettingsCollection, "notifyEmails", true},
		{catalog.PrivateSettingsCollection, catalog.CopyTermsField, false},
		{catalog.PrivateSettingsCollection, "twoFactorRequired", false},
		{catalog.PrivateSettingsCollection, "activityRetentionDays", false},
		{catalog.PrivateSettingsCollection, "trustedProxies", false},
	} {
		if got := revisions.Restorable(c.collection, c.field); got != c.restored {
			t.Errorf("%s.%s restored: %v, want %v", c.collection, c.field, got, c.restored)
		}
	}
}

// The owner's reviews with counsel (their findings, the owner's username and id) are
// staff's: visitors read none through PocketBase's collection API or realtime, nor
// filter by them; staff still read them.
func TestReviewsWithCounselAreNotPublic(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	product := hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "headhunter")
	hookstest.AddHeroVideo(t, f.App, 1, "Morning rows", true)
	subscriber := hookstest.VisitorClient(f.App, "products/*")
	staffAnswer := f.Send(f.Owner, http.MethodPatch, "/api/admin/products/"+product.Id, map[string]any{"description": "Grown in organic soil.", "reviewedWithCounsel": true}, http.StatusOK)
	owner := hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "headhunter")
	if review := catalog.CopyReviewOf(owner); review == nil || !strings.Contains(staffAnswer, `"byId":"`+review.ByID+`"`) {
		t.Fatalf("staff do not read the review: %s", staffAnswer)
	}
	ownerID := catalog.CopyReviewOf(owner).ByID

	for _, collection := range []string{catalog.ProductsCollection, catalog.VariantsCollection, catalog.BlogPostsCollection, catalog.LocationsCollection, catalog.HeroVideosCollection, catalog.SiteSettingsCollection} {
		body := f.Send(nil, http.MethodGet, "/api/collections/"+collection+"/records?perPage=200", nil, http.StatusOK)
		if !strings.Contains(body, `"items":[{`) {
			t.Errorf("%s: no records to read: %s", collection, body)
		}
		if strings.Contains(body, catalog.CopyReviewField) || strings.Contains(body, ownerID) {
			t.Errorf("%s: a visitor reads the reviews with counsel", collection)
		}
	}
	one := f.Send(nil, http.MethodGet, "/api/collections/products/records/"+product.Id, nil, http.StatusOK)
	if strings.Contains(one, catalog.CopyReviewField) {
		t.Errorf("a visitor reads the product's review: %s", one)
	}
	filtered := hookstest.Send(t, f.Server, http.MethodGet, "/api/collections/products/records?filter="+strings.ReplaceAll("copyReview.by='staff'", " ", "%20"), nil, nil)
	if body := hookstest.ReadAll(t, filtered); filtered.StatusCode == http.StatusOK && strings.Contains(body, product.Id) {
		t.Errorf("a visitor's filter on the reviews found the product: %s", body)
	}

	select {
	case m := <-subscriber.Channel():
		if strings.Contains(string(m.Data), catalog.CopyReviewField) || strings.Contains(string(m.Data), ownerID) {
			t.Errorf("a visitor's realtime message carries the review: %s", m.Data)
		}
		if !strings.Contains(string(m.Data), "Grown in organic soil.") {
			t.Errorf("the realtime message is not the save's: %s", m.Data)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no realtime message for the save")
	}
}
