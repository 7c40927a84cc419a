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
	"github.com/hudsonvalley/farmsite/backend/sessionrows"
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

// rows are the buyers' session rows: they live while used within IdleTimeout and for
// MaxLifetime after the sign-in.
var rows = sessionrows.Table{
	Collection: catalog.BuyerSessionsCollection, Owner: catalog.BuyerSessionFieldBuyer,
	LastSeen: catalog.BuyerSessionFieldLastSeenAt, Born: catalog.CreatedAtField,
	Idle: IdleTimeout, Life: MaxLifetime,
}

// maxSessionID bounds the claim read from a token before any lookup.
const maxSessionID = 32

// Start opens a session of buyer from this browser and client network at now. The
// buyer's ended sessions go, and the least recently used past catalog.MaxBuyerSessions.
func Start(app core.App, buyer *core.Record, userAgent, network string, now time.Time) (*core.Record, error) {
	row, err := catalog.NewBuyerSessionRecord(app)
	if err != nil {
		return nil, err
	}
	if err := rows.EndDeadAndOldest(app, buyer, now, catalog.MaxBuyerSessions-1); err != nil {
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
	if err != nil || catalog.AsBuyerSession(session).Buyer() != buyer.Id || !rows.Alive(session, buyer, now) {
		return nil
	}
	return session
}

// Seen notes a call of session at now (at most once a minute).
func Seen(app core.App, session *core.Record, now time.Time) error {
	return rows.Seen(app, session, now, nil)
}

// List is buyer's live sessions, the most recently used first.
func List(app core.App, buyer *core.Record, now time.Time) ([]*core.Record, error) {
	return rows.Live(app, buyer, now)
}

// End ends one session.
func End(app core.App, session *core.Record) error { return rows.End(app, session) }

// EndAll ends every session of the buyers of account (a suspension, a rejection).
func EndAll(app core.App, accountID string) error {
	_, err := app.NonconcurrentDB().NewQuery(
		"DELETE FROM " + catalog.BuyerSessionsCollection + " WHERE " + catalog.BuyerSessionFieldBuyer +
			" IN (SELECT id FROM " + catalog.BuyersCollection + " WHERE " + catalog.BuyerFieldAccount + " = {:account})",
	).Bind(dbx.Params{"account": accountID}).Execute()
	return err
}

// EndEvery ends every session of one buyer (their two-factor reset: a lost phone may
// still be signed in).
func EndEvery(app core.App, buyer *core.Record) error {
	return rows.Delete(app, dbx.HashExp{catalog.BuyerSessionFieldBuyer: buyer.Id})
}

// EndExpired deletes every session past its idle time or its life.
func EndExpired(app core.App, now time.Time) error { return rows.EndIdleAndOld(app, now) }

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
