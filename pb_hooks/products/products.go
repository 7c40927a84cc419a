// Package products is the products area: products, their variants (sizes) and reviews,
// the public list and pages, the staff editors, and a product's partners.
package products

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/batches"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/publishing"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func productToJSON(rec *core.Record) catalog.Product {
	return catalog.Answer[catalog.Product](&catalog.ProductSchema, rec)
}

// ProductsWithVariants renders products with their variants, loaded in one query.
func ProductsWithVariants(app core.App, products []*core.Record) ([]catalog.ProductWithVariants, error) {
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
			pid := catalog.AsVariant(v).ProductID()
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

// publicProductsWithVariants is ProductsWithVariants as visitors see them: each with its
// current batch's figures and lab results (batches.WithCurrentBatches).
func publicProductsWithVariants(app core.App, products []*core.Record) ([]catalog.ProductWithVariants, error) {
	out, err := ProductsWithVariants(app, products)
	if err != nil {
		return nil, err
	}
	answers := make([]*catalog.Product, len(out))
	for i := range out {
		answers[i] = &out[i].Product
	}
	return out, batches.WithCurrentBatches(app, answers)
}

// visibleProductsWithVariants is the listing visitors see: every published product
// with its variants, by name.
func visibleProductsWithVariants(app core.App) ([]catalog.ProductWithVariants, error) {
	products, err := FindProducts(app, publishing.VisibleToVisitors)
	if err != nil {
		return nil, err
	}
	return publicProductsWithVariants(app, products)
}

// ListingPath is the listing's route, and its answer's key in the public cache.
const ListingPath = api.ProductsWithVariants

// ListingOfPage is the listing visitors see, read once per page build (request e): the
// products page's first-photo preload and its render's first screen come from the same
// read. It is decoded from the listing's cached answer when the cache holds it (a tenth
// of the time of reading it anew), else read from the database.
func ListingOfPage(e *core.RequestEvent, cache *web.AnswerCache) ([]catalog.ProductWithVariants, error) {
	if all, ok := e.Get(pageListingKey).([]catalog.ProductWithVariants); ok {
		return all, nil
	}
	var all []catalog.ProductWithVariants
	answer, cached := cache.Lookup(ListingPath)
	if !cached || answer.Status() != http.StatusOK || json.Unmarshal(answer.Body(), &all) != nil {
		var err error
		if all, err = visibleProductsWithVariants(e.App); err != nil {
			return nil, err
		}
	}
	e.Set(pageListingKey, all)
	return all, nil
}

// pageListingKey is where ListingOfPage keeps the listing in the request's store.
const pageListingKey = "farmsite.pageListing"

// FindProducts lists the products meeting every condition (nil ones are skipped), by name.
func FindProducts(app core.App, conditions ...dbx.Expression) ([]*core.Record, error) {
	records := []*core.Record{}
	q := app.RecordQuery(catalog.ProductsCollection).AndWhere(dbx.And(conditions...)).OrderBy("name ASC", "id ASC")
	return records, q.All(&records)
}

func Register(app core.App, public publicapi.Routes, staff *router.RouterGroup[*core.RequestEvent]) {
	public.JSON(api.Products, []string{catalog.ProductsCollection, catalog.BatchesCollection}, func(e *core.RequestEvent) (any, error) {
		return ListProducts(e.App, publishing.VisibleToVisitors)
	})
	// Featured products come with their variants: a card of merchandise with sizes
	// offers the sizes, not an Add to Cart without one.
	public.JSON(api.FeaturedProducts, []string{catalog.ProductsCollection, catalog.VariantsCollection, catalog.BatchesCollection}, func(e *core.RequestEvent) (any, error) {
		products, err := FindProducts(e.App, publishing.VisibleToVisitors, dbx.HashExp{catalog.ProductFieldFeatured: true})
		if err != nil {
			return nil, err
		}
		return publicProductsWithVariants(e.App, products)
	})
	// The spec: "no caching" of the listing the products page polls.
	public.JSONBrowserOnly(ListingPath, []string{catalog.ProductsCollection, catalog.VariantsCollection, catalog.BatchesCollection}, func(e *core.RequestEvent) (any, error) {
		return visibleProductsWithVariants(e.App)
	})
	// The products page's first screen, for its render only: the engine then holds 24
	// products, not the whole catalogue (several MB of its memory with 500 products).
	public.Sources.RenderOnly(api.ProductListHead, []string{catalog.ProductsCollection, catalog.VariantsCollection, catalog.BatchesCollection}, func(e *core.RequestEvent, query url.Values) (any, error) {
		category := pages.KnownCategory(query.Get("category"))
		if category == "-" {
			return nil, fmt.Errorf("the products page is not rendered for the category %q", query.Get("category"))
		}
		all, err := ListingOfPage(e, public.Cache)
		if err != nil {
			return nil, err
		}
		return catalog.ListHead(all, category, query.Get("q"), query.Get("sort")), nil
	})
	public.JSON(api.ActiveCategories, []string{catalog.ProductsCollection, catalog.VariantsCollection}, func(e *core.RequestEvent) (any, error) {
		return activeCategories(e.App)
	})
	public.JSONBySlug(api.ProductBySlugPrefix, catalog.ProductsCollection, "Product", []string{catalog.ProductsCollection, catalog.VariantsCollection, catalog.ReviewsCollection, catalog.BatchesCollection, catalog.LocationsCollection}, func(e *core.RequestEvent, slug string, preview bool) (any, error) {
		products, err := FindProducts(e.App, dbx.HashExp{catalog.ProductFieldSlug: slug}, publishing.ContentFilter(preview))
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

	products := &adminapi.Resource{
		Name:         api.ProductsResource,
		Collection:   catalog.ProductsCollection,
		What:         "Product",
		SearchFields: []string{"name", "slug", "description"},
		DefaultSort:  "name ASC",
		ToJSON:       staffProductsToJSON,
		Related:      productPartnersBody,
		Body:         ProductBody,
		CopyReview:   true,
		Reviewed:     copycheck.ReviewVariants,
		Defaults:     catalog.ProductSchema.CreateDefaults(),
	}
	products.Register(staff)
}

// ListProducts is the products visitors see meeting conditions, with their current
// batches' figures (batches.WithCurrentBatches).
func ListProducts(app core.App, conditions ...dbx.Expression) ([]catalog.Product, error) {
	records, err := FindProducts(app, conditions...)
	if err != nil {
		return nil, err
	}
	out := make([]catalog.Product, len(records))
	answers := make([]*catalog.Product, len(records))
	for i, rec := range records {
		out[i] = productToJSON(rec)
		answers[i] = &out[i]
	}
	return out, batches.WithCurrentBatches(app, answers)
}

// activeCategories lists the categories used by any published product or its variants,
// in the spec's order.
func activeCategories(app core.App) ([]string, error) {
	var own, ofVariants []string
	if err := app.DB().Select("category").Distinct(true).From(catalog.ProductsCollection).Where(publishing.VisibleToVisitors).Column(&own); err != nil {
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

// ProductBody are the fields staff set on a product.
var ProductBody = web.SchemaBody(&catalog.ProductSchema)
