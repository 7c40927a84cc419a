package wholesale

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// validationError answers 400 with each field's message, as the site's forms read it.
func validationError(p *catalog.Problems) *router.ApiError {
	data := make(map[string]any, len(p.Fields()))
	for _, k := range p.Fields() {
		data[k] = map[string]string{"code": "validation_invalid", "message": p.Message(k)}
	}
	return web.APIError(http.StatusBadRequest, p.Error(), data)
}

func problemOf(field, message string) *router.ApiError {
	p := &catalog.Problems{}
	p.Add(field, message)
	return validationError(p)
}

// findAccount is the account the URL's {id} names, or a 404.
func findAccount(app core.App, e *core.RequestEvent) (*catalog.BuyerAccountRecord, error) {
	rec, err := app.FindRecordById(catalog.BuyerAccountsCollection, e.Request.PathValue("id"))
	if err != nil {
		return nil, web.NotFound(catalog.MsgBuyerAccountNotFound)
	}
	return catalog.AsBuyerAccount(rec), nil
}
