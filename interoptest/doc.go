// Package interoptest tests whatwgurl through consumers outside the
// standard library: database/sql with a real SQL driver (modernc.org/sqlite,
// pure Go, in memory) and github.com/google/go-cmp. It is a module of its
// own so that the whatwgurl module requires neither; it has no API.
package interoptest
