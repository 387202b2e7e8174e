# capcheck: `make test` and `make demo` work on a fresh Debian machine with Swift installed.
SHELL := /bin/bash
export PKG_CONFIG_PATH := $(CURDIR)/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

# graphviz and python3-jsonschema: the DOT golden test and the SARIF schema check run everywhere
# instead of being skipped where they happen to be missing; git and python3 are run by tests too
# (the .gitignore agreement test, the verification scripts). script(1) and setpriv(1) come with
# Debian's essential bsdutils and util-linux.
APT_PACKAGES := libclang-dev clang-14 libblocksruntime-dev graphviz python3 python3-jsonschema git
SWIFT_BUILD_FLAGS ?=
CAPCHECK := .build/debug/capcheck

.PHONY: all setup build test demo bench clean

all: build

# Installs the Debian packages that are missing (libclang, clang-14 for tests and examples,
# the BlocksRuntime for running compiled C blocks, graphviz, python3 with jsonschema and git for
# the tests).
setup:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: setup
	swift build $(SWIFT_BUILD_FLAGS)

test: setup
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	swift test --skip-build $(SWIFT_BUILD_FLAGS)

# The main jobs on bundled examples: what a block captures, a retain cycle found by lint, and
# every teaching example run and checked.
demo: build
	@echo '$$ capcheck explain Examples/value-capture/value-capture.c'
	@$(CAPCHECK) explain Examples/value-capture/value-capture.c
	@echo
	@echo '$$ capcheck lint Examples/byref-self-cycle'
	@$(CAPCHECK) lint Examples/byref-self-cycle || true
	@echo
	@echo '$$ capcheck examples Examples'
	@$(CAPCHECK) examples Examples

# Every benchmark: lint against a clang-14 -fsyntax-only loop, the retain-graph walk, and the
# thread-leak check. Each prints its own ratio or rate.
bench: bench-lint bench-graph bench-threads bench-leaks

clean:
	rm -rf .build

# --- formatting ---
# The Swift sources swift-format owns (.swift-format): Sources, Tests and the manifest. Test
# fixtures are input whose lines and columns tests pin, and stay as written.
SWIFT_SOURCES = $(shell find Sources Tests -name '*.swift' -not -path 'Tests/Fixtures/*') Package.swift

.PHONY: format format-check
format:
	swift format --in-place --parallel $(SWIFT_SOURCES)

# What CI checks: swift-format's lint, no line over 120 columns, no file over 500 lines.
format-check: setup
	@swift format lint --strict --parallel $(SWIFT_SOURCES)
	@python3 scripts/check-source-shape.py $(SWIFT_SOURCES)
	@echo "format-check: $(words $(SWIFT_SOURCES)) Swift files formatted, within 120 columns and 500 lines"

# --- threads ---
# Cost of a clean thread-leak check (target: <= 2 ms), release build.
.PHONY: bench-threads
bench-threads:
	swift build -c release --product threads-bench $(SWIFT_BUILD_FLAGS)
	.build/release/threads-bench

# --- lint driver ---
# Times `capcheck lint` (release build) cold and warm against a clang-14 -fsyntax-only loop over
# the same generated tree. BENCH_FILES=300 make bench-lint for a quicker run.
.PHONY: bench-lint
bench-lint: setup
	swift build -c release --product capcheck $(SWIFT_BUILD_FLAGS)
	python3 Benchmarks/lint/bench.py --capcheck .build/release/capcheck

# Swift lint against the compiler's parser over the same files: SWIFT_TREE=path/to/Sources
# make bench-lint-swift (any tree of .swift files; release build).
.PHONY: bench-lint-swift
bench-lint-swift:
	@if [ -z "$(SWIFT_TREE)" ]; then echo "usage: SWIFT_TREE=path/to/Sources make bench-lint-swift"; exit 2; fi
	swift build -c release --product capcheck $(SWIFT_BUILD_FLAGS)
	Benchmarks/lint/swift-bench.sh .build/release/capcheck "$(SWIFT_TREE)"

# Recall on retain cycles real projects shipped and fixed (Benchmarks/history): lints the parent
# and the fix of every mined site. HISTORY_REPOS names a folder of clones (see its README).
.PHONY: bench-history
bench-history:
	@if [ -z "$(HISTORY_REPOS)" ]; then echo "usage: HISTORY_REPOS=path/to/clones make bench-history (Benchmarks/history/README.md)"; exit 2; fi
	swift build -c release --product capcheck $(SWIFT_BUILD_FLAGS)
	python3 Benchmarks/history/run.py --repos "$(HISTORY_REPOS)" --capcheck .build/release/capcheck

# --- graph ---
.PHONY: bench-graph
# Edges per second of the RetainGraph walk on 100 000 objects (release build).
bench-graph:
	swift build -c release --product retaingraph-bench $(SWIFT_BUILD_FLAGS)
	.build/release/retaingraph-bench

# --- leaks ---
# Overhead of `capcheck leaks` on an allocation-heavy program (goal: at most 1.5x the program
# alone), with valgrind memcheck beside it when installed. BENCH_ROUNDS sets the program's work.
.PHONY: bench-leaks
bench-leaks: build
	Benchmarks/leaks/run.sh $(CAPCHECK) $(BENCH_ROUNDS)

# --- examples ---
# `make examples` runs every teaching example; `make screenshot` renders the HTML explain page of
# one example with headless Chromium so a person can look at it (SCREENSHOT_FILE picks the file).
SCREENSHOT_FILE ?= Examples/byref-self-cycle/byref-self-cycle.m
SCREENSHOT_DIR ?= .build/screenshots
CHROMIUM ?= $(shell command -v chromium || command -v chromium-browser || command -v google-chrome)

.PHONY: examples screenshot

examples: build
	$(CAPCHECK) examples Examples

screenshot: build
	@if [ -z "$(CHROMIUM)" ]; then echo "chromium not found: apt-get install -y chromium"; exit 2; fi
	mkdir -p $(SCREENSHOT_DIR)
	$(CAPCHECK) explain --format html $(SCREENSHOT_FILE) -o $(SCREENSHOT_DIR)/explain.html
	$(CHROMIUM) --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot=$(SCREENSHOT_DIR)/explain.png \
	  --window-size=1400,1800 file://$(abspath $(SCREENSHOT_DIR))/explain.html 2>/dev/null
	@echo "wrote $(SCREENSHOT_DIR)/explain.png"
