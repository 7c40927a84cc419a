package hooks

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/tests"
)

// BenchmarkStaffPriceChange is a staff member's price change through the staff API, with
// the activity log and revisions and without them (their collections dropped before the
// hooks are bound, which then write neither), and the bytes each entry adds on disk:
//
//	go test ./pb_hooks -run '^$' -bench StaffPriceChange -benchtime 2000x
func BenchmarkStaffPriceChange(b *testing.B) {
	for _, logged := range []bool{false, true} {
		b.Run(fmt.Sprintf("log=%v", logged), func(b *testing.B) {
			app, err := tests.NewTestApp(templateDir)
			if err != nil {
				b.Fatal(err)
			}
			defer app.Cleanup()
			if !logged {
				for _, name := range []string{catalog.ActivityCollection, catalog.RevisionsCollection} {
					c, err := app.FindCollectionByNameOrId(name)
					if err != nil {
						b.Fatal(err)
					}
					if err := app.Delete(c); err != nil {
						b.Fatal(err)
					}
				}
			}
			mustRegister(b, app, Options{})
			server := appHandler(b, app)
			product := findBySlug(b, app, "products", "headhunter")
			before, err := activity.Size(app)
			if err != nil && logged {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := range b.N {
				res := send(b, server, http.MethodPatch, "/api/admin/products/"+product.Id, jsonBodyOf(map[string]any{"price": 40 + float64(i%1000)/100}), staffHeaders())
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
				var revisionBytes int64
				_ = app.DB().NewQuery("SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name = 'revisions' OR name LIKE 'idx_revisions%'").Row(&revisionBytes)
				b.ReportMetric(float64(revisionBytes)/float64(b.N), "revision-bytes/save")
			}
		})
	}
}
