import NodeLintAnalysis
import NodeLintModel

/// One file of a `LiveWorkspace`, as the last analysis left it: what `LintRun`'s first pass makes of a
/// file (its text, its summary for the class graph), plus what later steps derived from it, kept so
/// that an edit elsewhere does not redo them. Everything here is made from this file's bytes alone,
/// except `concernsTexture` and `behaviour`, which the workspace recomputes when the class graph
/// changes in a way that can change them.
struct WorkspaceFile {
    var language: Language
    var text: SourceText
    var summary: FileSummary
    /// `summary.declaredTypeNames`, kept to tell whether an edit changed which names the file declares.
    var declaredTypeNames: [String]
    /// The bytes mention a Texture name or `nodelint:`: analysed whatever the class graph says.
    var mentionsTexture: Bool
    /// Index into the workspace's profiles.
    var profile: Int
    /// The full model, once the file turned out to concern Texture (or the front end gave it anyway).
    var model: SourceFile?
    /// Whether the last analysis found the file worth a full parse and the rules.
    var concernsTexture = false
    /// Whether the bytes mention one of the project's node, view-controller or layout-spec names, as
    /// the workspace last knew them (nil: not scanned since the file or the names changed).
    var mentionsProjectTextureNames: Bool?
    /// What its types' code does, made against the class graph of the last analysis.
    var behaviour: BehaviourSummary?

    /// The first pass over `bytes` (LintRun's): declarations for the index.
    init(path: String, language: Language, bytes: [UInt8], profile: Int, objcArguments: [String]) {
        self.language = language
        self.profile = profile
        mentionsTexture = IdentifierScan.mentionsTexture(bytes, orAnyOf: IdentifierScan.NameSet([]))
            || LintRun.mentionsSuppressionMarker(bytes)
        // Declarations only (Objective-C through the scanner, without libclang); the full model is made
        // when the file turns out to concern Texture.
        let file = FrontEnds.parseDeclarations(path: path, language: language, bytes: bytes, objcArguments: objcArguments)
        text = file.text
        summary = FileSummary(file)
        declaredTypeNames = summary.declaredTypeNames
        model = nil
    }
}
