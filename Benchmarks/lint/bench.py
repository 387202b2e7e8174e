#!/usr/bin/env python3
"""`make bench-lint`: capcheck lint, cold and warm, against a clang-14 -fsyntax-only loop.

Generates a tree (generate.py), asks capcheck for the exact flags it parses each language with
(`capcheck lint --print-flags FILE`), then times, on the same files:
  loop   clang-14 -fsyntax-only FLAGS FILE, one process per file, one after another
  cold   capcheck lint with an empty result cache
  warm   capcheck lint again, nothing changed
and prints the ratios against the targets (cold <= 0.5 x loop, warm <= 0.1 x cold, and the cold
run's CPU time <= 0.4 x the loop's).
Both sides share the SDK shim's module cache, warmed once before timing.
"""
import argparse
import json
import os
import resource
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command, **kwargs):
    """Wall-clock and CPU seconds (user + system) of one command."""
    start, cpu = time.monotonic(), children_cpu()
    result = subprocess.run(command, **kwargs)
    return time.monotonic() - start, children_cpu() - cpu, result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--capcheck", default=".build/release/capcheck")
    parser.add_argument("--clang", default="clang-14")
    parser.add_argument("--files", type=int, default=int(os.environ.get("BENCH_FILES", "1500")))
    parser.add_argument("--keep", action="store_true", help="keep the generated tree")
    args = parser.parse_args()
    capcheck = os.path.abspath(args.capcheck)
    if not os.access(capcheck, os.X_OK):
        sys.exit(f"no capcheck binary at {capcheck}")

    work = tempfile.mkdtemp(prefix="capcheck-bench-")
    tree = os.path.join(work, "tree")
    cache = os.path.join(work, "cache")
    try:
        subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), tree, "--files", str(args.files)], check=True)
        files = sorted(os.path.join(d, f) for d, _, names in os.walk(tree) for f in names
                       if f.endswith((".m", ".c", ".h", ".mm")))
        lines = sum(1 for f in files for _ in open(f))

        # The flags capcheck parses each kind of file with (they depend on the file's imports, and
        # every generated file of one kind imports the same things).
        flags = {}
        for f in files:
            ext = os.path.splitext(f)[1]
            if ext not in flags:
                out = subprocess.run([capcheck, "lint", "--print-flags", f], check=True,
                                     capture_output=True, text=True).stdout
                flags[ext] = shlex.split(out)

        # Warm the shared module cache once, so neither side pays for building it.
        sample = next(f for f in files if f.endswith(".m"))
        subprocess.run([args.clang, "-fsyntax-only", *flags[".m"], sample],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        subprocess.run([capcheck, "lint", "--no-cache", "-q", sample], stdout=subprocess.DEVNULL)

        start, cpu = time.monotonic(), children_cpu()
        for f in files:
            subprocess.run([args.clang, "-fsyntax-only", *flags[os.path.splitext(f)[1]], f],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        loop, loop_cpu = time.monotonic() - start, children_cpu() - cpu

        command = [capcheck, "lint", "-q", "--format", "json", "--cache-dir", cache, tree]
        shutil.rmtree(cache, ignore_errors=True)
        cold, cold_cpu, cold_run = timed(command, capture_output=True, text=True)
        warm, warm_cpu, warm_run = timed(command, capture_output=True, text=True)
        cold_doc, warm_doc = json.loads(cold_run.stdout), json.loads(warm_run.stdout)
        same = cold_doc["findings"] == warm_doc["findings"] and cold_doc["errors"] == warm_doc["errors"]

        summary = cold_doc["summary"]
        cores = os.cpu_count()
        print(f"tree: {len(files)} files, {lines} lines, {summary['blocks']} blocks, "
              f"{summary['findings']} findings, {summary['errors']} errors; {cores} cores")
        load = os.getloadavg()[0]
        print(f"load average at the end: {load:.1f} (other work on the machine slows the parallel run most)")
        print(f"                             wall       cpu (user+sys)")
        print(f"clang-14 -fsyntax-only loop  {loop:8.2f} s  {loop_cpu:8.2f} s  ({len(files) / loop:6.1f} files/s)")
        print(f"capcheck lint, cold cache    {cold:8.2f} s  {cold_cpu:8.2f} s  ({len(files) / cold:6.1f} files/s)")
        print(f"capcheck lint, warm cache    {warm:8.2f} s  {warm_cpu:8.2f} s  ({len(files) / warm:6.1f} files/s)")
        cold_ratio, warm_ratio = cold / loop, warm / cold
        print(f"cold / loop = {cold_ratio:.3f}  (target <= 0.5: {'met' if cold_ratio <= 0.5 else 'MISSED'})")
        print(f"warm / cold = {warm_ratio:.3f}  (target <= 0.1: {'met' if warm_ratio <= 0.1 else 'MISSED'})")
        # The loop runs one process at a time, so on an idle machine its wall time is its CPU time;
        # capcheck's CPU time spreads over every core.
        cpu_ratio = cold_cpu / loop_cpu
        print(f"cpu: cold / loop = {cpu_ratio:.3f}  (target <= 0.4: {'met' if cpu_ratio <= 0.4 else 'MISSED'}; on {cores} idle "
              f"cores the cold run would take about {cold_cpu / cores / loop_cpu:.2f} of the loop's time)")
        print(f"warm run reports the same findings and errors as the cold run: {'yes' if same else 'NO'}")
        if not same or cold_run.returncode not in (0, 1):
            sys.exit(1)
    finally:
        if args.keep:
            print(f"tree kept in {tree}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
