package wholesale

import (
	"cmp"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// MaxMenuLines bounds the menu's lines read from the database (every variant of every
// published product with a price, from each of its lots): a catalogue past it answers
// the first ones by product, variant and lot.
const MaxMenuLines = 10_000

// The menu's sorts: by unit price, by THC, by harvest date; "-" is descending.
var menuSorts = []string{"price", "-price", "thc", "-thc", "harvest", "-harvest"}

// The menu's refusals of a query.
var (
	msgMenuQueryTooLong = fmt.Sprintf("Search must be at most %d characters", catalog.MaxProductSearch)
	msgMenuCategory     = "Unknown category"
	msgMenuInStock      = "inStock must be 1 or 0"
	msgMenuTHC          = "thcMin and thcMax must be percentages from 0 to 100, the least first"
	msgMenuSort         = "sort must be one of " + strings.Join(menuSorts, ", ")
)

// The menu's query parameters.
const (
	menuParamQ        = "q"
	menuParamCategory = "category"
	menuParamInStock  = "inStock"
	menuParamTHCMin   = "thcMin"
	menuParamTHCMax   = "thcMax"
	menuParamSort     = "sort"
)

// menuQuery is what a buyer asks of the menu.
type menuQuery struct {
	q, category    string
	inStock        bool
	thcMin, thcMax *float64
	sort           string
}

// readMenuQuery reads and checks the menu's query (400 with what is wrong).
func readMenuQuery(values url.Values) (menuQuery, error) {
	mq := menuQuery{q: strings.TrimSpace(values.Get(menuParamQ)), category: values.Get(menuParamCategory), inStock: true, sort: values.Get(menuParamSort)}
	if utf8.RuneCountInString(mq.q) > catalog.MaxProductSearch {
		return mq, web.BadRequest(msgMenuQueryTooLong)
	}
	if mq.category != "" && !slices.Contains(catalog.ProductCategories, mq.category) {
		return mq, web.BadRequest(msgMenuCategory)
	}
	switch values.Get(menuParamInStock) {
	case "", "1", "true":
	case "0", "false":
		mq.inStock = false
	default:
		return mq, web.BadRequest(msgMenuInStock)
	}
	for name, into := range map[string]**float64{menuParamTHCMin: &mq.thcMin, menuParamTHCMax: &mq.thcMax} {
		raw := values.Get(name)
		if raw == "" {
			continue
		}
		v, err := strconv.ParseFloat(raw, 64)
		if err != nil || v < 0 || v > 100 {
			return mq, web.BadRequest(msgMenuTHC)
		}
		*into = &v
	}
	if mq.thcMin != nil && mq.thcMax != nil && *mq.thcMin > *mq.thcMax {
		return mq, web.BadRequest(msgMenuTHC)
	}
	if mq.sort != "" && !slices.Contains(menuSorts, mq.sort) {
		return mq, web.BadRequest(msgMenuSort)
	}
	return mq, nil
}

// menuRow is one line of the menu as the database holds it.
type menuRow struct {
	ProductID      string         `db:"productId"`
	ProductName    string         `db:"productName"`
	Slug           string         `db:"slug"`
	Category       string         `db:"category"`
	VariantID      string         `db:"variantId"`
	VariantName    string         `db:"variantName"`
	Weight         string         `db:"weight"`
	Lot            string         `db:"lot"`
	HarvestDate    string         `db:"harvestDate"`
	TestDate       string         `db:"testDate"`
	THC            sql.NullString `db:"thc"`
	CBD            sql.NullString `db:"cbd"`
	Terps          sql.NullString `db:"terps"`
	OnHand         int            `db:"onHand"`
	Reserved       int            `db:"reserved"`
	Pending        int            `db:"pending"`
	UnitPriceCents int            `db:"unitPriceCents"`
	CaseSize       int            `db:"caseSize"`
	MinimumUnits   int            `db:"minimumUnits"`
	IncrementUnits int            `db:"incrementUnits"`
	VolumeBreaks   sql.NullString `db:"volumeBreaks"`
}

// menuSQL reads every line a buyer may see: a published product's variant with an
// active price, from each lot of that product it has stock of, with the units of the
// orders waiting for staff (pendingSQL's), which are not available either.
const menuSQL = `SELECT p.id AS productId, p.name AS productName, p.slug AS slug, p.category AS category,
	v.id AS variantId, v.name AS variantName, v.weight AS weight,
	b.lot AS lot, b.harvestDate AS harvestDate, b.testDate AS testDate, b.thc AS thc, b.cbd AS cbd, b.terps AS terps,
	s.onHand AS onHand, s.reserved AS reserved,
	(SELECT COALESCE(SUM(l.units), 0) FROM wholesale_order_lines l JOIN wholesale_orders o ON o.id = l."order"
		WHERE l.variant = v.id AND l.batch = b.id
		AND (o.state = 'submitted' OR (o.state = 'on-hold' AND o.heldFrom = 'submitted'))) AS pending,
	w.unitPriceCents AS unitPriceCents, w.caseSize AS caseSize, w.minimumUnits AS minimumUnits,
	w.incrementUnits AS incrementUnits, w.volumeBreaks AS volumeBreaks
FROM lot_stock s
JOIN product_variants v ON v.id = s.variant
JOIN products p ON p.id = v.productId
JOIN batches b ON b.id = s.batch AND b.productId = p.id
JOIN wholesale_prices w ON w.variant = v.id
WHERE p.status = {:published} AND w.active = 1
ORDER BY p.name, v.sortOrder, v.name, b.lot
LIMIT {:limit}`

// buildMenu is the menu for mq at now: the lines the buyer asked for, in its order.
func buildMenu(app core.App, mq menuQuery, now time.Time) (catalog.WholesaleMenu, error) {
	var rows []menuRow
	err := app.DB().NewQuery(menuSQL).Bind(dbx.Params{"published": catalog.StatusPublished, "limit": MaxMenuLines}).All(&rows)
	if err != nil {
		return catalog.WholesaleMenu{}, err
	}
	lines := make([]catalog.WholesaleMenuLine, 0, len(rows))
	q := strings.ToLower(mq.q)
	for _, r := range rows {
		line := r.line()
		if mq.wants(line, q) {
			lines = append(lines, line)
		}
	}
	sortMenu(lines, mq.sort)
	return catalog.WholesaleMenu{GeneratedAt: now.UTC().Format(time.RFC3339), Lines: lines}, nil
}

func (r menuRow) line() catalog.WholesaleMenuLine {
	var breaks []catalog.VolumeBreak
	if r.VolumeBreaks.Valid {
		_ = json.Unmarshal([]byte(r.VolumeBreaks.String), &breaks)
	}
	if breaks == nil {
		breaks = []catalog.VolumeBreak{}
	}
	line := catalog.WholesaleMenuLine{
		ProductID: r.ProductID, ProductName: r.ProductName, Slug: r.Slug, Category: r.Category,
		VariantID: r.VariantID, VariantName: r.VariantName, Weight: r.Weight,
		Lot: r.Lot, TestDate: r.TestDate, THC: percentage(r.THC), CBD: percentage(r.CBD), Terps: percentage(r.Terps),
		COAURL: catalog.COAPage(r.Lot), Available: max(r.OnHand-r.Reserved-r.Pending, 0),
		CaseSize: r.CaseSize, MinimumUnits: r.MinimumUnits, IncrementUnits: r.IncrementUnits,
		UnitPriceCents: r.UnitPriceCents, VolumeBreaks: breaks,
	}
	if r.HarvestDate != "" {
		harvest := r.HarvestDate
		line.HarvestDate = &harvest
	}
	return line
}

// wants tells whether a line is one the query asks for (q in lower case).
func (mq menuQuery) wants(l catalog.WholesaleMenuLine, q string) bool {
	switch {
	case mq.inStock && l.Available <= 0:
		return false
	case mq.category != "" && l.Category != mq.category:
		return false
	case (mq.thcMin != nil || mq.thcMax != nil) && l.THC == nil:
		return false
	case mq.thcMin != nil && *l.THC < *mq.thcMin, mq.thcMax != nil && *l.THC > *mq.thcMax:
		return false
	case q != "":
		for _, text := range []string{l.ProductName, l.VariantName, l.Lot, l.Category} {
			if strings.Contains(strings.ToLower(text), q) {
				return true
			}
		}
		return false
	}
	return true
}

// sortMenu orders lines by sort (the database's order, by product, variant and lot,
// breaks ties); an unknown figure (no THC, no harvest date) goes last either way.
func sortMenu(lines []catalog.WholesaleMenuLine, sort string) {
	descending := strings.HasPrefix(sort, "-")
	var key func(l catalog.WholesaleMenuLine) (float64, bool)
	switch strings.TrimPrefix(sort, "-") {
	case "price":
		key = func(l catalog.WholesaleMenuLine) (float64, bool) { return float64(l.UnitPriceCents), true }
	case "thc":
		key = func(l catalog.WholesaleMenuLine) (float64, bool) {
			if l.THC == nil {
				return 0, false
			}
			return *l.THC, true
		}
	case "harvest":
		key = func(l catalog.WholesaleMenuLine) (float64, bool) {
			if l.HarvestDate == nil {
				return 0, false
			}
			day, ok := catalog.ParseDay(*l.HarvestDate)
			return float64(day.Unix()), ok
		}
	default:
		return
	}
	slices.SortStableFunc(lines, func(a, b catalog.WholesaleMenuLine) int {
		ka, okA := key(a)
		kb, okB := key(b)
		switch {
		case okA != okB:
			if okA {
				return -1
			}
			return 1
		case descending:
			return cmp.Compare(kb, ka)
		}
		return cmp.Compare(ka, kb)
	})
}

// percentage reads a certificate's figure (a JSON number, or null when unknown).
func percentage(raw sql.NullString) *float64 {
	if !raw.Valid {
		return nil
	}
	v, err := strconv.ParseFloat(strings.TrimSpace(raw.String), 64)
	if err != nil {
		return nil
	}
	return &v
}
