//go:build race

package urlpattern

// raceEnabled: the race detector is on. It instruments every memory
// access, which distorts the timings TestLinear compares, and its
// sync.Pool drops a share of what is put back, which makes the
// backtracker allocate its state where it otherwise reuses it.
const raceEnabled = true
