package hooks

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func productToJSON(rec *core.Record) catalog.Product {
	return catalog.Answer[catalog.Product](&catalog.ProductSchema, rec)
}

// productsWithVariants renders products with their variants, loaded in one query.
func productsWithVariants(app core.App, products []*core.Record) ([]catalog.ProductWithVariants, error) {
	ids := make([]any, len(products))
	for i, p := range products {
		ids[i] = p.Id
	}
	byProduct := map[string][]catalog.Variant{}
	if len(ids) > 0 {
		variants := []*core.Record{}
		if err := app.RecordQuery(catalog.VariantsCollection).AndWhere(dbx.In("productId", ids...)).All(&variants); err != nil {
			return nil, err
		}
		for _, v := range variants {
			pid := v.GetString("productId")
			byProduct[pid] = append(byProduct[pid], variantToJSON(v))
		}
	}
	out := make([]catalog.ProductWithVariants, len(products))
	for i, p := range products {
		vs := byProduct[p.Id]
		if vs == nil {
			vs = []catalog.Variant{}
		}
		catalog.SortVariants(vs)
		out[i] = catalog.ProductWithVariants{Product: productToJSON(p), Variants: vs}
	}
	return out, nil
}

// publicProductsWithVariants is productsWithVariants as visitors see them: each with its
// current batch's figures and lab results (withCurrentBatches).
func publicProductsWithVariants(app core.App, products []*core.Record) ([]catalog.ProductWithVariants, error) {
	out, err := productsWithVariants(app, products)
	if err != nil {
		return nil, err
	}
	answers := make([]*catalog.Product, len(out))
	for i := range out {
		answers[i] = &out[i].Product
	}
	return out, withCurrentBatches(app, answers)
}

// visibleProductsWithVariants is the listing visitors see: every published product
// with its variants, by name.
func visibleProductsWithVariants(app core.App) ([]catalog.ProductWithVariants, error) {
	products, err := findProducts(app, visibleToVisitors)
	if err != nil {
		return nil, err
	}
	return publicProductsWithVariants(app, products)
}

// listingPath is the listing's route, and its answer's key in the public cache.
const listingPath = "/api/products/with-variants"

// listingOfPage is the listing visitors see, read once per page build (request e): the
// products page's first-photo preload and its render's first screen come from the same
// read. It is decoded from the listing's cached answer when the cache holds it (a tenth
// of the time of reading it anew), else read from the database.
func listingOfPage(e *core.RequestEvent, cache *web.AnswerCache) ([]catalog.ProductWithVariants, error) {
	if all, ok := e.Get(pageListingKey).([]catalog.ProductWithVariants); ok {
		return all, nil
	}
	var all []catalog.ProductWithVariants
	answer, cached := cache.Lookup(listingPath)
	if !cached || answer.Status() != http.StatusOK || json.Unmarshal(answer.Body(), &all) != nil {
		var err error
		if all, err = visibleProductsWithVariants(e.App); err != nil {
			return nil, err
		}
	}
	e.Set(pageListingKey, all)
	return all, nil
}

// pageListingKey is where listingOfPage keeps the listing in the request's store.
const pageListingKey = "farmsite.pageListing"

// findProducts lists the products meeting every condition (nil ones are skipped), by name.
func findProducts(app core.App, conditions ...dbx.Expression) ([]*core.Record, error) {
	records := []*core.Record{}
	q := app.RecordQuery(catalog.ProductsCollection).AndWhere(dbx.And(conditions...)).OrderBy("name ASC", "id ASC")
	return records, q.All(&records)
}

func registerProducts(app core.App, public publicRoutes, staff *router.RouterGroup[*core.RequestEvent]) {
	public.json("/api/products", []string{catalog.ProductsCollection, catalog.BatchesCollection}, func(e *core.RequestEvent) (any, error) {
		return listProducts(e.App, visibleToVisitors)
	})
	// Featured products come with their variants: a card of merchandise with sizes
	// offers the sizes, not an Add to Cart without one.
	public.json("/api/products/featured", []string{catalog.ProductsCollection, catalog.VariantsCollection, catalog.BatchesCollection}, func(e *core.RequestEvent) (any, error) {
		products, err := findProducts(e.App, visibleToVisitors, dbx.HashExp{"featured": true})
		if err != nil {
			return nil, err
		}
		return publicProductsWithVariants(e.App, products)
	})
	// The spec: "no caching" of the listing the products page polls.
	public.jsonBrowserOnly(listingPath, []string{catalog.ProductsCollection, catalog.VariantsCollection, catalog.BatchesCollection}, func(e *core.RequestEvent) (any, error) {
		return visibleProductsWithVariants(e.App)
	})
	// The products page's first screen, for its render only: the engine then holds 24
	// products, not the whole catalogue (several MB of its memory with 500 products).
	public.sources.RenderOnly("/api/products/list-head", []string{catalog.ProductsCollection, catalog.VariantsCollection, catalog.BatchesCollection}, func(e *core.RequestEvent, query url.Values) (any, error) {
		category := pages.KnownCategory(query.Get("category"))
		if category == "-" {
			return nil, fmt.Errorf("the products page is not rendered for the category %q", query.Get("category"))
		}
		all, err := listingOfPage(e, public.cache)
		if err != nil {
			return nil, err
		}
		return catalog.ListHead(all, category, query.Get("q"), query.Get("sort")), nil
	})
	public.json("/api/products/categories/active", []string{catalog.ProductsCollection, catalog.VariantsCollection}, func(e *core.RequestEvent) (any, error) {
		return activeCategories(e.App)
	})
	public.jsonBySlug("/api/products/slug/", catalog.ProductsCollection, "Product", []string{catalog.ProductsCollection, catalog.VariantsCollection, catalog.ReviewsCollection, catalog.BatchesCollection, catalog.LocationsCollection}, func(e *core.RequestEvent, slug string, preview bool) (any, error) {
		products, err := findProducts(e.App, dbx.HashExp{"slug": slug}, contentFilter(preview))
		if err != nil {
			return nil, err
		}
		if len(products) == 0 {
			return nil, web.NotFound("Product not found")
		}
		out, err := publicProductsWithVariants(e.App, products)
		if err != nil {
			return nil, err
		}
		reviews, err := findApprovedReviews(e.App, out[0].ID)
		if err != nil {
			return nil, err
		}
		partners, err := partnersCarrying(e.App, out[0].ID)
		if err != nil {
			return nil, err
		}
		return catalog.ProductDetail{ProductWithVariants: out[0], Reviews: reviews, WhereToBuy: partners}, nil
	})

	products := &adminResource{
		name:         "products",
		collection:   catalog.ProductsCollection,
		what:         "Product",
		searchFields: []string{"name", "slug", "description"},
		defaultSort:  "name ASC",
		toJSON:       staffProductsToJSON,
		related:      productPartnersBody,
		body:         productBody,
		copyReview:   true,
		reviewed:     reviewVariants,
		defaults:     catalog.ProductSchema.CreateDefaults(),
	}
	products.register(staff)
}

// listProducts is the products visitors see meeting conditions, with their current
// batches' figures (withCurrentBatches).
func listProducts(app core.App, conditions ...dbx.Expression) ([]catalog.Product, error) {
	records, err := findProducts(app, conditions...)
	if err != nil {
		return nil, err
	}
	out := make([]catalog.Product, len(records))
	answers := make([]*catalog.Product, len(records))
	for i, rec := range records {
		out[i] = productToJSON(rec)
		answers[i] = &out[i]
	}
	return out, withCurrentBatches(app, answers)
}

// activeCategories lists the categories used by any published product or its variants,
// in the spec's order.
func activeCategories(app core.App) ([]string, error) {
	var own, ofVariants []string
	if err := app.DB().Select("category").Distinct(true).From(catalog.ProductsCollection).Where(visibleToVisitors).Column(&own); err != nil {
		return nil, err
	}
	err := app.DB().Select("v.category").Distinct(true).From(catalog.VariantsCollection+" v").
		InnerJoin(catalog.ProductsCollection+" p", dbx.NewExp("p.id = v.productId")).
		Where(dbx.HashExp{"p." + catalog.StatusField: catalog.VisibleStatus}).Column(&ofVariants)
	if err != nil {
		return nil, err
	}
	used := append(own, ofVariants...)
	out := []string{}
	for _, c := range catalog.ProductCategories {
		if slices.Contains(used, c) {
			out = append(out, c)
		}
	}
	return out, nil
}

// productBody are the fields staff set on a product.
var productBody = web.SchemaBody(&catalog.ProductSchema)

func anySlice[T any](items []T) []any {
	out := make([]any, len(items))
	for i := range items {
		out[i] = items[i]
	}
	return out
}

func stringList(rec *core.Record, field string) []string {
	var out []string
	if err := rec.UnmarshalJSONField(field, &out); err != nil || out == nil {
		return []string{}
	}
	return out
}

func optionalText(rec *core.Record, field string) *string {
	v := rec.GetString(field)
	if v == "" {
		return nil
	}
	return &v
}

func nullableNumber(rec *core.Record, field string) *float64 {
	var v *float64
	if err := rec.UnmarshalJSONField(field, &v); err != nil {
		return nil
	}
	return v
}
