package catalog

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// fakeRecord holds a record's values as PocketBase's record would give them.
type fakeRecord map[string]any

func (f fakeRecord) GetString(field string) string {
	if s, ok := f[field].(string); ok {
		return s
	}
	return ""
}
func (f fakeRecord) GetFloat(field string) float64 { v, _ := f[field].(float64); return v }
func (f fakeRecord) GetInt(field string) int       { v, _ := f[field].(float64); return int(v) }
func (f fakeRecord) GetBool(field string) bool     { v, _ := f[field].(bool); return v }
func (f fakeRecord) GetStringSlice(field string) []string {
	v, _ := f[field].([]string)
	return v
}
func (f fakeRecord) UnmarshalJSONField(field string, result any) error {
	raw, _ := json.Marshal(f[field])
	return json.Unmarshal(raw, result)
}

func TestAnswerReadsEachFieldByItsKind(t *testing.T) {
	rec := fakeRecord{
		"id": "p1", "name": "Headhunter", "price": 45.5, "metaTitle": "Headhunter flower",
		"metaDescription": "", "thc": 21.3, "cbd": nil, "images": []string{"/uploads/a.jpg"},
		"effects": nil, "inStock": true, "status": "published", "createdAt": "2024-05-01 10:20:30.400Z",
	}
	got := Answer[Product](&ProductSchema, rec)
	if got.ID != "p1" || got.Name != "Headhunter" || got.Price != "45.50" || !got.InStock || got.Status != "published" {
		t.Errorf("plain fields: %+v", got)
	}
	if got.MetaTitle == nil || *got.MetaTitle != "Headhunter flower" || got.MetaDescription != nil || got.StrainTestURL != nil {
		t.Errorf("a nullable text answers null when empty: %v %v %v", got.MetaTitle, got.MetaDescription, got.StrainTestURL)
	}
	if got.THC == nil || *got.THC != 21.3 || got.CBD != nil {
		t.Errorf("percentages: thc %v cbd %v", got.THC, got.CBD)
	}
	if !reflect.DeepEqual(got.Images, []string{"/uploads/a.jpg"}) || got.Effects == nil || len(got.Effects) != 0 {
		t.Errorf("lists: images %v effects %#v", got.Images, got.Effects)
	}
	if got.CreatedAt != "2024-05-01T10:20:30.400Z" || got.UpdatedAt != "" {
		t.Errorf("times: %q %q", got.CreatedAt, got.UpdatedAt)
	}
}

// Every field of a collection's answer comes from its schema (or is a record's id and
// times), so a field added to the answer but not to the schema is caught here.
func TestAnswersAreCoveredByTheirSchemas(t *testing.T) {
	cases := []struct {
		schema *Schema
		answer reflect.Type
		filled func() any // a record with every schema field set
		others []string   // fields the caller fills
	}{
		{&ProductSchema, reflect.TypeFor[Product](), func() any { return Answer[Product](&ProductSchema, fullRecord(&ProductSchema)) }, nil},
		{&VariantSchema, reflect.TypeFor[Variant](), func() any { return Answer[Variant](&VariantSchema, fullRecord(&VariantSchema)) }, nil},
		{&BlogPostSchema, reflect.TypeFor[BlogPost](), func() any { return Answer[BlogPost](&BlogPostSchema, fullRecord(&BlogPostSchema)) }, nil},
		{&LocationSchema, reflect.TypeFor[Location](), func() any { return Answer[Location](&LocationSchema, fullRecord(&LocationSchema)) }, nil},
		{&HeroVideoSchema, reflect.TypeFor[HeroVideo](), func() any { return Answer[HeroVideo](&HeroVideoSchema, fullRecord(&HeroVideoSchema)) },
			[]string{"videoPath", "videoType", "posterPath"}},
		{&ReviewSchema, reflect.TypeFor[ManagedReview](), func() any { return Answer[ManagedReview](&ReviewSchema, fullRecord(&ReviewSchema)) }, nil},
		{&ReviewSchema, reflect.TypeFor[Review](), func() any { return Answer[Review](&ReviewSchema, fullRecord(&ReviewSchema)) }, nil},
		{&SiteSettingsSchema, reflect.TypeFor[Site](), func() any { return Answer[Site](&SiteSettingsSchema, fullRecord(&SiteSettingsSchema)) }, []string{"rotatingWarning", "year"}},
		{&SiteSettingsSchema, reflect.TypeFor[SiteSettings](), func() any {
			return Answer[SiteSettings](&SiteSettingsSchema, fullRecord(&SiteSettingsSchema))
		}, []string{"rotatingWarning", "year"}},
		{&SiteSettingsSchema, reflect.TypeFor[ComplianceSettings](), func() any {
			return Answer[ComplianceSettings](&SiteSettingsSchema, fullRecord(&SiteSettingsSchema))
		}, []string{"copyTerms", "warningOfTheDay"}},
		{&PrivateSettingsSchema, reflect.TypeFor[NotificationSettings](), func() any {
			return Answer[NotificationSettings](&PrivateSettingsSchema, fullRecord(&PrivateSettingsSchema))
		}, nil},
		{&PrivateSettingsSchema, reflect.TypeFor[PrivateSettings](), func() any {
			return Answer[PrivateSettings](&PrivateSettingsSchema, fullRecord(&PrivateSettingsSchema))
		}, nil},
		{&ContactMessageSchema, reflect.TypeFor[ContactMessage](), func() any {
			return Answer[ContactMessage](&ContactMessageSchema, fullRecord(&ContactMessageSchema))
		}, []string{"emails"}},
		{&OrderSchema, reflect.TypeFor[Order](), func() any { return Answer[Order](&OrderSchema, fullRecord(&OrderSchema)) }, []string{"emails"}},
		{&StaffSchema, reflect.TypeFor[Staff](), func() any { return Answer[Staff](&StaffSchema, fullRecord(&StaffSchema)) }, []string{"lockedUntil", "codeLocked", "twoFactor", "twoFactorRequired"}},
	}
	for _, c := range cases {
		v := reflect.ValueOf(c.filled())
		for _, field := range reflect.VisibleFields(c.answer) {
			if field.Anonymous {
				continue
			}
			name, _, _ := strings.Cut(field.Tag.Get("json"), ",")
			filled := !v.FieldByIndex(field.Index).IsZero()
			if expected := !contains(c.others, name); filled != expected {
				t.Errorf("%s.%s filled from the schema: %v, want %v", c.answer.Name(), name, filled, expected)
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// fullRecord sets every field of s (and the system ones) to a value that is not zero.
func fullRecord(s *Schema) fakeRecord {
	rec := fakeRecord{"id": "x", "createdAt": "2024-01-01 00:00:00.000Z", "updatedAt": "2024-01-01 00:00:00.000Z"}
	for _, f := range s.Fields {
		switch f.Kind {
		case BoolKind:
			rec[f.Name] = true
		case NumberKind, PriceKind, WholeKind:
			rec[f.Name] = 3.0
		case TextListKind, RelationListKind:
			rec[f.Name] = []string{"a"}
		case DateTimeKind:
			rec[f.Name] = "2024-01-01 00:00:00.000Z"
		case JSONKind:
			rec[f.Name] = []map[string]any{{}}
			if f.Name == CopyTermsField || f.Name == CopyReviewField { // objects, not lists
				rec[f.Name] = map[string]any{"colloquial": []string{"a"}, "findings": []any{}}
			}
			if f.Name == PrivateSettingsFieldExciseRates {
				rec[f.Name] = map[string]any{"Flower": 0.5}
			}
		default:
			rec[f.Name] = "a"
		}
	}
	return rec
}

func TestAnswerRefusesAFieldWhoseTypeDoesNotFitItsKind(t *testing.T) {
	type wrong struct {
		StrainTestURL string `json:"strainTestUrl"` // nullable: must be *string
	}
	defer func() {
		if recover() == nil {
			t.Error("a nullable field answered as a plain string was accepted")
		}
	}()
	Answer[wrong](&ProductSchema, fakeRecord{})
}

func TestCreateDefaultsComeFromTheSchema(t *testing.T) {
	want := map[string]any{"category": "Flower", "inStock": true, "featured": false, "status": StatusPublished}
	if got := ProductSchema.CreateDefaults(); !reflect.DeepEqual(got, want) {
		t.Errorf("product create defaults %v, want %v", got, want)
	}
}
