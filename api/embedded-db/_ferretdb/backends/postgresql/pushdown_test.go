// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0): tests of pushdown.go's translation.
// Run in the patched module the build leaves (api/embedded-db/bin/build/ferretdb):
// `go test ./internal/backends/postgresql/ -run Pushdown`.

package postgresql

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/FerretDB/FerretDB/internal/backends/postgresql/metadata"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

var (
	activeKey  = metadata.NewSortKey([]string{"active"})
	createdKey = metadata.NewSortKey([]string{"created_at"})
	nameKey    = metadata.NewSortKey([]string{"_sort", "name"})
	idKey      = metadata.NewSortKey([]string{"_id"})
	indexed    = map[string]metadata.SortKey{"active": activeKey, "created_at": createdKey, "_sort.name": nameKey, "_id": idKey}
)

func doc(pairs ...any) *types.Document { return must.NotFail(types.NewDocument(pairs...)) }

func arr(values ...any) *types.Array { return must.NotFail(types.NewArray(values...)) }

// plan plans with no inexact value unless named.
func plan(t *testing.T, filter, sort *types.Document, inexactKeys ...metadata.SortKey) *pushdown {
	t.Helper()

	inexact := func(keys []metadata.SortKey) (map[metadata.SortKey]bool, error) {
		res := map[metadata.SortKey]bool{}
		for _, k := range keys {
			res[k] = slices.Contains(inexactKeys, k)
		}

		return res, nil
	}

	p, err := planPushdown(filter, sort, indexed, inexact)
	if err != nil {
		t.Fatal(err)
	}

	return p
}

func expect(t *testing.T, got, want any) {
	t.Helper()

	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("\n got: %v\nwant: %v", got, want)
	}
}

func TestPushdownEqualityOnBooleanIsExactFromTheIndex(t *testing.T) {
	p := plan(t, doc("active", false), nil)

	expect(t, p.exact, true)
	expect(t, strings.Join(p.where, " AND "), "(("+activeKey.Rank+" = 8 AND "+activeKey.Text+" IS NULL AND "+activeKey.Number+" = ?::jsonb))")
	expect(t, p.args, []any{"false"})

	// FerretDB's own condition on the field (jsonb containment, which no sort key index answers) is left out.
	var ph metadata.Placeholder

	where, args, err := p.conditions(&ph, doc("active", false))
	expect(t, err, nil)
	expect(t, where, " WHERE (("+activeKey.Rank+" = 8 AND "+activeKey.Text+" IS NULL AND "+activeKey.Number+" = $1::jsonb))")
	expect(t, args, []any{"false"})
}

func TestPushdownRangeOnDatesAndInOfStrings(t *testing.T) {
	from := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	p := plan(t, doc("created_at", doc("$gte", from, "$lt", from.Add(time.Hour)), "$and", arr(doc("_sort.name", doc("$in", arr("a", "b"))))), nil)

	expect(t, p.exact, true)
	expect(t, len(p.where), 2)
	expect(t, strings.Contains(p.where[0], createdKey.Number+" >= ?::jsonb) AND ("), true)
	expect(t, strings.Contains(p.where[0], createdKey.Number+" < ?::jsonb)"), true)
	expect(t, p.where[1], "((("+nameKey.Rank+" = 3 AND "+nameKey.Text+" = ?) OR ("+nameKey.Rank+" = 3 AND "+nameKey.Text+" = ?)))")
	expect(t, p.args, []any{"1767225600000", "1767229200000", "a", "b"})
}

func TestPushdownNullMatchesNullAndMissingButNoRangeOnIt(t *testing.T) {
	p := plan(t, doc("active", types.Null), nil)
	expect(t, p.where[0], "("+activeKey.Rank+" = 1)")
	expect(t, p.exact, true)

	p = plan(t, doc("active", doc("$gt", types.Null)), nil)
	expect(t, len(p.where), 0)
	expect(t, p.exact, false)
}

func TestPushdownLeavesUntranslatedConditionsToTheHandler(t *testing.T) {
	for name, filter := range map[string]*types.Document{
		"regex":          doc("_sort.name", doc("$regex", types.Regex{Pattern: "^a"})),
		"not indexed":    doc("email", "a@b.fr"),
		"$ne":            doc("active", doc("$ne", true)),
		"array value":    doc("active", arr(true)),
		"long beyond 53": doc("created_at", doc("$gt", int64(1<<53+1))),
		"$or":            doc("$or", arr(doc("active", true))),
	} {
		p := plan(t, filter, nil)
		if p.exact || len(p.where) != 0 {
			t.Fatalf("%s: exact %v, where %v", name, p.exact, p.where)
		}
	}

	// The translated part still narrows the rows; the count is not exact. FerretDB keeps its
	// own equality on the other field, numbered first.
	filter := doc("active", true, "email", "a@b.fr")
	p := plan(t, filter, nil)
	expect(t, len(p.where), 1)
	expect(t, p.exact, false)

	var ph metadata.Placeholder

	where, args, err := p.conditions(&ph, filter)
	expect(t, err, nil)
	expect(t, strings.HasPrefix(where, " WHERE _jsonb->$1 @> $2 AND (("+activeKey.Rank+" = 8 "), true)
	expect(t, strings.HasSuffix(where, activeKey.Number+" = $3::jsonb))"), true)
	expect(t, args, []any{"email", "\"a@b.fr\"", "true"})

	// A field with a condition left out keeps FerretDB's equality on it.
	p = plan(t, doc("active", true, "$and", arr(doc("active", doc("$ne", false)))), nil)
	expect(t, len(p.translated), 0)
}

func TestPushdownFieldHoldingArraysLetsThemThrough(t *testing.T) {
	p := plan(t, doc("active", true), nil, activeKey)

	expect(t, p.exact, false)
	expect(t, strings.HasSuffix(p.where[0], " OR "+activeKey.Rank+" = 99)"), true)
}

func TestPushdownSortThenIDFromTheSortKeys(t *testing.T) {
	p := plan(t, doc("active", false), doc("_sort.name", int64(-1), "_id", int64(-1)))

	expect(t, p.sorted, true)
	expect(t, p.orderBy, " ORDER BY "+strings.Join(append(nameKey.Columns(true), idKey.Columns(true)...), ", "))

	for name, sort := range map[string]*types.Document{
		"not indexed":      doc("email", int64(1)),
		"three keys":       doc("active", int64(1), "created_at", int64(1), "_id", int64(1)),
		"second not _id":   doc("active", int64(1), "created_at", int64(1)),
		"field has arrays": doc("created_at", int64(1)),
	} {
		if p := plan(t, nil, sort, createdKey); p.sorted {
			t.Fatalf("%s: sorted %s", name, p.orderBy)
		}
	}
}

func TestPushdownNumbersAsSjsonWritesThem(t *testing.T) {
	for v, want := range map[any]string{int32(-3): "-3", int64(42): "42", 0.1: "0.1", 1e15: "1e+15"} {
		_, _, number, ok := sortValue(v)
		if !ok || number != want {
			t.Fatalf("%v: %q %v, want %q", v, number, ok, want)
		}
	}
}

func TestPushdownSearchAsExplicitCharacterSets(t *testing.T) {
	// As api/src/crud/search-pattern.ts writes « Été 4 » (letters folded, punctuation escaped).
	search := doc("$or", arr(
		doc("name", doc("$regex", `[éeÉE]t[éeÉE] 4\.`, "$options", "i")),
		doc("_sort.name", types.Regex{Pattern: "k", Options: "i"}),
	))
	p := plan(t, doc("$and", arr(doc("active", true), search)), nil)

	// Exact on strings: the count and the page go to SQL.
	expect(t, p.exact, true)
	expect(t, len(p.where), 2)
	// The exact pattern, then the folded one (what the search index's trigrams serve).
	expect(t, p.args[1], `[EeÉé][Tt][EeÉé]\ 4\.`)
	expect(t, p.args[2], `ete\ 4\.`)
	// Go's (?i) matches the Kelvin sign with k: PostgreSQL is asked for it explicitly (folded, it stays:
	// the folding stops at ſ, as the folded text's translate()).
	expect(t, p.args[3], "[Kk\u212a]")
	expect(t, p.args[4], "[k\u212a]")
	expect(t, strings.HasSuffix(p.where[1], " OR ("+nameKey.Text+" ~ ? AND "+metadata.FoldedText(nameKey.Text)+" ~ ?))"), true)
	expect(t, strings.Contains(p.where[1], " = 99"), false)

	// A field holding arrays somewhere: their documents go through, for the handler to test.
	p = plan(t, search, nil, nameKey)
	expect(t, p.exact, false)
	expect(t, strings.Contains(p.where[0], "("+nameKey.Text+" ~ ? AND "+metadata.FoldedText(nameKey.Text)+" ~ ?) OR "+nameKey.Rank+" = 99"), true)

	// Anything else in a pattern, or another option, stays with the handler.
	for _, pattern := range []string{"^a", "a.b", "a*", `\d`, "[a-z]", "[^a]", "(a)", "a|b", `\w`} {
		if p := plan(t, doc("$or", arr(doc("name", doc("$regex", pattern)))), nil); len(p.where) != 0 {
			t.Fatalf("%s translated: %v", pattern, p.where)
		}
	}

	if p := plan(t, doc("$or", arr(doc("name", doc("$regex", "a", "$options", "m")))), nil); len(p.where) != 0 {
		t.Fatalf("option m translated")
	}

	if p := plan(t, doc("$or", arr(doc("name", doc("$regex", "a")), doc("active", true))), nil); len(p.where) != 0 {
		t.Fatalf("an $or branch other than a regex translated")
	}
}
