// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its PostgreSQL backend
// by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).
//
// FerretDB 1.24 only hands PostgreSQL equalities (as jsonb containment): any sort, range, count or
// page read and decoded the whole collection in FerretDB. Here, as in our SQLite backend
// (../sqlite/pushdown.go), conditions on a field that leads a declared non-unique index, or on
// `_id`, become SQL on the field's sort key (metadata/sort_key.go), written as the index holds it:
//   - equality, $in and ranges ($gt, $gte, $lt, $lte) on a null, number, string, ObjectId,
//     boolean or date, inside $and or not; any other condition stays out of the SQL;
//   - a sort on such a field, possibly followed by `_id`;
//   - a list search, on any plain field (search.go).
// MongoDB semantics are kept by construction: the SQL selects a superset of the matching
// documents, and the handler still applies the whole filter to each one. When a field holds a
// value PostgreSQL does not order as MongoDB does (an array, whose elements a filter matches, a
// document…; seen in one index lookup), that field's condition also lets every such document
// through, and its sort is left to the handler. Only a filter translated whole, on fields
// without such values, is exact: then the page's limit goes to SQL too, and so does a count
// (../../handler/count_pushdown.go).

package postgresql

import (
	"context"
	"encoding/hex"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/FerretDB/FerretDB/internal/backends/postgresql/metadata"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// pushdown is the SQL part of a query.
type pushdown struct {
	where []string // conditions to AND, their placeholders `?`
	args  []any
	// translated: the top-level fields whose condition is in where, which FerretDB's own
	// equality on them (jsonb containment) would only repeat, and keep from the index alone.
	translated map[string]bool
	orderBy    string // " ORDER BY …" or empty
	// exact: the conditions select exactly the documents matching the whole filter.
	exact bool
	// sorted: the ORDER BY is the find's sort, ties included.
	sorted bool
}

// fieldConditions are the translated conditions on one field, ANDed; partial when some
// condition on it stayed out.
type fieldConditions struct {
	name    string
	key     metadata.SortKey
	clauses []string
	args    []any
	partial bool
	// search: a search (search.go), on several fields, instead of clauses.
	search *search
}

// inexactCheck tells, of each sort key, whether some document holds a value of InexactRank in it.
type inexactCheck func([]metadata.SortKey) (map[metadata.SortKey]bool, error)

// planPushdown translates what it can of the filter and of the sort (nil when none).
func planPushdown(filter, sort *types.Document, indexed map[string]metadata.SortKey, inexact inexactCheck) (*pushdown, error) { //nolint:lll // for readability
	p := &pushdown{exact: true, translated: map[string]bool{}}

	var fields []*fieldConditions
	collect(filter, indexed, nil, &fields, p)

	// A field with a condition left out is still FerretDB's too.
	for _, f := range fields {
		if f.partial {
			delete(p.translated, f.name)
		}
	}

	sortKeys, descending := sortOf(indexed, sort)

	// The fields with translated conditions and the sorted ones, checked at once (one round trip).
	var checked []metadata.SortKey
	for _, f := range fields {
		switch {
		case f.search != nil:
			checked = append(checked, f.search.keys...)
		case len(f.clauses) > 0:
			checked = append(checked, f.key)
		}
	}

	checked = append(checked, sortKeys...)

	holds := map[metadata.SortKey]bool{}
	if len(checked) > 0 {
		var err error
		if holds, err = inexact(checked); err != nil {
			return nil, err
		}
	}

	for _, f := range fields {
		if f.search != nil {
			clause, args, exact := f.search.clause(holds)
			p.exact = p.exact && exact
			p.where = append(p.where, clause)
			p.args = append(p.args, args...)

			continue
		}

		if len(f.clauses) == 0 {
			continue
		}

		clause := strings.Join(f.clauses, " AND ")

		if holds[f.key] {
			clause = fmt.Sprintf("%s OR %s = %d", clause, f.key.Rank, metadata.InexactRank)
			p.exact = false
		}

		p.where = append(p.where, "("+clause+")")
		p.args = append(p.args, f.args...)
	}

	var order []string

	for i, key := range sortKeys {
		if holds[key] {
			return p, nil
		}

		order = append(order, key.Columns(descending[i])...)
	}

	if len(order) > 0 {
		p.orderBy = " ORDER BY " + strings.Join(order, ", ")
		p.sorted = true
	}

	return p, nil
}

// indexedFields are the fields leading a non-unique index, with their sort keys, and `_id`,
// whose sort key every collection indexes (metadata.IDSortIndex).
func indexedFields(meta *metadata.Collection) map[string]metadata.SortKey {
	res := map[string]metadata.SortKey{"_id": metadata.NewSortKey([]string{"_id"})}

	for _, index := range meta.Indexes {
		if index.Unique || len(index.Key) == 0 || index.Name == metadata.SearchIndexName {
			continue
		}

		if path := metadata.SortKeyPath(index.Key[0].Field); path != nil {
			res[index.Key[0].Field] = metadata.NewSortKey(path)
		}
	}

	return res
}

// holdsInexact tells, of each field, whether some document of the table holds a value of
// InexactRank in it: one lookup in the index each sort key leads, all in one query.
func holdsInexact(ctx context.Context, pool *pgxpool.Pool, table pgx.Identifier) inexactCheck {
	return func(keys []metadata.SortKey) (map[metadata.SortKey]bool, error) {
		seen := map[metadata.SortKey]bool{}
		keys = slices.DeleteFunc(slices.Clone(keys), func(k metadata.SortKey) bool {
			defer func() { seen[k] = true }()
			return seen[k]
		})
		exists := make([]string, len(keys))

		for i, key := range keys {
			exists[i] = fmt.Sprintf(`EXISTS (SELECT 1 FROM %s WHERE %s = %d)`, table.Sanitize(), key.Rank, metadata.InexactRank)
		}

		found := make([]bool, len(keys))
		targets := make([]any, len(keys))

		for i := range found {
			targets[i] = &found[i]
		}

		if err := pool.QueryRow(ctx, `SELECT `+strings.Join(exists, ", ")).Scan(targets...); err != nil {
			return nil, lazyerrors.Error(err)
		}

		res := make(map[metadata.SortKey]bool, len(keys))
		for i, key := range keys {
			res[key] = found[i]
		}

		return res, nil
	}
}

// collect gathers, by field, the conditions of the filter it can translate; p.exact turns
// false when some condition stays out of the SQL.
func collect(filter *types.Document, indexed map[string]metadata.SortKey, byField map[string]*fieldConditions, fields *[]*fieldConditions, p *pushdown) { //nolint:lll // for readability
	top := byField == nil
	if top {
		byField = map[string]*fieldConditions{}
	}

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
					collect(doc, indexed, byField, fields, p)
					continue
				}

				p.exact = false
			}

			continue
		}

		if field == "$or" {
			if s := searchCondition(v); s != nil {
				*fields = append(*fields, &fieldConditions{search: s})
			} else {
				p.exact = false
			}

			continue
		}

		key, ok := indexed[field]
		if !ok {
			p.exact = false
			continue
		}

		f := byField[field]
		if f == nil {
			f = &fieldConditions{name: field, key: key}
			byField[field] = f
			*fields = append(*fields, f)
		}

		clause, args := condition(key, v)
		if clause == "" {
			p.exact = false
			f.partial = true

			continue
		}

		f.clauses = append(f.clauses, clause)
		f.args = append(f.args, args...)

		if top {
			p.translated[field] = true
		}
	}
}

// condition translates the filter's value for one field: an equality, or a document of
// $eq, $in, $gt, $gte, $lt, $lte; empty when it cannot. Its placeholders are `?`.
func condition(key metadata.SortKey, v any) (string, []any) {
	ops, ok := v.(*types.Document)
	if !ok {
		return compare(key, "=", v)
	}

	if ops.Len() == 0 {
		return "", nil
	}

	var clauses []string
	var args []any

	iter := ops.Iterator()
	defer iter.Close()

	for {
		op, operand, err := iter.Next()
		if err != nil {
			break
		}

		var clause string
		var opArgs []any

		switch op {
		default:
			return "", nil
		case "$eq":
			clause, opArgs = compare(key, "=", operand)
		case "$gt":
			clause, opArgs = compare(key, ">", operand)
		case "$gte":
			clause, opArgs = compare(key, ">=", operand)
		case "$lt":
			clause, opArgs = compare(key, "<", operand)
		case "$lte":
			clause, opArgs = compare(key, "<=", operand)
		case "$in":
			clause, opArgs = in(key, operand)
		}

		if clause == "" {
			return "", nil
		}

		clauses = append(clauses, clause)
		args = append(args, opArgs...)
	}

	return strings.Join(clauses, " AND "), args
}

// compare translates `field op value`; a range on null stays out (MongoDB's $gt: null matches nothing
// of the ranks below, which a rank condition could not tell from the others).
func compare(key metadata.SortKey, op string, v any) (string, []any) {
	rank, text, number, ok := sortValue(v)

	switch {
	case !ok:
		return "", nil
	case rank == metadata.NullRank:
		if op == "=" || op == ">=" || op == "<=" {
			return fmt.Sprintf("%s = %d", key.Rank, rank), nil
		}

		return "", nil
	case number != "":
		// The text is NULL for every number, date and boolean: said, it lets the index reach the number.
		return fmt.Sprintf("(%s = %d AND %s IS NULL AND %s %s ?::jsonb)", key.Rank, rank, key.Text, key.Number, op), []any{number}
	default:
		return fmt.Sprintf("(%s = %d AND %s %s ?)", key.Rank, rank, key.Text, op), []any{text}
	}
}

// in translates `field $in [values]` as the equalities it stands for.
func in(key metadata.SortKey, v any) (string, []any) {
	values, ok := v.(*types.Array)
	if !ok {
		return "", nil
	}

	if values.Len() == 0 {
		return "false", nil
	}

	var terms []string
	var args []any

	for i := 0; i < values.Len(); i++ {
		term, termArgs := compare(key, "=", must.NotFail(values.Get(i)))
		if term == "" {
			return "", nil
		}

		terms = append(terms, term)
		args = append(args, termArgs...)
	}

	return "(" + strings.Join(terms, " OR ") + ")", args
}

// sortValue is a filter value's rank and its value as the sort key holds it: a text, or a number
// as jsonb text (a number, milliseconds, true or false). ok false for a value of another type, a
// NaN or a number beyond ±2⁵³ (which the sort key ranks inexact).
func sortValue(v any) (rank int, text, number string, ok bool) {
	const maxExact = 1 << 53

	switch v := v.(type) {
	case types.NullType:
		return metadata.NullRank, "", "", true
	case int32:
		return 2, "", strconv.FormatInt(int64(v), 10), true
	case int64:
		if v > maxExact || v < -maxExact {
			return 0, "", "", false
		}

		return 2, "", strconv.FormatInt(v, 10), true
	case float64:
		if math.IsNaN(v) || math.Abs(v) > maxExact {
			return 0, "", "", false
		}

		// The shortest decimal that reads back as v, as sjson stores a double.
		return 2, "", strconv.FormatFloat(v, 'g', -1, 64), true
	case string:
		return 3, v, "", true
	case types.ObjectID:
		return 7, hex.EncodeToString(v[:]), "", true
	case bool:
		return 8, "", strconv.FormatBool(v), true
	case time.Time:
		return 9, "", strconv.FormatInt(v.UnixMilli(), 10), true
	default:
		return 0, "", "", false
	}
}

// sortOf is the sort's keys, and their directions, when the sort is on a field leading a declared
// index (or `_id`), possibly followed by `_id`; none otherwise.
func sortOf(indexed map[string]metadata.SortKey, sort *types.Document) ([]metadata.SortKey, []bool) {
	keys := sort.Keys()
	if len(keys) == 0 || len(keys) > 2 || (len(keys) == 2 && keys[1] != "_id") {
		return nil, nil
	}

	sortKeys := make([]metadata.SortKey, len(keys))
	descending := make([]bool, len(keys))

	for i, k := range keys {
		key, ok := indexed[k]
		if !ok {
			return nil, nil
		}

		switch must.NotFail(sort.Get(k)) {
		case int64(1):
		case int64(-1):
			descending[i] = true
		default:
			return nil, nil
		}

		sortKeys[i] = key
	}

	return sortKeys, descending
}

// conditions are the query's WHERE (or empty) and its arguments: FerretDB's own conditions on
// the fields left to it, then the translated ones, numbered from ph.
func (p *pushdown) conditions(ph *metadata.Placeholder, filter *types.Document) (string, []any, error) {
	rest := filter
	if len(p.translated) > 0 {
		rest = filter.DeepCopy()
		for field := range p.translated {
			rest.Remove(field)
		}
	}

	where, args, err := prepareWhereClause(ph, rest)
	if err != nil {
		return "", nil, lazyerrors.Error(err)
	}

	conditions := make([]string, 0, len(p.where)+1)
	if where != "" {
		conditions = append(conditions, strings.TrimPrefix(where, " WHERE "))
	}

	for _, clause := range p.where {
		for strings.Contains(clause, "?") {
			clause = strings.Replace(clause, "?", ph.Next(), 1)
		}

		conditions = append(conditions, clause)
	}

	if len(conditions) == 0 {
		return "", args, nil
	}

	return " WHERE " + strings.Join(conditions, " AND "), append(args, p.args...), nil
}
