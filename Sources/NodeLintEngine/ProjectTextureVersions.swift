import NodeLintProject

/// Where a run looks for the Texture version of each file's project: the lock and requirement files
/// of the file's folder and the folders above it, up to the repository root (or, outside a
/// repository, the file system's root).
public enum ProjectTextureVersions {
    public static func discovery(currentDirectory: String) -> TextureVersionDiscovery {
        TextureVersionDiscovery(stopFolder: RepositoryRoot.find(from: currentDirectory) ?? "/")
    }
}
