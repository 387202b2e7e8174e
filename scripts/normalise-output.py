#!/usr/bin/env python3
"""Reads capcheck output on stdin and writes it without what changes from run to run.

JSON documents are re-printed with sorted keys; keys that hold run times, process ids,
addresses or thread ids are dropped. Text is passed through with temporary folders, hex
addresses and timings replaced. Used by scripts/compare-outputs.sh.
"""
import json
import re
import sys

VOLATILE_KEYS = {
    "seconds", "elapsed", "elapsedSeconds", "duration", "durationSeconds", "time", "timeSeconds",
    "pid", "tid", "address", "addresses", "startTime", "endTime", "timestamp", "cacheHits",
}
# A process's allocation and thread counts vary from run to run (Dispatch workers, timing);
# dropped where they are numbers (the list of leaked threads stays).
VOLATILE_COUNTS = {"allocations", "frees", "threads"}
TEXT_PATTERNS = [
    (re.compile(r"0x[0-9a-fA-F]{6,}"), "0xADDR"),
    (re.compile(r"/tmp/[^\s\"']+"), "/tmp/PATH"),
    (re.compile(r"\b\d+(\.\d+)? ?(s|ms)\b"), "T"),
    (re.compile(r"\bpid \d+"), "pid N"),
]


def clean(value):
    if isinstance(value, dict):
        return {
            k: clean(v) for k, v in value.items()
            if k not in VOLATILE_KEYS and not (k in VOLATILE_COUNTS and isinstance(v, int))
        }
    if isinstance(value, list):
        return [clean(v) for v in value]
    if isinstance(value, str):
        return clean_text(value)
    return value


def clean_text(text):
    for pattern, replacement in TEXT_PATTERNS:
        text = pattern.sub(replacement, text)
    return text


def main():
    text = sys.stdin.read()
    try:
        document = json.loads(text)
    except ValueError:
        sys.stdout.write(clean_text(text))
        return
    json.dump(clean(document), sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


main()
