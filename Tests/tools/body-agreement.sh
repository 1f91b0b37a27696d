#!/usr/bin/env bash
# Compares the model of code bodies with the compiler's parser on real code: for every member
# (as listed by the outline) the number of closures, calls, member accesses, local variables and
# assignments must match (see body-oracle/Sources/body-oracle/main.swift for what is counted).
#
# Usage: Tests/tools/body-agreement.sh PATH...   (Swift files, directories, or *.txt path lists)
# Environment: SHOW (examples per column, default 5), ORACLE_OUT (cache file for the oracle's output).
set -euo pipefail
tools=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || { echo "usage: $0 PATH..." >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for p in "$@"; do
    if [ -d "$p" ]; then find "$p" -name '*.swift' -type f -not -path '*/.build/*' -not -path '*/.git/*'
    elif [[ "$p" == *.txt ]]; then cat "$p"
    else echo "$p"; fi
done | sort -u > "$work/files"

swift_bin=$(readlink -f "$(command -v swift)")
export SWIFT_HOST_LIBS="$(dirname "$(dirname "$swift_bin")")/lib/swift/host"
swift build -c release --package-path "$tools/body-oracle" --scratch-path "${TMPDIR:-/tmp}/nodelint-body-oracle" >&2
swift build -c release --package-path "$tools/syntax-driver" >&2
oracle="${TMPDIR:-/tmp}/nodelint-body-oracle/release/body-oracle"
driver="$(swift build -c release --package-path "$tools/syntax-driver" --show-bin-path)/syntax-driver"

if [ -n "${ORACLE_OUT:-}" ] && [ -s "$ORACLE_OUT" ]; then
    cp "$ORACLE_OUT" "$work/oracle"
else
    "$oracle" - < "$work/files" | sort > "$work/oracle"
    [ -z "${ORACLE_OUT:-}" ] || cp "$work/oracle" "$ORACLE_OUT"
fi
"$driver" bodystats - < "$work/files" | sort > "$work/ours"

python3 - "$work/oracle" "$work/ours" "${SHOW:-5}" <<'PY'
import sys, collections
def load(path):
    rows = {}
    for line in open(path, encoding="utf-8", errors="replace"):
        c = line.rstrip("\n").split("\t")
        rows.setdefault(tuple(c[:4]), []).append(tuple(map(int, c[4:])))
    return rows
oracle, ours, show = load(sys.argv[1]), load(sys.argv[2]), int(sys.argv[3])
names = ["closures", "calls", "member accesses", "locals", "assignments"]
total = same = 0
differ = collections.defaultdict(list)
for key, values in oracle.items():
    mine = ours.get(key, [])
    for k, a in enumerate(values):
        total += 1
        b = mine[k] if k < len(mine) else None
        if a == b:
            same += 1
            continue
        for i, n in enumerate(names):
            if b is None or a[i] != b[i]:
                differ[n].append((key, a, b))
print(f"members {total}")
print(f"identical {same}")
print(f"percentage {100.0 * same / total if total else 100:.3f}")
for n in names:
    print(f"  {n} differ in {len(differ[n])}")
    for key, a, b in differ[n][:show]:
        print(f"      {key[0]}:{key[3]} {key[2]}  compiler {a}  ours {b}")
PY
