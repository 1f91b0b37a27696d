import NodeLintEngine

/// Where the lint command keeps its cache: `--cache-path DIR`, else the user's cache folder
/// (`$XDG_CACHE_HOME/nodelint`, else `~/Library/Caches/nodelint` on macOS and `~/.cache/nodelint`
/// elsewhere), never the project: a cache in the working tree would show up in `git status`, be
/// committed, or be shared between checkouts that have nothing in common. `--no-cache` turns it off.
/// Read from the environment the command was given (not the process's), so that a caller with no
/// `HOME` and no `XDG_CACHE_HOME`, such as the in-process tests, gets no cache rather than the user's.
enum CacheLocation {
    static func cache(_ invocation: Invocation, environment: [String: String]) -> DeclarationCache? {
        guard !invocation.noCache, let root = invocation.cachePath ?? defaultFolder(environment: environment) else { return nil }
        return DeclarationCache(root: root, toolVersion: NodeLintMain.version)
    }

    static func defaultFolder(environment: [String: String]) -> String? {
        // The XDG base directory specification ignores a relative XDG_CACHE_HOME.
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/nodelint" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if os(macOS)
        return home + "/Library/Caches/nodelint"
        #else
        return home + "/.cache/nodelint"
        #endif
    }
}
