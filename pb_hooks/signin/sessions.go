package signin

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// sessionStoreKey is where requireStaff keeps the caller's session record.
const sessionStoreKey = "staffSession"

const sessionSweepJobID = "staffSessionsSweep"

func currentSession(e *core.RequestEvent) *core.Record {
	session, _ := e.Get(sessionStoreKey).(*core.Record)
	return session
}

// startSession signs rec in from this request's browser: a session, and its cookie.
func (s *Accounts) startSession(e *core.RequestEvent, rec *core.Record) error {
	token, session, err := staffauth.Start(e.App, rec, e.Request.UserAgent(), e.RealIP(), s.now())
	if err != nil {
		return err
	}
	e.Set(sessionStoreKey, session)
	setSessionCookie(e, token, int(staffauth.MaxLifetime.Seconds()))
	return nil
}

// endSession ends one session of the caller's; their own loses its cookie too.
func endSession(e *core.RequestEvent, session *core.Record, via string) error {
	if session == nil {
		return nil
	}
	if err := staffauth.End(e.App, session); err != nil {
		return err
	}
	if current := currentSession(e); current != nil && current.Id == session.Id {
		setSessionCookie(e, "", -1)
	}
	activitylog.RecordStaffEvent(e, activitylog.StaffEvent{Action: "session.ended", Actor: e.Auth, Subject: e.Auth, Details: map[string]any{
		"device": catalog.AsStaffSession(session).Device(), "via": via,
	}})
	return nil
}

// RegisterSessions binds each member's list of their own sessions and the end of one,
// and the owner's end of every session of an account.
func (s *Accounts) RegisterSessions(staff *router.RouterGroup[*core.RequestEvent]) {
	staff.GET(api.StaffOwnSessions, s.listOwnSessions).Unbind(twoFactorGateID)
	staff.DELETE(api.StaffOwnSession, endOwnSession).Unbind(twoFactorGateID)
	staff.POST(api.StaffEndSessions, s.endSessionsOfAccount)
}

// ScheduleSessionSweep deletes ended sessions every hour (a session is checked live on
// every call; the sweep only keeps the table small).
func (s *Accounts) ScheduleSessionSweep(app core.App) {
	app.Cron().MustAdd(sessionSweepJobID, "17 * * * *", func() {
		if err := staffauth.EndExpired(app, s.now()); err != nil {
			app.Logger().Error("could not delete ended staff sessions", "error", err)
		}
	})
}

func (s *Accounts) listOwnSessions(e *core.RequestEvent) error {
	sessions, err := staffauth.List(e.App, e.Auth, s.now())
	if err != nil {
		return err
	}
	current := currentSession(e)
	out := make([]catalog.StaffSession, len(sessions))
	for i, session := range sessions {
		out[i] = catalog.StaffSession{
			ID: session.Id, Device: catalog.AsStaffSession(session).Device(), Address: catalog.AsStaffSession(session).Address(),
			LastSeenAt: adminapi.ISOTime(session, "lastSeenAt"), SignedInAt: adminapi.ISOTime(session, "signedInAt"),
			Current: current != nil && current.Id == session.Id,
		}
	}
	return e.JSON(http.StatusOK, out)
}

func endOwnSession(e *core.RequestEvent) error {
	session, err := e.App.FindRecordById(catalog.StaffSessionsCollection, e.Request.PathValue("id"))
	if err != nil || catalog.AsStaffSession(session).Staff() != e.Auth.Id {
		return web.NotFound("Session not found")
	}
	if err := endSession(e, session, "sessions list"); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]string{"id": session.Id})
}

// endSessionsOfAccount lets the owner sign an account out everywhere (a lost laptop, a
// colleague leaving).
func (s *Accounts) endSessionsOfAccount(e *core.RequestEvent) error {
	if !catalog.AsStaff(e.Auth).Owner() {
		return web.Forbidden(onlyTheOwner)
	}
	rec, err := rules.FindOr404(e.App, catalog.StaffCollection, e.Request.PathValue("id"), "Staff account")
	if err != nil {
		return err
	}
	ended, err := staffauth.EndAll(e.App, rec, s.now())
	if err != nil {
		return err
	}
	if rec.Id == e.Auth.Id {
		setSessionCookie(e, "", -1)
	}
	activitylog.RecordStaffEvent(e, activitylog.StaffEvent{Action: "sessions.ended_all", Actor: e.Auth, Subject: rec, Details: map[string]any{"sessions": ended}})
	return e.JSON(http.StatusOK, map[string]int{"ended": ended})
}
