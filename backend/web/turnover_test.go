package web

import (
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Answers that show a collection the calendar turns over are built again once after each
// turn, under the same key, and kept until the next; the others are kept across it.
func TestAnswersTurnOverWithTheCalendar(t *testing.T) {
	c := NewAnswerCache(24 << 20)
	now := time.Date(2026, 11, 27, 23, 0, 0, 0, time.UTC)
	midnight := func(t time.Time) time.Time { return t.Truncate(24 * time.Hour).Add(24 * time.Hour) }
	c.TurnOver("site_settings", func() time.Time { return now }, midnight)
	builds := map[string]int{}
	get := func(key string, deps ...string) string {
		rec := httptest.NewRecorder()
		e := &core.RequestEvent{}
		e.Request, e.Response = httptest.NewRequest("GET", key, nil), rec
		err := c.Serve(e, key, deps, func() (int, string, []byte, error) {
			builds[key]++
			return 200, "application/json", fmt.Appendf(nil, `{"day":%q,"build":%d}`, now.Format("2006-01-02"), builds[key]), nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return rec.Body.String()
	}
	day := get("/api/site", "site_settings")
	get("/api/products", "products")
	now = now.Add(59 * time.Minute)
	mustEqual(t, "later the same day", get("/api/site", "site_settings"), day)
	now = now.Add(2 * time.Minute) // past midnight
	mustEqual(t, "the next day", get("/api/site", "site_settings"), `{"day":"2026-11-28","build":2}`)
	mustEqual(t, "again the next day", get("/api/site", "site_settings"), `{"day":"2026-11-28","build":2}`)
	get("/api/products", "products")
	mustEqual(t, "builds of an answer the calendar does not change", builds["/api/products"], 1)
}
