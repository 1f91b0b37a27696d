import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps a cache folder within its size limit. Entries are removed oldest first by modification time,
/// which a run refreshes on the entries it uses (at most once a day, `DeclarationCache.readFile`), down
/// to three quarters of the limit, so that the next runs do not trim again at once. Temporary files
/// older than an hour are left over from a run that was killed mid-write, and go too.
///
/// Trimming lists the folder and reads each entry's size and age (a few milliseconds for thousands of
/// entries, more on a cold disk), so a run trims only when it wrote: always after writing more than a
/// 64th of the limit, otherwise one time in eight. Between trims the folder may thus grow past its limit
/// by what the small runs since the last trim wrote, each under a 64th of it. A run that trims
/// while another reads loses nothing: a file removed while open stays readable, and an entry removed
/// before it is opened is parsed again.
enum CacheTrimming {
    static let temporaryPrefix = ".tmp-"

    static func trim(folder: String, limit: Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let now = time(nil)
        var entries: [(path: String, size: Int, time: time_t)] = []
        var total = 0
        for name in names {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let modified = modificationTime(info)
            if name.hasPrefix(temporaryPrefix) {
                if modified < now - 60 * 60 { unlink(path) }
                continue
            }
            entries.append((path, Int(info.st_size), modified))
            total += Int(info.st_size)
        }
        guard total > limit else { return }
        entries.sort { $0.time != $1.time ? $0.time < $1.time : $0.path < $1.path }
        let target = limit / 4 * 3
        for entry in entries {
            if total <= target { break }
            unlink(entry.path)
            total -= entry.size
        }
    }

    static func modificationTime(_ info: stat) -> time_t {
        #if canImport(Darwin)
        return info.st_mtimespec.tv_sec
        #else
        return info.st_mtim.tv_sec
        #endif
    }
}

extension DeclarationCache {
    /// After a run: trims the folder when this run wrote to it and a trim is due (see `CacheTrimming`).
    public func trimIfDue() {
        lock.lock()
        let written = writtenBytes
        lock.unlock()
        guard written > 0, written >= sizeLimit / 64 || Int.random(in: 0..<8) == 0 else { return }
        trim()
    }

    /// Trims the folder to its limit now.
    public func trim() {
        CacheTrimming.trim(folder: folder, limit: sizeLimit)
    }
}
