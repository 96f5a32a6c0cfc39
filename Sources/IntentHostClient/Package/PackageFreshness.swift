import Foundation

/// Whether a package's last build is older than its sources: the executable's time against
/// the newest of `Package.swift`, `Package.resolved` and every file under `Sources/`. What
/// `lint`, `run`, `test`, `intents --check` and the editor look at before they trust a host —
/// a fixed query was reported broken until the package was built again by hand.
///
/// The walk is bounded (files and depth) and skips hidden folders, `.build` among them: a
/// package of a hundred thousand files costs a bounded look, and is then called stale.
public struct PackageFreshness: Sendable, Equatable {
    /// When the executable was written; nil when there is none.
    public var built: Date?
    /// When the newest source was written, and which one.
    public var newestSource: Date?
    public var newestSourcePath: String?
    /// The walk stopped at its bound before it saw every file.
    public var walkWasCut: Bool

    /// The most files looked at, and the deepest folder.
    static let fileLimit = 20_000
    static let depthLimit = 32

    /// Whether the sources changed after the build (or there is no build to use).
    public var isStale: Bool {
        guard let built else { return true }
        if walkWasCut { return true }
        guard let newestSource else { return false }
        return newestSource > built
    }

    /// How the executable at `executable` compares with the package at `package`.
    public static func of(package: URL, executable: String) -> PackageFreshness {
        var freshness = PackageFreshness(built: modified(executable), newestSource: nil, newestSourcePath: nil, walkWasCut: false)
        func consider(_ path: String) {
            guard let date = modified(path) else { return }
            if freshness.newestSource.map({ date > $0 }) ?? true {
                freshness.newestSource = date
                freshness.newestSourcePath = path
            }
        }
        consider(package.appendingPathComponent("Package.swift").path)
        consider(package.appendingPathComponent("Package.resolved").path)
        var seen = 0
        var folders: [(path: String, depth: Int)] = [(package.appendingPathComponent("Sources").path, 0)]
        while let (folder, depth) = folders.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                seen += 1
                guard seen <= fileLimit else {
                    freshness.walkWasCut = true
                    return freshness
                }
                let path = folder + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    if depth < depthLimit { folders.append((path, depth + 1)) } else { freshness.walkWasCut = true }
                } else {
                    consider(path)
                }
            }
        }
        return freshness
    }

    /// "sources changed 2 min after the last build", "never built": why a build comes first.
    public var reason: String {
        guard let built else { return "not built yet" }
        if walkWasCut { return "too many source files to compare with the last build" }
        guard let newestSource else { return "up to date" }
        return "sources changed \(Self.words(newestSource.timeIntervalSince(built))) after the last build"
    }

    /// "3 min old", from `now`.
    public func age(now: Date = Date()) -> String {
        guard let built else { return "no build" }
        return Self.words(now.timeIntervalSince(built)) + " old"
    }

    /// A span in the words a person reads at a glance: "40 s", "2 min", "3 h", "2 days".
    public static func words(_ seconds: TimeInterval) -> String {
        let whole = max(0, Int(seconds.rounded()))
        switch whole {
        case ..<60: return "\(whole) s"
        case ..<3600: return "\(whole / 60) min"
        case ..<(48 * 3600): return "\(whole / 3600) h"
        default: return "\(whole / 86_400) days"
        }
    }

    /// A file's modification time, following links (an executable may be one); nil when absent.
    private static func modified(_ path: String) -> Date? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec) + TimeInterval(status.st_mtim.tv_nsec) / 1e9)
    }
}
