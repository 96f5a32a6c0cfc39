#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// Tells when a folder's sources change — a Swift file saved, created, renamed or removed
/// anywhere under it — through inotify: the thread it keeps waits in `poll` until the kernel
/// has something to say, so nothing is re-read and no loop spins while nothing changes.
///
/// Folders made later are watched as they appear. Hidden folders and `.build` are not (a
/// build writes there, and must not make itself happen again). At most `maximumFolders` are
/// watched; events arrive on the watcher's thread, where `changed` is called with the paths
/// that changed since the last call. `stop` (or the last reference going away) ends the
/// thread and closes its descriptors.
public final class SourceWatcher: Sendable {
    /// The most folders one watcher takes: a package's sources are a few dozen.
    public static let maximumFolders = 4096

    private let loop: WatchLoop

    /// Starts watching `folder` (and, when `recursive`, the folders under it); `isSource` says
    /// which changed file names matter (by default Swift files).
    public init(folder: URL, recursive: Bool = true, isSource: @escaping @Sendable (String) -> Bool = SourceWatcher.isSwiftSource,
                changed: @escaping @Sendable ([String]) -> Void) throws(WatchFailure) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw WatchFailure(path: folder.path, code: errno) }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            let code = errno
            close(descriptor)
            throw WatchFailure(path: folder.path, code: code)
        }
        for end in pipeEnds {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        var folders = FolderWatches(inotify: descriptor, recursive: recursive)
        folders.add(tree: folder.path)
        loop = WatchLoop(inotify: descriptor, wakeRead: pipeEnds[0], wakeWrite: pipeEnds[1])
        let watched = folders
        let thread = Thread { [loop] in loop.run(folders: watched, isSource: isSource, changed: changed) }
        thread.name = "source watcher"
        thread.start()
    }

    /// Ends the watch and waits (at most 5 s) for its thread, so no call of `changed` comes after.
    public func stop() {
        loop.stop()
    }

    deinit {
        loop.stop()
    }

    /// Swift files (the manifest is one).
    public static func isSwiftSource(_ name: String) -> Bool {
        name.hasSuffix(".swift") && !name.hasPrefix(".")
    }
}

/// The watcher's thread and its descriptors, closed once the thread has ended.
private final class WatchLoop: Sendable {
    let inotify: Int32
    let wakeRead: Int32
    let wakeWrite: Int32
    private let stopped = Atomic<Bool>(false)
    /// The thread's own id, once it runs: a stop from inside `changed` does not wait for itself.
    private let thread = Atomic<UInt>(0)
    /// Guarded by its lock: whether the thread has returned.
    private let ended = NSCondition()
    private let hasEnded = Mutex<Bool>(false)

    init(inotify: Int32, wakeRead: Int32, wakeWrite: Int32) {
        self.inotify = inotify
        self.wakeRead = wakeRead
        self.wakeWrite = wakeWrite
    }

    deinit {
        close(inotify)
        close(wakeRead)
        close(wakeWrite)
    }

    /// Waits for events or the wake pipe, reads what came, says it; until stopped.
    func run(folders: FolderWatches, isSource: (String) -> Bool, changed: ([String]) -> Void) {
        thread.store(UInt(pthread_self()), ordering: .releasing)
        defer {
            ended.lock()
            hasEnded.withLock { $0 = true }
            ended.broadcast()
            ended.unlock()
        }
        var folders = folders
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !stopped.load(ordering: .acquiring) {
            var waits = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            if poll(&waits, 2, -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            if waits[1].revents != 0 || stopped.load(ordering: .acquiring) { return }
            var paths: [String] = []
            while true {
                let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                paths += folders.take(buffer.prefix(count), isSource: isSource)
            }
            // A save is several events for one file (created, then closed after writing): once each.
            var seen: Set<String> = []
            let unique = paths.filter { seen.insert($0).inserted }
            if !unique.isEmpty { changed(unique) }
        }
    }

    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        guard thread.load(ordering: .acquiring) != UInt(pthread_self()) else { return }
        ended.lock()
        let deadline = Date().addingTimeInterval(5)
        while !hasEnded.withLock({ $0 }) && ended.wait(until: deadline) {}
        ended.unlock()
    }
}

/// The folders a watcher has: their watch descriptors, and the events read off them.
struct FolderWatches: Sendable {
    let inotify: Int32
    let recursive: Bool
    private(set) var paths: [Int32: String] = [:]

    init(inotify: Int32, recursive: Bool, paths: [Int32: String] = [:]) {
        self.inotify = inotify
        self.recursive = recursive
        self.paths = paths
    }

    static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)

    /// Every folder watched, links resolved: a folder reached a second time — through a link
    /// to itself or to a parent (`Sources/a -> .`) — is not walked again. inotify hands back the
    /// same watch for it, so the bound on watches alone was never reached and the walk never ended.
    private var realFolders: Set<String> = []

    /// Watches `root` and every folder under it that is not hidden or `.build`, within the bound
    /// (on folders watched, and on folders looked at).
    mutating func add(tree root: String) {
        var pending = [root]
        var visited = 0
        while let folder = pending.popLast(), paths.count < SourceWatcher.maximumFolders, visited < 4 * SourceWatcher.maximumFolders {
            visited += 1
            guard let real = Self.realPath(folder), realFolders.insert(real).inserted else { continue }
            let watch = inotify_add_watch(inotify, folder, Self.mask)
            guard watch >= 0 else { continue }
            if paths[watch] != nil { continue }
            paths[watch] = folder
            guard recursive, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !Self.isSkipped(name) {
                var isFolder: ObjCBool = false
                let path = folder + "/" + name
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { pending.append(path) }
            }
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Hidden folders, `.build` among them: a build writes there.
    static func isSkipped(_ name: String) -> Bool { name.hasPrefix(".") }

    /// The source paths a read's events name; new folders are watched as they come.
    mutating func take(_ bytes: ArraySlice<UInt8>, isSource: (String) -> Bool) -> [String] {
        var found: [String] = []
        var offset = bytes.startIndex
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= bytes.endIndex {
            let (watch, mask, length) = bytes.withUnsafeBytes { raw in
                let event = raw.loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameStart = offset + header
            let nameEnd = min(nameStart + length, bytes.endIndex)
            let name = String(decoding: bytes[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
            offset = nameStart + length
            guard let folder = paths[watch], !name.isEmpty else { continue }
            let path = folder + "/" + name
            if mask & UInt32(IN_ISDIR) != 0 {
                if recursive, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !Self.isSkipped(name) { add(tree: path) }
                continue
            }
            if isSource(name) { found.append(path) }
        }
        return found
    }
}

/// Why a folder cannot be watched, in words.
public struct WatchFailure: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var code: Int32
    public var description: String { "cannot watch \(path) for changes: \(String(cString: strerror(code)))" }
}
