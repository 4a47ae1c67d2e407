package main

// A consistent copy of a live data folder (npm run backup): SQLite's VACUUM INTO writes, from
// one read transaction, a compact copy of each database file as it was at that instant, while
// FerretDB goes on writing (a reader in WAL mode neither waits for the writer nor blocks it).
// Copying the files themselves could mix pages of before and after a write, and miss the
// commits still in the write-ahead log.

import (
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	_ "modernc.org/sqlite"
)

// snapshotDatabases copies every database file of dataDir into target, which must not hold them yet.
func snapshotDatabases(dataDir, target string) error {
	if err := os.MkdirAll(target, 0o700); err != nil {
		return err
	}
	files, err := filepath.Glob(filepath.Join(dataDir, "*.sqlite"))
	if err != nil {
		return err
	}
	for _, file := range files {
		if err := snapshotFile(file, filepath.Join(target, filepath.Base(file))); err != nil {
			return fmt.Errorf("%s: %w", filepath.Base(file), err)
		}
		fmt.Printf("snapshot %s\n", filepath.Base(file))
	}
	return nil
}

func snapshotFile(file, into string) error {
	// Same pragmas as FerretDB's pool: wait for its writes instead of failing.
	db, err := sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(wal)")
	if err != nil {
		return err
	}
	defer db.Close()

	_, err = db.Exec("VACUUM INTO '" + strings.ReplaceAll(into, "'", "''") + "'")
	return err
}
