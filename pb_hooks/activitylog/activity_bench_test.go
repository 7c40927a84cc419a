package activitylog_test

import (
	"fmt"
	"net/http"
	"slices"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

// BenchmarkStaffPriceChange is a staff member's price change through the staff API with
// neither the activity log nor revisions, with the log alone, and with both (a
// collection dropped before the hooks are bound is not written), and the bytes each
// entry and revision add on disk:
//
//	go test ./pb_hooks/activitylog -run '^$' -bench StaffPriceChange -benchtime 2000x -count 4 -benchmem
func BenchmarkStaffPriceChange(b *testing.B) {
	for _, kept := range [][]string{{}, {catalog.ActivityCollection}, {catalog.ActivityCollection, catalog.RevisionsCollection}} {
		logged := len(kept) > 0
		b.Run(fmt.Sprintf("kept=%v", kept), func(b *testing.B) {
			app, err := tests.NewTestApp(hookstest.TemplateDir)
			if err != nil {
				b.Fatal(err)
			}
			defer app.Cleanup()
			for _, name := range []string{catalog.ActivityCollection, catalog.RevisionsCollection} {
				if !slices.Contains(kept, name) {
					c, err := app.FindCollectionByNameOrId(name)
					if err != nil {
						b.Fatal(err)
					}
					if err := app.Delete(c); err != nil {
						b.Fatal(err)
					}
				}
			}
			hookstest.Register(b, app, hooks.Options{})
			server := hookstest.AppHandler(b, app)
			product := hookstest.FindBySlug(b, app, "products", "headhunter")
			before, err := activity.Size(app)
			if err != nil && logged {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := range b.N {
				res := hookstest.Send(b, server, http.MethodPatch, "/api/admin/products/"+product.Id, hookstest.JSONBody(map[string]any{"price": 40 + float64(i%1000)/100}), hookstest.StaffHeaders())
				if res.StatusCode != 200 {
					b.Fatalf("price change: %d", res.StatusCode)
				}
			}
			b.StopTimer()
			if logged {
				after, err := activity.Size(app)
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(after.Bytes-before.Bytes)/float64(after.Entries-before.Entries), "log-bytes/entry")
				if len(kept) > 1 {
					var revisionBytes int64
					_ = app.DB().NewQuery("SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name = 'revisions' OR name LIKE 'idx_revisions%'").Row(&revisionBytes)
					b.ReportMetric(float64(revisionBytes)/float64(b.N), "revision-bytes/save")
				}
			}
		})
	}
}
