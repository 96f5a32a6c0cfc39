import Foundation
import IntentKit
import Subprocess
import SystemPackage

/// A developer's Swift package whose product is an intent host: built with `swift build`, its
/// executable found where SwiftPM put it. What `intents add`, `intents --watch` and the
/// editor's live reload share. The build runs in a process group of its own, ended whole
/// (the compiler's children with it) when it is cancelled or outlasts its deadline.
public struct SwiftPackageBuild: Sendable {
    /// The package's folder (the one holding `Package.swift`).
    public var package: URL
    /// The executable product that serves the intents.
    public var product: String
    /// The `swift` program: `SHORTCUT_EDITOR_SWIFT` when set (a toolchain elsewhere, or a
    /// stand-in in tests), else `swift` on `PATH`.
    public var swift: String
    /// How long a build may take before it is stopped.
    public var deadline: Duration

    public init(package: URL, product: String, swift: String? = nil, deadline: Duration = .seconds(1800)) {
        self.package = package
        self.product = product
        self.swift = swift ?? ProcessInfo.processInfo.environment["SHORTCUT_EDITOR_SWIFT"] ?? "swift"
        self.deadline = deadline
    }

    /// How a build ended.
    public enum Outcome: Sendable, Equatable {
        /// Built: the product's executable, the compiler's warnings and the whole output.
        case built(executable: String, warnings: [BuildDiagnostic], log: [String])
        /// Not built: the compiler's errors (and warnings), and the output's last lines for
        /// a failure that is no diagnostic (a manifest that does not load, a missing product);
        /// `log` is the whole output (its last `keptLines` lines), for the page that shows it.
        case failed(diagnostics: [BuildDiagnostic], tail: [String], log: [String])
    }

    /// Builds the product, telling `progress` each line of output as it comes ("[12/40]
    /// Compiling…"). Throws only when `swift` cannot be run at all, or on cancellation.
    ///
    /// `skippingUpdate` passes `--skip-update`: the dependencies are not fetched again, which a
    /// caller that built this package before and saw its manifest and resolved file unchanged
    /// can ask — SwiftPM's resolution was seconds before the first line. `knownExecutable` is
    /// where an earlier build put the product: `--show-bin-path` (a manifest load, a second
    /// `swift`) is asked only when it is not known.
    public func build(skippingUpdate: Bool = false, knownExecutable: String? = nil,
                      progress: @escaping @Sendable (String) -> Void = { _ in }) async throws -> Outcome {
        let arguments = ["build", "--package-path", package.path, "--product", product] + (skippingUpdate ? ["--skip-update"] : [])
        let (status, lines) = try await run(arguments, progress: progress)
        guard status == 0 else {
            return .failed(diagnostics: BuildOutput.diagnostics(in: lines), tail: Array(lines.suffix(12)), log: lines)
        }
        let built: String
        if let knownExecutable { built = knownExecutable } else { built = try await executable() }
        return .built(executable: built, warnings: BuildOutput.diagnostics(in: lines), log: lines)
    }

    /// Where the product's executable is (`swift build --show-bin-path`), built or not.
    public func executable() async throws -> String {
        let (status, lines) = try await run(["build", "--package-path", package.path, "--show-bin-path"], progress: { _ in })
        guard status == 0, let folder = lines.last(where: { $0.hasPrefix("/") }) else {
            throw PackageBuildError("swift build --show-bin-path failed: \(lines.suffix(3).joined(separator: " "))")
        }
        return URL(localPath: folder).appendingPathComponent(product).path
    }

    /// The package's executable products, by name (`swift package describe --type json`).
    public static func executableProducts(in package: URL, swift: String? = nil) async throws -> [String] {
        let build = SwiftPackageBuild(package: package, product: "", swift: swift, deadline: .seconds(600))
        let (status, lines) = try await build.run(["package", "--package-path", package.path, "describe", "--type", "json"], progress: { _ in },
                                                  mergingErrors: false)
        let text = lines.joined(separator: "\n")
        guard status == 0, let start = text.firstIndex(of: "{"),
              let json = try? JSONSerialization.jsonObject(with: Data(text[start...].utf8)) as? [String: Any],
              let products = json["products"] as? [[String: Any]] else {
            throw PackageBuildError("\(package.path) is not a Swift package that describes itself: \(lines.suffix(3).joined(separator: " "))")
        }
        return products.compactMap { product in
            guard let type = product["type"] as? [String: Any], type["executable"] != nil else { return nil }
            return product["name"] as? String
        }
    }

    /// Runs `swift` with `arguments` to its end: its status and its output's lines (standard
    /// error's too, unless `mergingErrors` is false), each given to `progress` as it comes.
    func run(_ arguments: [String], progress: @escaping @Sendable (String) -> Void,
             mergingErrors: Bool = true) async throws -> (status: Int32, lines: [String]) {
        var options = PlatformOptions()
        options.processGroupID = 0
        options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: .milliseconds(500))]
        let executable: Executable = swift.contains("/") ? .path(FilePath(swift)) : .name(swift)
        let deadline = self.deadline
        let name = swift
        let result = try await Subprocess.run(
            executable, arguments: Arguments(arguments), platformOptions: options,
            input: .none, output: .sequence, error: .sequence
        ) { execution in
            let collected = try await withThrowingTaskGroup(of: [String]?.self) { group in
                group.addTask { try await Self.lines(of: execution.standardOutput, progress: progress) }
                group.addTask {
                    let errors = try await Self.lines(of: execution.standardError, progress: mergingErrors ? progress : { _ in })
                    return mergingErrors ? errors : []
                }
                group.addTask {
                    try await Task.sleep(for: deadline)
                    throw PackageBuildError("\(name) \(arguments.first ?? "") took longer than \(deadline); it was stopped")
                }
                var all: [String] = []
                for _ in 0..<2 {
                    guard let lines = try await group.next() else { break }
                    all += lines ?? []
                }
                group.cancelAll()
                return all
            }
            ProcessGroup.end(execution.processIdentifier.value)
            return collected
        }
        let status: Int32 = switch result.terminationStatus {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
        return (status, result.closureResult)
    }

    /// The lines of an output stream, at most `keptLines` kept (the last ones), each at most 4 KB.
    private static func lines(of stream: SubprocessOutputSequence, progress: @Sendable (String) -> Void) async throws -> [String] {
        var lines = LastLines(keeping: keptLines)
        var pending: [UInt8] = []
        func take(_ bytes: some Collection<UInt8>) {
            let line = String(decoding: bytes.prefix(4096), as: UTF8.self)
            progress(line)
            lines.append(line)
        }
        for try await buffer in stream {
            buffer.withUnsafeBytes { bytes in
                for byte in bytes {
                    if byte == UInt8(ascii: "\n") {
                        take(pending)
                        pending.removeAll(keepingCapacity: true)
                    } else if pending.count < 65_536 {
                        pending.append(byte)
                    }
                }
            }
        }
        if !pending.isEmpty { take(pending) }
        return lines.lines
    }

    /// How many of a build's last output lines are kept.
    static let keptLines = 100_000
}

/// Why a package could not be built or asked about, in words.
public struct PackageBuildError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
