import Dispatch
import NodeLintWorkflow

/// The repository's files as git lists them (`GitRepository.projectFiles`), asked for as soon as a run
/// knows it reads the rest of the repository for context and read when the context is added: git walks
/// the working tree for untracked files (about 20 ms in a repository of 9,000 files) while the project
/// files are read. A failing git gives no files, and says why (`ContextLoss`).
final class ProjectFileListing: @unchecked Sendable {
    let repository: GitRepository
    private var listed: Result<[String], any Error> = .success([])
    private let done = DispatchGroup()

    init(_ repository: GitRepository) {
        self.repository = repository
        done.enter()
        DispatchQueue.global().async {
            self.listed = Result { try repository.projectFiles() }
            self.done.leave()
        }
    }

    /// The listing, once git has given it, or why git gave none.
    func files() -> Result<[String], any Error> {
        done.wait()
        return listed
    }
}

