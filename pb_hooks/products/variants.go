package products

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func variantToJSON(rec *core.Record) catalog.Variant {
	return catalog.Answer[catalog.Variant](&catalog.VariantSchema, rec)
}

// staffVariantToJSON is a variant as staff edit it, with the review of its name.
func staffVariantToJSON(rec *core.Record) catalog.StaffVariant {
	return catalog.Answer[catalog.StaffVariant](&catalog.VariantSchema, rec)
}

// RegisterVariants binds /api/admin/products/{id}/variants[/{variantId}].
func RegisterVariants(app core.App, staff *router.RouterGroup[*core.RequestEvent]) {
	staff.GET(api.StaffVariants, func(e *core.RequestEvent) error {
		product, err := rules.FindOr404(e.App, catalog.ProductsCollection, e.Request.PathValue("id"), "Product")
		if err != nil {
			return err
		}
		records, err := e.App.FindAllRecords(catalog.VariantsCollection, dbx.HashExp{catalog.VariantFieldProductID: product.Id})
		if err != nil {
			return err
		}
		out := make([]catalog.StaffVariant, len(records))
		for i, rec := range records {
			out[i] = staffVariantToJSON(rec)
		}
		catalog.SortVariants(out)
		return e.JSON(http.StatusOK, out)
	})
	staff.POST(api.StaffVariants, func(e *core.RequestEvent) error {
		product, err := rules.FindOr404(e.App, catalog.ProductsCollection, e.Request.PathValue("id"), "Product")
		if err != nil {
			return err
		}
		collection, err := e.App.FindCachedCollectionByNameOrId(catalog.VariantsCollection)
		if err != nil {
			return err
		}
		rec := core.NewRecord(collection)
		catalog.AsVariant(rec).SetProductID(product.Id)
		return saveVariant(e, rec, true)
	})
	staff.PATCH(api.StaffVariant, func(e *core.RequestEvent) error {
		rec, err := findVariantOf(e)
		if err != nil {
			return err
		}
		return saveVariant(e, rec, false)
	})
	staff.DELETE(api.StaffVariant, func(e *core.RequestEvent) error {
		rec, err := findVariantOf(e)
		if err != nil {
			return err
		}
		if err := e.App.Delete(rec); err != nil {
			return err
		}
		return e.JSON(http.StatusOK, variantToJSON(rec))
	})
}

// findVariantOf loads the variant only if it belongs to the product in the URL.
func findVariantOf(e *core.RequestEvent) (*core.Record, error) {
	rec, err := e.App.FindFirstRecordByFilter(catalog.VariantsCollection, "id = {:id} && productId = {:pid}",
		dbx.Params{"id": e.Request.PathValue("variantId"), "pid": e.Request.PathValue("id")})
	if err != nil {
		if rules.IsNotFound(err) {
			return nil, web.NotFound("Variant not found")
		}
		return nil, err
	}
	return rec, nil
}

func saveVariant(e *core.RequestEvent, rec *core.Record, creating bool) error {
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	if creating {
		web.WithDefaults(body, VariantCreateDefaults)
	}
	if problems := web.ApplyBody(rec, body, VariantBody); problems.Any() {
		return rules.ValidationError(problems)
	}
	reviewing, err := copycheck.IsReviewedWithCounsel(e, body)
	if err != nil {
		return err
	}
	if err := copycheck.AsReview(e.App, reviewing).Save(rec); err != nil {
		return rules.SaveError(err)
	}
	status := http.StatusOK
	if creating {
		status = http.StatusCreated
	}
	return e.JSON(status, staffVariantToJSON(rec))
}

// VariantBody are the fields staff set on a variant; id, productId and timestamps are
// not among them (the URL names the product).
var VariantBody = web.SchemaBody(&catalog.VariantSchema)

// VariantCreateDefaults are the values a variant created through the API starts with.
var VariantCreateDefaults = catalog.VariantSchema.CreateDefaults()
