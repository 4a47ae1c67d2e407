// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its handler
// package by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).
//
// The driver counts with an aggregation (countDocuments: $match, then $group by a constant
// with {$sum: 1}) or the count command (estimatedDocumentCount). FerretDB read and decoded
// every matching document to count it: 8 s for the total of a 100 000-document list. When the
// backend can count the filter exactly from an index (sqlite/pushdown.go), the count command
// answers that number, and the $group stage is given that many empty documents instead:
// its result, type of the sum included, is the one it would have computed.

package handler

import (
	"context"
	"math"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends"
	"github.com/FerretDB/FerretDB/internal/handler/common/aggregations"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/iterator"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// countPushdown runs a count pipeline from the backend's exact count; counted is false when
// the pipeline is not a count or the backend cannot count it exactly.
func countPushdown(ctx context.Context, closer *iterator.MultiCloser, c backends.Collection, qp *backends.QueryParams, pipeline []any, stages []aggregations.Stage) (types.DocumentsIterator, bool, error) { //nolint:lll // for readability
	counter, ok := c.(backends.ExactCounter)
	if !ok || len(stages) != 2 || !isCount(pipeline, qp.Filter) {
		return nil, false, nil
	}

	n, exact, err := counter.CountExact(ctx, qp)
	if err != nil {
		return nil, false, lazyerrors.Error(err)
	}

	if !exact {
		return nil, false, nil
	}

	// No group when no document is counted.
	var counted []*types.Document
	if n > 0 {
		counted = []*types.Document{countedGroup(pipeline[1].(*types.Document), n)}
	}

	if len(counted) == 0 || counted[0] != nil {
		res := iterator.Values(iterator.ForSlice(counted))
		closer.Add(res)

		return res, true, nil
	}

	empty := types.MakeDocument(0)
	docs := make([]*types.Document, n)

	for i := range docs {
		docs[i] = empty
	}

	source := iterator.Values(iterator.ForSlice(docs))
	closer.Add(source)

	iter, err := stages[1].Process(ctx, source, closer)

	return iter, err == nil, err
}

// countWhole is the count command's answer from the backend's exact count, without skip nor
// limit (ok false otherwise, or beyond what the command's int32 answer holds).
func countWhole(ctx context.Context, c backends.Collection, qp *backends.QueryParams, skip, limit int64) (int32, bool, error) {
	counter, ok := c.(backends.ExactCounter)
	if !ok || skip != 0 || limit != 0 {
		return 0, false, nil
	}

	n, exact, err := counter.CountExact(ctx, qp)
	if err != nil || !exact || n > math.MaxInt32 {
		return 0, false, err
	}

	return int32(n), true, nil
}

// countedGroup is the $group stage's result over n documents when its one sum adds an int32
// (the driver's {$sum: 1}, $count): n times it, an int32 while it fits, else an int64, as
// the stage sums; nil for the other sums, left to the stage.
func countedGroup(group *types.Document, n int64) *types.Document {
	// One sum only: the stage gives the documents to its first accumulator alone (FerretDB 1.24).
	spec := must.NotFail(group.Get("$group")).(*types.Document)
	if spec.Len() != 2 {
		return nil
	}

	res := must.NotFail(types.NewDocument("_id", must.NotFail(spec.Get("_id"))))

	iter := spec.Iterator()
	defer iter.Close()

	for {
		key, v, err := iter.Next()
		if err != nil {
			break // iterator.ErrIteratorDone
		}

		if key == "_id" {
			continue
		}

		acc := v.(*types.Document)
		step := int64(1)

		if acc.Command() == "$sum" {
			c, ok := must.NotFail(acc.Get("$sum")).(int32)
			if !ok {
				return nil
			}

			step = int64(c)
		}

		total := step * n
		if step != 0 && (total/step != n || total > math.MaxInt64/2 || total < math.MinInt64/2) {
			return nil
		}

		if total >= math.MinInt32 && total <= math.MaxInt32 {
			res.Set(key, int32(total))
		} else {
			res.Set(key, total)
		}
	}

	return res
}

// isCount tells whether the pipeline is a $match whose whole filter the backend sees (no
// dotted path taken out), then a $group by a constant whose fields are {$sum: number} or {$count: {}}.
func isCount(pipeline []any, pushed *types.Document) bool {
	if len(pipeline) != 2 {
		return false
	}

	match, _ := pipeline[0].(*types.Document)
	group, _ := pipeline[1].(*types.Document)

	if match.Len() != 1 || group.Len() != 1 || match.Command() != "$match" || group.Command() != "$group" {
		return false
	}

	filter, _ := must.NotFail(match.Get("$match")).(*types.Document)
	spec, _ := must.NotFail(group.Get("$group")).(*types.Document)

	if filter == nil || spec == nil || filter.Len() != pushed.Len() {
		return false
	}

	iter := spec.Iterator()
	defer iter.Close()

	for {
		key, v, err := iter.Next()
		if err != nil {
			return true // iterator.ErrIteratorDone
		}

		if key == "_id" {
			if !isConstant(v) {
				return false
			}

			continue
		}

		acc, ok := v.(*types.Document)
		if !ok || acc.Len() != 1 {
			return false
		}

		switch operand := must.NotFail(acc.Get(acc.Command())); acc.Command() {
		case "$sum":
			switch operand.(type) {
			case int32, int64, float64:
			default:
				return false
			}
		case "$count":
			if d, ok := operand.(*types.Document); !ok || d.Len() != 0 {
				return false
			}
		default:
			return false
		}
	}
}

// isConstant tells whether a group key is the same for every document: not a path nor an expression.
func isConstant(v any) bool {
	switch v := v.(type) {
	case *types.Document, *types.Array:
		return false
	case string:
		return !strings.HasPrefix(v, "$")
	default:
		return true
	}
}
