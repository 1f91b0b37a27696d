import NodeLintWorkflow

/// The line for a run whose files named alone get no context because git could not list the
/// repository: their findings that need another file's declarations (a base class, a creation site)
/// may be missing, and the user must be told rather than get a quieter report.
enum ContextLoss {
    static func line(_ error: any Error) -> String {
        let why = (error as? GitError)?.message ?? "\(error)"
        return "nodelint: warning: the rest of the repository could not be listed (\(why)); the files named are linted "
            + "without it, so findings that need another file's declarations may be missing"
    }
}
