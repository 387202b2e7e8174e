#!/usr/bin/env python3
"""Mined-history benchmark: does `capcheck lint` find the Swift retain cycles real projects
shipped and later fixed, and is it quiet once they are fixed?

    python3 Benchmarks/history/run.py --repos DIR --capcheck PATH [--cases FILE] [--cache DIR]

DIR holds git clones of the projects named in the cases (`owner-name`, `name`, `owner+name` or
`owner/name`). For every case (swift-cases.json) the Swift files of the case's `module_dir` are
written out of the parent commit and of the fix commit into a cache folder (`git ls-tree` and
`git cat-file`, no checkout, so blobs a shallow or partial clone lacks elsewhere do not matter),
and `capcheck lint --format json --no-cache MODULE_DIR` runs in each. A site is

- FOUND when a finding of the parent's lint is in the case's file and its line lies within the
  site's line range, three lines of slack either side;
- FIX-CLEAN when no finding of the fix's lint lies within the site's range at the fix commit
  (the parent range carried over the diff, or the case's `fix_lines`).

Per case it also says whether the file was parsed whole (the lint JSON's `incomplete` and
`errors` entries for it). Extracted trees and lint reports are cached (the report keyed by the
capcheck binary's size and modification time), so a rerun only lints what changed.
"""
import argparse, collections, hashlib, json, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SLACK = 3


def git(clone, *args, binary=False, stdin=None):
    run = subprocess.run(["git", "-C", clone] + list(args), input=stdin, capture_output=True)
    if run.returncode != 0:
        raise RuntimeError("git %s: %s" % (" ".join(args[:3]), run.stderr.decode(errors="replace").strip()))
    return run.stdout if binary else run.stdout.decode(errors="replace")


def find_clone(repos, repo):
    owner, name = repo.split("/")
    for candidate in (owner + "-" + name, name, owner + "+" + name, os.path.join(owner, name)):
        path = os.path.join(repos, candidate)
        is_git = os.path.isdir(os.path.join(path, ".git")) or os.path.exists(os.path.join(path, "HEAD"))
        if os.path.isdir(path) and is_git:
            return path
    return None


def extract(clone, commit, folder, root):
    """Write the .swift files under `folder` at `commit` to `root` (once; a stamp marks it done)."""
    stamp = os.path.join(root, ".extracted")
    if os.path.exists(stamp):
        return
    if os.path.isdir(root):
        shutil.rmtree(root)
    os.makedirs(root)
    listing = git(clone, "ls-tree", "-r", "-z", "--full-tree", commit, "--", folder, binary=True).split(b"\0")
    blobs = []
    for entry in listing:
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob" and path.endswith(b".swift") and mode != b"120000":
            blobs.append((sha.decode(), path.decode(errors="replace")))
    if blobs:
        out = git(clone, "cat-file", "--batch", binary=True, stdin=b"".join(s.encode() + b"\n" for s, _ in blobs))
        at = 0
        for sha, path in blobs:
            end = out.index(b"\n", at)
            header = out[at:end].split()
            at = end + 1
            if len(header) < 3 or header[1] == b"missing":
                continue
            size = int(header[2])
            data = out[at:at + size]
            at += size + 1
            target = os.path.join(root, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(data)
    open(stamp, "w").close()


def binary_key(capcheck):
    st = os.stat(capcheck)
    text = "%s:%d:%d" % (os.path.realpath(capcheck), st.st_size, int(st.st_mtime))
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def lint(capcheck, root, folder, key):
    report = os.path.join(root, ".lint-%s.json" % key)
    if os.path.exists(report):
        with open(report) as f:
            return json.load(f)
    run = subprocess.run([capcheck, "lint", "--format", "json", "--no-cache", folder], cwd=root,
                         capture_output=True, text=True, errors="replace")
    try:
        result = json.loads(run.stdout)
    except ValueError:
        result = {"findings": [], "errors": [{"file": folder, "message": "lint exit %d: %s" % (
            run.returncode, run.stderr.strip()[-300:])}], "incomplete": [], "failed": True}
    result["exit"] = run.returncode
    with open(report, "w") as f:
        json.dump(result, f)
    return result


def carry_range(clone, parent, fix, path, lines):
    """The parent's line range carried over the parent→fix diff of `path`: lines outside hunks
    shift by the hunks above them; a range end inside a hunk takes the whole new side of it."""
    diff = git(clone, "diff", "--unified=0", "--no-color", parent, fix, "--", path)
    # git writes a count of 0 for an empty side, and leaves the count out when it is 1.
    hunks = []
    for m in re.finditer(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@", diff, re.M):
        a, b, c, d = m.group(1), m.group(2), m.group(3), m.group(4)
        hunks.append((int(a), 1 if b is None else int(b), int(c), 1 if d is None else int(d)))

    def carry(line, end):
        shift = 0
        for old_start, old_count, new_start, new_count in hunks:
            old_last = old_start + old_count - 1 if old_count else old_start
            if old_count and old_start <= line <= old_last:
                return (new_start + new_count - 1 if end else new_start) if new_count else new_start
            if (old_count and old_last < line) or (not old_count and old_start < line):
                shift += new_count - old_count
        return line + shift

    start, end = carry(lines[0], False), carry(lines[1], True)
    return [start, max(start, end)]


def file_problems(report, path):
    out = []
    for kind in ("incomplete", "errors"):
        for entry in report.get(kind, []):
            if os.path.normpath(entry.get("file", "")) == path:
                out.append("%s: %s" % (entry.get("reason", kind), entry.get("message", "")))
    return out


def in_file(report, path):
    return [f for f in report.get("findings", []) if os.path.normpath(f.get("file", "")) == path]


def pct(n, m):
    return "%d%%" % round(100.0 * n / m) if m else "-"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repos", required=True, help="folder of git clones named after the repos")
    parser.add_argument("--capcheck", required=True)
    parser.add_argument("--cases", default=os.path.join(HERE, "swift-cases.json"))
    parser.add_argument("--cache", default=os.path.join(tempfile.gettempdir(), "capcheck-history-cache"))
    parser.add_argument("--only", help="run the cases whose id contains this text")
    parser.add_argument("--json", help="also write the per-case results here")
    args = parser.parse_args()

    capcheck = os.path.abspath(args.capcheck)
    key = binary_key(capcheck)
    with open(args.cases) as f:
        cases = json.load(f)
    if args.only:
        cases = [c for c in cases if args.only in c["id"]]

    results, skipped = [], []
    for case in cases:
        clone = find_clone(args.repos, case["repo"])
        if not clone:
            skipped.append((case["id"], "no clone of %s under %s" % (case["repo"], args.repos)))
            continue
        folder = case["module_dir"]
        tree = {}
        try:
            for side in ("parent", "fix"):
                root = os.path.join(args.cache, case["repo"].replace("/", "+"), case[side][:12],
                                    folder.replace("/", "+") or "_root")
                extract(clone, case[side], folder, root)
                tree[side] = lint(capcheck, root, folder, key)
            fix_file = case.get("fix_file", case["file"])
            fix_lines = case.get("fix_lines") or carry_range(
                clone, case["parent"], case["fix"], case["file"], case["lines"])
        except (RuntimeError, OSError, ValueError) as error:
            skipped.append((case["id"], str(error)))
            continue
        lo, hi = case["lines"]
        hits = [f for f in in_file(tree["parent"], case["file"]) if lo - SLACK <= f["line"] <= hi + SLACK]
        stays = [f for f in in_file(tree["fix"], fix_file) if fix_lines[0] <= f["line"] <= fix_lines[1]]
        results.append({
            "id": case["id"], "repo": case["repo"], "shape": case["shape"], "file": case["file"],
            "lines": case["lines"], "fix_lines": fix_lines,
            "found": bool(hits), "rules": sorted({f["rule"] for f in hits}),
            "fix_clean": not stays, "fix_rules": sorted({f["rule"] for f in stays}),
            "parent_problems": file_problems(tree["parent"], case["file"]),
            "fix_problems": file_problems(tree["fix"], fix_file),
            "parent_findings_in_file": len(in_file(tree["parent"], case["file"])),
        })

    width = max([len(r["id"]) for r in results] + [10])
    for r in results:
        parsed = "parsed" if not r["parent_problems"] else "PARTIAL (%s)" % r["parent_problems"][0][:60]
        print("%-*s  %-5s  %-9s  %-34s  %s:%d-%d  %s%s" % (
            width, r["id"], "FOUND" if r["found"] else "miss", "fix-clean" if r["fix_clean"] else "FIX-FLAG",
            r["shape"], r["file"].split("/")[-1], r["lines"][0], r["lines"][1], parsed,
            ("  [" + ",".join(r["rules"]) + "]") if r["rules"] else ""))
    for case_id, why in skipped:
        print("%-*s  skipped: %s" % (width, case_id, why))

    print()
    shapes = collections.OrderedDict()
    for r in sorted(results, key=lambda r: r["shape"]):
        shapes.setdefault(r["shape"], []).append(r)
    print("%-42s %5s %7s %6s %10s" % ("shape", "sites", "found", "", "fix clean"))
    for shape, rows in sorted(shapes.items(), key=lambda kv: -len(kv[1])):
        n, found, clean = len(rows), sum(r["found"] for r in rows), sum(r["fix_clean"] for r in rows)
        print("%-42s %5d %7d %6s %10d" % (shape, n, found, pct(found, n), clean))
    by_repo = collections.OrderedDict()
    for r in results:
        by_repo.setdefault(r["repo"], []).append(r)
    print()
    for repo, rows in by_repo.items():
        n, found, clean = len(rows), sum(r["found"] for r in rows), sum(r["fix_clean"] for r in rows)
        print("%-42s %5d %7d %6s %10d" % (repo, n, found, pct(found, n), clean))
    m = len(results)
    n = sum(r["found"] for r in results)
    k = sum(r["fix_clean"] for r in results)
    partial = sum(bool(r["parent_problems"]) for r in results)
    print()
    found_clean = sum(r["found"] and r["fix_clean"] for r in results)
    print("files analysed incompletely at the parent: %d of %d sites" % (partial, m))
    print("found sites that are clean at the fix: %d of %d" % (found_clean, n))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    print("history: %d found of %d sites (%s), %d of %d fixes clean" % (n, m, pct(n, m), k, m))
    return 0 if not skipped else 2


if __name__ == "__main__":
    sys.exit(main())
