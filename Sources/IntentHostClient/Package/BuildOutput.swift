/// Reads a build's output into whole diagnostics. The compiler prints each message on a line of
/// its own, then (Swift 6's style) the source lines around it in a `N | …` gutter with the
/// caret and notes, ended by a blank line — or (the older style) the source line and a `^~~`
/// line. Both are kept under their message. A `note:` message of its own belongs to the
/// message before it. SwiftPM prints a file's messages twice when the module is emitted and
/// compiled apart; each is kept once.
public enum BuildOutput {
    /// The most lines kept under one message: a runaway snippet cannot fill the page.
    static let detailBound = 60

    /// The diagnostics of `lines`, in the order first printed.
    public static func diagnostics(in lines: [String]) -> [BuildDiagnostic] {
        var found: [BuildDiagnostic] = []
        var seen: Set<String> = []
        var current: BuildDiagnostic?
        var currentIsRepeat = false
        func finish() {
            guard let done = current else { return }
            current = nil
            if !currentIsRepeat { found.append(done) }
        }
        for line in lines {
            if let header = BuildDiagnostic(line: Substring(line)) {
                if header.severity == .note, current != nil {
                    append(line, to: &current)
                    continue
                }
                finish()
                currentIsRepeat = !seen.insert(header.description).inserted
                current = header
            } else if current != nil, isDetail(line) {
                append(line, to: &current)
            } else {
                finish()
            }
        }
        finish()
        return found
    }

    private static func append(_ line: String, to diagnostic: inout BuildDiagnostic?) {
        guard let count = diagnostic?.details.count, count < detailBound else { return }
        diagnostic?.details.append(line)
    }

    /// Whether a line under a message is part of it: anything up to a blank line, SwiftPM's
    /// own lines (`[3/7] Compiling…`, `Building…`) or a driver's `error:` line.
    static func isDetail(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard !trimmed.isEmpty else { return false }
        if trimmed.first == "[" && trimmed.contains("/") && trimmed.contains("]") { return false }
        for prefix in ["error: ", "warning: ", "Building ", "Build ", "Compiling ", "Linking ", "Fetching ", "Computing "] where line.hasPrefix(prefix) {
            return false
        }
        return true
    }
}
