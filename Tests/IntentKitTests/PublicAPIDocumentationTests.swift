import Foundation
import Testing

/// IntentKit is a library apps depend on: its public API is a promise, and each public
/// declaration says what it is for an app author reading it (issue 43 found 39%). This reads the
/// sources and lists what is not documented — a declaration, or a protocol requirement — so a
/// new one cannot slip in without its comment.
@Suite struct PublicAPIDocumentationTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/IntentKit")

    /// `file:line: declaration` for each public declaration or protocol requirement without a
    /// `///` comment above it (attributes between are allowed).
    static func undocumented() throws -> (total: Int, missing: [String]) {
        var total = 0
        var missing: [String] = []
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files.sorted() {
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            var protocolDepth: Int?
            for (index, line) in lines.enumerated() {
                let isPublic = (line.hasPrefix("public ") || line.hasPrefix("open ")) && !line.hasPrefix("public extension")
                let isRequirement = protocolDepth.map { $0 == 1 } == true && !line.hasPrefix("///") && !line.hasPrefix("//")
                    && ["func ", "var ", "init(", "init<", "static ", "associatedtype ", "subscript", "mutating "].contains { line.hasPrefix($0) || line.contains("@" ) && line.contains(" " + $0) }
                if isPublic || isRequirement {
                    total += 1
                    var above = index - 1
                    while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
                    if above < 0 || !lines[above].hasPrefix("///") { missing.append("\(file):\(index + 1): \(line)") }
                }
                if line.hasPrefix("public protocol "), line.hasSuffix("{") { protocolDepth = 0 }
                if let depth = protocolDepth {
                    let next = depth + line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                    protocolDepth = next <= 0 && depth > 0 ? nil : next
                }
            }
        }
        return (total, missing)
    }

    @Test func everyPublicDeclarationIsDocumented() throws {
        let (total, missing) = try Self.undocumented()
        #expect(total > 800, "the sources were not found or read: \(total) declarations")
        #expect(missing.isEmpty, "undocumented public API:\n\(missing.joined(separator: "\n"))")
    }
}
