// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its PostgreSQL backend
// by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).
//
// A list's search (api/src/crud/search-pattern.ts) is an $or of one $regex per searchable field,
// made of literal characters and classes of literal characters (`[eéèEÉÈ]`), case-insensitive.
// FerretDB read and decoded every document to test it (15 s and more at 100 000 documents).
// Here such an $or becomes a PostgreSQL regular expression on each field's text, which PostgreSQL
// tests without decoding the documents: each character or class becomes the explicit set of the
// characters FerretDB's regular expressions (Go's, `(?i)`) match with it (a bracket expression), every member of each
// one's case folding orbit, tested case-sensitively, so that no collation or locale of the database
// changes what matches. The field's folded text is also tested with the pattern folded (each
// set's characters in one case, without accent): what the search index's trigrams serve
// (metadata/search_trigram.go), from which the exact pattern tests the rows they find. Only patterns of that shape are translated (no anchors, repetitions,
// dots, ranges or escapes of letters). On strings the translation matches what FerretDB's
// regular expression matches: the condition is exact, and the count and the page go to SQL,
// unless some document holds a value of InexactRank in a searched field (an array of strings,
// whose elements a regex tests): the condition then lets those documents through, and the
// handler applies the filter to what it reads, and counts it. The search index's partial
// index of such documents (metadata/search_trigram.go) tells it at once.

package postgresql

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/FerretDB/FerretDB/internal/backends/postgresql/metadata"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// search is a translated search: by field, its sort key, its condition on the field's strings
// and that condition's arguments.
type search struct {
	keys  []metadata.SortKey
	terms []string
	args  [][]any
}

// searchCondition translates an $or of regular expressions on plain fields, or returns nil.
func searchCondition(v any) *search {
	branches, ok := v.(*types.Array)
	if !ok || branches.Len() == 0 {
		return nil
	}

	s := new(search)

	for i := 0; i < branches.Len(); i++ {
		branch, ok := must.NotFail(branches.Get(i)).(*types.Document)
		if !ok || branch.Len() != 1 {
			return nil
		}

		field := branch.Keys()[0]

		path := metadata.SortKeyPath(field)
		if path == nil {
			return nil
		}

		pattern, folded, ok := regexOf(must.NotFail(branch.Get(field)))
		if !ok {
			return nil
		}

		// The folded text, which the search index's trigrams serve (metadata/search_trigram.go), second:
		// where PostgreSQL scans the table (no such index), folding each text would cost more than the test.
		key := metadata.NewSortKey(path)
		s.keys = append(s.keys, key)
		s.terms = append(s.terms, fmt.Sprintf("(%s ~ ? AND %s ~ ?)", key.Text, metadata.FoldedText(key.Text)))
		s.args = append(s.args, []any{pattern, folded})
	}

	return s
}

// clause is the search's condition, exact unless some document holds an inexact value in one of
// its fields (holds, pushdown.go's inexactCheck), which it then lets through for the handler to test.
func (s *search) clause(holds map[metadata.SortKey]bool) (string, []any, bool) {
	exact := true
	terms := slices.Clone(s.terms)

	var args []any

	for i, key := range s.keys {
		if holds[key] {
			terms[i] += fmt.Sprintf(" OR %s = %d", key.Rank, metadata.InexactRank)
			exact = false
		}

		args = append(args, s.args[i]...)
	}

	return "(" + strings.Join(terms, " OR ") + ")", args, exact
}

// regexOf is the PostgreSQL pattern of a `{$regex, $options}` document or a regular expression
// value, and the same pattern folded (metadata.FoldRune), which the folded text matches wherever
// the pattern matches the text.
func regexOf(v any) (string, string, bool) {
	var source, options string

	switch v := v.(type) {
	case types.Regex:
		source, options = v.Pattern, v.Options
	case *types.Document:
		for _, k := range v.Keys() {
			switch value := must.NotFail(v.Get(k)); {
			case k == "$regex":
				switch r := value.(type) {
				case string:
					source = r
				case types.Regex:
					source, options = r.Pattern, r.Options
				default:
					return "", "", false
				}
			case k == "$options":
				s, ok := value.(string)
				if !ok {
					return "", "", false
				}

				options = s
			default:
				return "", "", false
			}
		}
	default:
		return "", "", false
	}

	if source == "" || (options != "" && options != "i") {
		return "", "", false
	}

	return translatePattern(source, options == "i")
}

// translatePattern rewrites a pattern of literal characters, `\` escapes of punctuation and classes
// of those as a sequence of explicit alternatives, PostgreSQL's advanced regular expressions,
// and the same sequence with each alternative folded.
func translatePattern(source string, foldCase bool) (string, string, bool) {
	var out, folded strings.Builder

	for rest := source; rest != ""; {
		var set []rune

		switch r, size := utf8.DecodeRuneInString(rest); {
		case r == '[':
			end := classEnd(rest)
			if end < 0 {
				return "", "", false
			}

			var ok bool
			if set, ok = classMembers(rest[1:end]); !ok {
				return "", "", false
			}

			rest = rest[end+1:]
		case r == '\\':
			c, n := utf8.DecodeRuneInString(rest[size:])
			if !isEscapable(c) {
				return "", "", false
			}

			set, rest = []rune{c}, rest[size+n:]
		case r == utf8.RuneError || strings.ContainsRune(`.^$|?*+(){}]`, r):
			return "", "", false
		default:
			set, rest = []rune{r}, rest[size:]
		}

		if foldCase {
			set = foldOrbits(set)
		}

		out.WriteString(alternatives(set))
		folded.WriteString(alternatives(foldSet(set)))
	}

	return out.String(), folded.String(), true
}

// classEnd is the index of the `]` closing the class that starts s, or -1.
func classEnd(s string) int {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case ']':
			return i
		}
	}

	return -1
}

// classMembers are the characters a class's inside lists; ok false for a negation, a range or an escape of a letter.
func classMembers(inside string) ([]rune, bool) {
	if inside == "" || inside[0] == '^' {
		return nil, false
	}

	var members []rune

	for rest := inside; rest != ""; {
		r, size := utf8.DecodeRuneInString(rest)
		rest = rest[size:]

		switch {
		case r == '\\':
			c, n := utf8.DecodeRuneInString(rest)
			if !isEscapable(c) {
				return nil, false
			}

			members, rest = append(members, c), rest[n:]
		case r == '-' || r == '[' || r == utf8.RuneError:
			return nil, false
		default:
			members = append(members, r)
		}
	}

	return members, true
}

// isEscapable tells a character that `\` makes literal in both dialects: punctuation and symbols,
// not a letter, digit or space (`\d`, `\w`, `\s`, `\b`… are classes or assertions, not the same in both).
func isEscapable(r rune) bool {
	return r < utf8.RuneSelf && (unicode.IsPunct(r) || unicode.IsSymbol(r))
}

// foldOrbits adds to the set every character of each member's case folding orbit, as Go's `(?i)` matches.
func foldOrbits(set []rune) []rune {
	res := slices.Clone(set)

	for _, r := range set {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			res = append(res, f)
		}
	}

	slices.Sort(res)

	return slices.Compact(res)
}

// foldSet is the set of the members' folded characters (metadata.FoldRune).
func foldSet(set []rune) []rune {
	res := make([]rune, len(set))
	for i, r := range set {
		res[i] = metadata.FoldRune(r)
	}

	slices.Sort(res)

	return slices.Compact(res)
}

// alternatives writes a set of characters as a bracket expression, `[aAà\-]` (PostgreSQL tests
// one 2.6 times faster than the alternation `(?:a|A|à|\-)`): each member alone, escaped when
// not a letter or digit, `\` keeping its meaning within brackets in advanced regular expressions.
func alternatives(set []rune) string {
	var b strings.Builder

	for _, r := range set {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r < utf8.RuneSelf {
			b.WriteRune('\\')
		}

		b.WriteRune(r)
	}

	if len(set) == 1 {
		return b.String()
	}

	return "[" + b.String() + "]"
}
