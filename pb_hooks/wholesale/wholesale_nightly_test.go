package wholesale_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/wholesale"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// nightlyApp is a test app whose calendar is clock, whose staff hear at staff@farm.example.
func nightlyApp(t *testing.T, clock *hookstest.Clock) (*tests.TestApp, http.Handler) {
	t.Helper()
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	hookstest.Register(t, app, hooks.Options{Clock: clock.Now})
	hookstest.SetPrivate(t, app, map[string]any{"notifyEmails": []string{"staff@farm.example"}})
	return app, hookstest.AppHandler(t, app)
}

// runNightly runs the wholesale job as PocketBase's cron would.
func runNightly(t testing.TB, app core.App) {
	t.Helper()
	for _, job := range app.Cron().Jobs() {
		if job.Id() == wholesale.JobID {
			job.Run()
			return
		}
	}
	t.Fatal("the wholesale job is not scheduled")
}

// newYorkAt is the instant of day at hh:mm in New York.
func newYorkAt(t testing.TB, day string, hour, minute int) time.Time {
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	d, _ := time.ParseInLocation(time.DateOnly, day, loc)
	return d.Add(time.Duration(hour)*time.Hour + time.Duration(minute)*time.Minute)
}

func TestLicenceExpiryWarningsGoOncePerThresholdPerExpiry(t *testing.T) {
	clock := hookstest.ClockAt(newYorkAt(t, "2026-05-01", 3, 41))
	app, _ := nightlyApp(t, clock)
	account, _ := approvedAccount(t, app, "OCM-RETL-24-000601", "mo@shop-m.example.com", catalog.BuyerAdmin, "2026-07-01")
	approvedAccount(t, app, "OCM-RETL-24-000602", "ned@shop-n.example.com", catalog.BuyerAdmin, "2027-07-01")
	warnings := func() (toBuyers, toStaff int) {
		return hookstest.CountRecords(t, app, catalog.OutboxCollection, "kind = 'wholesale_licence_expiring'"),
			hookstest.CountRecords(t, app, catalog.OutboxCollection, "kind = 'wholesale_licence_expiring_staff'")
	}
	reload := func() *catalog.BuyerAccountRecord {
		rec, err := app.FindRecordById(catalog.BuyerAccountsCollection, account.Id)
		if err != nil {
			t.Fatal(err)
		}
		return catalog.AsBuyerAccount(rec)
	}

	runNightly(t, app) // 61 days before
	if b, s := warnings(); b != 0 || s != 0 {
		t.Fatalf("61 days before: %d, %d warnings", b, s)
	}
	clock.Advance(24 * time.Hour) // 60 days before
	clock.Advance(-2 * time.Hour) // 01:41 in New York: not the job's hour
	runNightly(t, app)
	if b, _ := warnings(); b != 0 {
		t.Fatal("the job worked outside its hour")
	}
	clock.Advance(2 * time.Hour)
	runNightly(t, app)
	if b, s := warnings(); b != 1 || s != 1 {
		t.Fatalf("60 days before: %d, %d warnings", b, s)
	}
	hookstest.MustEqual(t, "the threshold noted", reload().ExpiryWarnedDays(), 60)
	emails, _ := app.FindRecordsByFilter(catalog.OutboxCollection, "kind = 'wholesale_licence_expiring'", "", 1, 0)
	hookstest.MustEqual(t, "to the account's admin", catalog.AsOutboxEmail(emails[0]).To()[0], "mo@shop-m.example.com")

	runNightly(t, app) // the same night again (a restart)
	clock.Advance(24 * time.Hour)
	runNightly(t, app) // 59 days before
	if b, s := warnings(); b != 1 || s != 1 {
		t.Fatalf("after the 60-day warning: %d, %d warnings", b, s)
	}
	clock.Advance(45 * 24 * time.Hour) // 14 days before
	runNightly(t, app)
	if b, s := warnings(); b != 2 || s != 2 {
		t.Fatalf("14 days before: %d, %d warnings", b, s)
	}
	hookstest.MustEqual(t, "the threshold noted", reload().ExpiryWarnedDays(), 14)

	// A renewed licence (a new expiry) is warned of again.
	renewed := reload()
	renewed.SetLicenceExpiry("2026-06-20")
	if err := app.Save(renewed); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "a new expiry resets the warning", reload().ExpiryWarnedDays(), 0)
	runNightly(t, app) // 2 days before the new expiry: the 14-day warning
	if b, _ := warnings(); b != 3 {
		t.Fatalf("after a new expiry: %d warnings", b)
	}

	hookstest.SetPrivate(t, app, map[string]any{"licenceWarningDays": []int{30}})
	other, _ := approvedAccount(t, app, "OCM-RETL-24-000603", "ola@shop-o.example.com", catalog.BuyerAdmin, "2026-07-10")
	runNightly(t, app) // 24 days before, the setting says 30
	rec, _ := app.FindRecordById(catalog.BuyerAccountsCollection, other.Id)
	hookstest.MustEqual(t, "the setting's threshold", catalog.AsBuyerAccount(rec).ExpiryWarnedDays(), 30)
}

func TestOldRejectedApplicationsAreDeletedWithTheirDocuments(t *testing.T) {
	clock := hookstest.ClockAt(time.Now())
	app, handler := nightlyApp(t, clock)
	account := appliedAccount(t, app, handler)
	res := hookstest.StaffSend(t, handler, http.MethodPost, "/api/admin/buyer-accounts/"+account.Id+"/reject", `{"reason":"Not a dispensary"}`)
	hookstest.MustEqual(t, "reject", res.StatusCode, http.StatusOK)
	kept, _ := approvedAccount(t, app, "OCM-RETL-24-000604", "pat@shop-p.example.com", catalog.BuyerAdmin, "2027-07-01")
	docs, _ := app.FindAllRecords(catalog.LicenceDocumentsCollection)
	hookstest.MustEqual(t, "documents", len(docs), 1)

	at3 := func(days int) time.Time {
		d := time.Now().AddDate(0, 0, days).In(mustNewYork(t)).Format(time.DateOnly)
		return newYorkAt(t, d, 3, 41)
	}
	clock.Set(at3(catalog.DefaultRejectedApplicationRetentionDays - 1))
	runNightly(t, app)
	hookstest.MustEqual(t, "a rejection younger than the retention is kept", hookstest.CountRecords(t, app, catalog.BuyerAccountsCollection, "id = {:id}", map[string]any{"id": account.Id}), 1)

	clock.Set(at3(catalog.DefaultRejectedApplicationRetentionDays + 1))
	runNightly(t, app)
	hookstest.MustEqual(t, "the old rejection deleted", hookstest.CountRecords(t, app, catalog.BuyerAccountsCollection, "id = {:id}", map[string]any{"id": account.Id}), 0)
	hookstest.MustEqual(t, "its buyer", hookstest.CountRecords(t, app, catalog.BuyersCollection, "account = {:id}", map[string]any{"id": account.Id}), 0)
	hookstest.MustEqual(t, "its documents", hookstest.CountRecords(t, app, catalog.LicenceDocumentsCollection, ""), 0)
	hookstest.MustEqual(t, "its checks", hookstest.CountRecords(t, app, catalog.LicenceChecksCollection, "account = {:id}", map[string]any{"id": account.Id}), 0)
	hookstest.MustEqual(t, "an approved account stays", hookstest.CountRecords(t, app, catalog.BuyerAccountsCollection, "id = {:id}", map[string]any{"id": kept.Id}), 1)
	hookstest.MustEqual(t, "the deletions logged by the system", hookstest.CountRecords(t, app, catalog.ActivityCollection,
		"action = 'delete' && actorKind = 'system' && (recordId = {:a} || recordId = {:d})", map[string]any{"a": account.Id, "d": docs[0].Id}), 2)
	hookstest.FilesGone(t, app, docs[0].Id)
}

func mustNewYork(t testing.TB) *time.Location {
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}
