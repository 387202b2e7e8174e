#!/usr/bin/env bash
# Swift lint speed: `capcheck lint` (cold and warm cache) over every .swift file of a tree, against
# the compiler's own parser over the same files, once in one process and once per file.
# Usage: Benchmarks/lint/swift-bench.sh CAPCHECK TREE   (e.g. a checkout of swift-nio's Sources)
set -euo pipefail
capcheck=$1
tree=$2
list=$(mktemp)
cache=$(mktemp -d)
trap 'rm -rf "$list" "$cache"' EXIT
find "$tree" -name '*.swift' -print0 > "$list"
files=$(tr -cd '\0' < "$list" | wc -c)
lines=$(xargs -0 cat < "$list" | wc -l)
echo "$files Swift files, $lines lines under $tree"
timing=$(mktemp)
trap 'rm -rf "$list" "$cache" "$timing"' EXIT
measure() {   # label, command...: wall and CPU seconds of the command
    local label=$1; shift
    /usr/bin/time -o "$timing" -f "$label: %e s wall, %U+%S s CPU" "$@" > /dev/null 2>&1 || true
    tail -1 "$timing"
}
measure "capcheck lint, cold" xargs -0 -a "$list" "$capcheck" lint --no-cache
xargs -0 -a "$list" "$capcheck" lint --cache-dir "$cache" > /dev/null || true
measure "capcheck lint, warm cache" xargs -0 -a "$list" "$capcheck" lint --cache-dir "$cache"
measure "swiftc -frontend -parse, one process" xargs -0 -a "$list" swiftc -frontend -parse
measure "swiftc -frontend -parse, one process per file" xargs -0 -n 1 -a "$list" swiftc -frontend -parse
