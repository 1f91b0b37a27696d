import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a user's file with new bytes so that no reader, and no crash, ever sees half of it: the
/// bytes go to a temporary file in the same folder (the same file system, so the rename is atomic), which
/// takes the file's permissions (and owner, where the process may set it) and is renamed over the file.
/// A symbolic link is followed: the file it points to is replaced, the link stays.
enum AtomicFileWrite {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `bytes` to `path`. A file that is read-only (no write permission for anyone, or none for this
    /// process) is refused rather than replaced: renaming over it would bypass the permission its owner set.
    static func replace(_ path: String, with bytes: [UInt8]) throws {
        let target = resolved(path)
        var info = stat()
        guard stat(target, &info) == 0 else { throw Failure(description: "cannot read its attributes (\(errorText()))") }
        guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else { throw Failure(description: "the file is read-only") }

        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/." + name + ".nodelint-fix-" + UUID().uuidString
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw Failure(description: "cannot create a temporary file beside it (\(errorText()))") }
        var written = false
        defer { if !written { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor)
            // Best effort: only root may give the file to another owner.
            _ = fchown(descriptor, info.st_uid, info.st_gid)
            guard fchmod(descriptor, info.st_mode & 0o7777) == 0, fsync(descriptor) == 0 else {
                throw Failure(description: "cannot write a temporary file beside it (\(errorText()))")
            }
        }
        guard rename(temporary, target) == 0 else { throw Failure(description: "cannot replace it (\(errorText()))") }
        written = true
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure(description: "cannot write a temporary file beside it (\(errorText()))")
                }
                offset += n
            }
        }
    }

    /// The file a path names, symbolic links followed; the path itself when it cannot be resolved.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
