package hooks_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/blog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/locations"
	"github.com/hudsonvalley/farmsite/pb_hooks/products"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
)

// FuzzStaffBodies: any JSON body for any staff write either is refused with field
// messages or yields a record its rules accept.
func FuzzStaffBodies(f *testing.F) {
	for _, seed := range []string{
		`{"name":"Storm King","price":41.5,"images":["uploads/a.jpg"],"thc":null,"cbd":"0.5"}`,
		`{"name":"","price":-1,"images":[],"category":"Seeds","thc":101}`,
		`{"title":"Frost","content":"Cold.","publishedAt":"2024-02-30","image":"https://www.dropbox.com/s/x/a.jpg?dl=0"}`,
		`{"name":"Shop","address":"1 Main","city":"Kingston","state":"NY","zip":"12401","mapUrl":"","websiteUrl":"ftp://x"}`,
		`{"name":"Gram","weight":"1g","price":"9.99","sortOrder":1.5,"inStock":"true"}`,
		`{"price":1e308,"thc":"NaN","images":[null,1,{}]}`,
		`[]`, `null`, `{"name":{"$gt":""}}`,
	} {
		f.Add(seed)
	}
	app := hookstest.NewApp(f)
	defer app.Cleanup()
	resources := []struct {
		collection string
		fields     []web.BodyField
		defaults   map[string]any
	}{
		{"products", products.ProductBody, catalog.ProductSchema.CreateDefaults()},
		{"blog_posts", blog.PostBody, nil},
		{"locations", locations.LocationBody, nil},
		{"product_variants", products.VariantBody, products.VariantCreateDefaults},
	}
	existing := hookstest.FindBySlug(f, app, "products", "headhunter")
	f.Fuzz(func(t *testing.T, raw string) {
		body := web.JSONBody{}
		if err := json.Unmarshal([]byte(raw), &body); err != nil || body == nil {
			return // readJSONBody answers 400 before any field is read
		}
		for _, res := range resources {
			collection, _ := app.FindCachedCollectionByNameOrId(res.collection)
			rec := core.NewRecord(collection)
			if res.collection == "product_variants" {
				rec.Set("productId", existing.Id)
			}
			copyBody := web.JSONBody{}
			for k, v := range body {
				copyBody[k] = v
			}
			web.WithDefaults(copyBody, res.defaults)
			problems := web.ApplyBody(rec, copyBody, res.fields)
			if !problems.Any() {
				if err := app.Validate(rec); err != nil {
					var ordered rules.OrderedErrors
					if !errors.As(err, &ordered) {
						t.Fatalf("%s: body %s fails validation without the rules' messages: %v", res.collection, raw, err)
					}
					problems = ordered.Problems
				}
			}
			for _, field := range problems.Fields() {
				if problems.Message(field) == "" {
					t.Fatalf("%s: field %s refused without a message", res.collection, field)
				}
			}
		}
	})
}

// FuzzJSONNumbers: numbers arrive as JSON numbers or numeric strings; nothing panics
// and an accepted value is finite.
func FuzzJSONNumbers(f *testing.F) {
	for _, seed := range []string{`39.99`, `"39.99"`, `""`, `null`, `"abc"`, `1e400`, `"NaN"`, `"Infinity"`, `-0`, `true`, `[1]`} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		body := web.JSONBody{"price": json.RawMessage(raw)}
		v, isNull, ok := body.Number("price")
		if ok && !isNull && (v != v || v > 1e308 || v < -1e308) {
			t.Fatalf("%s read as %v", raw, v)
		}
	})
}
