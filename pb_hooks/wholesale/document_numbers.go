package wholesale

import (
	"database/sql"
	"errors"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// nextDocumentNumber moves kind's counter of year on by one and answers the new number
// ("SO-2026-00001"). tx must be the transaction that writes the document: SQLite has one
// writer, so two documents never read the same last number, and a rolled-back document
// gives its number back (no gap).
func nextDocumentNumber(tx core.App, kind string, year int) (string, error) {
	rec, err := tx.FindFirstRecordByFilter(catalog.DocumentCountersCollection,
		catalog.DocumentCounterFieldKind+" = {:kind} && "+catalog.DocumentCounterFieldYear+" = {:year}", dbx.Params{"kind": kind, "year": year})
	if errors.Is(err, sql.ErrNoRows) {
		rec, err = nil, nil
	}
	if err != nil {
		return "", err
	}
	var counter *catalog.DocumentCounterRecord
	if rec == nil {
		if counter, err = catalog.NewDocumentCounterRecord(tx); err != nil {
			return "", err
		}
		counter.SetKind(kind)
		counter.SetYear(year)
	} else {
		counter = catalog.AsDocumentCounter(rec)
	}
	counter.SetLast(counter.Last() + 1)
	if err := tx.Save(counter); err != nil {
		return "", err
	}
	return catalog.DocumentNumber(kind, year, counter.Last()), nil
}
