package dashboard

import (
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/pocketbase/pocketbase/core"
)

// maxCopyRecordsRead bounds the records of each collection the dashboard's copy count
// reads (the most recently changed): the check is linear in their texts, at most
// catalog.MaxCopyRecordRunes each.
const maxCopyRecordsRead = 500

// copyWaitingCache keeps the records whose copy check findings wait for a review with
// counsel, until the texts it read or the terms change: the dashboard reads the texts
// once per change, not once per visit.
type copyWaitingCache struct {
	mu      sync.Mutex
	version string
	count   int
	records []catalog.WaitingRecord
}

// waiting are the records with findings no review covers: how many, and the first few.
// One dashboard reads them at a time; the others wait for its answer.
func (c *copyWaitingCache) waiting(app core.App) (int, []catalog.WaitingRecord, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	version, err := copyContentVersion(app)
	if err != nil {
		return 0, nil, err
	}
	if version == c.version {
		return c.count, c.records, nil
	}
	count, records, err := recordsWithUnreviewedCopy(app)
	if err != nil {
		return 0, nil, err
	}
	c.version, c.count, c.records = version, count, records
	return count, records, nil
}

// copyContentVersion changes whenever a record the copy check reads, or its terms (in
// the private settings), is created, changed or deleted.
func copyContentVersion(app core.App) (string, error) {
	collections := append(slices.Sorted(maps.Keys(catalog.CopySchemas())), catalog.PrivateSettingsCollection)
	parts := make([]string, 0, len(collections))
	for _, collection := range collections {
		var count int
		var latest string
		err := app.DB().Select("count(*)", "coalesce(max(updatedAt), '')").From(collection).Row(&count, &latest)
		if err != nil {
			return "", err
		}
		parts = append(parts, collection+":"+strconv.Itoa(count)+":"+latest)
	}
	return strings.Join(parts, "|"), nil
}

func recordsWithUnreviewedCopy(app core.App) (int, []catalog.WaitingRecord, error) {
	find := copycheck.FinderOf(app)
	seen := map[string]bool{}
	records := []catalog.WaitingRecord{}
	schemas := catalog.CopySchemas()
	for _, collection := range slices.Sorted(maps.Keys(schemas)) {
		schema := schemas[collection]
		var recs []*core.Record
		err := app.RecordQuery(collection).OrderBy("updatedAt DESC").Limit(maxCopyRecordsRead).All(&recs)
		if err != nil {
			return 0, nil, err
		}
		for _, rec := range recs {
			texts, problems := schema.CopyTexts(rec)
			if problems.Any() {
				continue // a text past the check's bounds: its next save is refused with the reason
			}
			findings, problems := catalog.FindCopy(texts, find)
			if problems.Any() || len(catalog.Unreviewed(findings, catalog.CopyReviewOf(rec))) == 0 {
				continue
			}
			waiting, err := waitingRecordOf(app, collection, rec)
			if err != nil {
				return 0, nil, err
			}
			if key := waiting.Resource + "/" + waiting.ID; !seen[key] {
				seen[key] = true
				records = append(records, waiting)
			}
		}
	}
	slices.SortFunc(records, func(a, b catalog.WaitingRecord) int { return strings.Compare(a.Label, b.Label) })
	return len(records), records[:min(len(records), catalog.DashboardListed)], nil
}

// waitingRecordOf names the record staff open to review rec's copy, on its collection's
// Copy.Screen: a variant's product (its Parent).
func waitingRecordOf(app core.App, collection string, rec *core.Record) (catalog.WaitingRecord, error) {
	c, _ := catalog.Registered(collection)
	if c.Parent != "" {
		product, err := app.FindRecordById(catalog.ProductsCollection, rec.GetString(c.Parent))
		if err != nil {
			return catalog.WaitingRecord{}, err
		}
		rec = product
	}
	return catalog.WaitingRecord{Resource: c.Copy.Screen, ID: rec.Id, Label: waitingLabel(rec)}, nil
}
