// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its handler
// package by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).
//
// FerretDB sorts a find's documents in memory, after reading them all and before cutting
// the page and projecting: every sorted query held the whole collection, decoded, in
// memory (hundreds of MB at 100 000 documents, once per concurrent query). Two bounds:
//   - a sort followed by a limit keeps only about twice skip + limit documents at a time;
//   - a projection that only includes top-level fields, the sort's among them, is applied
//     before the sort, so an ordered list of ids holds ids, not whole documents.
// The results are those of the unpatched chain (the projection does not change the sort
// keys; the kept documents are the first ones of the same sort).

package handler

import (
	"errors"
	"strings"

	"github.com/FerretDB/FerretDB/internal/handler/common"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/iterator"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// maxBoundedSort is the largest skip + limit sorted within a bound; beyond, the whole sort.
const maxBoundedSort = 1 << 20

// sortBound is how many sorted documents the find returns at most (0: all of them).
func sortBound(params *common.FindParams) int {
	if params.Limit <= 0 || params.Skip < 0 || params.Skip+params.Limit > maxBoundedSort {
		return 0
	}

	return int(params.Skip + params.Limit)
}

// boundedSortIterator is common.SortIterator keeping only the first `bound` documents
// (all when bound is 0): documents are sorted by chunks of about 2 × bound and cut back.
func boundedSortIterator(iter types.DocumentsIterator, closer *iterator.MultiCloser, sort *types.Document, bound int) (types.DocumentsIterator, error) { //nolint:lll // for readability
	if sort.Len() == 0 || bound == 0 {
		return common.SortIterator(iter, closer, sort)
	}

	room := bound + max(bound, 1000)
	docs := make([]*types.Document, 0, min(room, 4096))

	for {
		_, doc, err := iter.Next()
		if errors.Is(err, iterator.ErrIteratorDone) {
			break
		}

		if err != nil {
			return nil, lazyerrors.Error(err)
		}

		if docs = append(docs, doc); len(docs) < room {
			continue
		}

		if err = common.SortDocuments(docs, sort); err != nil {
			return nil, lazyerrors.Error(err)
		}

		clear(docs[bound:])
		docs = docs[:bound]
	}

	if err := common.SortDocuments(docs, sort); err != nil {
		return nil, lazyerrors.Error(err)
	}

	if len(docs) > bound {
		docs = docs[:bound]
	}

	res := iterator.Values(iterator.ForSlice(docs))
	closer.Add(res)

	return res, nil
}

// projectsBeforeSort tells whether the projection can be applied before the sort: it only
// includes top-level fields (no exclusion, operator or path), and keeps every sort key.
func projectsBeforeSort(projection, sort *types.Document) bool {
	if projection.Len() == 0 || sort.Len() == 0 {
		return false
	}

	kept := map[string]bool{"_id": true}

	for _, key := range projection.Keys() {
		if key == "" || strings.ContainsAny(key, ".$") {
			return false
		}

		switch v := must.NotFail(projection.Get(key)).(type) {
		case bool:
			if !v {
				return false
			}
		case int32:
			if v == 0 {
				return false
			}
		case int64:
			if v == 0 {
				return false
			}
		case float64:
			if v == 0 {
				return false
			}
		default:
			return false
		}

		kept[key] = true
	}

	for _, key := range sort.Keys() {
		if !kept[strings.Split(key, ".")[0]] {
			return false
		}
	}

	return true
}

// findSortAndPage are the sort, the skip + limit and the skip a find asks the backend to answer
// in SQL: the sort unless $natural, and the page only when the backend sees the whole filter
// (the handler keeps the conditions on dotted paths to itself).
func findSortAndPage(filter, pushed, sort *types.Document, skip, limit int64) (*types.Document, int64, int64) {
	if sort.Len() > 0 && sort.Has("$natural") {
		return nil, 0, 0
	}

	if limit <= 0 || skip < 0 || filter.Len() != pushed.Len() {
		return sort, 0, 0
	}

	return sort, skip + limit, skip
}
