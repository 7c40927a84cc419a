package copycheck_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
)

// defaultCopyTerms are the copy check's terms as the migrations set them.
func defaultCopyTerms(t testing.TB, app core.App) catalog.CopyTerms {
	t.Helper()
	rec, err := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	return catalog.Answer[catalog.PrivateSettings](&catalog.PrivateSettingsSchema, rec).CopyTerms
}

// The demo content passes the copy check: no public text of any collection it reads
// holds a default term.
func TestTheDemoContentPassesTheCopyCheck(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	matcher := catalog.NewCopyMatcher(defaultCopyTerms(t, app))
	checked := 0
	for collection, schema := range catalog.CopySchemas() {
		records, err := app.FindAllRecords(collection)
		if err != nil {
			t.Fatal(err)
		}
		for _, rec := range records {
			checked++
			findings, problems := schema.FindCopy(rec, matcher)
			if problems.Any() {
				t.Errorf("%s %s: %s", collection, rec.Id, problems.Error())
			}
			for _, f := range findings {
				t.Errorf("%s %s: %q in %s (%s)", collection, rec.Id, f.Text, f.Field, f.Rule)
			}
		}
	}
	if checked < 30 {
		t.Errorf("only %d records checked", checked)
	}
	tincture := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "harvest-moon-tincture")
	if strings.Contains(tincture.GetString("description"), "organic") {
		t.Error("the demo tincture still sells organic MCT oil")
	}
}

// Every rule's default terms are found, in any case, as whole words only.
func TestEachRuleFindsItsDefaultTerms(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	terms := defaultCopyTerms(t, app)
	matcher := catalog.NewCopyMatcher(terms)
	for _, rule := range catalog.CopyRules {
		if len(terms[rule.ID]) == 0 {
			t.Errorf("%s has no default terms", rule.ID)
		}
		for _, term := range terms[rule.ID] {
			word := strings.TrimSuffix(term, "*")
			for _, text := range []string{"Now: " + word + ".", strings.ToUpper(word) + " here"} {
				found := matcher.Find(text)
				if len(found) == 0 || !ruleFound(found, rule.ID) {
					t.Errorf("%s: %q is not found in %q", rule.ID, term, text)
				}
			}
		}
	}
	for _, innocent := range []string{"A potato from the spot by the teapot.", "Secure, impotent, inorganic, Toyota, kidney, teenage, teeny toyshop."} {
		if found := matcher.Find(innocent); len(found) > 0 {
			t.Errorf("%q: found %+v", innocent, found)
		}
	}
}

func ruleFound(found []catalog.CopyMatch, rule string) bool {
	for _, f := range found {
		if f.Rule == rule {
			return true
		}
	}
	return false
}

// Publishing a product whose copy has findings needs the owner's review with counsel:
// an editor's save is refused with each finding's rule (a draft is not), the editor may
// not give the review, the owner's is kept with the record and named in the activity log,
// and a changed sentence needs a new one. Words that merely contain a term pass.
func TestPublishingCopyWithFindingsNeedsTheOwnersReview(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	product := hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "headhunter")
	url := "/api/admin/products/" + product.Id
	flagged := "Potent WEED for pain. Hand-trimmed."

	refused := f.Send(f.Editor, http.MethodPatch, url, map[string]any{"description": flagged}, http.StatusBadRequest)
	for _, want := range []string{catalog.CopyNeedsReview, "Colloquial term for cannabis", "9 NYCRR 129.3(a)(5)", "Promotes potency", "Health or therapeutic claim"} {
		if !strings.Contains(refused, want) {
			t.Errorf("the refusal does not say %q: %s", want, refused)
		}
	}
	if hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "headhunter").GetString("description") == flagged {
		t.Fatal("the refused text was saved")
	}
	f.Send(f.Editor, http.MethodPatch, url, map[string]any{"description": flagged, "status": catalog.StatusDraft}, http.StatusOK)
	f.Send(f.Editor, http.MethodPatch, url, map[string]any{"status": catalog.StatusPublished}, http.StatusBadRequest)
	if !strings.Contains(f.Send(f.Editor, http.MethodPatch, url, map[string]any{"reviewedWithCounsel": true}, http.StatusForbidden), catalog.MsgCopyReviewOwnerOnly) {
		t.Error("the editor's review is not refused with its message")
	}

	reviewed := f.Send(f.Owner, http.MethodPatch, url, map[string]any{"reviewedWithCounsel": true}, http.StatusOK)
	if !strings.Contains(reviewed, `"copyReview":{"findings":[{"field":"description","rule":"potency","term":"potent","context":"potent weed for pain"}`) || !strings.Contains(reviewed, `"by":"staff"`) {
		t.Errorf("the review is not kept with the product: %s", reviewed)
	}
	entry := hookstest.LastEntry(t, f.App)
	if entry.Action != catalog.ActionCopyReviewed || entry.ActorName != hookstest.StaffUsername || entry.RecordID != product.Id {
		t.Errorf("the log's entry: %+v", entry)
	}
	if _, ok := entry.Changes[catalog.CopyReviewField]; !ok {
		t.Errorf("the log does not show the review: %+v", entry.Changes)
	}

	f.Send(f.Editor, http.MethodPatch, url, map[string]any{"status": catalog.StatusPublished}, http.StatusOK)
	// Another sentence changes: the review still covers the findings.
	f.Send(f.Editor, http.MethodPatch, url, map[string]any{"description": "Potent WEED for pain. Hand-trimmed in October."}, http.StatusOK)
	// The words around a finding change: it is a new one.
	again := f.Send(f.Editor, http.MethodPatch, url, map[string]any{"description": "Potent WEED for back pain. Hand-trimmed in October."}, http.StatusBadRequest)
	if !strings.Contains(again, "Health or therapeutic claim") {
		t.Errorf("a changed sentence kept its review: %s", again)
	}
	f.Send(f.Editor, http.MethodPatch, url, map[string]any{"description": "A potato-shaped spot of spotless flower."}, http.StatusOK)
}

// A variant's name is public with its product: a flagged name is refused while the
// product is published, and a draft product with one cannot be published until the owner
// reviews the product, which reviews its variants too.
func TestAVariantsNameIsCheckedWithItsProduct(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	product := hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "grape-gas")
	variants := "/api/admin/products/" + product.Id + "/variants"
	variant := map[string]any{"name": "Stoner Pack", "weight": "7g", "price": 50}
	f.Send(f.Editor, http.MethodPost, variants, variant, http.StatusBadRequest)
	f.Send(f.Editor, http.MethodPatch, "/api/admin/products/"+product.Id, map[string]any{"status": catalog.StatusDraft}, http.StatusOK)
	f.Send(f.Editor, http.MethodPost, variants, variant, http.StatusCreated)
	refused := f.Send(f.Editor, http.MethodPatch, "/api/admin/products/"+product.Id, map[string]any{"status": catalog.StatusPublished}, http.StatusBadRequest)
	if !strings.Contains(refused, "Stoner") || !strings.Contains(refused, "variant") {
		t.Errorf("publishing with a flagged variant: %s", refused)
	}
	f.Send(f.Owner, http.MethodPatch, "/api/admin/products/"+product.Id, map[string]any{"status": catalog.StatusPublished, "reviewedWithCounsel": true}, http.StatusOK)
	if !strings.Contains(f.Send(f.Editor, http.MethodGet, variants, nil, http.StatusOK), `"context":"stoner pack"`) {
		t.Error("the product's review did not review its variant")
	}
	// With the review, the editor may rename another variant plainly.
	f.Send(f.Editor, http.MethodPost, variants, map[string]any{"name": "Big Jar", "weight": "14g", "price": 90}, http.StatusCreated)
}

// A post is public once scheduled (the server publishes it unattended), a hero video once
// active, a location and the site settings always; every write path is checked, the
// record hooks' own saves included.
func TestWhatPublishingMeansForEachCollection(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	post := map[string]any{"title": "Harvest notes", "content": "Our organic compost.", "status": catalog.StatusDraft}
	created := f.Send(f.Editor, http.MethodPost, "/api/admin/blog", post, http.StatusCreated)
	id := between(created, `"id":"`, `"`)
	f.Send(f.Editor, http.MethodPatch, "/api/admin/blog/"+id, map[string]any{"status": catalog.StatusScheduled, "publishAt": "2030-01-01T10:00:00Z"}, http.StatusBadRequest)
	f.Send(f.Owner, http.MethodPatch, "/api/admin/blog/"+id, map[string]any{"status": catalog.StatusScheduled, "publishAt": "2030-01-01T10:00:00Z", "reviewedWithCounsel": true}, http.StatusOK)

	location := hookstest.FindLocation(t, f.App)
	f.Send(f.Editor, http.MethodPatch, "/api/admin/locations/"+location.Id, map[string]any{"description": "Kid-friendly shop."}, http.StatusBadRequest)
	f.Send(f.Owner, http.MethodPatch, "/api/admin/locations/"+location.Id, map[string]any{"description": "Kid-friendly shop.", "reviewedWithCounsel": true}, http.StatusOK)

	hero := hookstest.AddHeroVideo(t, f.App, 1, "Morning rows", true)
	f.Send(f.Editor, http.MethodPatch, "/api/admin/hero-videos/"+hero.Id, map[string]any{"title": "Coupon day"}, http.StatusBadRequest)
	f.Send(f.Editor, http.MethodPatch, "/api/admin/hero-videos/"+hero.Id, map[string]any{"title": "Coupon day", "active": false}, http.StatusOK)

	// Past the staff API: a save through the app itself is checked all the same.
	product := hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "mimosa")
	product.Set("name", "Mimosa Ganja")
	if err := f.App.Save(product); err == nil || !strings.Contains(err.Error(), "Colloquial") {
		t.Errorf("a save past the staff API: %v", err)
	}
}

func between(s, start, end string) string {
	_, rest, _ := strings.Cut(s, start)
	v, _, _ := strings.Cut(rest, end)
	return v
}

// The Compliance screen: every staff member reads the licensee, the warnings and the
// terms; the owner alone changes them; the tagline is checked like any public text, and
// a new term the tagline holds is refused until the owner reviews it.
func TestTheComplianceSettings(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	read := f.Send(f.Editor, http.MethodGet, "/api/admin/compliance", nil, http.StatusOK)
	for _, want := range []string{`"legalName":"Hudson Valley Sun Farm LLC"`, `"licenseNumbers":["OCM-CULT-DEMO-0001","OCM-PROC-DEMO-0002"]`, `"colloquial":["weed","pot"`, `"warningOfTheDay":"`} {
		if !strings.Contains(read, want) {
			t.Errorf("the compliance settings lack %s: %s", want, read)
		}
	}
	f.Send(f.Editor, http.MethodPatch, "/api/admin/compliance", map[string]any{"legalName": "Another LLC"}, http.StatusForbidden)
	bad := f.Send(f.Owner, http.MethodPatch, "/api/admin/compliance", map[string]any{"licenseNumbers": []string{"12345"}}, http.StatusBadRequest)
	if !strings.Contains(bad, "OCM license numbers") {
		t.Errorf("a bad license number: %s", bad)
	}
	saved := f.Send(f.Owner, http.MethodPatch, "/api/admin/compliance", map[string]any{"legalName": "Sun Farm Holdings LLC", "licenseNumbers": []string{"ocm-aucc-22-000045"}}, http.StatusOK)
	if !strings.Contains(saved, `"legalName":"Sun Farm Holdings LLC"`) || !strings.Contains(saved, `"OCM-AUCC-22-000045"`) {
		t.Errorf("saved: %s", saved)
	}
	f.Send(f.Owner, http.MethodPatch, "/api/admin/compliance", map[string]any{"tagline": "Chronic from the valley"}, http.StatusBadRequest)

	terms := defaultCopyTerms(t, f.App)
	terms["colloquial"] = append(terms["colloquial"], "hudson valley")
	refused := f.Send(f.Owner, http.MethodPatch, "/api/admin/compliance", map[string]any{"copyTerms": terms}, http.StatusBadRequest)
	if !strings.Contains(refused, "Hudson Valley") || strings.Contains(f.Send(f.Editor, http.MethodGet, "/api/admin/compliance", nil, http.StatusOK), "hudson valley") {
		t.Errorf("a term the tagline holds was saved unreviewed: %s", refused)
	}
	accepted := f.Send(f.Owner, http.MethodPatch, "/api/admin/compliance", map[string]any{"copyTerms": terms, "reviewedWithCounsel": true}, http.StatusOK)
	if !strings.Contains(accepted, `"hudson valley"`) || !strings.Contains(accepted, `"context":"sun-grown cannabis from new york's hudson valley"`) {
		t.Errorf("the reviewed terms: %s", accepted)
	}
	f.Send(f.Owner, http.MethodPatch, "/api/admin/compliance", map[string]any{"copyTerms": map[string]any{"nonsense": []string{"x"}}}, http.StatusBadRequest)
}
