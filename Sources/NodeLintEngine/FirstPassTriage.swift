import NodeLintAnalysis
import NodeLintModel
import NodeLintSyntax

/// Which files the first pass reads the declarations of. Reading a file's declarations is most of the
/// first pass, and most files of an app can matter to no rule.
///
/// - A run in which no file names a Texture class (`TextureClasses.allNames`), imports the framework,
///   calls `addSubnode` or is given a configured base class has nothing any rule can report but
///   unused suppressions: only the files with a `nodelint:` comment are read (and analysed).
/// - Otherwise every Objective-C file is read (the declaration scanner is cheap), and so is every Swift
///   file that mentions Texture's prefix or a suppression, or may declare a container's data-source
///   method (such a file concerns Texture whatever it mentions, `ContainerMethod`; a UIKit cell
///   provider only with a call that may host a node, `ContainerMethod.uikitProviderMayHostNodes`), or may
///   change PromiseKit's default queues (`PromiseKitQueues`, a fact of the whole project). Any other Swift file
///   is only scanned for the names it declares (`SwiftDeclaredNames`, tokens without a parse) and read,
///   to a fixed point, when
///   - a file already read mentions one of them (its types, typealiases, `@objc` names or top-level
///     `var`s): a supertype, a property's type, an extension of a type read, a same-named type, a
///     global a node block reads — whatever the analysis of the files read can look up. Of a file that
///     may be analysed (read at once, or naming a type that may derive from Texture) every identifier
///     counts; of a file read only because another names it, only the types its declarations name
///     (`FileSummary.declarationReferences`: supertypes, properties' and return types), since its
///     bodies are never analysed, until it turns out to name a type that may derive from Texture; or
///   - it mentions a name that may derive from Texture among the files read
///     (`FileSummary.possibleTextureNames`): a subclass of a project node, a file that creates one.
///   Whatever is never reached this way is not in the graph, and nothing that is analysed can ask for it.
///   Where more than a tenth of the Swift files are read at once, every file is read: the fixed point
///   would reach most of them anyway.
enum FirstPassTriage {
    /// What one scan of a file's bytes tells, before anything is parsed.
    struct ByteFacts {
        let language: Language
        /// An identifier with Texture's prefix (`AS` and a capital letter).
        let mentionsTexturePrefix: Bool
        let mentionsSuppression: Bool
        /// A class of Texture's, the framework's name, or `addSubnode` (Texture's category on UIView).
        let usesTexture: Bool
        /// The bytes may declare a container method that concerns Texture
        /// (`ContainerMethod.mayDeclareMethodConcerningTexture`); only looked for where it decides
        /// something (a Swift file the two mentions above do not already have read at once).
        let mayDeclareContainerMethod: Bool
        /// The bytes may change PromiseKit's default queues (`PromiseKitQueues.changes`), a fact of the
        /// whole project the class graph carries; looked for where the mentions above do not decide.
        let mayChangePromiseKitQueues: Bool

        init(_ bytes: [UInt8], language: Language, mentionsTexturePrefix: Bool, mentionsSuppression: Bool) {
            self.language = language
            self.mentionsTexturePrefix = mentionsTexturePrefix
            self.mentionsSuppression = mentionsSuppression
            usesTexture = (mentionsTexturePrefix && IdentifierScan.mentionsAny(bytes, of: FirstPassTriage.textureClassNames))
                || NodeLintModel.bytes(bytes, contain: "AsyncDisplayKit") || NodeLintModel.bytes(bytes, contain: "addSubnode")
            mayDeclareContainerMethod = language == .swift && !mentionsTexturePrefix && !mentionsSuppression
                && ContainerMethod.mayDeclareMethodConcerningTexture(bytes)
            mayChangePromiseKitQueues = language == .swift && !mentionsTexturePrefix && !mentionsSuppression && !mayDeclareContainerMethod
                && !PromiseKitQueues.changes(in: bytes).isEmpty
        }
    }

    static let textureClassNames = IdentifierScan.NameSet(TextureClasses.allNames)

    /// Runs the triage. `read` reads the declarations of the files given (in parallel) and returns their
    /// summaries in the same order; `bytes` gives a file's text, and `declaredNames` the names it declares
    /// (`SwiftDeclaredNames.scan` of its bytes, or the cache's record of it). Returns every file read, by
    /// position, with its summary.
    static func run(facts: [ByteFacts], bases: Set<String>, jobs: Int, bytes: (Int) -> [UInt8],
                    declaredNames: (Int) -> [String],
                    read: ([Int]) -> [FileSummary?]) -> [Int: FileSummary] {
        var summaries: [Int: FileSummary] = [:]
        func take(_ files: [Int]) {
            for (i, summary) in zip(files, read(files)) { if let summary { summaries[i] = summary } }
        }
        guard bases.isEmpty == false || facts.contains(where: \.usesTexture) else {
            take(facts.indices.filter { facts[$0].mentionsSuppression })
            return summaries
        }
        let atOnce = facts.indices.filter {
            let f = facts[$0]
            return f.language != .swift || f.mentionsTexturePrefix || f.mentionsSuppression || f.mayDeclareContainerMethod
                || f.mayChangePromiseKitQueues
        }
        // Where Texture is much of the code, the fixed point reaches most files, and scanning the others
        // for names first only adds to reading them; both ways read the same graph. Measured on the
        // corpus's Texture apps: where 14 to 24% of the Swift files were read at once (Xinhoo, vk-ios-app,
        // AdvancedAppPublic, KayakoMessengeriOS, ReactivePixel), the fixed point reached 66 to 97% of them,
        // and reading every file was as fast or up to 12% faster than the triage; below a tenth it can pay (three
        // apps without Texture and one node file: 0.4% read at once, half the files reached).
        let swiftFiles = facts.filter { $0.language == .swift }.count
        guard atOnce.filter({ facts[$0].language == .swift }).count * 10 <= swiftFiles else {
            take(Array(facts.indices))
            return summaries
        }
        let waiting = Set(facts.indices).subtracting(atOnce).sorted()
        let names = parallelMap(waiting.count, jobs: jobs) { declaredNames(waiting[$0]) }
        var declared = IdentifierScan.NameTable()
        var deferred = Set<Int>()
        var next = atOnce
        for (i, fileNames) in zip(waiting, names) {
            // A name outside ASCII cannot be matched by the byte scans of other files: read the file.
            if fileNames.contains(where: { $0.utf8.contains { $0 >= 0x80 } }) {
                next.append(i)
                continue
            }
            deferred.insert(i)
            for name in fileNames { declared.add(name, id: i) }
        }
        next.sort()
        // The files whose every identifier is followed: those read at once, and those that name a type
        // that may derive from Texture (they may be analysed: any name in their bodies can be looked
        // up). A file read only because another names it may matter through its declarations alone
        // (`FileSummary.declarationReferences`) until it turns out to name such a type too; following
        // every identifier of such files pulled in most of an app through its bodies.
        var followedWhole = Set(next)
        var followedByDeclarations: [Int] = []
        func namesFollowed(from files: [Int]) -> [Set<Int>] {
            parallelMap(files.count, jobs: jobs) { k in
                let i = files[k]
                if followedWhole.contains(i) { return declared.ids(mentionedIn: bytes(i)) }
                return declared.ids(mentionedIn: summaries[i]?.declarationReferences ?? [])
            }
        }
        func unread(namedIn names: [Set<Int>]) -> [Int] {
            var chosen = Set<Int>()
            for ids in names { chosen.formUnion(ids.filter { deferred.contains($0) }) }
            return chosen.sorted()
        }
        // Reading to a fixed point: the files the files read name, until none is left; then, once per
        // pass, the files that name a type that may newly derive from Texture (a scan of every file still
        // deferred and of those followed by their declarations only, so it is done as few times as possible).
        var textureNames = Set<String>()
        reading: while true {
            while !next.isEmpty {
                let round = next
                take(round)
                deferred.subtract(round)
                for i in round where !followedWhole.contains(i) { followedByDeclarations.append(i) }
                guard !deferred.isEmpty else { break reading }
                next = unread(namedIn: namesFollowed(from: round))
            }
            let possible = FileSummary.possibleTextureNames(in: summaries.values, bases: bases)
            var newNames = IdentifierScan.NameTable()
            for name in possible.subtracting(textureNames) { newNames.add(name, id: 0) }
            textureNames = possible
            guard !newNames.isEmpty else { break }
            let candidates = deferred.sorted() + followedByDeclarations
            let mentions = parallelMap(candidates.count, jobs: jobs) { !newNames.ids(mentionedIn: bytes(candidates[$0])).isEmpty }
            let naming = zip(candidates, mentions).filter(\.1).map(\.0)
            followedWhole.formUnion(naming)
            // A file read by its declarations that names such a type is followed whole from now on.
            let promoted = naming.filter { summaries[$0] != nil }
            followedByDeclarations.removeAll { followedWhole.contains($0) }
            next = (naming.filter { deferred.contains($0) } + unread(namedIn: namesFollowed(from: promoted))).uniquedSorted()
            guard !next.isEmpty else { break }
        }
        return summaries
    }
}

private extension Array where Element == Int {
    /// The elements sorted, each once.
    func uniquedSorted() -> [Int] { Set(self).sorted() }
}
