import Foundation

/// Type-checks Swift files against the IntentKit module this test run was built with, using
/// the toolchain's `swiftc`: how the tests prove what compiles and what must not.
enum Compiler {
    struct Result {
        var succeeded: Bool
        var diagnostics: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The folder holding `IntentKit.swiftmodule`: beside the test binary, where SwiftPM
    /// puts the modules of the build being tested.
    static func modulesDirectory() throws -> URL {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates: [URL] = []
        var folder = binary.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("Modules"))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/Modules"))
        guard let found = candidates.first(where: {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("IntentKit.swiftmodule").path)
        }) else {
            throw CompilerError("IntentKit.swiftmodule not found; looked in \(candidates.map(\.path))")
        }
        return found
    }

    static func swiftc() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CompilerError("swiftc is not on PATH (\(path))")
    }

    static func typecheck(_ files: [URL], swiftVersion: Int) throws -> Result {
        let process = Process()
        process.executableURL = try swiftc()
        let modules = try modulesDirectory()
        // IntentKit's macros expand through the plugin SwiftPM built beside the modules.
        let plugin = modules.deletingLastPathComponent().appendingPathComponent("IntentKitMacros-tool")
        let plugins = FileManager.default.isExecutableFile(atPath: plugin.path) ? ["-load-plugin-executable", plugin.path + "#IntentKitMacros"] : []
        process.arguments = ["-typecheck", "-swift-version", String(swiftVersion), "-I", modules.path] + plugins
            + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(succeeded: process.terminationStatus == 0, diagnostics: String(decoding: data, as: UTF8.self))
    }

    /// The value of a `// key: value` line at the top of a fixture.
    static func header(_ key: String, in file: URL) throws -> String? {
        let text = try String(contentsOf: file, encoding: .utf8)
        let prefix = "// \(key): "
        return text.split(separator: "\n").prefix(5).first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    static func files(in folder: String) -> [URL] {
        let url = fixtures.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
    }
}

struct CompilerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
