package httpurl

// Telling whether an IP address is globally reachable, from the IANA
// Special-Purpose Address Registries (RFC 6890) and the address-space rules
// they leave out, and saying why not.

//go:generate go run ./internal/iana/geniana -dir ../../shared/iana -date 2025-05-16 -o iana_table.go

import (
	"net/netip"
	"strings"
)

// AddressBlock is a block of addresses with a special purpose: a row of
// the IANA IPv4 or IPv6 Special-Purpose Address Registry (one per prefix
// when a row has two), or one of the rules this package adds for the
// address space the registries leave out (Registry says which).
//
// The table of rows is generated from the registries as of the date
// RegistryDate returns.
type AddressBlock struct {
	Prefix     netip.Prefix
	Name       string // the registry's Name, e.g. "Private-Use"
	RFC        string // the registry's RFC cell, e.g. "[RFC1918]"
	Allocated  string // Allocation Date, YYYY-MM; "" for an added rule
	Terminated string // Termination Date: "N/A" for a block in use, YYYY-MM for a terminated one
	// GloballyReachable is the registry's Globally Reachable column as
	// written: "True", "False", "N/A" (for 6to4 and Teredo, whose
	// addresses take the verdict of the IPv4 address they embed), or ""
	// for a terminated block (treated as not globally reachable).
	GloballyReachable string
	Registry          string // the registry or rule the block comes from
}

// String gives the block as "Private-Use 10.0.0.0/8 [RFC1918]".
func (b *AddressBlock) String() string {
	if b == nil {
		return "<nil>"
	}
	return b.Name + " " + b.Prefix.String() + " " + b.RFC
}

// RegistryDate returns the date of the copy of the IANA registries that
// the table of address blocks was generated from.
func RegistryDate() string { return ianaDate }

// The rules the registries leave out. The registries list special-purpose
// blocks inside the address space; what is not unicast, or not yet
// allocated for global unicast, is in other registries.
var (
	// From the IANA IPv4 Multicast Address Space registry (RFC 5771):
	// multicast is no destination for a request.
	addedIPv4 = []AddressBlock{
		{Prefix: netip.MustParsePrefix("224.0.0.0/4"), Name: "Multicast", RFC: "[RFC5771]", Terminated: "N/A", GloballyReachable: "False", Registry: "IANA IPv4 Multicast Address Space"},
	}
	// From the IANA IPv6 Address Space registry (RFC 4291, section 2.4):
	// only 2000::/3 is global unicast today, so everything outside it
	// that no row allows (64:ff9b::/96 embeds an IPv4 address and is
	// decided by it) is not globally reachable. Multicast ff00::/8 and
	// the deprecated site-local fec0::/10 (RFC 3879) get rows of their own
	// to be named; ::/96, IPv4-compatible (deprecated by RFC 4291, section
	// 2.5.5.1), is decided by the IPv4 address it embeds.
	addedIPv6 = []AddressBlock{
		{Prefix: netip.MustParsePrefix("::/3"), Name: "Not global unicast (outside 2000::/3)", RFC: "[RFC4291]", Terminated: "N/A", GloballyReachable: "False", Registry: "IANA IPv6 Address Space"},
		{Prefix: netip.MustParsePrefix("4000::/2"), Name: "Not global unicast (outside 2000::/3)", RFC: "[RFC4291]", Terminated: "N/A", GloballyReachable: "False", Registry: "IANA IPv6 Address Space"},
		{Prefix: netip.MustParsePrefix("8000::/1"), Name: "Not global unicast (outside 2000::/3)", RFC: "[RFC4291]", Terminated: "N/A", GloballyReachable: "False", Registry: "IANA IPv6 Address Space"},
		{Prefix: netip.MustParsePrefix("fec0::/10"), Name: "Site-Local (deprecated)", RFC: "[RFC3879]", Terminated: "N/A", GloballyReachable: "False", Registry: "IANA IPv6 Address Space"},
		{Prefix: netip.MustParsePrefix("ff00::/8"), Name: "Multicast", RFC: "[RFC4291]", Terminated: "N/A", GloballyReachable: "False", Registry: "IANA IPv6 Address Space"},
	}
)

// Embedding names a way an IPv6 address carries an IPv4 address.
type Embedding uint8

// The forms of IPv6 address that carry an IPv4 address. A dual-stack
// socket, a NAT64 gateway, a 6to4 relay or a Teredo relay delivers a packet
// for such an address to the IPv4 address, so it gets that address's
// verdict, whatever the registry says of the embedding block.
const (
	NoEmbedding    Embedding = iota
	IPv4Mapped               // ::ffff:0:0/96, RFC 4291 section 2.5.5.2
	IPv4Compatible           // ::/96 (less :: and ::1), RFC 4291 section 2.5.5.1, deprecated
	IPv4Translated           // ::ffff:0:0:0/96, RFC 2765 section 2.1 (SIIT)
	NAT64                    // 64:ff9b::/96, RFC 6052 section 2.1
	NAT64Local               // 64:ff9b:1::/48, RFC 8215, with RFC 6052's /48 layout
	SixToFour                // 2002::/16, RFC 3056 section 2
	Teredo                   // 2001::/32, RFC 4380 section 4: the client's address, inverted
)

var embeddingNames = [...]string{"", "IPv4-mapped", "IPv4-compatible", "IPv4-translated", "NAT64 64:ff9b::/96", "NAT64 64:ff9b:1::/48", "6to4", "Teredo client"}

// String names the form: "IPv4-mapped", "6to4", …
func (e Embedding) String() string {
	if int(e) < len(embeddingNames) {
		return embeddingNames[e]
	}
	return "Embedding(?)"
}

var (
	nat64Prefix      = netip.MustParsePrefix("64:ff9b::/96")
	nat64LocalPrefix = netip.MustParsePrefix("64:ff9b:1::/48")
	sixToFourPrefix  = netip.MustParsePrefix("2002::/16")
	teredoPrefix     = netip.MustParsePrefix("2001::/32")
)

// EmbeddedIPv4 returns the IPv4 address that the IPv6 address a carries,
// and how it carries it; for any other address, NoEmbedding. The
// unspecified address :: and the loopback ::1 are not IPv4-compatible
// addresses (RFC 4291, section 2.5.5.1) and carry none.
func EmbeddedIPv4(a netip.Addr) (netip.Addr, Embedding) {
	if !a.Is6() {
		return netip.Addr{}, NoEmbedding
	}
	b := a.As16()
	v4 := func(i, j, k, l int) netip.Addr { return netip.AddrFrom4([4]byte{b[i], b[j], b[k], b[l]}) }
	zero := func(from, to int) bool {
		for _, c := range b[from:to] {
			if c != 0 {
				return false
			}
		}
		return true
	}
	switch {
	case a.Is4In6():
		return v4(12, 13, 14, 15), IPv4Mapped
	case zero(0, 12):
		if a == netip.IPv6Unspecified() || a == netip.IPv6Loopback() {
			return netip.Addr{}, NoEmbedding
		}
		return v4(12, 13, 14, 15), IPv4Compatible
	case zero(0, 8) && b[8] == 0xff && b[9] == 0xff && b[10] == 0 && b[11] == 0:
		return v4(12, 13, 14, 15), IPv4Translated
	case nat64Prefix.Contains(a):
		return v4(12, 13, 14, 15), NAT64
	case nat64LocalPrefix.Contains(a):
		// RFC 6052, section 2.2: with a /48 prefix, the IPv4 address is
		// bits 48-63 and 72-87; bits 64-71 (the "u" octet) are zero.
		return v4(6, 7, 9, 10), NAT64Local
	case sixToFourPrefix.Contains(a):
		return v4(2, 3, 4, 5), SixToFour
	case teredoPrefix.Contains(a):
		// RFC 4380, section 4: the client's address is the last 32 bits,
		// every bit inverted.
		return netip.AddrFrom4([4]byte{^b[12], ^b[13], ^b[14], ^b[15]}), Teredo
	}
	return netip.Addr{}, NoEmbedding
}

// Verdict is what Classify tells of an address.
type Verdict struct {
	Addr   netip.Addr // the address classified
	Global bool       // whether it is globally reachable
	// Embedded is the IPv4 address that Addr carries (see EmbeddedIPv4),
	// whose verdict Addr gets; Via says how it carries it.
	Embedded netip.Addr
	Via      Embedding
	// Block is the most specific block holding the address (Embedded, if
	// any) that decides the verdict; nil for a globally reachable address
	// in no special block, and for an address refused for Reason.
	Block *AddressBlock
	// Reason says why an address in no block is refused: it is invalid,
	// or it has an IPv6 zone. Otherwise "".
	Reason string
}

// String says the verdict: "127.0.0.1: not globally reachable: Loopback
// 127.0.0.0/8 [RFC1122], Section 3.2.1.3".
func (v Verdict) String() string {
	var b strings.Builder
	if v.Addr.IsValid() {
		b.WriteString(v.Addr.String())
	} else {
		b.WriteString("invalid address")
	}
	if v.Global {
		b.WriteString(": globally reachable")
	} else {
		b.WriteString(": not globally reachable")
	}
	if v.Via != NoEmbedding {
		b.WriteString(" (" + v.Via.String() + " form of " + v.Embedded.String() + ")")
	}
	if v.Block != nil {
		b.WriteString(": " + v.Block.String())
	} else if v.Reason != "" {
		b.WriteString(": " + v.Reason)
	}
	return b.String()
}

// Classify tells whether a is globally reachable and, when it is not, why.
//
// An address is decided by the most specific block holding it, among the
// rows of the IANA Special-Purpose Address Registries (see RegistryDate)
// and the rules for what they leave out: IPv4 multicast 224.0.0.0/4;
// IPv6 outside 2000::/3 (the only global unicast space, RFC 4291), with
// multicast ff00::/8 and site-local fec0::/10 named. A block whose
// Globally Reachable column is True makes the address global; False, or
// no value (a terminated block such as 192.88.99.0/24), makes it not. An
// address in no block is global.
//
// An IPv6 address that carries an IPv4 address (IPv4-mapped,
// IPv4-compatible, IPv4-translated, NAT64 64:ff9b::/96 and
// 64:ff9b:1::/48, 6to4, Teredo; see EmbeddedIPv4) gets the verdict of that
// IPv4 address, whatever the registry says of the embedding block:
// ::ffff:8.8.8.8 is global, 64:ff9b::7f00:1 (127.0.0.1 through NAT64) and
// 2002:a9fe:a9fe:: (169.254.169.254 through 6to4) are not.
//
// An invalid address, and an address with an IPv6 zone, are never global:
// a zone names a link, where only link-local addresses make sense.
func Classify(a netip.Addr) Verdict {
	v := Verdict{Addr: a}
	switch {
	case !a.IsValid():
		v.Reason = "invalid address"
		return v
	case a.Zone() != "":
		v.Reason = "an IPv6 address with a zone (" + a.Zone() + ") names a link, not a global destination"
		return v
	}
	if e, via := EmbeddedIPv4(a); via != NoEmbedding {
		v.Embedded, v.Via = e, via
		a = e
	}
	if a.Is4() {
		v.Block = mostSpecific(a, ianaIPv4, addedIPv4)
	} else {
		v.Block = mostSpecific(a, ianaIPv6, addedIPv6)
	}
	v.Global = v.Block == nil || v.Block.GloballyReachable == "True"
	if v.Global && v.Block != nil && v.Block.Prefix.Addr().Is6() && v.Via == NoEmbedding && !globalUnicast.Contains(a) {
		// No row outside 2000::/3 says True except 64:ff9b::/96, whose
		// addresses all embed an IPv4 address; should one appear, the
		// address-space rule still holds.
		v.Global = false
	}
	return v
}

var globalUnicast = netip.MustParsePrefix("2000::/3")

// mostSpecific returns the block with the longest prefix holding a.
func mostSpecific(a netip.Addr, tables ...[]AddressBlock) *AddressBlock {
	var best *AddressBlock
	for _, t := range tables {
		for i := range t {
			b := &t[i]
			if b.Prefix.Contains(a) && (best == nil || b.Prefix.Bits() > best.Prefix.Bits()) {
				best = b
			}
		}
	}
	return best
}
