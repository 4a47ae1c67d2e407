// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its PostgreSQL metadata
// package by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).
//
// A field's sort key on PostgreSQL: three SQL expressions on the stored document (`_jsonb`, sjson)
// that a B-tree index holds and that the pushed-down queries (../pushdown.go) write the same way,
// so that PostgreSQL answers filters, sorts and counts from the index:
//   - its rank: the place of the value's type in MongoDB's order of types (null and missing first,
//     then numbers, strings, ObjectIds, booleans, dates), read from the document's type schema
//     (`$s`), since sjson writes an ObjectId as a string and a date as a number;
//   - its text: a string (or an ObjectId's hex) compared byte by byte (COLLATE "C"), as MongoDB
//     compares strings, whatever the database's collation; NULL for the other types;
//   - its number: a number, date (milliseconds) or boolean as jsonb, which orders numbers exactly
//     and false before true; NULL for the other types.
// Within one rank only one of text and number is set, so (rank, text, number) orders as MongoDB.
// Values PostgreSQL cannot filter or order as MongoDB does (arrays, whose elements a filter
// matches; documents, binary data, regular expressions, timestamps; numbers beyond ±2⁵³, where a
// double's shortest decimal may not order as its value against a long) get InexactRank: a query
// seeing any of them keeps FerretDB's own path.

package metadata

import (
	"crypto/md5"
	"encoding/hex"
	"fmt"
	"regexp"
	"strings"
)

// InexactRank is the rank of values PostgreSQL cannot filter or order as MongoDB does.
const InexactRank = 99

// NullRank is the rank of null and of a missing field.
const NullRank = 1

// maxExactNumber is 2⁵³: up to it, every long is a double and a double's shortest decimal orders as its value.
const maxExactNumber = "9007199254740992"

// plainSegment is a field name that needs no escaping in a SQL string literal or a jsonb path.
var plainSegment = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// SortKeyPath splits a field path (at most one dot: `_sort.name`) into its names,
// or returns nil when the field cannot have a sort key.
func SortKeyPath(field string) []string {
	segments := strings.Split(field, ".")
	if len(segments) > 2 {
		return nil
	}

	for _, s := range segments {
		if !plainSegment.MatchString(s) {
			return nil
		}
	}

	return segments
}

// SortKey holds the three expressions of a field's sort key.
type SortKey struct {
	Rank, Text, Number string
}

// NewSortKey is the sort key of the value at path (SortKeyPath).
func NewSortKey(path []string) SortKey {
	value := DefaultColumn
	for _, s := range path {
		value += "->'" + s + "'"
	}

	value = "(" + value + ")"

	number := func(rank int) string {
		return fmt.Sprintf(`(CASE WHEN abs(%s::numeric) <= %s THEN %d ELSE %d END)`, value, maxExactNumber, rank, InexactRank)
	}

	rank := fmt.Sprintf(
		`CASE COALESCE(%s, 'null') WHEN 'null' THEN %d WHEN 'int' THEN 2 WHEN 'long' THEN %s WHEN 'double' THEN %s `+
			`WHEN 'string' THEN 3 WHEN 'objectId' THEN 7 WHEN 'bool' THEN 8 WHEN 'date' THEN 9 ELSE %d END`,
		typeExpression(path), NullRank, number(2), number(2), InexactRank,
	)

	if len(path) == 2 {
		// `a.b` through an array of documents holds several values: not one sort key.
		rank = fmt.Sprintf(`CASE WHEN %s = 'array' THEN %d ELSE %s END`, typeExpression(path[:1]), InexactRank, rank)
	}

	return SortKey{
		Rank:   "(" + rank + ")",
		Text:   fmt.Sprintf(`((CASE WHEN jsonb_typeof(%[1]s) = 'string' THEN %[1]s #>> '{}' END) COLLATE "C")`, value),
		Number: fmt.Sprintf(`(CASE WHEN jsonb_typeof(%[1]s) IN ('number', 'boolean') THEN %[1]s END)`, value),
	}
}

// typeExpression is the sjson type name of the value at path ('int', 'string'…; NULL when missing).
func typeExpression(path []string) string {
	e := DefaultColumn
	for _, s := range path {
		e += "->'$s'->'p'->'" + s + "'"
	}

	return "(" + e + "->>'t')"
}

// Columns are the sort key's index columns, in the index's direction.
func (k SortKey) Columns(descending bool) []string {
	order := ""
	if descending {
		order = " DESC"
	}

	return []string{k.Rank + order, k.Text + order, k.Number + order}
}

// SearchIndexName is the name of a resource's search index (api/src/crud/query-indexes.ts): on
// PostgreSQL it holds its fields' trigrams (search_trigram.go), not their sort keys, which on its
// many fields would make an index definition larger than PostgreSQL's catalog holds; without
// the pg_trgm extension it keeps FerretDB's columns.
const SearchIndexName = "hexagone_search"

// sortKeyColumns are the columns of a non-unique index on plain fields: the sort key of its
// first field, and of its second when it is `_id` (the queries use no other: ../pushdown.go), then
// FerretDB's own column for each other field. Nil for the others, which keep FerretDB's columns:
// a unique index must refuse the same duplicates as before (and FerretDB's equalities use them,
// with their GIN twins: api/embedded-db/pg_containment_indexes.go).
func sortKeyColumns(index IndexInfo, plainColumn func(IndexKeyPair) string) []string {
	if index.Unique || index.Name == SearchIndexName {
		return nil
	}

	var columns []string

	for i, key := range index.Key {
		path := SortKeyPath(key.Field)

		switch {
		case i == 0 && path == nil:
			return nil
		case i == 0 || (i == 1 && key.Field == "_id"):
			columns = append(columns, NewSortKey(path).Columns(key.Descending)...)
		default:
			columns = append(columns, plainColumn(key))
		}
	}

	return columns
}

// IDSortIndex is the name of the index on the sort key of `_id` that every collection gets
// (a list's tie-breaker, and its order when it sorts by `_id`): unique in the schema, as the
// table's name, and within PostgreSQL's 63 characters, which a table's name may already take.
func IDSortIndex(tableName string) string {
	sum := md5.Sum([]byte(tableName))
	return "hexagone_id_sort_" + hex.EncodeToString(sum[:12])
}
