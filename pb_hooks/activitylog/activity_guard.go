package activitylog

import (
	"bytes"
	"io"
	"net/http"
	"regexp"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// touchesTheLog matches what a superuser's SQL must not name in a write: the log's
// table and triggers, and SQLite's schema (through which a trigger could be dropped).
var touchesTheLog = regexp.MustCompile(`(?i)activity|sqlite_master|sqlite_schema|writable_schema`)

// MaxSQLBodyBytes bounds the body of a superuser's SQL: PocketBase takes a query of at
// most 5,000 characters, which no encoding (JSON escapes, percent-encoding, multipart)
// makes larger than this.
const MaxSQLBodyBytes = 64 << 10

// sqlForm is PocketBase's own form of its SQL route (apis.runSQLForm): the guard reads
// the query with the route's tags and binding, so whatever the body's encoding (JSON,
// form, multipart, XML) it checks the query the route will run.
type sqlForm struct {
	Query string `form:"query" json:"query"`
}

// guardSuperuserSQL refuses PocketBase's SQL route (superusers only) any statement but a
// single SELECT when it names the log or the schema. It reads the whole body first and
// hands the route the same bytes again, so the route cannot read anything the guard did
// not (a decoder that stops early would otherwise leave the rest for the route).
func guardSuperuserSQL(r *router.Router[*core.RequestEvent]) {
	r.BindFunc(func(e *core.RequestEvent) error {
		if e.Request.Method != http.MethodPost || strings.TrimRight(e.Request.URL.Path, "/") != "/api/sql" || !e.HasSuperuserAuth() {
			return e.Next() // PocketBase refuses anyone else
		}
		raw, err := io.ReadAll(io.LimitReader(e.Request.Body, MaxSQLBodyBytes+1))
		if err != nil {
			return web.BadRequest("Invalid request body")
		}
		if len(raw) > MaxSQLBodyBytes {
			return web.APIError(http.StatusRequestEntityTooLarge, "Request body too large", nil)
		}
		e.Request.Body = &router.RereadableReadCloser{ReadCloser: io.NopCloser(bytes.NewReader(raw))}
		var form sqlForm
		if err := e.BindBody(&form); err != nil {
			return web.BadRequest("Invalid request body")
		}
		query := strings.TrimSpace(form.Query)
		single := !strings.Contains(strings.TrimRight(query, "; \t\r\n"), ";")
		if touchesTheLog.MatchString(query) && !(single && strings.HasPrefix(strings.ToUpper(query), "SELECT")) {
			return web.Forbidden(logIsAppendOnly)
		}
		e.Request.Body = &router.RereadableReadCloser{ReadCloser: io.NopCloser(bytes.NewReader(raw))}
		return e.Next()
	})
}

// GuardTheLog keeps the activity log append-only below the record API, from the start
// of serving: the database's triggers are there, and superusers' SQL cannot drop them.
func GuardTheLog(app core.App, r *router.Router[*core.RequestEvent]) {
	if err := putBackLogTriggers(app); err != nil {
		app.Logger().Error("could not put back the activity log's triggers: entries can be changed", "error", err)
	}
	guardSuperuserSQL(r)
}

// putBackLogTriggers recreates the log's triggers when the database lacks them (an old
// backup restored, a file edited by hand), and says so loudly: entries may have been
// changed or deleted while they were gone.
func putBackLogTriggers(app core.App) error {
	if !activity.Installed(app) {
		return nil
	}
	missing, err := activity.TriggersMissing(app)
	if err != nil || len(missing) == 0 {
		return err
	}
	names := make([]string, len(missing))
	for i, t := range missing {
		names[i] = t.Name
	}
	if err := activity.PutBackTriggers(app, missing); err != nil {
		return err
	}
	app.Logger().Error("the activity log's triggers were missing or changed: put back; entries may have been changed or deleted while they were", "triggers", names)
	return nil
}
