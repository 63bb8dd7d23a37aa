#!/usr/bin/env bash
# bench-ada-urlpattern.sh: times urlpattern's Pattern.Exec and Test against
# ada's url_pattern (C++, with its std::regex provider) on the same 200
# pattern/URL pairs of REST routes, in alternating rounds; the figures of
# docs/urlpattern.md.
#
#   scripts/bench-ada-urlpattern.sh ADA_DIR [ROUNDS]
#
# ADA_DIR holds ada's single-file amalgamation (ada.cpp and ada.h, as for
# scripts/bench-ada.sh; ada 3.x or newer, built with url_pattern);
# ROUNDS defaults to 5. Prints each side's median ns per pair, the median
# of the per-round ratios, and the ratio of each round.
set -euo pipefail
ada=${1:?usage: scripts/bench-ada-urlpattern.sh ADA_DIR [ROUNDS]}
rounds=${2:-5}
go=${GO:-go}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

WHATWGURL_URLPATTERN_PAIRS="$dir/pairs.tsv" "$go" test -count=1 -run '^TestWriteAdaPairs$' ./urlpattern/ >/dev/null
g++ -O3 -std=c++20 -DNDEBUG -DADA_USE_UNSAFE_STD_REGEX_PROVIDER -I"$ada" -o "$dir/adaurlpattern" \
	"$here/adaurlpattern.cpp" "$ada/ada.cpp"
"$go" test -c -o "$dir/urlpattern.test" ./urlpattern/

for r in $(seq 1 "$rounds"); do
	echo "round $r of $rounds" >&2
	"$dir/adaurlpattern" "$dir/pairs.tsv" | sed "s/^/round=$r /"
	"$dir/urlpattern.test" -test.run '^$' -test.bench '^BenchmarkAdaPairs$' -test.benchtime 1s |
		grep '^Benchmark' | sed "s/^/round=$r /"
done > "$dir/rounds.txt"

python3 - "$dir/rounds.txt" <<'PY'
import collections, re, statistics, sys
ns = collections.defaultdict(dict)  # (impl, op) -> round -> ns
for line in open(sys.argv[1]):
    m = re.match(r"round=(\d+) Benchmark(AdaURLPattern|AdaPairs)/(\w+)(-\d+)?\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        impl = "ada" if m.group(2) == "AdaURLPattern" else "urlpattern"
        ns[(impl, m.group(3))][m.group(1)] = float(m.group(5))
per_round = {}
print("| op | urlpattern ns/pair | ada (std::regex) ns/pair | urlpattern/ada (median of rounds) |")
print("|---|---|---|---|")
for op in ("Exec", "Test"):
    g, a = ns[("urlpattern", op)], ns[("ada", op)]
    rs = sorted(set(g) & set(a))
    ratios = [g[r] / a[r] for r in rs]
    print(f"| {op} | {statistics.median(g.values()):.0f} | {statistics.median(a.values()):.0f} | {statistics.median(ratios):.3f} |")
    per_round[op] = ratios
for op, ratios in per_round.items():
    print(f"{op} per round: " + ", ".join(f"{r:.2f}" for r in ratios))
PY
