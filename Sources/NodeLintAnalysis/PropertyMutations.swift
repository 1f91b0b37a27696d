import NodeLintModel

/// Where a type's code changes its own stored properties: assigns them (`items = …`, `items += …`,
/// `items[i] = …`, `self.items.title = …`), or calls a mutating method on them (`items.append(…)`,
/// `sort`, `removeAll`, `[_items addObject:…]`). A read of a data source's collection in a node block
/// is a race only if the collection can change after the container starts loading; these facts say
/// whether it can. Collected while indexing, per type, for every file that concerns Texture.
struct PropertyMutation: Sendable {
    /// The property, without an Objective-C ivar's `_` (`_items` and `self.items` are one property).
    var property: String
    /// The member whose code makes the change.
    var member: MemberKey
    /// The change is in a closure that runs later (a completion handler, an async block), not in the
    /// member's own run.
    var isDeferred: Bool
}

/// Where a type's code changes a property of an object one of its properties holds
/// (`self.tableDelegates.adminGroups = groups`, `presenter.movies.append(movie)`): a change of the held
/// object's state that its own code does not make. Kept by the writing type; the index finds the held
/// object's type when asked (`ProjectIndex.heldWrites(into:)`).
struct HeldPropertyWrite: Sendable {
    /// The writing type's property that holds the object.
    var holder: String
    /// The held object's property, without an Objective-C ivar's `_`.
    var property: String
    /// The member whose code makes the change.
    var member: MemberKey
    var isDeferred: Bool
}

enum PropertyMutations {
    /// Methods that change the collection (or other value) they are called on: Swift's collection
    /// methods and Foundation's mutable collections (their Swift-imported base names).
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
        "popLast", "popFirst", "replaceSubrange", "sort", "reverse", "shuffle", "swapAt", "updateValue", "merge",
        "formUnion", "formIntersection", "subtract", "formSymmetricDifference", "reserveCapacity",
        // NSMutableArray, NSMutableDictionary, NSMutableSet, NSMutableOrderedSet.
        "add", "addObject", "addObjects", "addObjectsFromArray", "insertObject", "insertObjects", "removeObject",
        "removeObjects", "removeAllObjects", "removeLastObject", "removeObjectAtIndex", "removeObjectsAtIndexes",
        "replaceObject", "replaceObjects", "replaceObjectAtIndex", "exchangeObject", "setObject", "setValue",
        "sortUsingComparator", "sortUsingDescriptors", "sortUsingSelector", "setArray", "setDictionary", "setSet",
        "addEntries", "addEntriesFromDictionary", "removeObjectForKey", "removeObjectsForKeys",
    ]

    /// The changes `decl`'s members make to the type's own properties, and to those of the objects its
    /// properties hold.
    static func collect(in decl: TypeDecl, qualified: String, file: SourceFile,
                        walks: FileWalks) -> (own: [PropertyMutation], held: [HeldPropertyWrite]) {
        var found: [PropertyMutation] = [], held: [HeldPropertyWrite] = []
        forEachRegion(of: decl, qualified: qualified, file: file, walks: walks) { key, region in
            let changes = changes(in: region.body, walks: walks)
            for property in changes.own {
                found.append(PropertyMutation(property: property, member: key, isDeferred: region.source != .member))
            }
            for write in changes.held {
                held.append(HeldPropertyWrite(holder: write.holder, property: write.property, member: key, isDeferred: region.source != .member))
            }
        }
        return (found.exactlySized(), held.exactlySized())
    }

    /// Every region of `decl`'s members (their bodies, accessors and property initializers, and the
    /// closures in them: CodeRegions), with the key of the member whose code it is.
    static func forEachRegion(of decl: TypeDecl, qualified: String, file: SourceFile, walks: FileWalks,
                              _ visit: (MemberKey, CodeRegion) -> Void) {
        let classifier = ClosureClassifier(index: nil, typeName: qualified, locals: file.locals, imports: file.imports)
        for member in decl.members {
            var bodies: [(Body, Bool)] = []
            if let body = member.body { bodies.append((body, false)) }
            for accessor in member.accessors { bodies.append((accessor.body, false)) }
            if let initializer = member.initializer { bodies.append((initializer, true)) }
            for (body, isInitializer) in bodies {
                let key = MemberKey(name: member.name, signature: member.signature, kind: member.kind, modifiers: member.modifiers,
                                    isStored: member.isStoredProperty, isPropertyInitializer: isInitializer)
                let isNodeBlock = member.kind == .function && ContainerMethod.kind(name: member.name, signature: member.signature) == .nodeBlock
                for region in CodeRegions.regions(of: body, in: file, walks: walks, classifier: classifier, isNodeBlockMethod: isNodeBlock) {
                    visit(key, region)
                }
            }
        }
    }

    /// Mutations at top level (a file's global functions and variables), of global variables.
    static func collectGlobals(in file: SourceFile, walks: FileWalks) -> [PropertyMutation] {
        var found: [PropertyMutation] = []
        for member in file.globals {
            guard let body = member.body else { continue }
            let key = MemberKey(name: member.name, signature: member.signature, kind: member.kind, modifiers: member.modifiers,
                                isStored: false, isPropertyInitializer: false)
            for property in changes(in: body, walks: walks).own {
                found.append(PropertyMutation(property: property, member: key, isDeferred: true))
            }
        }
        return found
    }

    private struct HeldProperty: Hashable {
        var holder: String
        var property: String
    }

    /// The properties of `self` (or globals, named plainly) the body's own code changes, and the
    /// properties of the objects they hold that it changes (`self.model.items = …` changes both
    /// `model` and the `items` of what `model` holds).
    private static func changes(in body: Body, walks: FileWalks) -> (own: Set<String>, held: Set<HeldProperty>) {
        var changed: Set<String> = [], held: Set<HeldProperty> = []
        func change(_ target: Expr) {
            if let property = root(target) { changed.insert(property) }
            if let write = heldRoot(target) { held.insert(write) }
        }
        walks.walk(body).replay { expr, walk in
            if walk.isAssignmentTarget {
                change(expr)
            } else if case .call(let call) = expr, case .member(let receiver?, let method, _) = call.callee.unparenthesized,
                      mutatingMethods.contains(method) {
                change(receiver)
            }
        }
        return (changed, held)
    }

    /// The property of a held object a target or receiver starts from: `self.model.items`,
    /// `model.items[i]`, `_model.items.count`: the second member reached from self.
    private static func heldRoot(_ expr: Expr) -> HeldProperty? {
        switch expr.unparenthesized {
        case .member(let base?, let name, _):
            if let holder = ownProperty(base) { return HeldProperty(holder: holder, property: normalized(name)) }
            return heldRoot(base)
        case .subscript(let base, _, _): return heldRoot(base)
        default: return nil
        }
    }

    /// `items`, `self.items`, `_items`: a property of self named directly.
    private static func ownProperty(_ expr: Expr) -> String? {
        switch expr.unparenthesized {
        case .name(let name, _, .unresolved): return normalized(name)
        case .member(.selfRef?, let name, _): return normalized(name)
        default: return nil
        }
    }

    /// The property of self a target or receiver starts from: `items`, `self.items`, `_items`,
    /// `items[i]`, `self.model.items`: the first member reached from self.
    private static func root(_ expr: Expr) -> String? {
        switch expr.unparenthesized {
        case .name(let name, _, .unresolved): return normalized(name)
        case .member(.selfRef?, let name, _): return normalized(name)
        case .member(let base?, _, _): return root(base)
        case .subscript(let base, _, _): return root(base)
        default: return nil
        }
    }

    static func normalized(_ name: String) -> String { name.hasPrefix("_") ? String(name.dropFirst()) : name }
}

extension ProjectIndex {
    /// Whether `type` (or a project superclass) can change its property `name` after a container it feeds
    /// has started loading: a change anywhere but in an initializer, `viewDidLoad`/`loadView`, or a private
    /// helper only they call; or in a closure that runs later. Global variables are asked with type "".
    /// True also when a project class in the lineage was not read for its code (its file does not
    /// concern Texture): what it does is not known, so it may. Not for a class the project only extends
    /// (UIViewController, NSObject) above the class that declares the property: an extension or a
    /// category adds no stored state and cannot name a subclass's, so its code cannot change it.
    public func changesAfterLoading(_ name: String, in type: String) -> Bool {
        let property = PropertyMutations.normalized(name)
        if type.isEmpty {
            // A global changes wherever code names it and no property of that name is meant.
            return propertyMutations.contains { owner, mutations in
                mutations.contains { $0.property == property } && (owner.isEmpty || !hasMember(name, in: owner))
            }
        }
        let declaring = (declaredMember(name, in: type) ?? declaredMember(property, in: type))?.type
        var aboveDeclaring = false
        for ancestor in lineage(of: type) {
            if !ancestor.isEmpty, let record = records[ancestor], !record.files.isSubset(of: summarizedFiles),
               !(aboveDeclaring && record.kind == .extension) { return true }
            if ancestor == declaring { aboveDeclaring = true }
            for mutation in propertyMutations[ancestor] ?? [] where mutation.property == property {
                if mutation.isDeferred || !runsBeforeLoading(mutation.member, in: ancestor, depth: 0) { return true }
            }
            // Another type's code that holds such an object changes it (`tableDelegates.items = …`).
            for (writer, write) in heldWrites(into: ancestor) where write.property == property {
                if write.isDeferred || !runsBeforeLoading(write.member, in: writer, depth: 0) { return true }
            }
            // A mutating method of the value the property holds, called on it, changes the property.
            for call in heldObjectCalls[ancestor] ?? [] where call.property == property && callMutates(call, in: ancestor) {
                if call.isDeferred || !runsBeforeLoading(call.caller, in: ancestor, depth: 0) { return true }
            }
        }
        return false
    }

    /// Whether `type` is a struct or an enum of the project: a value, whose fields change only as the
    /// variable holding it does.
    public func isValueType(_ type: String) -> Bool {
        guard let kind = records[type]?.kind else { return false }
        return kind == .struct || kind == .enum
    }

    /// Whether `call`, made by `type`'s code, is of a `mutating` method of the project value type its
    /// property holds (`feed.publish(post)` with `mutating func publish` in `struct Feed`).
    private func callMutates(_ call: HeldObjectCall, in type: String) -> Bool {
        guard let (_, record) = declaredMember(call.property, in: type), let held = record.type ?? record.constructedType else { return false }
        let value = resolve(held.base, from: type)
        guard isValueType(value) else { return false }
        return records[value]?.members.contains { $0.name == call.method && $0.modifiers.contains(.mutating) } ?? false
    }

    /// Code that runs before a container the type feeds loads: initializers, `viewDidLoad`, `loadView`,
    /// private helpers that only such code calls, and methods that only such code of the objects owning
    /// one of the type calls (`isOwnersSetUp`), besides such code of the type itself.
    func runsBeforeLoading(_ member: MemberKey, in type: String, depth: Int) -> Bool {
        switch member.kind {
        case .initializer: return true
        case .variable: return member.isPropertyInitializer && !member.modifiers.contains(.lazy)
        case .function:
            if member.signature == "viewDidLoad()" || member.signature == "loadView()" { return true }
            guard depth < 3 else { return false }
            let callers = (selfCalls[type] ?? []).filter { $0.isCall && $0.callee == member.name }
            let selfCallsRunBefore = callers.allSatisfy { $0.fixedContext == nil && runsBeforeLoading($0.caller, in: type, depth: depth + 1) }
            if member.modifiers.contains(.private) { return !callers.isEmpty && selfCallsRunBefore }
            return selfCallsRunBefore && isOwnersSetUp(member.name, of: type, depth: depth)
        default:
            return false
        }
    }
}

extension ProjectIndex {
    /// The names `type`'s method `method` reads of `self` (its properties, and those its helpers read),
    /// for following a call into the data source's own storage (`self.viewModel.item(at: indexPath)`).
    public func propertiesRead(by method: String, in type: String) -> Set<String> {
        var read: Set<String> = [], visited: Set<String> = []
        var work = [(type, method, 0)]
        while let (owner, current, depth) = work.popLast() {
            guard visited.insert(owner + "|" + current).inserted else { continue }
            for ancestor in lineage(of: owner) {
                for call in selfCalls[ancestor] ?? [] where call.caller.name == current && call.fixedContext == nil {
                    if call.isCall {
                        if depth < 3 { work.append((ancestor, call.callee, depth + 1)) }
                    } else {
                        read.insert(call.callee)
                    }
                }
                for plain in merged.plainReads[ancestor] ?? [] where plain.caller == current { read.insert(plain.property) }
            }
        }
        return read
    }
}
