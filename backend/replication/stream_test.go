package replication

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// lagLimit is readiness's bound (pb_hooks/health.ReplicationLagLimit).
const lagLimit = 10 * time.Second

// testStream is a stream of a fresh database to replica, on a fake clock.
type testStream struct {
	*Stream
	live   *sql.DB
	clock  *fakeClock
	alerts *alerts
}

func startTest(t *testing.T, replica *flakyReplica, cfg Config) (*testStream, error) {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, DatabaseFile)
	live := openWAL(t, path)
	clock, said := newFakeClock(), &alerts{}
	if cfg.Interval == 0 {
		cfg.Interval = 10 * time.Millisecond
	}
	s, err := start(context.Background(), path, replica, cfg, Options{Clock: clock.Now, Alert: said.add})
	if err != nil {
		return nil, err
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		_ = s.Close(ctx)
	})
	return &testStream{Stream: s, live: live, clock: clock, alerts: said}, nil
}

func mustStart(t *testing.T, replica *flakyReplica, cfg Config) *testStream {
	t.Helper()
	s, err := startTest(t, replica, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func (s *testStream) write(t *testing.T) {
	t.Helper()
	if _, err := s.live.Exec("INSERT INTO notes VALUES (1)"); err != nil {
		t.Fatal(err)
	}
}

func (s *testStream) caughtUp() bool {
	st := s.Status()
	return st.Lag == 0 && st.BackupAge >= 0 && st.Problem == ""
}

func saidAny(s *testStream, part string) bool {
	for _, m := range s.alerts.all() {
		if strings.Contains(m, part) {
			return true
		}
	}
	return false
}

// The start writes a marker and reads it back: a replica that refuses stops the start
// with the reason, and nothing is replicated.
func TestStartRefusesAReplicaThatDoesNotWork(t *testing.T) {
	replica := newFlakyReplica(t)
	replica.set(refusing)
	_, err := startTest(t, replica, Config{URL: "s3://bucket/farmsite"})
	if err == nil || !strings.Contains(err.Error(), "the replica at s3://bucket/farmsite does not work: writing a test file") ||
		!strings.Contains(err.Error(), "SignatureDoesNotMatch") {
		t.Fatalf("err = %v, want the replica named as not working, with its answer", err)
	}
}

// The same through a real client: a file replica whose directory cannot be made.
func TestStartRefusesAnUnwritableFileReplica(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, DatabaseFile)
	openWAL(t, path)
	s, err := Start(context.Background(), path, Config{URL: "file://" + filepath.Join(blocker, "replica")}, Options{})
	if err == nil {
		_ = s.Close(context.Background())
		t.Fatal("replication started on a replica that cannot be written")
	}
	if !strings.Contains(err.Error(), "does not work: writing a test file") {
		t.Fatalf("err = %v", err)
	}
}

// A replica that never answers stops the start within the check's limit.
func TestStartGivesUpOnASilentReplica(t *testing.T) {
	replica := newFlakyReplica(t)
	replica.set(silent)
	_, err := startTest(t, replica, Config{URL: "s3://bucket/farmsite", answerLimit: 50 * time.Millisecond})
	if !errors.Is(err, ErrNoAnswer) || !strings.Contains(err.Error(), "did not answer within 50ms") {
		t.Fatalf("err = %v, want ErrNoAnswer", err)
	}
}

// "Both positions 0" is not caught up: a fresh database whose replica takes the marker
// but none of its files is behind from the start, and says why.
func TestAFreshDatabaseIsBehindUntilTheReplicaHoldsIt(t *testing.T) {
	replica := newFlakyReplica(t)
	replica.set(dataLost)
	s := mustStart(t, replica, Config{URL: "s3://bucket/farmsite"})
	s.write(t)
	eventually(t, "the failure is known", func() bool { return s.Status().Problem != "" })
	s.clock.Advance(lagLimit + time.Second)
	st := s.Status()
	if st.Lag <= lagLimit {
		t.Fatalf("lag = %s with nothing in the replica, want more than %s", st.Lag, lagLimit)
	}
	if st.BackupAge >= 0 {
		t.Fatalf("backup age = %s with nothing in the replica, want none (negative)", st.BackupAge)
	}
	if !strings.Contains(st.Problem, "SignatureDoesNotMatch") {
		t.Fatalf("problem = %q, want the replica's answer", st.Problem)
	}
	eventually(t, "the alert names the failure", func() bool { return saidAny(s, "is failing: ") })
}

// A replica that worked and then refuses: the failure is known at once, the lag counts
// from it (readiness fails 10 s later), and the recovery is told.
func TestAReplicaThatFailsLaterLagsFromTheFailure(t *testing.T) {
	replica := newFlakyReplica(t)
	s := mustStart(t, replica, Config{URL: "s3://bucket/farmsite"})
	s.write(t)
	eventually(t, "the replica holds the database", s.caughtUp)
	// An hour idle: the heartbeat shows the replica still answers.
	s.clock.Advance(time.Hour)
	eventually(t, "the heartbeat proves the idle replica", func() bool { st := s.Status(); return st.Lag == 0 && st.BackupAge == 0 })

	replica.set(refusing)
	s.write(t)
	eventually(t, "the failure is known", func() bool { return s.Status().Problem != "" })
	if st := s.Status(); st.Lag > lagLimit {
		t.Fatalf("lag = %s right after the failure, want it counted from the failure, not from the start", st.Lag)
	}
	s.clock.Advance(lagLimit + time.Second)
	if st := s.Status(); st.Lag <= lagLimit || st.BackupAge <= lagLimit {
		t.Fatalf("status %+v %s after the failure, want lag and backup age past %s", st, lagLimit+time.Second, lagLimit)
	}
	eventually(t, "the failure is alerted", func() bool { return saidAny(s, "replication: the replica at s3://bucket/farmsite is failing: ") })

	replica.set(working)
	eventually(t, "the replica holds everything again", s.caughtUp)
	eventually(t, "the recovery is told", func() bool { return saidAny(s, "holds every change again") })
}

// An idle site's replica that stops answering is found by the heartbeat (the marker
// written again), not taken as fine because nothing failed.
func TestAnIdleReplicaIsProvenByTheHeartbeat(t *testing.T) {
	replica := newFlakyReplica(t)
	s := mustStart(t, replica, Config{URL: "s3://bucket/farmsite"})
	s.write(t)
	eventually(t, "the replica holds the database", s.caughtUp)

	replica.set(refusing)
	s.clock.Advance(HeartbeatEvery)
	eventually(t, "the heartbeat finds the failure", func() bool { return s.Status().Problem != "" })
	s.clock.Advance(lagLimit + time.Second)
	if st := s.Status(); st.Lag <= lagLimit {
		t.Fatalf("lag = %s, want past %s", st.Lag, lagLimit)
	}
}

// A replica that accepts calls and never answers: each call fails at the answer limit,
// with a reason that says so.
func TestASilentReplicaFailsEachCallAtTheAnswerLimit(t *testing.T) {
	replica := newFlakyReplica(t)
	s := mustStart(t, replica, Config{URL: "s3://bucket/farmsite", answerLimit: 100 * time.Millisecond})
	s.write(t)
	eventually(t, "the replica holds the database", s.caughtUp)
	replica.set(silent)
	s.write(t)
	eventually(t, "the silence is known", func() bool {
		return strings.Contains(s.Status().Problem, "the replica did not answer within 100ms")
	})
}

// Close returns within its context whatever the replica does, even when a call into it
// never returns.
func TestCloseEndsWhateverTheReplicaDoes(t *testing.T) {
	replica := newFlakyReplica(t)
	s := mustStart(t, replica, Config{URL: "s3://bucket/farmsite"})
	s.write(t)
	eventually(t, "the replica holds the database", s.caughtUp)
	replica.set(deaf)
	s.write(t)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	err := s.Close(ctx)
	if err == nil || !strings.Contains(err.Error(), "stopped waiting for the replica") {
		t.Fatalf("close err = %v, want it to give up on the replica", err)
	}
}

// Trouble first seen as lag (a call still waiting) is alerted again once the replica's
// problem is known: the log always says why.
func TestTheAlertNamesTheProblemOnceKnown(t *testing.T) {
	replica := newFlakyReplica(t)
	s := mustStart(t, replica, Config{URL: "s3://bucket/farmsite", answerLimit: time.Second})
	s.write(t)
	eventually(t, "the replica holds the database", s.caughtUp)
	replica.set(silent)
	s.write(t)
	s.clock.Advance(lagLimit + time.Second)
	eventually(t, "the lag is alerted", func() bool { return saidAny(s, "has not been shown to hold the latest changes") })
	eventually(t, "the reason is alerted", func() bool { return saidAny(s, "is failing: the replica did not answer within 1s") })
}
