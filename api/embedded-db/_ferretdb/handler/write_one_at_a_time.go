// Hexagone addition to FerretDB v1.24.0 (see upstream.json).

package handler

import (
	"context"
	"sync"

	"github.com/FerretDB/wire"
)

// readModifyWrite is held by the commands that read documents and then write them back
// (delete, findAndModify, update). Upstream runs them concurrently: two updates of one
// document both read it, and the second write undid the first ($inc, $push, a guarded
// state change counted once). SQLite takes one writer at a time anyway; holding this lock
// from the read to the write makes each such command atomic towards the others, as a
// MongoDB single-document write is, for every client of this server.
var readModifyWrite sync.Mutex

// oneAtATime runs a command's handler under readModifyWrite.
func oneAtATime(handler func(context.Context, *wire.OpMsg) (*wire.OpMsg, error)) func(context.Context, *wire.OpMsg) (*wire.OpMsg, error) {
	return func(ctx context.Context, msg *wire.OpMsg) (*wire.OpMsg, error) {
		readModifyWrite.Lock()
		defer readModifyWrite.Unlock()

		return handler(ctx, msg)
	}
}
