package interoptest

import (
	"database/sql"
	"errors"
	"strings"
	"testing"

	"github.com/webstd/whatwgurl"
	_ "modernc.org/sqlite"
)

// openDB opens a new in-memory SQLite database with a table of links.
func openDB(t *testing.T) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", ":memory:")
	if err != nil {
		t.Fatal(err)
	}
	// Each connection to ":memory:" opens a database of its own.
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { db.Close() })
	// url has TEXT affinity, as a column of URLs would; raw has none, so
	// it keeps what is stored in it: integers, reals and blobs too.
	if _, err := db.Exec(`CREATE TABLE links (id INTEGER PRIMARY KEY, url TEXT, raw)`); err != nil {
		t.Fatal(err)
	}
	return db
}

// TestSQLRoundTrip stores URLs through URL.Value (as arguments to Exec),
// reads what the database holds as plain SQL values, and scans them back
// into a URL and a *URL through URL.Scan.
func TestSQLRoundTrip(t *testing.T) {
	withPass := whatwgurl.MustParse("https://user:pass@münchen.example:8080/a b?q=1#f")
	idn := whatwgurl.MustParse("HTTP://EXAMPLE.com:80/a/../b")
	file := whatwgurl.MustParse("file:///C:/x")
	var nilURL *whatwgurl.URL
	tests := []struct {
		name string
		arg  any           // the argument given to Exec
		null bool          // the column is NULL
		text string        // otherwise, the text it holds
		want whatwgurl.URL // what Scan gives back
	}{
		{"URL", withPass, false, "https://user:pass@xn--mnchen-3ya.example:8080/a%20b?q=1#f", withPass},
		{"normalized URL", idn, false, "http://example.com/b", idn},
		{"*URL", &file, false, "file:///C:/x", file},
		{"zero URL is NULL", whatwgurl.URL{}, true, "", whatwgurl.URL{}},
		{"nil *URL is NULL", nilURL, true, "", whatwgurl.URL{}},
		{"opaque path", whatwgurl.MustParse("mailto:someone@example.com"), false, "mailto:someone@example.com", whatwgurl.MustParse("mailto:someone@example.com")},
	}
	db := openDB(t)
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := db.Exec(`INSERT INTO links (id, url) VALUES (?, ?)`, i, tt.arg); err != nil {
				t.Fatal(err)
			}
			var (
				isNull bool
				typ    string
				text   sql.NullString
			)
			if err := db.QueryRow(`SELECT url IS NULL, typeof(url), url FROM links WHERE id = ?`, i).Scan(&isNull, &typ, &text); err != nil {
				t.Fatal(err)
			}
			if isNull != tt.null || (!tt.null && (typ != "text" || text.String != tt.text)) {
				t.Fatalf("stored NULL %v, %s %q; want NULL %v, text %q", isNull, typ, text.String, tt.null, tt.text)
			}

			u := whatwgurl.MustParse("https://before.example/")
			if err := db.QueryRow(`SELECT url FROM links WHERE id = ?`, i).Scan(&u); err != nil || !u.Equal(tt.want) {
				t.Errorf("Scan into a URL: %q, %v; want %q", u, err, tt.want)
			}
			var p *whatwgurl.URL
			if err := db.QueryRow(`SELECT url FROM links WHERE id = ?`, i).Scan(&p); err != nil {
				t.Fatal(err)
			}
			// database/sql sets a **URL to nil for NULL, and scans into a
			// new URL otherwise.
			if (p == nil) != tt.null || (p != nil && !p.Equal(tt.want)) {
				t.Errorf("Scan into a *URL: %v; want %q (NULL %v)", p, tt.want, tt.null)
			}
			if !tt.null {
				// The URL works as a query argument too.
				var id int
				if err := db.QueryRow(`SELECT id FROM links WHERE url = ?`, tt.want).Scan(&id); err != nil || id != i {
					t.Errorf("WHERE url = ?: id %d, %v; want %d", id, err, i)
				}
			}
		})
	}
}

// TestSQLScanStored scans values that another program stored: text that is
// not canonical, text that is no URL, and values of other types, kept as
// such in a column without type affinity.
func TestSQLScanStored(t *testing.T) {
	tests := []struct {
		name  string
		value string // an SQL literal
		typ   string // its SQLite type, which tells what the driver gives Scan
		want  string // the href; "" for the zero URL
		err   error  // the reason Scan fails, if it does
		msg   string // text the error's message holds
	}{
		{"canonical", `'https://example.com/'`, "text", "https://example.com/", nil, ""},
		{"not canonical", `'  HTTPS://EXAMPLE.com:443/a/./b '`, "text", "https://example.com/a/b", nil, ""},
		{"blob", `x'68747470733a2f2f782f'`, "blob", "https://x/", nil, ""},
		{"empty text", `''`, "text", "", nil, ""},
		{"NULL", `NULL`, "null", "", nil, ""},
		{"relative", `'/path'`, "text", "", whatwgurl.MissingSchemeNonRelativeURL, `whatwgurl: scan "/path": missing-scheme-non-relative-URL: no scheme`},
		{"bad host", `'https://exa mple.com/'`, "text", "", whatwgurl.DomainToASCIIError, "domain-to-ASCII"},
		{"integer", `42`, "integer", "", nil, "cannot store a int64 in a URL"},
		{"integer as text", `'42'`, "text", "", whatwgurl.MissingSchemeNonRelativeURL, `whatwgurl: scan "42": missing-scheme-non-relative-URL`},
		{"real", `1.5`, "real", "", nil, "cannot store a float64 in a URL"},
	}
	db := openDB(t)
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := db.Exec(`INSERT INTO links (id, raw) VALUES (?, `+tt.value+`)`, i); err != nil {
				t.Fatal(err)
			}
			var typ string
			if err := db.QueryRow(`SELECT typeof(raw) FROM links WHERE id = ?`, i).Scan(&typ); err != nil || typ != tt.typ {
				t.Fatalf("stored a %s, %v; want a %s", typ, err, tt.typ)
			}
			before := whatwgurl.MustParse("https://before.example/")
			u := before
			err := db.QueryRow(`SELECT raw FROM links WHERE id = ?`, i).Scan(&u)
			if tt.msg == "" {
				if err != nil || u.Href() != tt.want {
					t.Errorf("Scan = %q, %v; want %q", u, err, tt.want)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.msg) || u != before {
				t.Errorf("Scan = %q, %v; want an error with %q and no change", u, err, tt.msg)
			}
			if tt.err != nil && !errors.Is(err, tt.err) {
				t.Errorf("errors.Is(%v, %v) is false", err, tt.err)
			}
		})
	}
}
