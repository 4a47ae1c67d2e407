// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its SQLite backend
// by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).
//
// FerretDB 1.24 only pushes a filter on `_id` down to SQLite: any other find, count or sort
// read and decoded the whole collection. Here, conditions on a field that leads a declared
// (non-unique) index, or on `_id`, become SQL on the field's sort key (metadata/sort_key.go),
// written as the index writes it, so SQLite answers them from the index:
//   - equality, $in and ranges ($gt, $gte, $lt, $lte) on a null, number, string, ObjectId,
//     boolean or date, inside $and or not; any other condition stays out of the SQL;
//   - a sort on such a field, possibly followed by `_id`;
//   - a list search on the fields of the collection's search index (search.go).
// MongoDB semantics are kept by construction: the SQL selects a superset of the matching
// documents, and the handler still applies the whole filter to each one. When a field holds
// a value SQLite does not order as MongoDB does (an array, whose elements a filter matches, a
// document…; seen in one index lookup), that field's condition also lets every such document
// through, and its sort is left to the handler. Only a filter translated whole, on fields
// without such values, is exact: then the page's limit goes to SQL too, and so does a count
// (../../../handler/count_pushdown.go).

package sqlite

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	sqlite3 "modernc.org/sqlite"
	sqlite3lib "modernc.org/sqlite/lib"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/fsql"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// pushdown is the SQL part of a query.
type pushdown struct {
	where   string // " WHERE …" or empty
	args    []any
	orderBy string // " ORDER BY …" or empty
	// exact: the WHERE selects exactly the documents matching the whole filter.
	exact bool
	// sorted: the ORDER BY is the find's sort, ties included.
	sorted bool
	// filterIndex and sortIndex: the SQL indexes of the first filtered field and of the sort's
	// first field; searched: the filter holds a search (pageRows).
	filterIndex, sortIndex string
	searched               bool
	// filterEqual: the first filtered field's only condition is one equality; filterNext: the
	// fields its index holds after it; sortFields and sortDescending: the sort (pageRows).
	filterEqual    bool
	filterNext     []string
	sortFields     []string
	sortDescending []bool
	// table: the collection's table; conditions: the translated conditions, one per field or
	// search; searchRows: the SELECT of a search's rowids from its index, and its arguments.
	table      string
	conditions int
	searchRows string
	searchArgs []any
}

// sortKey is the sort key of a field leading a declared index (metadata/sort_key.go), that index,
// and the fields the index holds after it.
type sortKey struct {
	rank, value, index string
	next               []string
}

// fieldConditions are the translated conditions on one field, ANDed; equal: they are one
// equality on a value of one rank.
type fieldConditions struct {
	key     sortKey
	clauses []string
	args    []any
	equal   bool
}

// planPushdown translates what it can of the filter and of the sort (nil when none).
func planPushdown(ctx context.Context, db *fsql.DB, meta *metadata.Collection, filter, sort *types.Document) (*pushdown, error) {
	p := &pushdown{exact: true, table: meta.TableName}

	// FerretDB's own pushdown of a lookup by id, through its id index (and ours, id_index.go).
	if filter.Len() == 1 {
		v, _ := filter.Get("_id")
		switch v.(type) {
		case string, types.ObjectID:
			p.where = fmt.Sprintf(` WHERE %s = ?`, metadata.IDColumn)
			p.args = []any{string(must.NotFail(sjson.MarshalSingleValue(v)))}

			return p, nil
		}
	}

	indexed := indexedFields(meta)
	var fields []*fieldConditions

	s := searched{table: meta.TableName, index: metadata.SearchIndex(meta)}
	collect(filter, indexed, s, map[string]*fieldConditions{}, &fields, p)

	var where []string

	for i, f := range fields {
		inexact := false

		// A search (search.go) has no sort key.
		if f.key.rank != "" {
			var err error
			if inexact, err = holdsInexact(ctx, db, meta.TableName, f.key); err != nil {
				return nil, err
			}
		}

		clause := strings.Join(f.clauses, " AND ")
		if inexact {
			clause = fmt.Sprintf("%s OR %s = %d", clause, f.key.rank, metadata.InexactRank)
			p.exact = false
			f.equal = false
		}

		if i == 0 {
			p.filterIndex, p.filterEqual, p.filterNext = f.key.index, f.equal, f.key.next
		}

		where = append(where, "("+clause+")")
		p.args = append(p.args, f.args...)
	}

	if len(where) > 0 {
		p.where = " WHERE " + strings.Join(where, " AND ")
	}

	p.conditions = len(fields)

	if err := p.planSort(ctx, db, meta.TableName, indexed, sort); err != nil {
		return nil, err
	}

	return p, nil
}

// indexedFields are the fields leading a non-unique index, with their sort keys, and `_id`,
// whose sort key the launcher indexes in every collection (api/embedded-db/id_index.go).
func indexedFields(meta *metadata.Collection) map[string]sortKey {
	id := []string{"_id"}
	res := map[string]sortKey{"_id": {metadata.RankExpression(id), metadata.ValueExpression(id), meta.TableName + "_hexagone_id_sort", nil}}

	for _, index := range meta.Settings.Indexes {
		if index.Unique || len(index.Key) == 0 || index.Name == metadata.SearchIndexName {
			continue
		}

		if path := metadata.SortKeyPath(index.Key[0].Field); path != nil {
			var next []string
			for _, k := range index.Key[1:] {
				next = append(next, k.Field)
			}

			res[index.Key[0].Field] = sortKey{metadata.RankExpression(path), metadata.ValueExpression(path), meta.TableName + "_" + index.Name, next}
		}
	}

	return res
}

// holdsInexact tells whether some document holds a value of InexactRank in the field (one index lookup).
func holdsInexact(ctx context.Context, db *fsql.DB, table string, key sortKey) (bool, error) {
	q := fmt.Sprintf(`SELECT 1 FROM %q WHERE %s = %d LIMIT 1`, table, key.rank, metadata.InexactRank)

	rows, err := db.QueryContext(ctx, q)
	if err != nil {
		return false, lazyerrors.Error(err)
	}
	defer rows.Close()

	found := rows.Next()
	if err = rows.Err(); err != nil {
		return false, lazyerrors.Error(err)
	}

	return found, nil
}

// searched is the collection's search index (search.go), if it has one.
type searched struct {
	table string
	index *metadata.IndexInfo
}

// collect gathers, by field, the conditions of the filter it can translate; p.exact turns
// false when some condition stays out of the SQL.
func collect(filter *types.Document, indexed map[string]sortKey, s searched, byField map[string]*fieldConditions, fields *[]*fieldConditions, p *pushdown) { //nolint:lll // for readability
	iter := filter.Iterator()
	defer iter.Close()

	for {
		field, v, err := iter.Next()
		if err != nil {
			break // iterator.ErrIteratorDone
		}

		if and, ok := v.(*types.Array); ok && field == "$and" {
			for i := 0; i < and.Len(); i++ {
				if doc, ok := must.NotFail(and.Get(i)).(*types.Document); ok {
					collect(doc, indexed, s, byField, fields, p)
					continue
				}

				p.exact = false
			}

			continue
		}

		if field == "$or" {
			rows, args, exact, ok := searchCondition(s.table, s.index, v)
			if !ok {
				p.exact = false
				continue
			}

			*fields = append(*fields, &fieldConditions{clauses: []string{"rowid IN (" + rows + ")"}, args: args})
			p.exact = p.exact && exact
			p.searched = true
			p.searchRows, p.searchArgs = rows, args

			continue
		}

		key, ok := indexed[field]
		if !ok || strings.Contains(field, ".") {
			p.exact = false
			continue
		}

		clause, args, exact := condition(key, v)
		if clause == "" {
			p.exact = false
			continue
		}

		f := byField[field]
		if f == nil {
			f = &fieldConditions{key: key, equal: equality(v)}
			byField[field] = f
			*fields = append(*fields, f)
		} else {
			f.equal = false
		}

		f.clauses = append(f.clauses, clause)
		f.args = append(f.args, args...)
		p.exact = p.exact && exact
	}
}

// condition translates the filter's value for one field: an equality, or a document of
// $eq, $in, $gt, $gte, $lt, $lte. Empty when it cannot; exact false when it selects more.
func condition(key sortKey, v any) (string, []any, bool) {
	ops, ok := v.(*types.Document)
	if !ok {
		return compare(key, "=", v)
	}

	if ops.Len() == 0 {
		return "", nil, false
	}

	var clauses []string
	var args []any
	exact := true

	iter := ops.Iterator()
	defer iter.Close()

	for {
		op, operand, err := iter.Next()
		if err != nil {
			break
		}

		var clause string
		var opArgs []any
		var opExact bool

		switch op {
		default:
			return "", nil, false
		case "$eq":
			clause, opArgs, opExact = compare(key, "=", operand)
		case "$gt":
			clause, opArgs, opExact = compare(key, ">", operand)
		case "$gte":
			clause, opArgs, opExact = compare(key, ">=", operand)
		case "$lt":
			clause, opArgs, opExact = compare(key, "<", operand)
		case "$lte":
			clause, opArgs, opExact = compare(key, "<=", operand)
		case "$in":
			clause, opArgs, opExact = in(key, operand)
		}

		if clause == "" {
			return "", nil, false
		}

		clauses = append(clauses, clause)
		args = append(args, opArgs...)
		exact = exact && opExact
	}

	return strings.Join(clauses, " AND "), args, exact
}

// equality tells whether the filter's value for one field is a plain equality (or a lone $eq) on
// one value of the index: not null, which compare matches by its rank alone, nor a fractional
// double, which it widens to a range.
func equality(v any) bool {
	if ops, ok := v.(*types.Document); ok {
		if ops.Len() != 1 {
			return false
		}

		if v, _ = ops.Get("$eq"); v == nil {
			return false
		}
	}

	rank, _, exact, ok := sortValue(v)

	return ok && exact && rank != metadata.NullRank
}

// compare translates `field op value`; a range on null stays out.
func compare(key sortKey, op string, v any) (string, []any, bool) {
	rank, arg, exact, ok := sortValue(v)
	switch {
	case !ok:
		return "", nil, false
	case rank == metadata.NullRank:
		if op == "=" || op == ">=" || op == "<=" {
			return fmt.Sprintf("%s = %d", key.rank, rank), nil, true
		}

		return "", nil, false
	case exact:
		return fmt.Sprintf("(%s = %d AND %s %s ?)", key.rank, rank, key.value, op), []any{arg}, true
	}

	// A fractional double, as SQLite may read it from the JSON text one unit in the last place
	// away from Go's reading: a slightly wider range, which the handler narrows.
	f := arg.(float64)
	low, high := math.Nextafter(math.Nextafter(f, math.Inf(-1)), math.Inf(-1)), math.Nextafter(math.Nextafter(f, math.Inf(1)), math.Inf(1))

	switch op {
	case "=":
		return fmt.Sprintf("(%s = %d AND %s BETWEEN ? AND ?)", key.rank, rank, key.value), []any{low, high}, false
	case ">", ">=":
		return fmt.Sprintf("(%s = %d AND %s >= ?)", key.rank, rank, key.value), []any{low}, false
	default:
		return fmt.Sprintf("(%s = %d AND %s <= ?)", key.rank, rank, key.value), []any{high}, false
	}
}

// in translates `field $in [values]` as the equalities it stands for.
func in(key sortKey, v any) (string, []any, bool) {
	values, ok := v.(*types.Array)
	if !ok {
		return "", nil, false
	}

	if values.Len() == 0 {
		return "0", nil, true
	}

	var terms []string
	var args []any
	exact := true

	for i := 0; i < values.Len(); i++ {
		term, termArgs, termExact := compare(key, "=", must.NotFail(values.Get(i)))
		if term == "" {
			return "", nil, false
		}

		terms = append(terms, term)
		args = append(args, termArgs...)
		exact = exact && termExact
	}

	return "(" + strings.Join(terms, " OR ") + ")", args, exact
}

// sortValue is a filter value's rank and its SQL value as the sort key holds it; exact false
// for a fractional double, ok false for a value of another type.
func sortValue(v any) (rank int, arg any, exact, ok bool) {
	switch v := v.(type) {
	case types.NullType:
		return metadata.NullRank, nil, true, true
	case int32:
		return 2, int64(v), true, true
	case int64:
		return 2, v, true, true
	case float64:
		if math.IsNaN(v) {
			return 0, nil, false, false
		}

		if v == math.Trunc(v) && math.Abs(v) < 1<<53 {
			return 2, int64(v), true, true
		}

		if math.IsInf(v, 0) {
			return 2, v, true, true
		}

		return 2, v, false, true
	case string:
		return 3, v, true, true
	case types.ObjectID:
		return 7, hex.EncodeToString(v[:]), true, true
	case bool:
		if v {
			return 8, int64(1), true, true
		}

		return 8, int64(0), true, true
	case time.Time:
		return 9, v.UnixMilli(), true, true
	default:
		return 0, nil, false, false
	}
}

// planSort orders by the sort key of a field leading a declared index (or `_id`), then by
// `_id` if asked, unless a field holds values SQLite does not order as MongoDB does.
func (p *pushdown) planSort(ctx context.Context, db *fsql.DB, table string, indexed map[string]sortKey, sort *types.Document) error { //nolint:lll // for readability
	keys := sort.Keys()
	if len(keys) == 0 || len(keys) > 2 || (len(keys) == 2 && keys[1] != "_id") {
		return nil
	}

	var order []string

	for i, k := range keys {
		key, ok := indexed[k]
		if !ok {
			return nil
		}

		if i == 0 {
			p.sortIndex = key.index
		}

		p.sortFields = append(p.sortFields, k)

		inexact, err := holdsInexact(ctx, db, table, key)
		if err != nil || inexact {
			return err
		}

		direction := ""

		switch must.NotFail(sort.Get(k)) {
		case int64(1):
		case int64(-1):
			direction = " DESC"
		default:
			return nil
		}

		p.sortDescending = append(p.sortDescending, direction != "")

		order = append(order, key.rank+direction, key.value+direction)
	}

	p.orderBy = " ORDER BY " + strings.Join(order, ", ")
	p.sorted = true

	return nil
}

// rowCost is how many index entries SQLite reads in the time it reads one row and computes its
// sort key (at 100 000 users: about 4 µs against 0.15 to 0.3 µs, sqlite3 timer).
const rowCost = 16

// pageRows is the SELECT of a sorted page's rowids, in order (its LIMIT and OFFSET follow), and
// its arguments. When the filter and the sort lead different indexes, SQLite can
//   - read the matching rows from the filter's index and sort them by their key: one row read per match;
//   - read the sort's index in order, testing each row until `page` rows matched: one row read
//     per row passed, about page × total / matched;
//   - read the same, testing only each entry's rowid against the set of the matching rowids,
//     gathered from the filter's index (or a search's): the rows are not read at all, but every
//     match's rowid is, and every entry passed.
//
// In entries read (rowCost for a row), the first is the cheapest when matched² < page × total /
// (rowCost - 1), the second when matched² ≥ page × total × (rowCost - 1), the third between
// (a filter on `active` sorted by name, page 200 at 100 000 users: 10 ms instead of 40 to 80 ms
// of CPU). Without statistics SQLite takes one or the other at random: the matches are counted,
// up to the upper bound only (a search finding every document is not read whole for it), and
// the index imposed (INDEXED BY). A search's matches are counted from its index alone.
func (p *pushdown) pageRows(ctx context.Context, db *fsql.DB, page int64) (string, []any, error) {
	plain := fmt.Sprintf(`SELECT rowid FROM %q%s%s`, p.table, p.where, p.orderBy)
	if p.sortIndex == "" || p.filterIndex == p.sortIndex || p.conditions == 0 {
		return plain, p.args, nil
	}

	var total int64
	var filterExists, sortExists bool

	exists := `(SELECT COUNT(*) > 0 FROM sqlite_master WHERE type = 'index' AND name = ?)`
	q := fmt.Sprintf(`SELECT (SELECT COALESCE(MAX(rowid), 0) FROM %q), %s, %s`, p.table, exists, exists)

	if err := db.QueryRowContext(ctx, q, p.filterIndex, p.sortIndex).Scan(&total, &filterExists, &sortExists); err != nil {
		return "", nil, lazyerrors.Error(err)
	}

	if !sortExists {
		return plain, p.args, nil
	}

	// An equality on the field leading an index that holds the sort's fields next: the matches are
	// in that index already in the page's order (its columns are all ascending, read backwards for
	// a descending sort), and SQLite reads only the entries of the page and the rows skipped to it.
	if filterExists && p.ordersFilterIndex() {
		return fmt.Sprintf(`SELECT rowid FROM %q INDEXED BY %q%s%s`, p.table, p.filterIndex, p.where, p.orderBy), p.args, nil
	}

	pages := float64(page) * float64(total)
	low := int64(math.Sqrt(pages/(rowCost-1))) + 1
	high := int64(math.Sqrt(pages*(rowCost-1))) + 1

	matches, matchArgs := p.matchedRows()

	var matched int64

	q = fmt.Sprintf(`SELECT COUNT(*) FROM (%s LIMIT ?)`, matches)
	count := func() error {
		return db.QueryRowContext(ctx, q, append(slices.Clone(matchArgs), high)...).Scan(&matched)
	}

	if err := onSchemaChange(ctx, count); err != nil {
		return "", nil, lazyerrors.Error(err)
	}

	sorted := fmt.Sprintf(`SELECT rowid FROM %q INDEXED BY %q`, p.table, p.sortIndex)

	switch {
	case matched < low && (p.searched || !filterExists):
		return plain, p.args, nil
	case matched < low:
		return fmt.Sprintf(`SELECT rowid FROM %q INDEXED BY %q%s%s`, p.table, p.filterIndex, p.where, p.orderBy), p.args, nil
	case matched >= high && !p.searched:
		return sorted + p.where + p.orderBy, p.args, nil
	default:
		return fmt.Sprintf(`%s WHERE rowid IN (%s)%s`, sorted, matches, p.orderBy), matchArgs, nil
	}
}

// ordersFilterIndex tells whether the filter is one equality on the field leading filterIndex and the
// sort is, in one direction, the fields that index holds after that field (or their first ones).
func (p *pushdown) ordersFilterIndex() bool {
	if p.conditions != 1 || p.searched || !p.filterEqual || len(p.sortFields) > len(p.filterNext) {
		return false
	}

	for i, field := range p.sortFields {
		if p.filterNext[i] != field || p.sortDescending[i] != p.sortDescending[0] {
			return false
		}
	}

	return true
}

// matchedRows is the SELECT of the matching rowids, from a search's index when it is the only condition.
func (p *pushdown) matchedRows() (string, []any) {
	if p.searched && p.conditions == 1 {
		return p.searchRows, p.searchArgs
	}

	return fmt.Sprintf(`SELECT rowid FROM %q%s`, p.table, p.where), p.args
}

// count is the SELECT of the number of matching documents, for an exact filter.
func (p *pushdown) count() (string, []any) {
	rows, args := p.matchedRows()
	return fmt.Sprintf(`SELECT COUNT(*) FROM (%s)`, rows), args
}

// schemaRetries bounds the runs of a statement that SQLite refused because the schema changed.
const schemaRetries = 5

// onSchemaChange runs query again while SQLite answers SQLITE_SCHEMA: another connection changed the
// schema (a collection or an index created; the launcher adds its id index to each new collection a
// moment after its creation) while this one prepared the statement. SQLite prepares again once by
// itself; an FTS5 table's constructor, which reads its shadow tables, fails when the schema changes
// once more meanwhile ("database schema has changed: vtable constructor failed", code 17): under a
// loaded test run, and 2 searches of 1 400 right after a start with 26 clients creating and
// searching, a search then answered 500.
func onSchemaChange(ctx context.Context, query func() error) error {
	var err error

	for range schemaRetries {
		if err = query(); !schemaChanged(err) || ctx.Err() != nil {
			return err
		}
	}

	return err
}

// schemaChanged tells whether err is SQLite's SQLITE_SCHEMA.
func schemaChanged(err error) bool {
	var e *sqlite3.Error
	return errors.As(err, &e) && e.Code()&0xff == sqlite3lib.SQLITE_SCHEMA
}
