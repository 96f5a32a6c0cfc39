import Foundation

/// A memory figure from a process's `/proc/PID/status` (`VmRSS`, `VmHWM`), in KiB; 0 when
/// the process or the field is gone.
enum ProcessStatus {
    static func kibibytes(_ field: String, of process: String = "self") -> Int {
        let text = (try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
