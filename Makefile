# Makefile for whatwgurl (GNU make).
#
#   make test      the WPT data (first, so that a missing one fails at once),
#                  make lint, then make gotest and make gotest-go127; each
#                  step says when it starts, how long it usually takes, each
#                  minute it runs on, and its time (scripts/step.sh)
#   make help      this list
#   make lint      gofmt check, go vet (amd64 and 386) and staticcheck
#   make gotest    go test -race ./... with the go command as it is (Go 1.26
#                  or newer), with the WPT data required
#   make gotest-go127
#                  go test ./... again with Go 1.27 (GO127), which the go
#                  command fetches through the module proxy
#   make fuzz      each fuzz target of every package for FUZZTIME (default 20s),
#                  with Go 1.27 (GO127)
#   make bench     benchmarks over WHATWGURL_DATASETS (default ../shared/datasets)
#   make api       write api/*.txt, the exported API of every public package
#                  (internal/apidump); a test fails when the API and the
#                  files differ, so run it after changing an exported name
#   make generate  go generate ./... (needs Go 1.27 and WHATWGURL_UCD, the
#                  Unicode 17 data files; see internal/tablegen)
#   make browsers  ask Chromium, Firefox and WebKit how they read the reader
#                  corpus and rewrite testdata/readers/answers.jsonl.gz
#                  (installs nothing: scripts/browsers/check.sh names what
#                  is missing; see docs/readers.md). Not part of make test.
#
# WPT data: WHATWGURL_WPT names a directory holding the web-platform-tests
# url/resources files (CI: WHATWGURL_WPT=../shared/wpt make test). When it is
# unset, scripts/fetch-wpt.sh downloads the pinned files (their addresses and
# SHA-256 sums are in that script) into .wpt-cache/; WHATWGURL_WPT_MIRROR=DIR
# or URL fetches them from a mirror instead.

GO ?= go
GO127 ?= go1.27.0
GOFMT ?= $(shell $(GO) env GOROOT)/bin/gofmt
FUZZTIME ?= 20s
BENCH ?= .
BENCHFLAGS ?=
WHATWGURL_DATASETS ?= ../shared/datasets
# The Unicode 17 data files, for the tests that compare the generated tables
# with them (they skip, saying so, without).
WHATWGURL_UCD ?= $(wildcard $(abspath ../shared/unicode/17.0.0))
export WHATWGURL_UCD

# staticcheck 2026.2.2 (builds and runs with Go 1.26 and newer).
STATICCHECK_VERSION ?= v0.8.2
STATICCHECK ?= .bin/staticcheck-$(STATICCHECK_VERSION)

ifeq ($(strip $(WHATWGURL_WPT)),)
WPT_DIR := $(CURDIR)/.wpt-cache
WPT_FETCH := 1
else
# Absolute, because go test runs each package's tests in its own directory.
WPT_DIR := $(abspath $(WHATWGURL_WPT))
WPT_FETCH :=
endif

STEP := scripts/step.sh

.PHONY: all help test api gotest gotest-go127 lint fmt vet staticcheck _gotest _gotest-go127 _fmt _vet _staticcheck wpt-data fuzz bench generate browsers clean

all: test

test: wpt-data lint gotest gotest-go127

help:
	@sed -n '3,/^$$/s/^# \{0,1\}//p' Makefile

# Each step of make test runs through $(STEP), which names it with its
# usual time (2 vCPUs, warm build cache) and the first run's extra cost.
gotest: wpt-data
	@$(STEP) "gotest: go test -race ./... and the interoptest module" \
		"4-6 minutes; first run: a few minutes more, compiling the race-enabled standard library" \
		$(MAKE) --no-print-directory _gotest

_gotest:
	WHATWGURL_WPT='$(WPT_DIR)' WHATWGURL_REQUIRE_WPT=1 $(GO) test -race ./...
	cd interoptest && $(GO) vet ./... && $(GO) test -race ./...

# Go 1.27 selects other Unicode tables in the standard library and x/text;
# the library must not depend on them (only tests that compare with them
# differ), so the whole suite runs again with it, without -race.
gotest-go127: wpt-data
	@$(STEP) "gotest-go127: go test ./... with Go 1.27" \
		"3-4 minutes; first run: Go 1.27 downloaded through the module proxy, and its standard library compiled" \
		$(MAKE) --no-print-directory _gotest-go127

_gotest-go127:
	GOTOOLCHAIN=$(GO127) $(GO) version
	WHATWGURL_WPT='$(WPT_DIR)' WHATWGURL_REQUIRE_WPT=1 GOTOOLCHAIN=$(GO127) $(GO) test ./...
	cd interoptest && GOTOOLCHAIN=$(GO127) $(GO) test ./...

lint: fmt vet staticcheck

fmt:
	@$(STEP) "fmt: gofmt check" "a few seconds" $(MAKE) --no-print-directory _fmt

_fmt:
	@files=$$($(GOFMT) -l .) || exit 1; \
	if [ -n "$$files" ]; then \
		echo "gofmt: these files are not formatted (run gofmt -w):" >&2; \
		echo "$$files" >&2; \
		exit 1; \
	fi

# vet also for a 32-bit platform, where int is 32 bits wide: the package
# must build there too.
vet:
	@$(STEP) "vet: go vet for amd64 and for 386" \
		"20 seconds; first run: 5 to 9 minutes more, compiling the standard library for 386" \
		$(MAKE) --no-print-directory _vet

_vet:
	$(GO) vet ./...
	GOARCH=386 $(GO) vet ./...

# staticcheck is installed into .bin/ at a pinned version on first use. If
# it cannot be installed (no module proxy), it is skipped with a warning;
# once installed, its findings fail the build.
staticcheck:
	@$(STEP) "staticcheck $(STATICCHECK_VERSION)" \
		"under a minute; first run: a few minutes more, building it from source into .bin/" \
		$(MAKE) --no-print-directory _staticcheck

_staticcheck:
	@if [ ! -x '$(STATICCHECK)' ]; then \
		echo "installing staticcheck $(STATICCHECK_VERSION) into .bin/"; \
		if GOBIN='$(CURDIR)/.bin' $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) && \
			mv -f .bin/staticcheck '$(STATICCHECK)'; then :; else \
			echo "warning: staticcheck $(STATICCHECK_VERSION) could not be installed; skipping it" >&2; \
			exit 0; \
		fi; \
	fi; \
	echo "$(STATICCHECK) ./..."; \
	'$(STATICCHECK)' ./... && cd interoptest && '$(CURDIR)/$(STATICCHECK)' ./...

wpt-data:
ifeq ($(WPT_FETCH),1)
	scripts/fetch-wpt.sh '$(WPT_DIR)'
else
	@test -d '$(WPT_DIR)' || { echo "WHATWGURL_WPT=$(WHATWGURL_WPT): no such directory" >&2; exit 1; }
endif

# Fuzz targets are found with go test -list in every package; each runs for
# FUZZTIME, and a failing one does not stop the others. With no targets this
# succeeds and says so. Fuzzing runs on Go 1.27 (GO127): Go 1.26's fuzzing
# coordinator can fail a target with a bare "context deadline exceeded" when
# -fuzztime ends while a worker is busy (go.dev/issue/75804, fixed in 1.27.0;
# CI hit it on a loaded machine with no failing input written).
fuzz:
	@set -e; \
	failed=; found=; \
	for pkg in $$($(GO) list ./...); do \
		names=$$($(GO) test -list '^Fuzz' "$$pkg" | grep '^Fuzz' || true); \
		for name in $$names; do \
			found=1; \
			echo "fuzz: $$pkg $$name for $(FUZZTIME)"; \
			GOTOOLCHAIN=$(GO127) $(GO) test -run '^$$' -fuzz "^$$name$$" -fuzztime $(FUZZTIME) "$$pkg" || failed="$$failed $$pkg.$$name"; \
		done; \
	done; \
	if [ -z "$$found" ]; then echo "fuzz: no fuzz targets"; exit 0; fi; \
	if [ -n "$$failed" ]; then echo "fuzz: failed:$$failed" >&2; exit 1; fi

bench:
	WHATWGURL_DATASETS='$(abspath $(WHATWGURL_DATASETS))' $(GO) test -run '^$$' -bench '$(BENCH)' -benchmem $(BENCHFLAGS) .

api:
	$(GO) run ./internal/apidump/mkapi

generate:
	GOTOOLCHAIN=$(GO127) $(GO) generate ./...

browsers: wpt-data
	scripts/browsers/check.sh
	cd scripts/browsers && WHATWGURL_WPT='$(WPT_DIR)' node run.mjs

clean:
	rm -rf .bin .wpt-cache
