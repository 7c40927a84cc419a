package wholesale

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/buyerauth"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// registerBuyerSessions binds a buyer's list of their own live sessions and the end of
// one (their current one is signing out).
func (a *area) registerBuyerSessions(r *router.Router[*core.RequestEvent]) {
	r.GET(api.WholesaleSessions, a.listBuyerSessions).BindFunc(a.requireBuyer)
	r.DELETE(api.WholesaleSession, a.endBuyerSession).BindFunc(a.requireBuyer)
}

func (a *area) listBuyerSessions(e *core.RequestEvent) error {
	s := signedInOf(e)
	sessions, err := buyerauth.List(e.App, s.buyer.Record, a.deps.Now())
	if err != nil {
		return err
	}
	out := make([]catalog.WholesaleSession, len(sessions))
	for i, rec := range sessions {
		row := catalog.AsBuyerSession(rec)
		out[i] = catalog.WholesaleSession{
			ID: row.Id, Device: staffauth.DeviceOf(row.UserAgent()), Network: row.Network(),
			SignedInAt: isoTime(row.CreatedAt()), LastSeenAt: isoTime(row.LastSeenAt()), Current: row.Id == s.session.Id,
		}
	}
	return e.JSON(http.StatusOK, out)
}

// endBuyerSession ends one of the buyer's own sessions; any other id (another buyer's,
// another account's, none) is not found.
func (a *area) endBuyerSession(e *core.RequestEvent) error {
	s := signedInOf(e)
	session := buyerauth.Find(e.App, s.buyer.Record, e.Request.PathValue("id"), a.deps.Now())
	if session == nil {
		return web.NotFound(catalog.MsgBuyerSessionNotFound)
	}
	if err := buyerauth.End(e.App, session); err != nil {
		return err
	}
	activitylog.RecordStaffEvent(e, activitylog.StaffEvent{Action: catalog.ActionSessionEnded, Actor: s.buyer.Record, Subject: s.buyer.Record,
		Details: map[string]any{"device": staffauth.DeviceOf(catalog.AsBuyerSession(session).UserAgent()), "via": "wholesale sessions list"}})
	return e.JSON(http.StatusOK, map[string]string{"id": session.Id})
}
