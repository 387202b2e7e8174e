#!/usr/bin/env bash
# Records what capcheck prints, so a restructuring can be shown to change nothing.
#
#   scripts/compare-outputs.sh record CAPCHECK OUT_DIR [TREE...]
#   scripts/compare-outputs.sh compare OLD_DIR NEW_DIR
#
# `record` writes, for the binary CAPCHECK:
#   - explain JSON and DOT of every C, Objective-C and Swift file under Examples/;
#   - lint JSON and SARIF of Examples/ and of each TREE, and lint DOT of Examples/ (for example the trees in
#     docs/real-trees.md), without the cache;
#   - `rules` in JSON and `rules --libraries`;
#   - leaks JSON of the leak fixtures (Tests/Fixtures/leaks/*.swift, built with swiftc).
# Run times, process ids, addresses and temporary paths are normalised out
# (scripts/normalise-output.py). `compare` diffs two recordings and exits non-zero when they
# differ. Record with the old binary, rebuild, record with the new one, compare.
set -euo pipefail
cd "$(dirname "$0")/.."
here=$PWD
normalise="python3 $here/scripts/normalise-output.py"

record() {
    local capcheck out
    capcheck=$(realpath "$1")
    out=$2
    shift 2
    mkdir -p "$out"/explain "$out"/lint "$out"/leaks
    find Examples -type f \( -name '*.c' -o -name '*.m' -o -name '*.swift' \) \
        ! -name main.swift ! -name ExampleSupport.swift | sort | while read -r file; do
        name=$(echo "$file" | tr '/' '_')
        "$capcheck" explain --format json "$file" 2>&1 | $normalise >"$out/explain/$name.json" || true
        "$capcheck" explain --format dot "$file" 2>&1 | $normalise >"$out/explain/$name.dot" || true
    done
    lint_tree() { # name path
        "$capcheck" lint --no-cache --format json "$2" 2>/dev/null | $normalise >"$out/lint/$1.json" || true
        "$capcheck" lint --no-cache --format sarif "$2" 2>/dev/null | $normalise >"$out/lint/$1.sarif" || true
    }
    lint_tree Examples Examples
    "$capcheck" lint --no-cache --format dot Examples 2>/dev/null | $normalise >"$out/lint/Examples.dot" || true
    for tree in "$@"; do
        lint_tree "$(basename "$tree")" "$tree"
    done
    "$capcheck" rules --format json | $normalise >"$out/rules.json" || true
    "$capcheck" rules --libraries | $normalise >"$out/rules-libraries.txt" || true
    local build
    build=$(mktemp -d)
    for fixture in Tests/Fixtures/leaks/*.swift; do
        name=$(basename "$fixture" .swift)
        swiftc -g -Onone -o "$build/$name" "$fixture" 2>/dev/null || continue
        (cd "$build" && "$capcheck" leaks --format json -- "./$name" 2>/dev/null) | $normalise \
            >"$out/leaks/$name.json" || true
    done
    rm -rf "$build"
    echo "recorded $(find "$out" -type f | wc -l) outputs in $out"
}

case "${1:-}" in
record)
    [ $# -ge 3 ] || { echo "usage: $0 record CAPCHECK OUT_DIR [TREE...]" >&2; exit 2; }
    shift
    record "$@"
    ;;
compare)
    [ $# -eq 3 ] || { echo "usage: $0 compare OLD_DIR NEW_DIR" >&2; exit 2; }
    if diff -r "$2" "$3"; then
        echo "outputs equal: $(find "$2" -type f | wc -l) files"
    else
        echo "outputs differ" >&2
        exit 1
    fi
    ;;
*)
    echo "usage: $0 record CAPCHECK OUT_DIR [TREE...] | compare OLD_DIR NEW_DIR" >&2
    exit 2
    ;;
esac
