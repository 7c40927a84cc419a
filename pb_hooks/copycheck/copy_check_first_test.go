package copycheck_test

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

// bigPost is the text that took a staff save a minute (issue 35): 200 KB of near misses
// of the prefix term "organic*".
var bigPost = strings.Repeat("xorganic", 25000)

// holdCopyCheck makes the copy check of app hold when its matcher starts reading text,
// until release is closed; reading is closed when it gets there.
func holdCopyCheck(t *testing.T, f *hookstest.CopyFlow, text string) (reading, release chan struct{}) {
	t.Helper()
	reading, release = make(chan struct{}), make(chan struct{})
	var once sync.Once
	c := copycheck.CheckerOf(f.App)
	c.WhenMatching(func(read string) {
		if read == text {
			once.Do(func() { close(reading) })
			<-release
		}
	})
	return reading, release
}

// sendAsync makes a call in the background; its status arrives on the channel.
func sendAsync(f *hookstest.CopyFlow, who map[string]string, method, url string, body any) chan int {
	status := make(chan int, 1)
	go func() {
		res := hookstest.Send(f.T, f.Server, method, url, hookstest.JSONBody(body), who)
		status <- res.StatusCode
	}()
	return status
}

// The copy check reads a staff save's texts before the save's transaction, never inside
// it: while it reads a published 200 KB post (held there), a visitor's contact message is
// stored; the post is saved once the check goes on. Inside the transaction, the message
// waited for the whole check (a minute in issue 35).
func TestTheCopyCheckReadsBeforeTheSavesTransaction(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	reading, release := holdCopyCheck(t, f, bigPost)
	released := sync.OnceFunc(func() { close(release) })
	defer released()
	saved := sendAsync(f, f.Editor, http.MethodPost, "/api/admin/blog", map[string]any{"title": "Near misses", "content": bigPost, "status": catalog.StatusPublished})
	select {
	case <-reading:
	case status := <-saved:
		t.Fatalf("the post was saved (%d) without the check reading it", status)
	}

	message := map[string]any{"name": "Jo Buyer", "email": "jo@dispensary.example.com", "message": "We would like to carry your flower."}
	stored := sendAsync(f, nil, http.MethodPost, "/api/contact", message)
	select {
	case status := <-stored:
		hookstest.MustEqual(t, "the contact message's status", status, http.StatusCreated)
	case <-time.After(30 * time.Second):
		released()
		<-stored
		t.Fatal("a contact message waited for the copy check of a staff save: the check held the save's transaction")
	}
	hookstest.MustEqual(t, "messages stored while the check read", hookstest.CountRecords(t, f.App, catalog.ContactMessagesCollection, ""), 1)
	released()
	hookstest.MustEqual(t, "the post's status", <-saved, http.StatusCreated)
	hookstest.MustEqual(t, "the post is saved", hookstest.CountRecords(t, f.App, catalog.BlogPostsCollection, "title = 'Near misses'"), 1)
}

// A draft is not public: its save does not read its copy at all, and a 200 KB one saves
// at once. Published, the same text is read once, before the transaction, and the
// record hook in the transaction reads nothing again.
func TestADraftIsNotReadAndAPublishedTextIsReadOnce(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	var mu sync.Mutex
	reads := map[string]int{}
	c := copycheck.CheckerOf(f.App)
	c.WhenMatching(func(text string) {
		mu.Lock()
		defer mu.Unlock()
		reads[text]++
	})
	timesRead := func() int {
		mu.Lock()
		defer mu.Unlock()
		return reads[bigPost]
	}

	created := f.Send(f.Editor, http.MethodPost, "/api/admin/blog", map[string]any{"title": "Draft of near misses", "content": bigPost, "status": catalog.StatusDraft}, http.StatusCreated)
	hookstest.MustEqual(t, "reads of a draft", timesRead(), 0)
	f.Send(f.Editor, http.MethodPatch, "/api/admin/blog/"+between(created, `"id":"`, `"`), map[string]any{"status": catalog.StatusPublished}, http.StatusOK)
	hookstest.MustEqual(t, "reads of the text published", timesRead(), 1)
}

// The 200 KB saves of issue 35 (66 s; a contact message sent meanwhile took 64 s) finish
// within a deadline a working server meets many times over; make perf times them
// (TestPerfA200KBPostSavesInUnderASecond).
func TestA200KBPostSavesWithinADeadline(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	for i, status := range []string{catalog.StatusDraft, catalog.StatusPublished} {
		saved := sendAsync(f, f.Editor, http.MethodPost, "/api/admin/blog", map[string]any{"title": fmt.Sprint("Near misses ", i), "content": bigPost, "status": status})
		select {
		case got := <-saved:
			hookstest.MustEqual(t, status+" post's status", got, http.StatusCreated)
		case <-time.After(30 * time.Second):
			t.Fatalf("a %s post of 200 KB still saving after 30 s", status)
		}
	}
}

// The check lists at most catalog.MaxCopyFindings findings of a record (a review of them
// all fits the record): more is refused with the check's message when the check reads
// the text, and a draft saves.
func TestTheCopyCheckReadsAtMostItsBounds(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	product := hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "headhunter")
	// Many findings: one per different sentence.
	var many strings.Builder
	for i := range catalog.MaxCopyFindings + 1 {
		fmt.Fprintf(&many, "Pot %d.\n", i)
	}
	refused := f.Send(f.Owner, http.MethodPatch, "/api/admin/products/"+product.Id, map[string]any{"description": many.String(), "reviewedWithCounsel": true}, http.StatusBadRequest)
	if !strings.Contains(refused, catalog.MsgCopyTooManyFindings) {
		t.Errorf("more findings than a review holds: %s", refused)
	}
	f.Send(f.Owner, http.MethodPatch, "/api/admin/products/"+product.Id, map[string]any{"description": many.String(), "status": catalog.StatusDraft}, http.StatusOK)
}
