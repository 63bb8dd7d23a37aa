package main

import (
	"bytes"
	"io"
	"testing"
)

// BenchmarkCommand runs the list modes over the datasets, as the command
// does, with the output thrown away. The ns/line figure is the command's
// whole cost per line, parsing included.
func BenchmarkCommand(b *testing.B) {
	data := datasetLines(b)
	lines := bytes.Count(data, []byte("\n"))
	jsonl := jsonlFromLines(data)
	var fail30 []byte // 3 lines in 10 fail, as in scripts/bench-cmd.sh
	i := 0
	for line := range bytes.Lines(data) {
		if d := i % 10; d == 1 || d == 4 || d == 7 {
			fail30 = append(fail30, "http://["...)
		}
		fail30 = append(fail30, line...)
		i++
	}
	for _, bc := range []struct {
		name string
		args []string
		in   []byte
	}{
		{"lines/j=1", []string{"-j", "1"}, data},
		{"lines/j=2", []string{"-j", "2"}, data},
		{"lines-fail30/j=1", []string{"-j", "1"}, fail30},
		{"json/j=1", []string{"-j", "1", "-json"}, data},
		{"json-site/j=1", []string{"-j", "1", "-json", "-site"}, data},
		{"validate-json/j=1", []string{"-j", "1", "-validate", "-json"}, data},
		{"jsonl/j=1", []string{"-j", "1", "-jsonl"}, jsonl},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.in)))
			args := append([]string{"-summary=false"}, bc.args...)
			for b.Loop() {
				run(args, bytes.NewReader(bc.in), io.Discard, io.Discard)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*lines), "ns/line")
		})
	}
}

// jsonlFromLines returns a -jsonl line {"input":…,"base":null} for each
// line of data.
func jsonlFromLines(data []byte) []byte {
	var out []byte
	for line := range bytes.Lines(data) {
		out = append(out, `{"input":`...)
		out = appendJSONString(out, string(bytes.TrimSuffix(line, []byte("\n"))))
		out = append(out, ",\"base\":null}\n"...)
	}
	return out
}
