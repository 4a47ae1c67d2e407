// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its oplog decorator
// by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).

package oplog

import (
	"context"

	"github.com/FerretDB/FerretDB/internal/backends"
)

// CountExact implements backends.ExactCounter through the decorated collection (../../sqlite/pushdown.go).
func (c *collection) CountExact(ctx context.Context, params *backends.QueryParams) (int64, bool, error) {
	if counter, ok := c.origC.(backends.ExactCounter); ok {
		return counter.CountExact(ctx, params)
	}

	return 0, false, nil
}
