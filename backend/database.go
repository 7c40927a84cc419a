package main

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"
	_ "modernc.org/sqlite"
)

// appConfig sizes the SQLite connection pools. Every SQLite connection keeps its own
// page cache (PocketBase's default: up to 32 MB each, with up to 120 connections), so a
// burst of concurrent reads made memory climb past a gigabyte. The site's hot reads are
// served from memory, so a few connections with SQLite's default 2 MB cache do the rest.
func appConfig() pocketbase.Config {
	return pocketbase.Config{
		DataMaxOpenConns: 16,
		DataMaxIdleConns: 4,
		AuxMaxOpenConns:  4,
		AuxMaxIdleConns:  2,
		DBConnect:        connectSQLite,
	}
}

// connectSQLite opens a database with PocketBase's pragmas but a 2 MB page cache.
//
// Transactions begin IMMEDIATE: a save's transaction reads (uniqueness, the activity
// log, revisions) before it writes, and a deferred one whose snapshot another connection
// wrote past in between (Litestream writes its own table on every sync) fails at its
// first write with "database is locked (517)", which busy_timeout does not wait out.
// Taking the write lock at BEGIN makes such a transaction wait its turn instead.
// Only writes begin transactions here: PocketBase reads outside them.
func connectSQLite(dbPath string) (*dbx.DB, error) {
	// busy_timeout must come first, so the connection waits for a lock before WAL is set.
	pragmas := "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=journal_size_limit(200000000)" +
		"&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_pragma=temp_store(MEMORY)&_pragma=cache_size(-2000)&_defensive=1&_txlock=immediate"
	return dbx.Open("sqlite", dbPath+pragmas)
}
