#!/usr/bin/env python3
"""Checks the shape the Swift sources keep: no line over 120 columns (characters, not bytes)
and no file over 500 lines. Prints one line per problem, naming the file; exits 1 if any.
Used by `make format-check`."""
import sys

MAX_COLUMNS = 120
MAX_LINES = 500

problems = 0
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for number, line in enumerate(lines, 1):
        if len(line) > MAX_COLUMNS:
            print(f"{path}:{number}: {len(line)} columns (at most {MAX_COLUMNS})")
            problems += 1
    if len(lines) > MAX_LINES:
        print(f"{path}: {len(lines)} lines (at most {MAX_LINES})")
        problems += 1
sys.exit(1 if problems else 0)
