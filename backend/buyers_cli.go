package main

import (
	"fmt"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// newBuyersCommand adds `buyers reset-two-factor EMAIL`: the way back in for a buyer who
// lost both their phone and their recovery codes, once the farm knows it is them.
func newBuyersCommand(app core.App) *cobra.Command {
	cmd := &cobra.Command{Use: "buyers", Short: "Manage the wholesale buyers' sign-in"}
	cmd.AddCommand(resetTwoFactorCommand(app, "reset-two-factor EMAIL",
		"Turn off a wholesale buyer's two-factor sign-in (they sign in with their password, and may set it up again)",
		"buyer", func(email string) error { return resetBuyerTwoFactor(activity.AsSystem(app, "command line"), email) }))
	return cmd
}

func resetBuyerTwoFactor(app core.App, email string) error {
	rec, err := app.FindAuthRecordByEmail(catalog.BuyersCollection, strings.ToLower(email))
	if err != nil {
		return fmt.Errorf("no buyer %q", email)
	}
	staffauth.TurnOff(rec)
	return app.Save(rec)
}

// resetTwoFactorCommand is `reset-two-factor NAME` for one kind of account: reset turns
// off the two-factor sign-in of the account named (kind says what it is in the answer).
func resetTwoFactorCommand(app core.App, use, short, kind string, reset func(name string) error) *cobra.Command {
	return &cobra.Command{
		Use: use, Short: short, Args: cobra.ExactArgs(1), SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			name := strings.TrimSpace(args[0])
			if err := reset(name); err != nil {
				return err
			}
			fmt.Printf("Two-factor sign-in of %s %q is off.\n", kind, name)
			return nil
		},
	}
}
