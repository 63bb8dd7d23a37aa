# Makefile for whatwgurl (GNU make).
#
#   make test      make lint, then make gotest
#   make lint      gofmt check, go vet (amd64 and 386) and staticcheck
#   make gotest    go test -race ./... with the WPT data required
#   make fuzz      each fuzz target for FUZZTIME (default 20s)
#   make bench     benchmarks over WHATWGURL_DATASETS (default ../shared/datasets)
#   make generate  go generate ./...
#
# WPT data: WHATWGURL_WPT names a directory holding the web-platform-tests
# url/resources files (CI: WHATWGURL_WPT=../shared/wpt make test). When it is
# unset, scripts/fetch-wpt.sh downloads the pinned files into .wpt-cache/
# (WHATWGURL_WPT_MIRROR=DIR-or-URL fetches them from a mirror instead).

# go.mod asks for a newer Go than some machines have: let go fetch it.
export GOTOOLCHAIN := auto

GO ?= go
# The gofmt of the toolchain go.mod selects, not whichever is first in PATH.
GOFMT ?= $(shell GOTOOLCHAIN=$(GOTOOLCHAIN) $(GO) env GOROOT)/bin/gofmt
FUZZTIME ?= 20s
BENCH ?= .
BENCHFLAGS ?=
WHATWGURL_DATASETS ?= ../shared/datasets

# staticcheck 2026.2.2; builds and runs with Go 1.27.
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

.PHONY: all test gotest lint fmt vet staticcheck wpt-data fuzz bench generate clean

all: test

test: lint gotest

gotest: wpt-data
	WHATWGURL_WPT='$(WPT_DIR)' WHATWGURL_REQUIRE_WPT=1 $(GO) test -race ./...
	cd interoptest && $(GO) vet ./... && $(GO) test -race ./...

lint: fmt vet staticcheck

fmt:
	@files=$$($(GOFMT) -l .) || exit 1; \
	if [ -n "$$files" ]; then \
		echo "gofmt: these files are not formatted (run gofmt -w):" >&2; \
		echo "$$files" >&2; \
		exit 1; \
	fi

# vet also for a 32-bit platform, where int is 32 bits wide: the package
# must build there too.
vet:
	$(GO) vet ./...
	GOARCH=386 $(GO) vet ./...

# staticcheck is installed into .bin/ at a pinned version on first use. If
# it cannot be installed (no module proxy), it is skipped with a warning;
# once installed, its findings fail the build.
staticcheck:
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
# succeeds and says so.
fuzz:
	@set -e; \
	failed=; found=; \
	for pkg in $$($(GO) list ./...); do \
		names=$$($(GO) test -list '^Fuzz' "$$pkg" | grep '^Fuzz' || true); \
		for name in $$names; do \
			found=1; \
			echo "fuzz: $$pkg $$name for $(FUZZTIME)"; \
			$(GO) test -run '^$$' -fuzz "^$$name$$" -fuzztime $(FUZZTIME) "$$pkg" || failed="$$failed $$pkg.$$name"; \
		done; \
	done; \
	if [ -z "$$found" ]; then echo "fuzz: no fuzz targets"; exit 0; fi; \
	if [ -n "$$failed" ]; then echo "fuzz: failed:$$failed" >&2; exit 1; fi

bench:
	WHATWGURL_DATASETS='$(abspath $(WHATWGURL_DATASETS))' $(GO) test -run '^$$' -bench '$(BENCH)' -benchmem $(BENCHFLAGS) .

generate:
	$(GO) generate ./...

clean:
	rm -rf .bin .wpt-cache
