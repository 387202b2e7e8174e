#!/usr/bin/env python3
"""Checks `capcheck explain --format json` against clang-14, fact by fact.

Independent of the analyzer's code: the truth comes from the compiler only.
  * blocks, positions and captures: clang's JSON AST (`-Xclang -ast-dump=json`), Sema's capture
    list of each BlockDecl, plus every evaluated DeclRefExpr in the block to a static or global
    variable declared outside it (Sema does not list those);
  * ownership: the lifetime qualifier clang put on the captured variable's type;
  * kind (global/stack): the isa that clang's code generator stores for the literal
    (`_NSConcreteGlobalBlock` constant or `_NSConcreteStackBlock` store), matched to the literal
    through debug info.
Both clang runs use the exact flags capcheck parses the file with (`capcheck lint --print-flags`).

Usage: verify_captures.py [--capcheck BIN] [--clang BIN] [-v] PATH...
Exit status: 0 when every fact agrees, 1 when some disagree, 2 when the check could not run.
"""
import argparse
import collections
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

SOURCE_EXTENSIONS = (".c", ".m", ".mm", ".h")
FUNCTION_KINDS = {
    "FunctionDecl", "CXXMethodDecl", "CXXConstructorDecl", "CXXDestructorDecl",
    "CXXConversionDecl", "ObjCMethodDecl", "BlockDecl", "LambdaExpr", "CompoundStmt",
}
FACTS = ("block", "kind", "capture", "capture-kind", "ownership", "implicit")


def run(argv, **kw):
    return subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


# ---------------------------------------------------------------- JSON AST helpers

def resolve_locations(node, state=None):
    """The JSON dumper writes `file` and `line` only when they change: fill them in, in order."""
    if state is None:
        state = {"file": None, "line": None}
    if isinstance(node, dict):
        if "offset" in node and "col" in node:
            if "file" in node:
                state["file"] = node["file"]
            if "line" in node:
                state["line"] = node["line"]
            node["file"], node["line"] = state["file"], state["line"]
        for value in node.values():
            resolve_locations(value, state)
    elif isinstance(node, list):
        for value in node:
            resolve_locations(value, state)


def file_location(loc):
    """(file, line, col) the way clang's getFileLoc reports it: a macro argument at its spelling,
    anything else produced by a macro at the macro use."""
    if not loc:
        return None
    if "spellingLoc" in loc or "expansionLoc" in loc:
        exp = loc.get("expansionLoc", {})
        chosen = loc.get("spellingLoc") if exp.get("isMacroArgExpansion") else exp
        return file_location(chosen)
    if "offset" not in loc:
        return None
    return (loc.get("file"), loc.get("line"), loc.get("col"))


def top_level_ownership(type_spelling):
    """Lifetime qualifier of the variable itself (not of a pointee)."""
    t = type_spelling
    if "(^" in t:                          # block pointer: void (^__strong)(void)
        t = t[t.index("(^") + 2:].split(")")[0]
    elif "(*" in t:                        # function pointer
        return "none"
    elif "*" in t:                         # qualifiers after the last star belong to the variable
        t = t[t.rindex("*") + 1:]
    if "__weak" in t:
        return "weak"
    if "__unsafe_unretained" in t:
        return "unretained"
    if "__strong" in t:
        return "strong"
    return "none"


class AST:
    def __init__(self, root, main_file):
        self.main_file = main_file
        self.vars = {}        # id -> {name, storage, type, local, byref}
        self.blocks = {}      # BlockDecl id -> node (first full dump)
        self.block_order = []
        self._index(root, [])

    def _index(self, node, ancestors):
        if isinstance(node, list):
            for child in node:
                self._index(child, ancestors)
            return
        if not isinstance(node, dict):
            return
        kind = node.get("kind")
        if kind in ("VarDecl", "ParmVarDecl", "ImplicitParamDecl") and "id" in node and ("loc" in node or kind == "ImplicitParamDecl"):
            if node["id"] not in self.vars:
                self.vars[node["id"]] = {
                    "name": node.get("name"),
                    "storage": node.get("storageClass"),
                    "tls": node.get("tls"),
                    "type": node.get("type", {}).get("desugaredQualType", node.get("type", {}).get("qualType", "")),
                    "local": kind != "VarDecl" or any(a in FUNCTION_KINDS for a in ancestors),
                    "byref": any(c.get("kind") == "BlocksAttr" for c in node.get("inner", []) if isinstance(c, dict)),
                }
        if kind == "BlockDecl" and "inner" in node and node["id"] not in self.blocks:
            self.blocks[node["id"]] = node
            self.block_order.append(node["id"])
        for key, value in node.items():
            if key in ("inner", "array_filler") or isinstance(value, (list, dict)) and key not in (
                    "loc", "range", "type", "referencedDecl", "decl", "var", "ownedTagDecl"):
                self._index(value, ancestors + [kind])


def declared_ids(node, out):
    if isinstance(node, dict):
        if node.get("kind") in ("VarDecl", "ParmVarDecl", "ImplicitParamDecl") and "id" in node and "loc" in node:
            out.add(node["id"])
        for key, value in node.items():
            if key not in ("referencedDecl", "decl", "var"):
                declared_ids(value, out)
    elif isinstance(node, list):
        for value in node:
            declared_ids(value, out)
    return out


def evaluated_var_refs(node, out, parent=None):
    """Every DeclRefExpr to a variable in evaluated code, with the node that holds it."""
    if isinstance(node, list):
        for value in node:
            evaluated_var_refs(value, out, parent)
        return out
    if not isinstance(node, dict):
        return out
    kind = node.get("kind")
    if kind == "UnaryExprOrTypeTraitExpr" or kind == "CXXNoexceptExpr":
        return out                                    # sizeof / _Alignof / noexcept operands
    if kind == "CXXTypeidExpr" and not node.get("isPotentiallyEvaluated"):
        return out
    if kind == "GenericSelectionExpr":
        # Only the controlling expression is unevaluated; Sema treats every association as
        # evaluated code (it captures locals named in unselected ones too).
        for assoc in node.get("inner", [])[1:]:
            evaluated_var_refs(assoc, out, node)
        return out
    if kind == "DeclRefExpr" and node.get("nonOdrUseReason") != "unevaluated":
        ref = node.get("referencedDecl", {})
        if ref.get("kind") in ("VarDecl", "ParmVarDecl", "ImplicitParamDecl"):
            out.append((ref["id"], ref.get("name"), parent))
    for key in ("inner",):
        for child in node.get(key, []):
            evaluated_var_refs(child, out, node)
    return out


def self_refs_all_free_ivar_bases(block):
    """True when every evaluated use of `self` is the hidden base of a bare ivar (`_x`)."""
    uses = []

    def walk(node, ivar_free):
        if isinstance(node, list):
            for v in node:
                walk(v, ivar_free)
            return
        if not isinstance(node, dict):
            return
        kind = node.get("kind")
        if kind in ("UnaryExprOrTypeTraitExpr",):
            return
        if kind == "DeclRefExpr" and node.get("referencedDecl", {}).get("name") == "self" \
                and node.get("referencedDecl", {}).get("kind") == "ImplicitParamDecl" \
                and node.get("nonOdrUseReason") != "unevaluated":
            uses.append(ivar_free)
        if kind == "ObjCMessageExpr" and node.get("receiverKind", "").startswith("super") \
                or kind == "ObjCPropertyRefExpr" and node.get("isSuperReceiver"):
            uses.append(False)                        # `super` names self explicitly
        for child in node.get("inner", []):
            if kind == "ObjCIvarRefExpr":
                walk(child, bool(node.get("isFreeIvar")))
            elif kind in ("ImplicitCastExpr",):
                walk(child, ivar_free)
            else:
                walk(child, False)

    walk(block.get("inner", []), False)
    return bool(uses) and all(uses)


def _referenced_type(node, ref_id):
    """Type of a declaration as a DeclRefExpr to it spells it."""
    if isinstance(node, dict):
        ref = node.get("referencedDecl")
        if node.get("kind") == "DeclRefExpr" and ref and ref.get("id") == ref_id:
            t = ref.get("type", {})
            return t.get("desugaredQualType", t.get("qualType", ""))
        for value in node.values():
            found = _referenced_type(value, ref_id)
            if found:
                return found
    elif isinstance(node, list):
        for value in node:
            found = _referenced_type(value, ref_id)
            if found:
                return found
    return ""


def truth_from_ast(ast, language):
    blocks = []
    for block_id in ast.block_order:
        block = ast.blocks[block_id]
        where = file_location(block.get("loc"))
        if not where or where[0] != ast.main_file:
            continue
        inside = declared_ids(block.get("inner", []), set())
        captures = {}
        for cap in block.get("inner", []):
            if cap.get("kind") != "Capture":
                continue
            var = cap["var"]
            info = ast.vars.get(var["id"], {})
            type_info = var.get("type", {})
            type_spelling = type_info.get("desugaredQualType", type_info.get("qualType", info.get("type", "")))
            captures[var["name"]] = {
                "capture": "byref" if cap.get("byref") else "value",
                "ownership": top_level_ownership(type_spelling) if language != "c" else "none",
            }
        if block.get("capturesThis"):
            captures["this"] = {"capture": "value", "ownership": "none"}
        for ref_id, name, _ in evaluated_var_refs(block.get("inner", []), []):
            if ref_id in inside or name in captures:
                continue
            info = ast.vars.get(ref_id)
            if info is None:
                # Declared in an imported module (-fmodules): the dump leaves it out, and only
                # file-scope declarations come from modules.
                info = {"local": False, "type": "", "storage": "extern", "tls": None}
                info["type"] = _referenced_type(block, ref_id)
            if info["storage"] not in ("static", "extern") and info["local"] and not info["tls"]:
                continue                               # an automatic variable Sema did not capture
            captures[name] = {
                "capture": "pointer" if info["local"] else "global",
                "ownership": top_level_ownership(info["type"]) if language != "c" else "none",
            }
        if "self" in captures:
            captures["self"]["implicit"] = self_refs_all_free_ivar_bases(block)
        expansion = block["loc"].get("expansionLoc", block["loc"])
        blocks.append({"line": where[1], "column": where[2], "captures": captures,
                       "ir_line": expansion.get("line")})
    return blocks


# ---------------------------------------------------------------- codegen (isa) truth

def kinds_from_ir(ir):
    """[(line, column or None, kind)] for every block literal clang emitted."""
    subprograms = {}
    locations = {}
    for m in re.finditer(r'^!(\d+) = distinct !DISubprogram\(name: "([^"]+)".*?line: (\d+)', ir, re.M):
        subprograms[m.group(1)] = int(m.group(3))
    for m in re.finditer(r'^!(\d+) = !DILocation\(line: (\d+), column: (\d+)', ir, re.M):
        locations[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    fn_line = {}
    for m in re.finditer(r'^define [^@]*@("[^"]+"|[\w.$]+)\(.*!dbg !(\d+)', ir, re.M):
        fn_line[m.group(1).strip('"')] = subprograms.get(m.group(2))
    result = []
    for m in re.finditer(r'^@__block_literal_global[\w.]* = .*?@_NSConcreteGlobalBlock.*?@("[^"]+"|[\w.$]+) to', ir, re.M):
        result.append((fn_line.get(m.group(1).strip('"')), None, "global"))
    # A literal built on the stack stores its isa: _NSConcreteStackBlock, or _NSConcreteGlobalBlock
    # when it is passed straight to a noescape parameter (CGBlocks, BlockDecl::doesNotEscape).
    stack_isa = re.compile(r'store i8\* bitcast \(i8\*\* @_NSConcrete(Stack|Global)Block to i8\*\), i8\*\* %[\w.]+, align \d+, !dbg !(\d+)')
    invoke_ref = re.compile(r'@("[^"]*block_invoke[^"]*"|[\w.$]*block_invoke[\w.$]*)')
    for m in stack_isa.finditer(ir):
        loc = locations.get(m.group(2))
        fn = invoke_ref.search(ir, m.end())
        # The invoke function's line is the literal's line (getFileLoc); the isa store's debug
        # column is the ^ unless a macro moved it to the macro use.
        line = fn_line.get(fn.group(1).strip('"')) if fn else None
        if line is None and loc:
            line = loc[0]
        col = loc[1] if loc and loc[0] == line else None
        result.append((line, col, m.group(1).lower()))
    return result


def assign_kinds(blocks, ir_kinds):
    """Kind per (line, column) of the analyzer's view of the file, or None when not decidable."""
    by_line = collections.defaultdict(list)
    for line, col, kind in set(ir_kinds):
        by_line[line].append((col, kind))
    out = {}
    lines = collections.defaultdict(list)
    for b in blocks:
        # Debug info puts everything a macro produced at the macro use.
        lines[b["ir_line"]].append((b["line"], b["column"]))
    for line, positions in lines.items():
        entries = by_line.get(line, [])
        rest_cols = []
        used = set()
        for pos in sorted(positions):
            hit = [e for e in entries if pos[0] == line and e[0] == pos[1]]
            if hit:
                out[pos] = hit[0][1]
                used.add(hit[0])
            else:
                rest_cols.append(pos)
        kinds_left = {e[1] for e in entries if e not in used}
        for pos in rest_cols:
            # A global literal has no column in the IR: decidable when one kind is left on the line.
            out[pos] = next(iter(kinds_left)) if len(kinds_left) == 1 else None
    return out


# ---------------------------------------------------------------- per file

def check_file(path, args, tally, problems):
    language = {".c": "c", ".m": "objc", ".mm": "objcxx", ".h": "objc"}[os.path.splitext(path)[1]]
    flags_run = run([args.capcheck, "lint", "--print-flags", path])
    if flags_run.returncode != 0:
        problems.append(f"{path}: capcheck --print-flags failed: {flags_run.stderr.strip()}")
        return False
    flags = shlex.split(flags_run.stdout.strip())
    dump = run([args.clang] + flags + ["-fsyntax-only", "-Xclang", "-ast-dump=json", path])
    if dump.returncode != 0:
        problems.append(f"{path}: clang rejects the file:\n{dump.stderr.strip()}")
        return False
    root = json.loads(dump.stdout)
    resolve_locations(root)
    truth = truth_from_ast(AST(root, path), language)

    with tempfile.TemporaryDirectory() as tmp:
        ir_path = os.path.join(tmp, "out.ll")
        ir_run = run([args.clang] + [f for f in flags if not f.startswith("-fmodules")]
                     + ["-fmodules", "-g", "-O0", "-S", "-emit-llvm", "-o", ir_path, path])
        ir = open(ir_path).read() if ir_run.returncode == 0 else ""
    if ir_run.returncode != 0:
        problems.append(f"{path}: clang could not generate code; kinds unchecked: {ir_run.stderr.strip()[:300]}")
    kinds = assign_kinds(truth, kinds_from_ir(ir))

    explain = run([args.capcheck, "explain", "--format", "json", path])
    try:
        got_files = json.loads(explain.stdout)["files"]
        got = got_files[0]["blocks"] if got_files else []
    except (ValueError, KeyError, IndexError):
        problems.append(f"{path}: capcheck explain gave no JSON (exit {explain.returncode}): {explain.stderr.strip()[:300]}")
        got = []
    got_at = {(b["line"], b["column"]): b for b in got}
    truth_at = {(b["line"], b["column"]): b for b in truth}

    def fact(name, ok, message):
        tally[name][0 if ok else 1] += 1
        if not ok:
            problems.append(f"{path}:{message}")

    for pos, b in sorted(truth_at.items()):
        g = got_at.get(pos)
        fact("block", g is not None, f"{pos[0]}:{pos[1]}: block missing from capcheck")
        if g is None:
            continue
        expected_kind = kinds.get(pos)
        if expected_kind is None:
            tally["kind-unverified"][0] += 1
            if args.verbose:
                problems.append(f"{path}:{pos[0]}:{pos[1]}: (note) no compiled literal matches; kind unchecked")
        else:
            fact("kind", g["kind"] == expected_kind, f"{pos[0]}:{pos[1]}: kind {g['kind']}, compiled {expected_kind}")
        got_caps = {c["name"]: c for c in g.get("captures", [])}
        for name, want in sorted(b["captures"].items()):
            have = got_caps.get(name)
            fact("capture", have is not None, f"{pos[0]}:{pos[1]}: capture '{name}' ({want['capture']}) missing")
            if have is None:
                continue
            fact("capture-kind", have["capture"] == want["capture"],
                 f"{pos[0]}:{pos[1]}: '{name}' capture {have['capture']}, expected {want['capture']}")
            fact("ownership", have["ownership"] == want["ownership"],
                 f"{pos[0]}:{pos[1]}: '{name}' ownership {have['ownership']}, expected {want['ownership']}")
            if "implicit" in want:
                fact("implicit", bool(have.get("implicit")) == want["implicit"],
                     f"{pos[0]}:{pos[1]}: '{name}' implicit {bool(have.get('implicit'))}, expected {want['implicit']}")
        for name in sorted(set(got_caps) - set(b["captures"])):
            fact("capture", False, f"{pos[0]}:{pos[1]}: capture '{name}' reported but clang has none")
    for pos in sorted(set(got_at) - set(truth_at)):
        fact("block", False, f"{pos[0]}:{pos[1]}: block reported by capcheck but not by clang")
    return True


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", default=[os.path.join(here, "corpus")])
    parser.add_argument("--capcheck", default=os.path.join(here, "..", "..", ".build", "debug", "capcheck"))
    parser.add_argument("--clang", default="/usr/bin/clang-14")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    files = []
    for p in args.paths:
        if os.path.isdir(p):
            for d, _, names in os.walk(p):
                files += [os.path.join(d, n) for n in names if n.endswith(SOURCE_EXTENSIONS)]
        else:
            files.append(p)
    files.sort()
    if not files or not os.access(args.capcheck, os.X_OK):
        print("nothing to check or no capcheck binary", file=sys.stderr)
        return 2
    tally = collections.defaultdict(lambda: [0, 0])
    problems = []
    blocks = 0
    for f in files:
        check_file(f, args, tally, problems)
    total_bad = 0
    print(f"files: {len(files)}")
    for name in FACTS + ("kind-unverified",):
        good, bad = tally[name]
        total_bad += bad
        n = good + bad
        if name == "kind-unverified":
            print(f"  {name:14} {good}")
        else:
            print(f"  {name:14} {good}/{n} agree" + (f" ({100.0 * good / n:.1f}%)" if n else ""))
    for p in problems:
        print(p)
    return 1 if total_bad or any("clang rejects" in p or "no JSON" in p for p in problems) else 0


if __name__ == "__main__":
    sys.exit(main())
