// Hexagone addition to FerretDB v1.24.0 (Apache License 2.0), compiled into its accumulators
// package by the embedded database's build (scripts/build-embedded-db.mjs, a patched copy of its module).

package accumulators

// ReadsNoDocument tells whether the accumulator's result depends only on how many documents
// it is given ($count, or $sum of a constant number: a count), not on their contents.
func ReadsNoDocument(a Accumulator) bool {
	switch a := a.(type) {
	case *count:
		return true
	case *sum:
		return a.expression == nil && a.operator == nil
	default:
		return false
	}
}
