package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// productCategoryOf is the category of a variant's product ("" when it has none).
func productCategoryOf(app core.App, variant *core.Record) string {
	var category string
	_ = app.DB().Select("category").From(catalog.ProductsCollection).
		Where(dbx.HashExp{"id": variant.GetString("productId")}).Row(&category)
	return category
}

// bindSwagSizes keeps a Swag product's sizes one of each, and its variants sizes
// (catalog's Swag size rules, which need the database's counts).
func bindSwagSizes(app core.App) {
	app.OnRecordValidate(catalog.VariantsCollection).BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString("category") != catalog.OrderableCategory {
			return e.Next()
		}
		var same int
		err := e.App.DB().Select("count(*)").From(catalog.VariantsCollection).Where(dbx.And(
			dbx.HashExp{"productId": e.Record.GetString("productId"), "name": e.Record.GetString("name"), "category": catalog.OrderableCategory},
			dbx.Not(dbx.HashExp{"id": e.Record.Id}),
		)).Row(&same)
		if err != nil {
			return err
		}
		if same > 0 {
			return ruleErrors(problemOf("name", catalog.SizeTakenProblem(e.Record.GetString("name"))), "validation_not_unique")
		}
		return e.Next()
	})
	app.OnRecordValidate(catalog.ProductsCollection).BindFunc(func(e *core.RecordEvent) error {
		if e.Record.IsNew() {
			return e.Next()
		}
		if !catalog.MovesSwag(e.Record.Original().GetString("category"), e.Record.GetString("category")) {
			return e.Next()
		}
		var variants int
		if err := e.App.DB().Select("count(*)").From(catalog.VariantsCollection).
			Where(dbx.HashExp{"productId": e.Record.Id}).Row(&variants); err != nil {
			return err
		}
		if variants > 0 {
			return ruleErrors(problemOf("category", catalog.SwagMoveProblem), "validation_invalid")
		}
		return e.Next()
	})
}
