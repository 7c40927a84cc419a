package wholesale

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// registerMenu binds the buyer's menu: JSON for the portal's page, CSV and a dated PDF to
// download, all of one query and answered no-store (behind requireBuyer, the buyers' session check).
func (a *area) registerMenu(r *router.Router[*core.RequestEvent]) {
	a.pdfTurns = make(chan struct{}, MaxMenuPDFsAtOnce)
	r.GET(api.WholesaleMenu, forBuyer(a.menuJSON)).BindFunc(a.requireBuyer)
	r.GET(api.WholesaleMenuCSV, forBuyer(a.menuCSV)).BindFunc(a.requireBuyer)
	r.GET(api.WholesaleMenuPDF, forBuyer(a.menuPDF)).BindFunc(a.requireBuyer)
}

// readMenu is the menu the request's query asks for.
func (a *area) readMenu(e *core.RequestEvent) (catalog.WholesaleMenu, error) {
	mq, err := readMenuQuery(e.Request.URL.Query())
	if err != nil {
		return catalog.WholesaleMenu{}, err
	}
	return buildMenu(e.App, mq, a.deps.Clock())
}

func (a *area) menuJSON(e *core.RequestEvent, _ *catalog.BuyerAccountRecord) error {
	menu, err := a.readMenu(e)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, menu)
}

// attachment names a download of the menu made on day (YYYY-MM-DD).
func attachment(e *core.RequestEvent, contentType, day, extension string) {
	h := e.Response.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Disposition", `attachment; filename="wholesale-menu-`+day+`.`+extension+`"`)
	h.Set("X-Content-Type-Options", "nosniff")
}
