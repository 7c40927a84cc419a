package revisions

import (
	"database/sql"
	"errors"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// A product's batches are records of their own, with their own revisions: restoring a
// product's earlier state leaves them as they are (a certificate's figures are the
// lab's, not an edit of the product). Deleting a product deletes its batches with it
// (their lot pages, printed on labels, stop answering); making the product again from
// its delete's revision makes those batches again, each from its own last revision,
// and the product's current batch with them.

// batchIDs are the ids of a product's batches.
func batchIDs(app core.App, productID string) ([]string, error) {
	var ids []string
	err := app.DB().Select(catalog.IDField).From(catalog.BatchesCollection).
		Where(dbx.HashExp{catalog.BatchFieldProductID: productID}).OrderBy(catalog.IDField).Column(&ids)
	return ids, err
}

// restoreBatchesDeletedWith makes again, in tx, the batches of product that s (its
// delete's revision) lists and that no longer exist, then sets its current batch back.
// A batch the rules now refuse (its lot taken since, its certificate deleted) stays
// deleted, as a link to a deleted record is dropped (dropLinksToDeleted): the product
// comes back with what can.
func restoreBatchesDeletedWith(tx core.App, product *core.Record, s Snapshot) error {
	collection, err := tx.FindCachedCollectionByNameOrId(catalog.BatchesCollection)
	if err != nil {
		return err
	}
	for _, id := range s.Batches {
		if _, err := tx.FindRecordById(catalog.BatchesCollection, id); err == nil {
			continue
		}
		var row Row
		err := tx.DB().Select(rowColumns...).From(catalog.RevisionsCollection).
			Where(dbx.HashExp{catalog.RevisionFieldCollectionName: catalog.BatchesCollection, catalog.RevisionFieldRecordID: id, catalog.RevisionFieldAction: catalog.ActionDelete}).
			OrderBy(catalog.CreatedAtField+" DESC", catalog.IDField+" DESC").Limit(1).One(&row)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return err
		}
		kept, err := row.Snapshot()
		if err != nil {
			return err
		}
		batch := core.NewRecord(collection)
		batch.Id = id
		setFields(batch, kept.Fields)
		if tx.Validate(batch) != nil || lotTaken(tx, catalog.AsBatch(batch).Lot()) {
			continue
		}
		if err := tx.SaveNoValidate(batch); err != nil {
			return err
		}
	}
	current, _ := s.Fields[catalog.CurrentBatchField].(string)
	if current == "" || catalog.AsProduct(product).CurrentBatch() == current {
		return nil
	}
	if _, err := tx.FindRecordById(catalog.BatchesCollection, current); err != nil {
		return nil
	}
	catalog.AsProduct(product).SetCurrentBatch(current)
	return tx.Save(product)
}

// lotTaken tells whether another batch has lot now.
func lotTaken(tx core.App, lot string) bool {
	_, err := tx.FindFirstRecordByData(catalog.BatchesCollection, catalog.BatchFieldLot, lot)
	return err == nil
}
