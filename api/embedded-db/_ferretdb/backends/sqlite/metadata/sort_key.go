// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its SQLite metadata
// package by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).
//
// A field's sort key, as two SQL expressions on the stored document that an index can hold and
// that the pushed-down queries (../pushdown.go) write the same way, so that SQLite uses the index:
//   - its rank: the place of the value's type in MongoDB's order of types (null and missing
//     first, then numbers, strings, ObjectIds, booleans, dates), read from the document's own
//     type schema (`$s`), since sjson writes an ObjectId as a string and a date as a number;
//   - its value: `->>` gives a string as TEXT, a number, date (milliseconds) or boolean (0/1)
//     as a number, which SQLite orders as MongoDB orders the values of one rank.
// Values whose order in SQL is not MongoDB's (arrays, documents, binary data, regular
// expressions, timestamps) all get InexactRank: a query seeing any of them keeps FerretDB's own path.

package metadata

import (
	"fmt"
	"regexp"
	"strings"
)

// InexactRank is the rank of values SQLite cannot filter or order as MongoDB does.
const InexactRank = 99

// NullRank is the rank of null and of a missing field.
const NullRank = 1

// plainSegment is a field name that needs no escaping in a JSON path.
var plainSegment = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// SortKeyPath splits a field path (at most one dot: `_sort.name`) into its names,
// or returns nil when the field cannot have a sort key index.
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

// typeExpression is the sjson type name of the value at path ('int', 'string'…; NULL when missing).
func typeExpression(path []string) string {
	p := "$"
	for _, s := range path {
		p += `."$s".p."` + s + `"`
	}

	return fmt.Sprintf(`%s->>'%s.t'`, DefaultColumn, p)
}

// RankExpression is the SQL expression of the rank of the value at path.
func RankExpression(path []string) string {
	rank := fmt.Sprintf(
		`CASE COALESCE(%s, 'null') WHEN 'null' THEN %d WHEN 'int' THEN 2 WHEN 'long' THEN 2 WHEN 'double' THEN 2 `+
			`WHEN 'string' THEN 3 WHEN 'objectId' THEN 7 WHEN 'bool' THEN 8 WHEN 'date' THEN 9 ELSE %d END`,
		typeExpression(path), NullRank, InexactRank,
	)

	if len(path) == 2 {
		// `a.b` through an array of documents holds several values: not one sort key.
		rank = fmt.Sprintf(`CASE WHEN %s = 'array' THEN %d ELSE %s END`, typeExpression(path[:1]), InexactRank, rank)
	}

	return rank
}

// ValueExpression is the SQL expression of the value at path.
func ValueExpression(path []string) string {
	return fmt.Sprintf(`%s->>'$."%s"'`, DefaultColumn, strings.Join(path, `"."`))
}

// sortKeyColumns are the columns of a non-unique index on plain fields: each field's rank and
// value. Nil for the others, which keep FerretDB's columns: a unique index must
// refuse the same duplicates as before.
func sortKeyColumns(index IndexInfo) []string {
	if index.Unique {
		return nil
	}

	var columns []string

	for _, key := range index.Key {
		path := SortKeyPath(key.Field)
		if path == nil {
			return nil
		}

		// Ascending whatever the key's direction: SQLite reads an index backwards as fast as
		// forwards, and the lists' orders are a field then `_id` the same way, or a declared
		// filter's equality then such an order, which an ascending index serves either way.
		// Written descending, an index that grows with the dates and ids (every new record goes
		// first) had half of its pages empty: 8.4 of the activity log's 100 000 entries' index
		// on created_at was 4.2 MB of free space, 4.1 of users' role index (dbstat).
		columns = append(columns, RankExpression(path), ValueExpression(path))
	}

	return columns
}
