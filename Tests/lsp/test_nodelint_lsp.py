"""nodelint lsp driven by a real LSP client: pytest-lsp's LanguageClient (pygls), started with the
capabilities VS Code and Neovim send. Each test gets a fresh server on a workspace written to a
temporary folder."""

import asyncio
import json
import os
import pathlib
import subprocess
import sys

import pytest
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
import pytest_lsp

NODELINT = os.environ.get("NODELINT") or str(pathlib.Path(__file__).resolve().parents[2] / ".build/debug/nodelint")
CONFIG = ClientServerConfig(server_command=[NODELINT, "lsp"])

BASE = "import AsyncDisplayKit\n\nclass BaseNode: ASDisplayNode {}\n"
CELL = """import AsyncDisplayKit

final class ProfileCell: BaseNode {
    override init() {
        super.init()
        view.backgroundColor = .white
        setUpAppearance()
    }

    private func setUpAppearance() {
        layer.cornerRadius = 4
    }

    override func didLoad() {
        backgroundColor = .red
    }
}
"""


def write_workspace(root: pathlib.Path):
    (root / "Sources").mkdir()
    (root / "Sources" / "Base.swift").write_text(BASE)
    (root / "Sources" / "Cell.swift").write_text(CELL)


async def start(client: LanguageClient, root: pathlib.Path, capabilities: str):
    write_workspace(root)
    # The server asks to watch files when the client can register that dynamically (both editors
    # say they can); answered as an editor does, and kept to check what it asked for.
    client.registrations = []

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        client.registrations.extend(params.registrations)
        return None

    result = await client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities(capabilities),
        workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="app")],
    ))
    return result


@pytest_lsp.fixture(config=CONFIG)
async def vscode(lsp_client: LanguageClient, tmp_path):
    lsp_client.initialize_result = await start(lsp_client, tmp_path, "visual-studio-code")
    lsp_client.root = tmp_path
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def neovim(lsp_client: LanguageClient, tmp_path):
    lsp_client.initialize_result = await start(lsp_client, tmp_path, "neovim@v0.11.0")
    lsp_client.root = tmp_path
    yield
    await lsp_client.shutdown_session()


async def diagnostics_until(client: LanguageClient, uri: str, predicate, timeout=30.0):
    """The document's diagnostics once a publication satisfies `predicate`."""
    async def wait():
        while True:
            current = client.diagnostics.get(uri)
            if current is not None and predicate(current):
                return current
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return await asyncio.wait_for(wait(), timeout)


def codes(diagnostics):
    return sorted(d.code for d in diagnostics)


def open_cell(client: LanguageClient, text: str = CELL) -> str:
    uri = (client.root / "Sources" / "Cell.swift").as_uri()
    client.diagnostics.pop(uri, None)
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text)))
    return uri


def change(client: LanguageClient, uri: str, version: int, start, end, text: str):
    client.diagnostics.pop(uri, None)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(*start), end=types.Position(*end)), text=text)]))


def apply(text: str, edits) -> str:
    """Applies LSP text edits (UTF-16 positions; the test texts are ASCII before the edits) as a client does."""
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    def offset(p):
        return offsets[p.line] + p.character
    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[:offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


async def test_capabilities_and_utf16_by_default(vscode):
    capabilities = vscode.initialize_result.capabilities
    assert capabilities.position_encoding == "utf-16"
    assert capabilities.text_document_sync.open_close is True
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.code_action_provider is not None
    assert vscode.initialize_result.server_info.name == "nodelint"
    # After initialized: file watching for sources and configurations.
    await asyncio.sleep(0.5)
    watched = [r for r in vscode.registrations if r.method == "workspace/didChangeWatchedFiles"]
    assert watched, vscode.registrations
    globs = [w["globPattern"] if isinstance(w, dict) else w.glob_pattern for w in watched[0].register_options["watchers"]]
    assert "**/*.swift" in globs and "**/.nodelint.yml" in globs


async def test_diagnostics_use_the_base_class_from_another_file(vscode):
    uri = open_cell(vscode)
    found = await diagnostics_until(vscode, uri, lambda d: len(d) > 0)
    assert codes(found) == ["missing-super-call", "view-access-in-init", "view-access-in-init"]
    view = next(d for d in found if d.code == "view-access-in-init" and d.range.start.line == 5)
    assert view.source == "nodelint"
    assert view.severity == types.DiagnosticSeverity.Error
    assert (view.range.start.character, view.range.end.character) == (8, 12)
    # The helper's finding carries the call from init as related information.
    helper = next(d for d in found if d.code == "view-access-in-init" and d.range.start.line == 10)
    assert helper.related_information, helper
    note = helper.related_information[0]
    assert note.location.uri == uri and note.location.range.start.line == 6
    assert note.message


async def test_an_edit_clears_what_it_fixes_and_close_clears_the_rest(vscode):
    uri = open_cell(vscode)
    await diagnostics_until(vscode, uri, lambda d: len(d) == 3)
    # Delete line 5 (`view.backgroundColor = .white`) with an incremental change.
    change(vscode, uri, 2, (5, 0), (6, 0), "")
    found = await diagnostics_until(vscode, uri, lambda d: len(d) == 2)
    assert codes(found) == ["missing-super-call", "view-access-in-init"]
    vscode.diagnostics.pop(uri, None)
    vscode.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert list(await diagnostics_until(vscode, uri, lambda d: True)) == []


async def test_code_actions_fix_and_suppress(vscode):
    uri = open_cell(vscode)
    found = await diagnostics_until(vscode, uri, lambda d: len(d) == 3)
    # The rule's fix: missing-super-call inserts the call.
    missing = next(d for d in found if d.code == "missing-super-call")
    actions = await vscode.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=missing.range,
        context=types.CodeActionContext(diagnostics=[missing])))
    fix = next(a for a in actions if a.is_preferred)
    assert fix.kind == types.CodeActionKind.QuickFix
    assert "super.didLoad()" in fix.title
    text = apply(CELL, fix.edit.changes[uri])
    assert "override func didLoad() {\n        super.didLoad()\n" in text
    vscode.diagnostics.pop(uri, None)
    vscode.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    found = await diagnostics_until(vscode, uri, lambda d: len(d) == 2)
    assert codes(found) == ["view-access-in-init", "view-access-in-init"]

    # Suppress on this line: a disable:next comment above, indented like the line, ending in "- ".
    view = next(d for d in found if d.range.start.line == 5)
    actions = await vscode.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=view.range,
        context=types.CodeActionContext(diagnostics=[view])))
    suppress = next(a for a in actions if a.title.startswith("Suppress"))
    assert [e.new_text for e in suppress.edit.changes[uri]] == ["        // nodelint:disable:next view-access-in-init - \n"]
    text = apply(text, suppress.edit.changes[uri])
    vscode.diagnostics.pop(uri, None)
    vscode.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    found = await diagnostics_until(vscode, uri, lambda d: len(d) == 1)
    assert found[0].range.start.line == 11
    # The server never writes to the workspace: the file on disk is as it was.
    assert (vscode.root / "Sources" / "Cell.swift").read_text() == CELL


async def test_watched_files_and_configuration_reloads(vscode):
    uri = open_cell(vscode)
    await diagnostics_until(vscode, uri, lambda d: len(d) == 3)
    base = vscode.root / "Sources" / "Base.swift"
    # The base class stops being a node on disk (another tool, a branch switch): the client says so.
    base.write_text("class BaseNode: NSObject {}\n")
    vscode.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=base.as_uri(), type=types.FileChangeType.Changed)]))
    await diagnostics_until(vscode, uri, lambda d: len(d) == 0)
    base.write_text(BASE)
    vscode.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=base.as_uri(), type=types.FileChangeType.Changed)]))
    await diagnostics_until(vscode, uri, lambda d: len(d) == 3)
    # A .nodelint.yml that turns a rule off is obeyed once it changes.
    config = vscode.root / ".nodelint.yml"
    config.write_text("disable: [view-access-in-init]\n")
    vscode.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Created)]))
    found = await diagnostics_until(vscode, uri, lambda d: len(d) == 1)
    assert codes(found) == ["missing-super-call"]


async def test_utf8_positions_when_the_client_offers_them(neovim):
    assert neovim.initialize_result.capabilities.position_encoding == "utf-8"
    # Two multi-byte characters before `view` on its line: byte columns, not UTF-16 ones.
    text = CELL.replace("        view.backgroundColor", "/*é😀*/  view.backgroundColor")
    uri = open_cell(neovim, text)
    found = await diagnostics_until(neovim, uri, lambda d: len(d) == 3)
    view = next(d for d in found if d.range.start.line == 5)
    assert (view.range.start.character, view.range.end.character) == (len("/*é😀*/  ".encode()), len("/*é😀*/  view".encode()))


def frame(message) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def test_malformed_messages_are_logged_and_the_server_goes_on(tmp_path):
    """Below the client library: bytes a client library would never send."""
    write_workspace(tmp_path)
    wire = (b"Content-Length: 5\r\n\r\n{oops" + b"Content-Length: nope\r\n\r\n"
            + frame({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                     "params": {"capabilities": {}, "rootUri": tmp_path.as_uri()}})
            + frame({"jsonrpc": "2.0", "id": 2, "method": "no/such/method"})
            + frame({"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
            + frame({"jsonrpc": "2.0", "method": "exit"}))
    done = subprocess.run([NODELINT, "lsp"], input=wire, capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert b"malformed message" in done.stderr
    replies = [json.loads(part.split(b"\r\n\r\n", 1)[1]) for part in done.stdout.split(b"Content-Length: ")[1:]]
    by_id = {r.get("id"): r for r in replies}
    assert by_id[None]["error"]["code"] == -32700
    assert by_id[1]["result"]["capabilities"]["positionEncoding"] == "utf-16"
    assert by_id[2]["error"]["code"] == -32601
    assert by_id[3]["result"] is None


def test_exit_without_shutdown_exits_with_1():
    wire = frame({"jsonrpc": "2.0", "id": 1, "method": "shutdown"}) + frame({"jsonrpc": "2.0", "method": "exit"})
    done = subprocess.run([NODELINT, "lsp"], input=wire, capture_output=True, timeout=60)
    # shutdown before initialize is refused, so the exit comes without a shutdown.
    assert done.returncode == 1
    reply = json.loads(done.stdout.split(b"\r\n\r\n", 1)[1])
    assert reply["error"]["code"] == -32002
