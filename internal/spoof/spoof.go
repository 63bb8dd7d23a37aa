// Package spoof holds the Unicode data and the checks that decide what a
// URL's display may show as Unicode: which domain labels pass a spoof
// check modelled on UTS #39 "Unicode Security Mechanisms", and which code
// points may be shown where a path, query or fragment holds them
// percent-encoded. The data is generated from one Unicode version
// (UnicodeVersion) by gen.go, and does not depend on the Go version.
package spoof

//go:generate go run gen.go

// Flags of a class.
const (
	flagAllowed   = 1 << iota // Identifier_Status=Allowed (UTS #39 section 3.1)
	flagLookalike             // passes for an ASCII character
	flagHidden                // not shown decoded in a path, query or fragment
	flagMark                  // General_Category=Mark
)

// allScripts is the script set of Common and Inherited characters, which
// UTS #39 section 5.1 treats as the set of all scripts.
const allScripts = ^uint64(0)

// class is what the tables say about a code point.
type class struct {
	scripts uint64 // the augmented Script_Extensions; 0 unless allowed
	flags   uint8
}

// lookup returns the class of r.
func lookup(r rune) class {
	if r < 0 || r > 0x10FFFF {
		return classes[ranges[0]&(1<<classBits-1)]
	}
	// The last run that starts at or before r.
	key := uint32(r)<<classBits | (1<<classBits - 1)
	lo, hi := 0, len(ranges)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if ranges[mid] <= key {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return classes[ranges[lo-1]&(1<<classBits-1)]
}
