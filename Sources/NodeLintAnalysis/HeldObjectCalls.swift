import NodeLintModel

/// A call a type's code makes of a method of an object it holds in one of its own properties
/// (`dataSource.configure(tags)`, `self.viewModel.load()`): how a data source's set-up method, called by
/// the object that owns the data source, is told from one called again after its container has loaded
/// (`ProjectIndex.changesAfterLoading`). Collected per type while indexing, for every file that concerns
/// Texture; which class the property holds is looked up in the class graph when asked.
struct HeldObjectCall: Sendable, Equatable {
    /// The property of self the call is made on, without an Objective-C ivar's `_`.
    var property: String
    /// The method's Swift base name (the first selector piece in Objective-C).
    var method: String
    /// The member whose code makes the call.
    var caller: MemberKey
    /// The call is in a closure that runs later (a completion handler, an async block), not in the
    /// member's own run.
    var isDeferred: Bool
}

enum HeldObjectCalls {
    private static let frameworkMemberNames = Set(TextureMembers.memberTypes.values.flatMap(\.keys))

    /// The calls `decl`'s members make on objects held in the type's properties. Not those on a property
    /// the type declares here with a class nodelint knows (a table node, a label, an array): those are
    /// Texture's, UIKit's or Foundation's methods, never the project's. A property declared elsewhere (in
    /// an extension's file, a superclass) is kept whatever it holds.
    static func collect(in decl: TypeDecl, qualified: String, file: SourceFile, walks: FileWalks) -> [HeldObjectCall] {
        var found: [HeldObjectCall] = []
        PropertyMutations.forEachRegion(of: decl, qualified: qualified, file: file, walks: walks) { key, region in
            walks.walk(region.body).replay { expr, _ in
                guard case .call(let call) = expr, case .member(let receiver?, let method, _) = call.callee.unparenthesized,
                      let property = heldProperty(receiver), !holdsKnownClass(property, in: decl) else { return }
                found.append(HeldObjectCall(property: property, method: method, caller: key, isDeferred: region.source != .member))
            }
        }
        return found
    }

    /// `dataSource` in `dataSource.m()`, `self.dataSource.m()`, `_dataSource.m()`; nil for anything else,
    /// and for a capitalised name (a type: `UIView.animate`).
    private static func heldProperty(_ receiver: Expr) -> String? {
        let name: String
        switch receiver.unparenthesized {
        case .name(let n, _, .unresolved): name = n
        case .member(.selfRef?, let n, _): name = n
        default: return nil
        }
        guard !TypeInference.isTypeLike(name) else { return nil }
        return PropertyMutations.normalized(name)
    }

    /// Whether `decl` declares `property` with a type (written, or constructed by its initializer) whose
    /// class or collection nodelint knows; or, declared elsewhere, the property has the name of one a
    /// Texture or UIKit class declares (`view`, `node`, `layer`): what a controller or a node inherits.
    private static func holdsKnownClass(_ property: String, in decl: TypeDecl) -> Bool {
        guard let member = decl.members.first(where: { $0.kind == .variable && PropertyMutations.normalized($0.name) == property })
        else { return frameworkMemberNames.contains(property) }
        let type = member.declaredType ?? member.initializer.flatMap { TypeInference.constructedType(ofInitializer: $0) }
        guard let base = type?.base else { return false }
        return KnownClasses.superclass(of: base) != nil || FoundationCollections.all.contains(base) || type!.text.hasPrefix("[")
    }
}

extension ProjectIndex {
    /// Whether `type`'s method `method` is set-up code of the objects that own a `type`: every call of it
    /// that the code read makes through a property runs before the containers `type` feeds can load. At
    /// least one such call, and each made, not later in a closure, by code that runs before loading
    /// (`runsBeforeLoading`) in a type that owns its object: it holds it in a property initialized with
    /// a new one (`let dataSource = TagsDataSource()`); a data source it was given may feed other
    /// containers too. A call through a property of an unrelated class is not one of these; one through
    /// a property whose class is not known, or is a protocol, may be.
    func isOwnersSetUp(_ method: String, of type: String, depth: Int) -> Bool {
        var seen = false
        for (holder, calls) in heldObjectCalls {
            for call in calls where call.method == method {
                guard let (_, record) = declaredMember(call.property, in: holder) ?? declaredMember("_" + call.property, in: holder),
                      let held = record.constructedType ?? record.type
                else { return false }
                let heldType = resolve(held.base, from: holder)
                if records[heldType]?.kind == .protocol { return false }
                guard lineage(of: heldType).contains(type) || lineage(of: type).contains(heldType) else { continue }
                guard record.constructedType != nil, !call.isDeferred, runsBeforeLoading(call.caller, in: holder, depth: depth + 1)
                else { return false }
                seen = true
            }
        }
        return seen
    }
}
