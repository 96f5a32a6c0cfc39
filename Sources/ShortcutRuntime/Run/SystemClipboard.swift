import Foundation

/// The system's clipboard, for a run that asks for it (`run --system-clipboard`): through the
/// clipboard program the desktop has — `wl-copy`/`wl-paste` under Wayland, else `xclip`, else
/// `xsel` — found on `PATH`. Stored content stays in `storage`; only the clipboard changes.
public struct SystemClipboard: RunStorage {
    public let storage: any RunStorage
    let copy: [String]
    let paste: [String]

    /// The clipboard program on `path`, or nil when there is none.
    public init?(storage: any RunStorage, path: String = ProcessInfo.processInfo.environment["PATH"] ?? "") {
        func find(_ name: String) -> String? {
            path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name).path }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        if let copy = find("wl-copy"), let paste = find("wl-paste") {
            (self.copy, self.paste) = ([copy], [paste, "--no-newline"])
        } else if let xclip = find("xclip") {
            (self.copy, self.paste) = ([xclip, "-selection", "clipboard"], [xclip, "-selection", "clipboard", "-o"])
        } else if let xsel = find("xsel") {
            (self.copy, self.paste) = ([xsel, "--clipboard", "--input"], [xsel, "--clipboard", "--output"])
        } else {
            return nil
        }
        self.storage = storage
    }

    /// The programs looked for, for the message when none is found.
    public static let programs = "wl-copy and wl-paste, xclip or xsel"

    public func storedContent(key: String, global: Bool, shortcut: String) throws -> RuntimeValue? {
        try storage.storedContent(key: key, global: global, shortcut: shortcut)
    }

    public func store(_ value: RuntimeValue?, key: String, global: Bool, shortcut: String) throws {
        try storage.store(value, key: key, global: global, shortcut: shortcut)
    }

    public func clipboard() throws -> RuntimeValue {
        .text(String(decoding: try Self.run(paste, input: nil), as: UTF8.self))
    }

    public func setClipboard(_ value: RuntimeValue) throws {
        _ = try Self.run(copy, input: Data(value.text.utf8))
    }

    private static func run(_ command: [String], input: Data?) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ClipboardFailure(description: "\(URL(fileURLWithPath: command[0]).lastPathComponent) ended with status \(process.terminationStatus)")
        }
        return output
    }
}

/// The clipboard program failed, in words.
public struct ClipboardFailure: Error, Sendable, CustomStringConvertible {
    public var description: String
}
