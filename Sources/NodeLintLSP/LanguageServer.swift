import Foundation
import NodeLintEngine
import NodeLintModel

/// The protocol's state machine and its methods, one decoded message at a time. Transport-free: it is
/// given a function to send messages with (the stdio loop frames them) and one to log with (standard
/// error), so tests drive it message by message.
///
/// Text-synchronisation notifications only record what changed; `publishDiagnostics()`, called after
/// each batch of messages (and before answering a request that reads the results), lints the open
/// documents once for all the changes that arrived together.
public final class LanguageServer {
    public enum State: Equatable { case uninitialized, running, shuttingDown }

    public private(set) var state: State = .uninitialized
    /// Set by `exit`: 0 after `shutdown`, else 1, as the protocol says.
    public private(set) var exitCode: Int32?
    private let send: (JSONValue) -> Void
    private let log: (String) -> Void
    private let version: String
    private var encoding: PositionEncoding = .utf16
    private var documents = DocumentStore(encoding: .utf16)
    private var workspace = LiveWorkspace(roots: [])
    /// Documents whose text changed since diagnostics were last published (they get fresh ones even
    /// when the list is the same: the version tells the client they are current).
    private var changedURIs: Set<String> = []
    private var needsLint = false
    /// What was last published per URI, and the findings behind it (code actions read them).
    private var published: [String: (diagnostics: [Diagnostic], json: JSONValue)] = [:]
    private var supportsWatchedFilesRegistration = false
    private var nextRequestID = 1

    public init(version: String, send: @escaping (JSONValue) -> Void, log: @escaping (String) -> Void) {
        self.version = version
        self.send = send
        self.log = log
    }

    /// One message from the client (already parsed from its JSON).
    public func handle(_ message: JSONValue) {
        guard case .object = message, let method = message["method"]?.string else {
            // A response to one of our requests (client/registerCapability), or not a message at all.
            if message["id"] == nil || (message["result"] == nil && message["error"] == nil) {
                log("ignored a message that is neither a request, a notification nor a response")
            }
            return
        }
        let id = message["id"]
        let params = message["params"] ?? .null
        if let id {
            request(method, id: id, params: params)
        } else {
            notification(method, params: params)
        }
    }

    /// A message whose JSON could not be read: answered as the protocol says when it names a request,
    /// else only logged.
    public func malformed(_ problem: String) {
        log("malformed message: \(problem)")
        reply(error: -32700, "Parse error: \(problem)", id: .null)
    }

    // MARK: - Requests

    private func request(_ method: String, id: JSONValue, params: JSONValue) {
        switch (state, method) {
        case (.uninitialized, "initialize"):
            reply(initialize(params), id: id)
        case (.uninitialized, _):
            reply(error: -32002, "the server is not initialized", id: id)
        case (.running, "initialize"), (.shuttingDown, "initialize"):
            reply(error: -32600, "initialize was already received", id: id)
        case (.shuttingDown, _):
            reply(error: -32600, "the server is shutting down", id: id)
        case (.running, "shutdown"):
            state = .shuttingDown
            reply(.null, id: id)
        case (.running, "textDocument/codeAction"):
            publishDiagnostics()
            reply(codeActions(params), id: id)
        default:
            reply(error: -32601, "method not found: \(method)", id: id)
        }
    }

    private func initialize(_ params: JSONValue) -> JSONValue {
        encoding = PositionEncoding.negotiate(params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string))
        documents = DocumentStore(encoding: encoding)
        supportsWatchedFilesRegistration =
            params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        var roots = (params["workspaceFolders"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(FileURI.path(of:)) }
        if roots.isEmpty, let root = params["rootUri"]?.string.flatMap(FileURI.path(of:)) ?? params["rootPath"]?.string {
            roots = [root]
        }
        workspace = LiveWorkspace(roots: roots.map(Self.withoutTrailingSlash))
        state = .running
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                // Change 2: incremental; the store also takes whole-text changes.
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
            ],
            "serverInfo": ["name": "nodelint", "version": .string(version)],
        ]
    }

    // MARK: - Notifications

    private func notification(_ method: String, params: JSONValue) {
        if method == "exit" {
            exitCode = state == .shuttingDown ? 0 : 1
            return
        }
        // Before initialize only exit counts; after shutdown nothing else is expected.
        guard state == .running else { return }
        switch method {
        case "initialized":
            registerForWatchedFiles()
            workspace.load()
            logWorkspaceMessages()
        case "textDocument/didOpen":
            guard let document = params["textDocument"], let uri = document["uri"]?.string,
                  let text = document["text"]?.string else { return invalid(method) }
            documents.open(uri: uri, languageID: document["languageId"]?.string ?? "", version: document["version"]?.int ?? 0, text: text)
            bufferChanged(uri)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, let changes = params["contentChanges"]?.array else {
                return invalid(method)
            }
            do {
                try documents.change(uri: uri, version: params["textDocument"]?["version"]?.int ?? 0,
                                     changes: changes.compactMap(Self.change))
                bufferChanged(uri)
            } catch {
                log("\(method): \(error)")
            }
        case "textDocument/didSave":
            guard let uri = params["textDocument"]?["uri"]?.string, let path = FileURI.path(of: uri) else { return invalid(method) }
            workspace.diskChanged(path)
            needsLint = true
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string else { return invalid(method) }
            documents.close(uri: uri)
            if let path = FileURI.path(of: uri) { workspace.setBuffer(nil, for: path) }
            needsLint = true
            // Cleared at once: a closed file's findings are the terminal's business.
            published[uri] = nil
            send(notificationMessage("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
        case "workspace/didChangeWatchedFiles":
            for change in params["changes"]?.array ?? [] {
                if let path = change["uri"]?.string.flatMap(FileURI.path(of:)) { workspace.diskChanged(path) }
            }
            needsLint = true
        case "workspace/didChangeWorkspaceFolders":
            var roots = workspace.roots
            for removed in params["event"]?["removed"]?.array ?? [] {
                if let path = removed["uri"]?.string.flatMap(FileURI.path(of:)) { roots.removeAll { $0 == Self.withoutTrailingSlash(path) } }
            }
            for added in params["event"]?["added"]?.array ?? [] {
                if let path = added["uri"]?.string.flatMap(FileURI.path(of:)) { roots.append(Self.withoutTrailingSlash(path)) }
            }
            workspace = LiveWorkspace(roots: roots)
            for uri in documents.uris { bufferChanged(uri) }
        default:
            // $/cancelRequest, $/setTrace, workspace/didChangeConfiguration …: nothing to do.
            break
        }
    }

    private func invalid(_ method: String) { log("\(method): parameters missing or of the wrong type; ignored") }

    private func bufferChanged(_ uri: String) {
        guard let document = documents[uri], let path = FileURI.path(of: uri) else { return }
        workspace.setBuffer(document.bytes, for: path)
        changedURIs.insert(uri)
        needsLint = true
    }

    private static func change(_ json: JSONValue) -> DocumentStore.Change? {
        guard let text = json["text"]?.string else { return nil }
        guard let range = json["range"], let start = position(range["start"]), let end = position(range["end"]) else {
            return DocumentStore.Change(range: nil, text: text)
        }
        return DocumentStore.Change(range: (start, end), text: text)
    }

    private static func position(_ json: JSONValue?) -> LSPPosition? {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int else { return nil }
        return LSPPosition(line: line, character: character)
    }

    private static func withoutTrailingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// Asks the client to tell about changes on disk: sources (a base class edited in another tool or
    /// switched by git), configurations and the project files the setup reads.
    private func registerForWatchedFiles() {
        guard supportsWatchedFilesRegistration else { return }
        let globs = ["**/*.swift", "**/*.m", "**/*.mm", "**/*.h", "**/.nodelint.yml", "**/Package.swift", "**/*.pbxproj",
                     "**/Podfile", "**/Podfile.lock", "**/Package.resolved", "**/Cartfile.resolved", "**/*.podspec",
                     "**/compile_commands.json"]
        let registration: JSONValue = ["id": "nodelint-watched-files", "method": "workspace/didChangeWatchedFiles",
                                       "registerOptions": ["watchers": .array(globs.map { ["globPattern": .string($0)] })]]
        send(["jsonrpc": "2.0", "id": .string("nodelint-\(nextRequestID)"), "method": "client/registerCapability",
              "params": ["registrations": [registration]]])
        nextRequestID += 1
    }

    // MARK: - Diagnostics

    /// Lints the open documents if anything changed since the last time, and publishes each document's
    /// diagnostics when they differ from what it last got or its text changed.
    public func publishDiagnostics() {
        guard state == .running, needsLint else { return }
        needsLint = false
        let open = documents.uris.compactMap { uri in FileURI.path(of: uri).map { (uri, $0) } }
        let found = workspace.lint(open.map(\.1))
        logWorkspaceMessages()
        let convert = converter()
        for (uri, path) in open {
            guard let document = documents[uri] else { continue }
            let diagnostics = found[path] ?? []
            let table = LineTable(bytes: document.bytes)
            let json = JSONValue.array(diagnostics.map { convert.convert($0, in: table) })
            guard changedURIs.contains(uri) || published[uri]?.json != json else { continue }
            published[uri] = (diagnostics, json)
            send(notificationMessage("textDocument/publishDiagnostics",
                                     ["uri": .string(uri), "version": .int(document.version), "diagnostics": json]))
        }
        changedURIs = []
    }

    private func converter() -> LSPDiagnostics {
        var uriByPath: [String: String] = [:]
        for uri in documents.uris { if let path = FileURI.path(of: uri) { uriByPath[path] = uri } }
        let workspace = self.workspace
        let documents = self.documents
        return LSPDiagnostics(encoding: encoding,
                              uri: { uriByPath[$0] ?? FileURI.uri(ofPath: $0) },
                              text: { path in
                                  if let uri = uriByPath[path], let document = documents[uri] { return SourceText(bytes: document.bytes) }
                                  return workspace.text(of: path)
                              })
    }

    private func codeActions(_ params: JSONValue) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri],
              let start = Self.position(params["range"]?["start"]), let end = Self.position(params["range"]?["end"]) else {
            return []
        }
        let diagnostics = published[uri]?.diagnostics ?? []
        guard !diagnostics.isEmpty else { return [] }
        let actions = CodeActions(convert: converter())
        return .array(actions.actions(for: diagnostics, lines: start.line...max(start.line, end.line), uri: uri,
                                      table: LineTable(bytes: document.bytes)))
    }

    private func logWorkspaceMessages() {
        for message in workspace.takeMessages() { log(message) }
    }

    // MARK: - Messages

    private func reply(_ result: JSONValue, id: JSONValue) {
        send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func reply(error code: Int, _ message: String, id: JSONValue) {
        send(["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]])
    }

    private func notificationMessage(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}
