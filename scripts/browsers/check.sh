#!/bin/sh
# check.sh says whether everything the browser harness (run.mjs) needs is
# installed, and names what is missing. It installs nothing.
#
# Debian packages: chromium, firefox-esr, webkit2gtk-driver (WebKitWebDriver
# and WebKitGTK's MiniBrowser), xvfb (a display for MiniBrowser), nodejs
# (18 or newer, for fetch) and npm. npm packages: puppeteer-core (from
# package.json: `npm ci` or `npm install` in scripts/browsers), which
# downloads no browser of its own.
set -u
cd "$(dirname "$0")"
missing_deb=
missing=0
need() { # need COMMAND DEBIAN-PACKAGE
	if ! command -v "$1" >/dev/null 2>&1 && [ ! -x "$1" ]; then
		missing_deb="$missing_deb $2"
		missing=1
	fi
}
need node nodejs
need npm npm
need "${CHROMIUM:-/usr/bin/chromium}" chromium
need "${FIREFOX:-/usr/bin/firefox-esr}" firefox-esr
need "${WEBKITDRIVER:-/usr/bin/WebKitWebDriver}" webkit2gtk-driver
need Xvfb xvfb
if [ -n "$missing_deb" ]; then
	echo "missing Debian packages:$missing_deb" >&2
	echo "  install them with: apt-get install$missing_deb" >&2
fi
if command -v node >/dev/null 2>&1; then
	major=$(node -p 'process.versions.node.split(".")[0]')
	if [ "$major" -lt 18 ]; then
		echo "node $(node --version) is too old: run.mjs needs 18 or newer (fetch)" >&2
		missing=1
	fi
fi
if [ ! -d node_modules/puppeteer-core ]; then
	echo "missing npm package puppeteer-core: run 'npm install' in scripts/browsers" >&2
	missing=1
fi
if [ "$missing" = 1 ]; then exit 1; fi
echo "browser harness: everything is installed"
