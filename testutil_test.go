package whatwgurl

import (
	"math/rand/v2"
	"testing"

	"github.com/webstd/whatwgurl/internal/testfiles"
)

// The tests' shared helpers: one pseudo-random source, one random string,
// one mutation of inputs, one loader of the benchmark datasets.

// newRand returns the tests' pseudo-random source, seeded so that every run
// sees the same sequence.
func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 2026))
}

// randomString returns a string of fewer than maxLen bytes, each one of
// alphabet's (a byte of it, so a multi-byte code point may be split).
func randomString(r *rand.Rand, alphabet string, maxLen int) string {
	b := make([]byte, r.IntN(maxLen))
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

// mutate returns s with one to four random edits, each replacing a byte
// with one of alphabet, inserting one, cutting a short run, or truncating:
// inputs near real ones, for comparing a fast path with its twin.
func mutate(r *rand.Rand, s, alphabet string) string {
	b := []byte(s)
	for range 1 + r.IntN(4) {
		i := r.IntN(len(b) + 1)
		c := alphabet[r.IntN(len(alphabet))]
		switch op := r.IntN(8); {
		case op < 4:
			b = append(b[:i:i], append([]byte{c}, b[i:]...)...)
		case op < 6 && i < len(b):
			b[i] = c
		case op == 6 && i < len(b):
			b = append(b[:i:i], b[min(i+1+r.IntN(8), len(b)):]...)
		case op == 7:
			b = b[:i]
		}
	}
	return string(b)
}

// dataset is one file of the benchmark datasets, split into lines.
type dataset = testfiles.Dataset

// readDatasets reads every *.txt file of the datasets directory, or skips
// the test or benchmark without them (testfiles.Datasets).
func readDatasets(tb testing.TB) []dataset { return testfiles.Datasets(tb) }

// datasetLines returns the lines of every dataset file.
func datasetLines(tb testing.TB) []string {
	var lines []string
	for _, d := range readDatasets(tb) {
		lines = append(lines, d.Lines...)
	}
	return lines
}
