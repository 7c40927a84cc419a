package main

import (
	"path/filepath"
	"testing"

	"github.com/pocketbase/dbx"
)

// A transaction that reads before it writes holds the write lock from its first
// statement, so a write from another connection (Litestream's, on every sync) waits
// for it instead of leaving it a stale snapshot that fails at its first write.
func TestTransactionsTakeTheWriteLockAtBegin(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data.db")
	site, err := connectSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	if _, err := site.NewQuery("CREATE TABLE posts (title TEXT)").Execute(); err != nil {
		t.Fatal(err)
	}
	// Another process's connection, which does not wait for a lock.
	other, err := dbx.Open("sqlite", path+"?_pragma=busy_timeout(0)")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()

	err = site.Transactional(func(tx *dbx.Tx) error {
		var count int
		if err := tx.NewQuery("SELECT count(*) FROM posts").Row(&count); err != nil {
			return err
		}
		if _, err := other.NewQuery("INSERT INTO posts VALUES ('from another connection')").Execute(); err == nil {
			t.Error("another connection wrote inside the transaction: it began deferred, and its own write would fail with SQLITE_BUSY_SNAPSHOT")
		}
		_, err := tx.NewQuery("INSERT INTO posts VALUES ('from the transaction')").Execute()
		return err
	})
	if err != nil {
		t.Fatalf("the transaction's write after its read: %v", err)
	}
}
