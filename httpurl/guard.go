package httpurl

// A guard against server-side request forgery: a policy of schemes, ports,
// hosts and addresses, checked on a URL before a request, on the address
// a connection dials, and on every redirect.

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/webstd/whatwgurl"
)

// Guard is a policy for fetching URLs that users give, against
// server-side request forgery. Its zero value is the default policy:
// schemes http and https, any port, and every address that is not
// globally reachable refused (see Classify); a nil *Guard is the default
// policy too.
//
// A Guard checks a URL before a request (CheckURL), the address a
// connection is about to dial (Control, for a net.Dialer: it sees the
// address a name resolved to, so DNS rebinding cannot pass), and both on
// every request and redirect of a client (Transport, Client). The three
// decide alike: an address CheckURL refuses as a literal host is refused
// by Control as the dialled address.
//
// Every check fails closed: an address, URL or network it cannot read, a
// policy entry that does not parse, a transport whose dialing it cannot
// see, and a proxy it was not told to trust are refused, with a
// *GuardError that says why.
//
// A Guard must not be changed after its first use; it may be used by many
// goroutines at once.
type Guard struct {
	// Schemes are the schemes allowed, lower case; nil means http and
	// https.
	Schemes []string
	// Ports are the ports allowed, for a URL its port or its scheme's
	// default port (a URL whose scheme has no default port and that has
	// none is refused when Ports is set), for Control the port dialled;
	// nil means any port.
	Ports []uint16
	// AllowPrefixes are networks allowed even when they are not globally
	// reachable (an internal service the program may reach), and
	// DenyPrefixes networks refused even when they are; a denial wins. An
	// IPv6 address that carries an IPv4 address (see EmbeddedIPv4) is
	// matched both as itself and as the IPv4 address.
	AllowPrefixes, DenyPrefixes []netip.Prefix
	// AllowHosts, when not empty, are the only hosts a URL may have;
	// DenyHosts are hosts it may not have. Each entry is a host written
	// as in a URL and parsed with the URL Standard's host parser, so
	// "0x7f.1" is 127.0.0.1, "[::1]" (or "::1") the IPv6 loopback and
	// "ＥＸＡＭＰＬＥ.com" example.com; "*.example.com" matches every
	// subdomain of example.com (not example.com itself). An entry that is
	// an IP address is also added to AllowPrefixes or DenyPrefixes as a
	// single address, so that it holds for the address dialled too. Host
	// rules see names only in URLs: Control sees addresses only.
	AllowHosts, DenyHosts []string
	// DenyCredentials refuses URLs with a username or password.
	DenyCredentials bool
	// TrustProxy lets Transport send requests through the proxy its
	// base transport names (Transport.Proxy, such as
	// http.ProxyFromEnvironment). A proxy connects to the target
	// itself, so the guard cannot see the address it dials: without
	// TrustProxy a request that would go through a proxy is refused
	// (ErrProxy); with it, the target URL is checked with CheckURL (a
	// literal address host included, names not resolved) before it is
	// handed to the proxy, and the proxy's own address and port must
	// pass Control (add it to AllowPrefixes when it is internal, its port
	// to Ports when they are set).
	TrustProxy bool
	// Dialer is the dialer Transport copies, its Control replaced by one
	// that calls the guard's Control and then the dialer's own; nil means
	// net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second},
	// as http.DefaultTransport dials. Its Resolver is used for names.
	Dialer *net.Dialer

	once sync.Once
	pol  *policy
}

// policy is a Guard's fields made ready to check.
type policy struct {
	schemes         []string
	ports           []uint16
	allow, deny     []netip.Prefix
	allowHosts      []hostRule
	denyHosts       []hostRule
	denyCredentials bool
	err             error // an entry that did not parse: every check fails
}

// hostRule is a parsed host entry: an exact host or, with suffix, the
// subdomains of host.
type hostRule struct {
	entry  string // as written, for errors
	host   string // serialized, without a final '.'
	suffix bool
}

func (r hostRule) matches(host string) bool {
	if r.suffix {
		return strings.HasSuffix(host, "."+r.host)
	}
	return host == r.host
}

// defaultGuard is the policy of the zero Guard.
var defaultGuard Guard

func (g *Guard) policy() *policy {
	if g == nil {
		g = &defaultGuard
	}
	g.once.Do(func() { g.pol = g.compile() })
	return g.pol
}

func (g *Guard) compile() *policy {
	p := &policy{
		schemes:         g.Schemes,
		ports:           g.Ports,
		allow:           slices.Clone(g.AllowPrefixes),
		deny:            slices.Clone(g.DenyPrefixes),
		denyCredentials: g.DenyCredentials,
	}
	if p.schemes == nil {
		p.schemes = []string{"http", "https"}
	}
	for _, pf := range append(slices.Clone(p.allow), p.deny...) {
		if !pf.IsValid() || pf.Addr().Zone() != "" {
			p.err = fmt.Errorf("prefix %v is not a valid prefix without a zone", pf)
			return p
		}
	}
	var err error
	if p.allowHosts, p.allow, err = parseHostRules(g.AllowHosts, p.allow); err != nil {
		p.err = err
		return p
	}
	if p.denyHosts, p.deny, err = parseHostRules(g.DenyHosts, p.deny); err != nil {
		p.err = err
	}
	return p
}

// parseHostRules parses host entries, adding those that are IP addresses
// to prefixes.
func parseHostRules(entries []string, prefixes []netip.Prefix) ([]hostRule, []netip.Prefix, error) {
	var rules []hostRule
	for _, e := range entries {
		in, suffix := strings.CutPrefix(e, "*.")
		if strings.Contains(in, ":") && !strings.HasPrefix(in, "[") {
			in = "[" + in + "]" // an IPv6 address written without brackets
		}
		h, err := whatwgurl.ParseHost(in)
		if err != nil {
			return nil, nil, fmt.Errorf("host entry %q: %w", e, err)
		}
		switch h.Kind() {
		case whatwgurl.DomainHost:
		case whatwgurl.IPv4Host, whatwgurl.IPv6Host:
			if suffix {
				return nil, nil, fmt.Errorf("host entry %q: an IP address has no subdomains", e)
			}
			a := h.Addr()
			prefixes = append(prefixes, netip.PrefixFrom(a, a.BitLen()))
		default:
			return nil, nil, fmt.Errorf("host entry %q is no domain or IP address", e)
		}
		rules = append(rules, hostRule{entry: e, host: strings.TrimSuffix(h.String(), "."), suffix: suffix})
	}
	return rules, prefixes, nil
}

// The reasons a Guard refuses, for errors.Is. Every *GuardError is also
// ErrRefused.
var (
	ErrRefused     = errors.New("refused by the guard")
	ErrScheme      = errors.New("scheme not allowed")
	ErrPort        = errors.New("port not allowed")
	ErrCredentials = errors.New("credentials in the URL not allowed")
	ErrHost        = errors.New("host not allowed")
	ErrAddress     = errors.New("address not allowed")
	ErrNetwork     = errors.New("network not allowed")
	ErrProxy       = errors.New("request through a proxy the guard does not trust")
	ErrPolicy      = errors.New("the guard's policy cannot be applied")
)

// GuardError is the error of a Guard's refusal: what was refused, and the
// registry block or policy rule that refused it. errors.Is(err, ErrRefused)
// holds for every GuardError, and errors.Is(err, Err) for its reason.
type GuardError struct {
	URL     string     // the URL refused, redacted with Redact; "" when only an address was checked
	Host    string     // the URL's host, or the address dialled with its port
	Addr    netip.Addr // the address refused, if an address was
	Verdict *Verdict   // for an address that is not globally reachable: the block that says so
	Rule    string     // the policy rule that refused, e.g. `DenyHosts "*.internal"`; "" when Verdict says it
	Err     error      // ErrScheme, ErrPort, ErrCredentials, ErrHost, ErrAddress, ErrNetwork, ErrProxy or ErrPolicy
}

// Error says what was refused and why: "httpurl: guard refused
// http://0x7f.1/ (host 127.0.0.1): address not allowed: 127.0.0.1: not
// globally reachable: Loopback 127.0.0.0/8 [RFC1122], Section 3.2.1.3".
func (e *GuardError) Error() string {
	var b strings.Builder
	b.WriteString("httpurl: guard refused")
	if e.URL != "" {
		b.WriteString(" " + e.URL)
	}
	if e.Host != "" {
		b.WriteString(" (host " + e.Host + ")")
	}
	b.WriteString(": " + e.Err.Error())
	if e.Verdict != nil {
		b.WriteString(": " + e.Verdict.String())
	} else if e.Addr.IsValid() && e.Rule == "" {
		b.WriteString(": " + e.Addr.String())
	}
	if e.Rule != "" {
		b.WriteString(": " + e.Rule)
	}
	return b.String()
}

// Unwrap returns the reason, one of the Err variables.
func (e *GuardError) Unwrap() error { return e.Err }

// Is reports whether target is ErrRefused.
func (e *GuardError) Is(target error) bool { return target == ErrRefused }

// CheckAddr returns nil when the policy allows connecting to a, and a
// *GuardError otherwise: an address in DenyPrefixes is refused, one in
// AllowPrefixes allowed, and any other allowed only when it is globally
// reachable (Classify). An invalid address, and one with an IPv6 zone,
// are refused whatever the prefixes say.
func (g *Guard) CheckAddr(a netip.Addr) error {
	p := g.policy()
	if p.err != nil {
		return &GuardError{Addr: a, Rule: p.err.Error(), Err: ErrPolicy}
	}
	return p.checkAddr(a)
}

func (p *policy) checkAddr(a netip.Addr) error {
	v := Classify(a)
	if v.Reason != "" {
		return &GuardError{Addr: a, Verdict: escape(v), Err: ErrAddress}
	}
	for _, pf := range p.deny {
		if pf.Contains(a) || v.Via != NoEmbedding && pf.Contains(v.Embedded) {
			return &GuardError{Addr: a, Rule: "DenyPrefixes " + pf.String(), Err: ErrAddress}
		}
	}
	for _, pf := range p.allow {
		if pf.Contains(a) || v.Via != NoEmbedding && pf.Contains(v.Embedded) {
			return nil
		}
	}
	if !v.Global {
		return &GuardError{Addr: a, Verdict: escape(v), Err: ErrAddress}
	}
	return nil
}

// escape returns a pointer to a copy of v, so that v itself stays on the
// stack when an address is allowed.
func escape(v Verdict) *Verdict { return &v }

func (p *policy) checkPort(port uint16) error {
	if p.ports != nil && !slices.Contains(p.ports, port) {
		return &GuardError{Rule: "port " + strconv.Itoa(int(port)) + " is not in Ports", Err: ErrPort}
	}
	return nil
}

// CheckURL returns nil when the policy allows a request for u, and a
// *GuardError otherwise. It checks the scheme, credentials (with
// DenyCredentials), the port (u's, or its scheme's default), the host
// against AllowHosts and DenyHosts, and a host that is an IP address with
// CheckAddr. A URL without a host (or with an empty one) is refused, and
// so are the names "localhost" and those ending in ".localhost", which
// resolve to a loopback address (RFC 6761, section 6.3), unless AllowHosts
// names them.
//
// CheckURL cannot know the addresses a name resolves to, nor that they
// stay the same until the connection is made: use it with Control (the
// dialer of Transport and Client does), which checks the address dialled.
func (g *Guard) CheckURL(u whatwgurl.URL) error {
	err := g.checkURL(u)
	if ge, ok := err.(*GuardError); ok {
		ge.URL = Redact(u)
		if ge.Host == "" {
			ge.Host = u.Hostname()
		}
	}
	return err
}

func (g *Guard) checkURL(u whatwgurl.URL) error {
	p := g.policy()
	if p.err != nil {
		return &GuardError{Rule: p.err.Error(), Err: ErrPolicy}
	}
	if u.IsZero() {
		return &GuardError{Rule: "the zero URL", Err: ErrScheme}
	}
	if !slices.Contains(p.schemes, u.Scheme()) {
		return &GuardError{Rule: fmt.Sprintf("scheme %q is not in Schemes %q", u.Scheme(), p.schemes), Err: ErrScheme}
	}
	if p.denyCredentials && (u.Username() != "" || u.Password() != "") {
		return &GuardError{Rule: "DenyCredentials", Err: ErrCredentials}
	}
	switch u.HostKind() {
	case whatwgurl.NoHost, whatwgurl.EmptyHost:
		return &GuardError{Rule: "the URL has no host", Err: ErrHost}
	}
	port, ok := u.PortOrDefault()
	if !ok && p.ports != nil {
		return &GuardError{Rule: "the URL has no port and its scheme no default port", Err: ErrPort}
	}
	if ok {
		if err := p.checkPort(port); err != nil {
			return err
		}
	}
	host := strings.TrimSuffix(u.Hostname(), ".")
	for _, r := range p.denyHosts {
		if r.matches(host) {
			return &GuardError{Rule: fmt.Sprintf("DenyHosts %q", r.entry), Err: ErrHost}
		}
	}
	allowed := false
	for _, r := range p.allowHosts {
		if r.matches(host) {
			allowed = true
			break
		}
	}
	if len(p.allowHosts) > 0 && !allowed {
		return &GuardError{Rule: "not in AllowHosts", Err: ErrHost}
	}
	if u.HostKind() == whatwgurl.DomainHost && !allowed && (host == "localhost" || strings.HasSuffix(host, ".localhost")) {
		return &GuardError{Rule: "localhost names resolve to loopback addresses (RFC 6761, section 6.3)", Err: ErrHost}
	}
	if a := u.HostAddr(); a.IsValid() {
		return p.checkAddr(a)
	}
	return nil
}

// Control checks the address a connection is about to dial, with the
// signature of net.Dialer's Control: it returns nil when the policy
// allows network and address (CheckAddr, and the port with Ports), and a
// *GuardError otherwise, which makes the dial fail before any packet is
// sent. Only the networks tcp, tcp4, tcp6, udp, udp4 and udp6 with an
// address ip:port are allowed. The RawConn is not used.
//
// As the dialer calls it for each address a name resolved to, after the
// resolution, a name that resolves to an allowed address the first time
// and a refused one the next (DNS rebinding) is refused the next time.
func (g *Guard) Control(network, address string, _ syscall.RawConn) error {
	p := g.policy()
	if p.err != nil {
		return &GuardError{Host: address, Rule: p.err.Error(), Err: ErrPolicy}
	}
	switch network {
	case "tcp", "tcp4", "tcp6", "udp", "udp4", "udp6":
	default:
		return &GuardError{Host: address, Rule: fmt.Sprintf("network %q", network), Err: ErrNetwork}
	}
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return &GuardError{Host: address, Rule: err.Error(), Err: ErrAddress}
	}
	err = p.checkPort(ap.Port())
	if err == nil {
		err = p.checkAddr(ap.Addr())
	}
	if ge, ok := err.(*GuardError); ok {
		ge.Host, ge.Addr = address, ap.Addr()
	}
	return err
}

// Transport returns a copy of base (nil means http.DefaultTransport, its
// dialer replaced) that
// checks every request with CheckURL before it is sent, and dials every
// connection with a copy of Dialer whose Control is the guard's. Used by
// an http.Client, it checks each redirect as net/http follows it; Client
// follows them as a browser does.
//
// When base names a proxy, a request through it is refused unless
// TrustProxy is set (see TrustProxy). When base dials with a function of
// its own (Dial, DialContext, DialTLS or DialTLSContext), the guard cannot
// see the address dialled, and every request is refused with ErrPolicy:
// set Dialer instead. Requests are checked in Transport.Proxy, which
// net/http calls for every request: the returned transport's Proxy must
// not be replaced, nor a protocol registered on it (RegisterProtocol, as
// golang.org/x/net/http2.ConfigureTransport does), which could take
// requests before Proxy is called. RoundTripper and Client also check
// each request before handing it to the transport.
func (g *Guard) Transport(base *http.Transport) *http.Transport {
	var t *http.Transport
	customDial := false
	if base == nil {
		// http.DefaultTransport dials with a net.Dialer like the
		// default Dialer: it is replaced by the guarded one.
		if dt, ok := http.DefaultTransport.(*http.Transport); ok {
			t = dt.Clone()
		} else {
			t = &http.Transport{}
		}
	} else {
		t = base.Clone()
		customDial = t.Dial != nil || t.DialContext != nil || t.DialTLS != nil || t.DialTLSContext != nil //lint:ignore SA1019 a deprecated Dial still dials
	}
	d := net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}
	if g != nil && g.Dialer != nil {
		d = *g.Dialer
	}
	own, ownCtx := d.Control, d.ControlContext
	d.Control = nil
	d.ControlContext = func(ctx context.Context, network, address string, c syscall.RawConn) error {
		if err := g.Control(network, address, c); err != nil {
			return err
		}
		if ownCtx != nil {
			return ownCtx(ctx, network, address, c)
		}
		if own != nil {
			return own(network, address, c)
		}
		return nil
	}
	t.Dial, t.DialTLS, t.DialTLSContext = nil, nil, nil //lint:ignore SA1019 cleared so that only the guarded dialer dials
	t.DialContext = d.DialContext
	proxy := t.Proxy
	trustProxy := g != nil && g.TrustProxy
	t.Proxy = func(req *http.Request) (*url.URL, error) {
		u, err := FromRequest(req)
		if err != nil {
			return nil, &GuardError{Rule: "the request's URL cannot be read: " + err.Error(), Err: ErrPolicy}
		}
		if customDial {
			return nil, &GuardError{URL: Redact(u), Host: u.Hostname(), Rule: "the base transport dials with a function of its own, where the guard cannot see the address", Err: ErrPolicy}
		}
		if err := g.CheckURL(u); err != nil {
			return nil, err
		}
		if proxy == nil {
			return nil, nil
		}
		pu, err := proxy(req)
		if err != nil || pu == nil {
			return pu, err
		}
		if !trustProxy {
			return nil, &GuardError{URL: Redact(u), Host: u.Hostname(), Rule: "the transport's proxy would dial the target itself; set TrustProxy to check the URL and hand it to the proxy", Err: ErrProxy}
		}
		return pu, nil
	}
	return t
}

// Client returns a Client that sends requests with a copy of hc (nil
// means http.DefaultClient) whose transport is g.RoundTripper of hc's
// (nil means http.DefaultTransport): every request, and every redirect it
// follows, is checked with CheckURL, and every connection with Control.
// A transport that is not an *http.Transport cannot be guarded: every
// request is then refused with ErrPolicy.
func (g *Guard) Client(hc *http.Client) *Client {
	c := *http.DefaultClient
	if hc != nil {
		c = *hc
	}
	switch t := c.Transport.(type) {
	case nil:
		c.Transport = g.RoundTripper(nil)
	case *http.Transport:
		c.Transport = g.RoundTripper(t)
	default:
		c.Transport = refuseTransport{fmt.Sprintf("the transport %T is no *http.Transport, whose dialing the guard can see", t)}
	}
	return &Client{HTTP: &c}
}

// RoundTripper returns an http.RoundTripper that checks each request with
// CheckURL and sends it with g.Transport(base), which checks it again and
// dials through Control.
func (g *Guard) RoundTripper(base *http.Transport) http.RoundTripper {
	return &guardedTransport{g: g, t: g.Transport(base)}
}

// guardedTransport checks each request before its transport sees it.
type guardedTransport struct {
	g *Guard
	t *http.Transport
}

func (gt *guardedTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	u, err := FromRequest(req)
	if err != nil {
		closeBody(req)
		return nil, &GuardError{Rule: "the request's URL cannot be read: " + err.Error(), Err: ErrPolicy}
	}
	if err := gt.g.CheckURL(u); err != nil {
		closeBody(req)
		return nil, err
	}
	return gt.t.RoundTrip(req)
}

// CloseIdleConnections closes the transport's idle connections, for
// http.Client.CloseIdleConnections.
func (gt *guardedTransport) CloseIdleConnections() { gt.t.CloseIdleConnections() }

// refuseTransport refuses every request.
type refuseTransport struct{ why string }

func (r refuseTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	closeBody(req)
	return nil, &GuardError{Rule: r.why, Err: ErrPolicy}
}
