import FileAccess
import Foundation
import IntentKit
import Synchronization

/// Where a run's simulated device lives: `device.json` and a `files/` folder beside it.
///
/// The library's device (`state/device/`) is made from the sample the first time an action
/// asks for it, and every change a shortcut makes is written there at once — under a lock and
/// read again first, so two runs at the same moment add both their reminders — atomically,
/// so a crash leaves the file before or after the change, never half of it.
///
/// A fixture (`run --device FILE`, a test case's `device`) and a dry run work on a copy: the
/// changes are kept for the rest of the run (and read by a test's expectations), and the
/// files they touch are in a temporary folder removed with the store.
public final class DeviceStore: Sendable {
    /// The file the device was read from, for messages.
    public let source: URL
    private let persists: Bool
    /// Someone else's device (`run --device`, a test case's): its files folder is copied only
    /// when it is a folder of its own, not a link.
    private let isFixture: Bool
    private let sourceFiles: URL
    private let now: @Sendable () -> Date
    private let state = Mutex<State>(State())
    /// A working copy's temporary folder: made at the first file action, removed with the store.
    private let scratch: URL?

    private struct State {
        var device: SimulatedDevice?
        var filesReady = false
        /// A copy whose source has no files folder starts with the sample's files.
        var seedsSampleFiles = false
    }

    /// device.json may hold this many bytes (10,000 reminders take about 3 MB).
    public static let maximumBytes = 64 << 20

    /// The library's device, in `folder` (`state/device/`); a dry run changes a copy.
    public static func library(folder: URL, dryRun: Bool = false, now: @escaping @Sendable () -> Date = { Date() }) -> DeviceStore {
        DeviceStore(source: folder.appendingPathComponent("device.json"), files: folder.appendingPathComponent("files", isDirectory: true),
                    persists: !dryRun, now: now)
    }

    /// A fixture standing in for the device: read from `file`, its files from a `files` folder
    /// beside it when there is one; never written to.
    public static func fixture(_ file: URL, now: @escaping @Sendable () -> Date = { Date() }) throws(DeviceFileError) -> DeviceStore {
        let store = DeviceStore(source: file, files: file.deletingLastPathComponent().appendingPathComponent("files", isDirectory: true),
                                persists: false, isFixture: true, now: now)
        _ = try store.snapshot()
        return store
    }

    /// A device held in memory only, such as the tests give a run; its files folder starts
    /// empty.
    public static func memory(_ device: SimulatedDevice) -> DeviceStore {
        let store = DeviceStore(source: URL(localPath: "/nonexistent/device.json"), files: URL(localPath: "/nonexistent/files"),
                                persists: false, now: { Date() })
        store.state.withLock { $0.device = device }
        return store
    }

    /// A new sample device dated from `now`, with the sample's files, in memory and a
    /// temporary folder: what a test case runs on when it names no device.
    public static func sample(now: Date) -> DeviceStore {
        let store = memory(SampleDevice.make(now: now))
        store.state.withLock { $0.seedsSampleFiles = true }
        return store
    }

    private init(source: URL, files: URL, persists: Bool, isFixture: Bool = false, now: @escaping @Sendable () -> Date) {
        self.source = source
        self.isFixture = isFixture
        sourceFiles = files
        self.persists = persists
        self.now = now
        scratch = persists ? nil : FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-editor-device-\(UUID().uuidString)")
    }

    deinit {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    /// The device as it is now.
    public func snapshot() throws(DeviceFileError) -> SimulatedDevice {
        if let known = state.withLock({ $0.device }) { return known }
        let device = try load()
        return state.withLock { state in
            if state.device == nil { state.device = device }
            return state.device!
        }
    }

    /// Changes the device as `body` says and keeps the change: for the library's device, read
    /// again under its lock, changed, and written before the lock is let go.
    public func change<T>(_ body: (inout SimulatedDevice) throws -> T) throws -> T {
        guard persists else {
            var device = try snapshot()
            let result = try body(&device)
            state.withLock { $0.device = device }
            return result
        }
        return try withFileLock {
            var device = try load()
            let result = try body(&device)
            try write(device)
            state.withLock { $0.device = device }
            return result
        }
    }

    /// Runs `body` — a file action's look at the folder and its write — while no other run
    /// changes the device: Save File's free name and Append's read-then-write are one step for
    /// every run at once (of 100 runs at a time, a fifth of the saves and lines were lost). A
    /// copy is the run's own and needs no lock.
    func changingFiles<T>(_ body: () throws -> T) throws -> T {
        guard persists else { return try body() }
        return try withFileLock(body)
    }

    /// The files folder the file actions work in: the library's own, or the copy's.
    public func filesFolder() throws -> URL {
        if state.withLock({ $0.filesReady }) { return workingFiles }
        let fileManager = FileManager.default
        if persists {
            if !fileManager.fileExists(atPath: sourceFiles.path) { try Self.makeSampleFiles(in: sourceFiles) }
        } else if let scratch {
            try? fileManager.removeItem(at: scratch)
            try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
            if (try? fileManager.attributesOfItem(atPath: sourceFiles.path)) != nil {
                try DeviceFilesCopy.copy(sourceFiles, to: workingFiles, followingRootLink: !isFixture)
            } else if state.withLock({ $0.seedsSampleFiles }) {
                try Self.makeSampleFiles(in: workingFiles)
            } else {
                try fileManager.createDirectory(at: workingFiles, withIntermediateDirectories: true)
            }
        }
        state.withLock { $0.filesReady = true }
        return workingFiles
    }

    /// Every file in the files folder (its subfolders too), by path: what a test expects of it.
    public func files() throws -> [RuntimeFile] {
        let root = try filesFolder()
        return try DeviceFiles.list(root, root: root, recursive: true, limit: RunLimits.standard.maximumSize)
    }

    private static func makeSampleFiles(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, text) in SampleDevice.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        }
    }

    private var workingFiles: URL {
        scratch.map { $0.appendingPathComponent("files", isDirectory: true) } ?? sourceFiles
    }

    /// The device in `source`; the sample when there is none yet (and, for the library's,
    /// written there so that the person can read and edit it).
    private func load() throws(DeviceFileError) -> SimulatedDevice {
        let path = source.path
        guard FileManager.default.fileExists(atPath: path) else {
            let sample = SampleDevice.make(now: now())
            guard persists else { return sample }
            do {
                try write(sample)
            } catch {
                throw DeviceFileError(file: path, message: "cannot be made: \(error)")
            }
            return sample
        }
        let data: Data
        switch FileReader.read(path, limit: Self.maximumBytes) {
        case .success(let contents): data = contents.data
        case .failure(let failure): throw DeviceFileError(file: path, message: "cannot be read: \(failure)")
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(Array(data))
        } catch {
            throw DeviceFileError(file: path, message: "\(error.line):\(error.column): not JSON: \(error.message)")
        }
        do {
            return try SimulatedDevice(json: json)
        } catch {
            throw DeviceFileError(file: path, message: error.description)
        }
    }

    private func write(_ device: SimulatedDevice) throws {
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(device.json.canonicalBytes()).write(to: source, options: .atomic)
    }

    /// Holds `device.lock` beside the file while `body` runs; waits for another run's change at
    /// most 10 s (a change takes milliseconds: one held longer is a stuck process).
    private func withFileLock<T>(_ body: () throws -> T) throws -> T {
        let folder = source.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lockPath = folder.appendingPathComponent("device.lock").path
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw DeviceFileError(file: lockPath, message: "cannot be opened: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let deadline = ContinuousClock.now + .seconds(10)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
                throw DeviceFileError(file: lockPath, message: "another run held the device for more than 10 s")
            }
            usleep(5_000)
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}

/// The device's file cannot be used: the file, the place and what was expected.
public struct DeviceFileError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var message: String

    public var description: String { "\(file): \(message)" }
}
