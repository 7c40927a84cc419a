package health

import (
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// backupAge is the age of the newest backup: the last write the replica acknowledged
// while it held everything, or PocketBase's newest backup zip. Negative: none.
func (h *Health) backupAge(now time.Time, replica ReplicationStatus) time.Duration {
	if replica.On && replica.BackupAge >= 0 && replica.BackupAge <= replicaFreshFor {
		return replica.BackupAge
	}
	age := time.Duration(-1)
	if replica.On {
		age = replica.BackupAge
	}
	if zip := h.zips.newest(h.app, now); !zip.IsZero() && (age < 0 || now.Sub(zip) < age) {
		age = now.Sub(zip)
	}
	return age
}

// backupZips knows when PocketBase's newest backup zip was made. It lists them (on disk
// or on S3, where PocketBase's client has no deadline) at most once per backupsListedFor,
// one listing at a time, and waits for one at most backupsListingWait: a storage that
// does not answer never holds readiness up.
type backupZips struct {
	mu       sync.Mutex
	at       time.Time
	listedAt time.Time
	listing  chan struct{} // open while a listing runs
}

func (b *backupZips) newest(app core.App, now time.Time) time.Time {
	b.mu.Lock()
	if b.listing == nil && (b.listedAt.IsZero() || now.Sub(b.listedAt) >= backupsListedFor) {
		b.listedAt = now
		listing := make(chan struct{})
		b.listing = listing
		go func() {
			at := newestBackupZip(app)
			b.mu.Lock()
			b.at, b.listing = at, nil
			b.mu.Unlock()
			close(listing)
		}()
	}
	listing := b.listing
	b.mu.Unlock()
	if listing != nil {
		select {
		case <-listing:
		case <-time.After(backupsListingWait):
		}
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.at
}

func newestBackupZip(app core.App) time.Time {
	fsys, err := app.NewBackupsFilesystem()
	if err != nil {
		return time.Time{}
	}
	defer fsys.Close()
	files, err := fsys.List("")
	if err != nil {
		return time.Time{}
	}
	var newest time.Time
	for _, f := range files {
		if f.ModTime.After(newest) {
			newest = f.ModTime
		}
	}
	return newest
}
