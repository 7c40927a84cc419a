package main

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestUpsertStaff(t *testing.T) {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()

	if _, err := upsertStaff(app, "grower", "short"); err == nil || err.Error() != "Password must be at least 8 characters" {
		t.Fatalf("a 5-character password: %v", err)
	}
	if n, _ := app.CountRecords("staff"); n != 0 {
		t.Fatalf("a refused account was stored")
	}

	created, err := upsertStaff(app, " grower ", "first-password")
	if err != nil || !created {
		t.Fatalf("create: created=%v err=%v", created, err)
	}
	created, err = upsertStaff(app, "grower", "second-password")
	if err != nil || created {
		t.Fatalf("reset: created=%v err=%v", created, err)
	}
	rec, err := app.FindFirstRecordByData("staff", "username", "grower")
	if err != nil {
		t.Fatal(err)
	}
	if rec.ValidatePassword("first-password") || !rec.ValidatePassword("second-password") {
		t.Error("the reset did not replace the password")
	}
	if n, _ := app.CountRecords("staff"); n != 1 {
		t.Errorf("staff accounts = %d, want 1", n)
	}
}

func TestFirstStartCreatesAdminOnce(t *testing.T) {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	createFirstStaffOnServe(app)

	for start := 1; start <= 2; start++ {
		if err := app.OnServe().Trigger(&core.ServeEvent{App: app}, func(*core.ServeEvent) error { return nil }); err != nil {
			t.Fatal(err)
		}
		if n, _ := app.CountRecords("staff"); n != 1 {
			t.Fatalf("after start %d: %d staff accounts, want 1", start, n)
		}
	}
	if _, err := app.FindFirstRecordByData("staff", "username", "admin"); err != nil {
		t.Errorf("no admin account: %v", err)
	}
}

func TestResetTwoFactorTurnsItOffForTheOperator(t *testing.T) {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	if _, err := upsertStaff(app, "grower", "first-password"); err != nil {
		t.Fatal(err)
	}
	rec, _ := app.FindFirstRecordByData("staff", "username", "grower")
	rec.Set("totpSecret", "JBSWY3DPEHPK3PXP")
	rec.Set("recoveryCodes", []string{"a-hash"})
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}

	if err := resetTwoFactor(app, "nobody"); err == nil || err.Error() != `no staff account "nobody"` {
		t.Errorf("an unknown account: %v", err)
	}
	if err := resetTwoFactor(app, "grower"); err != nil {
		t.Fatal(err)
	}
	rec, _ = app.FindFirstRecordByData("staff", "username", "grower")
	if rec.GetString("totpSecret") != "" || len(rec.GetStringSlice("recoveryCodes")) != 0 {
		t.Errorf("after the reset: secret %q, recovery codes %v", rec.GetString("totpSecret"), rec.Get("recoveryCodes"))
	}
	if !rec.ValidatePassword("first-password") {
		t.Error("the reset changed the password")
	}
}
