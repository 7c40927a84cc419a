package wholesale

import (
	"net/http"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The transitions' refusals beyond the state table's.
const (
	msgShipLicence     = "The buyer's licence is not active or has expired: the order cannot ship (Cannabis Law §125(2))"
	msgShipManifest    = "A manifest number is required to ship"
	msgShipCertificate = "has no current certificate of analysis: the order cannot ship"
	msgDeliveredOn     = "Delivered on must be a day (YYYY-MM-DD) from the shipping day to today"
	msgEveryLineGone   = "Every line would be dropped: reject the order instead"
)

// move is one transition asked for: the state, the reason, and what the target needs
// (staff's line changes at acceptance, the manifest at shipping, the day of delivery).
type move struct {
	to, reason                      string
	who                             catalog.OrderActor
	lines                           []lineChange
	manifestNumber, driver, vehicle string
	deliveredOn                     string
}

// transition takes order along the state table's row from its state to m.to, in one
// transaction: the row's guard, the stock it moves, the order saved with its activity
// entry, its event and the buyer's email. A refused pair answers 409 with its message.
func (a *area) transition(e *core.RequestEvent, order *catalog.WholesaleOrderRecord, m move) error {
	from := order.State()
	row, refusal := catalog.OrderTransitionFor(from, order.HeldFrom(), m.to, m.who)
	if refusal != "" {
		return web.APIError(http.StatusConflict, refusal, nil)
	}
	if row.Reason && m.reason == "" {
		return problemOf("reason", catalog.MsgOrderReasonRequired)
	}
	now := a.deps.Clock()
	site := a.deps.MailSite(e)
	err := activity.ForRequest(e.App, e).RunInTransaction(func(tx core.App) error {
		// Read again in the transaction: another request may have moved it.
		rec, err := tx.FindRecordById(catalog.WholesaleOrdersCollection, order.Id)
		if err != nil {
			return err
		}
		order = catalog.AsWholesaleOrder(rec)
		if order.State() != from {
			return web.APIError(http.StatusConflict, "The order was moved meanwhile: it is "+catalog.OrderStateWords(order.State())+" now", nil)
		}
		lines, err := linesOf(tx, order.Id)
		if err != nil {
			return err
		}
		changes, err := a.guardAndMove(tx, site, order, lines, m, now)
		if err != nil {
			return err
		}
		if row.To == catalog.OrderResume {
			order.SetHeldFrom("")
		} else if m.to == catalog.OrderOnHold {
			order.SetHeldFrom(from)
		}
		order.SetState(m.to)
		order.SetStateReason(m.reason)
		details := map[string]any{"from": from, "to": m.to}
		if m.reason != "" {
			details["reason"] = m.reason
		}
		if len(changes) > 0 {
			details["lines"] = changes
		}
		if err := activity.Doing(tx, catalog.ActionWholesaleOrderTransition, details).Save(order); err != nil {
			return err
		}
		return a.recordTransition(tx, site, order, from, actorLabel(e), m.reason, changes)
	})
	if err != nil {
		if _, isAPI := err.(*router.ApiError); isAPI {
			return err
		}
		return a.deps.SaveError(err)
	}
	return nil
}

// guardAndMove checks the target's guard and moves the stock it moves, in tx.
func (a *area) guardAndMove(tx core.App, site mail.Site, order *catalog.WholesaleOrderRecord, lines []*catalog.WholesaleOrderLineRecord, m move, now time.Time) ([]mail.OrderChange, error) {
	from := order.State()
	switch m.to {
	case catalog.OrderAccepted:
		if from == catalog.OrderOnHold {
			return nil, nil // back to accepted: its stock is still reserved
		}
		return acceptLines(tx, order, lines, m.lines)
	case catalog.OrderCancelled:
		if from == catalog.OrderAccepted || from == catalog.OrderPacked {
			for _, l := range lines {
				if _, err := moveStock(tx, l, 0, -l.Units()); err != nil {
					return nil, err
				}
			}
		}
	case catalog.OrderShipped:
		return nil, a.ship(tx, site, order, lines, m, now)
	case catalog.OrderDelivered:
		shipped := catalog.Today(order.ShippedAt().Time())
		if _, ok := catalog.ParseDay(m.deliveredOn); !ok || m.deliveredOn < shipped || m.deliveredOn > catalog.Today(now) {
			return nil, problemOf("deliveredOn", msgDeliveredOn)
		}
		order.SetDeliveredOn(m.deliveredOn)
		settings, err := a.wholesaleSettings(tx)
		if err != nil {
			return nil, err
		}
		return nil, dateInvoice(tx, order, m.deliveredOn, settings.PaymentTermDays)
	case catalog.OrderClosed:
		return nil, refuseClosingWithBalance(tx, order, catalog.Today(now))
	}
	return nil, nil
}

// ship checks the sale's guards (the buyer's licence again, each lot's certificate, the
// manifest), takes the stock (on hand and reserved both lose the units) and issues the
// invoice.
func (a *area) ship(tx core.App, site mail.Site, order *catalog.WholesaleOrderRecord, lines []*catalog.WholesaleOrderLineRecord, m move, now time.Time) error {
	if m.manifestNumber == "" {
		return problemOf("manifestNumber", msgShipManifest)
	}
	rec, err := tx.FindRecordById(catalog.BuyerAccountsCollection, order.Account())
	if err != nil {
		return err
	}
	account := catalog.AsBuyerAccount(rec)
	if !a.licenceHolds(account) {
		return web.APIError(http.StatusConflict, msgShipLicence, nil)
	}
	oldest := now.AddDate(0, 0, -catalog.MaxCertificateAgeDays)
	for _, l := range lines {
		batch, err := tx.FindRecordById(catalog.BatchesCollection, l.Batch())
		if err != nil || !certificateCurrent(catalog.AsBatch(batch), catalog.Today(oldest), catalog.Today(now)) {
			return web.APIError(http.StatusConflict, "Lot "+l.Lot()+" "+msgShipCertificate, nil)
		}
	}
	for _, l := range lines {
		refusal, err := moveStock(tx, l, -l.Units(), -l.Units())
		if err != nil {
			return err
		}
		if refusal != "" {
			return web.APIError(http.StatusConflict, refusal, nil)
		}
	}
	order.SetManifestNumber(m.manifestNumber)
	order.SetDriver(m.driver)
	order.SetVehicle(m.vehicle)
	shippedAt, err := types.ParseDateTime(now)
	if err != nil {
		return err
	}
	order.SetShippedAt(shippedAt)
	settings, err := a.wholesaleSettings(tx)
	if err != nil {
		return err
	}
	return issueInvoice(tx, site, order, lines, account, now, settings.PaymentTermDays)
}

// certificateCurrent: the lot has its certificate, tested between oldest and today.
func certificateCurrent(b *catalog.BatchRecord, oldest, today string) bool {
	return b.COA() != "" && b.TestDate() >= oldest && b.TestDate() <= today
}

// recordTransition writes order's event (from → its state) and queues the buyer's email.
func (a *area) recordTransition(tx core.App, site mail.Site, order *catalog.WholesaleOrderRecord, from, actor, reason string, changes []mail.OrderChange) error {
	event, err := catalog.NewWholesaleOrderEventRecord(tx)
	if err != nil {
		return err
	}
	event.SetOrder(order.Id)
	event.SetFrom(from)
	event.SetTo(order.State())
	event.SetReason(reason)
	event.SetActor(actor)
	if err := tx.Save(event); err != nil {
		return err
	}
	to, err := orderRecipients(tx, order)
	if err != nil || len(to) == 0 {
		return err
	}
	_, err = outbox.Queue(tx, mail.NewOrderState(site, to, order, reason, changes), outbox.About{})
	return err
}

// orderRecipients are whom an order's emails go to: the buyer who placed it and the
// account's contact.
func orderRecipients(tx core.App, order *catalog.WholesaleOrderRecord) ([]string, error) {
	var list []string
	if buyer, err := tx.FindRecordById(catalog.BuyersCollection, order.PlacedBy()); err == nil {
		list = append(list, buyer.Email())
	}
	account, err := tx.FindRecordById(catalog.BuyerAccountsCollection, order.Account())
	if err != nil {
		return nil, err
	}
	return mail.Addresses(append(list, catalog.AsBuyerAccount(account).ContactEmail())...), nil
}

// Actors on an order's timeline: a buyer by name, staff by username (buyers read "The farm").
const (
	buyerActorPrefix = "buyer:"
	staffActorPrefix = "staff:"
)

func actorLabel(e *core.RequestEvent) string {
	who := activity.RequestActor(e, e.Auth)
	if who.Kind == activity.ActorBuyer {
		return buyerActorPrefix + catalog.AsBuyer(e.Auth).Name()
	}
	return staffActorPrefix + who.Name
}

// linesOf are order's lines, in the order they were written.
func linesOf(app core.App, orderID string) ([]*catalog.WholesaleOrderLineRecord, error) {
	recs, err := app.FindAllRecords(catalog.WholesaleOrderLinesCollection, dbx.HashExp{catalog.WholesaleOrderLineFieldOrder: orderID})
	if err != nil {
		return nil, err
	}
	out := make([]*catalog.WholesaleOrderLineRecord, len(recs))
	for i, r := range recs {
		out[i] = catalog.AsWholesaleOrderLine(r)
	}
	sortLines(out)
	return out, nil
}

func trimmed(s string) string { return strings.TrimSpace(s) }
