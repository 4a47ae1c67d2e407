package main

// FerretDB 1.24 looks a document up by `_ferretdb_sjson->'$._id' = ?` (metadata.IDColumn),
// while the unique index it creates for `_id` is on `_ferretdb_sjson->"_id"`. SQLite only
// uses an expression index whose expression is written the same way as the query's, so
// every lookup, update and delete by id scanned the whole table (200 ms for a read and
// 770 ms for an update at 100 000 documents). Our build now writes that unique index on the
// queried expression itself; this keeper adds an index on it to the tables an older build
// created (beside their own), including collections created after start.
//
// A second one holds the sort key of `_id` (its type's rank, then its value), written exactly
// as our build of FerretDB writes it in the queries it answers in SQL
// (_ferretdb/backends/sqlite/metadata/sort_key.go): lists sorted by id read their page from it.

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite"
)

// keptIndexes are the columns of our indexes, by the suffix that names each after FerretDB's
// table, apart from FerretDB's own indexes.
var keptIndexes = []struct{ suffix, columns string }{
	// FerretDB's metadata.IDColumn, written as its queries write it.
	{"_hexagone_id", `_ferretdb_sjson->'$._id'`},
	// metadata.RankExpression and ValueExpression of `_id` (tests/api/embedded-indexes.test.ts sees it used).
	{"_hexagone_id_sort", `CASE COALESCE(_ferretdb_sjson->>'$."$s".p."_id".t', 'null') WHEN 'null' THEN 1 WHEN 'int' THEN 2 ` +
		`WHEN 'long' THEN 2 WHEN 'double' THEN 2 WHEN 'string' THEN 3 WHEN 'objectId' THEN 7 WHEN 'bool' THEN 8 ` +
		`WHEN 'date' THEN 9 ELSE 99 END, _ferretdb_sjson->>'$."_id"'`},
}

const (
	// keepEvery is how soon a collection created at run time gets its index: the check is
	// one read of sqlite_master per database file, negligible beside a request.
	keepEvery = 2 * time.Second
)

// keepIDIndexes adds the missing id indexes now, then every keepEvery until ctx ends.
func keepIDIndexes(ctx context.Context, dataDir string, log *slog.Logger) {
	conns := map[string]*sql.DB{}
	defer func() {
		for _, db := range conns {
			_ = db.Close()
		}
	}()

	for {
		files, _ := filepath.Glob(filepath.Join(dataDir, "*.sqlite"))
		for _, file := range files {
			db := conns[file]
			if db == nil {
				var err error
				// Same pragmas as FerretDB's pool: wait for its writes instead of failing.
				db, err = sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(wal)")
				if err != nil {
					log.Warn("id index: open", "file", file, "error", err)
					continue
				}
				db.SetMaxOpenConns(1)
				conns[file] = db
			}
			if err := ensureIDIndexes(ctx, db); err != nil && ctx.Err() == nil {
				log.Warn("id index", "file", file, "error", err)
			}
		}

		select {
		case <-ctx.Done():
			return
		case <-time.After(keepEvery):
		}
	}
}

// ensureIDIndexes creates the id indexes of every FerretDB collection table that lacks them.
func ensureIDIndexes(ctx context.Context, db *sql.DB) error {
	for _, index := range keptIndexes {
		tables, err := tablesWithout(ctx, db, index.suffix, index.columns)
		if err != nil {
			return err
		}

		for _, table := range tables {
			q := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %q ON %q (%s)`, table+index.suffix, table, index.columns)
			if _, err := db.ExecContext(ctx, q); err != nil && !strings.Contains(err.Error(), "no such table") {
				return err
			}
		}
	}

	return nil
}

// tablesWithout lists the collection tables that have no index named with this suffix, nor
// another index on exactly these columns: FerretDB's own `_id` index is on IDColumn in the
// tables our build creates (_ferretdb/backends/sqlite/metadata/registry.go), so they need no
// second one; older tables have theirs on `->"_id"`, and get ours.
func tablesWithout(ctx context.Context, db *sql.DB, suffix, columns string) ([]string, error) {
	rows, err := db.QueryContext(ctx, `
		SELECT c.table_name FROM _ferretdb_collections c
		WHERE NOT EXISTS (
			SELECT 1 FROM sqlite_master m WHERE m.type = 'index' AND m.tbl_name = c.table_name
			AND (m.name = c.table_name || ? OR m.sql LIKE '%(' || ? || ')')
		)`, suffix, columns)
	if err != nil {
		if strings.Contains(err.Error(), "no such table") {
			return nil, nil // a database file FerretDB has not initialised yet
		}
		return nil, err
	}
	defer rows.Close()

	var tables []string
	for rows.Next() {
		var table string
		if err := rows.Scan(&table); err != nil {
			return nil, err
		}
		tables = append(tables, table)
	}
	return tables, rows.Err()
}
