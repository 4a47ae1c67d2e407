// Command embedded-db runs FerretDB with its SQLite backend on a loopback port,
// and with -unix on a Unix socket too (the API's own connection), so that the API
// has a real MongoDB-compatible database without a server install.
//
// With -postgresql, the same build serves a PostgreSQL database instead (FerretDB's
// PostgreSQL backend, compiled in): the database of several servers, on PostgreSQL
// rented from any cloud. The data folder and its SQLite keepers are then unused;
// PostgreSQL gets its own index keeper (pg_containment_indexes.go), and syncs its commits
// as the SQLite folder does (postgresDurability).
//
// It prints one line "ready <mongodb uri>" on stdout once it accepts connections,
// and stops when its standard input closes, so it never outlives the Node process
// that started it. On SQLite it ignores SIGINT and SIGTERM: a Ctrl-C in a terminal or a
// stop by systemd reaches every process of the group at once, and the database must
// outlive the server's last answers; the server closes our stdin once it is done with us.
// With -postgresql it is a server of its own (a container of compose.yaml): SIGTERM stops it.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/url"
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
	postgresql := flag.String("postgresql", "", "PostgreSQL URL (postgres://user@host:5432/db): serve it instead of the SQLite data folder")
	snapshot := flag.String("snapshot", "", "copy the databases of -data into this folder, consistently, even while a server writes, then exit")
	flag.Parse()

	if *snapshot != "" {
		if err := snapshotDatabases(*dataDir, *snapshot); err != nil {
			fail(err)
		}
		return
	}

	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	if *postgresql != "" {
		pgURL, err := postgresDurability(*postgresql)
		if err != nil {
			fail(err)
		}

		run(logger, &ferretdb.Config{
			Listener:      ferretdb.ListenerConfig{TCP: *listen, Unix: *unix},
			Logger:        logger,
			Handler:       "postgresql",
			PostgreSQLURL: pgURL,
		}, true, func(ctx context.Context) {
			go keepContainmentIndexes(ctx, pgURL, logger)
		})
		return
	}

	dir, err := filepath.Abs(*dataDir)
	if err == nil {
		err = os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		fail(err)
	}

	run(logger, &ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen, Unix: *unix},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: sqliteURL(dir),
	}, false, func(ctx context.Context) {
		go keepIDIndexes(ctx, dir, logger)
		go syncWALs(ctx, dir, logger)
	})
	// Whatever FerretDB left in a log reaches the disk before we exit.
	syncChangedWALs(dir, map[string]walState{}, logger)
}

// run serves config until stdin closes (or, with `signals`, SIGINT or SIGTERM comes), its keepers running beside it.
func run(logger *slog.Logger, config *ferretdb.Config, signals bool, keepers func(context.Context)) {
	db, err := ferretdb.New(config)
	if err != nil {
		fail(err)
	}

	var ctx context.Context
	var stop context.CancelFunc
	if signals {
		ctx, stop = signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	} else {
		signal.Ignore(os.Interrupt, syscall.SIGTERM)
		ctx, stop = context.WithCancel(context.Background())
	}
	defer stop()

	go func() {
		// The parent holds our stdin open; EOF means it is gone.
		_, _ = io.Copy(io.Discard, os.Stdin)
		stop()
	}()

	done := make(chan error, 1)
	go func() { done <- db.Run(ctx) }()
	keepers(ctx)

	fmt.Printf("ready %s\n", db.MongoDBURI())

	if err := <-done; err != nil && ctx.Err() == nil {
		fail(err)
	}
}

// postgresDurability is the PostgreSQL URL with synchronous_commit=off unless it names that
// setting itself: a commit does not wait for its WAL to reach the disk, which PostgreSQL's WAL
// writer flushes within three of its periods (0.6 s by default). That is the durability of the
// SQLite folder (its logs synced every 100 ms, wal_sync.go), and never a corrupted or partial
// state: a crash of PostgreSQL loses at most the last commits, in order. A write of the API
// commits five to ten times (its record, intent, events, journals); on a disk that syncs in
// 0.4 to 4 ms, that was most of its time. `synchronous_commit=on` in the URL keeps each commit
// on the disk before its answer.
func postgresDurability(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err == nil && u.Scheme != "postgres" && u.Scheme != "postgresql" {
		err = fmt.Errorf("postgres://… attendu")
	}

	if err != nil {
		return "", fmt.Errorf("URL PostgreSQL illisible : %w", err)
	}

	query := u.Query()
	if !query.Has("synchronous_commit") {
		query.Set("synchronous_commit", "off")
		u.RawQuery = query.Encode()
	}

	return u.String(), nil
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "embedded-db: %v\n", err)
	os.Exit(1)
}
