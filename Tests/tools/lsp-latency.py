#!/usr/bin/env python3
"""Edit-to-diagnostics latency of `nodelint lsp` in a workspace, as an editor sees it.

    Tests/tools/lsp-latency.py .build/release/nodelint WORKSPACE [FILE] [--edits N] [--declarations | --types]

Starts the server on WORKSPACE (one workspace folder), opens FILE (default: the largest Swift file
there that subclasses a Texture node), waits for its first diagnostics (the workspace index is built
then), and then sends N edits (default 40), alternately adding and removing a comment line at the top
of the file: every declaration of the file moves, as when typing, and none changes. With
`--declarations` each edit instead adds a method to the file's first class that inherits (an extension at the end,
a new name each time) or removes it again: the class graph changes. With `--types` each edit adds
a class of a new name instead (or removes it): the names the file declares change, on which the keys
of the graph's records depend. Each latency is the time from
writing the didChange to reading the publishDiagnostics of that version. Prints the time to the
first diagnostics and the median, 90th percentile and maximum edit latency. Standard library only.
"""

import json
import os
import pathlib
import re
import statistics
import subprocess
import sys
import time


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class Connection:
    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=sys.stderr)

    def send(self, message):
        self.process.stdin.write(frame(message))
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("the server closed its output")
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            if name.strip().lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def wait(self, predicate):
        while True:
            message = self.receive()
            if message.get("method") == "client/registerCapability":
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            if predicate(message):
                return message


def default_file(root):
    pattern = re.compile(rb":\s*AS(Cell|Display)Node\b")
    candidates = [p for p in root.rglob("*.swift") if pattern.search(p.read_bytes())]
    if not candidates:
        raise SystemExit(f"no Swift file under {root} subclasses a Texture node; name one")
    return max(candidates, key=lambda p: p.stat().st_size)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    edits = 40
    types = "--types" in sys.argv
    declarations = "--declarations" in sys.argv or types
    if "--edits" in sys.argv:
        edits = int(sys.argv[sys.argv.index("--edits") + 1])
        args.remove(str(edits))
    if len(args) < 2:
        raise SystemExit(__doc__)
    binary, root = args[0], pathlib.Path(args[1]).resolve()
    path = pathlib.Path(args[2]).resolve() if len(args) > 2 else default_file(root)
    files = sum(1 for p in root.rglob("*") if p.suffix in {".swift", ".m", ".mm", ".h"})
    uri = path.as_uri()
    text = path.read_text(encoding="utf-8", errors="replace")

    server = Connection([binary, "lsp"])
    server.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "processId": os.getpid(), "capabilities": {},
        "workspaceFolders": [{"uri": root.as_uri(), "name": root.name}]}})
    server.wait(lambda m: m.get("id") == 1)
    started = time.perf_counter()
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "swift", "version": 1, "text": text}}})

    def published(version):
        return lambda m: (m.get("method") == "textDocument/publishDiagnostics"
                          and m["params"]["uri"] == uri and m["params"].get("version") == version)

    first = server.wait(published(1))
    first_time = time.perf_counter() - started
    latencies = []
    node_class = re.search(r"class\s+(\w+)\s*:\s*\w+", text)
    end_line = text.count("\n")
    if declarations and not node_class:
        raise SystemExit(f"no class declaration in {path}")
    for version in range(2, edits + 2):
        if declarations:
            # Appended after the last line, then removed: the file's text is back to what it was.
            at = {"line": end_line, "character": 0}
            if version % 2 == 0:
                probe = (f"\nfinal class LatencyProbe{version} {{}}\n" if types
                         else f"\nextension {node_class.group(1)} {{ func latencyProbe{version}() {{}} }}\n")
                change = {"range": {"start": at, "end": at}, "text": probe}
            else:
                change = {"range": {"start": at, "end": {"line": end_line + 2, "character": 0}}, "text": ""}
        elif version % 2 == 0:
            change = {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                      "text": f"// edit {version}\n"}
        else:
            change = {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 1, "character": 0}}, "text": ""}
        sent = time.perf_counter()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        server.wait(published(version))
        latencies.append((time.perf_counter() - sent) * 1000)
    server.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    server.wait(lambda m: m.get("id") == 2)
    server.send({"jsonrpc": "2.0", "method": "exit"})
    server.process.wait(timeout=30)

    latencies.sort()
    p90 = latencies[max(0, int(round(0.9 * len(latencies))) - 1)]
    print(f"workspace: {root} ({files} source files)")
    print(f"edited: {path.relative_to(root)} ({len(first['params']['diagnostics'])} diagnostics)")
    print(f"first diagnostics (index built): {first_time * 1000:.0f} ms")
    kind = "type-adding edit" if types else "declaration-changing edit" if declarations else "edit"
    print(f"{kind} to diagnostics over {len(latencies)} edits: median {statistics.median(latencies):.1f} ms, "
          f"p90 {p90:.1f} ms, max {latencies[-1]:.1f} ms")


if __name__ == "__main__":
    main()
