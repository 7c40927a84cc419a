package revisions

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// Apply sets on rec (nil: the record was deleted, and is made again under its id) the
// fields of s that a restore brings back (Restorable): a restore is a save by the person
// who makes it, so the fields a staff save does not set (the owner's review with counsel
// among them) keep their current values. Restore then saves it.
func Apply(collection *core.Collection, rec *core.Record, s Snapshot) *core.Record {
	if rec == nil {
		rec = core.NewRecord(collection)
		rec.Id, _ = s.Fields["id"].(string)
	}
	setFields(rec, s.Fields)
	return rec
}

// Restore saves rec, which Apply made of s, and for a product its variants: those added
// since are deleted, the others saved or made again; a product made again gets back the
// batches its delete took with it (restoreBatchesDeletedWith). Every save goes through the
// collections' rules, so a value no longer allowed (a slug taken since, copy that needs
// the owner's review) refuses the restore with the rule's message; run it in a
// transaction so that a refusal leaves nothing half restored.
func Restore(tx core.App, rec *core.Record, s Snapshot) error {
	madeAgain := rec.IsNew()
	if err := dropLinksToDeleted(tx, rec); err != nil {
		return err
	}
	if err := tx.Save(rec); err != nil {
		return err
	}
	if rec.Collection().Name != catalog.ProductsCollection {
		return nil
	}
	if err := restoreVariants(tx, rec.Id, s.Variants); err != nil {
		return err
	}
	if !madeAgain {
		return nil
	}
	return restoreBatchesDeletedWith(tx, rec, s)
}

// VariantRecords are the variants of s as a restore of product productID saves them,
// for what reads them before the restore's transaction.
func VariantRecords(app core.App, productID string, s Snapshot) ([]*core.Record, error) {
	collection, err := app.FindCachedCollectionByNameOrId(catalog.VariantsCollection)
	if err != nil {
		return nil, err
	}
	current, err := variantsOf(app, productID)
	if err != nil {
		return nil, err
	}
	existing := map[string]*core.Record{}
	for _, v := range current {
		existing[v.Id] = v
	}
	out := make([]*core.Record, 0, len(s.Variants))
	for _, fields := range s.Variants {
		id, _ := fields["id"].(string)
		v := core.NewRecord(collection)
		if was := existing[id]; was != nil {
			v = was.Clone()
		}
		setFields(v, fields)
		catalog.AsVariant(v).SetProductID(productID)
		out = append(out, v)
	}
	return out, nil
}

// setFields sets the fields of a revision that a restore brings back (a field removed
// since the revision was kept is not).
func setFields(rec *core.Record, fields map[string]any) {
	collection := rec.Collection()
	for name, value := range fields {
		if collection.Fields.GetByName(name) != nil && Restorable(collection.Name, name) {
			rec.Set(name, value)
		}
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
