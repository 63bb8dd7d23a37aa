#!/usr/bin/env bash
# bench-ada.sh: times whatwgurl, net/url and ada (C++) on the same URL lists
# in alternating rounds, the figures of the README's Performance section;
# then whatwgurl and ada on the other operations users spend time on
# (BenchmarkOps in bench_ops_test.go, scripts/adaops/adaops.cpp): resolving
# links against a page, CanParse, each setter, search params.
#
#   scripts/bench-ada.sh ADA_DIR [ROUNDS]
#
# ADA_DIR holds ada's single-file amalgamation (ada.cpp and ada.h, at the
# root of the ada-url/goada repository); ROUNDS defaults to 6. Each round
# runs ada over every list, then this package's BenchmarkDatasets (whatwgurl
# and net/url) over the same lists, so that a disturbance of the machine
# touches both; the table gives each implementation's median and the median
# of the per-round ratios.
#
# Environment:
#   WHATWGURL_DATASETS  the datasets directory (default ../shared/datasets)
#   WHATWGURL_WPT       the WPT data directory (default ../shared/wpt): the
#                       inputs of urltestdata.json without a base, but those
#                       with a newline, become the list wpt.txt
#   ADABENCH            the directory of adabench's run.sh (default
#                       ../shared/adabench)
#   GO                  the go command (default go)
#   BENCHTIME           seconds per benchmark (default 1)
set -euo pipefail
ada=${1:?usage: scripts/bench-ada.sh ADA_DIR [ROUNDS]}
rounds=${2:-6}
datasets=${WHATWGURL_DATASETS:-../shared/datasets}
wpt=${WHATWGURL_WPT:-../shared/wpt}
adabench=${ADABENCH:-../shared/adabench}
go=${GO:-go}
benchtime=${BENCHTIME:-1}
here=$(cd "$(dirname "$0")" && pwd)
[ -f "$ada/ada.cpp" ] && [ -f "$ada/ada.h" ] || { echo "bench-ada.sh: $ada has no ada.cpp/ada.h" >&2; exit 2; }
adaops=${TMPDIR:-/tmp}/adaops-$(cat "$here/adaops/adaops.cpp" "$ada/ada.h" | md5sum | cut -c1-10)
[ -x "$adaops" ] || g++ -O3 -std=c++20 -DNDEBUG -I"$ada" -o "$adaops" "$here/adaops/adaops.cpp" "$ada/ada.cpp"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

cp "$datasets"/*.txt "$dir/"
python3 - "$wpt/urltestdata.json" > "$dir/wpt.txt" <<'PY'
import json, sys
cases = json.load(open(sys.argv[1], encoding="utf-8"))
inputs = [c["input"] for c in cases if isinstance(c, dict) and c.get("base") is None
          and "\n" not in c["input"] and "\r" not in c["input"]]
sys.stdout.write("\n".join(inputs))
PY
"$go" test -c -o "$dir/bench.test" .
lists=("$dir"/*.txt)
mkdir "$dir/ops"
WHATWGURL_DATASETS="$dir" WHATWGURL_WPT= WHATWGURL_OPS_DUMP="$dir/ops" \
	"$dir/bench.test" -test.run '^TestOpsInputs$' >/dev/null

# Each measurement of ada is taken right beside whatwgurl's on the same
# input (ada first in odd rounds, whatwgurl first in even ones), so that a
# disturbance of the machine touches both sides of a ratio.
gobench() { # PATTERN: this package's benchmarks matching PATTERN
	WHATWGURL_DATASETS="$dir" WHATWGURL_WPT= "$dir/bench.test" -test.run '^$' \
		-test.bench "$1" -test.benchtime "${benchtime}s" -test.benchmem | grep '^Benchmark' || true
}
pair() { # ROUND ADA-COMMAND... -- GO-PATTERN
	local r=$1; shift
	local adacmd=()
	while [ "$1" != -- ]; do adacmd+=("$1"); shift; done
	shift
	if [ $((r % 2)) = 1 ]; then
		"${adacmd[@]}"
		gobench "$1"
	else
		gobench "$1"
		"${adacmd[@]}"
	fi
}
ops=(resolve set-hash set-search set-pathname set-host set-hostname set-port set-username set-password
	searchparams-parse-serialize searchparams-sort)
for r in $(seq 1 "$rounds"); do
	echo "round $r of $rounds" >&2
	{
	for f in "${lists[@]}" "$dir/ops/unicode_hosts.txt"; do
		name=$(basename "$f" .txt)
		pair "$r" "$adabench/run.sh" "$ada" -benchtime "$benchtime" "$f" -- "^BenchmarkDatasets\$/^data=$name\$"
		pair "$r" "$adaops" -benchtime "$benchtime" -op "canparse/data=$name" "$dir/ops" "$f" -- \
			"^BenchmarkOps\$/^op=canparse\$/^data=$name\$"
	done
	for op in "${ops[@]}"; do
		pair "$r" "$adaops" -benchtime "$benchtime" -op "$op" "$dir/ops" -- "^BenchmarkOps\$/^op=$op\$"
	done
	} | sed "s/^/round=$r /"
done > "$dir/rounds.txt"

python3 - "$dir/rounds.txt" <<'PY'
import collections, re, statistics, sys
ns = collections.defaultdict(lambda: collections.defaultdict(dict))  # data -> impl -> round -> ns/URL
for line in open(sys.argv[1]):
    m = re.match(r"round=(\d+) BenchmarkAda/data=(\S+?)(-\d+)?\s.*?([\d.]+) ns/url", line)
    if m:
        ns[m.group(2)]["ada"][m.group(1)] = float(m.group(4))
        continue
    m = re.match(r"round=(\d+) BenchmarkDatasets/data=(\S+?)/impl=(\S+?)(-\d+)?\s.*?([\d.]+) ns/url", line)
    if m:
        ns[m.group(2)][m.group(3)][m.group(1)] = float(m.group(5))
print("| data | ada ns/URL | whatwgurl ns/URL | net/url ns/URL | whatwgurl / ada: per round, median | whatwgurl / net/url |")
print("|---|---:|---:|---:|---|---:|")
for data in sorted(ns):
    d = ns[data]
    rounds = sorted(set(d["ada"]) & set(d["whatwgurl"]) & set(d["neturl"]), key=int)
    if not rounds:
        continue
    med = lambda impl: statistics.median(d[impl][r] for r in rounds)
    to_ada = [d["whatwgurl"][r] / d["ada"][r] for r in rounds]
    to_net = [d["whatwgurl"][r] / d["neturl"][r] for r in rounds]
    print(f"| {data} | {med('ada'):.1f} | {med('whatwgurl'):.1f} | {med('neturl'):.1f} | "
          f"{', '.join(f'{x:.2f}' for x in to_ada)}; **{statistics.median(to_ada):.2f}** | "
          f"{statistics.median(to_net):.2f} |")

# The operations: ns per item (one resolution, CanParse, setter call or
# query); CanParse also against this package's own Parse on the same list.
ops = collections.defaultdict(lambda: collections.defaultdict(dict))  # op -> impl -> round -> ns/item
allocs = collections.defaultdict(list)
for line in open(sys.argv[1]):
    m = re.match(r"round=(\d+) BenchmarkAdaOps/op=(\S+?)(-\d+)?\s.*?([\d.]+) ns/item", line)
    if m:
        ops[m.group(2)]["ada"][m.group(1)] = float(m.group(4))
        continue
    m = re.match(r"round=(\d+) BenchmarkOps/op=(\S+?)(-\d+)?\s", line)
    if m:
        ops[m.group(2)]["whatwgurl"][m.group(1)] = float(re.search(r"([\d.]+) ns/item", line).group(1))
        allocs[m.group(2)].append(float(re.search(r"([\d.]+) allocs/item", line).group(1)))
print()
print("| operation | ada ns/item | whatwgurl ns/item | whatwgurl allocs/item | whatwgurl / ada: per round, median | whatwgurl / own Parse |")
print("|---|---:|---:|---:|---|---:|")
for op in ops:
    d = ops[op]
    rounds = sorted(set(d["ada"]) & set(d["whatwgurl"]), key=int)
    if not rounds:
        continue
    med = lambda impl: statistics.median(d[impl][r] for r in rounds)
    to_ada = [d["whatwgurl"][r] / d["ada"][r] for r in rounds]
    own = ""
    if op.startswith("canparse/data="):
        p = ns[op[len("canparse/data="):]]["whatwgurl"]
        rs = [r for r in rounds if r in p]
        if rs:
            own = f"{statistics.median(d['whatwgurl'][r] / p[r] for r in rs):.2f}"
    print(f"| {op} | {med('ada'):.1f} | {med('whatwgurl'):.1f} | {statistics.median(allocs[op]):.2f} | "
          f"{', '.join(f'{x:.2f}' for x in to_ada)}; **{statistics.median(to_ada):.2f}** | {own} |")
PY
