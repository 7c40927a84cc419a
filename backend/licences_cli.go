package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/licences"
	"github.com/hudsonvalley/farmsite/pb_hooks/wholesale"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// newLicencesCommand adds `licences import FILE`: the state's licence list (CSV) matched
// with the buyers' accounts and applied, as staff's import does (docs/wholesale.md).
func newLicencesCommand(app core.App) *cobra.Command {
	cmd := &cobra.Command{Use: "licences", Short: "Check the wholesale buyers' licences"}
	cmd.AddCommand(&cobra.Command{
		Use:          "import FILE",
		Short:        "Import New York's licence list (CSV): one check per matched account, mismatches and expired licences flagged",
		Args:         cobra.ExactArgs(1),
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			file, err := os.Open(args[0])
			if err != nil {
				return err
			}
			defer file.Close()
			data, err := io.ReadAll(io.LimitReader(file, licences.MaxFileBytes+1))
			if err != nil {
				return err
			}
			result, err := wholesale.ImportLicences(activity.AsSystem(app, "command line"), data, nil, args[0], "command line", time.Now(), true)
			if err != nil {
				return err
			}
			fmt.Printf("Read %d rows (%d unreadable); %d accounts matched, %d not in the file.\n",
				result.RowsRead, result.UnreadableCount, len(result.Matches), len(result.NotFound))
			for _, u := range result.Unreadable {
				fmt.Printf("  line %d: %s\n", u.Line, u.Why)
			}
			for _, m := range result.Matches {
				fmt.Printf("  %s %s: %s %v\n", m.LicenceNumber, m.LegalName, m.Result, m.Mismatches)
			}
			return nil
		},
	})
	return cmd
}
