package main

// FerretDB 1.24's PostgreSQL backend finds a document by `_jsonb->'_id' @> $1`, and every
// other pushed-down equality the same way (`_jsonb->'email' @> $1`), while the indexes it
// creates, its own of `_id` included, are B-trees on `(_jsonb->'field')`: a B-tree has no `@>`,
// so each read, update and delete by id read the whole table (a sequential scan, 11 ms at
// 20 000 documents and growing with them). This keeper gives each such index a twin that
// answers `@>`: a GIN index on the same expression (jsonb_path_ops, containment only),
// including those of collections and indexes created after start.

import (
	"context"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
)

// missingTwins lists the CREATE INDEX statements of the single-field B-tree indexes on
// `(_jsonb -> 'field')` that have no twin yet; a twin is named after its index's schema and name.
const missingTwins = `
	WITH fields AS (
		SELECT n.nspname AS schema, t.relname AS tab, i.relname AS idx, n.oid AS ns,
			pg_get_indexdef(i.oid, 1, true) AS expression
		FROM pg_index x
		JOIN pg_class i ON i.oid = x.indexrelid
		JOIN pg_class t ON t.oid = x.indrelid
		JOIN pg_namespace n ON n.oid = t.relnamespace
		JOIN pg_am a ON a.oid = i.relam
		WHERE a.amname = 'btree' AND x.indnatts = 1 AND x.indexprs IS NOT NULL
			AND n.nspname NOT IN ('pg_catalog', 'information_schema')
	)
	SELECT format('CREATE INDEX IF NOT EXISTS %I ON %I.%I USING gin (%s jsonb_path_ops)',
		'hexagone_gin_' || left(md5(schema || '.' || idx), 24), schema, tab, expression)
	FROM fields
	WHERE expression ~ '^\(?_jsonb -> ''[^'']*''::text\)?$'
		AND NOT EXISTS (
			SELECT 1 FROM pg_class c WHERE c.relnamespace = ns
				AND c.relname = 'hexagone_gin_' || left(md5(schema || '.' || idx), 24)
		)`

// indexesSignature changes whenever an index is created or dropped. missingTwins reads the
// definition of every index of the database (77 ms a pass on a test run's PostgreSQL, every
// keepEvery, growing with its schemas): it runs only when the signature has changed.
const indexesSignature = `SELECT count(*)::text || ':' || coalesce(sum(indexrelid::oid::bigint), 0)::text FROM pg_index`

// keepContainmentIndexes adds the missing twins now, then every keepEvery until ctx ends.
func keepContainmentIndexes(ctx context.Context, url string, log *slog.Logger) {
	var conn *pgx.Conn
	var seen string
	defer func() {
		if conn != nil {
			_ = conn.Close(context.Background())
		}
	}()

	for {
		if conn == nil || conn.IsClosed() {
			var err error
			if conn, err = pgx.Connect(ctx, url); err != nil && ctx.Err() == nil {
				log.Warn("containment index: connect", "error", err)
				conn = nil
			}
		}
		if conn != nil {
			var signature string
			err := conn.QueryRow(ctx, indexesSignature).Scan(&signature)
			if err == nil && signature != seen {
				if err = ensureContainmentIndexes(ctx, conn); err == nil {
					seen = signature
				}
			}
			if err != nil && ctx.Err() == nil {
				log.Warn("containment index", "error", err)
			}
		}

		select {
		case <-ctx.Done():
			return
		case <-time.After(keepEvery):
		}
	}
}

// ensureContainmentIndexes creates the twins that are missing. A table dropped meanwhile
// fails its statement: it is logged, and the next pass no longer sees it.
func ensureContainmentIndexes(ctx context.Context, conn *pgx.Conn) error {
	rows, err := conn.Query(ctx, missingTwins)
	if err != nil {
		return err
	}
	statements, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return err
	}

	for _, statement := range statements {
		if _, err := conn.Exec(ctx, statement); err != nil {
			return err
		}
	}
	return nil
}
