package revisions

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// Restore saves s over rec (nil: the record was deleted, and is made again under its
// id), and for a product its variants: those added since are deleted, the others saved
// or made again; a product made again gets back the batches its delete took with it. Every save goes through the collections' rules, so a value no longer
// allowed (a slug taken since) refuses the restore with the rule's message; run it in a
// transaction so that a refusal leaves nothing half restored.
func Restore(tx core.App, collection *core.Collection, rec *core.Record, s Snapshot) (*core.Record, error) {
	madeAgain := rec == nil
	if madeAgain {
		rec = core.NewRecord(collection)
		rec.Id, _ = s.Fields["id"].(string)
	}
	setFields(rec, s.Fields)
	if err := dropLinksToDeleted(tx, rec); err != nil {
		return nil, err
	}
	if err := tx.Save(rec); err != nil {
		return nil, err
	}
	if collection.Name != catalog.ProductsCollection {
		return rec, nil
	}
	if err := restoreVariants(tx, rec.Id, s.Variants); err != nil {
		return nil, err
	}
	if !madeAgain {
		return rec, nil
	}
	return rec, restoreBatchesDeletedWith(tx, rec, s)
}

func setFields(rec *core.Record, fields map[string]any) {
	for name, value := range fields {
		if name == core.FieldNameId || rec.Collection().Fields.GetByName(name) == nil {
			continue // a field removed since the revision was kept
		}
		rec.Set(name, value)
	}
}

func restoreVariants(tx core.App, productID string, kept []map[string]any) error {
	current, err := variantsOf(tx, productID)
	if err != nil {
		return err
	}
	keptByID := byID(kept)
	for _, v := range current {
		if _, stays := keptByID[v.Id]; !stays {
			if err := tx.Delete(v); err != nil {
				return err
			}
		}
	}
	collection, err := tx.FindCachedCollectionByNameOrId(catalog.VariantsCollection)
	if err != nil {
		return err
	}
	existing := map[string]*core.Record{}
	for _, v := range current {
		existing[v.Id] = v
	}
	for _, fields := range kept {
		id, _ := fields["id"].(string)
		v := existing[id]
		if v == nil {
			v = core.NewRecord(collection)
			v.Id = id
		} else if same(variantValue(fieldsOf(v)), variantValue(fields)) {
			continue // unchanged since: no save, no entry
		}
		setFields(v, fields)
		catalog.AsVariant(v).SetProductID(productID)
		if err := tx.Save(v); err != nil {
			return err
		}
	}
	return nil
}

// dropLinksToDeleted takes out of rec's relations the records deleted since the revision
// was kept (a product's batch deleted with it): the restore brings back what still
// exists rather than being refused for what cannot come back.
func dropLinksToDeleted(tx core.App, rec *core.Record) error {
	for _, field := range rec.Collection().Fields {
		relation, ok := field.(*core.RelationField)
		if !ok {
			continue
		}
		ids := rec.GetStringSlice(relation.Name)
		if len(ids) == 0 {
			continue
		}
		existing, err := tx.FindRecordsByIds(relation.CollectionId, ids)
		if err != nil {
			return err
		}
		kept := make([]string, 0, len(existing))
		for _, id := range ids {
			for _, r := range existing {
				if r.Id == id {
					kept = append(kept, id)
					break
				}
			}
		}
		if relation.IsMultiple() {
			rec.Set(relation.Name, kept)
		} else if len(kept) == 0 {
			rec.Set(relation.Name, "")
		}
	}
	return nil
}
