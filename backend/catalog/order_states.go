package catalog

import "slices"

// A wholesale order's states (issue 39): submitted → accepted → packed → shipped →
// delivered → closed, and the exits rejected, cancelled and on hold.
const (
	OrderSubmitted = "submitted"
	OrderAccepted  = "accepted"
	OrderPacked    = "packed"
	OrderShipped   = "shipped"
	OrderDelivered = "delivered"
	OrderClosed    = "closed"
	OrderRejected  = "rejected"
	OrderCancelled = "cancelled"
	OrderOnHold    = "on-hold"
)

// OrderStates are every state, in the back office's tabs' order.
var OrderStates = []string{OrderSubmitted, OrderAccepted, OrderPacked, OrderShipped, OrderDelivered, OrderClosed,
	OrderOnHold, OrderRejected, OrderCancelled}

// OrderActor is who may take a transition.
type OrderActor uint8

const (
	ByBuyer OrderActor = 1 << iota
	ByStaff
)

// OrderResume is the To of the row that takes an order on hold back to the state it left.
const OrderResume = "(the state it left)"

// OrderTransition is one row of the state table: the states it leaves, the one it
// enters, who may take it and whether it needs a reason.
type OrderTransition struct {
	From   []string
	To     string
	Who    OrderActor
	Reason bool
}

// OrderTransitions is the order's state machine, written once (docs/wholesale.md). A new
// order is submitted (From ""). The guards (licence, stock, certificates, manifest) are
// the routes', in the transition's transaction.
var OrderTransitions = []OrderTransition{
	{From: []string{""}, To: OrderSubmitted, Who: ByBuyer},
	{From: []string{OrderSubmitted}, To: OrderAccepted, Who: ByStaff},
	{From: []string{OrderSubmitted}, To: OrderRejected, Who: ByStaff, Reason: true},
	{From: []string{OrderSubmitted}, To: OrderCancelled, Who: ByBuyer | ByStaff},
	{From: []string{OrderAccepted}, To: OrderPacked, Who: ByStaff},
	{From: []string{OrderAccepted, OrderPacked}, To: OrderCancelled, Who: ByStaff},
	{From: []string{OrderAccepted, OrderPacked}, To: OrderShipped, Who: ByStaff},
	{From: []string{OrderSubmitted, OrderAccepted, OrderPacked}, To: OrderOnHold, Who: ByStaff, Reason: true},
	{From: []string{OrderOnHold}, To: OrderResume, Who: ByStaff},
	{From: []string{OrderShipped}, To: OrderDelivered, Who: ByStaff},
	{From: []string{OrderDelivered}, To: OrderClosed, Who: ByStaff},
}

// orderStateWords say a state in a sentence ("an order that is on hold").
var orderStateWords = map[string]string{OrderOnHold: "on hold"}

// orderVerbs say entering a state ("cannot be put on hold").
var orderVerbs = map[string]string{
	OrderSubmitted: "submitted again", OrderAccepted: "accepted", OrderPacked: "packed", OrderShipped: "shipped",
	OrderDelivered: "marked delivered", OrderClosed: "closed", OrderRejected: "rejected", OrderCancelled: "cancelled",
	OrderOnHold: "put on hold",
}

// OrderStateWords is state as a sentence says it.
func OrderStateWords(state string) string {
	if w, ok := orderStateWords[state]; ok {
		return w
	}
	return state
}

// The state machine's refusals.
const (
	MsgOrderStateUnknown     = "Unknown order state"
	MsgOrderReasonRequired   = "A reason is required: the buyer sees it"
	MsgOrderBuyerCannotTake  = "Only the farm can do this: write to us about the order"
	MsgOrderResumeElsewhere  = "An order on hold goes back only to the state it left"
	MsgOrderCancelByFarmOnly = "The farm has accepted this order: write to us to cancel it"
)

// OrderTransitionFor finds the row that takes an order from from (held: the state an order
// on hold left) to to, by who; the message says why there is none.
func OrderTransitionFor(from, held, to string, who OrderActor) (OrderTransition, string) {
	if !slices.Contains(OrderStates, to) {
		return OrderTransition{}, MsgOrderStateUnknown
	}
	for _, t := range OrderTransitions {
		if !slices.Contains(t.From, from) {
			continue
		}
		if t.To != to && (t.To != OrderResume || to != held) {
			continue
		}
		if t.Who&who == 0 {
			if to == OrderCancelled {
				return OrderTransition{}, MsgOrderCancelByFarmOnly
			}
			return OrderTransition{}, MsgOrderBuyerCannotTake
		}
		return t, ""
	}
	if from == OrderOnHold && slices.Contains([]string{OrderSubmitted, OrderAccepted, OrderPacked}, to) {
		return OrderTransition{}, MsgOrderResumeElsewhere
	}
	if from == "" {
		return OrderTransition{}, "A new order can only be submitted"
	}
	return OrderTransition{}, "An order that is " + OrderStateWords(from) + " cannot be " + orderVerbs[to]
}

// OrderMove is a transition an order may take now, as staff's answer offers it.
type OrderMove struct {
	To     string `json:"to" ts:"WholesaleOrderState"`
	Reason bool   `json:"reason"`
}

// OrderMovesFor are the transitions who may take from state (held: the state an order on
// hold left), in the table's order: the back office offers exactly these.
func OrderMovesFor(state, held string, who OrderActor) []OrderMove {
	moves := []OrderMove{}
	for _, t := range OrderTransitions {
		if !slices.Contains(t.From, state) || t.Who&who == 0 {
			continue
		}
		to := t.To
		if to == OrderResume {
			to = held
		}
		moves = append(moves, OrderMove{To: to, Reason: t.Reason})
	}
	return moves
}

// OrderHoldsStock tells whether an order in state (held: the state an order on hold left)
// counts against the units buyers may still order: a submitted order by its lines, an
// accepted or packed one by the stock it reserved.
func OrderHoldsStock(state, held string) (submitted, reserved bool) {
	if state == OrderOnHold {
		state = held
	}
	return state == OrderSubmitted, state == OrderAccepted || state == OrderPacked
}
