# capcheck: `make test` and `make demo` work on a fresh Debian machine with Swift installed.
SHELL := /bin/bash
export PKG_CONFIG_PATH := $(CURDIR)/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

APT_PACKAGES := libclang-dev clang-14 libblocksruntime-dev
SWIFT_BUILD_FLAGS ?=
CAPCHECK := .build/debug/capcheck

.PHONY: all setup build test demo bench clean

all: build

# Installs the Debian packages that are missing (libclang, clang-14 for tests and examples,
# the BlocksRuntime for running compiled C blocks).
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

demo: build
	$(CAPCHECK) --help

clean:
	rm -rf .build

# --- graph ---
.PHONY: bench-graph
# Edges per second of the RetainGraph walk on 100 000 objects (release build).
bench-graph:
	swift build -c release --product retaingraph-bench $(SWIFT_BUILD_FLAGS)
	.build/release/retaingraph-bench

# --- threads ---
# Cost of a clean thread-leak check (target: <= 2 ms), release build.
.PHONY: bench-threads
bench-threads:
	swift build -c release --product threads-bench $(SWIFT_BUILD_FLAGS)
	.build/release/threads-bench
