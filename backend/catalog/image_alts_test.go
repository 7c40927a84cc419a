package catalog

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"
)

var fixedNow = time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)

// draftRecord is a new record the rules may change; as PocketBase's, it gives a JSON
// field's text as JSON.
type draftRecord struct{ fakeRecord }

func (d draftRecord) Set(field string, value any) { d.fakeRecord[field] = value }
func (d draftRecord) IsNew() bool                 { return true }
func (d draftRecord) GetString(field string) string {
	switch v := d.fakeRecord[field].(type) {
	case string:
		return v
	case nil:
		return ""
	default:
		raw, _ := json.Marshal(v)
		return string(raw)
	}
}

func TestImageAltsStayWithTheirImages(t *testing.T) {
	rec := draftRecord{fakeRecord{
		"name": "Headhunter", "category": "Flower", "price": 45.0,
		"images": []string{"uploads/jar.jpg", "/uploads/bud.jpg?rotate=90"},
		"imageAlts": map[string]string{
			"/uploads/jar.jpg":           "  A jar of Headhunter  ", // normalised with its image
			"/uploads/bud.jpg?rotate=90": "",                        // blank: the name describes it
			"/uploads/gone.jpg":          "An image no longer shown",
		},
	}}
	PrepareProduct(rec)
	want := map[string]string{"/uploads/jar.jpg": "A jar of Headhunter"}
	if got := rec.fakeRecord["imageAlts"]; !reflect.DeepEqual(got, want) {
		t.Errorf("imageAlts %v, want %v", got, want)
	}
	if problems := CheckProduct(rec); problems.Any() {
		t.Errorf("refused: %v", problems.Error())
	}
	answer := Answer[Product](&ProductSchema, rec)
	mustAlt := func(image, want string) {
		t.Helper()
		if got := ImageAlt(answer.ImageAlts, image, answer.Name); got != want {
			t.Errorf("alt of %s: %q, want %q", image, got, want)
		}
	}
	mustAlt("/uploads/jar.jpg", "A jar of Headhunter")
	mustAlt("/uploads/bud.jpg?rotate=90", "Headhunter")

	rec.fakeRecord["imageAlts"] = map[string]string{"/uploads/jar.jpg": strings.Repeat("é", MaxImageAlt+1)}
	PrepareProduct(rec)
	if got := CheckProduct(rec).Message("imageAlts"); got != ImageAltTooLong {
		t.Errorf("too long an alt text: %q", got)
	}
	rec.fakeRecord["imageAlts"] = []string{"not", "an object"}
	if got := CheckProduct(rec).Message("imageAlts"); got != imageAltsTypeMessage {
		t.Errorf("a list for imageAlts: %q", got)
	}
}

func TestAPostsImageAltGoesWithItsImage(t *testing.T) {
	rec := draftRecord{fakeRecord{"title": "Harvest", "content": "Text", "image": "/uploads/a.jpg",
		"imageAlts": map[string]string{"/uploads/a.jpg": "The barn", "/uploads/old.jpg": "Old"}}}
	PrepareBlogPost(rec, "Team", fixedNow)
	if got := rec.fakeRecord["imageAlts"]; !reflect.DeepEqual(got, map[string]string{"/uploads/a.jpg": "The barn"}) {
		t.Errorf("imageAlts %v", got)
	}
	rec.fakeRecord["image"] = ""
	PrepareBlogPost(rec, "Team", fixedNow)
	if got := rec.fakeRecord["imageAlts"]; !reflect.DeepEqual(got, map[string]string{}) {
		t.Errorf("a post without its image keeps its alt text: %v", got)
	}
}

func TestARecoveredImageKeepsItsAltText(t *testing.T) {
	rec := draftRecord{fakeRecord{"imageAlts": map[string]string{"/uploads/a.jpg": "A jar", "/uploads/b.jpg": "Buds"}}}
	MoveImageAlts(rec, map[string]string{"/uploads/a.jpg": "/uploads/a-recovered.jpg"})
	if got := rec.fakeRecord["imageAlts"]; !reflect.DeepEqual(got, map[string]string{"/uploads/a-recovered.jpg": "A jar", "/uploads/b.jpg": "Buds"}) {
		t.Errorf("imageAlts %v", got)
	}
}
