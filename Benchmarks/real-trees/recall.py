#!/usr/bin/env python3
"""Setup and recall of `capcheck lint` on one real tree (docs/real-trees.md, "Setup and recall").

    python3 Benchmarks/real-trees/recall.py --capcheck .build/debug/capcheck PATH/TO/TREE [--clang]

Lints the tree twice: with no flags, and with hand-made flags (what a user would pass: `-I` for
every folder holding a header, and a scratch folder where `<Module/Header.h>` is a link to the
tree's header of that name for every module-style include the tree writes). Prints files, blocks,
files analysed incompletely by cause, and the findings of each run. With --clang it also counts
the blocks clang-14 sees in the same files with the hand-made flags (one `-ast-dump` per file,
unique BlockDecl nodes located in the file itself, the nearest Xcode prefix header included).
"""
import argparse, collections, json, os, re, shutil, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

SKIP = {"build", "DerivedData", "Pods", "Carthage", "node_modules"}
SOURCES = ("c", "m", "mm", "h")


def walk(root):
    """The files a lint walk takes (hidden, build and vendored folders skipped, no links) and
    every header of the tree (vendored ones included)."""
    files, headers = [], []
    for directory, subdirectories, names in os.walk(root):
        parts = [p for p in os.path.relpath(directory, root).split("/") if p != "."]
        skipped = any(p.startswith(".") or p in SKIP for p in parts)
        subdirectories[:] = [d for d in subdirectories if not d.startswith(".")]
        for name in names:
            path = os.path.join(directory, name)
            if name.endswith(".h"):
                headers.append(path)
            if not skipped and not name.startswith(".") and not os.path.islink(path) and name.rsplit(".", 1)[-1] in SOURCES:
                files.append(path)
    return sorted(files), sorted(headers)


def hand_flags(files, headers, sdk, scratch):
    by_name = {}
    for header in sorted(headers, key=len):
        by_name.setdefault(os.path.basename(header), []).append(header)
    for path in files:
        text = open(path, errors="ignore").read()
        for module, header in re.findall(r"#\s*(?:import|include)\s*<([A-Za-z0-9_]+)/([^>]+)>", text):
            link = os.path.join(scratch, module, header)
            if module in sdk or os.path.lexists(link) or os.path.basename(header) not in by_name:
                continue
            candidates = by_name[os.path.basename(header)]
            target = next((c for c in candidates if os.path.basename(os.path.dirname(c)) == module), candidates[0])
            os.makedirs(os.path.dirname(link), exist_ok=True)
            os.symlink(target, link)
    flags = []
    for directory in sorted({os.path.dirname(h) for h in headers}):
        flags += ["-I", directory]
    return flags + ["-I", scratch]


def lint(capcheck, tree, flags):
    out = subprocess.run([capcheck, "lint", "--no-cache", "--format", "json", tree] + (["--"] + flags if flags else []),
                         capture_output=True, text=True).stdout
    return json.loads(out)


def clang_blocks(capcheck, root, path, flags):
    base = subprocess.run([capcheck, "lint", "--print-flags", path], capture_output=True, text=True).stdout.split()
    prefix, directory = [], os.path.dirname(path)
    while directory.startswith(root):
        pch = sorted(n for n in os.listdir(directory) if n.endswith(".pch"))
        if pch:
            prefix = ["-include", os.path.join(directory, pch[0])]
            break
        directory = os.path.dirname(directory)
    run = subprocess.run(["clang-14"] + base + flags + prefix + ["-fsyntax-only", "-fno-color-diagnostics", "-Xclang", "-ast-dump", path],
                         capture_output=True, text=True, errors="ignore")
    current, seen, count = None, set(), 0
    for line in run.stdout.split("\n"):
        for match in re.finditer(r"(?<![A-Za-z])(/[^\s<>:,]+?):\d+:\d+", line):
            current = match.group(1)
        found = re.search(r"BlockDecl (0x[0-9a-f]+)", line)
        if found:
            if current == path and found.group(1) not in seen:
                count += 1
            seen.add(found.group(1))
    return count, "error:" in run.stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tree")
    parser.add_argument("--capcheck", default=".build/debug/capcheck")
    parser.add_argument("--clang", action="store_true")
    args = parser.parse_args()
    capcheck, tree = os.path.abspath(args.capcheck), os.path.abspath(args.tree)
    sdk = set(os.listdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../Sources/SDKStandIn/SDK/include")))
    files, headers = walk(tree)
    scratch = tempfile.mkdtemp(prefix="capcheck-recall-")
    try:
        flags = hand_flags(files, headers, sdk, scratch)
        bare, flagged = lint(capcheck, tree, []), lint(capcheck, tree, flags)
        key = lambda f: (f["file"], f["line"], f["column"], f["rule"])
        bare_findings, flagged_findings = {key(f) for f in bare["findings"]}, {key(f) for f in flagged["findings"]}
        causes = collections.Counter(e["reason"] for e in bare["incomplete"])
        row = {"tree": os.path.basename(tree), "files": bare["summary"]["files"],
               "blocks": bare["summary"]["blocks"], "incomplete": dict(sorted(causes.items())),
               "hand-flags blocks": flagged["summary"]["blocks"], "hand-flags incomplete": len(flagged["incomplete"]),
               "findings": len(bare_findings), "hand-flags findings": len(flagged_findings),
               "findings that differ": sorted(bare_findings ^ flagged_findings)}
        if args.clang:
            with ThreadPoolExecutor(os.cpu_count()) as pool:
                counted = list(pool.map(lambda f: clang_blocks(capcheck, tree, f, flags), files))
            row["clang blocks"] = sum(c for c, _ in counted)
            row["files with clang errors"] = sum(1 for _, e in counted if e)
        print(json.dumps(row))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
