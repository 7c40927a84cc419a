package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/hudsonvalley/farmsite/backend/replication"
	"github.com/pocketbase/pocketbase"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// restoreTimestamp is --timestamp: the state to restore (empty: the latest).
var restoreTimestamp string

// newRestoreCommand describes `restore` for help; runRestore runs it, before PocketBase
// bootstraps (bootstrapping creates the databases the restore must not meet).
func newRestoreCommand(app *pocketbase.PocketBase, replica replication.Config) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "restore",
		Short: "Restore the database from the replica (--replicaUrl) into an empty data dir (--dir)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if code := runRestore(app, replica); code != 0 {
				os.Exit(code)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&restoreTimestamp, "timestamp", "",
		"restore the state at this time (RFC 3339, such as 2026-11-25T14:30:00Z) instead of the latest")
	return cmd
}

// isRestore tells whether the command line runs `restore`.
func isRestore(args []string) bool {
	for _, a := range args {
		if len(a) > 0 && a[0] == '-' {
			continue
		}
		return a == "restore"
	}
	return false
}

// runRestore restores into app's data dir and says what it did; it returns the exit status.
func runRestore(app *pocketbase.PocketBase, replica replication.Config) int {
	cmd := newRestoreCommand(app, replica)
	cmd.SetArgs(nil)
	fs := cmd.Flags()
	fs.ParseErrorsAllowlist.UnknownFlags = true
	if err := fs.Parse(os.Args[1:]); errors.Is(err, pflag.ErrHelp) {
		fmt.Println(cmd.Short)
		fmt.Println("\nUsage: server restore [--dir DIR] [--replicaUrl URL] [--timestamp TIME]")
		fmt.Print(fs.FlagUsages())
		return 0
	} else if err != nil {
		fmt.Fprintln(os.Stderr, "restore:", err)
		return 2
	}
	var at time.Time
	if restoreTimestamp != "" {
		t, err := time.Parse(time.RFC3339, restoreTimestamp)
		if err != nil {
			fmt.Fprintf(os.Stderr, "restore: --timestamp %q is not a time like 2026-11-25T14:30:00Z\n", restoreTimestamp)
			return 2
		}
		at = t
	}
	started := time.Now()
	if err := replication.Restore(context.Background(), replica, app.DataDir(), at); err != nil {
		fmt.Fprintln(os.Stderr, "restore:", err)
		return 1
	}
	fmt.Printf("restored %s in %s; start the server on it with: serve --dir=%s\n",
		app.DataDir(), time.Since(started).Round(time.Millisecond), app.DataDir())
	return 0
}
