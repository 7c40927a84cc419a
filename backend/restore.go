package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/hudsonvalley/farmsite/backend/replication"
	"github.com/pocketbase/pocketbase"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// restoreTimestamp is --timestamp: the state to restore (empty: the latest).
var restoreTimestamp string

// restoreTimeout is --timeout: how long the whole restore may take.
var restoreTimeout time.Duration

// defaultRestoreTimeout bounds a restore in all; each answer of the replica has
// replication.AnswerLimit besides.
const defaultRestoreTimeout = time.Hour

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
	cmd.Flags().DurationVar(&restoreTimeout, "timeout", defaultRestoreTimeout,
		"give up when the restore has not finished after this long (each answer of the replica must come within "+replication.AnswerLimit.String()+")")
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
		fmt.Println("\nUsage: server restore [--dir DIR] [--replicaUrl URL] [--timestamp TIME] [--timeout DURATION]")
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
	if restoreTimeout <= 0 {
		fmt.Fprintf(os.Stderr, "restore: --timeout %s is not a positive duration like 30m\n", restoreTimeout)
		return 2
	}
	// Litestream's restore logs through slog's default logger; the steps are said below.
	slog.SetDefault(slog.New(slog.DiscardHandler))
	started := time.Now()
	ctx, cancel := context.WithTimeoutCause(context.Background(), restoreTimeout,
		fmt.Errorf("the restore did not finish within --timeout %s", restoreTimeout))
	defer cancel()
	say := func(step string) {
		fmt.Printf("restore: %s (%s)\n", step, time.Since(started).Round(100*time.Millisecond))
	}
	if err := replication.Restore(ctx, replica, app.DataDir(), at, say); err != nil {
		if cause := context.Cause(ctx); cause != nil && ctx.Err() != nil {
			err = cause
		}
		fmt.Fprintf(os.Stderr, "restore: %v\nrestore: nothing was restored; %s is as it was.\n", err, app.DataDir())
		return 1
	}
	fmt.Printf("restored %s in %s; start the server on it with: serve --dir=%s\n",
		app.DataDir(), time.Since(started).Round(time.Millisecond), app.DataDir())
	return 0
}
