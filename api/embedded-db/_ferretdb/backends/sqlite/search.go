// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its SQLite backend
// by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).
//
// A list search, as the API sends it: `$or` of the same case-insensitive `$regex` on each
// field of the collection's search index (metadata/search_index.go), whose pattern is a text
// where each character may be a class of the characters that fold to the same one
// (api/src/crud/search-pattern.ts: `[eéèêëEÉÈÊË]`). It is read from the index: the folded
// text's trigrams (FTS5 MATCH) from three characters, a scan of the index's folded texts below.
// When every character of the pattern matches exactly the characters that fold to its
// folded character, the index selects exactly the matching documents (exact: the page and
// the count go to SQL too); otherwise (a plain `(?i)e` does not match `é`) a superset,
// which the handler narrows by applying the filter to each document.

package sqlite

import (
	"fmt"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// maxClassRunes bounds the characters of one class of a search pattern.
const maxClassRunes = 256

// searchCondition translates `$or` of a search on the fields of the search index into the
// SELECT of the matching rowids, read from the index alone, or returns ok false.
func searchCondition(table string, index *metadata.IndexInfo, v any) (rows string, args []any, exact, ok bool) {
	branches, isArray := v.(*types.Array)
	if index == nil || !isArray || branches.Len() != len(index.Key) {
		return "", nil, false, false
	}

	pattern := ""
	fields := map[string]bool{}

	for i := 0; i < branches.Len(); i++ {
		branch, isDoc := must.NotFail(branches.Get(i)).(*types.Document)
		if !isDoc || branch.Len() != 1 {
			return "", nil, false, false
		}

		field := branch.Keys()[0]
		p, isSearch := caseInsensitiveRegex(must.NotFail(branch.Get(field)))

		if !isSearch || (i > 0 && p != pattern) || fields[field] {
			return "", nil, false, false
		}

		pattern = p
		fields[field] = true
	}

	for _, key := range index.Key {
		if !fields[key.Field] {
			return "", nil, false, false
		}
	}

	needle, exact, ok := foldedNeedle(pattern)
	if !ok {
		return "", nil, false, false
	}

	fts := metadata.SearchTable(table)

	if len([]rune(needle)) >= 3 {
		rows = fmt.Sprintf(`SELECT rowid FROM %q WHERE %q MATCH ?`, fts, fts)

		return rows, []any{`"` + strings.ReplaceAll(needle, `"`, `""`) + `"`}, exact, true
	}

	// Below three characters no trigram holds the text: the index's folded texts are scanned, in
	// the table where FTS5 keeps them (id, c0, c1…), which a plain scan reads faster than its cursor.
	terms := make([]string, len(index.Key))
	for i := range index.Key {
		terms[i] = fmt.Sprintf("instr(c%d, ?) > 0", i)
		args = append(args, needle)
	}

	rows = fmt.Sprintf(`SELECT id FROM %q WHERE %s`, fts+"_content", strings.Join(terms, " OR "))

	return rows, args, exact, true
}

// caseInsensitiveRegex is the pattern of `{$regex: p, $options: 'i'}`, whose `p` may be a BSON
// regex (as Mongoose casts it), or of a BSON regex with only `i`.
func caseInsensitiveRegex(v any) (string, bool) {
	doc, isDoc := v.(*types.Document)
	if !isDoc {
		regex, isRegex := v.(types.Regex)
		return regex.Pattern, isRegex && regex.Options == "i"
	}

	if doc.Len() < 1 || doc.Len() > 2 || !doc.Has("$regex") || (doc.Len() == 2 && !doc.Has("$options")) {
		return "", false
	}

	var pattern, options string

	switch regex := must.NotFail(doc.Get("$regex")).(type) {
	case string:
		pattern = regex
	case types.Regex:
		pattern, options = regex.Pattern, regex.Options
	default:
		return "", false
	}

	if doc.Has("$options") {
		given, isText := must.NotFail(doc.Get("$options")).(string)
		if !isText {
			return "", false
		}

		options = given
	}

	return pattern, options == "i"
}

// foldedNeedle is the folded text a case-insensitive pattern of literal characters and
// classes stands for; exact when each position matches every character folding to its own.
func foldedNeedle(pattern string) (needle string, exact, ok bool) {
	re, err := syntax.Parse(pattern, syntax.Perl|syntax.FoldCase)
	if err != nil {
		return "", false, false
	}

	var positions []*syntax.Regexp

	switch re.Op {
	case syntax.OpConcat:
		positions = re.Sub
	case syntax.OpLiteral, syntax.OpCharClass:
		positions = []*syntax.Regexp{re}
	default:
		return "", false, false
	}

	var folded []rune
	exact = true

	for _, position := range positions {
		switch position.Op {
		case syntax.OpLiteral:
			for _, r := range position.Rune {
				matched := []rune{r}
				if position.Flags&syntax.FoldCase != 0 {
					matched = orbit(r)
				}

				t, uniform := foldOf(matched)
				if !uniform {
					return "", false, false
				}

				folded = append(folded, t)
				exact = exact && covers(matched, t)
			}
		case syntax.OpCharClass:
			matched, bounded := classRunes(position.Rune)
			t, uniform := foldOf(matched)

			if !bounded || !uniform {
				return "", false, false
			}

			folded = append(folded, t)
			exact = exact && covers(matched, t)
		default:
			return "", false, false
		}
	}

	if len(folded) == 0 || slices.Contains(folded, metadata.SearchSeparator) {
		return "", false, false
	}

	return string(folded), exact, true
}

// orbit is r and the characters a case-insensitive match takes for it.
func orbit(r rune) []rune {
	res := []rune{r}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		res = append(res, f)
	}

	return res
}

// classRunes are the characters of a class's ranges, if there are few.
func classRunes(ranges []rune) ([]rune, bool) {
	var res []rune

	for i := 0; i+1 < len(ranges); i += 2 {
		if len(res)+int(ranges[i+1]-ranges[i]) >= maxClassRunes {
			return nil, false
		}

		for r := ranges[i]; r <= ranges[i+1]; r++ {
			res = append(res, r)
		}
	}

	return res, len(res) > 0
}

// foldOf is the folded character of all of runes, uniform false when they fold differently.
func foldOf(runes []rune) (rune, bool) {
	t := metadata.FoldRune(runes[0])
	for _, r := range runes[1:] {
		if metadata.FoldRune(r) != t {
			return 0, false
		}
	}

	return t, true
}

// covers tells whether matched holds every character folding to t: beyond the range where
// accents fold, t's case variants.
func covers(matched []rune, t rune) bool {
	need, known := preimages()[t]
	if !known {
		need = orbit(t)
	}

	for _, r := range need {
		if metadata.FoldRune(r) == t && !slices.Contains(matched, r) {
			return false
		}
	}

	return true
}

// preimages are, by folded character, the characters folding to it: those of the range where
// accents fold, the case variants of each, and the folded character's own.
var preimages = sync.OnceValue(func() map[rune][]rune {
	res := map[rune][]rune{}
	add := func(t, r rune) {
		if !slices.Contains(res[t], r) {
			res[t] = append(res[t], r)
		}
	}

	for r := rune(0); r <= 0x17f; r++ {
		t := metadata.FoldRune(r)
		for _, o := range append(orbit(r), orbit(t)...) {
			if metadata.FoldRune(o) == t {
				add(t, o)
			}
		}
	}

	return res
})
