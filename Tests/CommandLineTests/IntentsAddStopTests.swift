import Foundation
import Testing
import TestSupport

/// `intents add` stopped by ^C or SIGTERM ends its build: `swift build` runs in a process
/// group of its own, which kept building after the command had ended. And a build that fails
/// is the package's failure (status 1), not a wrong command line (64 and the usage text).
@Suite(.offThePool) struct IntentsAddStopTests {
    /// A package folder and a stand-in `swift` whose build records its process and a child's
    /// and then waits; or, with `failing`, prints a compiler error.
    static func package(failing: Bool = false) throws -> (folder: URL, swift: URL, ready: URL) {
        let folder = TestScratch.path("add-stop")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Brew"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let ready = folder.appendingPathComponent("pids")
        let build = failing
            ? "echo \"\(folder.path)/Sources/Brew/main.swift:3:7: error: expected '}' in struct\"; exit 1"
            : "sleep 600 & echo \"$$ $!\" > \"\(ready.path).new\"; mv \"\(ready.path).new\" \"\(ready.path)\"; wait"
        let swift = try TestScratch.script("case \"$*\" in *build*) \(build) ;; esac", name: "swift")
        return (folder, swift, ready)
    }

    static func start(_ folder: URL, swift: URL, output: URL) throws -> Process {
        let process = Process()
        process.executableURL = try CommandLineTests.binary()
        process.arguments = ["intents", "add", folder.path, "--product", "Brew", "--library", try CommandLineTests().temporaryLibrary().path]
        process.environment = ProcessInfo.processInfo.environment.merging(["SHORTCUT_EDITOR_SWIFT": swift.path]) { _, new in new }
        #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = process.standardOutput
        try process.run()
        return process
    }

    /// Whether `pid` has ended (gone, or a zombie waiting for its parent).
    static func ended(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return true }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? true
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aStopSignalEndsTheBuildAndItsChildren(_ signal: Int32) async throws {
        let (folder, swift, ready) = try Self.package()
        let output = folder.appendingPathComponent("output.txt")
        let process = try Self.start(folder, swift: swift, output: output)
        let deadline = ContinuousClock.now + .seconds(120)
        while !FileManager.default.fileExists(atPath: ready.path), process.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        let pids = try String(contentsOf: ready, encoding: .utf8).split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
        #expect(pids.count == 2)
        kill(process.processIdentifier, signal)
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(!process.isRunning && process.terminationStatus == 1)
        while !pids.allSatisfy(Self.ended), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        for pid in pids { #expect(Self.ended(pid), "process \(pid) of the build is still running") }
        let said = try String(contentsOf: output, encoding: .utf8)
        #expect(said.contains("stopped before the end; nothing was added"), "\(said)")
    }

    @Test func aBuildThatFailsIsStatusOneWithoutTheUsage() async throws {
        let (folder, swift, _) = try Self.package(failing: true)
        let output = folder.appendingPathComponent("output.txt")
        let process = try Self.start(folder, swift: swift, output: output)
        process.waitUntilExit()
        let said = try String(contentsOf: output, encoding: .utf8)
        #expect(process.terminationStatus == 1, "\(said)")
        #expect(said.contains("Brew did not build:") && said.contains("expected '}' in struct") && !said.contains("USAGE"), "\(said)")
    }
}
