#!/usr/bin/env bash
# Compares nodelint's Swift outline with the compiler parser's outline (the oracle) on real code.
#
# Usage: Tests/tools/outline-agreement.sh PATH...
#   PATH: Swift files, directories (searched for *.swift) or files listing one path per line (*.txt).
#
# Environment:
#   OUTLINE     command printing our outline for the paths given on stdin with `-` (default: the
#               development driver Tests/tools/syntax-driver, built in release mode; with the CLI:
#               OUTLINE="$(swift build -c release --show-bin-path)/nodelint outline").
#   ORACLE      the oracle binary, or
#   ORACLE_DIR  a checkout of the swift-outline-oracle (a separate tool, not in this repository, that
#               prints the same outline from the compiler's own parser); its build.sh builds it.
#               One of the two is required.
#   SHOW        how many disagreeing lines to print per kind (default 5).
#   ORACLE_OUT  a file caching the oracle's output for these paths: reused if it exists, written
#               otherwise (the oracle is the slow part; handy when iterating on the parser).
#
# Prints files, declarations (lines of the oracle), agreeing lines, the percentage, and the
# disagreements grouped by kind (lines only the oracle has, lines only we have). Lines are compared
# whole, after removing whitespace from the inherits column (the oracle keeps the spaces written
# inside generic arguments).
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -gt 0 ] || { echo "usage: $0 PATH..." >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Collect the files.
for p in "$@"; do
    if [ -d "$p" ]; then
        find "$p" -name '*.swift' -type f -not -path '*/.build/*' -not -path '*/.git/*'
    elif [[ "$p" == *.txt ]]; then
        cat "$p"
    else
        echo "$p"
    fi
done | sort -u > "$work/files"
[ -s "$work/files" ] || { echo "no Swift files found" >&2; exit 2; }

# Tools.
if [ -z "${ORACLE:-}" ]; then
    [ -n "${ORACLE_DIR:-}" ] || { echo "$0: set ORACLE (the oracle binary) or ORACLE_DIR (its checkout); see CONTRIBUTING.md" >&2; exit 2; }
    ORACLE=$("$ORACLE_DIR/build.sh")
fi
if [ -z "${OUTLINE:-}" ]; then
    driver="$here/Tests/tools/syntax-driver"
    swift build -c release --package-path "$driver" >&2
    OUTLINE="$(swift build -c release --package-path "$driver" --show-bin-path)/syntax-driver outline"
fi

if [ -n "${ORACLE_OUT:-}" ] && [ -s "$ORACLE_OUT" ]; then
    cp "$ORACLE_OUT" "$work/oracle"
else
    "$ORACLE" - < "$work/files" > "$work/oracle" 2> "$work/oracle.err" || true
    [ -z "${ORACLE_OUT:-}" ] || cp "$work/oracle" "$ORACLE_OUT"
fi
$OUTLINE - < "$work/files" > "$work/ours" 2> "$work/ours.err" || true

python3 - "$work/files" "$work/oracle" "$work/ours" "${SHOW:-5}" <<'PY'
import sys
from collections import Counter, defaultdict

files_path, oracle_path, ours_path, show = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])

def normalise(line):
    cols = line.rstrip("\n").split("\t")
    if len(cols) >= 7:
        cols[6] = "".join(cols[6].split())
    return "\t".join(cols)

def load(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return Counter(normalise(l) for l in f if l.strip())

files = sum(1 for l in open(files_path) if l.strip())
oracle, ours = load(oracle_path), load(ours_path)
agreeing = sum((oracle & ours).values())
declarations = sum(oracle.values())
only_oracle, only_ours = oracle - ours, ours - oracle
pct = 100.0 * agreeing / declarations if declarations else 100.0
print(f"files {files}")
print(f"declarations {declarations}")
print(f"agreeing {agreeing}")
print(f"percentage {pct:.3f}")
print(f"ours-only lines {sum(only_ours.values())}")

def group(counter):
    g = defaultdict(list)
    for line, n in counter.items():
        kind = line.split("\t")[1] if "\t" in line else "?"
        g[kind].extend([line] * n)
    return g

for title, counter in (("only in the oracle (missed or different)", only_oracle), ("only in ours (extra or different)", only_ours)):
    g = group(counter)
    if not g:
        continue
    print(f"\n{title}:")
    for kind in sorted(g, key=lambda k: -len(g[k])):
        print(f"  {kind}: {len(g[kind])}")
        for line in sorted(g[kind])[:show]:
            print("      " + line)
PY
