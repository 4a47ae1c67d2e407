package main

import (
	"net/http"
	_ "net/http/pprof" // registers /debug/pprof on the default mux
	"os"
)

// EMBEDDED_DB_PPROF=127.0.0.1:6060 serves Go's profiles (/debug/pprof/profile?seconds=20 for the CPU) on that
// loopback address: where the database's time goes under a load (`go tool pprof -top bin/embedded-db <file>`).
// The embeddable FerretDB starts no debug handler of its own.
func init() {
	if addr := os.Getenv("EMBEDDED_DB_PPROF"); addr != "" {
		go func() { _ = http.ListenAndServe(addr, nil) }()
	}
}
