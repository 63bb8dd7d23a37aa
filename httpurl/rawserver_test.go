package httpurl

// Test servers that record a request as it arrived on the wire: the
// request line of HTTP/1.1 byte for byte, or the :path and :authority of
// HTTP/2 as decoded from HPACK. net/http's server cannot be used for that:
// it parses the request-target first (r.RequestURI is a string it already
// accepted) and answers 400 to some that browsers send, such as "/x%zzy".

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/http2"
	"golang.org/x/net/http2/hpack"
)

// wireRequest is a request as it arrived.
type wireRequest struct {
	Method, Target, Proto string // Target: the request-target, or :path
	Host                  string // the Host header, or :authority
	Header                textproto.MIMEHeader
	Body                  []byte
}

// wireResponse is what a handler answers.
type wireResponse struct {
	Status int
	Header [][2]string // written as they are, raw bytes included
	Body   string
}

// rawServer serves HTTP/1.1 (and, with h2, HTTP/2 with prior knowledge
// or over TLS with ALPN "h2") on a listener of its own, calling handle for
// each request.
type rawServer struct {
	ln     net.Listener
	handle func(*wireRequest) wireResponse
	h2     bool
	wg     sync.WaitGroup
}

// testCert returns the certificate of httptest's TLS servers and a pool
// that trusts it; it is valid for "example.com".
func testCert(t *testing.T) (tls.Certificate, *tls.Config) {
	ts := httptest.NewTLSServer(http.NotFoundHandler())
	t.Cleanup(ts.Close)
	cert := ts.TLS.Certificates[0]
	client := ts.Client().Transport.(*http.Transport).TLSClientConfig.Clone()
	client.ServerName = "example.com"
	return cert, client
}

// newRawServer starts a server; tlsCert, when not nil, makes it a TLS
// server.
func newRawServer(t *testing.T, tlsCert *tls.Certificate, h2 bool, handle func(*wireRequest) wireResponse) *rawServer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if tlsCert != nil {
		cfg := &tls.Config{Certificates: []tls.Certificate{*tlsCert}, NextProtos: []string{"http/1.1"}}
		if h2 {
			cfg.NextProtos = []string{"h2"}
		}
		ln = tls.NewListener(ln, cfg)
	}
	s := &rawServer{ln: ln, handle: handle, h2: h2}
	s.wg.Add(1)
	go s.serve()
	t.Cleanup(func() {
		ln.Close()
		s.wg.Wait()
	})
	return s
}

func (s *rawServer) serve() {
	defer s.wg.Done()
	var conns sync.WaitGroup
	defer conns.Wait()
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		conns.Add(1)
		go func() {
			defer conns.Done()
			defer c.Close()
			if s.h2 {
				s.serveHTTP2(c)
			} else {
				s.serveHTTP1(c)
			}
		}()
	}
}

// serveHTTP1 reads requests from c until it closes.
func (s *rawServer) serveHTTP1(c net.Conn) {
	br := bufio.NewReader(c)
	tp := textproto.NewReader(br)
	for {
		line, err := br.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
		method, rest, _ := strings.Cut(line, " ")
		target, proto, _ := strings.Cut(rest, " ")
		header, err := tp.ReadMIMEHeader()
		if err != nil {
			return
		}
		req := &wireRequest{Method: method, Target: target, Proto: proto, Host: header.Get("Host"), Header: header}
		if n, _ := strconv.Atoi(header.Get("Content-Length")); n > 0 {
			req.Body = make([]byte, n)
			if _, err := io.ReadFull(br, req.Body); err != nil {
				return
			}
		}
		resp := s.handle(req)
		var b bytes.Buffer
		fmt.Fprintf(&b, "HTTP/1.1 %d %s\r\n", resp.Status, http.StatusText(resp.Status))
		for _, h := range resp.Header {
			b.WriteString(h[0] + ": " + h[1] + "\r\n")
		}
		fmt.Fprintf(&b, "Content-Length: %d\r\n\r\n", len(resp.Body))
		if method != "HEAD" {
			b.WriteString(resp.Body)
		}
		if _, err := c.Write(b.Bytes()); err != nil {
			return
		}
	}
}

// serveHTTP2 speaks just enough HTTP/2 to record each request's HEADERS
// and answer it: the preface, SETTINGS and their ACK, PING, and one
// HEADERS and DATA frame per response.
func (s *rawServer) serveHTTP2(c net.Conn) {
	preface := make([]byte, len(http2.ClientPreface))
	if _, err := io.ReadFull(c, preface); err != nil || string(preface) != http2.ClientPreface {
		return
	}
	fr := http2.NewFramer(c, c)
	fr.ReadMetaHeaders = hpack.NewDecoder(4096, nil)
	if fr.WriteSettings() != nil {
		return
	}
	var hbuf bytes.Buffer
	enc := hpack.NewEncoder(&hbuf)
	bodies := map[uint32]*wireRequest{}
	respond := func(streamID uint32, req *wireRequest) error {
		resp := s.handle(req)
		hbuf.Reset()
		enc.WriteField(hpack.HeaderField{Name: ":status", Value: strconv.Itoa(resp.Status)})
		for _, h := range resp.Header {
			enc.WriteField(hpack.HeaderField{Name: strings.ToLower(h[0]), Value: h[1]})
		}
		enc.WriteField(hpack.HeaderField{Name: "content-length", Value: strconv.Itoa(len(resp.Body))})
		if err := fr.WriteHeaders(http2.HeadersFrameParam{StreamID: streamID, BlockFragment: hbuf.Bytes(), EndHeaders: true, EndStream: resp.Body == ""}); err != nil {
			return err
		}
		if resp.Body != "" {
			return fr.WriteData(streamID, true, []byte(resp.Body))
		}
		return nil
	}
	for {
		f, err := fr.ReadFrame()
		if err != nil {
			return
		}
		switch f := f.(type) {
		case *http2.SettingsFrame:
			if !f.IsAck() && fr.WriteSettingsAck() != nil {
				return
			}
		case *http2.PingFrame:
			if !f.IsAck() && fr.WritePing(true, f.Data) != nil {
				return
			}
		case *http2.GoAwayFrame:
			return
		case *http2.MetaHeadersFrame:
			req := &wireRequest{Method: f.PseudoValue("method"), Target: f.PseudoValue("path"), Proto: "HTTP/2.0", Host: f.PseudoValue("authority"), Header: textproto.MIMEHeader{}}
			for _, hf := range f.RegularFields() {
				req.Header.Add(hf.Name, hf.Value)
			}
			if f.StreamEnded() {
				if respond(f.StreamID, req) != nil {
					return
				}
			} else {
				bodies[f.StreamID] = req
			}
		case *http2.DataFrame:
			req := bodies[f.StreamID]
			if req == nil {
				continue
			}
			req.Body = append(req.Body, f.Data()...)
			if len(f.Data()) > 0 {
				if fr.WriteWindowUpdate(0, uint32(len(f.Data()))) != nil || fr.WriteWindowUpdate(f.StreamID, uint32(len(f.Data()))) != nil {
					return
				}
			}
			if f.StreamEnded() {
				delete(bodies, f.StreamID)
				if respond(f.StreamID, req) != nil {
					return
				}
			}
		}
	}
}

// dialer returns a DialContext that connects every address to a server,
// so that no DNS is needed: servers maps an address ("example.com:443"),
// or else a host ("evil.example"), to its server, and the "" entry serves
// every other address.
func dialer(servers map[string]*rawServer) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, _, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, err
		}
		s, ok := servers[addr]
		if !ok {
			s, ok = servers[host]
		}
		if !ok {
			s = servers[""]
		}
		var d net.Dialer
		return d.DialContext(ctx, "tcp", s.ln.Addr().String())
	}
}
