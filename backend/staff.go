package main

import (
	"crypto/rand"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"

	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// newStaffCommand adds `staff upsert USERNAME PASSWORD` (create a staff account or reset
// its password) and `staff reset-two-factor USERNAME` (for someone who lost their
// authenticator and their recovery codes; the owner can do it from the Staff screen for
// anyone else).
func newStaffCommand(app core.App) *cobra.Command {
	staff := &cobra.Command{Use: "staff", Short: "Manage staff accounts of the back office"}
	staff.AddCommand(&cobra.Command{
		Use:          "upsert USERNAME PASSWORD",
		Short:        "Create a staff account or reset its password",
		Args:         cobra.ExactArgs(2),
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			created, err := upsertStaff(activity.AsSystem(app, "command line"), args[0], args[1])
			if err != nil {
				return err
			}
			verb := "Updated"
			if created {
				verb = "Created"
			}
			fmt.Printf("%s staff account %q.\n", verb, strings.TrimSpace(args[0]))
			return nil
		},
	})
	staff.AddCommand(resetTwoFactorCommand(app, "reset-two-factor USERNAME",
		"Turn off a staff account's two-factor sign-in (it signs in with its password, then sets it up again where required)",
		"staff account", func(username string) error { return resetTwoFactor(app, username) }))
	return staff
}

func resetTwoFactor(app core.App, username string) error {
	rec, err := app.FindFirstRecordByData(catalog.StaffCollection, catalog.StaffFieldUsername, username)
	if err != nil {
		return fmt.Errorf("no staff account %q", username)
	}
	staffauth.TurnOff(rec)
	return app.Save(rec)
}

func upsertStaff(app core.App, username, password string) (created bool, err error) {
	username = strings.TrimSpace(username)
	if username == "" {
		return false, errors.New(catalog.MsgUsernameRequired)
	}
	if problems := catalog.PasswordProblems(password, password); problems.Any() {
		return false, problems
	}
	rec, err := app.FindFirstRecordByData(catalog.StaffCollection, catalog.StaffFieldUsername, username)
	if err != nil {
		account, newErr := catalog.NewStaffRecord(app)
		if newErr != nil {
			return false, newErr
		}
		account.SetUsername(username)
		rec, created = account.Record, true
	}
	rec.SetPassword(password)
	if err := app.Save(rec); err != nil {
		return false, err
	}
	return created, nil
}

// createFirstStaffOnServe makes an `admin` account with a generated password the first
// time the server starts with no staff, and prints the password once.
func createFirstStaffOnServe(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		total, err := app.CountRecords(catalog.StaffCollection)
		if err != nil {
			return err
		}
		if total == 0 {
			password := rand.Text()[:20]
			if _, err := upsertStaff(activity.AsSystem(app, "first start"), "admin", password); err != nil {
				return err
			}
			fmt.Printf("\nCreated the first staff account.\n  username: admin\n  password: %s\nIt is shown only this once; change it with `%s staff upsert admin NEW_PASSWORD`.\n\n", password, os.Args[0])
		}
		return se.Next()
	})
}
