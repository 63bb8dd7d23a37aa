// Package iana reads the CSV form of the IANA IPv4 and IPv6
// Special-Purpose Address Registries (RFC 6890), for the generator of
// httpurl's address table and for the test that compares the table with
// the files.
package iana

import (
	"encoding/csv"
	"fmt"
	"io"
	"net/netip"
	"strings"
)

// Row is one row of a registry, its cells as the CSV gives them with
// whitespace runs (the RFC cell spans lines) made one space and footnote
// marks ("False [1]") moved to Footnotes.
type Row struct {
	Prefixes           []netip.Prefix // the Address Block cell: one or more prefixes
	Name               string
	RFC                string
	Allocated          string // Allocation Date, YYYY-MM
	Terminated         string // Termination Date: "N/A", or YYYY-MM
	Source             string // True, False, N/A, or "" for a terminated row
	Destination        string
	Forwardable        string
	GloballyReachable  string
	ReservedByProtocol string
	Footnotes          map[string]string // column name -> footnote number
}

// header is the first line both files start with.
var header = []string{"Address Block", "Name", "RFC", "Allocation Date", "Termination Date", "Source", "Destination", "Forwardable", "Globally Reachable", "Reserved-by-Protocol"}

// Parse reads a registry file. Every cell is checked: a prefix that
// netip.ParsePrefix rejects, or one that is not masked (its address not
// the first of the block), is an error, and so is a boolean column holding
// anything but True, False, N/A or nothing.
func Parse(r io.Reader) ([]Row, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = len(header)
	records, err := cr.ReadAll()
	if err != nil {
		return nil, err
	}
	if len(records) == 0 {
		return nil, fmt.Errorf("iana: empty file")
	}
	for i, h := range header {
		if records[0][i] != h {
			return nil, fmt.Errorf("iana: column %d is %q, want %q", i+1, records[0][i], h)
		}
	}
	var rows []Row
	for n, rec := range records[1:] {
		line := n + 2
		row := Row{Footnotes: map[string]string{}}
		cells := make([]string, len(rec))
		for i, c := range rec {
			c = strings.Join(strings.Fields(c), " ")
			if j := strings.LastIndex(c, " ["); j >= 0 && strings.HasSuffix(c, "]") && i != 2 {
				row.Footnotes[header[i]] = c[j+2 : len(c)-1]
				c = c[:j]
			}
			cells[i] = c
		}
		for p := range strings.SplitSeq(cells[0], ",") {
			pfx, err := netip.ParsePrefix(strings.TrimSpace(p))
			if err != nil {
				return nil, fmt.Errorf("iana: record %d: %v", line, err)
			}
			if pfx != pfx.Masked() {
				return nil, fmt.Errorf("iana: record %d: %v is not the first address of its block", line, pfx)
			}
			row.Prefixes = append(row.Prefixes, pfx)
		}
		row.Name, row.RFC, row.Allocated, row.Terminated = cells[1], cells[2], cells[3], cells[4]
		row.Source, row.Destination, row.Forwardable, row.GloballyReachable, row.ReservedByProtocol = cells[5], cells[6], cells[7], cells[8], cells[9]
		for i := 5; i < len(cells); i++ {
			switch cells[i] {
			case "True", "False", "N/A", "":
			default:
				return nil, fmt.Errorf("iana: record %d: %s is %q", line, header[i], cells[i])
			}
		}
		rows = append(rows, row)
	}
	return rows, nil
}
