// Package buyerauth is a wholesale buyer's sign-in beyond PocketBase's password check:
// the session row each sign-in starts (its idle time, its life, the cap per buyer) and
// the PocketBase auth token that names it.
//
// PocketBase's auth tokens are stateless: one stays good until it expires or the buyer's
// token key changes. A buyer's token here also carries the id of its session row, and
// the portal's routes refuse a token whose row is gone or idle too long, so a session
// listed can be ended and ends at once.
package buyerauth

import (
	"time"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"
)

// How long a session lives: catalog's figures (staff's).
const (
	IdleTimeout = catalog.BuyerSessionIdleHours * time.Hour
	MaxLifetime = catalog.BuyerSessionMaxDays * 24 * time.Hour
)

// SessionClaim is the token's claim that names its session row.
const SessionClaim = "sid"

// lastSeenEvery: a session's lastSeenAt is written at most once a minute, so the check
// on every call is a read.
const lastSeenEvery = time.Minute

// maxSessionID bounds the claim read from a token before any lookup.
const maxSessionID = 32

// Start opens a session of buyer from this browser and client network at now. The
// buyer's ended sessions go, and the least recently used past catalog.MaxBuyerSessions.
func Start(app core.App, buyer *core.Record, userAgent, network string, now time.Time) (*core.Record, error) {
	row, err := catalog.NewBuyerSessionRecord(app)
	if err != nil {
		return nil, err
	}
	if err := endDeadAndOldest(app, buyer.Id, now, catalog.MaxBuyerSessions-1); err != nil {
		return nil, err
	}
	at, err := types.ParseDateTime(now)
	if err != nil {
		return nil, err
	}
	row.SetBuyer(buyer.Id)
	row.SetUserAgent(bounded(userAgent, catalog.MaxBuyerUserAgent))
	row.SetNetwork(bounded(network, 64))
	row.SetLastSeenAt(at)
	// The row's own clock: createdAt is PocketBase's (the wall clock), lastSeenAt ours.
	row.SetRaw(catalog.CreatedAtField, at)
	if err := app.Save(row); err != nil {
		return nil, err
	}
	return row.Record, nil
}

// Token is an auth token of buyer that names session: PocketBase's own (the same claims
// and signing key, so PocketBase accepts it), refreshable, with the session's id.
func Token(buyer *core.Record, sessionID string) (string, error) {
	// PocketBase's claims type (jwt.MapClaims) is this map.
	claims := map[string]any{
		core.TokenClaimType:         core.TokenTypeAuth,
		core.TokenClaimId:           buyer.Id,
		core.TokenClaimCollectionId: buyer.Collection().Id,
		core.TokenClaimRefreshable:  true,
		SessionClaim:                sessionID,
	}
	key := buyer.TokenKey() + buyer.Collection().AuthToken.Secret
	return security.NewJWT(claims, key, buyer.Collection().AuthToken.DurationTime())
}

// SessionIDOf is the session a token names ("" when none). The token must have been
// verified already (PocketBase's auth middleware did, when it set the request's auth).
func SessionIDOf(token string) string {
	claims, err := security.ParseUnverifiedJWT(token)
	if err != nil {
		return ""
	}
	id, _ := claims[SessionClaim].(string)
	if len(id) > maxSessionID {
		return ""
	}
	return id
}

// Find is buyer's live session id at now, or nil: gone (ended, swept), another
// buyer's, idle too long or too old.
func Find(app core.App, buyer *core.Record, id string, now time.Time) *core.Record {
	if id == "" {
		return nil
	}
	session, err := app.FindRecordById(catalog.BuyerSessionsCollection, id)
	if err != nil || catalog.AsBuyerSession(session).Buyer() != buyer.Id || !alive(session, now) {
		return nil
	}
	return session
}

// Seen notes a call of session at now (at most once a minute).
func Seen(app core.App, session *core.Record, now time.Time) error {
	if now.Sub(catalog.AsBuyerSession(session).LastSeenAt().Time()) < lastSeenEvery {
		return nil
	}
	at, err := types.ParseDateTime(now)
	if err != nil {
		return err
	}
	_, err = app.NonconcurrentDB().Update(catalog.BuyerSessionsCollection,
		dbx.Params{catalog.BuyerSessionFieldLastSeenAt: at.String()},
		dbx.HashExp{catalog.IDField: session.Id},
	).Execute()
	return err
}

// List is buyer's live sessions, the most recently used first.
func List(app core.App, buyerID string, now time.Time) ([]*core.Record, error) {
	records, err := sessionsOf(app, buyerID)
	if err != nil {
		return nil, err
	}
	live := records[:0]
	for _, r := range records {
		if alive(r, now) {
			live = append(live, r)
		}
	}
	return live, nil
}

// End ends one session.
func End(app core.App, session *core.Record) error {
	return deleteSessions(app, dbx.HashExp{catalog.IDField: session.Id})
}

// EndAll ends every session of the buyers of account (a suspension, a rejection).
func EndAll(app core.App, accountID string) error {
	_, err := app.NonconcurrentDB().NewQuery(
		"DELETE FROM " + catalog.BuyerSessionsCollection + " WHERE " + catalog.BuyerSessionFieldBuyer +
			" IN (SELECT id FROM " + catalog.BuyersCollection + " WHERE " + catalog.BuyerFieldAccount + " = {:account})",
	).Bind(dbx.Params{"account": accountID}).Execute()
	return err
}

// EndExpired deletes every session past its idle time or its life.
func EndExpired(app core.App, now time.Time) error {
	idleSince, err := types.ParseDateTime(now.Add(-IdleTimeout))
	if err != nil {
		return err
	}
	bornBefore, err := types.ParseDateTime(now.Add(-MaxLifetime))
	if err != nil {
		return err
	}
	return deleteSessions(app, dbx.Or(
		dbx.NewExp("[["+catalog.BuyerSessionFieldLastSeenAt+"]] < {:idle}", dbx.Params{"idle": idleSince.String()}),
		dbx.NewExp("[["+catalog.CreatedAtField+"]] < {:born}", dbx.Params{"born": bornBefore.String()}),
	))
}

// endDeadAndOldest deletes buyer's sessions that have ended, and the least recently
// used of the live ones past keep.
func endDeadAndOldest(app core.App, buyerID string, now time.Time, keep int) error {
	records, err := sessionsOf(app, buyerID)
	if err != nil {
		return err
	}
	var gone []any
	for _, r := range records {
		if alive(r, now) && keep > 0 {
			keep--
			continue
		}
		gone = append(gone, r.Id)
	}
	if len(gone) == 0 {
		return nil
	}
	return deleteSessions(app, dbx.In(catalog.IDField, gone...))
}

// Sessions are bookkeeping, like staff's: deleted without record hooks (the sign-ins
// and ends that matter are recorded as events).
func deleteSessions(app core.App, where dbx.Expression) error {
	_, err := app.NonconcurrentDB().Delete(catalog.BuyerSessionsCollection, where).Execute()
	return err
}

func alive(session *core.Record, now time.Time) bool {
	s := catalog.AsBuyerSession(session)
	return now.Sub(s.LastSeenAt().Time()) < IdleTimeout && now.Sub(s.CreatedAt().Time()) < MaxLifetime
}

func sessionsOf(app core.App, buyerID string) ([]*core.Record, error) {
	records := []*core.Record{}
	err := app.RecordQuery(catalog.BuyerSessionsCollection).AndWhere(dbx.HashExp{catalog.BuyerSessionFieldBuyer: buyerID}).
		OrderBy(catalog.BuyerSessionFieldLastSeenAt + " DESC").All(&records)
	return records, err
}

// bounded is s cut to at most n bytes, at a character's edge.
func bounded(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = s[:n]
	for len(s) > 0 && !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s
}
