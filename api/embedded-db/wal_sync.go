package main

// Durability as MongoDB's default: a write is acknowledged once it is in SQLite's write-ahead
// log, and the log reaches the disk within syncEvery.
//
// FerretDB's SQLite runs in WAL mode with SQLite's default synchronous=FULL: every commit waits
// for an fsync of the log, about 0.2 ms here, and a write request of the API commits five times
// (the record, its activity entry, its audit entry and two events). With synchronous=NORMAL
// (sqliteURL), a commit only writes the log; SQLite still syncs it before each checkpoint, and the
// database stays consistent after any crash. A crash of this process loses nothing (the log is in
// the operating system's cache); a power cut or a crash of the system would lose the commits not
// yet synced, which this loop bounds to the last syncEvery, as MongoDB's journal does by default
// (storage.journal.commitIntervalMs, 100 ms, for a write acknowledged without `j: true`).

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"time"
)

const syncEvery = 100 * time.Millisecond

// sqliteURL is FerretDB's SQLite address for the data folder: commits no longer wait for the
// disk, syncWALs does it for them. Its write transactions (insert, update) take the write lock
// when they begin (_txlock=immediate): a deferred one that read before another connection wrote
// (the id index keeper, just after a start that created collections) failed at once with
// SQLITE_BUSY (a stale snapshot cannot write), where an immediate one waits in the busy handler.
func sqliteURL(dir string) string {
	return "file:" + dir + "/?_pragma=synchronous(normal)&_txlock=immediate"
}

// walState is what a log file looked like at its last sync: a write changes its time.
type walState struct {
	size    int64
	modTime time.Time
}

// syncWALs syncs every changed write-ahead log of the data folder every syncEvery until ctx
// ends (main syncs them once more when FerretDB has stopped).
func syncWALs(ctx context.Context, dir string, log *slog.Logger) {
	synced := map[string]walState{}
	ticker := time.NewTicker(syncEvery)
	defer ticker.Stop()

	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			syncChangedWALs(dir, synced, log)
		}
	}
}

// syncChangedWALs syncs the logs that changed since their last sync (in synced).
func syncChangedWALs(dir string, synced map[string]walState, log *slog.Logger) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.sqlite-wal"))
	for _, file := range files {
		info, err := os.Stat(file)
		if err != nil {
			continue // checkpointed and removed meanwhile: nothing left to sync
		}

		now := walState{size: info.Size(), modTime: info.ModTime()}
		if synced[file] == now {
			continue
		}

		if err := syncFile(file); err != nil {
			log.Warn("wal sync", "file", file, "error", err)
			continue
		}
		synced[file] = now
	}
}

// syncFile flushes a file's data to the disk, whichever descriptor wrote it.
func syncFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()

	return f.Sync()
}
