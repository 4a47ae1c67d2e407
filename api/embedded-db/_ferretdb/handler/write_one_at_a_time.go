// Hexagone addition to FerretDB v1.24.0 (see upstream.json).

package handler

import (
	"context"
	"sync"

	"github.com/FerretDB/wire"
)

// writes is held by the commands that write documents (insert, delete, findAndModify, update).
//
// Upstream runs them concurrently. For the commands that read documents and then write them
// back, two updates of one document both read it, and the second write undid the first ($inc,
// $push, a guarded state change counted once): holding this lock from the read to the write
// makes each such command atomic towards the others, as a MongoDB single-document write is, for
// every client of this server.
//
// SQLite takes one writer at a time anyway, and a writer that finds the database locked waits
// in SQLite's busy handler, which sleeps 1 ms, then 2, 5, 10 ms… before it tries again: three
// inserts sent side by side (a request's log entries) took 4 to 6.5 ms instead of 3 × 0.7 ms.
// Inserts queue on this lock too, and each starts as soon as the one before it ends.
//
// PostgreSQL takes concurrent inserts itself (row locks; a unique index makes the second of two
// equal keys wait for the first and fail): an insert reads nothing it writes back, so it needs
// no place in this queue, where a request's log entries and event waited one behind the other,
// and behind every other server's writes (InsertsAlongside).
var writes sync.Mutex

// InsertsAlongside is set by the PostgreSQL handler's constructor (registry/postgresql.go):
// inserts then run outside writes.
var InsertsAlongside bool

// insertHandler is the insert command's handler: under writes unless InsertsAlongside.
func (h *Handler) insertHandler() func(context.Context, *wire.OpMsg) (*wire.OpMsg, error) {
	if InsertsAlongside {
		return h.MsgInsert
	}

	return oneAtATime(h.MsgInsert)
}

// oneAtATime runs a command's handler under writes.
func oneAtATime(handler func(context.Context, *wire.OpMsg) (*wire.OpMsg, error)) func(context.Context, *wire.OpMsg) (*wire.OpMsg, error) {
	return func(ctx context.Context, msg *wire.OpMsg) (*wire.OpMsg, error) {
		writes.Lock()
		defer writes.Unlock()

		return handler(ctx, msg)
	}
}
