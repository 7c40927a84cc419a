package wholesale

import (
	"slices"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// theFarm is how a buyer's timeline names staff.
const theFarm = "The farm"

// orderToJSON is an order without its lines and events.
func orderToJSON(rec *core.Record) catalog.WholesaleOrder {
	o := catalog.AsWholesaleOrder(rec)
	var shippedAt *string
	if s := isoTime(o.ShippedAt()); s != "" {
		shippedAt = &s
	}
	return catalog.WholesaleOrder{
		ID: o.Id, Number: o.Number(), Account: o.Account(), PlacedBy: o.PlacedBy(), State: o.State(), StateReason: o.StateReason(),
		HeldFrom: o.HeldFrom(), PONumber: o.PoNumber(), DeliveryDay: o.DeliveryDay(), Note: o.Note(), PaymentTerms: o.PaymentTerms(),
		SubtotalCents: o.SubtotalCents(), ExciseCents: o.ExciseCents(), TotalCents: o.TotalCents(),
		ManifestNumber: o.ManifestNumber(), Driver: o.Driver(), Vehicle: o.Vehicle(), ShippedAt: shippedAt,
		DeliveredOn: o.DeliveredOn(), BuyerLicenceNumber: o.BuyerLicenceNumber(),
		CreatedAt: isoTime(o.CreatedAt()), UpdatedAt: isoTime(o.UpdatedAt()),
	}
}

// ordersToJSON is staff's list: each order with its account's legal name and its
// invoice's payment status and balance.
func (a *area) ordersToJSON(app core.App, records []*core.Record) ([]any, error) {
	ids := make([]any, 0, len(records))
	for _, rec := range records {
		ids = append(ids, catalog.AsWholesaleOrder(rec).Account())
	}
	accounts, err := app.FindAllRecords(catalog.BuyerAccountsCollection, dbx.In(catalog.IDField, ids...))
	if err != nil {
		return nil, err
	}
	names := map[string]string{}
	for _, a := range accounts {
		names[a.Id] = catalog.AsBuyerAccount(a).LegalName()
	}
	orders := make([]catalog.WholesaleOrder, len(records))
	for i, rec := range records {
		orders[i] = orderToJSON(rec)
		orders[i].AccountName = names[orders[i].Account]
	}
	if err := withBalances(app, orders, a.deps.Clock()); err != nil {
		return nil, err
	}
	out := make([]any, len(orders))
	for i, o := range orders {
		out[i] = o
	}
	return out, nil
}

// orderAnswer is one order with its lines, timeline and invoice (with its payments and
// credit notes); forStaff names staff on it and the account, a buyer's answer says "The
// farm".
func (a *area) orderAnswer(app core.App, rec *core.Record, forStaff bool) (catalog.WholesaleOrder, error) {
	out := orderToJSON(rec)
	if inv, err := invoiceOfOrder(app, rec.Id); err == nil {
		answer, err := a.invoiceAnswer(app, inv.Record)
		if err != nil {
			return out, err
		}
		out.Invoice = &answer
		out.PaymentStatus, out.BalanceCents = answer.PaymentStatus, answer.BalanceCents
	}
	lines, err := linesOf(app, rec.Id)
	if err != nil {
		return out, err
	}
	out.Lines = make([]catalog.WholesaleOrderLine, len(lines))
	for i, l := range lines {
		out.Lines[i] = catalog.WholesaleOrderLine{
			ID: l.Id, Variant: l.Variant(), ProductName: l.ProductName(), VariantName: l.VariantName(), Brand: l.Brand(), Lot: l.Lot(),
			MetrcTag: l.MetrcTag(), RequestedUnits: l.RequestedUnits(), Units: l.Units(), ChangeReason: l.ChangeReason(),
			ListUnitCents: l.ListUnitCents(), UnitCents: l.UnitCents(), BreakMinUnits: l.BreakMinUnits(), LineCents: l.LineCents(),
			THCMgPerUnit: l.THCMgPerUnit(), ExciseCents: l.ExciseCents(),
		}
	}
	var events []*core.Record
	err = app.RecordQuery(catalog.WholesaleOrderEventsCollection).AndWhere(dbx.HashExp{catalog.WholesaleOrderEventFieldOrder: rec.Id}).
		OrderBy(catalog.CreatedAtField+" ASC", "rowid ASC").All(&events)
	if err != nil {
		return out, err
	}
	out.Events = make([]catalog.WholesaleOrderEvent, len(events))
	for i, r := range events {
		ev := catalog.AsWholesaleOrderEvent(r)
		actor := ev.Actor()
		switch {
		case strings.HasPrefix(actor, buyerActorPrefix):
			actor = strings.TrimPrefix(actor, buyerActorPrefix)
		case !forStaff:
			actor = theFarm
		default:
			actor = strings.TrimPrefix(actor, staffActorPrefix)
		}
		out.Events[i] = catalog.WholesaleOrderEvent{From: ev.From(), To: ev.To(), Reason: ev.Reason(), Actor: actor, CreatedAt: isoTime(ev.CreatedAt())}
	}
	if forStaff {
		if account, err := app.FindRecordById(catalog.BuyerAccountsCollection, out.Account); err == nil {
			out.AccountName = catalog.AsBuyerAccount(account).LegalName()
		}
		out.Moves = catalog.OrderMovesFor(out.State, out.HeldFrom, catalog.ByStaff)
		if out.BalanceCents > 0 { // closing waits for the balance (the transition refuses it too)
			out.Moves = slices.DeleteFunc(out.Moves, func(m catalog.OrderMove) bool { return m.To == catalog.OrderClosed })
		}
	}
	return out, nil
}
