package httpurl

import (
	"bytes"
	"math/rand/v2"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/webstd/whatwgurl/httpurl/internal/iana"
)

// ianaDir returns the directory of the IANA registries' CSV files:
// $WHATWGURL_IANA, or ../../shared/iana in the project's layout.
func ianaDir(t *testing.T) string {
	if d := os.Getenv("WHATWGURL_IANA"); d != "" {
		return d
	}
	d := filepath.Join("..", "..", "shared", "iana")
	if _, err := os.Stat(filepath.Join(d, "iana-ipv4-special.csv")); err != nil {
		t.Skip("IANA registries not found: set WHATWGURL_IANA to a directory holding iana-ipv4-special.csv and iana-ipv6-special.csv (see ../shared/iana/SOURCES.md)")
	}
	return d
}

// TestIANATableMatchesCSV checks that the generated table is the
// registries' files as they are: run go generate when it fails.
func TestIANATableMatchesCSV(t *testing.T) {
	dir := ianaDir(t)
	for _, f := range []struct {
		file  string
		table []AddressBlock
	}{{"iana-ipv4-special.csv", ianaIPv4}, {"iana-ipv6-special.csv", ianaIPv6}} {
		data, err := os.ReadFile(filepath.Join(dir, f.file))
		if err != nil {
			t.Fatal(err)
		}
		rows, err := iana.Parse(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		var want []AddressBlock
		for _, r := range rows {
			for _, p := range r.Prefixes {
				want = append(want, AddressBlock{Prefix: p, Name: r.Name, RFC: r.RFC, Allocated: r.Allocated, Terminated: r.Terminated, GloballyReachable: r.GloballyReachable})
			}
		}
		if len(want) != len(f.table) {
			t.Fatalf("%s: %d prefixes, the table has %d: run go generate", f.file, len(want), len(f.table))
		}
		for i, w := range want {
			got := f.table[i]
			got.Registry = ""
			if got != w {
				t.Errorf("%s: entry %d is %+v, the file says %+v: run go generate", f.file, i, got, w)
			}
		}
	}
	// SOURCES.md gives the counts: 24 IPv4 rows (25 prefixes), 25 IPv6 rows.
	if len(ianaIPv4) != 25 || len(ianaIPv6) != 25 {
		t.Errorf("table has %d IPv4 and %d IPv6 prefixes, SOURCES.md says 25 and 25", len(ianaIPv4), len(ianaIPv6))
	}
}

// lastAddr returns the last address of p.
func lastAddr(p netip.Prefix) netip.Addr {
	b := p.Masked().Addr().AsSlice()
	for i := p.Bits(); i < len(b)*8; i++ {
		b[i/8] |= 0x80 >> (i % 8)
	}
	a, _ := netip.AddrFromSlice(b)
	return a
}

// checkVerdict compares Classify(a) with want: "T" (global, in no block),
// "T:Name" (global, decided by the block Name) or "F:Name".
func checkVerdict(t *testing.T, a netip.Addr, want string) {
	t.Helper()
	v := Classify(a)
	got := "F"
	if v.Global {
		got = "T"
	}
	if v.Block != nil {
		got += ":" + v.Block.Name
	}
	if got != want {
		t.Errorf("Classify(%v) = %s (%v), want %s", a, got, v, want)
	}
}

// TestClassifyRegistryRows tests every row of both registries at its first
// address, its last address and one outside it (the address after the
// last, or before the first when there is none after). The expected
// verdicts are read from the registries: the most specific row holding the
// address, its Globally Reachable column; an address that embeds an IPv4
// address has that address's verdict.
func TestClassifyRegistryRows(t *testing.T) {
	const (
		thisHost  = "F:\"This host on this network\""
		thisNet   = "F:\"This network\""
		broadcast = "F:Limited Broadcast"
		notUni    = "F:Not global unicast (outside 2000::/3)"
		ietf6     = "F:IETF Protocol Assignments"
	)
	cases := map[string][3]string{ // prefix: first, last, outside
		"0.0.0.0/8":          {thisHost, thisNet, "T"},
		"0.0.0.0/32":         {thisHost, thisHost, thisNet},
		"10.0.0.0/8":         {"F:Private-Use", "F:Private-Use", "T"},
		"100.64.0.0/10":      {"F:Shared Address Space", "F:Shared Address Space", "T"},
		"127.0.0.0/8":        {"F:Loopback", "F:Loopback", "T"},
		"169.254.0.0/16":     {"F:Link Local", "F:Link Local", "T"},
		"172.16.0.0/12":      {"F:Private-Use", "F:Private-Use", "T"},
		"192.0.0.0/24":       {"F:IPv4 Service Continuity Prefix", "F:IETF Protocol Assignments", "T"},
		"192.0.0.0/29":       {"F:IPv4 Service Continuity Prefix", "F:IPv4 Service Continuity Prefix", "F:IPv4 dummy address"},
		"192.0.0.8/32":       {"F:IPv4 dummy address", "F:IPv4 dummy address", "T:Port Control Protocol Anycast"},
		"192.0.0.9/32":       {"T:Port Control Protocol Anycast", "T:Port Control Protocol Anycast", "T:Traversal Using Relays around NAT Anycast"},
		"192.0.0.10/32":      {"T:Traversal Using Relays around NAT Anycast", "T:Traversal Using Relays around NAT Anycast", "F:IETF Protocol Assignments"},
		"192.0.0.170/32":     {"F:NAT64/DNS64 Discovery", "F:NAT64/DNS64 Discovery", "F:NAT64/DNS64 Discovery"},
		"192.0.0.171/32":     {"F:NAT64/DNS64 Discovery", "F:NAT64/DNS64 Discovery", "F:IETF Protocol Assignments"},
		"192.0.2.0/24":       {"F:Documentation (TEST-NET-1)", "F:Documentation (TEST-NET-1)", "T"},
		"192.31.196.0/24":    {"T:AS112-v4", "T:AS112-v4", "T"},
		"192.52.193.0/24":    {"T:AMT", "T:AMT", "T"},
		"192.88.99.0/24":     {"F:Deprecated (6to4 Relay Anycast)", "F:Deprecated (6to4 Relay Anycast)", "T"},
		"192.168.0.0/16":     {"F:Private-Use", "F:Private-Use", "T"},
		"192.175.48.0/24":    {"T:Direct Delegation AS112 Service", "T:Direct Delegation AS112 Service", "T"},
		"198.18.0.0/15":      {"F:Benchmarking", "F:Benchmarking", "T"},
		"198.51.100.0/24":    {"F:Documentation (TEST-NET-2)", "F:Documentation (TEST-NET-2)", "T"},
		"203.0.113.0/24":     {"F:Documentation (TEST-NET-3)", "F:Documentation (TEST-NET-3)", "T"},
		"240.0.0.0/4":        {"F:Reserved", broadcast, "F:Multicast"},
		"255.255.255.255/32": {broadcast, broadcast, "F:Reserved"},

		"::1/128":           {"F:Loopback Address", "F:Loopback Address", thisNet}, // ::2 is IPv4-compatible 0.0.0.2
		"::/128":            {"F:Unspecified Address", "F:Unspecified Address", "F:Loopback Address"},
		"::ffff:0.0.0.0/96": {thisHost, broadcast, notUni}, // mapped 0.0.0.0 and 255.255.255.255
		"64:ff9b::/96":      {thisHost, broadcast, notUni}, // NAT64 of the same
		"64:ff9b:1::/48":    {thisHost, broadcast, notUni}, // RFC 6052 /48 layout of the same
		"100::/64":          {"F:Discard-Only Address Block", "F:Discard-Only Address Block", "F:Dummy IPv6 Prefix"},
		"100:0:0:1::/64":    {"F:Dummy IPv6 Prefix", "F:Dummy IPv6 Prefix", notUni},
		"2001::/23":         {broadcast, ietf6, "T"},      // 2001:: is Teredo for client ^0.0.0.0
		"2001::/32":         {broadcast, thisHost, ietf6}, // Teredo clients 255.255.255.255 and 0.0.0.0
		"2001:1::1/128":     {"T:Port Control Protocol Anycast", "T:Port Control Protocol Anycast", "T:Traversal Using Relays around NAT Anycast"},
		"2001:1::2/128":     {"T:Traversal Using Relays around NAT Anycast", "T:Traversal Using Relays around NAT Anycast", "T:DNS-SD Service Registration Protocol Anycast"},
		"2001:1::3/128":     {"T:DNS-SD Service Registration Protocol Anycast", "T:DNS-SD Service Registration Protocol Anycast", ietf6},
		"2001:2::/48":       {"F:Benchmarking", "F:Benchmarking", ietf6},
		"2001:3::/32":       {"T:AMT", "T:AMT", ietf6},
		"2001:4:112::/48":   {"T:AS112-v6", "T:AS112-v6", ietf6},
		"2001:10::/28":      {"F:Deprecated (previously ORCHID)", "F:Deprecated (previously ORCHID)", "T:ORCHIDv2"},
		"2001:20::/28":      {"T:ORCHIDv2", "T:ORCHIDv2", "T:Drone Remote ID Protocol Entity Tags (DETs) Prefix"},
		"2001:30::/28":      {"T:Drone Remote ID Protocol Entity Tags (DETs) Prefix", "T:Drone Remote ID Protocol Entity Tags (DETs) Prefix", ietf6},
		"2001:db8::/32":     {"F:Documentation", "F:Documentation", "T"},
		"2002::/16":         {thisHost, broadcast, "T"}, // 6to4 of 0.0.0.0 and 255.255.255.255
		"2620:4f:8000::/48": {"T:Direct Delegation AS112 Service", "T:Direct Delegation AS112 Service", "T"},
		"3fff::/20":         {"F:Documentation", "F:Documentation", "T"},
		"5f00::/16":         {"F:Segment Routing (SRv6) SIDs", "F:Segment Routing (SRv6) SIDs", notUni},
		"fc00::/7":          {"F:Unique-Local", "F:Unique-Local", notUni},
		"fe80::/10":         {"F:Link-Local Unicast", "F:Link-Local Unicast", "F:Site-Local (deprecated)"},
	}
	seen := map[string]bool{}
	for _, b := range append(append([]AddressBlock(nil), ianaIPv4...), ianaIPv6...) {
		p := b.Prefix.String()
		want, ok := cases[p]
		if !ok {
			t.Errorf("no case for the row %v", &b)
			continue
		}
		seen[p] = true
		first, last := b.Prefix.Addr(), lastAddr(b.Prefix)
		outside := last.Next()
		if !outside.IsValid() {
			outside = first.Prev()
		}
		checkVerdict(t, first, want[0])
		checkVerdict(t, last, want[1])
		checkVerdict(t, outside, want[2])
	}
	for p := range cases {
		if !seen[p] {
			t.Errorf("case %s is no row of the registries", p)
		}
	}
}

// TestClassifyAddedRules tests the rules for what the registries leave
// out at their edges: IPv4 multicast 224.0.0.0/4 (RFC 5771); IPv6 global
// unicast 2000::/3, multicast ff00::/8 and site-local fec0::/10 (RFC 4291,
// RFC 3879).
func TestClassifyAddedRules(t *testing.T) {
	for _, c := range []struct{ addr, want string }{
		{"223.255.255.255", "T"},
		{"224.0.0.0", "F:Multicast"},
		{"239.255.255.255", "F:Multicast"},
		{"1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "F:Not global unicast (outside 2000::/3)"},
		{"2000::", "T"},
		{"3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "T"},
		{"4000::", "F:Not global unicast (outside 2000::/3)"},
		{"8000::", "F:Not global unicast (outside 2000::/3)"},
		{"fec0::", "F:Site-Local (deprecated)"},
		{"feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "F:Site-Local (deprecated)"},
		{"ff00::", "F:Multicast"},
		{"ff02::1", "F:Multicast"},
		{"ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "F:Multicast"},
		{"2606:4700:4700::1111", "T"},
		{"9.9.9.9", "T"},
	} {
		checkVerdict(t, netip.MustParseAddr(c.addr), c.want)
	}
}

// TestClassifyEmbedded tests every form of IPv6 address that carries an
// IPv4 address with a private one (10.1.2.3) and a public one (9.9.9.9)
// inside; the addresses are written from the RFCs' layouts.
func TestClassifyEmbedded(t *testing.T) {
	for _, c := range []struct {
		addr, embedded string
		via            Embedding
		want           string
	}{
		{"::ffff:10.1.2.3", "10.1.2.3", IPv4Mapped, "F:Private-Use"},
		{"::ffff:9.9.9.9", "9.9.9.9", IPv4Mapped, "T"},
		{"::ffff:127.0.0.1", "127.0.0.1", IPv4Mapped, "F:Loopback"},
		{"::10.1.2.3", "10.1.2.3", IPv4Compatible, "F:Private-Use"},
		{"::9.9.9.9", "9.9.9.9", IPv4Compatible, "T"},
		{"::127.0.0.1", "127.0.0.1", IPv4Compatible, "F:Loopback"},
		{"::ffff:0:10.1.2.3", "10.1.2.3", IPv4Translated, "F:Private-Use"},
		{"::ffff:0:9.9.9.9", "9.9.9.9", IPv4Translated, "T"},
		{"::ffff:0:7f00:1", "127.0.0.1", IPv4Translated, "F:Loopback"},
		{"64:ff9b::10.1.2.3", "10.1.2.3", NAT64, "F:Private-Use"},
		{"64:ff9b::9.9.9.9", "9.9.9.9", NAT64, "T"},
		{"64:ff9b::7f00:1", "127.0.0.1", NAT64, "F:Loopback"},
		// RFC 6052 section 2.2, /48: bits 48-63 then, after the zero
		// u octet, bits 72-87.
		{"64:ff9b:1:a01:2:300::", "10.1.2.3", NAT64Local, "F:Private-Use"},
		{"64:ff9b:1:909:9:900::", "9.9.9.9", NAT64Local, "T"},
		{"2002:a01:203::", "10.1.2.3", SixToFour, "F:Private-Use"},
		{"2002:909:909::1", "9.9.9.9", SixToFour, "T"},
		{"2002:a9fe:a9fe::", "169.254.169.254", SixToFour, "F:Link Local"},
		// RFC 4380 section 4: the client address is stored with every
		// bit inverted: ^10.1.2.3 = f5fe:fdfc, ^9.9.9.9 = f6f6:f6f6.
		{"2001:0:4136:e378:8000:63bf:f5fe:fdfc", "10.1.2.3", Teredo, "F:Private-Use"},
		{"2001:0:4136:e378:8000:63bf:f6f6:f6f6", "9.9.9.9", Teredo, "T"},
	} {
		a := netip.MustParseAddr(c.addr)
		e, via := EmbeddedIPv4(a)
		if e != netip.MustParseAddr(c.embedded) || via != c.via {
			t.Errorf("EmbeddedIPv4(%s) = %v, %v; want %s, %v", c.addr, e, via, c.embedded, c.via)
		}
		checkVerdict(t, a, c.want)
		if v := Classify(a); v.Embedded != e || v.Via != via {
			t.Errorf("Classify(%s) = %v: Embedded %v Via %v", c.addr, v, v.Embedded, v.Via)
		}
	}
	for _, s := range []string{"::", "::1", "2001:db8::1", "fe80::1", "9.9.9.9"} {
		if _, via := EmbeddedIPv4(netip.MustParseAddr(s)); via != NoEmbedding {
			t.Errorf("EmbeddedIPv4(%s) = %v, want none", s, via)
		}
	}
}

// TestClassifyZoneAndInvalid: zones and the zero Addr are refused.
func TestClassifyZoneAndInvalid(t *testing.T) {
	for _, a := range []netip.Addr{{}, netip.MustParseAddr("fe80::1%eth0"), netip.MustParseAddr("2606:4700::1%1"), netip.MustParseAddr("::ffff:9.9.9.9%eth0")} {
		v := Classify(a)
		if v.Global || v.Reason == "" {
			t.Errorf("Classify(%v) = %v, want refused with a reason", a, v)
		}
	}
}

// embeddings returns the IPv4-mapped, IPv4-compatible, IPv4-translated,
// NAT64 (both prefixes), 6to4 and Teredo forms of the IPv4 address a.
func embeddings(a netip.Addr) map[Embedding]netip.Addr {
	b := a.As4()
	mk := func(prefix string, at ...int) netip.Addr {
		x := netip.MustParseAddr(prefix).As16()
		for i, j := range at {
			x[j] = b[i]
		}
		return netip.AddrFrom16(x)
	}
	m := map[Embedding]netip.Addr{
		IPv4Mapped:     netip.AddrFrom16(netip.AddrFrom4(b).As16()),
		IPv4Compatible: mk("::", 12, 13, 14, 15),
		IPv4Translated: mk("::ffff:0:0:0", 12, 13, 14, 15),
		NAT64:          mk("64:ff9b::", 12, 13, 14, 15),
		NAT64Local:     mk("64:ff9b:1::", 6, 7, 9, 10),
		SixToFour:      mk("2002::", 2, 3, 4, 5),
	}
	// Teredo stores the client address inverted (RFC 4380 section 4).
	b = [4]byte{^b[0], ^b[1], ^b[2], ^b[3]}
	m[Teredo] = mk("2001:0:4136:e378:8000:63bf::", 12, 13, 14, 15)
	return m
}

// TestClassifyEmbeddingProperty: an IPv4 address and each form that
// carries it get the same verdict from the same block, for every
// registry boundary and random addresses.
func TestClassifyEmbeddingProperty(t *testing.T) {
	var addrs []netip.Addr
	for _, b := range append(append([]AddressBlock(nil), ianaIPv4...), addedIPv4...) {
		first, last := b.Prefix.Addr(), lastAddr(b.Prefix)
		addrs = append(addrs, first, last, first.Prev(), last.Next())
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		addrs = append(addrs, netip.AddrFrom4([4]byte{byte(r.Uint32()), byte(r.Uint32()), byte(r.Uint32()), byte(r.Uint32())}))
	}
	for _, a := range addrs {
		if !a.IsValid() {
			continue
		}
		want := Classify(a)
		for via, e := range embeddings(a) {
			if via == IPv4Compatible && a.As4()[0] == 0 && (a == netip.IPv4Unspecified() || a == netip.AddrFrom4([4]byte{0, 0, 0, 1})) {
				continue // :: and ::1 are the unspecified and loopback addresses, not IPv4-compatible
			}
			got := Classify(e)
			if got.Global != want.Global || got.Block != want.Block || got.Embedded != a || got.Via != via {
				t.Fatalf("Classify(%v) = %v, but Classify(%v) = %v", e, got, a, want)
			}
		}
	}
}

func TestVerdictString(t *testing.T) {
	v := Classify(netip.MustParseAddr("64:ff9b::7f00:1")).String()
	for _, s := range []string{"64:ff9b::7f00:1", "not globally reachable", "NAT64", "127.0.0.1", "Loopback", "127.0.0.0/8", "RFC1122"} {
		if !strings.Contains(v, s) {
			t.Errorf("Verdict.String() = %q, missing %q", v, s)
		}
	}
}
