#!/usr/bin/env bash
# bench-cmd.sh: times the whatwgurl command on a 10M-line file, the
# figures of the README's bulk-work section.
#
#   scripts/bench-cmd.sh [DIR]
#
# DIR (default: a new directory under ${TMPDIR:-/tmp}) receives the data
# files (about 3 GB) and the binaries; it must not be inside the
# repository. The data is built once and kept in DIR for later runs.
#
# Environment:
#   WHATWGURL_DATASETS  the datasets directory (default ../shared/datasets)
#   RUNS                runs of each configuration (default 5); the
#                       configurations run in turn, RUNS times, and the
#                       table gives medians
#   ADALINES            optional: a program that reads URLs on standard
#                       input, one per line, and writes each href (or an
#                       empty line) to standard output, built against ada,
#                       to time beside the command. It is not built here.
#   JOBS                the -j of the "default -j" rows (default: nproc)
#   REPORT_ONLY         set: print the table of the timings already in DIR
#   OLD                 optional: an earlier build of the command, timed in
#                       line, -json and -jsonl modes beside this one
#
# What it builds in DIR:
#   lines.txt    10,000,000 lines: the three datasets, one after another,
#                repeated (each file's last line ends with "\n")
#   lines.jsonl  the same lines as {"input":"…","base":null}
#   fail30.txt   lines.txt with 3 lines in every 10 made to fail: the
#                lines whose number ends in 1, 4 or 7 get "http://[" in
#                front (IPv6-unclosed)
#   whatwgurl    the command, from this checkout
#   loop-whatwgurl  the least a line-by-line program over whatwgurl.Parse
#                does: read 128 KiB at a time, parse each line in place,
#                write the hrefs; one goroutine, no counts, no JSON. The
#                command's own cost is the difference to it.
#   loop-neturl  a minimal net/url loop: bufio.Scanner, url.Parse, String
#
# Every run writes standard output to /dev/null and standard error (error
# lines, summary, progress) to /dev/null. Peak RSS is GNU time's maximum
# resident set size (apt-get install time, if /usr/bin/time is missing).
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-}
if [ -z "$dir" ]; then
	dir=$(mktemp -d "${TMPDIR:-/tmp}/bench-cmd.XXXXXX")
fi
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
case "$dir/" in
"$repo"/*) echo "bench-cmd.sh: $dir is inside the repository; give a directory outside it" >&2; exit 2 ;;
esac
datasets=${WHATWGURL_DATASETS:-$repo/../shared/datasets}
runs=${RUNS:-5}
jobs=${JOBS:-$(nproc)}
export GOTOOLCHAIN=${GOTOOLCHAIN:-auto}

gnutime=/usr/bin/time
if ! "$gnutime" -f %M true >/dev/null 2>&1; then
	echo "bench-cmd.sh: no GNU time at /usr/bin/time (apt-get install time): peak RSS is not measured" >&2
	gnutime=
fi

# The programs.
mkdir -p "$dir/src/mkdata" "$dir/src/loop-whatwgurl" "$dir/src/loop-neturl"
cat >"$dir/src/mkdata/main.go" <<'GO'
// mkdata writes lines.txt, lines.jsonl and fail30.txt (see bench-cmd.sh).
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
)

func main() {
	datasets, out := os.Args[1], os.Args[2]
	var one [][]byte
	for _, name := range []string{"kasztp.txt", "node_files.txt", "isaacs_files.txt"} {
		data, err := os.ReadFile(filepath.Join(datasets, name))
		check(err)
		one = append(one, bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))...)
	}
	create := func(name string) (*os.File, *bufio.Writer) {
		f, err := os.Create(filepath.Join(out, name))
		check(err)
		return f, bufio.NewWriterSize(f, 1<<20)
	}
	lf, lw := create("lines.txt")
	jf, jw := create("lines.jsonl")
	ff, fw := create("fail30.txt")
	enc := json.NewEncoder(jw)
	enc.SetEscapeHTML(false)
	type record struct {
		Input string  `json:"input"`
		Base  *string `json:"base"`
	}
	for i := range 10_000_000 {
		line := one[i%len(one)]
		lw.Write(line)
		lw.WriteByte('\n')
		check(enc.Encode(record{Input: string(line)}))
		if d := i % 10; d == 1 || d == 4 || d == 7 {
			fw.WriteString("http://[")
		}
		fw.Write(line)
		fw.WriteByte('\n')
	}
	for _, w := range []*bufio.Writer{lw, jw, fw} {
		check(w.Flush())
	}
	for _, f := range []*os.File{lf, jf, ff} {
		check(f.Close())
	}
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}
GO
cat >"$dir/src/loop-whatwgurl/main.go" <<'GO'
// loop-whatwgurl: the least a line-by-line whatwgurl program does.
package main

import (
	"bytes"
	"io"
	"os"
	"unsafe"

	"github.com/webstd/whatwgurl"
)

func main() {
	buf := make([]byte, 0, 128<<10)
	out := make([]byte, 0, 160<<10)
	for {
		n, err := os.Stdin.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		end := bytes.LastIndexByte(buf, '\n') + 1
		if err == io.EOF && end < len(buf) {
			buf = append(buf, '\n')
			end = len(buf)
		}
		for data := buf[:end]; len(data) > 0; {
			i := bytes.IndexByte(data, '\n')
			if u, err := whatwgurl.Parse(unsafe.String(unsafe.SliceData(data), i)); err == nil {
				out = append(out, u.Href()...)
			}
			out = append(out, '\n')
			data = data[i+1:]
		}
		os.Stdout.Write(out)
		out = out[:0]
		buf = buf[:copy(buf, buf[end:])]
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		if err != nil {
			return
		}
	}
}
GO
cat >"$dir/src/loop-neturl/main.go" <<'GO'
// loop-neturl: a minimal net/url loop.
package main

import (
	"bufio"
	"net/url"
	"os"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 64<<10), 1<<30)
	w := bufio.NewWriterSize(os.Stdout, 64<<10)
	for sc.Scan() {
		if u, err := url.Parse(sc.Text()); err == nil {
			w.WriteString(u.String())
		}
		w.WriteByte('\n')
	}
	w.Flush()
}
GO
(
	cd "$repo"
	go build -o "$dir/whatwgurl" ./cmd/whatwgurl
	for p in mkdata loop-whatwgurl loop-neturl; do
		go build -o "$dir/$p" "$dir/src/$p/main.go"
	done
)

if [ ! -s "$dir/fail30.txt" ]; then
	echo "writing the data files into $dir" >&2
	"$dir/mkdata" "$datasets" "$dir"
fi

# name|input file|command (stdin is the file; stdout and stderr /dev/null)
configs=(
	"lines -j 1|lines.txt|$dir/whatwgurl -j 1"
	"lines -j $jobs|lines.txt|$dir/whatwgurl -j $jobs"
	"lines -j 1, summary and progress off|lines.txt|$dir/whatwgurl -j 1 -summary=false -progress=false"
	"lines -j 1, summary and progress on|lines.txt|$dir/whatwgurl -j 1 -summary -progress"
	"lines -j 1, 30% failing|fail30.txt|$dir/whatwgurl -j 1"
	"-json -j 1|lines.txt|$dir/whatwgurl -j 1 -json"
	"-json -j $jobs|lines.txt|$dir/whatwgurl -j $jobs -json"
	"-json -site -j 1|lines.txt|$dir/whatwgurl -j 1 -json -site"
	"-validate -json -j 1|lines.txt|$dir/whatwgurl -j 1 -validate -json"
	"-jsonl -j 1|lines.jsonl|$dir/whatwgurl -j 1 -jsonl"
	"-jsonl -j $jobs|lines.jsonl|$dir/whatwgurl -j $jobs -jsonl"
	"loop-whatwgurl (parse floor)|lines.txt|$dir/loop-whatwgurl"
	"loop-whatwgurl, 30% failing|fail30.txt|$dir/loop-whatwgurl"
	"loop-neturl|lines.txt|$dir/loop-neturl"
)
if [ -n "${OLD:-}" ]; then
	configs+=(
		"old command, lines|lines.txt|$OLD"
		"old command, -json|lines.txt|$OLD -json"
		"old command, -jsonl|lines.jsonl|$OLD -jsonl"
		"old command, lines, 30% failing|fail30.txt|$OLD"
	)
fi
if [ -n "${ADALINES:-}" ]; then
	configs+=("ada line loop|lines.txt|$ADALINES")
fi

# One timed run: prints "wall cpu rss" (seconds, seconds, KB).
timed() {
	local input=$1
	shift
	local t0 t1 rss="-" cpu="-"
	t0=$EPOCHREALTIME
	if [ -n "$gnutime" ]; then
		"$gnutime" -o "$dir/time.out" -f "%U %S %M" "$@" <"$dir/$input" >/dev/null 2>/dev/null || true
	else
		"$@" <"$dir/$input" >/dev/null 2>/dev/null || true
	fi
	t1=$EPOCHREALTIME
	if [ -n "$gnutime" ]; then
		# The last line: GNU time puts "Command exited with non-zero
		# status 1" before it when the command fails.
		read -r u s rss < <(tail -n 1 "$dir/time.out")
		cpu=$(echo "$u + $s" | bc)
	fi
	echo "$(echo "$t1 - $t0" | bc) $cpu $rss"
}

median() { sort -n | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }

if [ -z "${REPORT_ONLY:-}" ]; then
: >"$dir/results.txt"
for run in $(seq "$runs"); do
	for i in "${!configs[@]}"; do
		IFS='|' read -r name input cmd <<<"${configs[$i]}"
		# shellcheck disable=SC2086
		echo "$i $(timed "$input" $cmd)" >>"$dir/results.txt"
	done
	echo "run $run of $runs done" >&2
done
fi

# The median shows the typical run; the minimum, the least disturbed one
# on a machine shared with other work.
printf '%-40s %8s %8s %8s %10s %9s\n' "configuration" "wall s" "min s" "cpu s" "M lines/s" "peak RSS"
for i in "${!configs[@]}"; do
	IFS='|' read -r name input cmd <<<"${configs[$i]}"
	wall=$(awk -v i="$i" '$1 == i {print $2}' "$dir/results.txt" | median)
	least=$(awk -v i="$i" '$1 == i {print $2}' "$dir/results.txt" | sort -n | head -n 1)
	cpu=$(awk -v i="$i" '$1 == i && $3 != "-" {print $3}' "$dir/results.txt" | median)
	rss=$(awk -v i="$i" '$1 == i && $4 != "-" {if ($4 > m) m = $4} END {print m ? int(m / 1024) " MB" : "-"}' "$dir/results.txt")
	rate=$(echo "scale=2; 10 / $wall" | bc)
	printf '%-40s %8.3f %8.3f %8s %10s %9s\n' "$name" "$wall" "$least" "${cpu:--}" "$rate" "$rss"
done
echo "medians (and minimum wall) of $runs alternating runs; data and raw timings in $dir (results.txt: config wall cpu rss)"
