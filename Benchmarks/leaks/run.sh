#!/usr/bin/env bash
# Overhead of `capcheck leaks` on an allocation-heavy program: the program alone, under capcheck
# leaks (tracker preloaded, heap scanned at exit), and under valgrind memcheck when installed.
# Usage: Benchmarks/leaks/run.sh CAPCHECK [ROUNDS]
set -euo pipefail
capcheck=${1:?usage: run.sh CAPCHECK [ROUNDS]}
rounds=${2:-20000}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -O "$here/alloc-heavy.swift" -o "$work/alloc-heavy"

# Median of three wall-clock runs, in seconds.
median() {
  local times=()
  for _ in 1 2 3; do
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc)")
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n 2p
}

"$capcheck" leaks -- "$work/alloc-heavy" 1 >/dev/null 2>&1 || true   # builds and caches the tracker
plain=$(median "$work/alloc-heavy" "$rounds")
tracked=$(median "$capcheck" leaks -- "$work/alloc-heavy" "$rounds")
printf 'program alone:      %6.3f s\n' "$plain"
printf 'capcheck leaks:     %6.3f s   %5.2fx (goal <= 1.5x)\n' "$tracked" "$(echo "$tracked / $plain" | bc -l)"
if command -v valgrind >/dev/null; then
  start=$(date +%s.%N)
  valgrind --tool=memcheck --leak-check=full -q "$work/alloc-heavy" "$rounds" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  memcheck=$(echo "$end - $start" | bc)
  printf 'valgrind memcheck:  %6.3f s   %5.2fx\n' "$memcheck" "$(echo "$memcheck / $plain" | bc -l)"
fi
# The leak must be found: a benchmark of a tool that misses it measures nothing.
report=$("$capcheck" leaks -- "$work/alloc-heavy" 10 2>&1 || true)
if grep -q "leaked retain cycle" <<<"$report"; then echo "leak found: yes"; else echo "leak found: NO"; exit 1; fi
