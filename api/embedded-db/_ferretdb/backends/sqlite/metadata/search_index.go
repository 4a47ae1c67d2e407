// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its SQLite metadata
// package by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).
//
// The search index of a collection: an index named SearchIndexName, declared on the fields a
// resource searches, is not a B-tree but an FTS5 table with the trigram tokenizer holding each
// document's folded texts (Fold), one column per field, kept in step by triggers on the
// collection's table: in the same transaction as the document's write, whatever writes it.
// A substring search (../search.go) then reads the matching rows from it instead of decoding
// every document. A field holding a list of texts holds them joined by SearchSeparator, which
// no trigram of a search spans (a search for text holding it is not answered from the index).
//
// Each search table is stamped with SearchIndexVersion (searchVersionsTable): a table built by an
// older build, whose texts were folded by other rules or laid out otherwise, is dropped when the
// database opens (dropStaleSearchIndexes) and built again by the API's start (ensureSearchIndex in
// api/src/database/embedded-indexes.ts creates a missing search index); searches are answered by
// scanning the documents meanwhile, never from the stale texts.

package metadata

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"
	"modernc.org/sqlite"

	"github.com/FerretDB/FerretDB/internal/util/fsql"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
)

// SearchIndexName is the name of the index that declares a collection's searchable fields.
const SearchIndexName = "hexagone_search"

// SearchIndexVersion is the version of the search tables this build writes: raise it whenever
// what a table holds changes (Fold, searchText, SearchSeparator, the FTS5 table's definition).
// 1 was the unstamped table; 2 drops FTS5's column sizes (columnsize=0), which no search reads.
const SearchIndexVersion = 2

// searchVersionsTable stamps each search table (by its collection's table) with the
// SearchIndexVersion that built it.
const searchVersionsTable = "_hexagone_search_versions"

// SearchSeparator joins the texts of one field holding a list.
const SearchSeparator = '\x1f'

// searchTextFunction folds a field's value (its JSON, as `->` gives it) into its searchable text.
const searchTextFunction = "hexagone_search_text"

// foldedRange is where Fold removes accents: Latin-1 and Latin Extended-A, every French letter.
// Beyond, a character is only folded for case. api/src/crud/search-pattern.ts folds the same way.
const foldedRange = 0x17f

func init() {
	sqlite.MustRegisterDeterministicScalarFunction(searchTextFunction, 1, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) { //nolint:lll // for readability
		raw, ok := args[0].(string)
		if !ok {
			return "", nil
		}

		return searchText(raw), nil
	})
}

// FoldRune is a character as the search compares it: in one case always (ToLower of ToUpper:
// ſ → s, K (Kelvin) → k, Å (Ångström) → å), then without its accent (é, È, å → e, e, a) when
// that case is in foldedRange.
func FoldRune(r rune) rune {
	r = unicode.ToLower(unicode.ToUpper(r))
	if r > foldedRange || r < 0x80 {
		return r
	}

	if d := []rune(norm.NFD.String(string(r))); len(d) > 1 && allMarks(d[1:]) {
		r = unicode.ToLower(unicode.ToUpper(d[0]))
	}

	return r
}

func allMarks(runes []rune) bool {
	for _, r := range runes {
		if !unicode.Is(unicode.Mn, r) {
			return false
		}
	}

	return true
}

// Fold is a text as the search compares it, character by character (FoldRune).
func Fold(s string) string {
	return strings.Map(FoldRune, s)
}

// searchText is the searchable text of a field's JSON value: a text, or the texts of a list;
// empty for anything else, which a `$regex` does not match either.
func searchText(raw string) string {
	switch {
	case strings.HasPrefix(raw, `"`):
		var s string
		if json.Unmarshal([]byte(raw), &s) != nil {
			return ""
		}

		return Fold(s)
	case strings.HasPrefix(raw, "["):
		var values []any
		if json.Unmarshal([]byte(raw), &values) != nil {
			return ""
		}

		var texts []string

		for _, v := range values {
			if s, ok := v.(string); ok {
				texts = append(texts, Fold(s))
			}
		}

		return strings.Join(texts, string(SearchSeparator))
	default:
		return ""
	}
}

// SearchTable is the FTS5 table of a collection's search index.
func SearchTable(tableName string) string {
	return tableName + "_" + SearchIndexName
}

// SearchIndex is a collection's search index, or nil.
func SearchIndex(c *Collection) *IndexInfo {
	for i, index := range c.Settings.Indexes {
		if index.Name == SearchIndexName {
			return &c.Settings.Indexes[i]
		}
	}

	return nil
}

// searchColumns are the search table's columns and, for each, its text in the document `row`
// ("new", "old" in a trigger, or the table's own column when empty).
func searchColumns(index IndexInfo, row string) (columns, values []string) {
	column := DefaultColumn
	if row != "" {
		column = row + "." + DefaultColumn
	}

	for i, key := range index.Key {
		columns = append(columns, fmt.Sprintf("c%d", i))
		values = append(values, fmt.Sprintf(`%s(%s)`, searchTextFunction, searchedValue(column, key.Field)))
	}

	return columns, values
}

// searchedValue is the JSON of a searched field in a document's column.
func searchedValue(column, field string) string {
	return fmt.Sprintf(`%s->'$."%s"'`, column, strings.ReplaceAll(field, ".", `"."`))
}

// searchTriggers are the statements keeping the search table of `table` in step with its documents.
func searchTriggers(table string, index IndexInfo) []string {
	fts := SearchTable(table)
	insert, remove := searchTriggerBodies(table, index)

	return []string{
		fmt.Sprintf(`CREATE TRIGGER %q AFTER INSERT ON %q BEGIN %s END`, fts+"_insert", table, insert),
		searchUpdateTrigger(table, index),
		fmt.Sprintf(`CREATE TRIGGER %q AFTER DELETE ON %q BEGIN %s END`, fts+"_delete", table, remove),
	}
}

// searchTriggerBodies are the statements adding a written document's texts and removing the old ones.
func searchTriggerBodies(table string, index IndexInfo) (insert, remove string) {
	fts := SearchTable(table)
	columns, values := searchColumns(index, "new")
	insert = fmt.Sprintf(`INSERT INTO %q (rowid, %s) VALUES (new.rowid, %s);`, fts, strings.Join(columns, ", "), strings.Join(values, ", "))
	remove = fmt.Sprintf(`DELETE FROM %q WHERE rowid = old.rowid;`, fts)

	return insert, remove
}

// searchUpdateTrigger rewrites a document's row of the search table only when a searched field
// changed: most updates (a status, a counter, the API's write marker) leave the texts as they were,
// and an FTS5 row's rewrite costs more than the document's own.
func searchUpdateTrigger(table string, index IndexInfo) string {
	insert, remove := searchTriggerBodies(table, index)
	changed := make([]string, len(index.Key))

	for i, key := range index.Key {
		changed[i] = fmt.Sprintf(`%s IS NOT %s`, searchedValue("old."+DefaultColumn, key.Field), searchedValue("new."+DefaultColumn, key.Field))
	}

	return fmt.Sprintf(
		`CREATE TRIGGER %q AFTER UPDATE ON %q WHEN %s BEGIN %s %s END`,
		SearchTable(table)+"_update", table, strings.Join(changed, " OR "), remove, insert,
	)
}

// refreshSearchUpdateTrigger replaces a search table's update trigger by this build's when it
// differs (a table built before the trigger learned to skip updates leaving the texts alone keeps
// its texts); a database already holding it is not written at its opening.
func refreshSearchUpdateTrigger(ctx context.Context, db *fsql.DB, table string, index IndexInfo) error {
	name := SearchTable(table) + "_update"
	want := searchUpdateTrigger(table, index)

	var have string
	err := db.QueryRowContext(ctx, `SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?`, name).Scan(&have)

	switch {
	case err == nil && have == want:
		return nil
	case err != nil && !errors.Is(err, sql.ErrNoRows):
		return lazyerrors.Error(err)
	}

	return db.InTransaction(ctx, func(tx *fsql.Tx) error {
		if _, err := tx.ExecContext(ctx, fmt.Sprintf(`DROP TRIGGER IF EXISTS %q`, name)); err != nil {
			return lazyerrors.Error(err)
		}

		if _, err := tx.ExecContext(ctx, want); err != nil {
			return lazyerrors.Error(err)
		}

		return nil
	})
}

// searchFillBatch is how many documents one transaction of fillSearchIndex reads.
const searchFillBatch = 500

// startSearchIndex creates the empty search table and its triggers, in one transaction (what an
// interrupted build left is dropped first): from then on, every write keeps it in step, and
// fillSearchIndex adds the documents written before.
func startSearchIndex(ctx context.Context, db *fsql.DB, table string, index IndexInfo) error {
	if len(index.Key) == 0 {
		return lazyerrors.New("a search index needs fields")
	}

	for _, key := range index.Key {
		if SortKeyPath(key.Field) == nil {
			return lazyerrors.Errorf("field %q cannot be searched from an index", key.Field)
		}
	}

	if err := dropSearchIndex(ctx, db, table); err != nil {
		return lazyerrors.Error(err)
	}

	columns, _ := searchColumns(index, "")
	statements := append([]string{
		fmt.Sprintf(`CREATE VIRTUAL TABLE %q USING fts5(%s, tokenize = 'trigram case_sensitive 1', columnsize = 0)`, SearchTable(table), strings.Join(columns, ", ")),
	}, searchTriggers(table, index)...)

	return db.InTransaction(ctx, func(tx *fsql.Tx) error {
		for _, q := range statements {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return lazyerrors.Error(err)
			}
		}

		return nil
	})
}

// fillSearchIndex adds to the search table the documents written before startSearchIndex,
// searchFillBatch at a time, each batch its own transaction followed by a pause as long as it
// took: the writes and the queries of the server starting meanwhile go between the batches,
// instead of waiting for the whole collection. A document the triggers already added (written
// meanwhile) is not added twice.
func fillSearchIndex(ctx context.Context, db *fsql.DB, table string, index IndexInfo) error {
	var last int64
	if err := db.QueryRowContext(ctx, fmt.Sprintf(`SELECT COALESCE(MAX(rowid), 0) FROM %q`, table)).Scan(&last); err != nil {
		return lazyerrors.Error(err)
	}

	fts := SearchTable(table)
	columns, values := searchColumns(index, "")
	q := fmt.Sprintf(
		`INSERT INTO %[1]q (rowid, %[2]s) SELECT rowid, %[3]s FROM %[4]q WHERE rowid > ?1 AND rowid <= ?2 `+
			`AND rowid NOT IN (SELECT rowid FROM %[1]q WHERE rowid > ?1 AND rowid <= ?2)`,
		fts, strings.Join(columns, ", "), strings.Join(values, ", "), table,
	)

	// Each batch ends at the searchFillBatch-th document after the previous one: rowids may have gaps.
	next := fmt.Sprintf(`SELECT MAX(rowid) FROM (SELECT rowid FROM %q WHERE rowid > ? AND rowid <= ? ORDER BY rowid LIMIT %d)`, table, searchFillBatch)

	for from := int64(0); from < last; {
		started := time.Now()

		err := db.InTransaction(ctx, func(tx *fsql.Tx) error {
			var to sql.NullInt64
			if err := tx.QueryRowContext(ctx, next, from, last).Scan(&to); err != nil {
				return err
			}

			if !to.Valid {
				from = last
				return nil
			}

			_, err := tx.ExecContext(ctx, q, from, to.Int64)
			from = to.Int64

			return err
		})
		if err != nil {
			return lazyerrors.Error(err)
		}

		select {
		case <-ctx.Done():
			return lazyerrors.Error(ctx.Err())
		case <-time.After(time.Since(started)):
		}
	}

	return nil
}

// stampSearchIndex records that this build's SearchIndexVersion filled the search table of `table`.
func stampSearchIndex(ctx context.Context, db *fsql.DB, table string) error {
	if _, err := db.ExecContext(ctx, createSearchVersions()); err != nil {
		return lazyerrors.Error(err)
	}

	q := fmt.Sprintf(`INSERT OR REPLACE INTO %q (table_name, version) VALUES (?, ?)`, searchVersionsTable)
	if _, err := db.ExecContext(ctx, q, table, SearchIndexVersion); err != nil {
		return lazyerrors.Error(err)
	}

	return nil
}

// searchIndexVersion is the SearchIndexVersion that built the search table of `table`: 1 for
// a table without a stamp (built before the stamps).
func searchIndexVersion(ctx context.Context, db *fsql.DB, table string) (int, error) {
	if _, err := db.ExecContext(ctx, createSearchVersions()); err != nil {
		return 0, lazyerrors.Error(err)
	}

	var version int

	q := fmt.Sprintf(`SELECT COALESCE((SELECT version FROM %q WHERE table_name = ?), 1)`, searchVersionsTable)
	if err := db.QueryRowContext(ctx, q, table).Scan(&version); err != nil {
		return 0, lazyerrors.Error(err)
	}

	return version, nil
}

// createSearchVersions creates the table of the search tables' stamps, if there is none yet.
func createSearchVersions() string {
	return fmt.Sprintf(`CREATE TABLE IF NOT EXISTS %q (table_name TEXT PRIMARY KEY, version INTEGER NOT NULL) STRICT`, searchVersionsTable)
}

// dropSearchIndex drops the search table and its triggers.
func dropSearchIndex(ctx context.Context, db *fsql.DB, table string) error {
	fts := SearchTable(table)

	for _, q := range []string{
		fmt.Sprintf(`DROP TRIGGER IF EXISTS %q`, fts+"_insert"),
		fmt.Sprintf(`DROP TRIGGER IF EXISTS %q`, fts+"_update"),
		fmt.Sprintf(`DROP TRIGGER IF EXISTS %q`, fts+"_delete"),
		fmt.Sprintf(`DROP TABLE IF EXISTS %q`, fts),
		createSearchVersions(),
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			return lazyerrors.Error(err)
		}
	}

	q := fmt.Sprintf(`DELETE FROM %q WHERE table_name = ?`, searchVersionsTable)
	if _, err := db.ExecContext(ctx, q, table); err != nil {
		return lazyerrors.Error(err)
	}

	return nil
}
