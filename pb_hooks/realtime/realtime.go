// Package realtime bounds PocketBase's realtime for visitors: a bounded outbox per client,
// visitors' subscriptions limited and served by one broadcast, staff's by PocketBase.
package realtime

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// PocketBase broadcasts a saved record inside the save: for every subscribed client it
// checks the collection's rule (a database query each), builds and encodes the record,
// so a staff save took 340 ms with 1,000 visitors connected. Visitors' subscriptions
// are served here instead: the record is checked and encoded once per save, as a
// visitor sees it, and handed to a worker that queues it to each visitor's connection;
// a save waits on no subscriber. Staff and superuser subscriptions (few) stay
// PocketBase's.
const (
	// Outbox is how many messages a connection may have waiting; a visitor
	// whose connection falls that far behind is disconnected (its page reconnects and
	// refetches).
	Outbox = 16
	// realtimeWriteTimeout bounds one message's write, so a client that stops reading
	// frees its connection.
	realtimeWriteTimeout = 30 * time.Second
	// realtimeBroadcastQueue is how many saves may wait for the worker.
	realtimeBroadcastQueue = 256
	// Visitors subscribe to a few collections, by topic alone.
	visitorSubscriptions      = 20
	visitorSubscriptionLength = 200
)

const VisitorSubscriptionsMessage = "Visitors may subscribe to at most 20 topics, without options"

// Client is PocketBase's subscription client with a bounded outbox that never
// makes a sender wait, and whose visitor subscriptions PocketBase's broadcast does not
// see (visitorBroadcast serves them).
type Client struct {
	*subscriptions.DefaultClient
	mu     sync.Mutex
	out    chan subscriptions.Message
	closed bool
}

// NewClient wraps client with a bounded outbox of Outbox messages.
func NewClient(client *subscriptions.DefaultClient) *Client {
	return &Client{DefaultClient: client, out: make(chan subscriptions.Message, Outbox)}
}

func (c *Client) Channel() chan subscriptions.Message { return c.out }

// Send queues m; a client whose outbox is full is closed.
func (c *Client) Send(m subscriptions.Message) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return
	}
	select {
	case c.out <- m:
	default:
		c.closeOutbox()
	}
}

func (c *Client) Discard() {
	c.mu.Lock()
	c.closeOutbox()
	c.mu.Unlock()
	c.DefaultClient.Discard()
}

func (c *Client) IsDiscarded() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.closed
}

// closeOutbox ends the connection's stream once it has written what is queued.
func (c *Client) closeOutbox() {
	if !c.closed {
		c.closed = true
		close(c.out)
	}
}

func (c *Client) isVisitor() bool {
	auth, _ := c.Get(apis.RealtimeClientAuthKey).(*core.Record)
	return auth == nil
}

// Subscriptions is what PocketBase's broadcast sees: a signed-in client's only.
func (c *Client) Subscriptions(prefixes ...string) map[string]subscriptions.SubscriptionOptions {
	if c.isVisitor() {
		return map[string]subscriptions.SubscriptionOptions{}
	}
	return c.DefaultClient.Subscriptions(prefixes...)
}

// recordMessages are a saved record's realtime messages as a visitor receives them:
// for the list topics ("collection/*") and the record's own ("collection/id"); nil
// where a visitor may not see it.
type recordMessages struct {
	collection    *core.Collection
	recordID      string
	list, viewing []byte
	fresh         string // the change's fresh token, in both messages
}

// visitorBroadcast serves visitors' realtime subscriptions off the request path.
type visitorBroadcast struct {
	app      core.App
	fresh    *web.FreshTokens // signs each change's token for the refetches it starts
	queue    chan recordMessages
	done     chan struct{}
	deleting sync.Map // collection id/record id -> recordMessages made before the delete
}

// Bind caps realtime connections (web.LimitRealtime), bounds each connection,
// and serves visitors' subscriptions with visitorBroadcast. Every change a visitor is
// told of, and every connect, carries a signed fresh token (web.FreshTokens).
func Bind(app core.App, r *router.Router[*core.RequestEvent], fresh *web.FreshTokens) {
	r.Bind(web.LimitRealtime(web.RealtimeConnections, web.RealtimeConnectionsPerNetwork))
	b := &visitorBroadcast{app: app, fresh: fresh, queue: make(chan recordMessages, realtimeBroadcastQueue), done: make(chan struct{})}
	go b.run()
	app.OnTerminate().Bind(&hook.Handler[*core.TerminateEvent]{Id: "farmsiteRealtimeStop", Func: func(e *core.TerminateEvent) error {
		close(b.done)
		return e.Next()
	}})

	app.OnRealtimeConnectRequest().Bind(&hook.Handler[*core.RealtimeConnectRequestEvent]{Id: "farmsiteRealtimeClient",
		Func: func(e *core.RealtimeConnectRequestEvent) error {
			if client, ok := e.Client.(*subscriptions.DefaultClient); ok {
				e.Client = NewClient(client)
			}
			return e.Next()
		}})
	app.OnRealtimeMessageSend().Bind(&hook.Handler[*core.RealtimeMessageEvent]{Id: "farmsiteRealtimeWriteTimeout",
		Func: func(e *core.RealtimeMessageEvent) error {
			_ = http.NewResponseController(e.Response).SetWriteDeadline(time.Now().Add(realtimeWriteTimeout))
			if e.Message.Name == "PB_CONNECT" {
				e.Message = connectMessage(e.Client.Id(), fresh.Latest())
			}
			return e.Next()
		}})
	app.OnRealtimeSubscribeRequest().Bind(&hook.Handler[*core.RealtimeSubscribeRequestEvent]{Id: "farmsiteVisitorSubscriptions",
		Func: func(e *core.RealtimeSubscribeRequestEvent) error {
			if e.Auth == nil && !visitorTopicsOnly(e.Subscriptions) {
				return web.BadRequest(VisitorSubscriptionsMessage)
			}
			return e.Next()
		}})

	app.OnRecordAfterCreateSuccess().Bind(&hook.Handler[*core.RecordEvent]{Id: "farmsiteRealtimeCreate",
		Func: func(e *core.RecordEvent) error {
			b.send(b.messages(e.App, "create", e.Record))
			return e.Next()
		}})
	app.OnRecordAfterUpdateSuccess().Bind(&hook.Handler[*core.RecordEvent]{Id: "farmsiteRealtimeUpdate",
		Func: func(e *core.RecordEvent) error {
			b.send(b.messages(e.App, "update", e.Record))
			return e.Next()
		}})
	// A deleted record is checked before it goes (after, no rule can see it), from
	// outside the delete's transaction as PocketBase does, and sent once it is gone.
	app.OnRecordDelete().Bind(&hook.Handler[*core.RecordEvent]{Id: "farmsiteRealtimeDelete",
		Func: func(e *core.RecordEvent) error {
			if m := b.messages(app, "delete", e.Record); m.list != nil || m.viewing != nil {
				b.deleting.Store(deletingKey(e.Record), m)
			}
			return e.Next()
		}})
	app.OnRecordAfterDeleteSuccess().Bind(&hook.Handler[*core.RecordEvent]{Id: "farmsiteRealtimeDeleted",
		Func: func(e *core.RecordEvent) error {
			if m, ok := b.deleting.LoadAndDelete(deletingKey(e.Record)); ok {
				b.send(m.(recordMessages))
			}
			return e.Next()
		}})
	app.OnRecordAfterDeleteError().Bind(&hook.Handler[*core.RecordErrorEvent]{Id: "farmsiteRealtimeNotDeleted",
		Func: func(e *core.RecordErrorEvent) error {
			b.deleting.Delete(deletingKey(e.Record))
			return e.Next()
		}})
}

func deletingKey(r *core.Record) string { return r.Collection().Id + "/" + r.Id }

// visitorTopicsOnly tells whether a visitor's subscriptions are a few plain topics
// (options make PocketBase query per client and message).
func visitorTopicsOnly(subs []string) bool {
	if len(subs) > visitorSubscriptions {
		return false
	}
	for _, s := range subs {
		if len(s) > visitorSubscriptionLength || strings.Contains(s, "?") {
			return false
		}
	}
	return true
}

// messages makes record's messages as a visitor sees them: one rule check and one
// encoding per topic kind, however many visitors are connected.
func (b *visitorBroadcast) messages(app core.App, action string, record *core.Record) recordMessages {
	c := record.Collection()
	// One token per change, the same for every visitor told of it: a cache fetches each
	// address once for it. No one has it before the change is saved: it goes out with
	// the messages, which are sent after the save (a delete's too).
	m := recordMessages{collection: c, recordID: record.Id, fresh: b.fresh.Issue()}
	if b.app.SubscriptionsBroker().TotalClients() == 0 {
		return m
	}
	m.list = visitorMessage(app, action, record, c.ListRule, m.fresh)
	if c.ViewRule != nil && c.ListRule != nil && *c.ViewRule == *c.ListRule {
		m.viewing = m.list
	} else {
		m.viewing = visitorMessage(app, action, record, c.ViewRule, m.fresh)
	}
	return m
}

// connectMessage is PocketBase's PB_CONNECT with the last change's fresh token: a page
// that reconnects refetches everything, past any copy from before what it missed.
func connectMessage(clientID, fresh string) *subscriptions.Message {
	data, _ := json.Marshal(map[string]string{"clientId": clientID, "fresh": fresh})
	return &subscriptions.Message{Name: "PB_CONNECT", Data: data}
}

// visitorMessage is the message's data for a visitor under rule, or nil when the rule
// hides the record from visitors; fresh is the change's token.
func visitorMessage(app core.App, action string, record *core.Record, rule *string, fresh string) []byte {
	if rule == nil {
		return nil
	}
	info := &core.RequestInfo{Context: core.RequestInfoContextRealtime, Method: http.MethodGet,
		Query: map[string]string{}, Headers: map[string]string{}}
	if ok, err := app.CanAccessRecord(record, info, rule); !ok || err != nil {
		return nil
	}
	clean := record.Fresh()
	err := app.OnRecordEnrich().Trigger(&core.RecordEnrichEvent{App: app, Record: clean, RequestInfo: info})
	if err != nil {
		return nil
	}
	data, err := json.Marshal(map[string]any{"action": action, "record": clean, "fresh": fresh})
	if err != nil {
		return nil
	}
	return data
}

// send hands m to the worker without waiting; should saves ever come faster than it
// delivers, the change is not sent (with a warning) rather than hold up the save.
func (b *visitorBroadcast) send(m recordMessages) {
	b.fresh.Told(m.fresh) // those who connect from now on may have missed it
	if m.list == nil && m.viewing == nil {
		return
	}
	select {
	case b.queue <- m:
	default:
		b.app.Logger().Warn("realtime: a change was not sent to visitors (queue full)", "collection", m.collection.Name, "id", m.recordID)
	}
}

func (b *visitorBroadcast) run() {
	for {
		select {
		case m := <-b.queue:
			b.deliver(m)
		case <-b.done:
			return
		}
	}
}

// deliver queues m to every visitor subscribed to one of its topics.
func (b *visitorBroadcast) deliver(m recordMessages) {
	for _, client := range b.app.SubscriptionsBroker().Clients() {
		c, ok := client.(*Client)
		if !ok || !c.isVisitor() {
			continue
		}
		for topic := range c.DefaultClient.Subscriptions() {
			if data := m.forTopic(topic); data != nil {
				c.Send(subscriptions.Message{Name: topic, Data: data})
			}
		}
	}
}

// forTopic is m's data for a subscription topic, nil when the topic is not m's.
func (m recordMessages) forTopic(topic string) []byte {
	collection, rest, _ := strings.Cut(topic, "/")
	if collection != m.collection.Name && collection != m.collection.Id {
		return nil
	}
	switch rest {
	case "", "*":
		return m.list
	case m.recordID:
		return m.viewing
	}
	return nil
}
