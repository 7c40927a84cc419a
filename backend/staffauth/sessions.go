package staffauth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/sessionrows"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// How long a session lives: catalog's figures, which the back office shows.
const (
	IdleTimeout = catalog.StaffSessionIdleHours * time.Hour
	MaxLifetime = catalog.StaffSessionMaxDays * 24 * time.Hour
)

// rows are the staff's session rows: they live while used within IdleTimeout, for
// MaxLifetime after the sign-in, and while the account's token key is the one they
// started with.
var rows = sessionrows.Table{
	Collection: catalog.StaffSessionsCollection, Owner: catalog.StaffSessionFieldStaff,
	LastSeen: catalog.StaffSessionFieldLastSeenAt, Born: catalog.StaffSessionFieldSignedInAt,
	Idle: IdleTimeout, Life: MaxLifetime,
	Valid: func(session, staff *core.Record) bool {
		return catalog.AsStaffSession(session).TokenKeyHash() == tokenKeyHash(staff)
	},
}

// maxTokenBytes bounds what a caller's token costs to hash; real ones are 26 bytes.
const maxTokenBytes = 64

// Start signs staff in: a new session row, and the token for the cookie (the row keeps
// only its hash). The account's ended sessions go, and the least recently used past
// catalog.MaxStaffSessions.
func Start(app core.App, staff *core.Record, userAgent, address string, now time.Time) (token string, session *core.Record, err error) {
	row, err := catalog.NewStaffSessionRecord(app)
	if err != nil {
		return "", nil, err
	}
	if err := rows.EndDeadAndOldest(app, staff, now, catalog.MaxStaffSessions-1); err != nil {
		return "", nil, err
	}
	at, err := types.ParseDateTime(now)
	if err != nil {
		return "", nil, err
	}
	token = rand.Text()
	row.SetStaff(staff.Id)
	row.SetTokenHash(hashToken(token))
	row.SetTokenKeyHash(tokenKeyHash(staff))
	row.SetDevice(DeviceOf(userAgent))
	row.SetAddress(boundedAddress(address))
	row.SetSignedInAt(at)
	row.SetLastSeenAt(at)
	if err := app.Save(row); err != nil {
		return "", nil, err
	}
	return token, row.Record, nil
}

// Find is the live session token opens and its staff account; nil, nil when there is
// none: an unknown token, a session idle too long or too old, a new token key of the
// account since (a new password, a disabled account), or a disabled account.
func Find(app core.App, token string, now time.Time) (session, staff *core.Record) {
	if token == "" || len(token) > maxTokenBytes {
		return nil, nil
	}
	session, err := app.FindFirstRecordByData(catalog.StaffSessionsCollection, catalog.StaffSessionFieldTokenHash, hashToken(token))
	if err != nil {
		return nil, nil
	}
	staff, err = app.FindRecordById(catalog.StaffCollection, catalog.AsStaffSession(session).Staff())
	if err != nil || catalog.AsStaff(staff).Disabled() || !rows.Alive(session, staff, now) {
		return nil, nil
	}
	return session, staff
}

// Seen notes a call of session from address at now (at most once a minute).
func Seen(app core.App, session *core.Record, address string, now time.Time) error {
	return rows.Seen(app, session, now, dbx.Params{catalog.StaffSessionFieldAddress: boundedAddress(address)})
}

// List is staff's live sessions, the most recently used first.
func List(app core.App, staff *core.Record, now time.Time) ([]*core.Record, error) {
	return rows.Live(app, staff, now)
}

// End ends one session.
func End(app core.App, session *core.Record) error { return rows.End(app, session) }

// EndAll ends every session of the account staffID, and says how many were live.
func EndAll(app core.App, staff *core.Record, now time.Time) (int, error) {
	live, err := List(app, staff, now)
	if err != nil {
		return 0, err
	}
	return len(live), rows.Delete(app, dbx.HashExp{catalog.StaffSessionFieldStaff: staff.Id})
}

// EndExpired deletes every session past its idle time or its life, or whose account's
// token key has changed since.
func EndExpired(app core.App, now time.Time) error {
	if err := rows.EndIdleAndOld(app, now); err != nil {
		return err
	}
	accounts, err := app.FindAllRecords(catalog.StaffCollection)
	if err != nil {
		return err
	}
	for _, staff := range accounts {
		if err := rows.Delete(app, dbx.And(dbx.HashExp{catalog.StaffSessionFieldStaff: staff.Id}, dbx.Not(dbx.HashExp{catalog.StaffSessionFieldTokenKeyHash: tokenKeyHash(staff)}))); err != nil {
			return err
		}
	}
	return nil
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// tokenKeyHash stands for the account's token key, which PocketBase renews with every
// new password (and this site when an account is disabled).
func tokenKeyHash(staff *core.Record) string {
	sum := sha256.Sum256([]byte(staff.TokenKey()))
	return hex.EncodeToString(sum[:16])
}

func boundedAddress(address string) string {
	if len(address) > 64 {
		return address[:64]
	}
	return address
}
