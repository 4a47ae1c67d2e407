// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its PostgreSQL metadata
// package by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).
//
// A resource's search index (SearchIndexName) on PostgreSQL: a GIN index of trigrams (the pg_trgm
// extension, gin_trgm_ops) on the folded text of each searchable field (FoldedText: one case, no
// accent, as the SQLite search index folds it), which ../search.go tests with the folded
// pattern (`~`) and pg_trgm serves (Bitmap Index Scan) instead of a table scan. Folded, a search
// pattern is nearly literal (`[eéèEÉÈ…]` becomes `e`), from which pg_trgm draws its trigrams;
// unfolded, its classes of twenty characters are more than it expands, and accented letters
// are not word characters in a database of collation C.
// A partial index holds the documents with an inexact value (an array, whose strings the regex
// tests: sort_key.go's InexactRank) in one of the fields: it tells at once that there are none
// (the search is then exact), and otherwise serves the part of the condition that lets them
// through, which PostgreSQL joins to the trigrams' in one BitmapOr. Without the extension (a
// database where the account may not create it), the search index keeps FerretDB's columns
// and searches scan.

package metadata

import (
	"context"
	"crypto/md5"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	sqlitemetadata "github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
)

// foldedRange is the last character FoldedText folds (ſ): every French letter, as the SQLite search index.
const foldedRange = 0x17f

// foldTable maps each character up to foldedRange that folds to another to that one.
var foldTable = func() map[rune]rune {
	table := map[rune]rune{}

	for r := rune(0); r <= foldedRange; r++ {
		if f := sqlitemetadata.FoldRune(r); f != r {
			table[r] = f
		}
	}

	return table
}()

// FoldRune is a character as FoldedText writes it: only through foldTable, so that a pattern
// folded with it matches the folded text wherever the pattern matches the text.
func FoldRune(r rune) rune {
	if f, ok := foldTable[r]; ok {
		return f
	}

	return r
}

// foldTranslation is the two strings of translate() that apply foldTable, character for character.
var foldTranslation = func() [2]string {
	var from, to strings.Builder

	for r := rune(0); r <= foldedRange; r++ {
		if f, ok := foldTable[r]; ok {
			from.WriteRune(r)
			to.WriteRune(f)
		}
	}

	return [2]string{from.String(), to.String()}
}()

// FoldedText is the expression of a sort key's text (SortKey.Text) folded by foldTable.
func FoldedText(text string) string {
	return fmt.Sprintf("translate(%s, %s, %s)", text, quoteString(foldTranslation[0]), quoteString(foldTranslation[1]))
}

// foldFunctionName names the SQL function of FoldedText after its translation: a changed fold
// table is a function of its own, and the indexes built on the former one keep theirs.
var foldFunctionName = func() string {
	sum := md5.Sum([]byte(foldTranslation[0] + "\x00" + foldTranslation[1]))
	return "hexagone_fold_" + hex.EncodeToString(sum[:4])
}()

// foldFunction is FoldedText as an SQL function of the schema, created when missing. A search index's
// expressions are kept in one catalog row that PostgreSQL cannot store out of line (pg_index has no
// TOAST table: 8 kB a row), and the fold's two strings written out for each field exceeded it from
// five fields on (the audit log's search index was never created: « row is too big »). PostgreSQL
// inlines an immutable SQL function when it plans, so the index still serves the conditions that
// ../search.go writes with FoldedText.
func foldFunction(ctx context.Context, p *pgxpool.Pool, schema string) (string, error) {
	name := pgx.Identifier{schema, foldFunctionName}.Sanitize()

	var exists bool

	err := p.QueryRow(
		ctx,
		`SELECT EXISTS (SELECT 1 FROM pg_proc f JOIN pg_namespace n ON n.oid = f.pronamespace WHERE n.nspname = $1 AND f.proname = $2)`,
		schema, foldFunctionName,
	).Scan(&exists)
	if err != nil || exists {
		return name, err
	}

	_, err = p.Exec(ctx, fmt.Sprintf(
		`CREATE FUNCTION %s(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS %s`,
		name, quoteString("SELECT "+FoldedText("$1")),
	))

	// Another FerretDB creating it at the same moment (several servers starting on one database).
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && (pgErr.Code == "42723" || pgErr.Code == "23505") {
		err = nil
	}

	return name, err
}

// trigramOpclass is the schema-qualified gin_trgm_ops, the extension created when missing,
// or "" when it is absent and cannot be created (logged once).
func (r *Registry) trigramOpclass(ctx context.Context, p *pgxpool.Pool) string {
	// Managed PostgreSQL (OVH, Scaleway, Clever Cloud) lets the database's owner create it;
	// an administrator may also have created it beforehand, where we may not.
	_, createErr := p.Exec(ctx, `CREATE EXTENSION IF NOT EXISTS pg_trgm`)

	var schema string

	err := p.QueryRow(
		ctx,
		`SELECT quote_ident(n.nspname) FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
	).Scan(&schema)
	if err == nil {
		return schema + ".gin_trgm_ops"
	}

	if !r.trigramMissing.Swap(true) {
		r.l.WarnContext(ctx, fmt.Sprintf(
			"extension pg_trgm absente et non créée (%v) : les recherches des listes parcourront les tables, "+
				"sans index de trigrammes ; créez-la (CREATE EXTENSION pg_trgm) puis recréez les index de recherche",
			createErr,
		))
	}

	return ""
}

// trigramSearchIndexes are the statements creating a search index on the fields of index
// (SortKeyPath names) folded by the function fold, or nil when one is not a plain field.
func trigramSearchIndexes(index IndexInfo, table pgx.Identifier, opclass, fold string) []string {
	columns := make([]string, len(index.Key))
	inexact := make([]string, len(index.Key))

	for i, key := range index.Key {
		path := SortKeyPath(key.Field)
		if path == nil {
			return nil
		}

		k := NewSortKey(path)
		columns[i] = fmt.Sprintf("(%s(%s)) %s", fold, k.Text, opclass)
		inexact[i] = fmt.Sprintf("%s = %d", k.Rank, InexactRank)
	}

	return []string{
		fmt.Sprintf(`CREATE INDEX %s ON %s USING gin (%s)`, pgx.Identifier{index.PgIndex}.Sanitize(), table.Sanitize(), strings.Join(columns, ", ")),
		fmt.Sprintf(
			`CREATE INDEX %s ON %s ((1)) WHERE %s`,
			pgx.Identifier{inexactIndexName(index.PgIndex)}.Sanitize(), table.Sanitize(), strings.Join(inexact, " OR "),
		),
	}
}

// inexactIndexName is the name of a search index's partial index of inexact values: derived from
// the search index's own name (unique in the schema, kept when the collection is renamed).
func inexactIndexName(pgIndex string) string {
	sum := md5.Sum([]byte(pgIndex))
	return "hexagone_search_inexact_" + hex.EncodeToString(sum[:12])
}
