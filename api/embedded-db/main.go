// Command embedded-db runs FerretDB with its SQLite backend on a loopback port,
// and with -unix on a Unix socket too (the API's own connection), so that the API
// has a real MongoDB-compatible database without a server install.
//
// It prints one line "ready <mongodb uri>" on stdout once it accepts connections,
// and stops when its standard input closes, so it never outlives the Node process
// that started it. It ignores SIGINT and SIGTERM: a Ctrl-C in a terminal or a stop by
// systemd reaches every process of the group at once, and the database must outlive
// the server's last answers; the server closes our stdin once it is done with us.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	dataDir := flag.String("data", "data", "folder holding the SQLite databases")
	listen := flag.String("listen", "127.0.0.1:0", "loopback address to listen on (port 0 picks a free one)")
	unix := flag.String("unix", "", "also listen on this Unix socket (the API's own connection: no TCP stack on each command)")
	snapshot := flag.String("snapshot", "", "copy the databases of -data into this folder, consistently, even while a server writes, then exit")
	flag.Parse()

	if *snapshot != "" {
		if err := snapshotDatabases(*dataDir, *snapshot); err != nil {
			fail(err)
		}
		return
	}

	dir, err := filepath.Abs(*dataDir)
	if err == nil {
		err = os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		fail(err)
	}

	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen, Unix: *unix},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: sqliteURL(dir),
	})
	if err != nil {
		fail(err)
	}

	signal.Ignore(os.Interrupt, syscall.SIGTERM)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()

	go func() {
		// The parent holds our stdin open; EOF means it is gone.
		_, _ = io.Copy(io.Discard, os.Stdin)
		stop()
	}()

	done := make(chan error, 1)
	go func() { done <- db.Run(ctx) }()
	go keepIDIndexes(ctx, dir, logger)
	go syncWALs(ctx, dir, logger)

	fmt.Printf("ready %s\n", db.MongoDBURI())

	err = <-done
	// Whatever FerretDB left in a log reaches the disk before we exit.
	syncChangedWALs(dir, map[string]walState{}, logger)
	if err != nil && ctx.Err() == nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "embedded-db: %v\n", err)
	os.Exit(1)
}
