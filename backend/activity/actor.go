// Package activity is the append-only activity log: who changed what, when, from where,
// with each field's value before and after. Record hooks write it in the transaction of
// the change; the actor travels in the save's context, put there by an app that acts for
// a request (ForRequest) or for the system (AsSystem).
package activity

import (
	"context"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// The kinds of actor.
const (
	ActorStaff     = "staff"
	ActorSuperuser = "superuser"
	ActorVisitor   = "visitor" // a request with no session: a contact message, an order
	ActorSystem    = "system"  // cron, migration, command line
	ActorBuyer     = "buyer"   // a wholesale buyer, signed in to the portal
)

// Actor is who made a change: a staff account, a superuser, a visitor or the system.
type Actor struct {
	Kind    string
	ID      string // the account's id (staff, superuser)
	Name    string // the username, the superuser's email, or what the system was doing
	Address string // the client's address
}

// doing is what a save's context says of it: the request it serves (whose account is
// read when the entry is written: the session is checked after the app is wrapped), or
// the system's task, and the action when it is more than a save (a restore, a reply).
type doing struct {
	request *core.RequestEvent
	system  string
	action  string
	details map[string]any
}

type doingKey struct{}

func doingOf(ctx context.Context) doing {
	if ctx == nil {
		return doing{}
	}
	d, _ := ctx.Value(doingKey{}).(doing)
	return d
}

// ActorOf tells who acts in ctx; unknown is the system (for want of a request, a
// migration or a task not labelled).
func ActorOf(ctx context.Context, unknown string) Actor {
	d := doingOf(ctx)
	switch {
	case d.request != nil:
		return RequestActor(d.request, d.request.Auth)
	case d.system != "":
		return Actor{Kind: ActorSystem, Name: d.system}
	}
	return Actor{Kind: ActorSystem, Name: unknown}
}

// RequestActor is who acts in request e: the account given (a staff member, a
// superuser), or a visitor when nil.
func RequestActor(e *core.RequestEvent, account *core.Record) Actor {
	a := Actor{Kind: ActorVisitor, Address: e.RealIP()}
	switch {
	case account == nil:
	case account.IsSuperuser():
		a.Kind, a.ID, a.Name = ActorSuperuser, account.Id, account.Email()
	case account.Collection().Name == catalog.StaffCollection:
		a.Kind, a.ID, a.Name = ActorStaff, account.Id, catalog.AsStaff(account).Username()
	case account.Collection().Name == catalog.BuyersCollection:
		a.Kind, a.ID, a.Name = ActorBuyer, account.Id, account.Email()
	default:
		a.Kind, a.ID = account.Collection().Name, account.Id
	}
	return a
}

// Action is the action ctx names for its saves ("" for a plain create, update, delete)
// and its details.
func Action(ctx context.Context) (string, map[string]any) {
	d := doingOf(ctx)
	return d.action, d.details
}

// ForRequest is app acting for request e: every save and delete made through it (and
// through its transactions) carries the request, so the log names its account and
// client address.
func ForRequest(app core.App, e *core.RequestEvent) core.App {
	return with(app, func(d doing) doing { d.request = e; return d })
}

// AsSystem is app acting for a task of the system ("cron: publish scheduled posts",
// "command line").
func AsSystem(app core.App, task string) core.App {
	return with(app, func(d doing) doing { d.system = task; return d })
}

// Doing is app making its saves as part of action (a restore, a reply sent), with
// details, for whoever app already acts.
func Doing(app core.App, action string, details map[string]any) core.App {
	return with(app, func(d doing) doing { d.action, d.details = action, details; return d })
}

// InContext is app acting as ctx says: the hooks use it so that what a save's handlers
// save in turn (cascaded deletes) is made by the same actor.
func InContext(app core.App, ctx context.Context) core.App {
	d := doingOf(ctx)
	if d.request == nil && d.system == "" && d.action == "" {
		return app
	}
	return with(app, func(doing) doing { return d })
}

func with(app core.App, change func(doing) doing) core.App {
	base, ctx := app, context.Background()
	if acting, ok := app.(*actingApp); ok {
		base, ctx = acting.App, acting.ctx
	}
	return &actingApp{App: base, ctx: context.WithValue(ctx, doingKey{}, change(doingOf(ctx)))}
}

// actingApp passes its context to every save and delete: PocketBase's Save and Delete
// use a background context, which would lose who acts.
type actingApp struct {
	core.App
	ctx context.Context
}

// withDoing is ctx carrying a's doing unless it carries one already.
func (a *actingApp) withDoing(ctx context.Context) context.Context {
	if _, ok := ctx.Value(doingKey{}).(doing); ok {
		return ctx
	}
	return context.WithValue(ctx, doingKey{}, doingOf(a.ctx))
}

func (a *actingApp) Save(m core.Model) error { return a.App.SaveWithContext(a.ctx, m) }
func (a *actingApp) SaveWithContext(ctx context.Context, m core.Model) error {
	return a.App.SaveWithContext(a.withDoing(ctx), m)
}
func (a *actingApp) SaveNoValidate(m core.Model) error {
	return a.App.SaveNoValidateWithContext(a.ctx, m)
}
func (a *actingApp) SaveNoValidateWithContext(ctx context.Context, m core.Model) error {
	return a.App.SaveNoValidateWithContext(a.withDoing(ctx), m)
}
func (a *actingApp) Delete(m core.Model) error { return a.App.DeleteWithContext(a.ctx, m) }
func (a *actingApp) DeleteWithContext(ctx context.Context, m core.Model) error {
	return a.App.DeleteWithContext(a.withDoing(ctx), m)
}
func (a *actingApp) RunInTransaction(fn func(tx core.App) error) error {
	return a.App.RunInTransaction(func(tx core.App) error { return fn(&actingApp{App: tx, ctx: a.ctx}) })
}
