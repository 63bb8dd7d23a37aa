//go:build !race

package urlpattern

// raceEnabled: the race detector is off (see race_test.go).
const raceEnabled = false
