#!/usr/bin/env python3
"""Mined-history benchmark: does `capcheck lint` find the Swift retain cycles real projects
shipped and later fixed, and is it quiet once they are fixed?

    python3 Benchmarks/history/run.py --repos DIR --capcheck PATH [--cases FILE] [--cache DIR]
    python3 Benchmarks/history/run.py --language objc --repos DIR --capcheck PATH [--clang clang-14]

DIR holds git clones of the projects named in the cases (`owner-name`, `name`, `owner+name` or
`owner/name`). For every case (swift-cases.json) the Swift files of the parent commit and of the
fix commit are written into a cache folder (`git ls-tree` and `git cat-file`, no checkout, so
files a partial clone lacks outside them do not matter), and `capcheck lint --format json
--no-cache MODULE_DIR` runs in each. A site is

- FOUND when a finding of the parent's lint is in the case's file and its line lies within the
  site's line range, three lines of slack either side;
- FIX-CLEAN when no finding of the fix's lint lies within the site's range at the fix commit
  (the parent range carried over the diff, or the case's `fix_lines`).

Per case it also says whether the file was parsed whole (the lint JSON's `incomplete` and
`errors` entries for it). Extracted trees and lint reports are cached (the report keyed by the
capcheck binary's size and modification time), so a rerun only lints what changed.

With `--language objc` (objc-cases.json) the trees hold the module's .h/.m/.mm/.c files and every
header of the project, and capcheck lints the module folder with no flags, as a new user does in a
checkout (an empty `.git` folder marks the tree's root, so the folder sees its project's headers);
`--include-every-folder` hands it `-I` for every folder that holds a header instead, as earlier
runs did. clang's own `-Warc-retain-cycles` runs on the case's file at the parent beside capcheck
with those folders and capcheck's SDK stand-in headers.
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


OBJC_SOURCES = (b".h", b".hh", b".hpp", b".m", b".mm", b".c", b".pch")
OBJC_HEADERS = (b".h", b".hh", b".hpp", b".pch", b".xcconfig", b"/project.pbxproj", b".podspec", b".modulemap",
                b"podfile")


def extract(clone, commit, folder, root, objc=False):
    """Write the .swift files of `commit` to `root` (once; a stamp marks it done): every one, as
    in a user's checkout, so that linting `folder` inside a package reads the rest of its target
    and the targets it imports (`Package.swift` is one of them).
    With `objc`, the C-family files under `folder` and every header, Xcode settings file
    (`.xcconfig`, `project.pbxproj`), podspec, module map and Podfile of the commit instead."""
    stamp = os.path.join(root, ".extracted-3" if objc else ".extracted-4")
    if os.path.exists(stamp):
        return
    if os.path.isdir(root):
        shutil.rmtree(root)
    os.makedirs(root)
    listing = git(clone, "ls-tree", "-r", "-z", "--full-tree", commit, binary=True).split(b"\0")
    prefix = folder.encode().rstrip(b"/") + b"/" if folder else b""
    blobs = []
    for entry in listing:
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if objc:
            wanted = path.lower().endswith(OBJC_HEADERS) or (
                path.startswith(prefix) and path.lower().endswith(OBJC_SOURCES))
        else:
            wanted = path.endswith(b".swift")
        if kind == b"blob" and wanted and mode != b"120000":
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
    if objc:
        frameworks(clone, commit, root, [path for _, path in blobs])
    open(stamp, "w").close()


PODSPEC_NAME = re.compile(r"\.(?:name|module_name|header_dir)\s*=\s*['\"]([A-Za-z_][A-Za-z0-9_]*)['\"]")


def frameworks(clone, commit, root, paths):
    """Framework-style names for the tree's headers, as CocoaPods' public header folders and Xcode
    give them: `.frameworks/<Module>/<Header>.h` forwards to the header, for every folder name
    between the header and the tree's root and every name a podspec above it declares (`name`,
    `module_name`, `header_dir`). Module names the SDK stand-in provides are left to it."""
    listing = git(clone, "ls-tree", "-r", "--name-only", "--full-tree", commit).split("\n")
    specs = {}
    for spec in (p for p in listing if p.endswith(".podspec")):
        try:
            text = git(clone, "show", "%s:%s" % (commit, spec))
        except RuntimeError:
            continue
        specs[os.path.dirname(spec)] = sorted(set(PODSPEC_NAME.findall(text)))
    taken = set()
    sdk = sdk_include(None)
    if sdk:
        taken = set(os.listdir(sdk))
    out = os.path.join(root, ".frameworks")
    for path in sorted(paths):
        if not path.lower().endswith((".h", ".hh", ".hpp")):
            continue
        folders = path.split("/")[:-1]
        names = set(folders)
        for directory, declared in specs.items():
            if not directory or path.startswith(directory + "/"):
                names.update(declared)
        for name in sorted(names - taken):
            target = os.path.join(out, name, os.path.basename(path))
            if not os.path.exists(target):
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "w") as f:
                    f.write('#import "%s"\n' % os.path.join(root, path))


def binary_key(capcheck):
    st = os.stat(capcheck)
    text = "%s:%d:%d" % (os.path.realpath(capcheck), st.st_size, int(st.st_mtime))
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def header_dirs(root):
    """Every folder of the tree that holds a header, and the folder above each (for
    `<Module/Header.h>`), relative to `root`, sorted; then the framework-style names."""
    dirs = set()
    for folder, subdirs, files in os.walk(root):
        subdirs[:] = sorted(d for d in subdirs if not d.startswith("."))
        if any(f.lower().endswith((".h", ".hh", ".hpp")) for f in files):
            rel = os.path.relpath(folder, root)
            dirs.add(rel)
            dirs.add(os.path.dirname(rel) or ".")
    return sorted(dirs) + ([".frameworks"] if os.path.isdir(os.path.join(root, ".frameworks")) else [])


def lint(capcheck, root, folder, key, flags=()):
    if flags:  # the flags are part of what the report answers
        key += "-" + hashlib.sha1("\0".join(flags).encode()).hexdigest()[:8]
    report = os.path.join(root, ".lint-%s.json" % key)
    if os.path.exists(report):
        with open(report) as f:
            return json.load(f)
    extra = ["--"] + list(flags) if flags else []
    # An empty module_dir is the whole tree: `lint ""` would be a missing path, not the root.
    run = subprocess.run([capcheck, "lint", "--format", "json", "--no-cache", folder or "."] + extra, cwd=root,
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


SDK_INCLUDE = []


def sdk_include(capcheck):
    """capcheck's SDK stand-in headers: beside the binary (a release build's resources), else in
    the source tree. Remembered once found (`capcheck` None: what was found before)."""
    if capcheck is None:
        return SDK_INCLUDE[0] if SDK_INCLUDE else None
    for candidate in (os.path.join(os.path.dirname(capcheck), "capcheck_SDKStandIn.resources", "SDK", "include"),
                      os.path.join(os.path.dirname(capcheck), "capcheck_CaptureAnalyzer.resources", "SDK", "include"),
                      os.path.join(HERE, "..", "..", "Sources", "SDKStandIn", "SDK", "include")):
        if os.path.isfile(os.path.join(candidate, "module.modulemap")):
            SDK_INCLUDE[:] = [os.path.normpath(candidate)]
            return SDK_INCLUDE[0]
    return None


MISSING = re.compile(r"fatal error: '([^']+)' file not found")
CLANG_WARNING = re.compile(r"^(.*?):(\d+):\d+: warning: .*\[-Warc-retain-cycles\]", re.M)


def clang_cycles(clang, sdk, root, path):
    """Lines of `path` (relative to `root`) where clang's -Warc-retain-cycles warns. The SDK
    stand-in is searched first, then every folder of the tree that holds a header (and the folder
    above it, for `<Module/Header.h>`); a header found nowhere gets an empty stand-in, as capcheck
    does for a missing framework. Errors are ignored: clang warns on what it could parse."""
    report = os.path.join(root, ".clang-%s.json" % hashlib.sha1(path.encode()).hexdigest()[:10])
    if os.path.exists(report):
        with open(report) as f:
            return json.load(f)
    stubs = os.path.join(root, ".clang-stubs")
    os.makedirs(stubs, exist_ok=True)
    language = "objective-c++" if path.endswith(".mm") else "objective-c"
    cache = os.path.join(os.path.dirname(root.rstrip("/")), ".clang-modules")
    args = [clang, "-fsyntax-only", "-x", language, "-fobjc-arc", "-fblocks", "-fobjc-runtime=ios-13.0",
            "-fmodules", "-fmodules-cache-path=" + cache, "-Warc-retain-cycles", "-ferror-limit=0"]
    args += (["-std=gnu++17"] if language == "objective-c++" else [])
    args += (["-isystem", sdk] if sdk else []) + ["-I" + os.path.dirname(os.path.join(root, path))]
    args += [flag for d in header_dirs(root) for flag in ("-idirafter", d)] + ["-idirafter", stubs, path]
    output = ""
    for _ in range(60):
        run = subprocess.run(args, cwd=root, capture_output=True, text=True, errors="replace")
        output = run.stderr
        missing = [m for m in MISSING.findall(output)]
        if not missing:
            break
        for header in missing:
            target = os.path.join(stubs, header)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            open(target, "a").close()
    lines = sorted({int(m.group(2)) for m in CLANG_WARNING.finditer(output)
                    if os.path.normpath(m.group(1)) == os.path.normpath(path)})
    result = {"lines": lines, "errors": output.count(": error: ")}
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
    parser.add_argument("--language", choices=["swift", "objc"], default="swift",
                        help="objc: the Objective-C cases (objc-cases.json unless --cases), with clang beside")
    parser.add_argument("--clang", default="clang-14",
                        help="clang for the Objective-C cases' -Warc-retain-cycles column ('none': skip it)")
    parser.add_argument("--include-every-folder", action="store_true",
                        help="objc: lint with -I for every folder of the tree that holds a header (a project "
                             "header named like a system one then hides it, as it would in such a build)")
    args = parser.parse_args()

    objc = args.language == "objc"
    if objc and args.cases == parser.get_default("cases"):
        args.cases = os.path.join(HERE, "objc-cases.json")
    capcheck = os.path.abspath(args.capcheck)
    key = binary_key(capcheck)
    clang = None
    if objc and args.clang != "none":
        clang = shutil.which(args.clang)
        if not clang:
            print("no %s on PATH: the clang column is left out" % args.clang, file=sys.stderr)
    sdk = sdk_include(capcheck) if objc else None
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
                                    ("objc-" if objc else "") + (folder.replace("/", "+") or "_root"))
                extract(clone, case[side], folder, root, objc=objc)
                if objc:  # the root of a checkout, where a user's clone has its .git
                    os.makedirs(os.path.join(root, ".git"), exist_ok=True)
                # capcheck resolves a file's headers through its -I folders (not -idirafter).
                flags = ["-I" + d for d in header_dirs(root)] if objc and args.include_every_folder else ()
                tree[side] = lint(capcheck, root, folder, key, flags)
                if side == "parent":
                    parent_root = root
            fix_file = case.get("fix_file", case["file"])
            fix_lines = case.get("fix_lines") or carry_range(
                clone, case["parent"], case["fix"], case["file"], case["lines"])
        except (RuntimeError, OSError, ValueError) as error:
            skipped.append((case["id"], str(error)))
            continue
        clang_hit = None
        if clang:
            warned = clang_cycles(clang, sdk, parent_root, case["file"])
            clang_hit = any(case["lines"][0] - SLACK <= line <= case["lines"][1] + SLACK for line in warned["lines"])
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
        if objc:
            results[-1]["finding_lines"] = sorted({f["line"] for f in hits})
            results[-1]["clang"] = clang_hit

    width = max([len(r["id"]) for r in results] + [10])
    for r in results:
        parsed = "parsed" if not r["parent_problems"] else "PARTIAL (%s)" % r["parent_problems"][0][:60]
        if objc:
            parsed = ("clang %-5s  " % {True: "warns", False: "-", None: "n/a"}[r["clang"]]) + parsed
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
    with_clang = objc and clang is not None
    print("%-42s %5s %7s %6s %10s" % ("shape", "sites", "found", "", "fix clean") + ("  %6s" % "clang" if with_clang else ""))
    for shape, rows in sorted(shapes.items(), key=lambda kv: -len(kv[1])):
        n, found, clean = len(rows), sum(r["found"] for r in rows), sum(r["fix_clean"] for r in rows)
        print("%-42s %5d %7d %6s %10d" % (shape, n, found, pct(found, n), clean)
              + ("  %6d" % sum(bool(r["clang"]) for r in rows) if with_clang else ""))
    by_repo = collections.OrderedDict()
    for r in results:
        by_repo.setdefault(r["repo"], []).append(r)
    print()
    for repo, rows in by_repo.items():
        n, found, clean = len(rows), sum(r["found"] for r in rows), sum(r["fix_clean"] for r in rows)
        print("%-42s %5d %7d %6s %10d" % (repo, n, found, pct(found, n), clean)
              + ("  %6d" % sum(bool(r["clang"]) for r in rows) if with_clang else ""))
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
    if objc:
        clang_part = ("; clang -Warc-retain-cycles: %d of %d" % (sum(bool(r["clang"]) for r in results), m)
                      if with_clang else "")
        print("history (objc): %d found of %d sites (%s), %d of %d fixes clean%s" % (n, m, pct(n, m), k, m, clang_part))
    else:
        print("history: %d found of %d sites (%s), %d of %d fixes clean" % (n, m, pct(n, m), k, m))
    return 0 if not skipped else 2


if __name__ == "__main__":
    sys.exit(main())
