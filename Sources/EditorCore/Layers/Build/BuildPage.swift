/// The last build of a host, on a page: each of the compiler's messages whole — its heading,
/// the source lines with the caret and its notes, wrapped to the screen, never cut — one of them
/// chosen (`j`/`k`) to open in the developer's editor (`e`); or the build's whole output (`l`).
/// `B` on the cards opens it again at any time.
struct BuildPage: Sendable, Equatable {
    var report: BuildReport
    /// The chosen diagnostic, which `e` opens.
    var selected = 0
    /// The build's whole output instead of its diagnostics.
    var showsLog = false
    /// The first line on screen.
    var scroll = 0
    /// Why the developer's editor could not open the file, said on the page's footer (over
    /// its keys) until the next key.
    var failure: String?

    /// A page's line, and the diagnostic it belongs to (nil for the log's and the notes').
    struct Line: Sendable, Equatable {
        var text: String
        var diagnostic: Int?
        var isHeading = false
    }

    /// The page's lines at `columns`: the diagnostics (or the log, or what a build without
    /// diagnostics printed last) and, under them, what the page's keys do.
    func lines(columns: Int) -> [Line] {
        let room = max(10, columns)
        if showsLog || report.diagnostics.isEmpty {
            let log = report.log.isEmpty ? ["(the build printed nothing)"] : report.log
            var lines = log.flatMap { TextFit.wrapped($0, to: room, continuation: "  ") }.map { Line(text: $0) }
            if !showsLog {
                lines.insert(Line(text: report.built ? "No errors or warnings. Its output:" : "No diagnostic to show; the build's last lines:"), at: 0)
            }
            return lines
        }
        var lines: [Line] = []
        for (index, diagnostic) in report.diagnostics.enumerated() {
            lines += TextFit.wrapped(diagnostic.heading, to: room - 2, continuation: "    ").enumerated().map { offset, text in
                Line(text: (offset == 0 ? (index == selected ? "› " : "  ") : "  ") + text, diagnostic: index, isHeading: true)
            }
            lines += diagnostic.details.flatMap { TextFit.wrapped($0, to: room - 2, continuation: "  ↪ ") }.map {
                Line(text: "  " + $0, diagnostic: index)
            }
            lines.append(Line(text: "", diagnostic: index))
        }
        return lines
    }

    /// The first line of the chosen diagnostic.
    func firstLine(of diagnostic: Int, columns: Int) -> Int {
        lines(columns: columns).firstIndex { $0.diagnostic == diagnostic } ?? 0
    }
}
