package hooks

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	migrations "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

type productJSON struct {
	ID            string   `json:"id"`
	Name          string   `json:"name"`
	Slug          string   `json:"slug"`
	Description   string   `json:"description"`
	Price         string   `json:"price"`
	Category      string   `json:"category"`
	Images        []string `json:"images"`
	StrainTestURL *string  `json:"strainTestUrl"`
	THC           *float64 `json:"thc"`
	CBD           *float64 `json:"cbd"`
	Terps         *float64 `json:"terps"`
	InStock       bool     `json:"inStock"`
	Featured      bool     `json:"featured"`
	Size          *string  `json:"size"`
	Terpenes      []string `json:"terpenes"`
	Effects       []string `json:"effects"`
	CreatedAt     string   `json:"createdAt"`
	UpdatedAt     string   `json:"updatedAt"`
}

type productWithVariantsJSON struct {
	productJSON
	Variants []variantJSON `json:"variants"`
}

// productDetailJSON is a product page's data: the product, its variants and reviews.
type productDetailJSON struct {
	productWithVariantsJSON
	Reviews []reviewJSON `json:"reviews"`
}

func productToJSON(rec *core.Record) productJSON {
	return productJSON{
		ID:            rec.Id,
		Name:          rec.GetString("name"),
		Slug:          rec.GetString("slug"),
		Description:   rec.GetString("description"),
		Price:         catalog.FormatPrice(rec.GetFloat("price")),
		Category:      rec.GetString("category"),
		Images:        stringList(rec, "images"),
		StrainTestURL: optionalText(rec, "strainTestUrl"),
		THC:           nullableNumber(rec, "thc"),
		CBD:           nullableNumber(rec, "cbd"),
		Terps:         nullableNumber(rec, "terps"),
		InStock:       rec.GetBool("inStock"),
		Featured:      rec.GetBool("featured"),
		Size:          optionalText(rec, "size"),
		Terpenes:      stringList(rec, "terpenes"),
		Effects:       stringList(rec, "effects"),
		CreatedAt:     isoTime(rec, "createdAt"),
		UpdatedAt:     isoTime(rec, "updatedAt"),
	}
}

// productsWithVariants renders products with their variants, loaded in one query.
func productsWithVariants(app core.App, products []*core.Record) ([]productWithVariantsJSON, error) {
	ids := make([]any, len(products))
	for i, p := range products {
		ids[i] = p.Id
	}
	byProduct := map[string][]variantJSON{}
	if len(ids) > 0 {
		variants := []*core.Record{}
		if err := app.RecordQuery("product_variants").AndWhere(dbx.In("productId", ids...)).All(&variants); err != nil {
			return nil, err
		}
		for _, v := range variants {
			pid := v.GetString("productId")
			byProduct[pid] = append(byProduct[pid], variantToJSON(v))
		}
	}
	out := make([]productWithVariantsJSON, len(products))
	for i, p := range products {
		vs := byProduct[p.Id]
		if vs == nil {
			vs = []variantJSON{}
		}
		catalog.SortVariants(vs)
		out[i] = productWithVariantsJSON{productJSON: productToJSON(p), Variants: vs}
	}
	return out, nil
}

func findProducts(app core.App, where dbx.Expression) ([]*core.Record, error) {
	records := []*core.Record{}
	q := app.RecordQuery("products").OrderBy("name ASC", "id ASC")
	if where != nil {
		q.AndWhere(where)
	}
	return records, q.All(&records)
}

func registerProducts(app core.App, public publicRoutes, staff *router.RouterGroup[*core.RequestEvent]) {
	public.json("/api/products", []string{"products"}, func(e *core.RequestEvent) (any, error) {
		return listProducts(e.App, nil)
	})
	public.json("/api/products/featured", []string{"products"}, func(e *core.RequestEvent) (any, error) {
		return listProducts(e.App, dbx.HashExp{"featured": true})
	})
	public.json("/api/products/with-variants", []string{"products", "product_variants"}, func(e *core.RequestEvent) (any, error) {
		products, err := findProducts(e.App, nil)
		if err != nil {
			return nil, err
		}
		return productsWithVariants(e.App, products)
	})
	public.json("/api/products/categories/active", []string{"products", "product_variants"}, func(e *core.RequestEvent) (any, error) {
		return activeCategories(e.App)
	})
	public.jsonBySlug("/api/products/slug/", "products", "Product", []string{"products", "product_variants", "reviews"}, func(e *core.RequestEvent, slug string) (any, error) {
		products, err := findProducts(e.App, dbx.HashExp{"slug": slug})
		if err != nil {
			return nil, err
		}
		if len(products) == 0 {
			return nil, notFound("Product not found")
		}
		out, err := productsWithVariants(e.App, products)
		if err != nil {
			return nil, err
		}
		reviews, err := findReviews(e.App, out[0].ID)
		if err != nil {
			return nil, err
		}
		return productDetailJSON{out[0], reviews}, nil
	})

	products := &adminResource{
		name:         "products",
		collection:   "products",
		what:         "Product",
		searchFields: []string{"name", "slug", "description"},
		defaultSort:  "name ASC",
		toJSON: func(app core.App, records []*core.Record) ([]any, error) {
			items, err := productsWithVariants(app, records)
			return anySlice(items), err
		},
		apply:          applyProduct,
		uniqueMessages: map[string]string{"slug": "A product with this slug already exists"},
	}
	products.register(staff)
}

func listProducts(app core.App, where dbx.Expression) ([]productJSON, error) {
	records, err := findProducts(app, where)
	if err != nil {
		return nil, err
	}
	out := make([]productJSON, len(records))
	for i, rec := range records {
		out[i] = productToJSON(rec)
	}
	return out, nil
}

// activeCategories lists the categories used by any product or variant, in the spec's order.
func activeCategories(app core.App) ([]string, error) {
	var used []string
	err := app.DB().NewQuery("SELECT category FROM products UNION SELECT category FROM product_variants").Column(&used)
	if err != nil {
		return nil, err
	}
	out := []string{}
	for _, c := range migrations.ProductCategories {
		if slices.Contains(used, c) {
			out = append(out, c)
		}
	}
	return out, nil
}

// applyProduct checks every product rule of spec section 5 and sets the fields present.
func applyProduct(app core.App, rec *core.Record, body jsonBody, creating bool) *fieldErrors {
	errs := &fieldErrors{}
	if creating {
		setDefault(body, "category", `"Flower"`)
		setDefault(body, "inStock", `true`)
		setDefault(body, "featured", `false`)
		for _, required := range []string{"name", "price", "images"} {
			if !body.has(required) {
				body[required] = []byte(`null`)
			}
		}
	}
	applyText(rec, body, errs, "name", "Name is required", 200)
	applySlug(rec, body, errs, "name", creating)
	applyOptionalText(rec, body, errs, "description", 20000)
	applyPrice(rec, body, errs)
	applyCategory(rec, body, errs)
	applyImages(rec, body, errs, true)
	applyURL(rec, body, errs, "strainTestUrl", catalog.IsValidLink)
	applyPercentage(rec, body, errs, "thc", "THC")
	applyPercentage(rec, body, errs, "cbd", "CBD")
	applyPercentage(rec, body, errs, "terps", "Terpenes")
	applyBool(rec, body, errs, "inStock")
	applyBool(rec, body, errs, "featured")
	applyOptionalText(rec, body, errs, "size", 100)
	for _, field := range []string{"terpenes", "effects"} {
		if body.has(field) {
			list, ok := body.textList(field)
			if !ok {
				errs.add(field, "Must be a list of text")
			} else {
				rec.Set(field, list)
			}
		}
	}
	return errs
}

func anySlice[T any](items []T) []any {
	out := make([]any, len(items))
	for i := range items {
		out[i] = items[i]
	}
	return out
}

func setDefault(body jsonBody, field, rawJSON string) {
	if !body.has(field) || body.isNull(field) {
		body[field] = []byte(rawJSON)
	}
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

func categoryProblem(category string) string {
	if slices.Contains(migrations.ProductCategories, category) {
		return ""
	}
	return "Category must be one of " + strings.Join(migrations.ProductCategories, ", ")
}

// validatePercentagesOnSave keeps thc, cbd and terps number-or-null whoever writes them
// (the superuser UI included): their JSON fields would otherwise take any JSON.
func validatePercentagesOnSave(app core.App) {
	app.OnRecordValidate("products").BindFunc(func(e *core.RecordEvent) error {
		problems := validation.Errors{}
		for _, field := range []string{"thc", "cbd", "terps"} {
			raw := strings.TrimSpace(e.Record.GetString(field))
			if raw == "" || raw == "null" {
				continue
			}
			v, err := strconv.ParseFloat(raw, 64)
			if err != nil {
				problems[field] = validation.NewError("validation_not_number", "Must be a number or empty")
			} else if p := catalog.PercentageProblem(strings.ToUpper(field), v); p != "" {
				problems[field] = validation.NewError("validation_out_of_range", p)
			}
		}
		if len(problems) > 0 {
			return problems
		}
		return e.Next()
	})
}
