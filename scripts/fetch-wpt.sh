#!/usr/bin/env bash
# fetch-wpt.sh DIR: download the pinned web-platform-tests url/resources data
# files into DIR and verify them. The list below is where the project's WPT
# data comes from: each file's pinned address and SHA-256 sum.
#
# A file already in DIR with the right checksum is kept. A file with a wrong
# checksum is fetched again. Any failure exits non-zero and says which file;
# when the network cannot be reached at all, it stops at the first file, in
# seconds, with one message saying how else to get the data.
#
# WHATWGURL_WPT_MIRROR, when set, replaces the pinned locations: every file is
# taken from "$WHATWGURL_WPT_MIRROR/<name>", where the mirror is a local
# directory or a URL prefix (https://..., file:///...). The checksums still
# apply, so a mirror cannot change what the tests see. Example:
#
#	WHATWGURL_WPT_MIRROR=../shared/wpt scripts/fetch-wpt.sh .wpt-cache
set -euo pipefail

die() {
	echo "fetch-wpt: $*" >&2
	exit 1
}

[ $# -eq 1 ] || die "usage: $0 DIR"
dir=$1

ada=https://raw.githubusercontent.com/ada-url/ada/308110b26b32d12db492d460a41e57932366269d/tests/wpt
wpt=https://raw.githubusercontent.com/web-platform-tests/wpt/d1655f32e1b75a6f052a26647f1c108b7b4f689e/url/resources

# name, SHA-256 ("-" = no checksum, see below), pinned URL.
files=(
	"urltestdata.json 355c9f1e5f34aae66ba8adfabf3c853f5cd30ea22964ef7a53eb292e7975d81e $ada/urltestdata.json"
	"urltestdata-javascript-only.json 74eaf2f3b8246b1fe44c388e3ecf8eb8442e01f229418b634acecb9595caddfa $ada/urltestdata-javascript-only.json"
	"setters_tests.json 62e4b14bdaddd66b0f7d99bf066aed1c4a588667f4aa97bf26da212134fc24bf $ada/setters_tests.json"
	"toascii.json 644eba9d5b593df8095cfa307222f3014542ff9cc02d555f8e5660059d80470f $ada/toascii.json"
	"IdnaTestV2.json 338192b9815dbdace6c035cb1acd50cd737070cd67d6e3f620d2543f63eb0cbb $ada/IdnaTestV2.json"
	"IdnaTestV2-removed.json 921d56cc415159e36883e26eeb6f9924f399c5fbb24645a9c661aa790e3f8e94 $ada/IdnaTestV2-removed.json"
	"percent-encoding.json ac3d9ec89f51e3855f9967ef8414eb470653a25d385cb88cbc3dc1c4d878d71c $ada/percent-encoding.json"
	# The SHA-256 in SOURCES.md (61a815c5...) is that of the shared copy,
	# whose white space may differ from the upstream bytes, so no checksum
	# is known for the pinned URL. The file is pinned by commit instead,
	# checked to be JSON here, and its values are checked by the tests
	# that read it.
	"urlencoded-parser-data.json - $wpt/urlencoded-parser-data.json"
	# The URL Pattern Standard's tests (urlpattern/resources/ upstream),
	# read by the urlpattern package's tests from the urlpattern/
	# subdirectory. The harness and the hasRegExpGroups test are the
	# JavaScript that defines what the data means; the Go tests follow them.
	"urlpattern/urlpatterntestdata.json f52a8ba3940de7e55ad47dc58eab5bccb697d7d76335c20ed7aaef6b85b98ab9 $ada/urlpatterntestdata.json"
	"urlpattern/urlpatterntests.js 32eaeaf154ad8752938924059d05073666eb04425da2f9e9916a74686038234d https://raw.githubusercontent.com/web-platform-tests/wpt/8a8617732d5b6073e4481859b22c26082bc0b663/urlpattern/resources/urlpatterntests.js"
	"urlpattern/urlpattern-hasregexpgroups-tests.js 130329152a601d2242b26eaed2b7a7837972a34c5df324ca284ab23fd986b2d4 https://raw.githubusercontent.com/nodejs/node/65d5a5886dba86144529d3b73ae4ff84fd6128d2/test/fixtures/wpt/urlpattern/resources/urlpattern-hasregexpgroups-tests.js"
)

command -v sha256sum >/dev/null || die "sha256sum not found (Debian: coreutils)"

# fetch SRC DEST: copy a local file or download a URL to DEST.
fetch() {
	local src=$1 dest=$2
	case $src in
	*://*)
		if command -v curl >/dev/null; then
			curl --fail --silent --show-error --location \
				--connect-timeout 5 --max-time 120 --output "$dest" "$src"
		elif command -v wget >/dev/null; then
			wget --quiet --tries=1 --timeout=10 --output-document="$dest" "$src"
		else
			echo "fetch-wpt: neither curl nor wget found" >&2
			return 1
		fi
		;;
	*)
		cp -- "$src" "$dest"
		;;
	esac
}

# valid NAME SUM FILE: whether FILE has SHA-256 SUM or, when SUM is "-",
# looks like the JSON array every WPT data file is.
valid() {
	local sum=$2 file=$3
	[ -s "$file" ] || return 1
	if [ "$sum" != - ]; then
		[ "$(sha256sum <"$file" | cut -d' ' -f1)" = "$sum" ]
		return
	fi
	if command -v jq >/dev/null; then
		jq -e 'type == "array" and length > 0' "$file" >/dev/null 2>&1
	elif command -v python3 >/dev/null; then
		python3 -c 'import json, sys; d = json.load(open(sys.argv[1], encoding="utf-8")); sys.exit(not (isinstance(d, list) and d))' "$file" 2>/dev/null
	else
		# No JSON parser: check only that it opens and closes an array.
		[ "$(tr -d ' \t\r\n' <"$file" | head -c1)" = "[" ] &&
			[ "$(tr -d ' \t\r\n' <"$file" | tail -c1)" = "]" ]
	fi
}

mkdir -p -- "$dir" || die "cannot create $dir"
mirror=${WHATWGURL_WPT_MIRROR:-}
mirror=${mirror%/}

failed=0
fetched=0
tmp=
trap 'rm -f -- "$tmp"' EXIT
for entry in "${files[@]}"; do
	read -r name sum url <<<"$entry"
	dest=$dir/$name
	if [ -e "$dest" ] && valid "$name" "$sum" "$dest"; then
		continue
	fi
	[ -e "$dest" ] && echo "fetch-wpt: $dest does not match its pinned checksum; fetching it again" >&2
	src=${mirror:+$mirror/$name}
	src=${src:-$url}
	mkdir -p -- "$(dirname -- "$dest")" || die "cannot create $(dirname -- "$dest")"
	tmp=$(mktemp "$(dirname -- "$dest")/.$(basename -- "$name").XXXXXX")
	if ! fetch "$src" "$tmp"; then
		rm -f -- "$tmp"
		if [ "$fetched" -eq 0 ] && [ "$failed" -eq 0 ]; then
			die "cannot fetch $name from $src, so the WPT data cannot be downloaded here. Set WHATWGURL_WPT to a directory holding the web-platform-tests url/resources files listed in scripts/fetch-wpt.sh, or WHATWGURL_WPT_MIRROR to a directory or URL prefix that has them, and run make test again."
		fi
		echo "fetch-wpt: cannot fetch $name from $src" >&2
		failed=1
		continue
	fi
	if ! valid "$name" "$sum" "$tmp"; then
		if [ "$sum" = - ]; then
			echo "fetch-wpt: $name from $src is not a JSON array" >&2
		else
			echo "fetch-wpt: $name from $src has SHA-256 $(sha256sum <"$tmp" | cut -d' ' -f1), want $sum" >&2
		fi
		rm -f -- "$tmp"
		failed=1
		continue
	fi
	chmod 0644 "$tmp"
	mv -f -- "$tmp" "$dest"
	tmp=
	fetched=$((fetched + 1))
done

if [ "$failed" -ne 0 ]; then
	die "some WPT data files are missing or wrong in $dir; retry, set WHATWGURL_WPT_MIRROR, or set WHATWGURL_WPT to a directory holding them (the files and their sums are listed in scripts/fetch-wpt.sh)"
fi
[ "$fetched" -eq 0 ] || echo "fetch-wpt: fetched $fetched file(s) into $dir" >&2
