package wholesale

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Each answer of the menu builds it anew from the database (500 products x 4 variants x
// 2 lots: 4,000 lines, a 1.9 MB JSON, about 140 ms): at most MaxMenuReadsAtOnce at a time,
// one per client network, a request waiting up to menuReadWait for its turn before a 503.
// Sixty-four buyers asking at once took the server to 199 MB without the bound.
const (
	MaxMenuReadsAtOnce   = 2
	menuReadWait         = 10 * time.Second
	menuReadRetrySeconds = 5
)

// MsgMenuBusy answers a menu asked for while every turn stayed taken.
var MsgMenuBusy = fmt.Sprintf("The menu is being read by many buyers at once: try again in %d seconds", menuReadRetrySeconds)

// registerMenu binds the buyer's menu: JSON for the portal's page, CSV and a dated PDF to
// download, all of one query and answered no-store (behind requireBuyer, the buyers' session check).
func (a *area) registerMenu(r *router.Router[*core.RequestEvent]) {
	a.pdfTurns = make(chan struct{}, MaxMenuPDFsAtOnce)
	a.menuTurns, a.menuWait = web.NewTurns(MaxMenuReadsAtOnce, 1), menuReadWait
	r.GET(api.WholesaleMenu, forBuyer(a.inMenuTurn(a.menuJSON))).BindFunc(a.requireBuyer)
	r.GET(api.WholesaleMenuCSV, forBuyer(a.inMenuTurn(a.menuCSV))).BindFunc(a.requireBuyer)
	r.GET(api.WholesaleMenuPDF, forBuyer(a.inMenuTurn(a.menuPDF))).BindFunc(a.requireBuyer)
}

// inMenuTurn runs answer in one of the menu's turns (503 with Retry-After when none comes in time).
func (a *area) inMenuTurn(answer func(*core.RequestEvent, *catalog.BuyerAccountRecord) error) func(*core.RequestEvent, *catalog.BuyerAccountRecord) error {
	return func(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
		if !a.menuTurns.Take(e, a.menuWait) {
			e.Response.Header().Set("Retry-After", strconv.Itoa(menuReadRetrySeconds))
			return web.APIError(http.StatusServiceUnavailable, MsgMenuBusy, nil)
		}
		defer a.menuTurns.Release(e)
		return answer(e, account)
	}
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
